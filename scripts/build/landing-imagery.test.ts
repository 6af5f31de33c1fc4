import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LANDING_PICTURES, renderLandingImagery } from './landing-imagery';

const demoCloset = fileURLToPath(new URL('../../src/web/public/demo-closet', import.meta.url));

describe('renderLandingImagery', () => {
  it('draws every picture at each planned width in AVIF and WebP, and the page names exactly those files', async () => {
    const { images, files } = await renderLandingImagery(demoCloset);
    expect(Object.keys(images).sort()).toEqual(Object.keys(LANDING_PICTURES).sort());
    expect(new Set(files.map((f) => f.fileName)).size).toBe(files.length);

    for (const file of files) {
      const [, name, width, format] = file.fileName.match(/^assets\/landing-([a-z]+)-(\d+)\.[0-9a-f]{10}\.(avif|webp)$/)!;
      const picture = LANDING_PICTURES[name as keyof typeof LANDING_PICTURES];
      const meta = await sharp(file.source).metadata();
      expect(meta.format, file.fileName).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(meta.width, file.fileName).toBe(Number(width));
      expect(meta.height, file.fileName).toBe(Math.round((Number(width) * picture.height) / picture.width));
    }

    const named = Object.values(images).flatMap((image) => [
      image.src,
      ...image.sources.flatMap((s) => s.srcSet.split(', ').map((entry) => entry.split(' ')[0])),
    ]);
    expect(new Set(named)).toEqual(new Set(files.map((f) => `/${f.fileName}`)));
    // Drawn, not blank: a laid-flat outfit has more than one colour in it.
    const stats = await sharp(files.find((f) => f.fileName.includes('outfit') && f.fileName.endsWith('.webp'))!.source).stats();
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(10);
  });
});
