import { eq, lte } from 'drizzle-orm';
import { dataExports } from '../../../../db/schema';
import type { Ctx } from '../../../context';
import { deleteImageQuietly } from '../../closet/stored-images';

/**
 * Exports past their expiry: the row first (once it is gone nothing serves the file), then the
 * zip. Safe on several workers at once: each row is deleted by whoever gets it.
 */
export async function pruneDataExports(ctx: Pick<Ctx, 'db' | 'now' | 'storage' | 'log'>): Promise<number> {
  const expired = await ctx.db.select({ id: dataExports.id }).from(dataExports).where(lte(dataExports.expiresAt, ctx.now())).limit(500);
  let pruned = 0;
  for (const { id } of expired) {
    const [gone] = await ctx.db.delete(dataExports).where(eq(dataExports.id, id)).returning({ key: dataExports.storageKey });
    if (!gone) continue;
    await deleteImageQuietly(ctx, gone.key);
    pruned++;
  }
  return pruned;
}
