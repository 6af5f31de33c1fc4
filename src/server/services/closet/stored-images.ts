import { randomBytes } from 'node:crypto';
import type { Ctx } from '../../context';

/** 128 random bits: names cannot be guessed, so a photo is only reachable by whoever was given its URL. */
export const newImageKey = () => `${randomBytes(16).toString('hex')}.jpg`;

export async function putImage(ctx: Pick<Ctx, 'storage'>, jpeg: Buffer): Promise<{ key: string; url: string }> {
  const key = newImageKey();
  await ctx.storage.put(key, jpeg, 'image/jpeg');
  return { key, url: ctx.storage.url(key) };
}

/**
 * Best effort: the database change that orphaned the file has already happened and must not
 * be undone because storage hiccuped. A leftover file costs bytes, not correctness.
 */
export async function deleteImageQuietly(ctx: Pick<Ctx, 'storage' | 'log'>, key: string | null | undefined): Promise<void> {
  if (!key) return;
  try {
    await ctx.storage.delete(key);
  } catch (err) {
    ctx.log.warn({ err, key }, 'could not delete a closet image');
  }
}
