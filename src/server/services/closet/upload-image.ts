import { and, eq, lt, sql } from 'drizzle-orm';
import { closetUploads, type UserRow } from '../../../db/schema';
import type { TClosetImageResponse } from '../../../shared/schemas/closet';
import type { Ctx } from '../../context';
import { checkClosetImage, renderClosetImage } from './image-pipeline';
import { deleteImageQuietly, newImageKey } from './stored-images';

/** An upload not saved on an item within a day was abandoned (dialog closed, draft discarded). */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 50;
/** Sweeping costs a query: once per user per ten minutes is plenty for a one-day expiry. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Per app (keyed by its context), so two apps in one process, as in tests, do not share it. */
const lastSweeps = new WeakMap<Ctx, Map<number, number>>();

// Every upload writes one row: the statement is built once and prepared per database.
const inserts = new WeakMap<object, ReturnType<typeof prepareInsert>>();
function prepareInsert(db: Ctx['db']) {
  return db
    .insert(closetUploads)
    .values({
      key: sql.placeholder('key'),
      userId: sql.placeholder('userId'),
      imageUrl: sql.placeholder('imageUrl'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('closet_upload_insert');
}

/** POST /api/closet-images: checks, re-encodes and stores a photo, and reads its colour. */
export async function uploadClosetImage(ctx: Ctx, user: UserRow, input: Buffer): Promise<TClosetImageResponse> {
  await checkClosetImage(input, 'image');
  const key = newImageKey();
  const url = ctx.storage.url(key);
  const rendering = renderClosetImage(input, 'image');
  // The pending row needs nothing from the image, so it is written while sharp decodes (the main
  // thread is idle then); storage gets the JPEG still encoding, so the file is created meanwhile
  // and only written once the bytes exist.
  const recording = (async () => {
    let insert = inserts.get(ctx.db);
    if (!insert) inserts.set(ctx.db, (insert = prepareInsert(ctx.db)));
    await insert.execute({ key, userId: user.id, imageUrl: url, createdAt: ctx.now() });
  })();
  const storing = ctx.storage.put(key, rendering.jpeg, 'image/jpeg');
  const [color, recorded, stored] = await Promise.allSettled([rendering.detectedColor, recording, storing]);
  if (color.status === 'rejected' || recorded.status === 'rejected' || stored.status === 'rejected') {
    // Undo whichever half happened; a decoding error (reported by the colour and the JPEG alike) comes first.
    if (recorded.status === 'fulfilled') await ctx.db.delete(closetUploads).where(eq(closetUploads.key, key));
    if (stored.status === 'fulfilled') await deleteImageQuietly(ctx, key);
    throw [color, stored, recorded].find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason;
  }
  await sweepAbandonedUploads(ctx, user.id);
  return { imageUrl: url, imageKey: key, detectedColor: color.value };
}

/** Swept per user on their uploads: bounded work, no scheduler needed, and nobody's storage grows unboundedly. */
export async function sweepAbandonedUploads(ctx: Ctx, userId: number): Promise<number> {
  const now = ctx.now().getTime();
  let lastSweep = lastSweeps.get(ctx);
  if (!lastSweep) lastSweeps.set(ctx, (lastSweep = new Map()));
  if (now - (lastSweep.get(userId) ?? -Infinity) < SWEEP_EVERY_MS) return 0;
  if (lastSweep.size > 10_000) lastSweep.clear();
  lastSweep.set(userId, now);
  const cutoff = new Date(now - PENDING_UPLOAD_TTL_MS);
  const stale = await ctx.db
    .select({ key: closetUploads.key })
    .from(closetUploads)
    .where(and(eq(closetUploads.userId, userId), lt(closetUploads.createdAt, cutoff)))
    .limit(SWEEP_BATCH);
  for (const { key } of stale) {
    // Row first: once it is gone nothing can claim the file, so deleting the file is safe.
    const [gone] = await ctx.db.delete(closetUploads).where(eq(closetUploads.key, key)).returning({ key: closetUploads.key });
    if (gone) await deleteImageQuietly(ctx, key);
  }
  return stale.length;
}
