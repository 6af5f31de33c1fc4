import { z } from 'zod';
import {
  ZCheckPromoCodeRequest,
  ZCreateSubscriptionRequest,
  ZCreateSubscriptionResponse,
  ZEntitlement,
  ZPaymentsConfig,
  ZPromoOffer,
  ZSubscriptionStatus,
} from '../../../shared/schemas/billing';
import { requireUser } from '../../plugins/auth';
import { createSubscription } from '../../services/billing/create-subscription';
import { entitlementSummary } from '../../services/billing/entitlement';
import { handleStripeWebhook } from '../../services/billing/handle-webhook';
import { checkPromoCode } from '../../services/billing/promo-offer';
import { redeemPromoCode } from '../../services/billing/redeem-promo-code';
import { subscriptionStatus } from '../../services/billing/subscription-status';
import { limit, type RouteModule } from '../types';

/** Stripe's signature is over the exact bytes it sent: keep them. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export const billingRoutes: RouteModule = async (app, ctx) => {
  app.post(
    '/api/create-subscription',
    {
      schema: { tags: ['billing'], body: ZCreateSubscriptionRequest, response: { 200: ZCreateSubscriptionResponse } },
      config: { ...limit(20, 1), auth: 'user' },
    },
    async (request) => {
      const user = requireUser(request);
      const promoCode = request.body?.promoCode;
      return promoCode !== undefined ? redeemPromoCode(ctx, user, promoCode) : createSubscription(ctx, user);
    },
  );

  // What a code would give, read-only (ADR 0117): the subscribe page shows the price before anything is charged.
  app.post(
    '/api/promo-code/check',
    { schema: { tags: ['billing'], body: ZCheckPromoCodeRequest, response: { 200: ZPromoOffer } }, config: { ...limit(30, 1), auth: 'user' } },
    async (request) => checkPromoCode(ctx, requireUser(request), request.body.promoCode),
  );

  app.get('/api/subscription/status', { schema: { tags: ['billing'], response: { 200: ZSubscriptionStatus } }, config: { auth: 'user' } }, async (request) =>
    subscriptionStatus(ctx, requireUser(request)),
  );

  app.get('/api/entitlement', { schema: { tags: ['billing'], response: { 200: ZEntitlement } }, config: { auth: 'user' } }, async (request) =>
    entitlementSummary(ctx, requireUser(request)),
  );

  app.get('/api/payments/config', { schema: { tags: ['billing'], response: { 200: ZPaymentsConfig } } }, async () => ({
    mode: ctx.payments.kind,
    publishableKey: ctx.payments.publishableKey,
  }));

  // Its own scope: every body arrives as raw bytes for the signature check (ADR 0040).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/stripe/webhook',
      { schema: { tags: ['billing'], response: { 200: z.object({ received: z.literal(true) }) } }, config: limit(600, 1) },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return handleStripeWebhook(ctx, raw, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
};
