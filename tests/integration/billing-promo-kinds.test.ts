import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPayments } from '../../src/adapters/payments/sandbox';
import { adminEnv, operatorLogin } from '../helpers/administration';
import { allowServerErrors } from '../helpers/server-errors';
import { startFakeStripe, STRIPE_TEST_ENV, type FakeStripe } from '../helpers/fake-stripe';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const ADMIN_URL = '/api/administration/promo-codes';
const DAY = 86_400_000;

/** Percent-off and free-months codes (issue 43.3, ADR 0117): made in the console, redeemed on /subscribe. */
describe.each(databaseKinds)('promo code kinds in the sandbox on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  let clock = new Date('2026-11-23T15:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { env: adminEnv, now: () => clock });
    auth = (await operatorLogin(t)).headers;
  });
  afterAll(() => t.close());

  const admin = (payload: object) => t.request({ method: 'POST', url: ADMIN_URL, headers: auth, payload });
  const check = (cookie: string, promoCode: string) => t.request({ method: 'POST', url: '/api/promo-code/check', cookie, payload: { promoCode } });
  const redeem = (cookie: string, promoCode: string) => t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: { promoCode } });
  const status = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/subscription/status', cookie })).json();
  const uses = async (code: string) => (await t.database.execute(`select redemptions from promo_codes where code = '${code}'`)).rows[0]!.redemptions;

  it('the console creates each kind; the list shows its terms', async () => {
    const percent = await admin({ code: 'SAVE20', kind: 'percent_off', percentOff: 20 });
    expect(percent.statusCode).toBe(201);
    expect(percent.json()).toMatchObject({ code: 'SAVE20', kind: 'percent_off', percentOff: 20, durationMonths: null, freeMonths: null, lifetimeFree: false });
    const months = await admin({ code: 'THREEFREE', kind: 'free_months', freeMonths: 3, maxRedemptions: 5, expiresAt: '2027-01-31T23:59:59Z' });
    expect(months.statusCode).toBe(201);
    expect(months.json()).toMatchObject({ kind: 'free_months', freeMonths: 3, percentOff: null, maxRedemptions: 5, expiresAt: '2027-01-31T23:59:59.000Z' });
    const lifetime = await admin({ code: 'FOREVERFREE' });
    expect(lifetime.json()).toMatchObject({ kind: 'lifetime', lifetimeFree: true, percentOff: null });
    const listed = (await t.request({ method: 'GET', url: ADMIN_URL, headers: auth })).json();
    expect(listed.map((p: { code: string; kind: string }) => [p.code, p.kind])).toEqual(
      expect.arrayContaining([
        ['SAVE20', 'percent_off'],
        ['THREEFREE', 'free_months'],
        ['FOREVERFREE', 'lifetime'],
      ]),
    );
  });

  it('bad input is a 400 naming the field and changes nothing', async () => {
    const before = await countRows(t.database, 'promo_codes');
    for (const [payload, field] of [
      [{ code: 'BAD1', kind: 'percent_off' }, 'percentOff'],
      [{ code: 'BAD2', kind: 'percent_off', percentOff: 0 }, 'percentOff'],
      [{ code: 'BAD3', kind: 'percent_off', percentOff: 101 }, 'percentOff'],
      [{ code: 'BAD4', kind: 'percent_off', percentOff: 12.5 }, 'percentOff'],
      [{ code: 'BAD5', kind: 'free_months' }, 'freeMonths'],
      [{ code: 'BAD6', kind: 'free_months', freeMonths: 25 }, 'freeMonths'],
      [{ code: 'BAD7', kind: 'free_months', freeMonths: 2, percentOff: 10 }, 'percentOff'],
      [{ code: 'BAD8', kind: 'lifetime', percentOff: 10 }, 'percentOff'],
      [{ code: 'BAD9', kind: 'half_price' }, 'kind'],
      [{ code: 'BAD10', kind: 'percent_off', percentOff: 10, lifetimeFree: true }, 'lifetimeFree'],
      [{ code: 'BAD11', kind: 'free_months', freeMonths: 1, lifetimeFree: true }, 'lifetimeFree'],
    ] as const) {
      const res = await admin(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(field);
    }
    expect(await countRows(t.database, 'promo_codes')).toBe(before);
  });

  it('a percent-off code shows its lower price, then starts the subscription at that price (the sandbox records it)', async () => {
    const { cookie } = await t.signUp();
    const offer = await check(cookie, ' save20 ');
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({ code: 'SAVE20', kind: 'percent_off', priceCents: 2399, fullPriceCents: 2999, summary: '20% off: $23.99/month' });
    expect(await uses('SAVE20')).toBe(0); // checking claims nothing
    const res = await redeem(cookie, 'save20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, isLifetimeFree: false, clientSecret: expect.any(String), offer: { priceCents: 2399 } });
    const s = await status(cookie);
    // A first subscription keeps the standard trial; the reduced price applies after it.
    expect(s).toMatchObject({ hasSubscription: true, subscriptionStatus: 'trialing' });
    expect(new Date(s.trialEndDate).getTime() - clock.getTime()).toBe(30 * DAY);
    const sandbox = t.ctx.payments as SandboxPayments;
    expect([...sandbox.monthlyCents.values()].at(-1)).toBe(2399);
    expect(await uses('SAVE20')).toBe(1);
    // Once is all: a second try says so.
    const again = await check(cookie, 'SAVE20');
    expect([again.statusCode, again.json().message]).toEqual([409, 'You have already used this promo code.']);
  });

  it('a free-months code starts the subscription with that many calendar months free, in place of the trial', async () => {
    const { cookie } = await t.signUp();
    expect((await check(cookie, 'threefree')).json()).toMatchObject({
      kind: 'free_months',
      freeMonths: 3,
      priceCents: 2999,
      summary: '3 months free, then $29.99/month',
    });
    const res = await redeem(cookie, 'THREEFREE');
    expect(res.json()).toMatchObject({ success: true, isLifetimeFree: false });
    const s = await status(cookie);
    expect(s).toMatchObject({ hasSubscription: true, subscriptionStatus: 'trialing' });
    expect(s.trialEndDate).toBe('2027-02-23T15:00:00.000Z');
    expect(await uses('THREEFREE')).toBe(1);
  });

  it('an expired code is a 422 naming its date with the year, and changes nothing', async () => {
    await admin({ code: 'GONE10', kind: 'percent_off', percentOff: 10, expiresAt: '2026-11-20T12:00:00Z' });
    const { cookie, user } = await t.signUp();
    for (const res of [await check(cookie, 'GONE10'), await redeem(cookie, 'GONE10')]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('This promo code expired on November 20, 2026.');
    }
    expect(await status(cookie)).toMatchObject({ hasSubscription: false });
    expect(await uses('GONE10')).toBe(0);
    expect((await t.database.execute(`select count(*)::int as n from subscription_attempts where user_id = ${user.id}`)).rows[0]!.n).toBe(0);
  });

  it('a code over its limit is a 422 and changes nothing; the last use goes to one of several people at once', async () => {
    await admin({ code: 'ONLYTWO', kind: 'free_months', freeMonths: 1, maxRedemptions: 2 });
    const people = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
    const answers = await Promise.all(people.map((p) => redeem(p.cookie, 'ONLYTWO')));
    expect(answers.filter((a) => a.statusCode === 200).length).toBe(2);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('This promo code has been used as many times as it allows.');
    }
    expect(await uses('ONLYTWO')).toBe(2);
    const late = await t.signUp();
    expect((await check(late.cookie, 'ONLYTWO')).statusCode).toBe(422);
    expect(await status(late.cookie)).toMatchObject({ hasSubscription: false });
  });

  it('unknown and inactive codes are a 404 with the usual words (an unknown code redeemed keeps its old 200 answer); a subscriber gets 409', async () => {
    await admin({ code: 'SLEEPING', kind: 'percent_off', percentOff: 15, isActive: false });
    const { cookie } = await t.signUp();
    for (const res of [await check(cookie, 'NOSUCH'), await check(cookie, 'SLEEPING'), await redeem(cookie, 'SLEEPING')]) {
      expect([res.statusCode, res.json().message]).toEqual([404, 'Please check your promo code and try again.']);
    }
    expect((await redeem(cookie, 'NOSUCH')).json()).toEqual({ success: false, isLifetimeFree: false, message: 'Please check your promo code and try again.' });
    expect((await t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: {} })).statusCode).toBe(200);
    const res = await redeem(cookie, 'SAVE20');
    expect([res.statusCode, res.json().message]).toEqual([409, 'Already Subscribed']);
    expect((await t.request({ method: 'POST', url: '/api/promo-code/check', cookie, payload: { promoCode: '' } })).statusCode).toBe(400);
  });

  it('a code saved before kinds with lifetime access off still gives nothing, and keeps so through an edit', async () => {
    const old = (await admin({ code: 'OLDNOTHING', lifetimeFree: false })).json();
    expect(old).toMatchObject({ kind: 'lifetime', lifetimeFree: false });
    const edited = await t.request({
      method: 'PUT',
      url: `${ADMIN_URL}/${old.id}`,
      headers: auth,
      payload: { code: 'OLDNOTHING', lifetimeFree: false, maxRedemptions: 3 },
    });
    expect(edited.json()).toMatchObject({ kind: 'lifetime', lifetimeFree: false, maxRedemptions: 3 });
    const { cookie } = await t.signUp();
    expect((await redeem(cookie, 'OLDNOTHING')).json()).toMatchObject({ success: false, isLifetimeFree: false });
    expect((await check(cookie, 'OLDNOTHING')).statusCode).toBe(404);
  });

  it('lifetime codes work exactly as before (200, success, isLifetimeFree)', async () => {
    const { cookie } = await t.signUp();
    expect((await check(cookie, 'foreverfree')).json()).toMatchObject({ kind: 'lifetime', summary: 'Lifetime free access' });
    expect((await redeem(cookie, 'foreverfree')).json()).toEqual({ success: true, isLifetimeFree: true });
    expect(await status(cookie)).toMatchObject({ hasSubscription: true, subscriptionStatus: 'active', trialEndDate: null, stripeSubscriptionId: null });
    clock = new Date('2026-11-23T15:00:00Z');
  });
});

