import autocannon from 'autocannon';
import http from 'node:http';
import { loadavg } from 'node:os';
import { alternate, ROUNDS } from '../rounds';
import type { BenchResult, BenchSuite } from '../types';
import { addCloset, signUp, stylistUser, type BenchUser, type StylistUser } from './client';
import { comparedBuild } from './compare-build';
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

async function measure(target: Target, path: string, seconds: number, cookie?: string): Promise<Rate> {
  const url = `${target.url}${path}`;
  const cpuBefore = target.cpuSeconds();
  const result = await autocannon({ url, duration: seconds, connections: CONNECTIONS, headers: cookie ? { cookie } : {} });
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
 * same conditions. Then a fixed 200 req/s shared by two PostgreSQL web processes, for p99 of
 * `/api/user`, the closet list, today's outfit and a chat question (fixedRate).
 */
export const builtApiSuite: BenchSuite = {
  key: 'built-api',
  name: `API on the build (npm start, start:prod) vs bare Fastify, ${CONNECTIONS} connections, medians of ${ROUNDS} alternating runs`,
  async run({ postgresUrl, durationSeconds }) {
    const started: Target[] = [];
    const keep = <T extends Target>(t: T) => (started.push(t), t);
    // BENCH_ROUTES=outfit,chat measures only those (user, closet, outfit, chat): a short check, not the README's figures.
    const only = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim());
    const unknown = only?.filter((r) => !['user', 'closet', 'outfit', 'chat'].includes(r)) ?? [];
    if (unknown.length) throw new Error(`BENCH_ROUTES names no route of this suite: ${unknown.join(', ')} (user, closet, outfit, chat)`);
    const wanted = (route: string) => !only || only.includes(route);
    // BENCH_COMPARE_REF=<commit>: that commit's build is measured too, every figure alternating with this one's.
    const compare = process.env.BENCH_COMPARE_REF ? comparedBuild(process.env.BENCH_COMPARE_REF) : null;
    const builds = [{ suffix: '', root: undefined }, ...(compare ? [{ suffix: ` @${compare.ref}`, root: compare.root }] : [])];
    try {
      const bare = keep(await bareTarget());
      const rated = ['user', 'closet'].some(wanted);
      const sides: { name: string; suffix: string; p: Prepared }[] = [];
      const postgresSides: { suffix: string; p: Prepared<Target & { databaseUrl: string }> }[] = [];
      for (const [b, build] of builds.entries()) {
        if (rated) sides.push({ name: 'PGlite', suffix: build.suffix, p: await prepare(keep(await npmStartTarget(build.root)), 9100 + 20 * b) });
        if (postgresUrl) {
          const p = await prepare(keep(await startProdTarget(postgresUrl, build.root)), 9110 + 20 * b);
          sides.push({ name: 'PostgreSQL', suffix: build.suffix, p });
          postgresSides.push({ suffix: build.suffix, p });
        }
      }
      const runs: Record<string, (seconds: number) => Promise<Rate>> = { bare: (s) => measure(bare, '/bare', s) };
      const meta: Record<string, { route: string; db: string; suffix: string }> = {};
      // Each route's builds side by side (this one, then the compared one), so they alternate in every round.
      for (const name of ['PGlite', 'PostgreSQL'])
        for (const route of ['user', 'closet'].filter(wanted))
          for (const { p, suffix } of sides.filter((x) => x.name === name)) {
            const r = routes(p)[route as 'user' | 'closet'];
            const key = `${route} ${name}${suffix}`;
            meta[key] = { route, db: name, suffix };
            runs[key] = (s) => measure(p.target, r.path, s, r.cookie);
          }
      // Warm-up: JIT, prepared statements and caches, untimed.
      if (rated) for (const run of Object.values(runs)) await run(2);
      const measures = Object.fromEntries(Object.entries(runs).map(([k, run]) => [k, () => run(durationSeconds)]));
      const results: BenchResult[] = [];
      // Nothing to set beside bare (BENCH_ROUTES named stylist routes only): straight to the fixed rate.
      const rates = rated ? await alternateWithLoad(measures, results) : {};
      const targets: Record<string, Record<string, number>> = { PGlite: { user: 0.5, closet: 0.1 }, PostgreSQL: { user: 0.5, closet: 0.25 } };
      const labels: Record<string, string> = { user: 'GET /api/user', closet: `GET /api/clothing-items (${CLOSET_ITEMS} items)` };
      for (const key of Object.keys(rates)) {
        if (key === 'bare') continue;
        const { route, db, suffix } = meta[key]!;
        const ratio = rates[key]!.rate / rates.bare!.rate;
        const min = targets[db]![route]!;
        results.push(
          { label: `${labels[route]} on ${db}${suffix}`, value: rates[key]!.rate, unit: 'req/s' },
          { label: `  ratio to bare`, value: ratio, unit: 'ratio', target: `>= ${min}`, met: ratio >= min },
          { label: `  server CPU per answer (bare's / this: ${(rates.bare!.cpuMs / rates[key]!.cpuMs).toFixed(2)})`, value: rates[key]!.cpuMs, unit: 'ms' },
        );
      }
      if (postgresSides.length && ['user', 'closet', 'outfit', 'chat'].some(wanted))
        results.push(...(await fixedRate(postgresSides, durationSeconds, keep, wanted)));
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

/** The alternating rounds, bare Fastify's figures first in the results. */
async function alternateWithLoad(measures: Record<string, () => Promise<Rate>>, results: BenchResult[]): Promise<Record<string, Rate>> {
  const loadBefore = load();
  const rates = await alternate(measures, (r) => r.rate);
  results.push(
    { label: `bare Fastify route (load ${loadBefore} → ${load()})`, value: rates.bare!.rate, unit: 'req/s' },
    { label: `  server CPU per answer`, value: rates.bare!.cpuMs, unit: 'ms' },
  );
  return rates;
}

/** Per user and minute, as src/server/routes/stylist/index.ts limits them (limitAfterPremium). */
const PER_MINUTE = { outfit: 30, chat: 20 } as const;
/** The stylist users' closets: pieces enough for an outfit of the day and a chat answer from one's own clothes. */
const STYLIST_CLOSET_ITEMS = 25;
/** Questions people ask the stylist on a day like any other; each user asks them in turn with an empty history, as a new chat does. */
const QUESTIONS = [
  'what should I wear to dinner tonight?',
  'What goes with my navy blazer?',
  'is it ok to wear sneakers to the office tomorrow?',
  'what should I wear to a wedding on saturday?',
];
/** Untimed warm-up requests per process and route (the second process is fresh). */
const WARM_UP = 20;

type Request = { method: 'GET' | 'POST'; path: string; cookie: string; body?: unknown };

/**
 * Stylist users shared in turn: each route's requests go round the pool, and none is asked more often
 * than the route's per-minute limit over the whole suite (the product's limits stay on). More
 * requests than the pool can take would answer 429: they are counted, and the run fails saying so.
 */
class Rotation {
  private readonly asked = { outfit: 0, chat: 0 };
  constructor(
    private readonly users: StylistUser[],
    private readonly budget: { outfit: number; chat: number },
  ) {}

  /** Requests past the pool's budget (each one a 429 to come). */
  overdrawn = 0;

  next(route: 'outfit' | 'chat'): Request {
    const n = this.asked[route]++;
    if (n >= this.users.length * this.budget[route]) this.overdrawn++;
    const user = this.users[n % this.users.length]!;
    return route === 'outfit'
      ? { method: 'POST', path: '/api/ai-stylist/generate-outfit', cookie: user.cookie, body: { userId: user.id, date: user.today, events: [] } }
      : {
          method: 'POST',
          path: '/api/ai-stylist/chat',
          cookie: user.cookie,
          body: { message: QUESTIONS[Math.floor(n / this.users.length) % QUESTIONS.length]!, conversationHistory: [] },
        };
  }
}

/** Stylist users made `concurrency` at a time (each sign-up hashes a password). */
async function stylistUsers(base: string, count: number, concurrency = 4): Promise<StylistUser[]> {
  const users: StylistUser[] = [];
  let made = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let n = made++; n < count; n = made++) users.push(await stylistUser(base, n, STYLIST_CLOSET_ITEMS));
    }),
  );
  return users;
}

