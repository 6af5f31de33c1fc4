import { CLOSET_IMAGE_MAX_BYTES } from '../../../shared/closet-constants';
import type { Ctx } from '../../context';
import { demoImage } from '../shopping/demo-images';
import { DEMO_IMAGE_PATH } from '../shopping/sync-source';

/** The shop's photo is a nicety: a slow shop must not hold the one tap up for long. */
const PHOTO_TIMEOUT_MS = 8_000;

/**
 * The product's photo as a data URL the closet's image pipeline takes (it checks the bytes and
 * re-encodes them), or null when there is none or it cannot be fetched. Shop photos come from the
 * retailer's address, fetched through the outbound guard; the demo catalog's are drawn here.
 */
export async function productPhoto(ctx: Pick<Ctx, 'outbound' | 'log'>, imageUrl: string | null, externalId: string): Promise<string | null> {
  if (!imageUrl) return null;
  try {
    if (imageUrl.startsWith(`${DEMO_IMAGE_PATH}/`)) {
      const png = await demoImage(externalId);
      return png ? `data:image/png;base64,${png.toString('base64')}` : null;
    }
    if (!/^https?:\/\//i.test(imageUrl)) return null;
    const res = await ctx.outbound.fetch(imageUrl, { limits: { timeoutMs: PHOTO_TIMEOUT_MS, maxBytes: CLOSET_IMAGE_MAX_BYTES } });
    if (res.status !== 200 || res.body.length === 0) return null;
    // The pipeline reads the type from the bytes themselves; the label here only has to be an image one.
    return `data:image/jpeg;base64,${res.body.toString('base64')}`;
  } catch (error) {
    ctx.log.info({ err: error instanceof Error ? error.message : String(error) }, 'bought product photo not fetched');
    return null;
  }
}
