import {
  ONBOARDING_PHOTO_MAX_BYTES,
  ONBOARDING_PHOTO_MAX_SIDE,
  ONBOARDING_PHOTO_MIN_PX,
  ONBOARDING_PHOTO_QUALITY,
  ONBOARDING_PHOTO_TYPES,
  ONBOARDING_PHOTOS_MAX,
  ONBOARDING_PHOTOS_TOTAL_MAX_BYTES,
  PHOTO_MESSAGES,
} from '../../../../shared/schemas/onboarding';

export interface PhotoProblem {
  title: string;
  description: string;
}

const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/**
 * Spec 5 and 8, checked on the chosen files before any work: at most two (counting those already
 * added), JPEG/PNG/WebP, each under 10MB, together under 15MB.
 */
export function photoFilesProblem(files: readonly File[], alreadyAdded: number): PhotoProblem | null {
  if (files.length + alreadyAdded > ONBOARDING_PHOTOS_MAX) return { title: 'Too many files', description: PHOTO_MESSAGES.tooMany };
  for (const f of files) {
    const typeOk = f.type ? (ONBOARDING_PHOTO_TYPES as readonly string[]).includes(f.type === 'image/jpg' ? 'image/jpeg' : f.type) : EXTENSIONS.test(f.name);
    if (!typeOk) return { title: 'Invalid file type', description: PHOTO_MESSAGES.notImage };
  }
  if (files.some((f) => f.size >= ONBOARDING_PHOTO_MAX_BYTES)) return { title: 'Files too large', description: PHOTO_MESSAGES.eachTooLarge };
  if (files.reduce((s, f) => s + f.size, 0) >= ONBOARDING_PHOTOS_TOTAL_MAX_BYTES)
    return { title: 'Files too large', description: PHOTO_MESSAGES.totalTooLarge };
  return null;
}

export class PhotoTooSmall extends Error {
  constructor() {
    super(PHOTO_MESSAGES.tooSmall);
  }
}

/** The scaled size: longest side at most 800 px, never enlarged. */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, ONBOARDING_PHOTO_MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const tooSmallAfterScaling = (width: number, height: number) => {
  const s = scaledSize(width, height);
  return s.width < ONBOARDING_PHOTO_MIN_PX || s.height < ONBOARDING_PHOTO_MIN_PX;
};

/** Longest side to 800 px, JPEG at 0.7 (spec 5), as a data URL; refused when under 200×200 once scaled. */
export async function preparePortrait(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    if (tooSmallAfterScaling(bitmap.width, bitmap.height)) throw new PhotoTooSmall();
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', ONBOARDING_PHOTO_QUALITY);
  } finally {
    bitmap.close();
  }
}
