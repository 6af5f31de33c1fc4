import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { clientAddressKey, rateLimitKey } from './key';

const request = (auth: string | undefined, user: { id: number } | null, ip = '203.0.113.9') =>
  ({ ip, user, routeOptions: { config: { auth } } }) as unknown as FastifyRequest;

describe('rate-limit keys', () => {
  it('counts IPv6 per /64 and an IPv4-mapped address as IPv4', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe(clientAddressKey('2001:db8:1:2:bbbb::9'));
    expect(clientAddressKey('2001:db8:1:2::1')).not.toBe(clientAddressKey('2001:db8:1:3::1'));
    expect(clientAddressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it('keys signed-in routes on the user and public routes on the address, whatever cookie comes along', () => {
    expect(rateLimitKey(request('user', { id: 7 }))).toBe('user:7');
    expect(rateLimitKey(request('user-or-operator', { id: 7 }))).toBe('user:7');
    expect(rateLimitKey(request('user-or-operator', null))).toBe('ip:203.0.113.9');
    expect(rateLimitKey(request(undefined, { id: 7 }))).toBe('ip:203.0.113.9');
  });
});
