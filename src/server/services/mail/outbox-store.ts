import { desc } from 'drizzle-orm';
import type { OutboxStore } from '../../../adapters/mail';
import type { Db } from '../../../db/client';
import { outboxMails } from '../../../db/schema';

/** The local outbox's mails live in the database: written by any process, read by /dev/mail. */
export const databaseOutbox = (db: Db): OutboxStore => ({
  async add(mail) {
    const [row] = await db.insert(outboxMails).values(mail).returning({ id: outboxMails.id });
    return row!.id;
  },
});

/** The newest mails first. */
export const latestOutboxMails = (db: Db, limit = 50) => db.select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(limit);
