import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { freshDatabase, testConfig } from '../../tests/helpers/test-app';
import { alternate, ROUNDS } from './rounds';
import { signUpForBench } from './sign-up';
import type { BenchResult, BenchSuite } from './types';

async function measure(url: string, seconds: number, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, duration: seconds, connections: 10, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** A bare Fastify route: the ceiling any real route is compared with. */
async function bareServer() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { measure: (seconds: number) => measure(`${url}/bare`, seconds), close: () => bare.close() };
}

/** The whole app on a fresh database, listening, with one signed-in user. */
async function sessionServer(kind: 'pglite' | 'postgres') {
  const { database, drop } = await freshDatabase(kind);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const { cookie } = await signUpForBench(app, 'Bench Mark', '+14155550188');
  return {
    measure: (seconds: number) => measure(`${url}/api/user`, seconds, { cookie }),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export const sessionRouteSuite: BenchSuite = {
  name: `Session route (GET /api/user) vs bare Fastify, medians of ${ROUNDS} alternating runs`,
  async run({ postgresUrl, durationSeconds }) {
    const servers = { bare: await bareServer(), pglite: await sessionServer('pglite'), ...(postgresUrl ? { postgres: await sessionServer('postgres') } : {}) };
    try {
      const measures = Object.fromEntries(Object.entries(servers).map(([name, server]) => [name, () => server.measure(durationSeconds)])) as Record<
        keyof typeof servers,
        () => Promise<number>
      >;
      const rates = await alternate(measures, (r) => r);
      const results: BenchResult[] = [
        { label: 'bare Fastify route', value: rates.bare, unit: 'req/s' },
        { label: 'GET /api/user on PGlite', value: rates.pglite, unit: 'req/s' },
        { label: 'PGlite session / bare', value: rates.pglite / rates.bare, unit: 'ratio' },
      ];
      if ('postgres' in rates) {
        const ratio = rates.postgres / rates.bare;
        results.push(
          { label: 'GET /api/user on PostgreSQL', value: rates.postgres, unit: 'req/s' },
          { label: 'PostgreSQL session / bare', value: ratio, unit: 'ratio', target: '>= 0.35', met: ratio >= 0.35 },
        );
      }
      return results;
    } finally {
      for (const server of Object.values(servers)) await server.close();
    }
  },
};
