import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why an address was refused: shown to the person who typed it. */
export class OutboundRefused extends Error {}

export interface OutboundPolicy {
  /** `host:port` entries (lower case) that may be fetched over http and at private addresses: tests and on-premises feeds. */
  allowHosts: ReadonlySet<string>;
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** `host:port` as OUTBOUND_ALLOW_HOSTS lists it; IPv6 hosts keep their brackets. */
export const hostKey = (url: URL) => `${url.hostname.toLowerCase()}:${url.port || DEFAULT_PORT[url.protocol] || ''}`;

/** A public unicast address: not loopback, private, link-local (169.254.169.254), CGNAT, multicast or an IPv4 hidden in IPv6. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!isIP(bare)) return false;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && carriesIpv4((parsed as ipaddr.IPv6).parts)) return false;
  return parsed.range() === 'unicast';
}

/**
 * IPv4-compatible (::a.b.c.d, written ::7f00:1 too) and IPv4-mapped (::ffff:a.b.c.d) addresses
 * are IPv4 in IPv6 clothing: ipaddr.js calls the first 'unicast', so the upper 80 zero bits are
 * checked here. No public service is reached that way, so every such form is refused, whatever
 * IPv4 address it carries (the other embedding prefixes, NAT64, 6to4 and Teredo, are not 'unicast').
 */
function carriesIpv4(parts: number[]): boolean {
  return parts.slice(0, 5).every((p) => p === 0);
}

/**
 * What the address alone decides, before any connection: the scheme, the allow-list, and a
 * literal IP. A host name is checked again after DNS resolution (and on every redirect) by the
 * fetch itself, so a name that resolves to a private address is refused there.
 */
export function checkOutboundUrl(raw: string | URL, policy: OutboundPolicy): { url: URL; allowed: boolean } {
  let url: URL;
  try {
    url = typeof raw === 'string' ? new URL(raw) : raw;
  } catch {
    throw new OutboundRefused('The address is not a valid URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundRefused('Only https:// addresses can be fetched.');
  if (url.username || url.password) throw new OutboundRefused('Addresses with a user name or password in them are not fetched.');
  const allowed = policy.allowHosts.has(hostKey(url));
  if (allowed) return { url, allowed };
  if (url.protocol !== 'https:') throw new OutboundRefused('Only https:// addresses can be fetched.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host)) throw new OutboundRefused('That address points to a private or local network, which is not fetched.');
  if (host === 'localhost' || host.endsWith('.localhost')) throw new OutboundRefused('That address points to this machine, which is not fetched.');
  return { url, allowed };
}

/** Parses OUTBOUND_ALLOW_HOSTS: comma-separated `host:port`; a malformed entry is a configuration error. */
export function parseAllowHosts(value: string | undefined): { hosts: Set<string>; invalid: string[] } {
  const hosts = new Set<string>();
  const invalid: string[] = [];
  for (const entry of (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)) {
    const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/.exec(entry);
    if (!match || Number(match[2]) > 65535) invalid.push(entry);
    else hosts.add(entry);
  }
  return { hosts, invalid };
}
