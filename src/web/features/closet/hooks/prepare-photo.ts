import { CLOSET_IMAGE_MAX_BYTES, CLOSET_IMAGE_MAX_SIDE, CLOSET_IMAGE_QUALITY, CLOSET_IMAGE_TYPES } from '../../../../shared/closet-constants';

export interface PhotoProblem {
  title: string;
  description: string;
}

const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** Spec 5: JPEG, JPG, PNG or WebP, at most 5MB. The server checks the content again; this saves a wasted upload. */
export function photoProblem(file: File): PhotoProblem | null {
  const typeOk = file.type ? (CLOSET_IMAGE_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return { title: 'Invalid file type', description: 'Please upload a JPEG, PNG, or WebP image.' };
  if (file.size > CLOSET_IMAGE_MAX_BYTES) return { title: 'File too large', description: 'Please upload an image smaller than 5MB.' };
  return null;
}

/**
 * Longest side to 400 px, JPEG at 0.8 (spec 9), drawn on white so transparent PNGs do not turn
 * black. Large photos are halved step by step: one big drawImage jump aliases fabric patterns.
 */
export async function preparePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, CLOSET_IMAGE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    let source: CanvasImageSource = bitmap;
    let sw = bitmap.width;
    let sh = bitmap.height;
    while (sw / 2 >= width * 1.5) {
      const step = document.createElement('canvas');
      step.width = Math.round(sw / 2);
      step.height = Math.round(sh / 2);
      const c = step.getContext('2d')!;
      c.imageSmoothingQuality = 'high';
      c.drawImage(source, 0, 0, step.width, step.height);
      source = step;
      sw = step.width;
      sh = step.height;
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(source, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the photo'))), 'image/jpeg', CLOSET_IMAGE_QUALITY),
    );
  } finally {
    bitmap.close();
  }
}
