import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMails } from '../../../db/schema';
import { SecretBoxError } from '../../crypto/secret-box';
import { DEV_MAIL, openedWithDevKey } from '../../plugins/dev-tool-guard';
import { outboxSealer } from '../../services/mail/outbox-store';
import type { RouteModule } from '../types';
import { renderDevMail, type DevMail } from './dev-mail-page';

const ZDevMail = z.object({ id: z.number(), to: z.string(), from: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() });

/**
 * The outbox's viewer (ADR 0100): the page at /dev/mail and its feed at /api/dev/mail/messages,
 * both behind the dev tool guard (its key or an operator token; never in production). The key
 * holder reads each mail's live text, opened from its sealed copy; anyone else the masked one.
 */
export const devMailRoutes: RouteModule = (app, ctx) => {
  if (!ctx.config.devMailEnabled || ctx.mail.name !== 'outbox') return;
  const box = outboxSealer(ctx.config);

  async function mails(live: boolean, to?: string, limit = 50): Promise<(DevMail & { id: number })[]> {
    const rows = await ctx.db
      .select()
      .from(outboxMails)
      .where(to ? eq(outboxMails.to, to) : undefined)
      .orderBy(desc(outboxMails.id))
      .limit(limit);
    return rows.map(({ sealedText, ...row }) => {
      if (!live || !box || !sealedText) return row;
      try {
        return { ...row, text: box.open(sealedText) };
      } catch (error) {
        // Sealed under another APP_SECRET: the masked copy is all there is.
        if (error instanceof SecretBoxError) return row;
        throw error;
      }
    });
  }

  app.get('/dev/mail', { schema: { hide: true } }, async (request, reply) => {
    const live = openedWithDevKey(request, DEV_MAIL);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return renderDevMail(ctx.config.brandName, await mails(live), live);
  });

  app.get(
    '/api/dev/mail/messages',
    {
      schema: {
        tags: ['system'],
        querystring: z.object({ to: z.string().max(320).optional() }),
        response: { 200: z.array(ZDevMail) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await mails(openedWithDevKey(request, DEV_MAIL), request.query.to, 200);
      return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
    },
  );
};
