import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { closetUploads, clothingItems } from '../../db/schema';
import { PENDING_UPLOADS_FULL_MESSAGE, PENDING_UPLOADS_MAX, PHOTOS_FULL_MESSAGE, STORED_PHOTOS_MAX } from '../../shared/user-caps';
import { badRequest } from '../errors';

/**
 * Serialises one user's writes to one capped resource for the rest of the transaction, on every
 * process sharing the database: the count read after it cannot be raced by another writer.
 */
export async function lockUserCap(tx: Db, resource: 'photos' | 'calendar', userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cap:${resource}:${userId}`}, 0))`);
}

/** Photo files the user holds: pending uploads plus items with a photo (deleted ones too, until purged). */
export async function countPhotos(tx: Db, userId: number): Promise<{ pending: number; stored: number }> {
  const [uploads] = await tx.select({ n: count() }).from(closetUploads).where(eq(closetUploads.userId, userId));
  const [items] = await tx
    .select({ n: count() })
    .from(clothingItems)
    .where(and(eq(clothingItems.userId, userId), isNotNull(clothingItems.imageKey)));
  const pending = uploads?.n ?? 0;
  return { pending, stored: pending + (items?.n ?? 0) };
}

/**
 * Inside the transaction that adds `photos` new files (pending uploads when `pending`): refuses
 * with a clear 400 when they would pass a cap. Call after lockUserCap(tx, 'photos', userId).
 */
export async function assertPhotoRoom(tx: Db, userId: number, photos: number, pending: boolean): Promise<void> {
  if (photos <= 0) return;
  const held = await countPhotos(tx, userId);
  if (pending && held.pending + photos > PENDING_UPLOADS_MAX) throw badRequest(PENDING_UPLOADS_FULL_MESSAGE);
  if (held.stored + photos > STORED_PHOTOS_MAX) throw badRequest(PHOTOS_FULL_MESSAGE);
}
