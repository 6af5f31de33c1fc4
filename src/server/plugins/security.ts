import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Provider webhooks are called by servers, not browsers; they prove themselves by signature instead. */
const CSRF_EXEMPT = [/^\/api\/sms\/webhook/, /^\/api\/stripe\/webhook/];

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * CSRF defence for cookie sessions: a state-changing request must say where it comes from
 * (Origin) and come from here. SameSite=Lax covers most cases; this covers the rest.
 */
export function isSameOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (config.publicUrl && origin === new URL(config.publicUrl).origin) return true;
  return origin === requestOrigin(request);
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // helmet's middleware is built once here: @fastify/helmet rebuilds it (CSP parsing included) on
  // every request, which cost more than the whole signed-in session lookup (bench: session route).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        // Only upgrade when we really serve over https; locally it would break http://localhost.
        'upgrade-insecure-requests': config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production',
  });
  // Headers are set on the raw response before any route runs, so error and 404 replies carry them too.
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (CSRF_EXEMPT.some((re) => re.test(request.url))) return;
    if (!isSameOrigin(request, config)) {
      throw new AppError('CSRF_REJECTED', 'This request must come from the app itself (missing or foreign Origin header).');
    }
  });
}
