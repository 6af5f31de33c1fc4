import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { detectDominantColor, openBaselineJpeg, type RawImage } from '../../../domain/closet';
import { CLOSET_IMAGE_MAX_BYTES, CLOSET_IMAGE_MAX_SIDE, CLOSET_IMAGE_QUALITY } from '../../../shared/closet-constants';
import { AppError, badRequest } from '../../errors';
import { MAX_INPUT_PIXELS, withinDecodeBudget, type DecodeRefusal } from '../images/decode-budget';

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const IMAGE_TYPE_MESSAGE = 'Please upload a JPEG, PNG, or WebP image.';
export const IMAGE_SIZE_MESSAGE = 'Please upload an image smaller than 5MB.';

export interface ProcessedImage {
  jpeg: Buffer;
  /** A clothing colour name, or null when nothing opaque was found. */
  detectedColor: string | null;
}

const unreadable = (field: string) => badRequest('This image could not be read. Please try another photo.', field);
/** What each refusal of the decode budget tells the person who sent the photo (issue 28). */
const refused = (refusal: DecodeRefusal, field: string) => {
  if (refusal === 'too_many_pixels') return badRequest('This image has too many pixels (over 24 megapixels). Please use a smaller photo.', field);
  if (refusal === 'too_sparse')
    return badRequest('This image has far more pixels than its file size can hold as a photo. Please use an ordinary photo.', field);
  if (refusal === 'busy') return new AppError('RATE_LIMITED', 'Too many large photos are being processed right now. Please try again in a minute.', field);
  return unreadable(field);
};

/** sharp's own pixel limit stays as a second line behind the header check. */
const failure = (field: string) => (error: unknown) =>
  Promise.reject(error instanceof Error && /pixel limit/i.test(error.message) ? refused('too_many_pixels', field) : unreadable(field));

/**
 * The cheap checks every closet photo passes first, whatever the client did before: bytes are
 * bounded and the content (not the name or the declared type) must be JPEG, PNG or WebP.
 */
export async function checkClosetImage(input: Buffer, field = 'image'): Promise<void> {
  if (input.length === 0) throw badRequest('The photo is empty. Please choose another image.', field);
  if (input.length > CLOSET_IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_SIZE_MESSAGE, field);
  // file-type inflates some containers (ZIP entries) to identify them, and a damaged one makes it
  // throw: whatever that is, it is not a photo.
  const type = await fileTypeFromBuffer(input).catch(() => undefined);
  if (!type || !ALLOWED.has(type.mime)) throw badRequest(IMAGE_TYPE_MESSAGE, field);
}

/**
 * The colour vote reads the photo's 8×8 block means straight from the JPEG's coefficients on the
 * main thread when the file is small enough for that to take about a millisecond (what browsers
 * send: a 400 px JPEG). Larger files are left to sharp, off the main thread.
 */
const BLOCK_MEANS_MAX_BYTES = 256 * 1024;
const BLOCK_MEANS_MAX_PIXELS = 2_000_000;

// rotate() applies the EXIF orientation before the metadata is dropped, the resize bounds the
// longest side, and transparent cut-outs go on white as product shots do.
const decode = (input: Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(CLOSET_IMAGE_MAX_SIDE, CLOSET_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
const JPEG_OPTIONS = { quality: Math.round(CLOSET_IMAGE_QUALITY * 100) };
const colourName = (image: RawImage) => detectDominantColor(image)?.name ?? null;
const fromSharp = ({ data, info }: { data: Buffer; info: OutputInfo }) =>
  colourName({ data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 });

/**
 * Decodes and re-encodes a checked photo (which drops EXIF, GPS included, and anything smuggled
 * after the image data) and reads its colour. The decode budget judges the header first (pixels,
 * and pixels per byte), so a decompression bomb costs nothing, and queues the work by size.
 *
 * A baseline JPEG (every browser upload) is re-encoded in one sharp pipeline, as fast as sharp
 * gets, while its colour comes from the block means on the main thread: the two run on separate
 * cores. Anything else (PNG, WebP, progressive or large JPEG) is decoded once to raw pixels that
 * both the encoder and the colour vote read; two sharp decodes would cost more, as each call has
 * about a millisecond of fixed cost (bench/suites/image-pipeline.ts).
 *
 * The colour is computed after the caller's synchronous code, so it can start its own work (a
 * database write) first. A decoding error reaches the JPEG promise and, on the raw path, the
 * colour promise too.
 */
export function renderClosetImage(input: Buffer, field = 'image'): { jpeg: Promise<Buffer>; detectedColor: Promise<string | null> } {
  // The header is judged, then the whole render (every sharp call on these pixels) holds one decode slot.
  const rendered = withinDecodeBudget(input, async () => {
    const { jpeg, detectedColor } = render(input, field);
    const [bytes, colour] = await Promise.all([jpeg, detectedColor]);
    return { jpeg: bytes, detectedColor: colour };
  }).then((r) => (r.ok ? r.value : Promise.reject(refused(r.refusal, field))));
  return { jpeg: rendered.then((r) => r.jpeg), detectedColor: rendered.then((r) => r.detectedColor) };
}

function render(input: Buffer, field: string): { jpeg: Promise<Buffer>; detectedColor: Promise<string | null> } {
  // Only the headers are read here; sharp starts before the block means are.
  const baseline = input.length <= BLOCK_MEANS_MAX_BYTES ? openBaselineJpeg(input, BLOCK_MEANS_MAX_PIXELS) : null;
  if (baseline) {
    const jpeg = decode(input).jpeg(JPEG_OPTIONS).toBuffer().catch(failure(field));
    // Null block means mean damaged data, which sharp refuses too (its JPEG promise rejects).
    const detectedColor = Promise.resolve().then(() => {
      const means = baseline.blockMeans();
      return means && colourName(means);
    });
    return { jpeg, detectedColor };
  }
  const decoded = decode(input).raw().toBuffer({ resolveWithObject: true }).catch(failure(field));
  // The encode runs on libuv's pool while the colour vote (a grid sample of the same pixels) runs here.
  const jpeg = decoded.then(({ data, info }) =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .jpeg(JPEG_OPTIONS)
      .toBuffer(),
  );
  return { jpeg, detectedColor: decoded.then(fromSharp) };
}

/** Check and render in one go, for callers with nothing to overlap. */
export async function processClosetImage(input: Buffer, field = 'image'): Promise<ProcessedImage> {
  await checkClosetImage(input, field);
  const rendering = renderClosetImage(input, field);
  // Both carry the same decoding error, so whichever rejects first is the one to report.
  const [jpeg, detectedColor] = await Promise.all([rendering.jpeg, rendering.detectedColor]);
  return { jpeg, detectedColor };
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
