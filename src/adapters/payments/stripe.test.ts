import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookRejected } from './port';
import { StripePayments, subscriptionIdOf } from './stripe';

describe('subscriptionIdOf', () => {
  it('reads the subscription an event object names, in old and new API shapes', () => {
    expect(subscriptionIdOf({ object: 'subscription', id: 'sub_1' })).toBe('sub_1');
    expect(subscriptionIdOf({ object: 'invoice', parent: { subscription_details: { subscription: 'sub_2' } } })).toBe('sub_2');
    expect(subscriptionIdOf({ object: 'invoice', subscription: 'sub_3' })).toBe('sub_3');
    expect(subscriptionIdOf({ object: 'invoice', subscription: { id: 'sub_4', object: 'subscription' } })).toBe('sub_4');
    expect(subscriptionIdOf({ object: 'invoice', parent: null })).toBeNull();
    expect(subscriptionIdOf({ object: 'charge', id: 'ch_1' })).toBeNull();
    expect(subscriptionIdOf(null)).toBeNull();
    expect(subscriptionIdOf('sub_5')).toBeNull();
  });
});

describe('StripePayments.verifyWebhook', () => {
  const secret = 'whsec_unit';
  const payments = new StripePayments({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x', priceId: 'price_x', webhookSecret: secret });
  const signer = new Stripe('sk_test_x');
  const now = new Date('2026-11-23T12:00:00Z');
  const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: { object: 'invoice', subscription: 'sub_9' } } });
  const sign = (payload: string, at: Date, key = secret) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: key, timestamp: Math.floor(at.getTime() / 1000) });

  it('accepts a signature made within 300 s of the app clock and returns only id, type and subscription', async () => {
    expect(await payments.verifyWebhook(Buffer.from(body), sign(body, new Date(now.getTime() - 300_000)), now)).toEqual({
      id: 'evt_1',
      type: 'invoice.paid',
      subscriptionId: 'sub_9',
    });
  });

  it('accepts a signature up to 300 s ahead of the app clock (clock skew) and refuses one further in the future', async () => {
    expect((await payments.verifyWebhook(Buffer.from(body), sign(body, new Date(now.getTime() + 300_000)), now)).id).toBe('evt_1');
    await expect(payments.verifyWebhook(Buffer.from(body), sign(body, new Date(now.getTime() + 301_000)), now)).rejects.toThrow(WebhookRejected);
    await expect(payments.verifyWebhook(Buffer.from(body), sign(body, new Date(now.getTime() + 86_400_000)), now)).rejects.toThrow(/future/);
  });

  it('rejects stale, foreign, missing and tampered signatures', async () => {
    await expect(payments.verifyWebhook(Buffer.from(body), sign(body, new Date(now.getTime() - 301_000)), now)).rejects.toThrow(WebhookRejected);
    await expect(payments.verifyWebhook(Buffer.from(body), sign(body, now, 'whsec_other'), now)).rejects.toThrow(WebhookRejected);
    await expect(payments.verifyWebhook(Buffer.from(body), undefined, now)).rejects.toThrow(WebhookRejected);
    await expect(payments.verifyWebhook(Buffer.from(body.replace('sub_9', 'sub_0')), sign(body, now), now)).rejects.toThrow(WebhookRejected);
  });
});

describe('StripePayments discounts and free months, through the SDK against the local fake', () => {
  it('makes a coupon (repeating or forever) and a promotion code wrapping it; a retry with the same key makes nothing new', async () => {
    const { startFakeStripe } = await import('../../../tests/helpers/fake-stripe');
    const fake = await startFakeStripe({ now: () => new Date('2026-11-23T15:00:00Z') });
    try {
      const payments = new StripePayments({
        secretKey: 'sk_test_x',
        publishableKey: 'pk_test_x',
        priceId: 'price_x',
        webhookSecret: 'whsec_x',
        apiBaseUrl: fake.url,
      });
      const made = await payments.createDiscount({ promoCodeId: 7, code: 'QUARTER', percentOff: 25, durationMonths: 3 }, 'promo:7:a');
      expect(fake.coupons.get(made.couponId)).toMatchObject({
        percent_off: 25,
        duration: 'repeating',
        duration_in_months: 3,
        metadata: { promoCodeId: '7', code: 'QUARTER' },
      });
      expect(fake.promotionCodes.get(made.promotionCodeId)?.promotion).toEqual({ type: 'coupon', coupon: made.couponId });
      expect(await payments.createDiscount({ promoCodeId: 7, code: 'QUARTER', percentOff: 25, durationMonths: 3 }, 'promo:7:a')).toEqual(made);
      expect(fake.coupons.size).toBe(1);
      const forever = await payments.createDiscount({ promoCodeId: 8, code: 'TEN', percentOff: 10, durationMonths: null }, 'promo:8:a');
      expect(fake.coupons.get(forever.couponId)).toMatchObject({ duration: 'forever', duration_in_months: null });

      const { id: customerId } = await payments.createCustomer({ userId: 1, name: 'A', phone: null }, 'cus-key');
      const discounted = await payments.createSubscription(
        { customerId, trialDays: 30, userId: 1, offer: { discount: { promotionCodeId: made.promotionCodeId, percentOff: 25, durationMonths: 3 } } },
        'sub-key-1',
      );
      expect(fake.subscriptions.get(discounted.id)?.discounts).toEqual([made.promotionCodeId]);
      const freeUntil = new Date('2027-02-23T15:00:00Z');
      const free = await payments.createSubscription({ customerId, trialDays: 30, userId: 1, offer: { freeUntil } }, 'sub-key-2');
      expect(free).toMatchObject({ status: 'trialing', trialEnd: freeUntil, needsConfirmation: true });
      const sent = fake.requests.filter((r) => r.path === '/v1/subscriptions').at(-1)!.params;
      expect([sent.get('trial_end'), sent.get('trial_period_days')]).toEqual([String(freeUntil.getTime() / 1000), null]);
    } finally {
      await fake.close();
    }
  });
});
