import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '../../shared/errors';

/** What Node's HTTP layer reports before a request exists, in the app's `{message, code}` shape. */
export function clientErrorBody(errorCode: string | undefined): { status: number; body: ApiErrorBody } {
  if (errorCode === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive. Please try again.' } };
  }
  if (errorCode === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, body: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' } };
  }
  const code: ErrorCode = 'BAD_REQUEST';
  return { status: 400, body: { code, message: 'The request is not valid HTTP.' } };
}

/** Fastify's `clientErrorHandler`: writes a complete response on the raw socket, then closes it. */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorBody(error.code);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
