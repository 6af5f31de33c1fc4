import { and, gte, lte } from 'drizzle-orm';
import { inIds } from '../../../db/id-list';
import { outfitReactions, type OutfitReactionRow } from '../../../db/schema';
import { addDays } from '../../../domain/calendar/local-time';
import { REACTION_DAYS, type OutfitReaction } from '../../../domain/stylist';
import type { Ctx } from '../../context';

function toReaction(row: OutfitReactionRow): OutfitReaction | null {
  if (row.kind === 'swap') {
    if (row.fromItemId === null || row.toItemId === null) return null;
    return {
      kind: 'swap',
      date: row.localDate,
      fromItemId: row.fromItemId,
      toItemId: row.toItemId,
      keptItemIds: row.itemIds.filter((id) => id !== row.fromItemId),
    };
  }
  return row.reason ? { kind: 'not-today', date: row.localDate, reason: row.reason, itemIds: row.itemIds } : null;
}

/**
 * The reactions still in force on `date` for each user (the longest period any of them counts),
 * read for one user or a batch of them in one query.
 */
export async function reactionsOf(ctx: Pick<Ctx, 'db'>, userIds: readonly number[], date: string): Promise<Map<number, OutfitReaction[]>> {
  const out = new Map<number, OutfitReaction[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await ctx.db
    .select()
    .from(outfitReactions)
    .where(
      and(inIds(outfitReactions.userId, userIds), gte(outfitReactions.localDate, addDays(date, -REACTION_DAYS.taste)), lte(outfitReactions.localDate, date)),
    )
    .orderBy(outfitReactions.id);
  for (const row of rows) {
    const reaction = toReaction(row);
    if (reaction) out.get(row.userId)?.push(reaction);
  }
  return out;
}