/**
 * p99 at a fixed 200 req/s per route, half to each of two web processes on one database:
 * `/api/user`, the closet list, today's outfit (Home's question on every visit, answered from the
 * stored outfit of the day) and a chat question. Both stylist routes rotate over Premium users
 * (the sandbox trial), enough that none passes its per-minute limit; the limits stay on.
 */
async function fixedRate(
  sides: { suffix: string; p: Prepared<Target & { databaseUrl: string }> }[],
  seconds: number,
  keep: (t: Target) => Target,
  wanted: (route: string) => boolean,
): Promise<BenchResult[]> {
  const perProcess = (FIXED_RATE / 2) * Math.max(seconds, 5);
  // Each route asks every user at most its per-minute limit over the whole suite (warm-up included;
  // the day's first outfit, asked while the user was made, counts against the outfit route's).
  const budget = { outfit: PER_MINUTE.outfit - 1, chat: PER_MINUTE.chat };
  const asked = 2 * (WARM_UP + perProcess);
  const stylist = wanted('outfit') || wanted('chat');
  // One pair of web processes per build, each build on its own database, with its own users.
  const made = [];
  for (const { suffix, p: first } of sides) {
    const users = stylist ? await stylistUsers(first.target.url, Math.ceil(asked / Math.min(budget.outfit, budget.chat))) : [];
    const rotation = new Rotation(users, budget);
    const targets = [first.target, keep(await startProdOn(first.target.databaseUrl, undefined, first.target.root))];
    const r = routes(first);
    const fixed: Record<string, { label: string; next: () => Request }> = {
      user: { label: 'GET /api/user', next: () => ({ method: 'GET', ...r.user }) },
      closet: { label: `closet list (${CLOSET_ITEMS} items)`, next: () => ({ method: 'GET', ...r.closet }) },
      outfit: { label: `today's outfit, stored (${STYLIST_CLOSET_ITEMS} items)`, next: () => rotation.next('outfit') },
      chat: { label: 'chat question (local stylist)', next: () => rotation.next('chat') },
    };
    for (const route of Object.keys(fixed)) if (!wanted(route)) delete fixed[route];
    // Warm-up, untimed: the second process has served nothing yet.
    for (const f of Object.values(fixed)) await atFixedRate(targets, f.next, WARM_UP, WARM_UP);
    made.push({ suffix, rotation, targets, fixed });
  }
  const results: BenchResult[] = [];
  // Route by route, the builds one after the other: both measured in the same minutes.
  for (const route of Object.keys(made[0]!.fixed)) {
    for (const { suffix, rotation, targets, fixed } of made) {
      const f = fixed[route]!;
      const loadBefore = load();
      const m = await atFixedRate(targets, f.next, perProcess, FIXED_RATE / 2).catch((error: unknown) => {
        // A 429 from a spent budget is the benchmark's miscount, not the server's answer: say which.
        if (rotation.overdrawn > 0) throw new Error(`${rotation.overdrawn} stylist requests went past the users' per-minute budget`, { cause: error });
        throw error;
      });
      results.push(
        {
          label: `${f.label}${suffix} p99 at ${FIXED_RATE} req/s, 2 web processes (load ${loadBefore})`,
          value: m.p99,
          unit: 'ms',
          target: '< 50',
          met: m.p99 < 50,
        },
        { label: `  rate reached`, value: m.rate, unit: 'req/s' },
        { label: `  server CPU per answer (both processes)`, value: m.cpuMs, unit: 'ms' },
      );
    }
  }
  return results;
}

