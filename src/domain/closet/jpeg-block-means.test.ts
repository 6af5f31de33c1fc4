import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectDominantColor, type RawImage } from './dominant-color';
import { openBaselineJpeg } from './jpeg-block-means';

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/jpeg');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const NO_LIMIT = 1e9;

/** A 75 × 53 picture (no side a multiple of 8 or 16): a gradient, a navy ellipse and a red bar, blurred (tests/fixtures/jpeg/make-source.ts). */
const source = () => {
  const ppm = fixture('source.ppm');
  return sharp(ppm.subarray(ppm.length - 75 * 53 * 3), { raw: { width: 75, height: 53, channels: 3 } });
};

/** What the block means should be: sharp's full decode of the same file, averaged over each 8×8 block. */
async function reference(jpeg: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(jpeg).toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const w = Math.ceil(info.width / 8);
  const h = Math.ceil(info.height / 8);
  const out = new Uint8Array(w * h * 3);
  for (let by = 0; by < h; by++) {
    for (let bx = 0; bx < w; bx++) {
      for (let ch = 0; ch < 3; ch++) {
        let sum = 0;
        let n = 0;
        for (let y = by * 8; y < Math.min(by * 8 + 8, info.height); y++) {
          for (let x = bx * 8; x < Math.min(bx * 8 + 8, info.width); x++, n++) sum += data[(y * info.width + x) * info.channels + ch]!;
        }
        out[(by * w + bx) * 3 + ch] = Math.round(sum / n);
      }
    }
  }
  return { data: out, width: w, height: h, channels: 3 };
}

/** Mean and worst absolute difference per channel value. */
function difference(a: RawImage, b: RawImage) {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let sum = 0;
  let worst = 0;
  for (let i = 0; i < a.data.length; i++) {
    const d = Math.abs(a.data[i]! - b.data[i]!);
    sum += d;
    worst = Math.max(worst, d);
  }
  return { mean: sum / a.data.length, worst };
}

const means = (jpeg: Buffer, maxPixels = NO_LIMIT) => openBaselineJpeg(jpeg, maxPixels)?.blockMeans() ?? null;

/**
 * Without subsampling, block means match the averaged decode up to rounding, except in the last
 * row and column, where the file pads the picture and the average does not. Subsampled chroma is
 * known only per 16 px: interpolating it cannot recover all of the detail a decode keeps.
 */
const EXACT = { mean: 1, worst: 12 };
const SUBSAMPLED = { mean: 5, worst: 40 };

async function expectMatchesDecode(jpeg: Buffer, limits: { mean: number; worst: number }) {
  const image = means(jpeg);
  expect(image).not.toBeNull();
  const diff = difference(image!, await reference(jpeg));
  expect(diff.mean).toBeLessThan(limits.mean);
  expect(diff.worst).toBeLessThan(limits.worst);
}

