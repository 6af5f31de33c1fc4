import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { freshDatabase, ORIGIN, sessionCookie, testConfig } from '../../tests/helpers/test-app';
import type { BenchResult, BenchSuite } from './types';

async function measure(url: string, seconds: number, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, duration: seconds, connections: 10, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** A bare Fastify route: the ceiling any real route is compared with. */
async function bareRate(seconds: number): Promise<number> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await measure(`${url}/bare`, seconds);
  } finally {
    await bare.close();
  }
}

async function sessionRate(kind: 'pglite' | 'postgres', seconds: number): Promise<number> {
  const { database, drop } = await freshDatabase(kind);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { origin: ORIGIN, host: 'localhost:80' },
      payload: { fullName: 'Bench Mark', phoneNumber: '+14155550188', password: 'benchmark passphrase', smsConsent: true },
    });
    return await measure(`${url}/api/user`, seconds, { cookie: sessionCookie(signUp) });
  } finally {
    await app.close();
    await drop();
  }
}

export const sessionRouteSuite: BenchSuite = {
  name: 'Session route (GET /api/user) vs bare Fastify',
  async run({ postgresUrl, durationSeconds }) {
    const results: BenchResult[] = [];
    const bare = await bareRate(durationSeconds);
    results.push({ label: 'bare Fastify route', value: bare, unit: 'req/s' });
    const pglite = await sessionRate('pglite', durationSeconds);
    results.push({ label: 'GET /api/user on PGlite', value: pglite, unit: 'req/s' });
    results.push({ label: 'PGlite session / bare', value: pglite / bare, unit: 'ratio' });
    if (postgresUrl) {
      const pgRate = await sessionRate('postgres', durationSeconds);
      results.push({ label: 'GET /api/user on PostgreSQL', value: pgRate, unit: 'req/s' });
      results.push({ label: 'PostgreSQL session / bare', value: pgRate / bare, unit: 'ratio', target: '>= 0.35', met: pgRate / bare >= 0.35 });
    }
    return results;
  },
};