/**
 * One fixed-rate measurement: `amount` requests per process at `rate` req/s each, every process
 * at once, arriving steadily (one every 1000/rate ms, open loop: a request is sent when it is due
 * whether or not the ones before have been answered). Latency runs from the moment a request was
 * due, so a server, or a client, that falls behind is charged for the wait (no coordinated
 * omission). p99 is the worse of the processes'; CPU per answer is both processes' over all answers.
 */
async function atFixedRate(targets: Target[], next: () => Request, amount: number, rate: number): Promise<Rate> {
  const cpuBefore = targets.map((t) => t.cpuSeconds());
  const results = await Promise.all(targets.map((target) => steadyArrivals(target, next, amount, rate)));
  const answers = results.reduce((sum, r) => sum + r.latencies.length, 0);
  const cpuMs = (targets.reduce((sum, t, i) => sum + t.cpuSeconds() - cpuBefore[i]!, 0) * 1000) / Math.max(1, answers);
  const failed = results.flatMap((r) => r.failures);
  if (failed.length) throw new Error(`${failed.length} requests failed: ${failed.slice(0, 5).join('; ')}`);
  const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.99) - 1)] ?? 0;
  return { rate: results.reduce((sum, r) => sum + r.rate, 0), p99: Math.round(Math.max(...results.map((r) => p99(r.latencies)))), cpuMs };
}

/** Connections each process is sent over, kept alive, as a load balancer's pool would hold them. */
const POOLED_CONNECTIONS = 10;

async function steadyArrivals(target: Target, next: () => Request, amount: number, rate: number) {
  const interval = 1000 / rate;
  const agent = new http.Agent({ keepAlive: true, maxSockets: POOLED_CONNECTIONS });
  const latencies: number[] = [];
  const failures: string[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < amount; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const r = next();
    const body = r.body === undefined ? undefined : JSON.stringify(r.body);
    pending.push(
      new Promise<void>((resolve) => {
        const req = http.request(
          `${target.url}${r.path}`,
          {
            method: r.method,
            agent,
            headers: {
              origin: target.url,
              cookie: r.cookie,
              ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              if ((res.statusCode ?? 500) >= 300) failures.push(`${r.method} ${r.path} answered ${res.statusCode}`);
              else latencies.push(performance.now() - due);
              resolve();
            });
          },
        );
        req.on('error', (error) => {
          failures.push(`${r.method} ${r.path}: ${String(error)}`);
          resolve();
        });
        req.end(body);
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return { latencies, failures, rate: amount / ((performance.now() - start) / 1000) };
}
