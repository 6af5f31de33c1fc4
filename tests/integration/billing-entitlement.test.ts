import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/db/seed';
import { entitlementFor } from '../../src/server/services/billing/entitlement';
import { FREE_CHAT_MESSAGES_PER_DAY, FREE_OUTFIT_REFRESHES_PER_DAY } from '../../src/shared/billing';
import { grantPremium, signUpWithPhone, textIn, textsTo } from '../helpers/sms';
import { addItems, smallCloset } from '../helpers/stylist';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

describe.each(databaseKinds)('Premium entitlement on %s', (kind) => {
  let t: TestApp;
  let clock = new Date('2026-11-23T15:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock });
  });
  afterAll(() => t.close());

  const chat = (cookie: string, remoteAddress: string) =>
    t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, remoteAddress, payload: { message: 'What goes with navy chinos?' } });
  const outfit = (cookie: string, refresh: boolean) =>
    t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: { date: '2026-11-23', refresh } });
  const lifetime = (userId: number) =>
    t.database.execute(`insert into subscriptions (user_id, provider, status, lifetime) values (${userId}, 'promo', 'active', true)`);

  it('free users get 10 chat messages a day, then a 402 naming Subscribe to Premium that comes before the per-minute limit', async () => {
    const { cookie } = await t.signUp();
    const codes: number[] = [];
    // One address for all of them: the per-minute limit (20) would answer 429 from the 21st on.
    for (let i = 0; i < 25; i++) codes.push((await chat(cookie, '127.9.9.9')).statusCode);
    expect(codes.slice(0, FREE_CHAT_MESSAGES_PER_DAY)).toEqual(Array(FREE_CHAT_MESSAGES_PER_DAY).fill(200));
    expect(codes.slice(FREE_CHAT_MESSAGES_PER_DAY)).toEqual(Array(25 - FREE_CHAT_MESSAGES_PER_DAY).fill(402));
    const refused = await chat(cookie, '127.9.9.10');
    // The page by name (the toast's button), never the raw path (issue 43).
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_REQUIRED', message: expect.stringContaining('Subscribe to Premium') });
    expect(refused.json().message).not.toContain('/subscribe');
    expect((await t.request({ method: 'GET', url: '/api/entitlement', cookie })).json()).toEqual({
      premium: false,
      chatMessagesLeft: 0,
      outfitRefreshesLeft: 3,
    });

    // The next local day starts afresh.
    clock = new Date('2026-11-24T15:00:00Z');
    expect((await chat(cookie, '127.9.9.11')).statusCode).toBe(200);
    clock = new Date('2026-11-23T15:00:00Z');
  });

  it('a bad chat body is a 400 and spends nothing', async () => {
    const { cookie } = await t.signUp();
    expect((await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message: '   ' } })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/entitlement', cookie })).json().chatMessagesLeft).toBe(FREE_CHAT_MESSAGES_PER_DAY);
  });

  it('Premium users chat without the daily limit', async () => {
    const { cookie, user } = await t.signUp();
    await lifetime(user.id);
    for (let i = 0; i < FREE_CHAT_MESSAGES_PER_DAY + 2; i++) expect((await chat(cookie, `127.9.8.${i + 2}`)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/entitlement', cookie })).json()).toEqual({
      premium: true,
      chatMessagesLeft: null,
      outfitRefreshesLeft: null,
    });
  });

  it("the day's first outfit stays free; refreshes are 3 a day, then 402; the stored outfit still shows", async () => {
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, smallCloset);
    expect((await outfit(cookie, true)).statusCode).toBe(200); // nothing stored yet: this is the first outfit
    for (let i = 0; i < FREE_OUTFIT_REFRESHES_PER_DAY; i++) expect((await outfit(cookie, true)).statusCode).toBe(200);
    const over = await outfit(cookie, true);
    expect(over.statusCode).toBe(402);
    expect(over.json().message).toContain('Subscribe to Premium');
    expect((await outfit(cookie, false)).statusCode).toBe(200);
    // Another date's first outfit is free too.
    expect(
      (await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: { date: '2026-11-25', refresh: true } })).statusCode,
    ).toBe(200);
  });

  it("chat by text shares the web chat's free messages: once they are spent, a text answers with the way to Premium", async () => {
    const phone = '+14155559871';
    const { cookie, user } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    for (let i = 0; i < FREE_CHAT_MESSAGES_PER_DAY - 1; i++) expect((await chat(cookie, `127.9.7.${i + 2}`)).statusCode).toBe(200);
    await textIn(t, phone, 'What goes with a grey blazer?');
    const last = (await textsTo(t, phone)).at(-1)!;
    expect(last.purpose).toBe('reply');
    expect(last.body).not.toContain('free messages');
    expect((await t.request({ method: 'GET', url: '/api/entitlement', cookie })).json().chatMessagesLeft).toBe(0);

    await textIn(t, phone, 'And shoes?');
    const refused = (await textsTo(t, phone)).at(-1)!;
    expect(refused.body).toBe(
      `You've used today's ${FREE_CHAT_MESSAGES_PER_DAY} free messages with Wren. Start your free trial at the Subscribe page of the app for unlimited styling chats by text.`,
    );

    // Premium texts on without a limit.
    await grantPremium(t, user.id);
    await textIn(t, phone, 'And a belt?');
    expect((await textsTo(t, phone)).at(-1)!.body).not.toContain('free messages');
  });

  it('a trial counts, a past_due one within 7 days counts, later not; the rule is one function', async () => {
    const { user } = await t.signUp();
    const u = { id: user.id };
    expect((await entitlementFor(t.ctx, u)).premium).toBe(false);
    await t.database.execute(
      `insert into subscriptions (user_id, provider, status, trial_end) values (${user.id}, 'stripe', 'trialing', '2026-12-01T00:00:00Z')`,
    );
    expect((await entitlementFor(t.ctx, u)).premium).toBe(true);
    await t.database.execute(`update subscriptions set status = 'past_due', past_due_since = '2026-11-20T00:00:00Z' where user_id = ${user.id}`);
    expect((await entitlementFor(t.ctx, u)).premium).toBe(true);
    await t.database.execute(`update subscriptions set past_due_since = '2026-11-16T14:00:00Z' where user_id = ${user.id}`);
    expect((await entitlementFor(t.ctx, u)).premium).toBe(false);
  });

  it('the demo account has lifetime access', async () => {
    await seedDemo(t.ctx.db, async () => 'not-a-real-hash');
    const [demo] = (await t.database.execute(`select id from users where username = 'demo'`)).rows;
    expect((await entitlementFor(t.ctx, { id: Number(demo!.id) })).premium).toBe(true);
  });
});
