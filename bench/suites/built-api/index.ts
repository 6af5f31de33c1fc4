import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { alternate, ROUNDS } from '../rounds';
import type { BenchResult, BenchSuite } from '../types';
import { addCloset, signUp, type BenchUser } from './client';
import { bareTarget, npmStartTarget, startProdOn, startProdTarget, type Target } from './servers';

/** As the issue measured: enough connections that the server, not the client's round trips, sets the pace. */
const CONNECTIONS = 50;
const CLOSET_ITEMS = 100;
/** A second web process shares the fixed-rate load (the README's fleet runs several behind a balancer). */
const FIXED_RATE = 200;

interface Rate {
  rate: number;
  p99: number;
  /** The server's CPU time per answer: what the route costs, whatever else the shared machine runs. */
  cpuMs: number;
}

async function measure(target: Target, path: string, seconds: number, cookie?: string, overallRate?: number, connections = CONNECTIONS): Promise<Rate> {
  const url = `${target.url}${path}`;
  const cpuBefore = target.cpuSeconds();
  const result = await autocannon({ url, duration: seconds, connections, ...(overallRate ? { overallRate } : {}), headers: cookie ? { cookie } : {} });
  const cpuMs = ((target.cpuSeconds() - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rate: result.requests.average, p99: result.latency.p99, cpuMs };
}

const load = () => loadavg()[0]!.toFixed(1);

interface Prepared<T extends Target = Target> {
  target: T;
  user: BenchUser;
  closetOwner: BenchUser;
}

/**
 * Waits until the server is quiet: `npm start` renders the demo catalog's drawings and seeds in the
 * background for a while after it answers, and a figure taken meanwhile measures that start-up,
 * not the route. Quiet: under 5% of a core over two seconds (at most two minutes' wait).
 */
async function settled(target: Target): Promise<void> {
  for (const until = Date.now() + 120_000; Date.now() < until;) {
    const before = target.cpuSeconds();
    await new Promise((r) => setTimeout(r, 2000));
    if (target.cpuSeconds() - before < 0.1) return;
  }
}

async function prepare<T extends Target>(target: T, phoneBase: number): Promise<Prepared<T>> {
  await settled(target);
  const user = await signUp(target.url, `+1415555${String(phoneBase).padStart(4, '0')}`);
  const closetOwner = await signUp(target.url, `+1415555${String(phoneBase + 1).padStart(4, '0')}`);
  await addCloset(target.url, closetOwner, CLOSET_ITEMS);
  return { target, user, closetOwner };
}

const routes = (p: Prepared) => ({
  user: { path: '/api/user', cookie: p.user.cookie },
  closet: { path: `/api/clothing-items/${p.closetOwner.id}`, cookie: p.closetOwner.cookie },
});

/**
 * The API as users run it (issue 45): the build started by `npm start` (PGlite) and by `start:prod`
 * on PostgreSQL as a web process (JOBS_IN_PROCESS=false), at the default log level, each figure
 * measured alternately with a bare Fastify route in its own process, so the ratio is taken in the
 * same conditions. Then a fixed 200 req/s shared by two PostgreSQL web processes, for p99.
 */
export const builtApiSuite: BenchSuite = {
  name: `API on the build (npm start, start:prod) vs bare Fastify, ${CONNECTIONS} connections, medians of ${ROUNDS} alternating runs`,
  async run({ postgresUrl, durationSeconds }) {
    const started: Target[] = [];
    const keep = <T extends Target>(t: T) => (started.push(t), t);
    try {
      const bare = keep(await bareTarget());
      const pglite = await prepare(keep(await npmStartTarget()), 9100);
      const postgres = postgresUrl ? await prepare(keep(await startProdTarget(postgresUrl)), 9110) : null;
      const runs: Record<string, (seconds: number) => Promise<Rate>> = { bare: (s) => measure(bare, '/bare', s) };
      for (const [name, p] of [
        ['PGlite', pglite],
        ['PostgreSQL', postgres],
      ] as const) {
        if (!p) continue;
        for (const [route, r] of Object.entries(routes(p))) runs[`${route} ${name}`] = (s) => measure(p.target, r.path, s, r.cookie);
      }
      // Warm-up: JIT, prepared statements and caches, untimed.
      for (const run of Object.values(runs)) await run(2);
      const measures = Object.fromEntries(Object.entries(runs).map(([k, run]) => [k, () => run(durationSeconds)]));
      const loadBefore = load();
      const rates = await alternate(measures, (r) => r.rate);
      const loadAfter = load();
      const results: BenchResult[] = [
        { label: `bare Fastify route (load ${loadBefore} → ${loadAfter})`, value: rates.bare!.rate, unit: 'req/s' },
        { label: `  server CPU per answer`, value: rates.bare!.cpuMs, unit: 'ms' },
      ];
      const targets: Record<string, Record<string, number>> = { PGlite: { user: 0.5, closet: 0.1 }, PostgreSQL: { user: 0.5, closet: 0.25 } };
      const labels: Record<string, string> = { user: 'GET /api/user', closet: `GET /api/clothing-items (${CLOSET_ITEMS} items)` };
      for (const key of Object.keys(measures)) {
        if (key === 'bare') continue;
        const [route, db] = key.split(' ') as [string, string];
        const ratio = rates[key]!.rate / rates.bare!.rate;
        const min = targets[db]![route]!;
        results.push(
          { label: `${labels[route]} on ${db}`, value: rates[key]!.rate, unit: 'req/s' },
          { label: `  ratio to bare`, value: ratio, unit: 'ratio', target: `>= ${min}`, met: ratio >= min },
          { label: `  server CPU per answer (bare's / this: ${(rates.bare!.cpuMs / rates[key]!.cpuMs).toFixed(2)})`, value: rates[key]!.cpuMs, unit: 'ms' },
        );
      }
      if (postgres) results.push(...(await fixedRate(postgres, durationSeconds, keep)));
      for (const t of started) {
        const problems = await t.problems();
        if (problems.length) throw new Error(`The server logged errors or answered 5xx during the benchmark:\n${problems.slice(0, 20).join('\n')}`);
      }
      return results;
    } finally {
      for (const t of started.reverse()) await t.stop().catch((e: unknown) => console.error(e));
    }
  },
};

/** p99 at a fixed 200 req/s per route, half to each of two web processes on one database. */
async function fixedRate(first: Prepared<Target & { databaseUrl: string }>, seconds: number, keep: (t: Target) => Target): Promise<BenchResult[]> {
  const second = keep(await startProdOn(first.target.databaseUrl));
  const results: BenchResult[] = [];
  for (const [route, r] of Object.entries(routes(first))) {
    const loadBefore = load();
    const halves = await Promise.all([first.target, second].map((target) => measure(target, r.path, Math.max(seconds, 5), r.cookie, FIXED_RATE / 2, 10)));
    const p99 = Math.max(...halves.map((h) => h.p99));
    results.push({
      label: `${route === 'user' ? 'GET /api/user' : 'closet list'} p99 at ${FIXED_RATE} req/s, 2 web processes (load ${loadBefore})`,
      value: p99,
      unit: 'ms',
      target: '< 50',
      met: p99 < 50,
    });
  }
  return results;
}
