import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dailyOutfits } from '../../db/schema';
import type { Ctx } from '../context';
import { spendFreeUse, type LimitedFeature } from '../services/billing/entitlement';
import { userTodayOr } from '../services/billing/user-today';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A feature the free tier may use a few times a day (decisions.md 7); Premium is unlimited. */
    premium?: LimitedFeature;
  }
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
    await spendFreeUse(ctx, request.user, feature);
  });
}
