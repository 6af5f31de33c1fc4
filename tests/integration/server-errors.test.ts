import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { allowServerErrors, errorLogStream, recordServerError, takeServerErrors, watchServerErrors } from '../helpers/server-errors';

/** The harness that fails any test whose server answered 5xx or logged an error (issue 36.5). */
describe('the server-error recorder', () => {
  it('records a 5xx the test never looked at, naming the route and the error', async () => {
    const app = Fastify({ logger: false });
    watchServerErrors(app);
    app.get('/api/broken/:id', async () => {
      throw new Error('the knowledge folder is missing');
    });
    app.get('/api/fine', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/broken/7?x=1' });
    await app.inject({ method: 'GET', url: '/api/fine' });
    const seen = takeServerErrors();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.where).toBe('GET /api/broken/7 answered 500');
    expect(seen[0]!.error).toContain('the knowledge folder is missing');
    await app.close();
  });

  it('records log lines at level error and above, from pino as the app writes them', () => {
    const passed: string[] = [];
    const log = pino({ level: 'info' }, errorLogStream({ write: (l) => passed.push(l) }));
    log.info('fine');
    log.warn('careful');
    log.error({ err: new Error('ENOENT: scandir knowledge') }, 'unhandled error');
    const seen = takeServerErrors();
    expect(passed).toHaveLength(3);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.error).toMatch(/^unhandled error: Error: ENOENT: scandir knowledge/);
  });

  it('lets one test allow what it provokes on purpose, and only that test', () => {
    allowServerErrors();
    recordServerError({ where: 'POST /api/pay answered 502', error: 'the provider is down' });
    expect(takeServerErrors()).toEqual([]);
    recordServerError({ where: 'POST /api/pay answered 502', error: 'the provider is down' });
    expect(takeServerErrors()).toHaveLength(1);
  });
});
