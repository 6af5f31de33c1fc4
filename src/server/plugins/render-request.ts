import type { FastifyInstance, FastifyRequest } from 'fastify';

const FORWARDED = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'host'] as const;

/**
 * A fetch for a server render (ADR 0056): the app's calls are answered by this server's own API
 * routes, in process, as if the browser that asked for the page had made them. Same cookie, same
 * socket address and forwarding headers (so the same client address, rate limits and origin), and
 * the Origin a browser sends, so a POST passes the same CSRF check it would from the page.
 */
export function fetchAs(app: FastifyInstance, page: FastifyRequest): typeof fetch {
  const headers: Record<string, string> = { origin: `${page.protocol}://${page.host}` };
  for (const name of FORWARDED) {
    const value = page.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: body,
      remoteAddress: page.socket.remoteAddress,
    });
    const type = res.headers['content-type'];
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/** The language the browser will report as navigator.language: the first of Accept-Language, which it is built from. */
export function renderLocale(request: FastifyRequest): string {
  const first = String(request.headers['accept-language'] ?? '')
    .split(',')[0]
    ?.split(';')[0]
    ?.trim();
  return first && LANGUAGE_TAG.test(first) ? first : 'en-US';
}
