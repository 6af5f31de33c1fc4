import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exited: Promise<number | string>;
}

/** Starts a process with its output kept for assertions and failure messages. */
export function startProcess(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): RunningProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return { child, output: () => output, exited };
}

/** Polls a URL until it answers 200, or fails with what the process printed. */
export async function waitFor200(url: string, running: RunningProcess, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  let exitCode: number | string | undefined;
  void running.exited.then((c) => (exitCode = c));
  while (Date.now() - started < timeoutMs) {
    if (exitCode !== undefined) throw new Error(`exited with ${exitCode} before answering ${url}:\n${running.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms:\n${running.output()}`);
}
