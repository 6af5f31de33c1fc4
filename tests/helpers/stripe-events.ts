import Stripe from 'stripe';
import type { TestApp } from './test-app';

export const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_fake');
let seq = 0;

/** A Stripe event as Stripe sends it; `object` is the event's copy, which the app must not trust. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${++seq}_${Date.now()}`) {
  return { id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, data: { object } };
}

/** Posts a body signed with the library's own test header, as Stripe would. */
export function deliver(
  t: TestApp,
  body: string | object,
  options: { secret?: string; timestamp?: number; header?: string | null; tamper?: (payload: string) => string } = {},
) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const header =
    options.header !== undefined
      ? options.header
      : stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          // Signed "now" by the app's clock, which tests move.
          timestamp: options.timestamp ?? Math.floor(t.ctx.now().getTime() / 1000),
        });
  const sent = options.tamper ? options.tamper(payload) : payload;
  // Stripe's servers send no Origin and no cookie.
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: sent,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(header ? { 'stripe-signature': header } : {}) },
  });
}
