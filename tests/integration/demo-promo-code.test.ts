import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { DEMO_PROMO_CODE, seedDemoPromoCode } from '../../src/server/services/billing/promo-codes';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

// Embedded (no DATABASE_URL) configurations, as `npm start` loads them; their own data folder each.
const dirs: string[] = [];
function embeddedConfig(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'ww-demo-promo-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, SMS_PROVIDER: 'simulator', PAYMENTS_PROVIDER: 'sandbox', MAIL_PROVIDER: 'outbox', ...env });
}

describe.each(databaseKinds)('the public demo promo code on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const redeem = (cookie: string) => t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: { promoCode: DEMO_PROMO_CODE } });

  it('is never seeded in production, not even with SEED_DEMO=true: redeeming it gives nothing', async () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', SEED_DEMO: 'true' }] as Record<string, string>[]) {
      const config = embeddedConfig(env);
      expect(config.demoPromoCode).toBe(false);
      expect(await seedDemoPromoCode(t.ctx, config)).toBeNull();
    }
    expect(await countRows(t.database, 'promo_codes')).toBe(0);
    const { cookie } = await t.signUp();
    const res = await redeem(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, isLifetimeFree: false });
  });

  it('is seeded for a developer trying the product embedded, and gives lifetime access', async () => {
    const config = embeddedConfig({ NODE_ENV: 'development' });
    expect(config.demoPromoCode).toBe(true);
    expect(await seedDemoPromoCode(t.ctx, config)).toBe(DEMO_PROMO_CODE);
    const { cookie } = await t.signUp();
    expect((await redeem(cookie)).json()).toEqual({ success: true, isLifetimeFree: true });
  });

  it('is not seeded with DATABASE_URL, whatever NODE_ENV says', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ww-demo-promo-'));
    dirs.push(dir);
    const base = { DATA_DIR: dir, DATABASE_URL: 'postgres://x@localhost/db', APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base, NODE_ENV: 'development', SEED_DEMO: 'true' }).demoPromoCode).toBe(false);
  });
});
