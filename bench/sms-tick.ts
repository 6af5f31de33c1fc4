/**
 * `npm run bench:sms-tick`: the daily tick's own cost at scale (issue 39 item 6). Seeds N users
 * (`BENCH_TICK_USERS`, default 1,000,000) with SQL on a fresh PostgreSQL database, spread over
 * many zones and daily times, and the day's claims so far (plus yesterday's), then times the real
 * `runDailyTick` minute after minute through an app with an injected clock, as the worker's cron
 * runs it. Prints EXPLAIN (ANALYZE, BUFFERS) of the zone scan and of one zone's claim.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { emptyPostgresDatabase } from '../tests/helpers/fleet-processes';
import { openDatabase, type Database } from '../src/db/client';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { dailyOutfitSend, runDailyTick } from '../src/server/services/sms/daily/jobs';

const USERS = Number(process.env.BENCH_TICK_USERS ?? 1_000_000);
const TICKS = Number(process.env.BENCH_TICK_REPEATS ?? 10);
/** A Tuesday 14:00 UTC: 09:00 in New York, 15:00 in Paris, 23:00 in Tokyo (past the window), 04:00 in Honolulu (before it). */
const START = new Date('2026-11-03T14:00:00Z');
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Zones with rough weights (repeats): whole, half and three-quarter hour offsets around the
 * world, the United States heaviest, as a US-first product's users would be.
 */
const ZONES: [string, number][] = [
  ['America/New_York', 14],
  ['America/Chicago', 9],
  ['America/Denver', 4],
  ['America/Phoenix', 2],
  ['America/Los_Angeles', 10],
  ['America/Anchorage', 1],
  ['Pacific/Honolulu', 1],
  ['America/Toronto', 3],
  ['America/Vancouver', 2],
  ['America/Mexico_City', 3],
  ['America/Bogota', 1],
  ['America/Sao_Paulo', 2],
  ['America/Argentina/Buenos_Aires', 1],
  ['America/St_Johns', 1],
  ['Atlantic/Azores', 1],
  ['Europe/London', 5],
  ['Europe/Dublin', 1],
  ['Europe/Paris', 3],
  ['Europe/Berlin', 3],
  ['Europe/Madrid', 2],
  ['Europe/Rome', 2],
  ['Europe/Stockholm', 1],
  ['Europe/Athens', 1],
  ['Europe/Istanbul', 1],
  ['Africa/Lagos', 1],
  ['Africa/Johannesburg', 1],
  ['Africa/Nairobi', 1],
  ['Asia/Dubai', 1],
  ['Asia/Tehran', 1],
  ['Asia/Karachi', 1],
  ['Asia/Kolkata', 2],
  ['Asia/Kathmandu', 1],
  ['Asia/Dhaka', 1],
  ['Asia/Bangkok', 1],
  ['Asia/Singapore', 1],
  ['Asia/Shanghai', 1],
  ['Asia/Tokyo', 2],
  ['Asia/Seoul', 1],
  ['Australia/Adelaide', 1],
  ['Australia/Sydney', 2],
  ['Pacific/Auckland', 1],
  ['UTC', 1],
];

const ms = (n: number) => `${n.toFixed(0)} ms`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Users, Premium for a share, then the sends of yesterday and of today so far at `at`. */
async function seed(database: Database, at: Date) {
  const zones = ZONES.flatMap(([zone, weight]) => Array<string>(weight).fill(zone));
  // Daily times over 06:00–21:59 by the minute (those outside the window are sent at its edges);
  // 10% never turned texts on, 4% replied STOP, 6% have no phone number.
  await timed('users', () =>
    database.execute(
      `insert into users (username, full_name, phone_number, password_hash, sms_consent, sms_enabled, sms_opted_out,
                          onboarding_completed, daily_outfit_time, timezone, time_zone_source)
       select 'bench' || i, 'Bench User ' || i,
              case when i % 50 in (1, 2, 3) then null else '+1555' || lpad(i::text, 7, '0') end,
              'x', i % 10 <> 0, i % 10 <> 0, i % 25 = 7, true,
              to_char(time '06:00' + ((i::bigint * 7919) % 960) * interval '1 minute', 'HH24:MI'),
              ($2::text[])[1 + (i::bigint * 104729) % array_length($2::text[], 1)], 'browser'
       from generate_series(1, $1::int) as i`,
      [USERS, zones],
    ),
  );
  // Daily texts go to Premium users (decisions.md 7): about a third have it; the tick claims for all.
  await timed('subscriptions', () =>
    database.execute(`insert into subscriptions (user_id, provider, status, lifetime) select id, 'promo', 'active', true from users where id % 3 = 0`),
  );
  // Every user who gets texts has yesterday's row, and today's once their (effective) time has passed: the steady state the tick meets.
  const claimed = `(select id, (timestamptz '${at.toISOString()}' at time zone timezone) as local,
                           case when daily_outfit_time < '07:00' then '07:00' when daily_outfit_time >= '21:00' then '20:30' else daily_outfit_time end as effective
                    from users where sms_enabled and not sms_opted_out and phone_number is not null) u`;
  await timed('sends (yesterday)', () =>
    database.execute(
      `insert into sms_daily_sends (user_id, local_date, status, attempts, provider_message_id, queued_at, updated_at)
       select id, local::date - 1, 'sent', 1, 'SIMBENCH' || id, now(), now() from ${claimed}`,
    ),
  );
  await timed('sends (today so far)', () =>
    database.execute(
      `insert into sms_daily_sends (user_id, local_date, status, attempts, provider_message_id, queued_at, updated_at)
       select id, local::date, 'sent', 1, 'SIMBENCH' || id, now(), now() from ${claimed} where effective < to_char(local, 'HH24:MI')`,
    ),
  );
  // Autovacuum keeps a live table's visibility map current; a fresh one needs it done by hand for index-only scans.
  await timed('vacuum analyze', () => database.execute('vacuum analyze'));
}

