import type { FastifyInstance } from 'fastify';

/**
 * Whether this process is still taking work. SIGTERM flips it first (readiness turns 503 at once,
 * before the listener closes), so a balancer polling /api/ready stops sending traffic.
 */
export class Lifecycle {
  private stoppingSince: number | null = null;

  get stopping(): boolean {
    return this.stoppingSince !== null;
  }

  beginShutdown(): void {
    this.stoppingSince ??= Date.now();
  }
}

/**
 * While stopping, every answer closes its connection: a keep-alive connection that carried a
 * request in flight would otherwise hold the closing server open until the client let it go.
 */
export function registerDraining(app: FastifyInstance, lifecycle: Lifecycle) {
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.stopping) reply.header('connection', 'close');
  });
}
