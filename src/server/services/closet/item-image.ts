import { and, eq } from 'drizzle-orm';
import { closetUploads } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';
import { decodeDataUrl, processClosetImage } from './image-pipeline';
import { deleteImageQuietly, putImage } from './stored-images';

/** What saving an item does to its photo. */
export type ImagePlan =
  | { kind: 'keep' }
  | { kind: 'remove' }
  /** A pending upload of this user, claimed inside the item's transaction. */
  | { kind: 'claim'; key: string }
  /** A data URL already processed and stored: its file must go if the save fails. */
  | { kind: 'stored'; key: string; url: string };

export interface CurrentImage {
  imageKey: string | null;
  imageUrl: string | null;
}

/** The last path segment of a URL we handed out: '/uploads/ab12.jpg' or 'https://cdn.example/ab12.jpg' both give 'ab12.jpg'. */
function keyOf(url: string): string | null {
  const last = url.split(/[?#]/)[0]!.split('/').pop();
  return last && /^[a-f0-9]{32}\.jpg$/.test(last) ? last : null;
}

/**
 * Reads the imageUrl a client sent. Work that cannot roll back (decoding, storing a file) happens
 * here, before the transaction; claiming a pending upload happens in it (see applyImagePlan).
 */
export async function planImage(ctx: Ctx, value: string | null | undefined, current: CurrentImage | null, field: string): Promise<ImagePlan> {
  if (value === undefined) return { kind: 'keep' };
  if (value === null || value.trim() === '') return current?.imageUrl ? { kind: 'remove' } : { kind: 'keep' };
  if (value.startsWith('data:')) {
    const image = await processClosetImage(decodeDataUrl(value, field), field);
    return { kind: 'stored', ...(await putImage(ctx, image.jpeg)) };
  }
  if (current && (value === current.imageUrl || (current.imageKey && keyOf(value) === current.imageKey))) return { kind: 'keep' };
  const key = keyOf(value);
  if (!key) throw badRequest('imageUrl must be a photo uploaded with POST /api/closet-images, or a data URL of a JPEG, PNG or WebP image', field);
  return { kind: 'claim', key };
}

/** Inside the save's transaction: the new image columns, or undefined to leave them alone. */
export async function applyImagePlan(tx: Db, userId: number, plan: ImagePlan, field: string): Promise<CurrentImage | undefined> {
  switch (plan.kind) {
    case 'keep':
      return undefined;
    case 'remove':
      return { imageKey: null, imageUrl: null };
    case 'stored':
      return { imageKey: plan.key, imageUrl: plan.url };
    case 'claim': {
      // Deleting the pending row is the claim: two saves racing for one upload cannot both win.
      const [upload] = await tx
        .delete(closetUploads)
        .where(and(eq(closetUploads.key, plan.key), eq(closetUploads.userId, userId)))
        .returning();
      if (!upload) throw badRequest('That photo upload was not found or is already used. Please upload the photo again.', field);
      return { imageKey: upload.key, imageUrl: upload.imageUrl };
    }
  }
}

/** After a failed save: a file stored for it is an orphan now. */
export async function discardImagePlan(ctx: Ctx, plan: ImagePlan): Promise<void> {
  if (plan.kind === 'stored') await deleteImageQuietly(ctx, plan.key);
}
