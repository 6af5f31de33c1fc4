import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

export interface ShutdownOptions {
  /**
   * SHUTDOWN_DRAIN_MS: how long a listening process goes on answering after the signal, not ready
   * and closing every connection it answers on, before it closes its listener (ADR 0104).
   */
  drainMs?: number;
  /** Another server to close with the app (the worker's health port). */
  alsoClose?: Server | null;
}

/** How often the drain looks whether any connection is still open. */
const DRAIN_POLL_MS = 50;

/**
 * SIGTERM and SIGINT (ADR 0068, ADR 0104): readiness turns 503 at once and job handlers start their
 * JOBS_STOP_GRACE_MS; a listening web process then drains: for SHUTDOWN_DRAIN_MS it keeps answering,
 * every answer with `Connection: close`, so a balancer sees it not ready and no request arrives on a
 * keep-alive connection at the moment it is closed. The drain ends early once no connection is
 * open (an idle process stops at once). Then the listener closes, requests in flight finish, the
 * pools close, and the process exits 0. Whatever still runs after SHUTDOWN_TIMEOUT_MS is cut
 * short: the process exits 1.
 */
export function exitCleanlyOnSignals(app: FastifyInstance, database: Database, timeoutMs: number, options: ShutdownOptions = {}) {
  const silent = silentConnections(app.server);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.beginShutdown();
    const drainMs = app.server.listening ? (options.drainMs ?? 0) : 0;
    app.log.info({ signal, timeoutMs, drainMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown did not finish within SHUTDOWN_TIMEOUT_MS; exiting anyway');
      process.exit(1);
    }, timeoutMs);
    force.unref();
    try {
      // Running jobs get their grace while the listener drains, not after it.
      const jobsStopped = app.ctx.jobs.stop();
      const drained = await drain(app, drainMs);
      app.log.info(drained, 'drained');
      await jobsStopped;
      // Fastify closes the idle keep-alive connections; one that never sent a request would hold the close until headersTimeout.
      const closing = app.close();
      for (const socket of silent) socket.destroy();
      await closing;
      if (options.alsoClose) await new Promise<void>((resolve) => options.alsoClose!.close(() => resolve()));
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
}

/** Waits `drainMs`, or less once the server holds no connection at all; says how long it took and what was still open. */
async function drain(app: FastifyInstance, drainMs: number): Promise<{ drainedMs: number; openConnections: number }> {
  const started = Date.now();
  const until = started + drainMs;
  let open = 0;
  while (Date.now() < until) {
    open = await new Promise<number>((resolve) => app.server.getConnections((error, count) => resolve(error ? 1 : count)));
    if (open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, Math.min(DRAIN_POLL_MS, until - Date.now())));
  }
  return { drainedMs: Date.now() - started, openConnections: open };
}

/** The server's connections that have not begun a request (headers not all in yet), kept current. */
function silentConnections(server: Server): ReadonlySet<Socket> {
  const silent = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    silent.add(socket);
    socket.once('close', () => silent.delete(socket));
  });
  server.on('request', (request: IncomingMessage) => silent.delete(request.socket));
  return silent;
}
