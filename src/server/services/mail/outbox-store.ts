import { desc, lt } from 'drizzle-orm';
import type { OutboxStore } from '../../../adapters/mail';
import type { Db } from '../../../db/client';
import { outboxMails } from '../../../db/schema';
import { maskSecrets } from '../../../domain/sms/mask-secrets';
import type { Ctx } from '../../context';
import type { Config } from '../../config';
import { createSecretBox, type SecretBox } from '../../crypto/secret-box';

/**
 * The local outbox's mails live in the database: written by any process, read by /dev/mail. A
 * mail's secrets (reset codes, link tokens) are stored masked; the live text is kept only sealed,
 * and only when `box` is given (the dev mail viewer is on), for that viewer's key holder (ADR 0100).
 */
export const databaseOutbox = (db: Db, box: SecretBox | null): OutboxStore => ({
  async add({ secrets = [], text, ...mail }) {
    const masked = maskSecrets(text, secrets);
    const sealedText = box && masked !== text ? box.seal(text) : null;
    const [row] = await db
      .insert(outboxMails)
      .values({ ...mail, text: masked, sealedText })
      .returning({ id: outboxMails.id });
    return row!.id;
  },
});

/**
 * The box live texts are sealed in (a key derived from APP_SECRET for this purpose alone), or
 * null when no dev mail viewer could ever show them: then none is kept.
 */
export const outboxSealer = (config: Pick<Config, 'devMailEnabled' | 'appSecret'>): SecretBox | null =>
  config.devMailEnabled ? createSecretBox(config.appSecret, 'outbox-live-text') : null;

/** The newest mails first. */
export const latestOutboxMails = (db: Db, limit = 50) => db.select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(limit);

/** Hourly: mails written more than MAIL_OUTBOX_RETENTION_DAYS ago are deleted; the count deleted. */
export async function pruneOutboxMails(ctx: Pick<Ctx, 'db' | 'now' | 'config'>): Promise<number> {
  const before = new Date(ctx.now().getTime() - ctx.config.mailOutboxRetentionDays * 86_400_000);
  const gone = await ctx.db.delete(outboxMails).where(lt(outboxMails.createdAt, before)).returning({ id: outboxMails.id });
  return gone.length;
}
