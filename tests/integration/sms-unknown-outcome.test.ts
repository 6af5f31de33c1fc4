import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsPort } from '../../src/adapters/sms';
import { TwilioSms } from '../../src/adapters/sms/twilio';
import { sendPasswordResetCode } from '../../src/server/services/auth/password-reset';
import { runDailyTick } from '../../src/server/services/sms/daily/jobs';
import { sendDailyBatch } from '../../src/server/services/sms/daily/send';
import { collectDueSends } from '../../src/server/services/sms/daily/tick';
import { FAKE_FROM, FAKE_SID, FAKE_TOKEN, startFakeTwilio, type FakeTwilio } from '../helpers/fake-twilio';
import { confirmNumber, grantPremium, signUpWithPhone } from '../helpers/sms';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;
/** 15:00 UTC: 10:00 in New York, inside the send window; the users' time is 08:00. */
const START = new Date('2026-11-24T15:00:00Z');
const LOCAL_DATE = '2026-11-24';

/** The real Twilio adapter against the fake, giving up after 300 ms instead of 10 s. */
const slowTwilio = (fake: FakeTwilio) =>
  new TwilioSms({ accountSid: FAKE_SID, authToken: FAKE_TOKEN, fromNumber: FAKE_FROM, apiBaseUrl: fake.baseUrl, timeoutMs: 300 });

/** The same adapter with no way to look messages up: an unknown outcome stays unknown. */
const withoutLookup = (inner: SmsPort): SmsPort => ({
  name: inner.name,
  fromNumber: inner.fromNumber,
  send: (m) => inner.send(m),
  verifyWebhook: (...a) => inner.verifyWebhook(...a),
  fetchMedia: (...a) => inner.fetchMedia(...a),
});

/**
 * Issue 39: a provider that answers after the SDK gave up (or with a 5xx after accepting) may have
 * sent the text. It is reconciled through the provider's message list, or recorded as unknown,
 * and never sent a second time, however many ticks and retries follow (ADR 0105).
 */
