import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundFetcher, OutboundFailed } from './guarded-fetch';

/** A local stand-in for a feed host, reached only through OUTBOUND_ALLOW_HOSTS. */
let server: Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/ok') return res.end('hello');
    if (url.pathname === '/gzip') {
      res.setHeader('content-encoding', 'gzip');
      return res.end(gzipSync(Buffer.from('compressed hello')));
    }
    if (url.pathname === '/bomb') {
      // 1 KB on the wire, 64 MB once inflated: the cap applies to what is decoded.
      res.setHeader('content-encoding', 'gzip');
      return res.end(gzipSync(Buffer.alloc(64 * 1024 * 1024)));
    }
    if (url.pathname === '/big') {
      res.setHeader('content-length', String(30 * 1024 * 1024));
      return res.end();
    }
    if (url.pathname === '/stream') {
      // No content-length: the cap is enforced while reading.
      const chunk = Buffer.alloc(64 * 1024, 97);
      let sent = 0;
      const push = () => {
        while (sent < 400 && res.write(chunk)) sent++;
        if (sent < 400) res.once('drain', push);
        else res.end();
      };
      return push();
    }
    if (url.pathname === '/slow') return setTimeout(() => res.end('late'), 5000);
    if (url.pathname === '/redirect') {
      res.statusCode = 302;
      res.setHeader('location', url.searchParams.get('to') ?? '/ok');
      return res.end();
    }
    if (url.pathname === '/loop') {
      res.statusCode = 301;
      res.setHeader('location', '/loop');
      return res.end();
    }
    res.statusCode = 404;
    res.end('nope');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const allowed = () => createOutboundFetcher({ allowHosts: new Set([`127.0.0.1:${port}`]) });
const strict = () => createOutboundFetcher({ allowHosts: new Set() });
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundFailed);
  return error as OutboundFailed;
};

describe('the SSRF-guarded fetch, over real sockets', () => {
  it('fetches an allowed host, decompressing what it is sent', async () => {
    const ok = await allowed().fetch(`http://127.0.0.1:${port}/ok`);
    expect(ok.status).toBe(200);
    expect(ok.text()).toBe('hello');
    expect((await allowed().fetch(`http://127.0.0.1:${port}/gzip`)).text()).toBe('compressed hello');
    expect((await allowed().fetch(`http://127.0.0.1:${port}/missing`)).status).toBe(404);
  });

  it('refuses the same local server when it is not allowed, before connecting', async () => {
    const before = hits.length;
    for (const url of [
      `http://127.0.0.1:${port}/ok`,
      `https://127.0.0.1:${port}/ok`,
      `https://[::ffff:127.0.0.1]:${port}/ok`,
      'https://169.254.169.254/latest/meta-data/',
    ]) {
      expect((await failure(strict().fetch(url))).kind).toBe('refused');
    }
    expect(hits.length).toBe(before);
  });

  it('refuses a host name whose DNS answer holds a private address, at connect time', async () => {
    // A resolver that answers like a hostile DNS server: the name looks public, the address is not.
    const resolveTo = (addresses: string[]): LookupFunction =>
      ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
        const all = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
        if (options.all) callback(null, all);
        else callback(null, all[0]!.address, all[0]!.family);
      }) as unknown as LookupFunction;
    const before = hits.length;
    for (const addresses of [['127.0.0.1'], ['169.254.169.254'], ['::ffff:127.0.0.1'], ['93.184.216.34', '10.0.0.1']]) {
      const fetcher = createOutboundFetcher({ allowHosts: new Set() }, undefined, resolveTo(addresses));
      expect((await failure(fetcher.fetch(`https://feeds.example.com:${port}/ok`))).kind).toBe('refused');
    }
    expect(hits.length).toBe(before);
  });

  it('follows redirects within the allowed host but refuses a redirect to a private address', async () => {
    const followed = await allowed().fetch(`http://127.0.0.1:${port}/redirect?to=/gzip`);
    expect(followed.text()).toBe('compressed hello');
    expect(followed.url).toBe(`http://127.0.0.1:${port}/gzip`);
    for (const to of ['http://127.0.0.1:1/', 'https://10.0.0.1/', 'https://169.254.169.254/', 'file:///etc/passwd']) {
      expect((await failure(allowed().fetch(`http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(to)}`))).kind).toBe('refused');
    }
    expect((await failure(allowed().fetch(`http://127.0.0.1:${port}/loop`))).message).toMatch(/redirected too many times/);
  });

  it('caps the size: declared, streamed and decompressed', async () => {
    const small = { limits: { maxBytes: 1024 * 1024 } };
    expect((await failure(allowed().fetch(`http://127.0.0.1:${port}/big`))).kind).toBe('too_large');
    expect((await failure(allowed().fetch(`http://127.0.0.1:${port}/stream`, small))).kind).toBe('too_large');
    expect((await failure(allowed().fetch(`http://127.0.0.1:${port}/bomb`, small))).kind).toBe('too_large');
  });

  it('gives up at the deadline', async () => {
    const error = await failure(allowed().fetch(`http://127.0.0.1:${port}/slow`, { limits: { timeoutMs: 200 } }));
    expect(error.kind).toBe('timeout');
  });
});