async function explain(database: Database, label: string, statement: string) {
  // EXPLAIN ANALYZE runs the statement: inside a transaction rolled back, so the claims it makes are undone.
  const client = new pg.Client({ connectionString: (database.jobsTarget as { url: string }).url });
  await client.connect();
  try {
    await client.query('begin');
    const plan = await client.query(`explain (analyze, buffers) ${statement}`);
    await client.query('rollback');
    console.log(`\n${label}\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  } finally {
    await client.end();
  }
}

async function main() {
  const created = await emptyPostgresDatabase(serverUrl, 'ww_bench_tick');
  const dbUrl = created.url;
  let database: Database | undefined;
  try {
    // Opening a PostgreSQL database migrates it with the project's migrator (users_sms_zone_idx included).
    database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 4, deadlines: { connectTimeoutMs: 5000, statementTimeoutMs: 30 * 60_000 } });
    const index = await database.execute(`select indexdef from pg_indexes where indexname = 'users_sms_zone_idx'`);
    if (index.rows.length !== 1) throw new Error('users_sms_zone_idx is missing after migrating');
    console.log(`Seeding ${USERS.toLocaleString()} users in ${ZONES.length} zones (steady state at ${START.toISOString()})...`);
    await seed(database, START);
    const counts = await database.execute(
      `select (select count(*)::int from users) as users,
              (select count(*)::int from users where sms_enabled and not sms_opted_out and phone_number is not null) as texted,
              (select count(*)::int from subscriptions) as premium,
              (select count(*)::int from sms_daily_sends) as sends`,
    );
    console.log(`  ${JSON.stringify(counts.rows[0])}`);

    let now = START;
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: dbUrl,
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEATHER_PROVIDER: 'typical',
    } as const;
    // The tick's app only enqueues (it never works the send queue), as the cron's tick does.
    const ticker = await buildApp({ config: loadConfig(env), database, logger: false, now: () => now, jobDefinitions: [dailyOutfitSend] });
    await ticker.ready();

    // One warm-up tick a minute before the first measured one (caches, prepared plans), not counted.
    now = new Date(START.getTime() - 60_000);
    await runDailyTick(ticker.ctx);

    const due: { ms: number; queued: number }[] = [];
    const idle: { ms: number; queued: number }[] = [];
    for (let k = 0; k < TICKS; k++) {
      // (b) The minute's own tick: the users whose time is this minute are claimed and queued.
      now = new Date(START.getTime() + k * 60_000);
      let started = performance.now();
      const queued = await runDailyTick(ticker.ctx);
      due.push({ ms: performance.now() - started, queued });
      // (a) A second tick later in the same minute (another worker's, a retry): nobody left due.
      now = new Date(START.getTime() + k * 60_000 + 30_000);
      started = performance.now();
      const again = await runDailyTick(ticker.ctx);
      idle.push({ ms: performance.now() - started, queued: again });
    }
    await ticker.close();

    const row = (label: string, runs: { ms: number; queued: number }[]) => {
      const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
      const queued = runs.map((r) => r.queued);
      return `| ${label} | ${runs.length} | ${Math.min(...queued)}–${Math.max(...queued)} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(sorted[sorted.length - 1]!)} |`;
    };
    console.log(
      `\n${USERS.toLocaleString()} users, ticks from ${START.toISOString()} (load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}):\n`,
    );
    console.log('| Tick | Ticks | Users queued | p50 | p95 | max |');
    console.log('| ---- | ----- | ------------ | --- | --- | --- |');
    console.log(row('(a) nobody due (second tick in the minute)', idle));
    console.log(row('(b) the minute’s users due', due));

    // The plans, at the minute after the last measured one: tick.ts's statements with their values in place, in the busiest zone.
    const at = new Date(START.getTime() + TICKS * 60_000);
    await explain(
      database,
      'Zone scan (zonesInUse):',
      `select distinct timezone from users where sms_enabled = true and sms_opted_out = false and phone_number is not null`,
    );
    const local = (await database.execute(`select to_char($1::timestamptz at time zone 'America/New_York', 'YYYY-MM-DD"|"HH24:MI') as v`, [at.toISOString()]))
      .rows[0]!.v as string;
    const [date, time] = local.split('|');
    await explain(
      database,
      `Claim in America/New_York at ${time} (collectDueSends, one zone):`,
      `insert into sms_daily_sends (user_id, local_date, status, attempts, queued_at, updated_at)
       select id, '${date}'::date, 'queued', 0, '${at.toISOString()}'::timestamptz, '${at.toISOString()}'::timestamptz
       from users
       where timezone = 'America/New_York' and sms_enabled and not sms_opted_out and phone_number is not null
         and (case when daily_outfit_time >= '21:00' then '20:30' else daily_outfit_time end) <= '${time}'
       on conflict do nothing
       returning user_id`,
    );
    await explain(
      database,
      `Lost-job requeue in America/New_York (collectDueSends, one zone):`,
      `update sms_daily_sends set updated_at = '${at.toISOString()}'::timestamptz
       where local_date = '${date}'::date and status in ('queued', 'failed')
         and updated_at < '${new Date(at.getTime() - 10 * 60_000).toISOString()}'::timestamptz and attempts < 4
         and reason is distinct from 'interrupted_while_sending'
         and user_id in (select id from users where timezone = 'America/New_York')
       returning user_id`,
    );
  } finally {
    await database?.close();
    await created.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
