import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, isPublicAddress, OutboundRefused, parseAllowHosts } from './url-policy';

const none = { allowHosts: new Set<string>() };
const allow = (...hosts: string[]) => ({ allowHosts: new Set(hosts) });
const refused = (url: string, policy = none) => expect(() => checkOutboundUrl(url, policy)).toThrow(OutboundRefused);

describe('checkOutboundUrl: what the address alone decides', () => {
  it('takes a public https address', () => {
    expect(checkOutboundUrl('https://calendar.google.com/calendar/ical/x/basic.ics', none)).toMatchObject({ allowed: false });
    expect(checkOutboundUrl('https://93.184.216.34/feed.json', none).url.hostname).toBe('93.184.216.34');
  });

  it('refuses other schemes and plain http', () => {
    for (const url of ['http://example.com/feed', 'ftp://example.com/x', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/plain,x', 'gopher://x'])
      refused(url);
    refused('not a url');
  });

  it('refuses literal loopback, private, link-local, CGNAT, unspecified and IPv4-mapped IPv6 addresses', () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://127.1.2.3:8443/',
      'https://10.0.0.5/',
      'https://172.16.3.4/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://localhost/',
      'https://api.localhost/',
    ])
      refused(url);
  });

  it('refuses every IPv4-compatible and IPv4-mapped IPv6 spelling of each refused IPv4 range', () => {
    const refusedV4 = ['127.0.0.1', '10.0.0.5', '172.16.3.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255'];
    const hex = (v4: string) => {
      const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
      return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    };
    for (const v4 of refusedV4) {
      for (const v6 of [`::${hex(v4)}`, `::${v4}`, `::ffff:${v4}`, `::ffff:${hex(v4)}`, `0:0:0:0:0:0:${hex(v4)}`, `0:0:0:0:0:ffff:${hex(v4)}`]) {
        refused(`https://[${v6}]/`);
        expect(isPublicAddress(v6), v6).toBe(false);
      }
    }
    refused('https://[::7f00:1]/');
    refused('https://[::ffff:7f00:1]:8443/x');
  });

  it('refuses credentials in the address', () => refused('https://user:pass@example.com/'));

  it('lets a listed host:port through over http and at a private address, and only that port', () => {
    expect(checkOutboundUrl('http://127.0.0.1:4010/products.json', allow('127.0.0.1:4010'))).toMatchObject({ allowed: true });
    expect(checkOutboundUrl('http://localhost:4010/x', allow('localhost:4010'))).toMatchObject({ allowed: true });
    refused('http://127.0.0.1:4011/products.json', allow('127.0.0.1:4010'));
    expect(checkOutboundUrl('https://feeds.local/x.ics', allow('feeds.local:443'))).toMatchObject({ allowed: true });
  });
});

describe('isPublicAddress', () => {
  it('knows public from private', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    for (const a of ['127.0.0.1', '10.1.1.1', '169.254.169.254', '::1', '::ffff:127.0.0.1', 'fc00::1', 'example.com', ''])
      expect(isPublicAddress(a)).toBe(false);
  });
});

describe('parseAllowHosts', () => {
  it('reads comma-separated host:port entries and reports malformed ones', () => {
    expect(parseAllowHosts(' 127.0.0.1:4010, Localhost:80 ,[::1]:9000')).toEqual({
      hosts: new Set(['127.0.0.1:4010', 'localhost:80', '[::1]:9000']),
      invalid: [],
    });
    expect(parseAllowHosts(undefined)).toEqual({ hosts: new Set(), invalid: [] });
    expect(parseAllowHosts('127.0.0.1, http://x:1, host:99999').invalid).toEqual(['127.0.0.1', 'http://x:1', 'host:99999']);
  });
});
