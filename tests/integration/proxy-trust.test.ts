import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** /api/login allows 20 attempts per address per 15 minutes (routes/auth). */
const LOGIN_LIMIT = 20;
/** Production runs on the simulator, the sandbox and local photos only when they are named (ADR 0071). */
const productionStandIns = { SMS_PROVIDER: 'simulator', PAYMENTS_PROVIDER: 'sandbox', MAIL_PROVIDER: 'outbox', UPLOADS_SHARED: 'true' };

/** Never the same unknown username twice in a file, so a per-username count never adds up. */
let unknownUser = 0;

async function loginStatuses(t: TestApp, n: number, remoteAddress: string, forwardedFor: (i: number) => string | undefined) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    const xff = forwardedFor(i);
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: xff ? { 'x-forwarded-for': xff } : {},
      // A different unknown username each time: only the per-address limit can answer 429.
      payload: { username: `nobody${unknownUser++}x`, password: 'not the password' },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe.each(databaseKinds)('proxy headers on %s', (kind) => {
  describe('TRUST_PROXY unset (the default, production included)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { NODE_ENV: 'production', ...productionStandIns } });
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-For: a client rotating it still meets the per-address limit', async () => {
      const codes = await loginStatuses(t, LOGIN_LIMIT + 1, '192.0.2.10', (i) => `198.51.100.${i + 1}`);
      expect(codes.slice(0, LOGIN_LIMIT).every((c) => c === 401)).toBe(true);
      expect(codes[LOGIN_LIMIT]).toBe(429);
    });
  });

  describe('TRUST_PROXY as proxy addresses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { NODE_ENV: 'production', ...productionStandIns, TRUST_PROXY: '10.0.0.0/8' } });
    });
    afterAll(() => t.close());

    it('believes the configured proxy: clients behind it are limited one by one', async () => {
      const distinct = await loginStatuses(t, LOGIN_LIMIT + 5, '10.0.0.2', (i) => `198.51.100.${i + 1}`);
      expect(distinct.every((c) => c === 401)).toBe(true);
      const same = await loginStatuses(t, LOGIN_LIMIT + 1, '10.0.0.2', () => '203.0.113.50');
      expect(same[LOGIN_LIMIT]).toBe(429);
    });

    it('ignores the header from anyone else', async () => {
      const codes = await loginStatuses(t, LOGIN_LIMIT + 1, '192.0.2.11', (i) => `198.51.100.${i + 100}`);
      expect(codes[LOGIN_LIMIT]).toBe(429);
    });
  });

  describe('TRUST_PROXY as a hop count', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { NODE_ENV: 'production', ...productionStandIns, TRUST_PROXY: '1' } });
    });
    afterAll(() => t.close());

    it('takes the address the nearest proxy saw, so entries a client prepends change nothing', async () => {
      const codes = await loginStatuses(t, LOGIN_LIMIT + 1, '10.0.0.3', (i) => `198.51.100.${i + 1}, 203.0.113.77`);
      expect(codes[LOGIN_LIMIT]).toBe(429);
    });
  });
});
