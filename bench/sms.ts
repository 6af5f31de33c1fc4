/**
 * `npm run bench:sms`: N users (100,000 by default) due in the same minute, sent their daily text
 * by the build as production runs it (issue 36.3): `worker:prod` processes (2 by default) on a
 * fresh PostgreSQL database, each with its own pg-boss and pool, ticking on their own cron, the
 * SMS simulator chosen by name (it stores each text as the provider hand-off). Measures the time
 * from the start of the due minute to the last text stored, texts per second, and duplicates
 * (target 0). Nothing of the sources runs: the database is seeded with SQL.
 */
import { join } from 'node:path';
import pg from 'pg';
import { emptyPostgresDatabase } from '../tests/helpers/fleet-processes';
import { ROOT, startScript, type BuiltProcess } from '../tests/helpers/built-server';
import { spawnSync } from 'node:child_process';

const USERS = Number(process.env.BENCH_SMS_USERS ?? 100_000);
const WORKERS = Number(process.env.BENCH_SMS_WORKERS ?? 2);
const TARGET_SECONDS = 60;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function sql(url: string, text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text, values);
  } finally {
    await c.end();
  }
}

const until = async (what: string, probe: () => Promise<boolean>, timeoutMs: number) => {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

async function main() {
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}` },
  });
  if (build.status !== 0) throw new Error('npm run build failed');
  const created = await emptyPostgresDatabase(serverUrl, 'ww_bench_sms');
  const { name, url: dbUrl } = created;
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'warn',
    SMS_PROVIDER: 'simulator',
    PAYMENTS_PROVIDER: 'sandbox',
    MAIL_PROVIDER: 'outbox',
    UPLOADS_SHARED: 'true',
    DATA_DIR: join(ROOT, 'node_modules', '.cache', name),
    SMS_MONTHLY_LIMIT: '31',
    SEED_DEMO: 'false',
  };
  const workers: BuiltProcess[] = [];
  try {
    // The first worker migrates the empty database; the rest start once the schema is there.
    workers.push(startScript('worker:prod', env));
    // Ready once it has migrated and put its cron schedules in pg-boss (LOG_LEVEL=warn keeps its start line quiet).
    const scheduled = async () => {
      const r = await sql(dbUrl, `select to_regclass('pgboss.schedule') is not null as ok`);
      return !!r.rows[0]?.ok && Number((await sql(dbUrl, 'select count(*)::int as n from pgboss.schedule')).rows[0]!.n) > 0;
    };
    await until('the first worker', scheduled, 300_000);

    // Due at the start of a minute far enough ahead for the seeding and the other workers.
    const due = new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000);
    const dueAt = due.toISOString().slice(11, 16);
    console.log(`Seeding ${USERS.toLocaleString()} users due at ${dueAt} UTC...`);
    await sql(
      dbUrl,
      `insert into users (username, full_name, phone_number, password_hash, sms_consent, sms_enabled, onboarding_completed, daily_outfit_time, timezone)
       select 'bench' || i, 'Bench User ' || i, '+1555' || lpad(i::text, 7, '0'), 'x', true, true, true, $2, 'UTC'
       from generate_series(1, $1::int) as i`,
      [USERS, dueAt],
    );
    // Daily texts go to Premium users only (decisions.md 7): every bench user has it.
    await sql(dbUrl, `insert into subscriptions (user_id, provider, status, lifetime) select id, 'promo', 'active', true from users`);
    // Confirmed opt-in (each number has replied before, issue 28): production texts no one else.
    await sql(dbUrl, `insert into sms_confirmed_numbers (phone_number, how, confirmed_at) select phone_number, 'reply', now() from users`);
    await sql(dbUrl, 'analyze');
    for (let i = 1; i < WORKERS; i++) workers.push(startScript('worker:prod', env));
    // The others need only open their pools and queues: a few seconds, well before the due minute.
    await new Promise((r) => setTimeout(r, 15_000));
    for (const w of workers) if (w.child.exitCode !== null) throw new Error(`a worker exited:\n${w.output()}`);
    if (Date.now() > due.getTime()) throw new Error('seeding took past the due minute: run again');
    console.log(`${WORKERS} worker processes of the build ready; the due minute starts in ${Math.round((due.getTime() - Date.now()) / 1000)} s.`);

    const count = async () =>
      (
        await sql(
          dbUrl,
          `select count(*)::int as n, count(distinct to_number)::int as d, max(created_at) as last from sms_messages where direction = 'outbound' and purpose = 'daily_outfit'`,
        )
      ).rows[0] as { n: number; d: number; last: Date | null };
    const deadline = due.getTime() + 15 * 60_000;
    let lastReport = Date.now();
    let now = await count();
    // Every due user is either texted or settled otherwise (a skip is a seeding mistake, named below).
    const settled = async () =>
      Number((await sql(dbUrl, `select count(*)::int as n from sms_daily_sends where status not in ('queued', 'sending')`)).rows[0]!.n);
    while (now.n < USERS && (await settled()) < USERS && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      now = await count();
      if (Date.now() - lastReport >= 10_000) {
        lastReport = Date.now();
        console.log(`  ${now.n.toLocaleString()} texts stored ${((Date.now() - due.getTime()) / 1000).toFixed(0)} s into the minute`);
      }
    }
    // A second tick (the next minute) must send nobody again.
    await new Promise((r) => setTimeout(r, Math.max(0, due.getTime() + 75_000 - Date.now())));
    now = await count();
    const seconds = now.last ? (new Date(now.last).getTime() - due.getTime()) / 1000 : Infinity;
    const duplicates = now.n - now.d;
    console.log('');
    console.log(`| Measurement (the build: worker:prod on PostgreSQL) | Result | Target |`);
    console.log(`| --- | --- | --- |`);
    console.log(`| users due in the same minute | ${USERS.toLocaleString()} (${WORKERS} worker processes) | — |`);
    console.log(`| start of the minute → last text stored | ${seconds.toFixed(1)} s | ≤ ${TARGET_SECONDS} s ${seconds <= TARGET_SECONDS ? '✔' : '✘'} |`);
    console.log(`| texts per second | ${Math.round(now.n / seconds).toLocaleString()} | — |`);
    console.log(`| texts stored / users | ${now.n.toLocaleString()} / ${USERS.toLocaleString()} | all |`);
    console.log(`| duplicates (after the next minute's tick) | ${duplicates} | 0 ${duplicates === 0 ? '✔' : '✘'} |`);
    const reasons = await sql(dbUrl, `select status, reason, count(*)::int as n from sms_daily_sends group by 1, 2 order by 3 desc`);
    console.log(`\nRow states: ${reasons.rows.map((r) => `${r.status}${r.reason ? ` (${r.reason})` : ''} ${r.n}`).join(', ')}`);
    const problems = workers.flatMap((w) => w.problems());
    if (problems.length) console.log(`\nErrors logged by the workers:\n${problems.slice(0, 20).join('\n')}`);
    process.exitCode = duplicates === 0 && now.n === USERS && seconds <= TARGET_SECONDS && problems.length === 0 ? 0 : 1;
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await created.drop();
  }
}

await main();
