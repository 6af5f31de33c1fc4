import { and, count, desc, eq } from 'drizzle-orm';
import { savedLooks, type SavedLookRow, type UserRow } from '../../../db/schema';
import type { TSavedLook, ZSaveLookRequest } from '../../../shared/schemas/stylist';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { AppError, notFound } from '../../errors';
import { loadCloset, type StylistItem } from './closet';

/** Enough for a season of favourites; a bound so one account cannot grow the table without end. */
export const SAVED_LOOKS_MAX = 100;

function toLook(row: SavedLookRow, closet: readonly StylistItem[]): TSavedLook {
  const items = new Map(closet.map((i) => [i.dto.id, i.dto]));
  return {
    id: row.id,
    // A piece deleted since is left out; the rest of the look is still worth seeing.
    items: row.itemIds.flatMap((id) => items.get(id) ?? []),
    sourceDate: row.sourceDate,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/saved-looks: newest first; looks whose every piece was deleted are not shown. */
export async function listSavedLooks(ctx: Ctx, user: UserRow): Promise<TSavedLook[]> {
  const [rows, closet] = await Promise.all([
    ctx.db.select().from(savedLooks).where(eq(savedLooks.userId, user.id)).orderBy(desc(savedLooks.createdAt), desc(savedLooks.id)),
    loadCloset(ctx, user.id),
  ]);
  return rows.map((r) => toLook(r, closet)).filter((l) => l.items.length > 0);
}

/** POST /api/saved-looks: every piece must be the user's; the same pieces saved again answer with the look already kept. */
export async function saveLook(ctx: Ctx, user: UserRow, input: z.infer<typeof ZSaveLookRequest>): Promise<TSavedLook> {
  const closet = await loadCloset(ctx, user.id);
  const owned = new Set(closet.map((i) => i.dto.id));
  if (!input.itemIds.every((id) => owned.has(id))) throw notFound('Clothing item not found');
  const itemKey = [...input.itemIds].sort((a, b) => a - b).join(',');
  const existing = await ctx.db
    .select()
    .from(savedLooks)
    .where(and(eq(savedLooks.userId, user.id), eq(savedLooks.itemKey, itemKey)));
  if (existing[0]) return toLook(existing[0], closet);
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(savedLooks).where(eq(savedLooks.userId, user.id));
  if (total >= SAVED_LOOKS_MAX) throw new AppError('CONFLICT', `You have ${SAVED_LOOKS_MAX} saved looks: remove one to save another`);
  const [row] = await ctx.db
    .insert(savedLooks)
    .values({ userId: user.id, itemIds: input.itemIds, itemKey, sourceDate: input.sourceDate ?? null })
    .onConflictDoNothing()
    .returning();
  if (row) return toLook(row, closet);
  // The same look saved from another tab at the same moment: both answer with the one kept.
  const [winner] = await ctx.db
    .select()
    .from(savedLooks)
    .where(and(eq(savedLooks.userId, user.id), eq(savedLooks.itemKey, itemKey)));
  return toLook(winner!, closet);
}

/** DELETE /api/saved-looks/:id: only the user's own look; any other id is a 404 and nothing changes. */
export async function removeSavedLook(ctx: Ctx, user: UserRow, id: number): Promise<void> {
  const removed = await ctx.db
    .delete(savedLooks)
    .where(and(eq(savedLooks.id, id), eq(savedLooks.userId, user.id)))
    .returning({ id: savedLooks.id });
  if (removed.length === 0) throw notFound('Saved look not found');
}
