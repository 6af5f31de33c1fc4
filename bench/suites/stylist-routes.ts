import type { InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { grantPremium } from '../../tests/helpers/sms';
import { addItems, capsuleCloset } from '../../tests/helpers/stylist';
import { freshDatabase, ORIGIN, testConfig } from '../../tests/helpers/test-app';
import { signUpForBench } from './sign-up';
import type { BenchResult, BenchSuite } from './types';

const CONCURRENCY = 8;
const QUESTIONS = [
  "What's trending this season?",
  'How to build a capsule wardrobe?',
  'Style advice for interviews',
  'Business casual outfit ideas',
  'What goes with my navy blazer?',
  'What should I wear to a wedding?',
];

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Requests per second through app.inject, several in flight at once. Inject rather than a socket:
 * every request gets its own address, so the per-address AI rate limit measures nothing here.
 */
async function rate(app: App, seconds: number, makeRequest: (n: number) => InjectOptions): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let failures = 0;
  const worker = async (w: number) => {
    for (let i = 0; Date.now() < until; i++) {
      const n = i * CONCURRENCY + w;
      const res = await app.inject(makeRequest(n));
      if (res.statusCode === 200) done++;
      else if (failures++ === 0) console.log(`    unexpected ${res.statusCode}: ${res.body.slice(0, 200)}`);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
  if (failures > 0) throw new Error(`${failures} requests failed`);
  return done / ((Date.now() - started) / 1000);
}

async function stylistRates(kind: 'pglite' | 'postgres', seconds: number): Promise<BenchResult[]> {
  const { database, drop } = await freshDatabase(kind);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  try {
    await app.ready();
    const { cookie, userId } = await signUpForBench(app, 'Bench Stylist', '+14155550177');
    await addItems(app.ctx.db, userId, capsuleCloset());
    // Premium: a free account's 10 messages and 3 refreshes a day (issue 12) would end the run in a second.
    await grantPremium({ database }, userId);
    const post =
      (url: string, payload: object) =>
      (n: number): InjectOptions => ({
        method: 'POST',
        url,
        payload,
        remoteAddress: `127.2.${(n >> 8) & 255}.${n & 255}`,
        headers: { origin: ORIGIN, host: 'localhost:80', cookie },
      });
    // Warm-up: JIT, prepared statements and the knowledge base load before anything is timed.
    await rate(app, Math.min(1, seconds), (n) => post('/api/ai-stylist/chat', { message: QUESTIONS[n % QUESTIONS.length]! })(n));
    const chat = await rate(app, seconds, (n) => post('/api/ai-stylist/chat', { message: QUESTIONS[n % QUESTIONS.length]! })(n));
    const stored = await rate(app, seconds, post('/api/ai-stylist/generate-outfit', {}));
    const fresh = await rate(app, seconds, post('/api/ai-stylist/generate-outfit', { refresh: true }));
    const db = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    return [
      { label: `chat (local stylist, 40 items) on ${db}`, value: chat, unit: 'req/s' },
      { label: `generate-outfit, stored on ${db}`, value: stored, unit: 'req/s' },
      { label: `generate-outfit, refresh on ${db}`, value: fresh, unit: 'req/s' },
    ];
  } finally {
    await app.close();
    await drop();
  }
}

export const stylistRoutesSuite: BenchSuite = {
  name: 'Stylist routes (POST /api/ai-stylist/chat and generate-outfit, signed in, 40-item closet)',
  async run({ postgresUrl, durationSeconds }) {
    const results = await stylistRates('pglite', durationSeconds);
    if (postgresUrl) results.push(...(await stylistRates('postgres', durationSeconds)));
    return results;
  },
};
