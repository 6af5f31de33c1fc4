import { contentTypeFor, SAFE_KEY, type StoredObject } from '../../../adapters/storage';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';

/** GET /uploads/{name}: a stored photo, by the name the server gave it. */
export async function readUpload(ctx: Pick<Ctx, 'storage'>, name: string): Promise<StoredObject> {
  // Only names the server could have generated reach storage: no traversal, no probing.
  if (!SAFE_KEY.test(name)) throw notFound('Image not found');
  // Only images are public by URL: a data export zip in the same storage is served to its owner alone.
  if (!contentTypeFor(name).startsWith('image/')) throw notFound('Image not found');
  const object = await ctx.storage.get(name);
  if (!object) throw notFound('Image not found');
  return object;
}
