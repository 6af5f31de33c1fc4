/**
 * Issue 45's profiling harness for the two stylist routes on the build (ADR 0112): one fresh
 * PostgreSQL database on TEST_DATABASE_URL's server, Premium users with a 25-item closet made over
 * HTTP as bench/suites/built-api makes them, then per mode a fresh `start:prod` process per build
 * (web process settings, `node dist/server/main.js`), warmed up, and N answers per round from CONC
 * connections. It reports the server's CPU per answer (utime + stime from /proc over the answers,
 * the figure the machine's other load moves least) and transactions per answer (pg_stat_database),
 * builds alternating round by round. A `prof` mode starts the server under `node --cpu-prof`.
 *
 *   node --import tsx bench/profile-stylist.ts
 *   env: BUILD_ROOTS (checkouts with a build, comma-separated; default this one), MODES (default
 *   outfit:cpu,chat:cpu; route outfit|chat, kind cpu|prof), ROUNDS (1), N (1000), WARM (100),
 *   CONC (4), USERS (120: the routes' per-minute limits stay on; the harness waits when spent),
 *   PROF_DIR (/tmp/prof45: profiles and server logs), ANSWERS_OUT (a path prefix: the first round's
 *   answers as JSON, per route and build).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import http from 'node:http';
import pg from 'pg';
import { stylistUser, type StylistUser } from './suites/built-api/client';
import { emptyPostgresDatabase } from '../tests/helpers/fleet-processes';
import { freePort } from '../tests/helpers/processes';

const ROOT = resolve(import.meta.dirname, '..');
const USERS = Number(process.env.USERS ?? 120);
const N = Number(process.env.N ?? 1000);
const WARM = Number(process.env.WARM ?? 100);
const CONC = Number(process.env.CONC ?? 4);
const MODES = (process.env.MODES ?? 'outfit:cpu,chat:cpu').split(',');
const PROF_DIR = process.env.PROF_DIR ?? '/tmp/prof45';
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const QUESTIONS = [
  'what should I wear to dinner tonight?',
  'What goes with my navy blazer?',
  'is it ok to wear sneakers to the office tomorrow?',
  'what should I wear to a wedding on saturday?',
];
const BUDGET = { outfit: 29, chat: 20 };

function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

async function start(databaseUrl: string, profile: boolean, tag: string, root: string) {
  const port = await freePort();
  mkdirSync(PROF_DIR, { recursive: true });
  const log = openSync(join(PROF_DIR, `server-${tag}.log`), 'a');
  const args = [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${PROF_DIR}`, `--cpu-prof-name=${tag}.cpuprofile`] : []), 'dist/server/main.js'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      WEATHER_PROVIDER: 'typical',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      APP_SECRET: 'bench-api-secret-bench-api-secret-0123456',
      DATA_DIR: join(PROF_DIR, 'data'),
      JOBS_IN_PROCESS: 'false',
      SMS_PROVIDER: 'simulator',
      PAYMENTS_PROVIDER: 'sandbox',
      MAIL_PROVIDER: 'outbox',
      UPLOADS_SHARED: 'true',
      SHUTDOWN_DRAIN_MS: '0',
      PORT: String(port),
    },
  });
  const exited = new Promise((r) => child.once('exit', r));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (i > 1200) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONC });
function post(url: string, path: string, cookie: string, body: unknown): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}${path}`,
      { method: 'POST', agent, headers: { origin: url, cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const windows = { outfit: { start: 0, used: 0 }, chat: { start: 0, used: 0 } };
const turn = { outfit: 0, chat: 0 };
async function ask(url: string, route: 'outfit' | 'chat', users: StylistUser[], answers: string[] | null) {
  const w = windows[route];
  if (w.used >= users.length * BUDGET[route]) {
    const wait = w.start + 62_000 - Date.now();
    if (wait > 0) {
      console.error(`  (waiting ${Math.round(wait / 1000)} s for the ${route} rate-limit window)`);
      await new Promise((r) => setTimeout(r, wait));
    }
    w.used = 0;
    w.start = 0;
  }
  if (w.used === 0) w.start = Date.now();
  w.used++;
  const n = turn[route]++;
  const user = users[n % users.length]!;
  const r =
    route === 'outfit'
      ? await post(url, '/api/ai-stylist/generate-outfit', user.cookie, { userId: user.id, date: user.today, events: [] })
      : await post(url, '/api/ai-stylist/chat', user.cookie, { message: QUESTIONS[Math.floor(n / users.length) % QUESTIONS.length], conversationHistory: [] });
  if (r.status !== 200) throw new Error(`${route} answered ${r.status}: ${r.text.slice(0, 200)}`);
  answers?.push(r.text);
}

async function drive(url: string, route: 'outfit' | 'chat', users: StylistUser[], count: number, answers: string[] | null) {
  let left = count;
  await Promise.all(
    Array.from({ length: CONC }, async () => {
      while (left-- > 0) await ask(url, route, users, answers);
    }),
  );
}

const db = await emptyPostgresDatabase(serverUrl, 'ww_prof45');
const ROOTS = (process.env.BUILD_ROOTS ?? ROOT).split(',');
const ROUNDS = Number(process.env.ROUNDS ?? 1);
console.log(`database ${db.name}, builds ${ROOTS.join(' ')}`);
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const xacts = async () => Number((await admin.query(`select xact_commit + xact_rollback as n from pg_stat_database where datname = $1`, [db.name])).rows[0].n);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  const setup = await start(db.url, false, 'setup', ROOTS[0]!);
  const users: StylistUser[] = [];
  let made = 0;
  const t0 = Date.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let n = made++; n < USERS; n = made++) users.push(await stylistUser(setup.url, n, 25));
    }),
  );
  users.sort((a, b) => a.id - b.id);
  console.log(`${users.length} users in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  await setup.stop();
  for (const mode of MODES) {
    const [route, kind] = mode.split(':') as ['outfit' | 'chat', 'cpu' | 'prof'];
    const servers = [];
    for (const [i, root] of ROOTS.entries()) servers.push(await start(db.url, kind === 'prof', `${route}-${kind}-${i}`, root));
    for (const s of servers) await drive(s.url, route, users, WARM, null);
    const cpu: number[][] = servers.map(() => []);
    const tx: number[][] = servers.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, s] of servers.entries()) {
        await new Promise((r) => setTimeout(r, 300));
        const x0 = await xacts();
        const c0 = cpuOf(s.pid);
        const answers: string[] = [];
        await drive(s.url, route, users, N, answers);
        const c1 = cpuOf(s.pid);
        await new Promise((r) => setTimeout(r, 800));
        const x1 = await xacts();
        cpu[i]!.push(((c1 - c0) * 1000) / N);
        tx[i]!.push((x1 - x0) / N);
        if (process.env.ANSWERS_OUT && round === 0) {
          const { writeFileSync } = await import('node:fs');
          writeFileSync(`${process.env.ANSWERS_OUT}-${route}-${i}.json`, JSON.stringify(answers));
        }
      }
    }
    for (const [i, root] of ROOTS.entries())
      console.log(
        `${mode} ${root}: CPU ms/answer median ${median(cpu[i]!).toFixed(2)} [${cpu[i]!.map((c) => c.toFixed(2)).join(' ')}], xacts/answer ${median(tx[i]!).toFixed(2)}`,
      );
    for (const s of servers) await s.stop();
  }
} finally {
  await admin.end();
  if (!process.env.KEEP_DB) await db.drop();
}
agent.destroy();
