import type { ChatTurn } from '../../../adapters/ai/port';
import type { Ctx } from '../../context';
import * as conversation from '../stylist/conversation';

/** How much of the shared history the stylist sees when answering a text. */
export const SMS_HISTORY_TURNS = 10;

/**
 * The per-user conversation shared by web and SMS (src/server/services/stylist/conversation.ts):
 * texts read the same recent turns as the web chat and append theirs with channel 'sms'.
 */
export async function recentTurns(ctx: Pick<Ctx, 'db' | 'now'>, userId: number): Promise<ChatTurn[]> {
  // The thread since the person's last long pause (issue 38.4): an old conversation does not leak into a new one.
  return conversation.currentThread(ctx, userId, SMS_HISTORY_TURNS);
}

/** Appends text turns to the shared conversation. */
export async function appendTurns(ctx: Pick<Ctx, 'db' | 'now'>, userId: number, turns: ChatTurn[]): Promise<void> {
  await conversation.appendTurns(
    ctx,
    userId,
    turns.map((t) => ({ ...t, channel: 'sms' as const })),
  );
}
