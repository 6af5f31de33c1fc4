import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Real web and worker processes (issue 25 point 10): spawned as an operator starts them, each on
 * its own free port, against one PostgreSQL database. Used by tests/integration/fleet.test.ts;
 * any test that needs several processes can reuse it.
 */

const REPO = fileURLToPath(new URL('../..', import.meta.url));
export const ENTRY = {
  web: 'src/server/main.ts',
  worker: 'src/server/worker.ts',
  migrate: 'src/server/migrate.ts',
} as const;

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A new, empty database on the TEST_DATABASE_URL server (or the one given: benchmarks); `drop` removes it whatever still holds it. */
export async function emptyPostgresDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
  prefix = 'ww_fleet',
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface FleetProcess {
  kind: keyof typeof ENTRY;
  child: ChildProcess;
  /** The HTTP port (web), or the port it was given and does not listen on (worker, migrate). */
  port: number;
  baseUrl: string;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves when it exits, with its exit code (null when a signal ended it) and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once a printed line matches (rejects when it exits first or the time runs out). */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Web: resolves once GET /api/ready answers 200. */
  waitForReady(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): void;
}

/** The environment every process of a test fleet gets; `env` adds to or overrides it. */
export function fleetEnv(databaseUrl: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    APP_SECRET: 'fleet-test-secret-fleet-test-secret-0123',
    LOG_LEVEL: 'info',
    JOBS_IN_PROCESS: 'false',
    WEATHER_PROVIDER: 'typical',
    ...env,
  };
}

/** Starts `node --import tsx <entry>` as a child process with the given environment. */
export async function startProcess(kind: keyof typeof ENTRY, env: Record<string, string>): Promise<FleetProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `ww-fleet-${kind}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY[kind]], {
    cwd: REPO,
    env: { DATA_DIR: dataDir, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const l of listeners) l();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
      for (const l of listeners) l();
    }),
  );
  let done = false;
  void exited.then(() => (done = true));
  const baseUrl = `http://127.0.0.1:${port}`;

  const waitForOutput = (pattern: RegExp, timeoutMs = 180_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(output)) finish(resolve);
        else if (done) finish(() => reject(new Error(`${kind} exited before printing ${pattern}:\n${output}`)));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`${kind} did not print ${pattern} within ${timeoutMs} ms:\n${output}`))), timeoutMs);
      const finish = (then: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        then();
      };
      listeners.add(check);
      check();
    });

  const waitForReady = async (timeoutMs = 180_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (done) throw new Error(`${kind} on port ${port} exited before it was ready:\n${output}`);
      const status = await fetch(`${baseUrl}/api/ready`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${kind} on port ${port} was not ready within ${timeoutMs} ms:\n${output}`);
  };

  return { kind, child, port, baseUrl, output: () => output, exited, waitForOutput, waitForReady, stop: (signal = 'SIGTERM') => void child.kill(signal) };
}

/** Kills whatever is still running (end of a test): SIGKILL, then waits for the exits. */
export async function killAll(processes: FleetProcess[]) {
  for (const p of processes) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await Promise.all(processes.map((p) => p.exited));
}

/**
 * A TCP proxy between the app and PostgreSQL that a test can cut (every connection dropped, new
 * ones refused: a server that refuses), black-hole (every connection kept open and nothing
 * forwarded either way, new ones accepted and left unanswered: a failover whose old primary drops
 * packets) and restore (new connections forwarded again; the black-holed ones stay silent, as
 * the old primary's would), to play database outages without touching the server.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const frozen = new Set<Socket>();
  let mode: 'forward' | 'cut' | 'blackhole' = 'forward';
  let refused = 0;
  let swallowed = 0;
  const freeze = (...held: Socket[]) => {
    for (const s of held) {
      s.unpipe();
      s.pause();
      s.on('error', () => undefined);
      frozen.add(s);
    }
  };
  // allowHalfOpen: a client's FIN is not answered by the proxy itself, or a black hole would say goodbye.
  const server: Server = createServer({ allowHalfOpen: true }, (client) => {
    if (mode === 'cut') {
      refused += 1;
      return client.destroy();
    }
    if (mode === 'blackhole') {
      swallowed += 1;
      return freeze(client);
    }
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const drop = () => {
      if (frozen.has(client)) return;
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** The URL of `databaseUrl` with this proxy's address in it. */
    via(databaseUrl: string) {
      const u = new URL(databaseUrl);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut() {
      mode = 'cut';
      for (const s of [...sockets, ...frozen]) s.destroy();
      sockets.clear();
      frozen.clear();
    },
    /** Every open connection goes silent (kept open, nothing forwarded); new ones are accepted and never answered. */
    blackHole() {
      mode = 'blackhole';
      freeze(...sockets);
      sockets.clear();
    },
    restore() {
      mode = 'forward';
    },
    /** How many connections were turned away while cut: proof the app tried its database then. */
    refused: () => refused,
    /** How many new connections the black hole swallowed. */
    swallowed: () => swallowed,
    /** Connections held silent now. */
    silent: () => frozen.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of [...sockets, ...frozen]) s.destroy();
        server.close(() => resolve());
      }),
  };
}
