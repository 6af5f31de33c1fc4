import { and, eq } from 'drizzle-orm';
import { inIds } from '../../../db/id-list';
import { clothingItemWears, type UserRow } from '../../../db/schema';
import type { TUndoWearResponse, ZUndoWearRequest } from '../../../shared/schemas/stylist';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';

/**
 * POST /api/outfits/wear/undo: removes the wear entries a 'Wore this outfit' answered with. The
 * ids live in the database, so the undo works whichever process serves it; only the user's own
 * entries are ever touched, and when none of the ids is one of them nothing changes (404).
 */
export async function undoWear(ctx: Ctx, user: UserRow, input: z.infer<typeof ZUndoWearRequest>): Promise<TUndoWearResponse> {
  const removed = await ctx.db
    .delete(clothingItemWears)
    .where(and(eq(clothingItemWears.userId, user.id), inIds(clothingItemWears.id, [...new Set(input.wearIds)])))
    .returning({ id: clothingItemWears.id });
  if (removed.length === 0) throw notFound('Nothing to undo: those wears were not found (already undone?)');
  return { removed: removed.length };
}
