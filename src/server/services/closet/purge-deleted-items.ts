import { and, isNotNull, lt } from 'drizzle-orm';
import { clothingItems } from '../../../db/schema';
import { SWEEP_POLICY, type SweepPolicy } from '../../../domain/storage/sweep-plan';
import type { Ctx } from '../../context';
import { deleteImageQuietly } from './stored-images';

/**
 * Items deleted longer ago than Undo is offered: the row (wears by cascade), then its photo.
 * Row first, as everywhere: a file left behind by a crash is swept as an orphan, never the reverse.
 */
export async function purgeDeletedItems(ctx: Ctx, policy: SweepPolicy = SWEEP_POLICY): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - policy.deletedItemTtlMs);
  const purged = await ctx.db
    .delete(clothingItems)
    .where(and(isNotNull(clothingItems.deletedAt), lt(clothingItems.deletedAt, cutoff)))
    .returning({ imageKey: clothingItems.imageKey });
  for (const { imageKey } of purged) await deleteImageQuietly(ctx, imageKey);
  if (purged.length) ctx.log.info({ purgedItems: purged.length }, 'deleted closet items purged');
  return purged.length;
}
