import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, countRows, databaseKinds, type TestApp } from '../helpers/test-app';
import { startFakeStripe, STRIPE_TEST_ENV, type FakeStripe } from '../helpers/fake-stripe';
import { deliver, stripeEvent } from '../helpers/stripe-events';
import { confirmNumber } from '../helpers/sms';
import { drainJobs, MAIL_QUEUES } from '../helpers/jobs';
import { latestOutboxMails } from '../../src/server/services/mail/outbox-store';

const DAY = 86_400_000;

describe.each(databaseKinds)('Stripe webhooks on %s', (kind) => {
  let t: TestApp;
  let fake: FakeStripe;
  // 15:00 UTC is 10:00 in New York: inside the hours texts may be sent.
  let clock = new Date('2026-11-02T15:00:00Z');
  beforeAll(async () => {
    fake = await startFakeStripe({ now: () => clock });
    t = await createTestApp(kind, { env: STRIPE_TEST_ENV(fake.url), now: () => clock });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const status = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/subscription/status', cookie })).json();
  const row = async (userId: number) => (await t.database.execute(`select * from subscriptions where user_id = ${userId}`)).rows[0]!;
  const reminders = async (userId: number) =>
    Number((await t.database.execute(`select count(*)::int as n from sms_messages where user_id = ${userId} and purpose = 'system'`)).rows[0]!.n);

  /** A signed-up, texting user with a trial whose card is confirmed. */
  async function subscribedUser(options: { sms?: boolean } = {}) {
    const { cookie, user } = await t.signUp();
    await confirmNumber(t, user.phoneNumber as string);
    await t.database.execute(`update users set sms_enabled = ${options.sms ?? true} where id = ${user.id}`);
    const res = await t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: {} });
    expect(res.statusCode).toBe(200);
    const sub = [...fake.subscriptions.values()].at(-1)!;
    fake.update(sub.id, (s) => void (s.pending_setup_intent!.status = 'succeeded'));
    expect((await deliver(t, stripeEvent('customer.subscription.updated', { ...sub }))).statusCode).toBe(200);
    return { cookie, user, sub };
  }

  describe('signature', () => {
    it('accepts a valid event and stores its id once', async () => {
      const { cookie, sub } = await subscribedUser();
      expect(await status(cookie)).toMatchObject({ hasSubscription: true, subscriptionStatus: 'trialing', stripeSubscriptionId: sub.id });
    });

    it('answers 400 and writes nothing for a missing, tampered, stale, foreign-signed or non-JSON delivery', async () => {
      const { user, sub } = await subscribedUser();
      fake.update(sub.id, (s) => void (s.status = 'canceled'));
      const event = stripeEvent('customer.subscription.deleted', { ...sub, status: 'canceled' });
      const events = await countRows(t.database, 'stripe_webhook_events');
      const answers = [
        await deliver(t, event, { header: null }),
        await deliver(t, event, { tamper: (p) => p.replace('"livemode":false', '"livemode":true') }),
        await deliver(t, event, { timestamp: Math.floor(clock.getTime() / 1000) - 301 }),
        // Signed 'in the future' is no fresher than signed long ago.
        await deliver(t, event, { timestamp: Math.floor(clock.getTime() / 1000) + 301 }),
        await deliver(t, event, { secret: 'whsec_someone_else' }),
        await deliver(t, event, { header: 't=1,v1=deadbeef' }),
        await deliver(t, 'this is not json'),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400]);
      expect(answers[0]!.json()).toMatchObject({ code: 'BAD_REQUEST' });
      // Whatever the content type (or none), the bytes are checked, never parsed first.
      const untyped = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: 'x=1', headers: { 'stripe-signature': 't=1,v1=00' } });
      const noBody = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook' });
      expect([untyped.statusCode, noBody.statusCode]).toEqual([400, 400]);
      expect(await countRows(t.database, 'stripe_webhook_events')).toBe(events);
      expect((await row(user.id)).status).toBe('trialing');
      // Inside the 300 s window it is accepted.
      expect((await deliver(t, event, { timestamp: Math.floor(clock.getTime() / 1000) - 299 })).statusCode).toBe(200);
      expect((await row(user.id)).status).toBe('canceled');
    });

    it('answers 200 and changes nothing for unhandled types and unknown subscriptions', async () => {
      const events = await countRows(t.database, 'stripe_webhook_events');
      expect((await deliver(t, stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' }))).statusCode).toBe(200);
      expect((await deliver(t, stripeEvent('customer.subscription.updated', { id: 'sub_nobody', object: 'subscription' }))).statusCode).toBe(200);
      expect((await deliver(t, stripeEvent('invoice.paid', { id: 'in_x', object: 'invoice', parent: null }))).statusCode).toBe(200);
      expect(await countRows(t.database, 'stripe_webhook_events')).toBe(events);
    });
  });

  describe('delivery', () => {
    it('a duplicate delivery has no second effect (one reminder text)', async () => {
      const { user, sub } = await subscribedUser();
      const event = stripeEvent('customer.subscription.trial_will_end', { ...sub });
      expect((await deliver(t, event)).statusCode).toBe(200);
      expect((await deliver(t, event)).statusCode).toBe(200);
      expect(await reminders(user.id)).toBe(1);
      // Stripe saying it again with a new event id still gives one reminder per subscription.
      expect((await deliver(t, stripeEvent('customer.subscription.trial_will_end', { ...sub }))).statusCode).toBe(200);
      expect(await reminders(user.id)).toBe(1);
    });

    it('concurrent deliveries of one event store it once and remind once', async () => {
      const { user, sub } = await subscribedUser();
      const event = stripeEvent('customer.subscription.trial_will_end', { ...sub });
      const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(t, event)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect((await t.database.execute(`select count(*)::int as n from stripe_webhook_events where id = '${event.id}'`)).rows[0]!.n).toBe(1);
      expect(await reminders(user.id)).toBe(1);
    });

    it('an old event arriving late changes nothing: the subscription is re-read from Stripe', async () => {
      const { cookie, user, sub } = await subscribedUser();
      const stale = stripeEvent('customer.subscription.updated', { ...sub, status: 'trialing' });
      fake.update(sub.id, (s) => void (s.status = 'active'));
      await deliver(t, stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: sub.id } } }));
      expect((await row(user.id)).status).toBe('active');
      // The event's own copy says trialing; Stripe says active.
      expect((await deliver(t, stale)).statusCode).toBe(200);
      expect(await status(cookie)).toMatchObject({ hasSubscription: true, subscriptionStatus: 'active' });
      // An old payment failure after a later payment leaves no notice.
      await deliver(t, stripeEvent('invoice.payment_failed', { id: 'in_0', object: 'invoice', subscription: sub.id }));
      expect(await status(cookie)).toMatchObject({ subscriptionStatus: 'active', notice: null });
    });
  });

  describe('receipts (issue 27)', () => {
    it('mails a receipt for a paid invoice to a verified email once, and none to an unverified one', async () => {
      const { user, sub } = await subscribedUser();
      await t.database.execute(`update users set email = 'payer-${user.id}@example.com', email_verified_at = now() where id = ${user.id}`);
      const paid = stripeEvent('invoice.paid', { id: `in_r${user.id}`, object: 'invoice', parent: { subscription_details: { subscription: sub.id } } });
      fake.update(sub.id, (s) => void (s.status = 'active'));
      await deliver(t, paid);
      await deliver(t, paid);
      await drainJobs(t, MAIL_QUEUES);
      const mails = (await latestOutboxMails(t.ctx.db)).filter((m) => m.to === `payer-${user.id}@example.com`);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Your Wearwise receipt');
      expect(mails[0]!.text).toContain('$29.99');

      const other = await subscribedUser();
      await t.database.execute(`update users set email = 'unproven-${other.user.id}@example.com' where id = ${other.user.id}`);
      fake.update(other.sub.id, (s) => void (s.status = 'active'));
      await deliver(
        t,
        stripeEvent('invoice.paid', { id: `in_u${other.user.id}`, object: 'invoice', parent: { subscription_details: { subscription: other.sub.id } } }),
      );
      await drainJobs(t, MAIL_QUEUES);
      expect((await latestOutboxMails(t.ctx.db)).filter((m) => m.to === `unproven-${other.user.id}@example.com`)).toHaveLength(0);
    });
  });

  describe('trial lifecycle with a moving clock', () => {
    it('trial, reminder, conversion, failed payment, grace, cancel', async () => {
      clock = new Date('2026-11-02T15:00:00Z');
      const { cookie, user, sub } = await subscribedUser();
      const trialEnd = new Date(sub.trial_end! * 1000);
      expect(trialEnd.getTime() - clock.getTime()).toBe(30 * DAY);
      expect(await status(cookie)).toMatchObject({ hasSubscription: true, trialEndDate: trialEnd.toISOString(), notice: null });

      // Three days before the end Stripe says the trial ends soon: one text, and the in-app notice.
      clock = new Date(trialEnd.getTime() - 3 * DAY);
      await deliver(t, stripeEvent('customer.subscription.trial_will_end', { ...sub }));
      expect(await reminders(user.id)).toBe(1);
      const [text] = (await t.database.execute(`select body from sms_messages where user_id = ${user.id} and purpose = 'system'`)).rows;
      expect(String(text!.body)).toContain('free trial ends on December 2, 2026');
      expect((await status(cookie)).notice).toMatchObject({ kind: 'trial_ending' });

      // Conversion: the first invoice is paid.
      clock = new Date(trialEnd.getTime() + 60_000);
      fake.update(sub.id, (s) => {
        s.status = 'active';
        s.trial_end = Math.floor(trialEnd.getTime() / 1000);
      });
      await deliver(t, stripeEvent('invoice.paid', { id: 'in_conv', object: 'invoice', parent: { subscription_details: { subscription: sub.id } } }));
      expect(await status(cookie)).toMatchObject({ hasSubscription: true, subscriptionStatus: 'active', notice: null });

      // A month on, the renewal fails: past_due, still Premium within the 7-day grace, with a notice.
      clock = new Date(trialEnd.getTime() + 30 * DAY);
      fake.update(sub.id, (s) => void (s.status = 'past_due'));
      await deliver(t, stripeEvent('invoice.payment_failed', { id: 'in_fail', object: 'invoice', parent: { subscription_details: { subscription: sub.id } } }));
      expect(await status(cookie)).toMatchObject({ hasSubscription: true, subscriptionStatus: 'past_due', notice: { kind: 'payment_failed' } });
      clock = new Date(clock.getTime() + 6 * DAY);
      expect((await status(cookie)).hasSubscription).toBe(true);
      clock = new Date(clock.getTime() + 2 * DAY);
      expect(await status(cookie)).toMatchObject({ hasSubscription: false, subscriptionStatus: 'past_due' });

      // Stripe gives up and cancels.
      fake.update(sub.id, (s) => void (s.status = 'canceled'));
      await deliver(t, stripeEvent('customer.subscription.deleted', { ...sub, status: 'canceled' }));
      expect(await status(cookie)).toMatchObject({ hasSubscription: false, subscriptionStatus: 'canceled', notice: null });
    });

    it('payment_action_required leaves a notice while the invoice waits', async () => {
      clock = new Date('2026-11-02T15:00:00Z');
      const { cookie, sub } = await subscribedUser();
      fake.update(sub.id, (s) => void (s.status = 'past_due'));
      await deliver(t, stripeEvent('invoice.payment_action_required', { id: 'in_3ds', object: 'invoice', subscription: sub.id }));
      expect((await status(cookie)).notice).toMatchObject({ kind: 'action_required' });
    });
  });

  describe('trial reminder follows the SMS rules', () => {
    it('sends nothing to a user who has not opted in to texts', async () => {
      clock = new Date('2026-11-02T15:00:00Z');
      const { cookie, user, sub } = await subscribedUser({ sms: false });
      clock = new Date(sub.trial_end! * 1000 - 3 * DAY);
      await deliver(t, stripeEvent('customer.subscription.trial_will_end', { ...sub }));
      expect(await reminders(user.id)).toBe(0);
      expect((await status(cookie)).notice).toMatchObject({ kind: 'trial_ending' });
    });

    it("gives only the in-app notice when the month's automated texts are spent", async () => {
      clock = new Date('2026-11-02T15:00:00Z');
      const { cookie, user, sub } = await subscribedUser();
      clock = new Date(sub.trial_end! * 1000 - 3 * DAY);
      for (let i = 0; i < t.ctx.config.smsMonthlyLimit; i++) {
        await t.database.execute(
          `insert into sms_messages (user_id, direction, purpose, from_number, to_number, body, created_at) values ($1, 'outbound', 'daily_outfit', '+15550100000', '+15550000000', 'outfit', $2)`,
          [user.id, new Date(clock.getTime() - 60_000).toISOString()],
        );
      }
      await deliver(t, stripeEvent('customer.subscription.trial_will_end', { ...sub }));
      expect(await reminders(user.id)).toBe(0);
      expect((await status(cookie)).notice).toMatchObject({ kind: 'trial_ending' });
    });

    it('waits for 07:00 local when Stripe calls at night', async () => {
      clock = new Date('2026-11-02T15:00:00Z');
      const { user, sub } = await subscribedUser();
      // 03:00 in New York.
      clock = new Date(Date.UTC(2026, 10, 29, 8, 0));
      fake.update(sub.id, (s) => void (s.trial_end = Math.floor(clock.getTime() / 1000) + 3 * 86400));
      await deliver(t, stripeEvent('customer.subscription.trial_will_end', { ...sub }));
      expect(await reminders(user.id)).toBe(0);
      const queued = (await t.ctx.jobs.stats()).find((s) => s.name === 'billing-trial-reminder');
      expect(queued?.queued).toBe(1);
      const [job] = (await t.database.execute(`select start_after from pgboss.job where name = 'billing-trial-reminder'`)).rows;
      expect(new Date(job!.start_after as string).toISOString()).toBe('2026-11-29T12:00:00.000Z');
    });
  });
});
