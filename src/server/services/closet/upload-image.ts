import { and, eq, lt } from 'drizzle-orm';
import { closetUploads, type UserRow } from '../../../db/schema';
import type { TClosetImageResponse } from '../../../shared/schemas/closet';
import type { Ctx } from '../../context';
import { assertPhotoRoom, lockUserCap } from '../user-caps';
import { checkClosetImage, renderClosetImage } from './image-pipeline';
import { deleteImageQuietly, newImageKey } from './stored-images';

/** An upload not saved on an item within a day was abandoned (dialog closed, draft discarded). */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 50;
/** Sweeping costs a query: once per user per ten minutes is plenty for a one-day expiry. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Per app (keyed by its context), so two apps in one process, as in tests, do not share it. */
const lastSweeps = new WeakMap<Ctx, Map<number, number>>();

/** POST /api/closet-images: checks, re-encodes and stores a photo, and reads its colour. */
export async function uploadClosetImage(ctx: Ctx, user: UserRow, input: Buffer): Promise<TClosetImageResponse> {
  await checkClosetImage(input, 'image');
  const key = newImageKey();
  const url = ctx.storage.url(key);
  const rendering = renderClosetImage(input, 'image');
  // The pending row needs nothing from the image, so it is written while sharp decodes (the main
  // thread is idle then); storage gets the JPEG still encoding, so the file is created meanwhile
  // and only written once the bytes exist.
  // The caps on pending and stored photos are counted in the transaction that adds the row (issue
  // 37); abandoned uploads are swept first, so a day-old draft never holds the last places.
  const recording = (async () => {
    await sweepAbandonedUploads(ctx, user.id);
    await ctx.db.transaction(async (tx) => {
      await lockUserCap(tx, 'photos', user.id);
      await assertPhotoRoom(tx, user.id, 1, true);
      await tx.insert(closetUploads).values({ key, userId: user.id, imageUrl: url, createdAt: ctx.now() });
    });
  })();
  // No bytes are written for an upload the caps refuse: the body waits for the row. (A failed
  // encoding is reported through the colour below, so its early rejection is not left unhandled.)
  rendering.jpeg.catch(() => undefined);
  const storing = ctx.storage.put(
    key,
    recording.then(() => rendering.jpeg),
    'image/jpeg',
  );
  const [color, recorded, stored] = await Promise.allSettled([rendering.detectedColor, recording, storing]);
  if (color.status === 'rejected' || recorded.status === 'rejected' || stored.status === 'rejected') {
    // Undo whichever half happened; a decoding error (reported by the colour and the JPEG alike) comes first.
    if (recorded.status === 'fulfilled') await ctx.db.delete(closetUploads).where(eq(closetUploads.key, key));
    if (stored.status === 'fulfilled') await deleteImageQuietly(ctx, key);
    throw [color, stored, recorded].find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason;
  }
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
