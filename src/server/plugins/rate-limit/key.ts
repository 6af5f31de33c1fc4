import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * Whom a rate limit counts (ADR 0069): on routes that need a signed-in user, the user wherever
 * they call from (a phone switching networks keeps one count, an office behind one address does
 * not share one); everywhere else, the address. A session cookie never changes a public route's
 * key, so nobody escapes an address's sign-in limit by presenting some account's cookie.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const rule = request.routeOptions.config.auth;
  const signedInRoute = rule === 'user' || rule === 'user-or-operator' || rule === 'admin';
  if (signedInRoute && request.user) return `user:${request.user.id}`;
  return `ip:${clientAddressKey(request.ip)}`;
}

/**
 * One key per client address: an IPv4-mapped IPv6 address is its IPv4 one, and IPv6 counts per /64
 * (one subscriber's whole prefix: they choose among 2^64 addresses at will).
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.toLowerCase();
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}
