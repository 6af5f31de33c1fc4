import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowServerErrors } from '../helpers/server-errors';
import { buildApp } from '../../src/server/app';
import { createTestApp, countRows, databaseKinds, ORIGIN, testConfig, type TestApp } from '../helpers/test-app';
import { startFakeStripe, STRIPE_TEST_ENV, type FakeStripe } from '../helpers/fake-stripe';

describe.each(databaseKinds)('create-subscription against a fake of Stripe on %s', (kind) => {
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(kind, { env: STRIPE_TEST_ENV(fake.url) });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const create = (cookie: string, payload?: unknown) =>
    t.request({ method: 'POST', url: '/api/create-subscription', cookie, ...(payload === undefined ? {} : { payload: payload as object }) });
  const status = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/subscription/status', cookie })).json();

  it('refuses anonymous callers with 401 before anything else', async () => {
    expect((await t.request({ method: 'POST', url: '/api/create-subscription', payload: {} })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/create-subscription', payload: { promoCode: '' } })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/subscription/status' })).statusCode).toBe(401);
  });

  it('creates one customer and a 30-day trial with default_incomplete, answering the SetupIntent secret', async () => {
    const { cookie } = await t.signUp();
    const before = { customers: fake.created('/v1/customers').length, subs: fake.created('/v1/subscriptions').length };
    const res = await create(cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().clientSecret).toMatch(/^seti_\d+_secret_fake$/);
    const [subCall] = fake.created('/v1/subscriptions').slice(before.subs);
    expect(subCall!.params.get('trial_period_days')).toBe('30');
    expect(subCall!.params.get('payment_behavior')).toBe('default_incomplete');
    expect(subCall!.params.get('items[0][price]')).toBe('price_premium');
    expect(fake.created('/v1/customers').length - before.customers).toBe(1);
    // Every create call carried an idempotency key derived from the recorded attempt.
    const [attempt] = (await t.database.execute(`select key from subscription_attempts order by id desc limit 1`)).rows;
    expect(subCall!.idempotencyKey).toBe(`${attempt!.key}:subscription`);
    expect(fake.created('/v1/customers').at(-1)!.idempotencyKey).toBe(`${attempt!.key}:customer`);

    // The card is not confirmed yet: no Premium, and a second click answers the same secret.
    expect(await status(cookie)).toMatchObject({ hasSubscription: false, subscriptionStatus: 'trialing' });
    const again = await create(cookie, {});
    expect(again.json().clientSecret).toBe(res.json().clientSecret);
    expect(fake.created('/v1/subscriptions').length - before.subs).toBe(1);
  });

  it('a double click (two requests at once) makes one customer and one subscription', async () => {
    const { cookie, user } = await t.signUp();
    const before = { customers: fake.customers.size, subs: fake.subscriptions.size };
    const [a, b] = await Promise.all([create(cookie, {}), create(cookie, {})]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().clientSecret).toBe(b.json().clientSecret);
    expect(fake.customers.size - before.customers).toBe(1);
    expect(fake.subscriptions.size - before.subs).toBe(1);
    expect((await t.database.execute(`select count(*)::int as n from subscription_attempts where user_id = ${user.id}`)).rows[0]!.n).toBe(1);
  });

  it('a retry after a lost answer gets the same subscription and its secret', async () => {
    const { cookie } = await t.signUp();
    const before = fake.subscriptions.size;
    const customersBefore = fake.customers.size;
    // Stripe makes the customer, then every answer (and the library's own retries) is lost: a 502 on purpose.
    allowServerErrors();
    fake.dropAnswers(3);
    const lost = await create(cookie, {});
    expect(lost.statusCode).toBe(502);
    expect(lost.json().code).toBe('PAYMENTS_UNAVAILABLE');
    const retry = await create(cookie, {});
    expect(retry.statusCode).toBe(200);
    expect(fake.customers.size - customersBefore).toBe(1);
    expect(fake.subscriptions.size - before).toBe(1);
    const replayed = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers').slice(-4);
    // All customer calls (the lost ones, the library's retries, ours) carried one key.
    expect(new Set(replayed.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('two app processes on one database make one customer and one subscription for a user', async () => {
    // A second app on the same database is what a second web process is: its own Stripe client, same tables.
    const second = await buildApp({ config: testConfig({}, STRIPE_TEST_ENV(fake.url)), database: t.database, logger: false });
    await second.ready();
    try {
      const { cookie } = await t.signUp();
      const before = { customers: fake.customers.size, subs: fake.subscriptions.size };
      const viaSecond = () =>
        second.inject({ method: 'POST', url: '/api/create-subscription', payload: {}, headers: { origin: ORIGIN, host: 'localhost:80', cookie } });
      const answers = await Promise.all([create(cookie, {}), viaSecond(), create(cookie, {}), viaSecond()]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.json().clientSecret)).size).toBe(1);
      expect(fake.customers.size - before.customers).toBe(1);
      expect(fake.subscriptions.size - before.subs).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('answers 409 Already Subscribed once the trial is confirmed, and Premium follows', async () => {
    const { cookie } = await t.signUp();
    const first = await create(cookie, {});
    const subId = [...fake.subscriptions.values()].at(-1)!.id;
    // The user confirms the card: Stripe marks the SetupIntent succeeded and says so by webhook; here we re-ask directly.
    fake.update(subId, (s) => void (s.pending_setup_intent!.status = 'succeeded'));
    const conflict = await create(cookie, {});
    expect(first.statusCode).toBe(200);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('Already Subscribed');
    expect(await status(cookie)).toMatchObject({ hasSubscription: true, subscriptionStatus: 'trialing', stripeSubscriptionId: subId, notice: null });
  });

  it('gives no trial to a subscription after a canceled one, and answers the first invoice secret', async () => {
    const { cookie, user } = await t.signUp();
    // The page offers the trial only while one is due (issue 43.2).
    expect(await status(cookie)).toMatchObject({ trialAvailable: true });
    await create(cookie, {});
    const first = [...fake.subscriptions.values()].at(-1)!;
    fake.update(first.id, (s) => void (s.status = 'canceled'));
    await t.database.execute(`update subscriptions set status = 'canceled', awaiting_confirmation = false where user_id = ${user.id}`);
    expect(await status(cookie)).toMatchObject({ trialAvailable: false });
    const res = await create(cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().clientSecret).toMatch(/^pi_\d+_secret_fake$/);
    const last = fake.created('/v1/subscriptions').at(-1)!;
    expect(last.params.get('trial_period_days')).toBeNull();
    expect(last.params.get('customer')).toBe(first.customer);
    expect(await status(cookie)).toMatchObject({ hasSubscription: false, subscriptionStatus: 'incomplete' });
    // Incomplete: the same secret again, no new subscription.
    const count = fake.subscriptions.size;
    expect((await create(cookie, {})).json().clientSecret).toBe(res.json().clientSecret);
    expect(fake.subscriptions.size).toBe(count);
  });

  it('a Stripe outage is a 502 with a plain message and writes no subscription', async () => {
    const { cookie, user } = await t.signUp();
    allowServerErrors();
    fake.failNext(10);
    const res = await create(cookie, {});
    fake.failNext(0);
    expect(res.statusCode).toBe(502);
    expect((await t.database.execute(`select count(*)::int as n from subscriptions where user_id = ${user.id}`)).rows[0]!.n).toBe(0);
  });

  it('rejects a body with unknown fields or a blank promo code with 400', async () => {
    const { cookie } = await t.signUp();
    expect((await create(cookie, { promoCode: '   ' })).statusCode).toBe(400);
    expect((await create(cookie, { plan: 'gold' })).statusCode).toBe(400);
    expect(await countRows(t.database, 'promo_redemptions')).toBe(0);
  });

  it('tells the page to use Stripe Elements with the publishable key', async () => {
    expect((await t.request({ method: 'GET', url: '/api/payments/config' })).json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_fake' });
  });
});
