import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { stylistTurns } from '../../../db/schema';
import type { ChatTurn } from '../../../adapters/ai/port';
import type { Ctx } from '../../context';

/** How many turns a user's conversation keeps; older ones are deleted as new ones arrive. */
export const KEPT_TURNS = 200;
/** How many recent turns the stylist (LLM or local) sees as context. */
export const CONTEXT_TURNS = 10;

export type TurnChannel = 'web' | 'sms';

export interface StoredTurn {
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  channel: TurnChannel;
}

/** The last `n` turns of the user's conversation (web and SMS together), oldest first. */
export async function recentTurns(ctx: Pick<Ctx, 'db'>, userId: number, n: number = CONTEXT_TURNS): Promise<ChatTurn[]> {
  const rows = await ctx.db
    .select({ role: stylistTurns.role, content: stylistTurns.content })
    .from(stylistTurns)
    .where(eq(stylistTurns.userId, userId))
    .orderBy(desc(stylistTurns.id))
    .limit(Math.max(0, Math.min(n, KEPT_TURNS)));
  return rows.reverse();
}

/** A pause this long between turns ends a thread by text: the next text starts a new conversation. */
export const THREAD_PAUSE_MS = 3 * 60 * 60 * 1000;

/**
 * The current thread: the last `n` turns, cut where the person paused for THREAD_PAUSE_MS or more
 * (and empty when the last turn is that old), oldest first. Texts have no 'new chat' button; a pause is one.
 */
export async function currentThread(ctx: Pick<Ctx, 'db' | 'now'>, userId: number, n: number = CONTEXT_TURNS): Promise<ChatTurn[]> {
  const rows = await ctx.db
    .select({ role: stylistTurns.role, content: stylistTurns.content, createdAt: stylistTurns.createdAt })
    .from(stylistTurns)
    .where(eq(stylistTurns.userId, userId))
    .orderBy(desc(stylistTurns.id))
    .limit(Math.max(0, Math.min(n, KEPT_TURNS)));
  const thread: ChatTurn[] = [];
  let later = ctx.now().getTime();
  for (const row of rows) {
    if (later - row.createdAt.getTime() >= THREAD_PAUSE_MS) break;
    thread.push({ role: row.role, content: row.content });
    later = row.createdAt.getTime();
  }
  return thread.reverse();
}

/** Every kept turn with its time, oldest first: GET /api/ai-stylist/conversation. */
export async function storedConversation(ctx: Pick<Ctx, 'db'>, userId: number): Promise<StoredTurn[]> {
  const rows = await ctx.db.select().from(stylistTurns).where(eq(stylistTurns.userId, userId)).orderBy(asc(stylistTurns.id));
  return rows.map((r) => ({ role: r.role, content: r.content, timestamp: r.createdAt.toISOString(), channel: r.channel }));
}

/** Adds turns to the user's conversation and trims it to the last KEPT_TURNS. */
export async function appendTurns(ctx: Pick<Ctx, 'db' | 'now'>, userId: number, turns: readonly (ChatTurn & { channel: TurnChannel })[]): Promise<void> {
  if (turns.length === 0) return;
  const at = ctx.now();
  // One millisecond apart, so a question and its answer keep their order by time too.
  const createdAt = (i: number) => new Date(at.getTime() + i);
  if (turns.length < KEPT_TURNS) {
    // One round trip (issue 45: every chat answer is stored): the insert and the trim in one
    // statement. The trim's snapshot predates the insert, so it keeps the newest KEPT_TURNS - n of
    // the turns already stored, and with the n added that is KEPT_TURNS, as the two steps below.
    const rows = turns.map((t, i) => sql`(${userId}, ${t.role}, ${t.content}, ${t.channel}, ${createdAt(i).toISOString()}::timestamptz)`);
    await ctx.db.execute(sql`
      with added as (insert into stylist_turns (user_id, role, content, channel, created_at) values ${sql.join(rows, sql`, `)} returning id)
      delete from stylist_turns
      where user_id = ${userId}
        and id < (select id from stylist_turns where user_id = ${userId} order by id desc offset ${KEPT_TURNS - turns.length - 1} limit 1)`);
    return;
  }
  await ctx.db.insert(stylistTurns).values(turns.map((t, i) => ({ userId, role: t.role, content: t.content, channel: t.channel, createdAt: createdAt(i) })));
  const [oldestKept] = await ctx.db
    .select({ id: stylistTurns.id })
    .from(stylistTurns)
    .where(eq(stylistTurns.userId, userId))
    .orderBy(desc(stylistTurns.id))
    .offset(KEPT_TURNS - 1)
    .limit(1);
  if (oldestKept) await ctx.db.delete(stylistTurns).where(and(eq(stylistTurns.userId, userId), lt(stylistTurns.id, oldestKept.id)));
}

/** One turn: `appendTurn(ctx, userId, { role, content, channel })`. */
export async function appendTurn(ctx: Pick<Ctx, 'db' | 'now'>, userId: number, turn: ChatTurn & { channel: TurnChannel }): Promise<void> {
  await appendTurns(ctx, userId, [turn]);
}

/** DELETE /api/ai-stylist/conversation: starts over (web and SMS share the one conversation). */
export async function clearConversation(ctx: Pick<Ctx, 'db'>, userId: number): Promise<void> {
  await ctx.db.delete(stylistTurns).where(eq(stylistTurns.userId, userId));
}