describe.each(databaseKinds)('texts whose outcome the provider did not tell on %s', (kind) => {
  let fake: FakeTwilio;
  let t: TestApp;
  let lookupless: TestApp;
  let clock = START;
  let phoneSeq = 0;

  beforeAll(async () => {
    fake = await startFakeTwilio();
    const sms = slowTwilio(fake);
    // A text every day, so the monthly budget's spread never decides the day.
    const configOverrides = { smsMonthlyLimit: 31 };
    t = await createTestApp(kind, { now: () => clock, sms, configOverrides });
    lookupless = await createTestApp(kind, { now: () => clock, sms: withoutLookup(sms), configOverrides });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await lookupless.close();
    await fake.close();
  });

  async function dailyUser(app: TestApp) {
    const phone = `+1415556${String(phoneSeq++).padStart(4, '0')}`;
    const { user } = await signUpWithPhone(app, phone);
    await confirmNumber(app, phone);
    await grantPremium(app, user.id);
    await app.database.execute(`update users set timezone = 'America/New_York', daily_outfit_time = '08:00' where id = $1`, [user.id]);
    return { id: user.id, phone };
  }
  const row = async (app: TestApp, userId: number) =>
    (await app.database.execute(`select status, provider_message_id from sms_daily_sends where user_id = $1 and local_date = $2`, [userId, LOCAL_DATE]))
      .rows[0] as { status: string; provider_message_id: string | null };
  const textsTo = (phone: string) => fake.sent.filter((m) => m.to === phone);

  /** Every tick for an hour after the first send, each batch sent: what a fleet would do. */
  async function anHourOfTicks(app: TestApp) {
    for (let minute = 0; minute <= 60; minute += 6) {
      clock = new Date(START.getTime() + minute * MINUTE);
      for (const batch of await collectDueSends(app.ctx)) await sendDailyBatch(app.ctx, batch);
    }
  }

  it('a daily text answered after the timeout reaches the phone once and is recorded sent, with the id found in the list', async () => {
    const user = await dailyUser(t);
    fake.delayMs = 800;
    try {
      clock = START;
      await runDailyTick(t.ctx).then(() => undefined);
      await anHourOfTicks(t);
    } finally {
      fake.delayMs = 0;
    }
    expect(textsTo(user.phone)).toHaveLength(1);
    expect(await row(t, user.id)).toEqual({ status: 'sent', provider_message_id: textsTo(user.phone)[0]!.sid });
    const stored = await t.database.execute(`select status, provider_message_id from sms_messages where to_number = $1`, [user.phone]);
    expect(stored.rows).toEqual([{ status: 'sent', provider_message_id: textsTo(user.phone)[0]!.sid }]);
  }, 60_000);

  it('a 5xx after the provider accepted the text is reconciled the same way', async () => {
    const user = await dailyUser(t);
    fake.failAfterAccept = 503;
    try {
      await anHourOfTicks(t);
    } finally {
      fake.failAfterAccept = null;
    }
    expect(textsTo(user.phone)).toHaveLength(1);
    expect(await row(t, user.id)).toEqual({ status: 'sent', provider_message_id: textsTo(user.phone)[0]!.sid });
  }, 60_000);

  it('without a way to look it up, the text is recorded unknown and never sent again', async () => {
    const user = await dailyUser(lookupless);
    fake.delayMs = 800;
    try {
      await anHourOfTicks(lookupless);
    } finally {
      fake.delayMs = 0;
    }
    // A retried send job for the same batch claims nothing either.
    await sendDailyBatch(lookupless.ctx, { localDate: LOCAL_DATE, userIds: [user.id] });
    expect(textsTo(user.phone)).toHaveLength(1);
    expect(await row(lookupless, user.id)).toEqual({ status: 'unknown', provider_message_id: null });
    const stored = await lookupless.database.execute(`select status from sms_messages where to_number = $1`, [user.phone]);
    expect(stored.rows).toEqual([{ status: 'unknown' }]);
  }, 60_000);

  it('a refusal (4xx) is still a definite failure: nothing reached the phone, nothing is looked up', async () => {
    const user = await dailyUser(t);
    fake.blocked.add(user.phone);
    const lookups = fake.lookups;
    clock = new Date(START.getTime() + 61 * MINUTE);
    for (const batch of await collectDueSends(t.ctx)) await sendDailyBatch(t.ctx, batch);
    fake.blocked.delete(user.phone);
    expect(textsTo(user.phone)).toHaveLength(0);
    expect(fake.lookups).toBe(lookups);
    expect((await row(t, user.id)).status).toBe('skipped');
  }, 60_000);

  it('a reset text is sent once per request: a retry of its job after an unknown outcome sends nothing', async () => {
    const { phone } = await dailyUser(lookupless);
    fake.delayMs = 800;
    try {
      await sendPasswordResetCode(lookupless.ctx, phone, 'password-reset-text:job-1');
    } finally {
      fake.delayMs = 0;
    }
    // pg-boss runs the same job again (a heartbeat lost, a worker killed): same claim, no second text.
    await sendPasswordResetCode(lookupless.ctx, phone, 'password-reset-text:job-1');
    expect(textsTo(phone)).toHaveLength(1);
    // Another request is another job: it gets its own text.
    await sendPasswordResetCode(lookupless.ctx, phone, 'password-reset-text:job-2');
    expect(textsTo(phone)).toHaveLength(2);
  }, 60_000);

  it('a reset text that never reached the provider is retried by its job and sent once', async () => {
    const { phone } = await dailyUser(t);
    const unreachable = new TwilioSms({ accountSid: FAKE_SID, authToken: FAKE_TOKEN, fromNumber: FAKE_FROM, apiBaseUrl: 'http://127.0.0.1:9' });
    const offline = { ...t.ctx, sms: unreachable };
    await expect(sendPasswordResetCode(offline, phone, 'password-reset-text:job-3')).rejects.toThrow(/not sent/);
    await sendPasswordResetCode(t.ctx, phone, 'password-reset-text:job-3');
    await sendPasswordResetCode(t.ctx, phone, 'password-reset-text:job-3');
    expect(textsTo(phone)).toHaveLength(1);
  }, 60_000);
});
