import type { TrustProxy } from '../config';

/**
 * TRUST_PROXY as Fastify takes it (ADR 0011). A hop count becomes proxy-addr's "trust the
 * nearest n addresses" function: this Fastify treats a bare number as "trust nobody", because
 * a hop count cannot tell a proxy from a client that reaches the app directly. A list of proxy
 * addresses can, and is the recommended form.
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
