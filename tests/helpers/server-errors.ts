import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Every 5xx answer and every log line at level error that an app built by the test helpers produced
 * (issue 36.5). tests/helpers/setup.ts fails the test (or the file, for what happened in its hooks)
 * that saw one, naming the route and the error, even when the test never looked at that answer.
 * A test that provokes a server error on purpose says so with allowServerErrors().
 */
export interface ServerError {
  where: string;
  error: string;
}

const seen: ServerError[] = [];
let allowed = false;

export function recordServerError(error: ServerError): void {
  if (!allowed) seen.push(error);
}

/** For the test that calls it: its 5xx answers and error logs are what it is testing. */
export function allowServerErrors(): void {
  allowed = true;
}

/** What was seen since the last call, and the end of any allowance. */
export function takeServerErrors(): ServerError[] {
  allowed = false;
  return seen.splice(0);
}

export function describeServerErrors(errors: ServerError[]): string {
  return `The server answered 5xx or logged an error:\n${errors.map((e) => `  - ${e.where}: ${e.error}`).join('\n')}`;
}

const thrown = new WeakMap<FastifyRequest, Error>();

/** Records every 5xx the app answers, with the error that caused it when one was thrown. */
export function watchServerErrors(app: FastifyInstance): void {
  app.addHook('onError', async (request, _reply, error) => {
    thrown.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    const error = thrown.get(request);
    recordServerError({
      where: `${request.method} ${request.url.split('?')[0]} answered ${reply.statusCode}`,
      error: error ? (error.stack ?? error.message) : 'no error thrown',
    });
  });
}

/** A pino destination that records each line at level error (50) or above, and passes every line on. */
export function errorLogStream(next?: { write: (line: string) => void }): { write: (line: string) => void } {
  return {
    write(line: string) {
      next?.write(line);
      let entry: { level?: number; msg?: string; err?: { message?: string; stack?: string }; reqId?: string; req?: { method?: string; url?: string } };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if ((entry.level ?? 0) < 50) return;
      const where = entry.req?.url ? `log during ${entry.req.method ?? ''} ${entry.req.url}` : 'log';
      recordServerError({ where, error: `${entry.msg ?? ''}${entry.err ? `: ${entry.err.stack ?? entry.err.message}` : ''}` });
    },
  };
}