describe.each(databaseKinds)('promo code kinds through Stripe (the SDK against the fake) on %s', (kind) => {
  let t: TestApp;
  let fake: FakeStripe;
  let auth: { authorization: string };
  const clock = new Date('2026-11-23T15:00:00Z');
  beforeAll(async () => {
    fake = await startFakeStripe({ now: () => clock });
    t = await createTestApp(kind, { env: { ...adminEnv, ...STRIPE_TEST_ENV(fake.url) }, now: () => clock });
    auth = (await operatorLogin(t)).headers;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const admin = (payload: object) => t.request({ method: 'POST', url: ADMIN_URL, headers: auth, payload });
  const create = (cookie: string, payload: object) => t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload });
  const posts = (path: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === path);

  it('a percent-off code is a repeating coupon and a promotion code, made once, applied to the subscription', async () => {
    await admin({ code: 'QUARTER', kind: 'percent_off', percentOff: 25, durationMonths: 3 });
    const first = await t.signUp();
    const res = await create(first.cookie, { promoCode: 'quarter' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, isLifetimeFree: false, clientSecret: expect.stringMatching(/^seti_/), offer: { priceCents: 2249 } });
    const [coupon] = [...fake.coupons.values()];
    expect(coupon).toMatchObject({ percent_off: 25, duration: 'repeating', duration_in_months: 3, metadata: { code: 'QUARTER' } });
    const [promotion] = [...fake.promotionCodes.values()];
    expect(promotion!.promotion.coupon).toBe(coupon!.id);
    const [sub] = [...fake.subscriptions.values()].slice(-1);
    expect(sub!.discounts).toEqual([promotion!.id]);
    expect(posts('/v1/coupons')[0]!.idempotencyKey).toBeTruthy();

    // A second person reuses the same coupon and promotion code.
    const second = await t.signUp();
    expect((await create(second.cookie, { promoCode: 'QUARTER' })).statusCode).toBe(200);
    expect(fake.coupons.size).toBe(1);
    expect(fake.promotionCodes.size).toBe(1);
    expect([...fake.subscriptions.values()].at(-1)!.discounts).toEqual([promotion!.id]);
  });

  it('a forever percent-off code is a coupon with duration forever', async () => {
    await admin({ code: 'TENOFF', kind: 'percent_off', percentOff: 10 });
    const { cookie } = await t.signUp();
    expect((await create(cookie, { promoCode: 'TENOFF' })).statusCode).toBe(200);
    expect([...fake.coupons.values()].at(-1)).toMatchObject({ percent_off: 10, duration: 'forever', duration_in_months: null });
  });

  it('a code applied after the page made its subscription replaces the unconfirmed one, keeping the trial', async () => {
    const { cookie } = await t.signUp();
    const plain = await create(cookie, {});
    expect(plain.json().clientSecret).toMatch(/^seti_/);
    const firstId = [...fake.subscriptions.values()].at(-1)!.id;
    const res = await create(cookie, { promoCode: 'TENOFF' });
    expect(res.statusCode).toBe(200);
    expect(res.json().clientSecret).not.toBe(plain.json().clientSecret);
    expect(fake.subscriptions.get(firstId)!.status).toBe('canceled');
    const replacement = [...fake.subscriptions.values()].at(-1)!;
    expect(replacement.id).not.toBe(firstId);
    expect(replacement.status).toBe('trialing');
    expect(replacement.trial_end! - Math.floor(clock.getTime() / 1000)).toBe(30 * 86400);
    // A retry of the same click is the same subscription.
    const retry = await create(cookie, { promoCode: 'TENOFF' });
    expect(retry.json().clientSecret).toBe(res.json().clientSecret);
  });

  it('a free-months code is a trial ending that many months on (trial_end), with no standard trial and no coupon', async () => {
    await admin({ code: 'TWOFREE', kind: 'free_months', freeMonths: 2 });
    const coupons = fake.coupons.size;
    const { cookie } = await t.signUp();
    const res = await create(cookie, { promoCode: 'TWOFREE' });
    expect(res.json()).toMatchObject({ success: true, clientSecret: expect.stringMatching(/^seti_/) });
    const call = posts('/v1/subscriptions').at(-1)!;
    expect(call.params.get('trial_end')).toBe(String(Date.parse('2027-01-23T15:00:00Z') / 1000));
    expect(call.params.get('trial_period_days')).toBeNull();
    expect(fake.coupons.size).toBe(coupons);
  });

  it('a Stripe failure while making the coupon is a 502 and claims no use', async () => {
    await admin({ code: 'FLAKY', kind: 'percent_off', percentOff: 30 });
    const { cookie } = await t.signUp();
    allowServerErrors();
    fake.failNext(3);
    const res = await create(cookie, { promoCode: 'FLAKY' });
    expect(res.statusCode).toBe(502);
    expect((await t.database.execute(`select redemptions from promo_codes where code = 'FLAKY'`)).rows[0]!.redemptions).toBe(0);
    expect((await create(cookie, { promoCode: 'FLAKY' })).statusCode).toBe(200);
  });
});
