/**
 * `npm run bench:sms`: N users (100,000 by default) due in the same minute on PostgreSQL, with
 * the simulator and the local stylist. Measures the time from the tick to the last hand-off to
 * the SMS port, sends per second, and duplicates (target 0). Worker processes share the queue as
 * `npm run worker` processes do; each is its own Node process with its own pg-boss and pool.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { dailyOutfitSend, runDailyTick } from '../src/server/services/sms/daily/jobs';

const USERS = Number(process.env.BENCH_SMS_USERS ?? 100_000);
const WORKERS = Number(process.env.BENCH_SMS_WORKERS ?? 2);
const TARGET_SECONDS = 60;
/** 08:00 in New York: every bench user's daily time. */
const NOW = new Date('2026-11-03T13:00:00Z');
const APP_SECRET = 'bench-secret-bench-secret-bench-secret-01';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function env(url: string) {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: url,
    APP_SECRET,
    LOG_LEVEL: 'silent',
    SMS_MONTHLY_LIMIT: '31',
    SEED_DEMO: 'false',
    WEATHER_PROVIDER: 'typical',
  } as const;
}

/** A worker process: the real app on the bench database, reporting each hand-off to the SMS port. */
async function worker(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 12 });
  let sent = 0;
  const recipients: string[] = [];
  const app = await buildApp({
    config: loadConfig(env(url)),
    database,
    logger: false,
    now: () => NOW,
    jobDefinitions: [dailyOutfitSend],
    sms: {
      name: 'simulator',
      fromNumber: '+15550100000',
      verifyWebhook: () => false,
      fetchMedia: async () => ({ ok: false, error: 'bench' }),
      async send(message) {
        sent++;
        recipients.push(message.to);
        return { ok: true, providerMessageId: `SIMBENCH${randomBytes(12).toString('hex')}` };
      },
    },
  });
  await app.ready();
  await app.ctx.jobs.work();
  process.send!({ type: 'ready' });
  // Reports in slices so the parent sees progress and the exact time of the last hand-off.
  setInterval(() => {
    if (recipients.length === 0) return;
    process.send!({ type: 'sent', at: Date.now(), recipients: recipients.splice(0) });
  }, 100);
  process.on('message', async (m: { type: string }) => {
    if (m.type === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  void sent;
}

async function main() {
  if (process.argv[2] === 'worker') return worker(process.argv[3]!);
  const name = `ww_bench_sms_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const children: ReturnType<typeof fork>[] = [];
  try {
    const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 4 });
    console.log(`Seeding ${USERS.toLocaleString()} users due at 08:00 America/New_York...`);
    await database.execute(
      `insert into users (username, full_name, phone_number, password_hash, sms_consent, sms_enabled, onboarding_completed, daily_outfit_time, timezone)
       select 'bench' || i, 'Bench User ' || i, '+1555' || lpad(i::text, 7, '0'), 'x', true, true, true, '08:00', 'America/New_York'
       from generate_series(1, $1::int) as i`,
      [USERS],
    );
    // Daily texts go to Premium users only (decisions.md 7): every bench user has it.
    await database.execute(`insert into subscriptions (user_id, provider, status, lifetime) select id, 'promo', 'active', true from users`);
    await database.execute('analyze users');
    await database.execute('analyze subscriptions');

    const self = fileURLToPath(import.meta.url);
    const seen = new Map<string, number>();
    let total = 0;
    let lastHandOff = 0;
    let ready = 0;
    await new Promise<void>((resolve) => {
      for (let i = 0; i < WORKERS; i++) {
        const child = fork(self, ['worker', dbUrl], {
          execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
        });
        children.push(child);
        child.on('message', (m: { type: string; at?: number; recipients?: string[] }) => {
          if (m.type === 'ready' && ++ready === WORKERS) resolve();
          if (m.type === 'sent') {
            for (const to of m.recipients!) {
              seen.set(to, (seen.get(to) ?? 0) + 1);
              total++;
            }
            lastHandOff = Math.max(lastHandOff, m.at!);
          }
        });
      }
    });
    console.log(`${WORKERS} worker processes ready. Tick at ${NOW.toISOString()}.`);

    // The tick runs in this process (any worker's cron would do the same); its app only enqueues.
    const ticker = await buildApp({ config: loadConfig(env(dbUrl)), database, logger: false, now: () => NOW, jobDefinitions: [dailyOutfitSend] });
    await ticker.ready();
    const started = Date.now();
    const queued = await runDailyTick(ticker.ctx);
    const tickMs = Date.now() - started;
    console.log(`Tick claimed and queued ${queued.toLocaleString()} sends in ${(tickMs / 1000).toFixed(1)} s`);
    // A second tick in the same minute must queue nobody.
    const again = await runDailyTick(ticker.ctx);

    const deadline = started + 15 * 60_000;
    let lastReport = Date.now();
    while (total < USERS && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      if (Date.now() - lastReport >= 10_000) {
        lastReport = Date.now();
        console.log(`  ${total.toLocaleString()} handed to the SMS port after ${((Date.now() - started) / 1000).toFixed(0)} s`);
      }
    }
    await new Promise((r) => setTimeout(r, 3000)); // a duplicate would arrive by now
    const seconds = (lastHandOff - started) / 1000;
    const duplicates = total - seen.size;
    const states = await database.execute(`select status, count(*)::int as n from sms_daily_sends group by status order by status`);
    console.log('');
    console.log(`| Measurement | Result | Target |`);
    console.log(`| --- | --- | --- |`);
    console.log(`| users due in the same minute | ${USERS.toLocaleString()} (${WORKERS} worker processes) | — |`);
    console.log(`| tick: claim rows and queue jobs | ${(tickMs / 1000).toFixed(1)} s | — |`);
    console.log(`| tick → last hand-off to the SMS port | ${seconds.toFixed(1)} s | ≤ ${TARGET_SECONDS} s ${seconds <= TARGET_SECONDS ? '✔' : '✘'} |`);
    console.log(`| sends per second | ${Math.round(total / seconds).toLocaleString()} | — |`);
    console.log(`| texts handed over / users | ${total.toLocaleString()} / ${USERS.toLocaleString()} | all |`);
    console.log(`| duplicates | ${duplicates} (second tick queued ${again}) | 0 ${duplicates === 0 && again === 0 ? '✔' : '✘'} |`);
    console.log(`\nRow states: ${states.rows.map((r) => `${r.status} ${r.n}`).join(', ')}`);
    await ticker.close();
    await database.close();
    process.exitCode = duplicates === 0 && total === USERS && seconds <= TARGET_SECONDS ? 0 : 1;
  } finally {
    for (const child of children) child.send({ type: 'stop' });
    await new Promise((r) => setTimeout(r, 2000));
    for (const child of children) child.kill();
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}

void main();
