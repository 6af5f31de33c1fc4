import type { FastifyRequest } from 'fastify';

/**
 * The paths a request may stand for, for rules decided by path: the pattern of the route the
 * router matched (it decodes percent-encoding, so `/%61pi/login` is `/api/login`) and the
 * decoded URL path. A rule that holds for either cannot be dodged by spelling the path differently.
 */
export function requestPaths(request: FastifyRequest): string[] {
  const raw = request.url.split('?')[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // An undecodable path is answered 400 by the router; the raw form is all there is.
  }
  const matched = request.routeOptions.url;
  return matched && matched !== decoded ? [matched, decoded] : [decoded];
}

export const pathStartsWith = (request: FastifyRequest, prefixes: readonly string[]) =>
  requestPaths(request).some((path) => prefixes.some((prefix) => path.startsWith(prefix)));
