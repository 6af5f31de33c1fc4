import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { detectDominantColor } from '../../../domain/closet';
import { CLOSET_IMAGE_MAX_BYTES, CLOSET_IMAGE_MAX_SIDE, CLOSET_IMAGE_QUALITY } from '../../../shared/closet-constants';
import { AppError, badRequest } from '../../errors';

/** Bigger than any phone camera; a decompression bomb is refused from its header before any decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const IMAGE_TYPE_MESSAGE = 'Please upload a JPEG, PNG, or WebP image.';
export const IMAGE_SIZE_MESSAGE = 'Please upload an image smaller than 5MB.';

export interface ProcessedImage {
  jpeg: Buffer;
  /** A clothing colour name, or null when nothing opaque was found. */
  detectedColor: string | null;
}

const unreadable = (field: string) => badRequest('This image could not be read. Please try another photo.', field);
const tooManyPixels = (field: string) => badRequest('This image has too many pixels (over 40 megapixels). Please use a smaller photo.', field);

/** sharp reads the header first and stops there when the pixel limit is exceeded: nothing is decoded. */
const failure = (field: string) => (error: unknown) =>
  Promise.reject(error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels(field) : unreadable(field));

/**
 * The cheap checks every closet photo passes first, whatever the client did before: bytes are
 * bounded and the content (not the name or the declared type) must be JPEG, PNG or WebP.
 */
export async function checkClosetImage(input: Buffer, field = 'image'): Promise<void> {
  if (input.length === 0) throw badRequest('The photo is empty. Please choose another image.', field);
  if (input.length > CLOSET_IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_SIZE_MESSAGE, field);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED.has(type.mime)) throw badRequest(IMAGE_TYPE_MESSAGE, field);
}

/**
 * Decodes and re-encodes a checked photo (which drops EXIF, GPS included, and anything smuggled
 * after the image data) and reads its colour. Pixels are bounded by sharp's limitInputPixels,
 * checked on the header before decoding, so a decompression bomb costs nothing.
 *
 * The photo is decoded once to raw pixels; the JPEG is encoded from them while the colour vote
 * samples the same pixels. A second, thumbnail-sized decode for detection cost more: each sharp
 * call has about a millisecond of fixed cost here (bench/suites/image-pipeline.ts). The colour
 * arrives first, so a caller can record it while the JPEG is still encoding, and a decoding
 * error reaches both promises.
 */
export function renderClosetImage(input: Buffer, field = 'image'): { jpeg: Promise<Buffer>; detectedColor: Promise<string | null> } {
  // One decode: rotate() applies the EXIF orientation before the metadata is dropped, the resize
  // bounds the longest side, and transparent cut-outs go on white as product shots do.
  const decoded = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(CLOSET_IMAGE_MAX_SIDE, CLOSET_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(failure(field));
  // The encode runs on libuv's pool while the colour vote (a grid sample of the same pixels) runs here.
  const jpeg = decoded.then(({ data, info }) =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .jpeg({ quality: Math.round(CLOSET_IMAGE_QUALITY * 100) })
      .toBuffer(),
  );
  const detectedColor = decoded.then(
    ({ data, info }) => detectDominantColor({ data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 })?.name ?? null,
  );
  return { jpeg, detectedColor };
}

/** Check and render in one go, for callers with nothing to overlap. */
export async function processClosetImage(input: Buffer, field = 'image'): Promise<ProcessedImage> {
  await checkClosetImage(input, field);
  const { jpeg, detectedColor } = renderClosetImage(input, field);
  // The colour pipeline's error is the one to report (see renderClosetImage); await it first.
  const [color, bytes] = await Promise.allSettled([detectedColor, jpeg]);
  if (color.status === 'rejected') throw color.reason;
  if (bytes.status === 'rejected') throw bytes.reason;
  return { jpeg: bytes.value, detectedColor: color.value };
}

/** The spec's imageUrl may be a data URL: its bytes go through the same pipeline (its declared type is not trusted). */
export function decodeDataUrl(value: string, field: string): Buffer {
  const comma = value.indexOf(',');
  const header = comma > 0 ? value.slice(0, comma) : '';
  if (!/^data:[\w.+-]+\/[\w.+-]+(;[\w-]+=[\w.-]+)*;base64$/i.test(header)) {
    throw badRequest(`${IMAGE_TYPE_MESSAGE} (imageUrl must be a base64 data URL or a URL from POST /api/closet-images)`, field);
  }
  // Base64 is 4/3 of the bytes: refuse before allocating when it cannot fit.
  if ((value.length - comma - 1) * 0.75 > CLOSET_IMAGE_MAX_BYTES + 3) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_SIZE_MESSAGE, field);
  return Buffer.from(value.slice(comma + 1), 'base64');
}
