import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '../../shared/errors';
import { isDatabaseUnavailable } from '../../db/deadlines';
import { AppError } from '../errors';

function validationBody(error: {
  validation: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[];
  validationContext?: string;
}): ApiErrorBody {
  const first = error.validation[0]!;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
  if (first.keyword === 'unrecognized_keys') {
    const keys = (first.params.keys as string[] | undefined) ?? [];
    return { code: 'VALIDATION_ERROR', message: `Unknown field: ${keys.join(', ')}`, field: keys[0] };
  }
  if (error.validationContext === 'body' && !field && first.keyword === 'invalid_type') {
    return { code: 'VALIDATION_ERROR', message: 'The request body must be a JSON object' };
  }
  return { code: 'VALIDATION_ERROR', message: first.message ?? 'Invalid request', ...(field ? { field } : {}) };
}

/** Fastify's own client errors, mapped to our codes with messages a person can read. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON (Content-Type: application/json)' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is empty; send a JSON object' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The Content-Length header does not match the body' },
};

export interface ErrorHandlerOptions {
  /** true when the request's signed-in user no longer exists and a 401 has been prepared (plugins/auth). */
  userGone?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

const SIGN_IN_AGAIN: ApiErrorBody = { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' };

/** Seconds a client is told to wait after the database failed to answer: about one connect timeout. */
export const DATABASE_RETRY_AFTER_S = 5;

/** One error handler: AppError and client errors become `{message, code}`; anything else is a logged 500 with no internals. */
export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { message: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error as never));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(error.statusCode ?? 400).send(known satisfies ApiErrorBody);
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' } satisfies ApiErrorBody);
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' } satisfies ApiErrorBody);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: 'BAD_REQUEST', message: error.message } satisfies ApiErrorBody);
    }
    // The database did not answer within its deadline (ADR 0104): the request may be tried again, and
    // asking the database whether the user is gone would only wait again.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ code: 'DATABASE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again in a few seconds.' } satisfies ApiErrorBody);
    }
    // A deleted account's session (its writes fail a foreign key) is signed out, not a server error.
    if (options.userGone && (await options.userGone(request, reply).catch(() => false))) return reply.status(401).send(SIGN_IN_AGAIN);
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } satisfies ApiErrorBody);
  });
}
