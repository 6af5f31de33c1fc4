/**
 * `npm run bench:fleet` (issue 25.8): the compiled web and worker processes (`npm run build`) on
 * PostgreSQL, as the fleet runs them. Reports, for each: time from spawn to ready, idle RSS, and
 * for the web process RSS after 1,000 mixed requests (public pages, assets, API reads signed out
 * and signed in, server-rendered signed-in pages). Ready is the first 200 from /api/ready, or from
 * /api/health where /api/ready does not exist (404); a worker is ready when it logs 'worker started'.
 * Start-up is timed on a migrated database (the first start, which migrates, is reported apart).
 * Targets: web ready ≤ 3 s, web idle RSS ≤ 200 MB; exits non-zero when one is missed.
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; a
 * throwaway database is created on it and dropped after.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort, startProcess, type RunningProcess } from '../tests/helpers/processes';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REQUESTS = 1000;
const CONCURRENCY = 10;
const IDLE_SETTLE_MS = 5000;
const TARGET_READY_MS = 3000;
const TARGET_IDLE_RSS_MB = 200;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};
/** CPU seconds (user + system) the process has used: unlike wall time, not stretched by other load on the machine. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readyWhen(base: string, p: RunningProcess, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (p.child.exitCode !== null) throw new Error(`exited before ready:\n${p.output()}`);
    try {
      const ready = await fetch(`${base}/api/ready`);
      if (ready.status === 200) return performance.now() - started;
      if (ready.status === 404 && (await fetch(`${base}/api/health`)).status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`not ready within ${timeoutMs} ms:\n${p.output()}`);
}

async function logged(p: RunningProcess, text: string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (!p.output().includes(text)) {
    if (p.child.exitCode !== null) throw new Error(`exited before '${text}':\n${p.output()}`);
    if (performance.now() - started > timeoutMs) throw new Error(`no '${text}' within ${timeoutMs} ms`);
    await sleep(20);
  }
  return performance.now() - started;
}

async function stop(p: RunningProcess) {
  p.child.kill('SIGTERM');
  await Promise.race([p.exited, sleep(15_000).then(() => p.child.kill('SIGKILL'))]);
}

async function main() {
  const name = `ww_bench_fleet_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    APP_SECRET: 'bench-fleet-secret-bench-fleet-secret-0123',
    DATA_DIR: join(ROOT, 'data', 'bench-fleet'),
    WEATHER_PROVIDER: 'typical',
    LOG_LEVEL: 'info',
    // Production runs a stand-in vendor only when it is chosen by name (issue 30.1).
    SMS_PROVIDER: 'simulator',
    PAYMENTS_PROVIDER: 'sandbox',
    MAIL_PROVIDER: 'outbox',
    UPLOADS_SHARED: 'true',
  };
  const spawnNode = (script: string, extra: Record<string, string> = {}) =>
    startProcess(process.execPath, [join(ROOT, 'dist', 'server', script)], { cwd: ROOT, env: { ...env, ...extra } });
  const rows: string[] = [];
  const missed: string[] = [];
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const webEnv = { PORT: String(port), JOBS_IN_PROCESS: 'false' };

    const first = spawnNode('main.js', webEnv);
    const firstReady = await readyWhen(base, first);
    await stop(first);
    rows.push(`web, first start (migrates an empty database): ready in ${(firstReady / 1000).toFixed(2)} s`);

    const web = spawnNode('main.js', webEnv);
    const webReady = await readyWhen(base, web);
    const webCpu = cpuSeconds(web.child.pid!);
    const worker = spawnNode('worker.js');
    const workerReady = await logged(worker, 'worker started');
    const workerCpu = cpuSeconds(worker.child.pid!);
    await sleep(IDLE_SETTLE_MS);
    const webIdle = rssMb(web.child.pid!);
    const workerIdle = rssMb(worker.child.pid!);

    const signUp = await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ fullName: 'Bench Fleet', phoneNumber: '+12025550187', password: 'a long bench passphrase', smsConsent: true }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const landing = await (await fetch(`${base}/`)).text();
    const asset = /["'](\/assets\/[^"']+\.js)["']/.exec(landing)?.[1] ?? '/favicon.svg';
    const mix: { path: string; signedIn: boolean }[] = [
      { path: '/api/health', signedIn: false },
      { path: '/api/config', signedIn: false },
      { path: '/', signedIn: false },
      { path: '/privacy-policy', signedIn: false },
      { path: asset, signedIn: false },
      { path: '/api/user', signedIn: true },
      { path: '/api/entitlement', signedIn: true },
      { path: '/api/subscription/status', signedIn: true },
      { path: '/home', signedIn: true },
      { path: '/closet', signedIn: true },
    ];
    const statuses = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const { path, signedIn } = mix[next++ % mix.length]!;
          const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip', ...(signedIn ? { cookie } : {}) } });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const webLoaded = rssMb(web.child.pid!);
    await Promise.all([stop(web), stop(worker)]);

    rows.push(`machine load average at the end: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
    rows.push(
      `web: ready in ${(webReady / 1000).toFixed(2)} s (target ≤ ${TARGET_READY_MS / 1000} s; ${webCpu.toFixed(2)} CPU s), idle RSS ${webIdle} MB (target ≤ ${TARGET_IDLE_RSS_MB} MB)`,
    );
    rows.push(
      `web: RSS after ${REQUESTS} mixed requests ${webLoaded} MB (${(REQUESTS / seconds).toFixed(0)} req/s at ${CONCURRENCY} in flight; statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')})`,
    );
    rows.push(`worker: ready in ${(workerReady / 1000).toFixed(2)} s (${workerCpu.toFixed(2)} CPU s), idle RSS ${workerIdle} MB`);
    if (webReady > TARGET_READY_MS) missed.push('web ready time');
    if (webIdle > TARGET_IDLE_RSS_MB) missed.push('web idle RSS');
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  console.log(`\nbench:fleet (compiled server, PostgreSQL)\n${rows.map((r) => `  ${r}`).join('\n')}\n`);
  if (missed.length) {
    console.log(`Missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
