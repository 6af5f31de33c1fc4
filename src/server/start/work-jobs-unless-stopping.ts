import type { FastifyInstance } from 'fastify';

/**
 * Starts the job queue's workers. A SIGTERM that arrives while the queue is still starting (the
 * listener already answers, so a quick deploy or test can stop the process then) closes the
 * queue under the start; that start then fails, and the shutdown already under way decides the exit
 * code, not a 'start-up failed' exit 1.
 */
export async function workJobsUnlessStopping(app: FastifyInstance): Promise<void> {
  try {
    await app.ctx.jobs.work();
  } catch (error) {
    if (app.lifecycle.stopping) return;
    throw error;
  }
}
