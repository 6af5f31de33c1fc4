import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT, logProblems, runtimeEnv, startProdWeb, startWithNpmStart, type BuiltServer } from '../../../tests/helpers/built-server';
import { emptyPostgresDatabase } from '../../../tests/helpers/fleet-processes';
import { freePort, startProcess, waitFor200 } from '../../../tests/helpers/processes';

export interface Target {
  url: string;
  /** CPU seconds (user + system) the server's processes have used so far: a figure the machine's other load barely moves. */
  cpuSeconds(): number;
  /** Error-level lines and 5xx answers the process logged (its log is read from the file once). */
  problems(): Promise<string[]>;
  stop(): Promise<void>;
  /** The checkout whose build it runs, when not this one (BENCH_COMPARE_REF). */
  root?: string;
}

/** Only lines that could be a problem are parsed: a run logs hundreds of thousands of request lines. */
async function problemsIn(logFile: string): Promise<string[]> {
  const suspicious: string[] = [];
  const lines = createInterface({ input: createReadStream(logFile, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) if (/"level":[56]\d|"statusCode":5\d\d/.test(line)) suspicious.push(line);
  return logProblems(suspicious.join('\n'));
}

const TICKS_PER_SECOND = 100;

/** utime + stime of the processes matched, from /proc (Linux); fields counted after the command's closing parenthesis. */
function cpuOf(match: (pid: number, processGroup: number) => boolean): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (match(Number(entry), Number(fields[2]))) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

function logged(server: BuiltServer, logFile: string, after: () => Promise<void> = async () => {}): Target {
  // The server's process group: npm, its shell and the node that serves (startGroup detaches it).
  const group = server.child.pid!;
  return {
    url: server.url,
    cpuSeconds: () => cpuOf((_pid, processGroup) => processGroup === group),
    problems: () => problemsIn(logFile),
    stop: async () => {
      await server.stop();
      await after();
    },
  };
}

const logDir = () => mkdtempSync(join(tmpdir(), 'ww-bench-api-'));

/** `npm start` as the README has it: embedded PGlite, jobs in process, the default log level. */
export async function npmStartTarget(root?: string): Promise<Target> {
  const dir = logDir();
  const logFile = join(dir, 'server.log');
  const server = await startWithNpmStart({}, { logFile, root });
  return logged(server, logFile, async () => rmSync(dir, { recursive: true, force: true }));
}

/**
 * `start:prod` configured as the README's web process is: production, JOBS_IN_PROCESS=false
 * (workers work the queues), the default log level. Stand-in vendors are chosen by name, as
 * production requires.
 */
export async function startProdOn(databaseUrl: string, after: () => Promise<void> = async () => {}, root?: string): Promise<Target> {
  const dir = logDir();
  const logFile = join(dir, 'server.log');
  const server = await startProdWeb(
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      APP_SECRET: 'bench-api-secret-bench-api-secret-0123456',
      DATA_DIR: join(dir, 'data'),
      JOBS_IN_PROCESS: 'false',
      SMS_PROVIDER: 'simulator',
      PAYMENTS_PROVIDER: 'sandbox',
      MAIL_PROVIDER: 'outbox',
      // No photos are uploaded here; production asks where they would go.
      UPLOADS_SHARED: 'true',
    },
    { logFile, root },
  );
  const target = logged(server, logFile, async () => {
    await after();
    rmSync(dir, { recursive: true, force: true });
  });
  return { ...target, root };
}

/**
 * A web process on a fresh PostgreSQL database (dropped at stop); `databaseUrl` lets a second process
 * join it. `root`: another checkout's build (each build gets a database of its own: its migrations).
 */
export async function startProdTarget(serverUrl: string, root?: string): Promise<Target & { databaseUrl: string }> {
  const database = await emptyPostgresDatabase(serverUrl, 'ww_bench_api');
  try {
    return { ...(await startProdOn(database.url, database.drop, root)), databaseUrl: database.url };
  } catch (error) {
    // A server that never answered leaves no database behind either.
    await database.drop();
    throw error;
  }
}

/** bench/bare-fastify.ts in its own process, as the server is in its own. */
export async function bareTarget(): Promise<Target> {
  const port = await freePort();
  const p = startProcess(process.execPath, [join(ROOT, 'bench', 'bare-fastify.ts')], { cwd: ROOT, env: runtimeEnv({ PORT: String(port) }) });
  const url = `http://127.0.0.1:${port}`;
  await waitFor200(`${url}/bare`, p);
  const pid = p.child.pid!;
  return {
    url,
    cpuSeconds: () => cpuOf((candidate) => candidate === pid),
    problems: async () => [],
    stop: async () => {
      p.child.kill('SIGTERM');
      await p.exited;
    },
  };
}
