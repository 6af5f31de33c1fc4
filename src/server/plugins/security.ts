import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';
import { BOOT_SCRIPT_HASH } from './boot-script';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Provider webhooks are called by servers, not browsers; they prove themselves by signature instead. */
const CSRF_EXEMPT = [/^\/api\/sms\/webhook/, /^\/api\/sms\/status(\?|$)/, /^\/api\/stripe\/webhook/];

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
  // Stripe Elements runs Stripe.js in frames from Stripe's origins; allowed only when Stripe is configured (ADR 0040).
  const stripe = config.payments.provider === 'stripe';
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        // The prerendered pages' boot script (ADR 0055) is the one inline script, allowed by its hash.
        'script-src': ["'self'", BOOT_SCRIPT_HASH, ...(stripe ? ['https://js.stripe.com'] : [])],
        ...(stripe ? { 'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
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

  // Every state-changing request, whatever its path: `/%61pi/login` reaches /api/login, so a rule
  // keyed on the raw URL could be stepped around. Only the webhook routes the router matched are exempt.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (route && CSRF_EXEMPT.some((re) => re.test(route))) return;
    if (!isSameOrigin(request, config)) {
      throw new AppError('CSRF_REJECTED', 'This request must come from the app itself (missing or foreign Origin header).');
    }
  });
}
