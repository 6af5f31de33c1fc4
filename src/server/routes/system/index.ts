import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { TAGLINE } from '../../../shared/constants';
import { ZPublicConfig } from '../../../shared/schemas/auth';
import { devMailRoutes } from './dev-mail';
import { devPhoneRoutes } from './dev-phone';
import type { RouteModule } from '../types';

export const systemRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } } },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  );

  app.get('/api/config', { schema: { tags: ['system'], response: { 200: ZPublicConfig } } }, async () => ({
    brandName: ctx.config.brandName,
    assistantName: ctx.config.assistantName,
    tagline: TAGLINE,
    smsMonthlyLimit: ctx.config.smsMonthlyLimit,
    smsProvider: ctx.sms.name,
    devPhoneEnabled: ctx.config.devPhoneEnabled,
  }));

  // The simulator's phone: its pages and feeds live under /dev/phone* and /api/dev/phone/*.
  await devPhoneRoutes(app, ctx);
  // The outbox's viewer: /dev/mail and /api/dev/mail/*, behind the same guard (ADR 0100).
  await devMailRoutes(app, ctx);
};
