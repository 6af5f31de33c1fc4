import { and, desc, eq, inArray } from 'drizzle-orm';
import { smsMessages } from '../../../db/schema';
import type { ChatTurn } from '../../../adapters/ai/port';
import type { Ctx } from '../../context';

/** How much of the text history the stylist sees. */
export const SMS_HISTORY_TURNS = 10;

/**
 * SEAM (chat issue): the per-user conversation shared by web and SMS. When
 * `src/server/services/stylist/conversation.ts` lands, these two functions read and append there;
 * until then the SMS history is the stored texts themselves (inbound chat and replies).
 */
export async function recentTurns(ctx: Pick<Ctx, 'db'>, userId: number): Promise<ChatTurn[]> {
  const rows = await ctx.db
    .select({ direction: smsMessages.direction, body: smsMessages.body })
    .from(smsMessages)
    .where(and(eq(smsMessages.userId, userId), inArray(smsMessages.purpose, ['chat', 'reply'])))
    .orderBy(desc(smsMessages.id))
    .limit(SMS_HISTORY_TURNS);
  return rows.reverse().map((r) => ({ role: r.direction === 'inbound' ? 'user' : 'assistant', content: r.body }));
}

/** Appends a turn to the shared conversation; the texts are already stored, so nothing more to do yet. */
export async function appendTurns(_ctx: Pick<Ctx, 'db'>, _userId: number, _turns: ChatTurn[]): Promise<void> {}
