import { desc } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { smsMessages } from '../../../db/schema';
import { TAGLINE } from '../../../shared/constants';
import { ZPublicConfig } from '../../../shared/schemas/auth';
import { renderDevPhone } from './dev-phone-page';
import type { RouteModule } from '../types';

export const systemRoutes: RouteModule = (app, ctx) => {
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

  if (!ctx.config.devPhoneEnabled) return;

  const latest = () => ctx.db.select().from(smsMessages).orderBy(desc(smsMessages.id)).limit(200);

  // The simulator's phone: every text the product sent or received, newest first.
  app.get('/dev/phone', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return renderDevPhone(ctx.config.brandName, await latest());
  });

  app.get(
    '/api/dev/phone/messages',
    {
      schema: {
        tags: ['system'],
        response: {
          200: z.array(
            z.object({ id: z.number(), direction: z.string(), purpose: z.string(), to: z.string(), from: z.string(), body: z.string(), createdAt: z.string() }),
          ),
        },
      },
    },
    async () =>
      (await latest()).map((m) => ({
        id: m.id,
        direction: m.direction,
        purpose: m.purpose,
        to: m.toNumber,
        from: m.fromNumber,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      })),
  );
};
