import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../shared/errors';

/** Serves the built web app; any unknown non-API GET gets index.html so client routes survive a reload. */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const built = existsSync(webDistDir);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // Vite fingerprints assets, so they can be cached for a year; index.html must not be.
      setHeaders(res, path) {
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && built) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    if (isPage) return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build:web` (npm start does it for you).');
    return reply.status(404).send({ code: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` } satisfies ApiErrorBody);
  });
}
