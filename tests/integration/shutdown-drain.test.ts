import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase, fleetEnv, freePort, killAll, startProcess, startTcpProxy, type FleetProcess } from '../helpers/fleet-processes';
import { until } from '../helpers/until';

/**
 * Issue 39 points 2 and 3 (ADR 0104), with real processes as an operator starts them. On SIGTERM a
 * web process is not ready at once but goes on answering for SHUTDOWN_DRAIN_MS, each answer with
 * `Connection: close`, so a request a balancer sends on a kept-alive connection in that time is
 * answered instead of meeting a closed socket (a POST is never resent). An idle process still
 * stops at once. The worker answers liveness and readiness on WORKER_HEALTH_PORT.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

/** One HTTP exchange with node:http, so the test decides which connection carries it. */
function exchange(port: number, path: string, options: { method?: string; agent?: Agent; body?: object } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body ? JSON.stringify(options.body) : undefined;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        // Without an agent: a connection of its own, closed after the answer.
        agent: options.agent ?? false,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          ...(options.agent ? {} : { connection: 'close' }),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reusedSocket: req.reusedSocket }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The 'drained' log line: how long the drain took and how many connections were still open when it ended. */
function drained(p: FleetProcess): { drainedMs: number; openConnections: number } {
  const line = p
    .output()
    .split('\n')
    .find((l) => l.includes('"msg":"drained"'));
  if (!line) throw new Error(`no drained line:\n${p.output()}`);
  const { drainedMs, openConnections } = JSON.parse(line) as { drainedMs: number; openConnections: number };
  return { drainedMs, openConnections };
}

const readyOnce = (port: number) =>
  exchange(port, '/api/ready').then(
    (r) => r.status === 200,
    () => false,
  );

/** The embedded database, so this runs without PostgreSQL: the drain is the web process's, whatever its database. */
const embeddedEnv = (drainMs: number): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  WEATHER_PROVIDER: 'typical',
  SEED_DEMO: 'false',
  SHUTDOWN_DRAIN_MS: String(drainMs),
});

describe('a web process stopping with SHUTDOWN_DRAIN_MS', { timeout: 600_000 }, () => {
  const processes: FleetProcess[] = [];
  let draining: FleetProcess;
  let idle: FleetProcess;

  beforeAll(async () => {
    [draining, idle] = await Promise.all([startProcess('web', embeddedEnv(3000)), startProcess('web', embeddedEnv(3000))]);
    processes.push(draining, idle);
    // Polled on connections closed after each answer: the test holds no connection it did not mean to.
    await Promise.all(processes.map((p) => until(() => readyOnce(p.port), `${p.baseUrl} ready`, { limitMs: 500_000, everyMs: 250 })));
  });
  afterAll(() => killAll(processes));

  it('keeps answering, not ready and closing each connection it answers on, then exits 0', async () => {
    const port = draining.port;
    // A balancer's kept-alive upstream connection, idle at the moment the signal comes.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await exchange(port, '/api/health', { agent })).status).toBe(200);
    // And a connection that has sent nothing yet: the drain lasts its whole time while one is open.
    const quiet: Socket = connect(port, '127.0.0.1');
    const quietClosed = new Promise<void>((resolve) => quiet.on('close', () => resolve()));
    quiet.on('error', () => undefined);
    await new Promise((resolve) => quiet.once('connect', resolve));

    const signalled = Date.now();
    draining.stop('SIGTERM');
    const exited = draining.exited.then((e) => ({ ...e, ms: Date.now() - signalled }));
    await draining.waitForOutput(/"msg":"shutting down"/, 10_000);

    const ready = await exchange(port, '/api/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'not_ready', reason: 'shutting_down' });
    expect(ready.headers.connection).toBe('close');

    // The request that used to meet a closed socket (and a 502, never resent): a POST on the kept-alive connection.
    const post = await exchange(port, '/api/users', {
      method: 'POST',
      agent,
      body: { fullName: 'Drain Person', phoneNumber: '+14155550142', password: 'a long drain passphrase', smsConsent: true },
    });
    expect(post.reusedSocket).toBe(true);
    expect(post.status).toBe(201);
    expect(post.headers.connection).toBe('close');

    // Still answering new connections well into the drain.
    await new Promise((r) => setTimeout(r, Math.max(0, 1500 - (Date.now() - signalled))));
    const later = await exchange(port, '/api/health');
    expect(later.status).toBe(200);
    expect(later.headers.connection).toBe('close');

    const exit = await exited;
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    // The drain ran its course (the quiet connection was open throughout), and the exit came well inside SHUTDOWN_TIMEOUT_MS (10 s).
    expect(drained(draining).drainedMs).toBeGreaterThanOrEqual(2900);
    expect(exit.ms).toBeLessThan(9000);
    // Closed by the server at the end, though it never sent a request (it would otherwise hold the stop until headersTimeout).
    await quietClosed;
    expect(draining.output()).toMatch(/"msg":"stopped"/);
    agent.destroy();
  });

  it('stops at once when no connection is open', async () => {
    idle.stop('SIGTERM');
    expect(await idle.exited).toEqual({ code: 0, signal: null });
    // Nothing was open to drain: the 3 s drain ended at once (the jobs this embedded process works may take longer to stop).
    expect(drained(idle)).toEqual({ drainedMs: expect.any(Number), openConnections: 0 });
    expect(drained(idle).drainedMs).toBeLessThan(500);
  });
});

describe.runIf(serverUrl)('the worker health port', { timeout: 600_000 }, () => {
  let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let worker: FleetProcess;
  let healthPort: number;

  beforeAll(async () => {
    database = await emptyPostgresDatabase();
    const server = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    healthPort = await freePort();
    worker = await startProcess(
      'worker',
      fleetEnv(proxy.via(database.url), { WORKER_HEALTH_PORT: String(healthPort), DATABASE_CONNECT_TIMEOUT_MS: '1000', JOBS_STOP_GRACE_MS: '2000' }),
    );
    await worker.waitForOutput(/"msg":"worker started"/, 500_000);
  });
  afterAll(async () => {
    await killAll(worker ? [worker] : []);
    await proxy?.close();
    await database?.drop();
  });

  it('answers liveness always, readiness while its database answers, and stops with exit 0', async () => {
    const live = await exchange(healthPort, '/api/health');
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body)).toEqual({ status: 'ok', database: 'postgres' });
    const ready = await exchange(healthPort, '/api/ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'ready', schema: 'current' });
    expect((await exchange(healthPort, '/api/users')).status).toBe(404);

    proxy.cut();
    const down = await exchange(healthPort, '/api/ready');
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toMatchObject({ status: 'not_ready', reason: 'database_unreachable' });
    expect((await exchange(healthPort, '/api/health')).status).toBe(200);
    proxy.restore();
    await until(() => readyOnce(healthPort), 'worker readiness after the outage', { limitMs: 30_000, everyMs: 250 });

    worker.stop('SIGTERM');
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    await expect(exchange(healthPort, '/api/health')).rejects.toThrow(/ECONNREFUSED/);
  });
});
