import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/client';
import { readMigrations } from '../../src/db/migrator';
import { emptyPostgresDatabase, fleetEnv, freePort, killAll, startProcess, startTcpProxy, type FleetProcess } from '../helpers/fleet-processes';

/**
 * Issue 25 points 2, 3 and 10, issue 30 point 5: real web and worker processes (node, tsx, the
 * entry points an operator runs) on one PostgreSQL database. Needs a PostgreSQL server: runs when
 * TEST_DATABASE_URL is set (CI sets it), as every multi-process test here does.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

// The event is always tomorrow: a fixed date turned into a past event, which an import skips, once the day had passed.
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//fleet test//EN',
  'BEGIN:VEVENT',
  'UID:fleet-1',
  'DTSTAMP:20261120T000000Z',
  `DTSTART:${tomorrow}T170000Z`,
  `DTEND:${tomorrow}T180000Z`,
  'SUMMARY:Board dinner',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

async function signUp(base: string, phone: string): Promise<string> {
  const res = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ fullName: 'Fleet Person', phoneNumber: phone, password: 'a long fleet passphrase', smsConsent: true }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('ww_session='))!
    .split(';')[0]!;
}

const readyStatus = (base: string) =>
  fetch(`${base}/api/ready`).then(
    async (r) => ({ status: r.status, body: (await r.json()) as { status: string; reason?: string } }),
    () => ({ status: 0, body: { status: 'no answer' } }),
  );

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await probe();
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: still ${JSON.stringify(last)} after ${timeoutMs} ms`);
}

/** A step that does not happen in time fails with what the process printed, not a silent whole-test timeout. */
async function within<T>(step: Promise<T>, timeoutMs: number, what: string, proc: FleetProcess): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${timeoutMs} ms; the ${proc.kind} process printed:\n${proc.output()}`)), timeoutMs);
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function resetTextsOn(databaseUrl: string, phone: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from sms_messages where to_number = $1 and purpose = 'password_reset' and direction = 'outbound'",
      [phone],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('a fleet of web and worker processes on one PostgreSQL database', { timeout: 600_000 }, () => {
  let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let workerProxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let slowFeed: Server;
  let slowFeedPort: number;
  let feedRequested: () => void = () => {};
  const processes: FleetProcess[] = [];
  let webA: FleetProcess;
  let webB: FleetProcess;
  let workers: FleetProcess[];
  const resetTexts = (phone: string) => resetTextsOn(database.url, phone);

  beforeAll(async () => {
    database = await emptyPostgresDatabase();
    const server = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    workerProxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    // A calendar that takes 3 s to answer: what makes a request slow, as a real feed can be.
    slowFeed = createServer((_req, res) => {
      feedRequested();
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS), 3000);
    });
    await new Promise<void>((resolve) => slowFeed.listen(0, '127.0.0.1', resolve));
    slowFeedPort = (slowFeed.address() as AddressInfo).port;

    // Four processes at the same moment on an empty database: every one of them migrates at start.
    const env = fleetEnv(database.url, { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${slowFeedPort}` });
    const started = await Promise.all([
      startProcess('web', env),
      // B reaches PostgreSQL through the proxy, so the test can take its database away.
      startProcess('web', { ...env, DATABASE_URL: proxy.via(database.url) }),
      startProcess('worker', { ...env, JOBS_STOP_GRACE_MS: '2000' }),
      // The second worker reaches PostgreSQL through a proxy of its own, for the outage below.
      startProcess('worker', { ...env, JOBS_STOP_GRACE_MS: '2000', DATABASE_URL: workerProxy.via(database.url) }),
    ]);
    processes.push(...started);
    [webA, webB, ...workers] = started as [FleetProcess, FleetProcess, ...FleetProcess[]];
  });

  afterAll(async () => {
    await killAll(processes);
    await proxy?.close();
    await workerProxy?.close();
    await new Promise((resolve) => slowFeed?.close(resolve));
    await database?.drop();
  });

  it('all come up, and each migration was applied once', async () => {
    // Generous: on a loaded 2-core machine four processes compiling TypeScript at once take minutes.
    const startUp = 500_000;
    await Promise.all([webA.waitForReady(startUp), webB.waitForReady(startUp), ...workers.map((w) => w.waitForOutput(/"msg":"worker started"/, startUp))]);
    for (const p of processes) expect(p.output()).not.toMatch(/already exists|Start-up failed|start-up failed/);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const recorded = await client.query('select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations');
    await client.end();
    const expected = readMigrations(MIGRATIONS_FOLDER).length;
    expect(recorded.rows[0]).toEqual({ n: expected, hashes: expected });
  });

  it('answers 503 on /api/ready while its database is cut, and 200 and real answers once it is back', async () => {
    await webB.waitForReady();
    proxy.cut();
    const down = await until(
      () => readyStatus(webB.baseUrl),
      (r) => r.status === 503,
      'readiness during the outage',
      20_000,
    );
    expect(down.body).toMatchObject({ status: 'not_ready', reason: 'database_unreachable' });
    // Liveness is not readiness: the process itself is fine and must not be restarted.
    expect((await fetch(`${webB.baseUrl}/metrics`)).status).toBe(404);
    proxy.restore();
    const up = await until(
      () => readyStatus(webB.baseUrl),
      (r) => r.status === 200,
      'readiness after the outage',
      20_000,
    );
    expect(up.body).toMatchObject({ status: 'ready', schema: 'current' });
    // Not only the probe: a request that writes works again with no restart.
    expect(await signUp(webB.baseUrl, '+14155550188')).toMatch(/^ww_session=/);
    expect(webB.child.exitCode).toBeNull();
  });

  it('on SIGTERM turns not-ready, finishes the request in flight and exits 0', async () => {
    await webA.waitForReady();
    const cookie = await signUp(webA.baseUrl, '+14155550177');
    let asked = false;
    const fetching = new Promise<void>((resolve) => (feedRequested = resolve)).then(() => void (asked = true));
    const slow = fetch(`${webA.baseUrl}/api/calendar/feeds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: webA.baseUrl, cookie },
      body: JSON.stringify({ url: `http://127.0.0.1:${slowFeedPort}/board.ics` }),
    });
    // The request is in the server, waiting on the slow calendar; an answer before that is the failure to show.
    await within(
      Promise.race([
        fetching,
        // A refused fetch is reported below, where the answer is awaited.
        slow.then(
          async (r) => {
            if (!asked) throw new Error(`the feed was answered ${r.status} before the calendar was asked: ${await r.text()}`);
          },
          () => undefined,
        ),
      ]),
      60_000,
      'the server asking the slow calendar',
      webA,
    );
    webA.stop('SIGTERM');
    // New work is turned away while the old finishes: readiness 503 (or no listener at all).
    const during = await until(
      () => readyStatus(webA.baseUrl),
      (r) => r.status !== 200,
      'readiness after SIGTERM',
      5000,
    );
    expect([0, 503]).toContain(during.status);
    const answer = await within(slow, 60_000, 'the answer to the request in flight', webA);
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { result: { imported: number } }).result.imported).toBe(1);
    expect(await within(webA.exited, 60_000, 'the exit after SIGTERM', webA)).toEqual({ code: 0, signal: null });
    expect(webA.output()).toMatch(/"msg":"stopped"/);
  });

  it('after a worker is killed with kill -9, the other does every job, also one asked for while its database was away', async () => {
    const [killed, survivor] = workers as [FleetProcess, FleetProcess];
    await Promise.all(workers.map((w) => w.waitForOutput(/"msg":"worker started"/)));
    await webB.waitForReady();
    killed.stop('SIGKILL');
    expect(await killed.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const phone = '+14155550166';
    await signUp(webB.baseUrl, phone);
    workerProxy.cut();
    const refusedAtCut = workerProxy.refused();
    // Asked for on a web process that has its database (B, back after its own outage above); the only worker left has not.
    const asked = await fetch(`${webB.baseUrl}/api/password-reset/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: webB.baseUrl },
      body: JSON.stringify({ phoneNumber: phone }),
    });
    expect(asked.status).toBe(200);
    await until(
      async () => workerProxy.refused(),
      (n) => n >= refusedAtCut + 2,
      'the worker trying its database during the outage',
      60_000,
    );
    expect(await resetTexts(phone)).toBe(0);
    workerProxy.restore();
    // The same worker process, no restart: it reconnects and sends the text.
    await until(
      () => resetTexts(phone),
      (n) => n === 1,
      'the reset text after the outage',
      120_000,
    );
    expect(survivor.child.exitCode).toBeNull();
  });

  it('stops its workers on SIGTERM with exit code 0', async () => {
    const alive = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
    expect(alive).toHaveLength(1);
    for (const w of alive) w.stop('SIGTERM');
    for (const w of alive) expect(await w.exited).toEqual({ code: 0, signal: null });
  });

  it('with the database away at start, prints one line naming host, port and cause, retries, then exits 1', async () => {
    const port = await freePort();
    const away = await startProcess('worker', fleetEnv(`postgres://postgres@127.0.0.1:${port}/nothing`, { DATABASE_START_TIMEOUT_MS: '1500' }));
    processes.push(away);
    expect(await away.exited).toEqual({ code: 1, signal: null });
    const lines = away
      .output()
      .split('\n')
      .filter((l) => l.trim());
    expect(lines.at(-1)).toBe(
      `Cannot reach the database at 127.0.0.1:${port}: ECONNREFUSED after retrying for 1.5 s. Check DATABASE_URL and that PostgreSQL is running.`,
    );
    expect(lines[0]).toBe(`Cannot reach the database at 127.0.0.1:${port} yet: ECONNREFUSED; retrying for up to 1.5 s.`);
    expect(lines).toHaveLength(2);
    expect(away.output()).not.toMatch(/\n\s+at /); // no stack
  });
});
