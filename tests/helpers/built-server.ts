import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { freePort, waitFor200, type RunningProcess } from './processes';

/**
 * The product as users run it (issue 36): the build in dist/, started by the README's own commands
 * in child processes and spoken to over HTTP. Used by the release check (tests/release) and by the
 * benchmarks that report the README's figures (bench/). Nothing here imports the sources.
 */
export const ROOT = resolve(import.meta.dirname, '../..');

/** npm and every process it starts run on this Node (24, from the node@24 devDependency), whatever the PATH has first. */
export function runtimeEnv(extra: Record<string, string | undefined>, root = ROOT): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: `${dirname(process.execPath)}${delimiter}${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
    HOME: process.env.HOME ?? tmpdir(),
    // No network here: climate normals and the embedded geocoder.
    WEATHER_PROVIDER: 'typical',
  };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) env[k] = v;
  return env;
}

export interface BuiltProcess extends RunningProcess {
  /** Log lines at level error or above, and every answer with a 5xx status, as the process logged them. */
  problems(): string[];
  stop(): Promise<number | string>;
}

export interface BuiltServer extends BuiltProcess {
  url: string;
  /** The dev phone's key, read from the link the server printed at start (embedded mode only). */
  devPhoneKey: string | null;
  dataDir: string;
}

/** Where a started process's output goes: kept in memory (tests), or a file the process writes itself (benchmarks). */
export interface OutputOptions {
  /**
   * A benchmark's server logs a line per request: hundreds of megabytes that would otherwise pass
   * through this process (and its CPU) while it also drives the load. The file is read on demand.
   */
  logFile?: string;
  /** Another checkout's build to start (the benchmark's BENCH_COMPARE_REF worktree); this checkout by default. */
  root?: string;
}

/** Starts a command in its own process group (npm and the node it execs), keeping its output. */
function startGroup(command: string, args: string[], env: NodeJS.ProcessEnv, { logFile, root = ROOT }: OutputOptions = {}): BuiltProcess {
  const fd = logFile ? openSync(logFile, 'a') : null;
  const child = spawn(command, args, { cwd: root, env, stdio: fd === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', fd, fd], detached: true });
  if (fd !== null) closeSync(fd);
  let kept = '';
  child.stdout?.on('data', (d: Buffer) => (kept += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (kept += d.toString()));
  const output = () => (logFile ? readFileSync(logFile, 'utf8') : kept);
  const exited = new Promise<number | string>((settle) => child.once('exit', (code, signal) => settle(code ?? signal ?? -1)));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  return {
    child,
    output,
    exited,
    problems: () => logProblems(output()),
    stop: async () => {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

interface LogLine {
  level?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  err?: { type?: string; message?: string; stack?: string };
}

/** Error-level lines and 5xx answers in a process's pino output (request lines name the route of a 5xx). */
export function logProblems(output: string): string[] {
  const routes = new Map<string, string>();
  const problems: string[] = [];
  for (const raw of output.split('\n')) {
    if (!raw.startsWith('{')) continue;
    let line: LogLine;
    try {
      line = JSON.parse(raw) as LogLine;
    } catch {
      continue;
    }
    if (line.reqId && line.req?.url) routes.set(line.reqId, `${line.req.method ?? ''} ${line.req.url}`);
    const route = line.reqId ? routes.get(line.reqId) : undefined;
    if ((line.res?.statusCode ?? 0) >= 500) problems.push(`${route ?? 'a request'} answered ${line.res!.statusCode}`);
    if ((line.level ?? 0) >= 50)
      problems.push(`error log${route ? ` during ${route}` : ''}: ${line.msg ?? ''}${line.err ? ` (${line.err.stack ?? line.err.message})` : ''}`);
  }
  return problems;
}

// Hang detectors, not speed checks: a first start migrates and seeds a fresh database on a busy machine.
const START_TIMEOUT_MS = 300_000;

/**
 * `npm start` exactly as the README has it, on a fresh DATA_DIR: it builds when dist/ is missing or
 * stale, then runs dist/server/main.js on embedded PGlite with the demo account.
 */
export async function startWithNpmStart(env: Record<string, string | undefined> = {}, output: OutputOptions = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-release-'));
  const port = await freePort();
  const p = startGroup('npm', ['start', '--silent'], runtimeEnv({ PORT: String(port), DATA_DIR: dataDir, ...env }, output.root), output);
  const url = `http://127.0.0.1:${port}`;
  await waitFor200(`${url}/api/health`, p, START_TIMEOUT_MS);
  // The banner (with the dev phone's link) is printed once the server listens: wait for its last line.
  for (let waited = 0; !/Providers:/.test(p.output()) && waited < 30_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  const key = /\/dev\/phone\?key=([^\s&]+)/.exec(p.output())?.[1] ?? null;
  return {
    ...p,
    url,
    devPhoneKey: key ? decodeURIComponent(key) : null,
    dataDir,
    stop: async () => {
      const code = await p.stop();
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * A package.json script of the image (`start:prod`, `worker:prod`) run as the image runs it: the
 * script's own command with node itself, no npm or shell in between, so its exit code is the server's.
 */
export function startScript(script: 'start:prod' | 'worker:prod', env: Record<string, string | undefined>, output: OutputOptions = {}): BuiltProcess {
  const command = (JSON.parse(readFileSync(join(output.root ?? ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts[script]!;
  const [program, ...args] = command.replace(/^exec /, '').split(' ');
  if (program !== 'node') throw new Error(`${script} does not start node: ${command}`);
  return startGroup(process.execPath, args, runtimeEnv(env, output.root), output);
}

/** start:prod on a free port, answering /api/health. */
export async function startProdWeb(env: Record<string, string | undefined>, output: OutputOptions = {}): Promise<BuiltServer> {
  const port = await freePort();
  const p = startScript('start:prod', { ...env, PORT: String(port) }, output);
  const url = `http://127.0.0.1:${port}`;
  await waitFor200(`${url}/api/health`, p, START_TIMEOUT_MS);
  return { ...p, url, devPhoneKey: null, dataDir: env.DATA_DIR ?? '' };
}
