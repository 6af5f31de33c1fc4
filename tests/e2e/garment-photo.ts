import sharp from 'sharp';

const SHIRT = 'M60 20 L90 10 Q100 30 110 10 L140 20 L180 60 L160 85 L145 72 L145 190 L55 190 L55 72 L40 85 L20 60 Z';

/**
 * A product-like JPEG: a shirt of the given colour on a plain ground. Journeys upload it where a
 * person would upload a photo; `size` is the pixel width and height (1200 makes the browser shrink it).
 */
export function garmentJpeg(
  fill: string,
  { size = 600, ground = '#fff', quality = 90 }: { size?: number; ground?: string; quality?: number } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200"><rect width="200" height="200" fill="${ground}"/><path d="${SHIRT}" fill="${fill}"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer();
}

/** The same photo as Playwright's file payload. */
export const garmentPhoto = async (fill: string, name: string, size?: number) => ({ name, mimeType: 'image/jpeg', buffer: await garmentJpeg(fill, { size }) });
