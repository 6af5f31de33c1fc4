import sharp from 'sharp';
import { DecodeLane } from './decode-lane';

/** No phone camera needs more for a closet or onboarding photo, and decoding time grows with it (issue 28). */
export const MAX_INPUT_PIXELS = 24_000_000;
/**
 * PNG and WebP store a flat colour in almost nothing: 6300 × 6300 pixels fit in 1.5 KB of
 * lossless WebP and take half a second to decode. A photo holds detail, so its file grows with
 * its pixels; above a megapixel, more than this many pixels per byte is a bomb, not a photo
 * (a flat-colour PNG already needs a byte per 258 to 1032 pixels; a phone photo, one per 3 to 30).
 */
export const MAX_PIXELS_PER_BYTE = 1000;
const RATIO_JUDGED_ABOVE_PIXELS = 1_000_000;
const FLAT_COLOUR_FORMATS = new Set(['png', 'webp', 'gif']);
/**
 * Photos up to this size (every browser upload, scaled to 400 px) take their own lane, so a
 * queue of large ones never slows them. Three small and one large decode at a time fill libuv's
 * four threads, which sharp works on; four large ones may wait, the next is refused.
 */
export const LARGE_IMAGE_PIXELS = 4_000_000;
const lanes = { small: new DecodeLane(3, 200), large: new DecodeLane(1, 4) };

/** How busy each lane is in this process (tests/integration/decode-budget.test.ts waits on it to hold the large lane full). */
export const decodeLoad = () => ({ small: lanes.small.load, large: lanes.large.load });

export type DecodeRefusal = 'unreadable' | 'too_many_pixels' | 'too_sparse' | 'busy';
export interface ImageHeader {
  width: number;
  height: number;
  format: string;
  orientation: number;
}

/** The dimensions from the header alone: sharp's metadata() reads no pixel data. */
async function readHeader(bytes: Buffer): Promise<ImageHeader | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height || !meta.format) return null;
    return { width: meta.width, height: meta.height, format: meta.format, orientation: meta.orientation ?? 1 };
  } catch {
    return null;
  }
}

/** Whether the header describes something worth decoding: within the pixels, and as many bytes as such a photo needs. */
export function judgeHeader(header: ImageHeader, bytes: number): DecodeRefusal | null {
  const pixels = header.width * header.height;
  if (pixels > MAX_INPUT_PIXELS) return 'too_many_pixels';
  if (FLAT_COLOUR_FORMATS.has(header.format) && pixels > RATIO_JUDGED_ABOVE_PIXELS && pixels > bytes * MAX_PIXELS_PER_BYTE) return 'too_sparse';
  return null;
}

/**
 * Runs a decode of user input within the budget: the header is judged first, then the work
 * waits its turn in the lane for its size. Every sharp decode of a user's photo goes through
 * here (closet uploads and bulk add, texted photos, onboarding analysis).
 */
export async function withinDecodeBudget<T>(
  bytes: Buffer,
  decode: (header: ImageHeader) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; refusal: DecodeRefusal }> {
  const header = await readHeader(bytes);
  if (!header) return { ok: false, refusal: 'unreadable' };
  const refusal = judgeHeader(header, bytes.length);
  if (refusal) return { ok: false, refusal };
  const lane = header.width * header.height > LARGE_IMAGE_PIXELS ? lanes.large : lanes.small;
  const ran = await lane.run(() => decode(header));
  return ran ? { ok: true, value: ran.value } : { ok: false, refusal: 'busy' };
}
