import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dailyOutfits } from '../../db/schema';
import type { Ctx } from '../context';
import { refundFreeUse, spendFreeUse, type FreeUse, type LimitedFeature } from '../services/billing/entitlement';
import { userTodayOr } from '../services/billing/user-today';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A feature the free tier may use a few times a day (decisions.md 7); Premium is unlimited. */
    premium?: LimitedFeature;
  }
  interface FastifyRequest {
    /** The free use this request took, until it answers or gives it back. */
    freeUse?: FreeUse | null;
  }
}

/**
 * Gives back the request's free use, once: the handler calls it when its answer is a failure it
 * hides (the local stylist standing in for a failed model); the hook below for any error answer.
 */
export async function refundRequestFreeUse(ctx: Pick<Ctx, 'db'>, request: FastifyRequest): Promise<void> {
  const use = request.freeUse;
  request.freeUse = null;
  await refundFreeUse(ctx, use);
}

/**
 * The free tier's daily limits, answered with 402 before any per-minute rate limit: this hook is
 * global, and routes that carry `premium` put their rate limit on the route's own preHandler,
 * which runs after it (ADR 0041). It runs after validation, so a bad body spends nothing.
 */
export function registerPremiumLimits(app: FastifyInstance, ctx: Ctx) {
  app.addHook('preHandler', async (request) => {
    const feature = request.routeOptions.config.premium;
    if (!feature || !request.user) return;
    if (feature === 'outfit_refresh') {
      const body = request.body as { refresh?: boolean; date?: string } | undefined;
      if (!body?.refresh) return;
      // The day's first outfit for each date stays free: a "refresh" with nothing stored is a first outfit.
      const date = body.date ?? userTodayOr(ctx.now(), request.user.timezone);
      const [stored] = await ctx.db
        .select({ userId: dailyOutfits.userId })
        .from(dailyOutfits)
        .where(and(eq(dailyOutfits.userId, request.user.id), eq(dailyOutfits.localDate, date)));
      if (!stored) return;
    }
    request.freeUse = await spendFreeUse(ctx, request.user, feature);
  });
  // Only an answer counts (issue 43): a use taken by a request that then fails (a 5xx, a time-out,
  // a later 429) is given back before the error is sent, so the next request already sees it.
  app.addHook('onSend', async (request, reply) => {
    if (!request.freeUse || reply.statusCode < 400) return;
    try {
      await refundRequestFreeUse(ctx, request);
    } catch (error) {
      request.log.error({ err: error }, 'could not give back a free use');
    }
  });
}
