import { asc, eq, inArray, isNotNull, and, lt } from 'drizzle-orm';
import { closetUploads, clothingItems, dataExports } from '../../../db/schema';
import { expiredUploads, orphanFiles, SWEEP_POLICY, type SweepPolicy } from '../../../domain/storage/sweep-plan';
import type { Ctx } from '../../context';
import { deleteImageQuietly } from '../closet/stored-images';

type Db = Ctx['db'];

/**
 * Every table that points at stored objects, asked about one page of keys at a time. A feature
 * that stores files under its own rows adds its lookup here, or the sweep deletes its files.
 */
export const STORED_KEY_REFERENCES: ((db: Db, keys: string[]) => Promise<string[]>)[] = [
  async (db, keys) =>
    (
      await db
        .select({ key: clothingItems.imageKey })
        .from(clothingItems)
        .where(and(isNotNull(clothingItems.imageKey), inArray(clothingItems.imageKey, keys)))
    ).map((r) => r.key!),
  async (db, keys) => (await db.select({ key: closetUploads.key }).from(closetUploads).where(inArray(closetUploads.key, keys))).map((r) => r.key),
  async (db, keys) =>
    (
      await db
        .select({ key: dataExports.storageKey })
        .from(dataExports)
        .where(and(isNotNull(dataExports.storageKey), inArray(dataExports.storageKey, keys)))
    ).map((r) => r.key!),
];

export interface SweepResult {
  expiredUploads: number;
  orphanFiles: number;
}

const BATCH = 500;

/**
 * The periodic sweep: pending uploads older than a day (row, then file), then stored files no
 * row references. Safe to run on several workers at once: every delete tolerates a missing row
 * or file, and a file is judged only against rows that exist when its page is read.
 */
export async function sweepStorage(ctx: Ctx, policy: SweepPolicy = SWEEP_POLICY): Promise<SweepResult> {
  const now = ctx.now();
  let expired = 0;
  for (;;) {
    const pending = await ctx.db
      .select({ key: closetUploads.key, createdAt: closetUploads.createdAt })
      .from(closetUploads)
      .where(lt(closetUploads.createdAt, new Date(now.getTime() - policy.pendingUploadTtlMs)))
      .orderBy(asc(closetUploads.createdAt))
      .limit(BATCH);
    const keys = expiredUploads(pending, now, policy);
    for (const key of keys) {
      // Row first: once it is gone nothing can claim the file, so deleting the file is safe.
      const [gone] = await ctx.db.delete(closetUploads).where(eq(closetUploads.key, key)).returning({ key: closetUploads.key });
      if (gone) {
        await deleteImageQuietly(ctx, key);
        expired++;
      }
    }
    if (pending.length < BATCH) break;
  }

  let orphans = 0;
  for await (const page of ctx.storage.list(BATCH)) {
    const keys = page.map((f) => f.key);
    const referenced = new Set((await Promise.all(STORED_KEY_REFERENCES.map((lookup) => lookup(ctx.db, keys)))).flat());
    for (const key of orphanFiles(page, referenced, now, policy)) {
      await deleteImageQuietly(ctx, key);
      orphans++;
    }
  }
  if (expired || orphans) ctx.log.info({ expiredUploads: expired, orphanFiles: orphans }, 'storage sweep');
  return { expiredUploads: expired, orphanFiles: orphans };
}
