import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  ONBOARDING_PHOTO_MAX_BYTES,
  ONBOARDING_PHOTO_MAX_SIDE,
  ONBOARDING_PHOTO_MIN_PX,
  ONBOARDING_PHOTO_QUALITY,
  PHOTO_MESSAGES,
} from '../../../shared/schemas/onboarding';
import { AppError, badRequest } from '../../errors';
import { MAX_INPUT_PIXELS, withinDecodeBudget, type ImageHeader } from '../images/decode-budget';

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const PHOTO_TOO_LARGE = 'Images are too large. Please use smaller photos or compress them before uploading.';

export interface OnboardingPhoto {
  /** RGB pixels at most 800 px on the longest side, for the local analyser. */
  rgb: { data: Uint8Array; width: number; height: number };
  /** Re-encoded JPEG (EXIF dropped), for a vision model. */
  jpeg: Buffer;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?(;[a-z0-9-]+=[^;,]*)*;base64,/i;

/**
 * One onboarding photo from its data URL: bytes bounded, the content (not the declared type)
 * must be JPEG, PNG or WebP, scaled like the browser does, at least 200×200 after scaling.
 * Held in memory only; nothing is written anywhere.
 */
export async function readOnboardingPhoto(dataUrl: string, index: number): Promise<OnboardingPhoto> {
  const field = `photos.${index}`;
  const head = DATA_URL.exec(dataUrl.slice(0, 200));
  if (!head) throw badRequest(`Photo ${index + 1} is not an image: send it as a base64 data URL.`, field);
  const base64 = dataUrl.slice(head[0].length);
  // A base64 length bounds the bytes before decoding them.
  if (Math.floor((base64.length * 3) / 4) > ONBOARDING_PHOTO_MAX_BYTES + 3) throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_TOO_LARGE, field);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw badRequest(`Photo ${index + 1} is not an image: its data is not valid base64.`, field);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badRequest(`Photo ${index + 1} is empty.`, field);
  if (bytes.length > ONBOARDING_PHOTO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_TOO_LARGE, field);
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!type || !ALLOWED.has(type.mime)) throw badRequest(`Photo ${index + 1} is not an image. ${PHOTO_MESSAGES.notImage}`, field);

  let decoded: Awaited<ReturnType<typeof withinDecodeBudget<OnboardingPhoto>>>;
  try {
    decoded = await withinDecodeBudget(bytes, (meta) => decode(bytes, meta, field));
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw badRequest(`Photo ${index + 1} has too many pixels (over 24 megapixels).`, field);
    throw badRequest(`Photo ${index + 1} could not be read as an image. Please try another photo.`, field);
  }
  if (decoded.ok) return decoded.value;
  switch (decoded.refusal) {
    case 'too_many_pixels':
      throw badRequest(`Photo ${index + 1} has too many pixels (over 24 megapixels).`, field);
    case 'too_sparse':
      throw badRequest(`Photo ${index + 1} has far more pixels than its file size can hold as a photo. Please use an ordinary photo.`, field);
    case 'busy':
      throw new AppError('RATE_LIMITED', 'Too many large photos are being processed right now. Please try again in a minute.', field);
    default:
      throw badRequest(`Photo ${index + 1} could not be read as an image. Please try another photo.`, field);
  }
}

/** Scales like the browser does; at least 200×200 after scaling. Runs inside the decode budget. */
async function decode(bytes: Buffer, meta: ImageHeader, field: string): Promise<OnboardingPhoto> {
  const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const oriented = meta.orientation >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const scale = Math.min(1, ONBOARDING_PHOTO_MAX_SIDE / Math.max(oriented.width, oriented.height));
  if (Math.round(oriented.width * scale) < ONBOARDING_PHOTO_MIN_PX || Math.round(oriented.height * scale) < ONBOARDING_PHOTO_MIN_PX) {
    throw badRequest(PHOTO_MESSAGES.tooSmall, field);
  }
  const scaled = base
    .resize(ONBOARDING_PHOTO_MAX_SIDE, ONBOARDING_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
  const [{ data, info }, jpeg] = await Promise.all([
    scaled.clone().removeAlpha().raw().toBuffer({ resolveWithObject: true }),
    scaled
      .clone()
      .jpeg({ quality: Math.round(ONBOARDING_PHOTO_QUALITY * 100) })
      .toBuffer(),
  ]);
  return { rgb: { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height }, jpeg };
}
