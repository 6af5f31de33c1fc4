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