describe('openBaselineJpeg', () => {
  it.each([
    ['4:2:0, default Huffman tables', SUBSAMPLED, (s: Sharp) => s.jpeg({ quality: 85, optimiseCoding: false })],
    ['4:2:0, optimised Huffman tables', SUBSAMPLED, (s: Sharp) => s.jpeg({ quality: 85 })],
    ['4:2:0, quality 40', SUBSAMPLED, (s: Sharp) => s.jpeg({ quality: 40 })],
    ['4:4:4', EXACT, (s: Sharp) => s.jpeg({ quality: 85, chromaSubsampling: '4:4:4' })],
    ['4:4:4, quality 100', EXACT, (s: Sharp) => s.jpeg({ quality: 100, chromaSubsampling: '4:4:4' })],
  ])('reads the block means of a baseline JPEG (%s) as a decode averaged over 8×8 blocks would', async (_, limits, encode) => {
    await expectMatchesDecode(await encode(source()).toBuffer(), limits);
  });

  it('places every luma block of a 4:2:0 MCU where it belongs', async () => {
    // Grey has neutral chroma, so only the four luma blocks per MCU carry the picture.
    await expectMatchesDecode(await source().greyscale().toColourspace('srgb').jpeg({ quality: 90, chromaSubsampling: '4:2:0' }).toBuffer(), EXACT);
  });

  it.each([
    ['plain.jpg', SUBSAMPLED],
    ['sample-2x1.jpg', SUBSAMPLED],
    ['sample-1x2.jpg', SUBSAMPLED],
    ['grayscale-restart.jpg', EXACT],
    ['rgb.jpg', EXACT],
  ])('reads %s, made by libjpeg-turbo (other samplings, one component, RGB)', async (name, limits) => {
    await expectMatchesDecode(fixture(name), limits);
  });

  it.each(['restart-rows.jpg', 'restart-blocks.jpg'])('reads %s, with restart markers, exactly as the same file without them', (name) => {
    expect(means(fixture(name))).toEqual(means(fixture('plain.jpg')));
  });

  it("reads RGB from component ids 'R', 'G', 'B' when no Adobe marker says so, as libjpeg does", async () => {
    const rgb = fixture('rgb.jpg');
    const adobe = rgb.indexOf(Buffer.from([0xff, 0xee]));
    const withoutAdobe = Buffer.concat([rgb.subarray(0, adobe), rgb.subarray(adobe + 2 + rgb.readUInt16BE(adobe + 2))]);
    expect(withoutAdobe.includes(Buffer.from('Adobe'))).toBe(false);
    await expectMatchesDecode(withoutAdobe, EXACT);
  });

  it('reads a greyscale picture as grey pixels', async () => {
    const image = means(fixture('grayscale-restart.jpg'))!;
    for (let i = 0; i < image.data.length; i += 3) expect(new Set([image.data[i], image.data[i + 1], image.data[i + 2]]).size).toBe(1);
  });

  it.each([
    [1, 1],
    [8, 8],
    [9, 17],
    [16, 16],
    [400, 300],
  ])('reads a %i × %i picture into one pixel per started block', async (width, height) => {
    const jpeg = await sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    const image = means(jpeg)!;
    expect([image.width, image.height]).toEqual([Math.ceil(width / 8), Math.ceil(height / 8)]);
    const diff = difference(image, await reference(jpeg));
    expect(diff.worst).toBeLessThanOrEqual(3);
  });

  it('names the same colour from block means as from the decoded photo', async () => {
    const shirt = 'M60 20 L90 10 Q100 30 110 10 L140 20 L180 60 L160 85 L145 72 L145 190 L55 190 L55 72 L40 85 L20 60 Z';
    for (const [fill, backdrop] of [
      ['#1f2a44', '#ffffff'],
      ['#c62828', '#f2efe9'],
      ['#708238', '#ffffff'],
      ['#c19a6b', '#dfe6ee'],
      ['#101010', '#ffffff'],
    ] as const) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 200 200"><rect width="200" height="200" fill="${backdrop}"/><path d="${shirt}" fill="${fill}"/></svg>`;
      const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
      const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
      const decoded = detectDominantColor({ data, width: info.width, height: info.height, channels: 3 });
      expect(detectDominantColor(means(jpeg)!)?.name).toBe(decoded?.name);
    }
  });

  it.each([
    ['progressive', () => source().jpeg({ progressive: true }).toBuffer()],
    ['CMYK', () => source().toColourspace('cmyk').jpeg().toBuffer()],
    ['with an ICC profile', () => source().withIccProfile('p3').jpeg().toBuffer()],
    ['arithmetic-coded', async () => fixture('arithmetic.jpg')],
    ['one scan per component', async () => fixture('multi-scan.jpg')],
    ['a PNG', () => source().png().toBuffer()],
    ['empty', async () => Buffer.alloc(0)],
  ])('leaves a file that is %s to sharp', async (_, make) => {
    expect(openBaselineJpeg(await make(), NO_LIMIT)).toBeNull();
  });

  it('leaves pictures over the pixel limit to sharp, from the header alone', async () => {
    const jpeg = await source().jpeg().toBuffer();
    expect(openBaselineJpeg(jpeg, 75 * 53)).not.toBeNull();
    expect(openBaselineJpeg(jpeg, 75 * 53 - 1)).toBeNull();
  });

  it('answers null for a file cut off in its scan, and reads one that only lacks its end marker', async () => {
    const jpeg = await source().jpeg().toBuffer();
    const file = openBaselineJpeg(jpeg.subarray(0, jpeg.length - 200), NO_LIMIT);
    expect(file).not.toBeNull(); // the headers are whole
    expect(file!.blockMeans()).toBeNull();
    expect(means(jpeg.subarray(0, jpeg.length - 2))).toEqual(means(jpeg));
  });

  it('stops at once when a header promises far more blocks than the file holds', async () => {
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#777777' } })
      .jpeg()
      .toBuffer();
    // Rewrite the frame's size to 65000 × 30000: two billion pixels of data that are not there.
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const forged = Buffer.from(jpeg);
    forged.writeUInt16BE(30000, sof + 5);
    forged.writeUInt16BE(65000, sof + 7);
    expect(openBaselineJpeg(forged, 2e6)).toBeNull();
    expect(openBaselineJpeg(forged, 1e10)!.blockMeans()).toBeNull();
  });

  it('never throws on damaged or hostile bytes, whatever is changed', async () => {
    const jpeg = await source().jpeg({ quality: 85 }).toBuffer();
    const restart = fixture('restart-blocks.jpg');
    fc.assert(
      fc.property(
        fc.constantFrom(jpeg, restart),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.option(fc.nat(), { nil: undefined }),
        (original, edits, cut) => {
          const bytes = Buffer.from(original);
          for (const [at, value] of edits) bytes[at % bytes.length] = value;
          const input = cut === undefined ? bytes : bytes.subarray(0, cut % bytes.length);
          const file = openBaselineJpeg(input, 2e6);
          const image = file?.blockMeans() ?? null;
          if (image) expect(image.data.length).toBe(image.width * image.height * 3);
        },
      ),
      { numRuns: 2000, seed: 20261122 },
    );
  });
});
