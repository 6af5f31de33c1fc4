import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../helpers/test-app';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Writes raw bytes on a socket and collects everything until the server closes it. */
function rawExchange(port: number, chunks: { data: string; afterMs?: number }[]): Promise<{ response: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (d) => (response += d.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ response, closedAfterMs: Date.now() - started }));
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (chunk.afterMs) await new Promise((r) => setTimeout(r, chunk.afterMs));
        if (socket.destroyed) return;
        socket.write(chunk.data);
      }
    });
    setTimeout(() => reject(new Error(`socket still open after 20 s; got: ${response}`)), 20_000).unref();
  });
}

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;

describe('timeouts by default', () => {
  it('drop a slow client within 30 s: the whole request in 25 s, checked every 2 s', () => {
    const { http } = testConfig();
    expect(http.requestTimeoutMs + http.checkIntervalMs).toBeLessThanOrEqual(30_000);
    expect(http.headersTimeoutMs).toBeLessThanOrEqual(http.requestTimeoutMs);
  });
});

// Real sockets: timing is the point, and Node's HTTP layer is what answers. The database plays no part.
describe('Node HTTP layer on a real socket', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp('pglite', { configOverrides: { http: { requestTimeoutMs: 1500, headersTimeoutMs: 1000, checkIntervalMs: 200 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('drops a client that sends half a body and stalls, with a 408 in the app shape', async () => {
    const head = `POST /api/login HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`;
    const { response, closedAfterMs } = await rawExchange(port, [{ data: head + '{"username":"a' }, { data: 'b', afterMs: 400 }]);
    expect(closedAfterMs).toBeLessThan(1500 + 200 + 1000);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(response).toContain('application/json');
    expect(bodyOf(response)).toEqual({ code: 'REQUEST_TIMEOUT', message: expect.any(String) });
  });

  it('drops a client that trickles its headers', async () => {
    const { response, closedAfterMs } = await rawExchange(port, [
      { data: 'GET /api/health HTTP/1.1\r\n' },
      ...Array.from({ length: 20 }, (_, i) => ({ data: `X-Slow-${i}: 1\r\n`, afterMs: 200 })),
    ]);
    expect(closedAfterMs).toBeLessThan(3000);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(response)).toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('answers headers that are too large with 431 in the app shape', async () => {
    const { response } = await rawExchange(port, [{ data: `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n` }]);
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(response)).toEqual({ code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' });
  });

  it('answers bytes that are not HTTP with 400 in the app shape', async () => {
    const { response } = await rawExchange(port, [{ data: 'HELLO THERE\r\n\r\n' }]);
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(response)).toEqual({ code: 'BAD_REQUEST', message: 'The request is not valid HTTP.' });
  });

  it('still serves a well-behaved client', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
