/**
 * `npm run bench:ics` (issue 26 point 3, issue 42 point 5), in two parts; `npm run bench:ics -- parse`
 * or `-- import` runs one.
 *
 * parse: the hostile calendar files parsed the way the server parses them (on the parser thread
 * pool), with the main event loop's delay measured meanwhile. Targets: every file answered (parsed
 * or refused) in under 1 s of parse time, and the event loop never delayed by more than 20 ms (p99
 * under 5 ms) while they parse.
 *
 * import: the whole app on a fresh database (PGlite; PostgreSQL too when TEST_DATABASE_URL or
 * BENCH_DATABASE_URL is set), listening on loopback, imports an upload of 5,000 occurrences while
 * a client asks GET /api/health every 10 ms. Target: every health answer under 100 ms.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../src/server/app';
import { IcsParserPool } from '../src/server/services/calendar/ics-parser/pool';
import { freshDatabase, testConfig } from '../tests/helpers/test-app';
import { signUpForBench } from './suites/sign-up';

const window = { from: '2026-11-01', days: 60, timezone: 'America/New_York' };
const calendar = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events}END:VCALENDAR\r\n`;
const many = (n: number, rule: string, start = '19700101T000000Z') =>
  calendar(
    Array.from({ length: n }, (_, i) => `BEGIN:VEVENT\r\nUID:h${i}@x\r\nDTSTART:${start}\r\nRRULE:${rule}\r\nSUMMARY:Hostile ${i}\r\nEND:VEVENT\r\n`).join(''),
  );
const all = (n: number) => Array.from({ length: n }, (_, i) => i).join(',');

const corpusDir = new URL('../tests/fixtures/ics/real/', import.meta.url);
const files: [string, string][] = [
  ['1,000 hourly since 1970, ending 1999', many(1000, 'FREQ=HOURLY;UNTIL=19991231T235959Z')],
  ['1,000 hourly since 1970, June and July only', many(1000, 'FREQ=HOURLY;BYMONTH=6,7')],
  ['1,000 hourly since 1970, on 30 February', many(1000, 'FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30')],
  ['1,000 DAILY with every BYHOUR and BYMINUTE', many(1000, `FREQ=DAILY;BYHOUR=${all(24)};BYMINUTE=${all(60)}`)],
  ['3 hourly COUNT=5,000,000 since 1970 (over the budget)', many(3, 'FREQ=HOURLY;COUNT=5000000')],
  ['2,000 yearly since 1950', many(2000, 'FREQ=YEARLY;BYMONTH=11;BYDAY=4TH', '19501123')],
  ...readdirSync(corpusDir)
    .filter((f) => f.endsWith('.ics'))
    .map((f): [string, string] => [`corpus: ${f}`, readFileSync(new URL(f, corpusDir), 'utf8')]),
];

const part = process.argv[2];
let ok = true;

if (!part || part === 'parse') {
  const pool = new IcsParserPool();
  await pool.parse(calendar(''), window); // the thread is up
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let worst = 0;
  for (const [name, body] of files) {
    const started = performance.now();
    let outcome: string;
    try {
      const r = await pool.parse(body, window);
      outcome = `${r.occurrences.length} events, ${r.skipped.length} skipped`;
    } catch (error) {
      outcome = `refused: ${(error as Error).message.slice(0, 70)}`;
    }
    const ms = performance.now() - started;
    worst = Math.max(worst, ms);
    console.log(`${name.padEnd(56)} ${(body.length / 1024).toFixed(0).padStart(4)} KB ${ms.toFixed(0).padStart(5)} ms  ${outcome}`);
  }
  delay.disable();
  await pool.close();
  const p99 = delay.percentile(99) / 1e6;
  const max = delay.max / 1e6;
  console.log(
    `\nslowest parse ${worst.toFixed(0)} ms (target < 1000); event loop delay p99 ${p99.toFixed(1)} ms (target < 5), max ${max.toFixed(1)} ms (target < 20)\n`,
  );
  ok &&= worst < 1000 && p99 < 5 && max < 20;
}

/** 83 daily events and 20 single ones: 5,000 occurrences in the 60 days, the most one file may hold. */
const fiveThousand = calendar(
  [
    ...Array.from(
      { length: 83 },
      (_, i) =>
        `BEGIN:VEVENT\r\nUID:daily-${i}@bench\r\nDTSTART:20261101T${String(10 + (i % 12)).padStart(2, '0')}${String(i % 60).padStart(2, '0')}00Z\r\nDTEND:20261101T230000Z\r\nRRULE:FREQ=DAILY\r\nSUMMARY:Daily ${i} (client meeting)\r\nLOCATION:Room ${i}\r\nEND:VEVENT\r\n`,
    ),
    ...Array.from(
      { length: 20 },
      (_, i) => `BEGIN:VEVENT\r\nUID:one-${i}@bench\r\nDTSTART:20261210T${String(10 + (i % 12)).padStart(2, '0')}0000Z\r\nSUMMARY:Gala ${i}\r\nEND:VEVENT\r\n`,
    ),
  ].join(''),
);

