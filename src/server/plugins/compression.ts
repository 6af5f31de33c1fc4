import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * API answers above 1 KB are compressed on the fly (brotli at a quality cheap enough for every
 * request, or gzip); the web app's files are compressed once at build time and @fastify/static
 * sends those copies, which this plugin leaves alone (ADR 0046). API answers are never reused
 * without asking the server again: `Cache-Control: no-cache` unless a route chose its own.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-cache');
    return payload;
  });
}
