import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPromoCodeInput, type TPromoCodeInput } from '../../src/shared/schemas/billing';
import { createPromoCode, updatePromoCode } from '../../src/server/services/billing/promo-codes';
import { createTestApp, countRows, databaseKinds, testConfig, type TestApp } from '../helpers/test-app';

describe.each(databaseKinds)('promo codes and the sandbox on %s', (kind) => {
  let t: TestApp;
  let clock = new Date('2026-11-23T15:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock });
  });
  afterAll(() => t.close());

  const code = (input: TPromoCodeInput) => createPromoCode(t.ctx, ZPromoCodeInput.parse(input));
  const redeem = (cookie: string, promoCode: string) => t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: { promoCode } });
  const status = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/subscription/status', cookie })).json();
  const refused = { success: false, isLifetimeFree: false, message: expect.any(String) };

  it('gives lifetime access for a valid code, whatever its case and surrounding spaces, with no Stripe id', async () => {
    await code({ code: 'Spring2026', description: 'Spring launch' });
    const { cookie } = await t.signUp();
    const res = await redeem(cookie, '  sPRING2026 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, isLifetimeFree: true });
    expect(await status(cookie)).toEqual({
      hasSubscription: true,
      subscriptionStatus: 'active',
      trialEndDate: null,
      stripeSubscriptionId: null,
      notice: null,
      trialAvailable: true,
    });
    // Lifetime access blocks a paid subscription.
    const sub = await t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: {} });
    expect(sub.statusCode).toBe(409);
    expect(sub.json().message).toBe('Already Subscribed');
  });

  it('refuses unknown, inactive, expired and used-up codes with 200 success false, changing nothing', async () => {
    await code({ code: 'OFFNOW', isActive: false });
    await code({ code: 'LASTYEAR', expiresAt: '2026-11-23T14:59:59Z' });
    await code({ code: 'ONEUSE', maxRedemptions: 1 });
    const first = await t.signUp();
    expect((await redeem(first.cookie, 'ONEUSE')).json()).toEqual({ success: true, isLifetimeFree: true });
    const { cookie, user } = await t.signUp();
    for (const c of ['NOPE', 'OFFNOW', 'LASTYEAR', 'ONEUSE']) {
      const res = await redeem(cookie, c);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(refused);
    }
    expect(await status(cookie)).toMatchObject({ hasSubscription: false, subscriptionStatus: null });
    expect((await t.database.execute(`select redemptions from promo_codes where code = 'ONEUSE'`)).rows[0]!.redemptions).toBe(1);
    expect((await t.database.execute(`select count(*)::int as n from promo_redemptions where user_id = ${user.id}`)).rows[0]!.n).toBe(0);
  });

  it('expiry follows the clock', async () => {
    await code({ code: 'UNTILNOON', expiresAt: '2026-11-24T12:00:00Z' });
    const { cookie } = await t.signUp();
    clock = new Date('2026-11-24T12:00:01Z');
    expect((await redeem(cookie, 'untilnoon')).json()).toEqual(refused);
    clock = new Date('2026-11-24T11:59:59Z');
    expect((await redeem(cookie, 'untilnoon')).json()).toEqual({ success: true, isLifetimeFree: true });
    clock = new Date('2026-11-23T15:00:00Z');
  });

  it('one redemption per user: a second try of the same code is refused and counts nothing', async () => {
    const promo = await code({ code: 'TWICE' });
    const { cookie } = await t.signUp();
    expect((await redeem(cookie, 'TWICE')).json().success).toBe(true);
    const again = await redeem(cookie, 'twice');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(refused);
    expect((await t.database.execute(`select redemptions from promo_codes where id = ${promo.id}`)).rows[0]!.redemptions).toBe(1);
  });

  it('the last use of a code goes to exactly one of several users redeeming at once', async () => {
    await code({ code: 'RACE', maxRedemptions: 1 });
    const users = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
    const answers = await Promise.all(users.map((u) => redeem(u.cookie, 'RACE')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().success).length).toBe(1);
    expect((await t.database.execute(`select redemptions from promo_codes where code = 'RACE'`)).rows[0]!.redemptions).toBe(1);
  });

  it('a blank or missing code is a 400', async () => {
    const { cookie } = await t.signUp();
    for (const promoCode of ['', '   ', 42]) {
      const res = await t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: { promoCode } });
      expect(res.statusCode).toBe(400);
    }
    expect(await status(cookie)).toMatchObject({ hasSubscription: false });
  });

  it('codes are unique ignoring case', async () => {
    await code({ code: 'UNIQUE1' });
    await expect(code({ code: 'unique1' })).rejects.toMatchObject({ code: 'CONFLICT' });
    const other = await code({ code: 'UNIQUE2' });
    await expect(updatePromoCode(t.ctx, other.id, ZPromoCodeInput.parse({ code: 'Unique1' }))).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  describe('sandbox mode (no Stripe keys)', () => {
    it('says it is the sandbox and starts the trial at once with no card', async () => {
      expect((await t.request({ method: 'GET', url: '/api/payments/config' })).json()).toEqual({ mode: 'sandbox', publishableKey: null });
      const { cookie, user } = await t.signUp();
      const res = await t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: {} });
      expect(res.statusCode).toBe(200);
      expect(res.json().clientSecret).toEqual(expect.any(String));
      const s = await status(cookie);
      expect(s).toMatchObject({ hasSubscription: true, subscriptionStatus: 'trialing', notice: null });
      expect(new Date(s.trialEndDate).getTime() - clock.getTime()).toBe(30 * 86_400_000);
      expect((await t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: {} })).statusCode).toBe(409);
      expect(await countRows(t.database, 'subscription_attempts')).toBeGreaterThan(0);

      // Past the trial's end the sandbox converts it, as a successful first payment would.
      // (The trial end moves back rather than the clock forward: a month-idle session would have expired.)
      const ended = new Date(clock.getTime() - 60_000).toISOString();
      await t.database.execute(`update subscriptions set trial_end = $1 where user_id = $2`, [ended, user.id]);
      expect(await status(cookie)).toMatchObject({ hasSubscription: true, subscriptionStatus: 'active', trialEndDate: ended });
    });

    it('uses Stripe only when all four required values are set', () => {
      const three = { STRIPE_SECRET_KEY: 'sk_x', STRIPE_PUBLISHABLE_KEY: 'pk_x', STRIPE_PRICE_ID: 'price_x' };
      // Three of four is a start-up error naming the fourth (ADR 0071), never a silent sandbox.
      expect(() => testConfig({}, three)).toThrow(/STRIPE_WEBHOOK_SECRET: missing/);
      expect(testConfig({}, {}).payments).toEqual({ provider: 'sandbox' });
      expect(testConfig({}, { ...three, STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments).toMatchObject({ provider: 'stripe', priceId: 'price_x' });
      expect(() => testConfig({}, { STRIPE_API_BASE_URL: 'not a url' })).toThrow(/STRIPE_API_BASE_URL/);
    });
  });
});