async function importWhileAskingHealth(kind: 'pglite' | 'postgres') {
  const { database, drop } = await freshDatabase(kind);
  const app = await buildApp({ config: testConfig(), database, logger: false, now: () => new Date('2026-11-01T12:00:00Z') });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { cookie } = await signUpForBench(app, 'Bench Calendar', '+14155550142');
    const health = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`);
      if (res.status !== 200) throw new Error(`health answered ${res.status}`);
      await res.arrayBuffer();
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) await health(); // warm
    // The same client for as long with nothing imported: on a shared machine, what the machine alone costs.
    const idle = monitorEventLoopDelay({ resolution: 5 });
    idle.enable();
    const idleTimes: number[] = [];
    for (const until = performance.now() + 5000; performance.now() < until; await sleep(10)) idleTimes.push(await health());
    idle.disable();
    const form = new FormData();
    form.append('file', new Blob([fiveThousand], { type: 'text/calendar' }), 'bench.ics');
    const started = performance.now();
    let done = false;
    const upload = fetch(`${base}/api/calendar/import`, { method: 'POST', body: form, headers: { cookie, origin: base } })
      .then(async (res) => ({ status: res.status, body: (await res.json()) as { imported?: number } }))
      .finally(() => (done = true));
    const times: number[] = [];
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    while (!done) {
      times.push(await health());
      await sleep(10);
    }
    const answer = await upload;
    const importMs = performance.now() - started;
    loop.disable();
    if (answer.status !== 200 || answer.body.imported !== 5000)
      throw new Error(`the import answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
    const summary = (list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return { median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
    };
    const during = summary(times);
    const before = summary(idleTimes);
    console.log(
      `${kind.padEnd(8)} 5,000 occurrences imported in ${importMs.toFixed(0)} ms; ${times.length} health answers meanwhile: median ${during.median.toFixed(1)} ms, max ${during.max.toFixed(1)} ms (target < 100), event loop delay max ${(loop.max / 1e6).toFixed(0)} ms`,
    );
    console.log(
      `${''.padEnd(8)} nothing imported, 5 s: ${idleTimes.length} health answers, median ${before.median.toFixed(1)} ms, max ${before.max.toFixed(1)} ms, event loop delay max ${(idle.max / 1e6).toFixed(0)} ms (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
    );
    return during.max < 100;
  } finally {
    await app.close();
    await drop();
  }
}

if (!part || part === 'import') {
  const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgres) process.env.TEST_DATABASE_URL = postgres;
  for (const kind of ['pglite', ...(postgres ? ['postgres' as const] : [])] as const) ok = (await importWhileAskingHealth(kind)) && ok;
}
process.exitCode = ok ? 0 : 1;
