import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { nearestColorName } from './color-names';
import { detectDominantColor, type RawImage } from './dominant-color';

/** What the upload pipeline hands detection: the decoded photo at most 400 px, RGBA here. */
async function raw(input: Buffer | Sharp): Promise<RawImage> {
  const image = Buffer.isBuffer(input) ? sharp(input) : input;
  const { data, info } = await image.resize(400, 400, { fit: 'inside', withoutEnlargement: true }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 4 };
}

const solid = (hex: string, width = 120, height = 160) => sharp({ create: { width, height, channels: 3, background: hex } }).png();

const SHIRT = 'M60 20 L90 10 Q100 30 110 10 L140 20 L180 60 L160 85 L145 72 L145 190 L55 190 L55 72 L40 85 L20 60 Z';
const svg = (body: string, background = '#ffffff') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="${background}"/>${body}</svg>`);

describe('nearestColorName', () => {
  it.each([
    ['#000000', 'Black'],
    ['#ffffff', 'White'],
    ['#000080', 'Navy'],
    ['#1b2a4a', 'Navy'],
    ['#808080', 'Gray'],
    ['#c3b091', 'Khaki'],
    ['#800020', 'Burgundy'],
    ['#556b2f', 'Olive'],
    ['#add8e6', 'Light Blue'],
    ['#d32f2f', 'Red'],
    ['#f5f5dc', 'Beige'],
  ])('%s is %s', (hex, name) => {
    expect(nearestColorName(hex)).toBe(name);
  });
});

describe('detectDominantColor', () => {
  it.each([
    ['#101010', 'Black'],
    ['#ffffff', 'White'],
    ['#1c2841', 'Navy'],
    ['#c62828', 'Red'],
    ['#2f5da8', 'Blue'],
    ['#6f4e37', 'Brown'],
    ['#708238', 'Olive'],
    ['#c19a6b', 'Camel'],
    ['#f4a6b8', 'Pink'],
    ['#36454f', 'Charcoal'],
  ])('names a solid %s image %s', async (hex, name) => {
    const result = detectDominantColor(await raw(solid(hex)));
    expect(result?.name).toBe(name);
    expect(result?.share).toBeGreaterThan(0.9);
  });

  it('finds a navy shirt on a white background', async () => {
    const result = detectDominantColor(
      await raw(
        await sharp(svg(`<path d="${SHIRT}" fill="#1f2a44"/>`))
          .png()
          .toBuffer(),
      ),
    );
    expect(result?.name).toBe('Navy');
  });

  it('finds a shaded navy shirt photographed as JPEG on an off-white backdrop', async () => {
    const shaded = svg(
      `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#27345a"/><stop offset="1" stop-color="#141b30"/></linearGradient></defs>
       <path d="${SHIRT}" fill="url(#g)"/><circle cx="100" cy="60" r="6" fill="#ffffff"/>`,
      '#f2f0eb',
    );
    const jpeg = await sharp(shaded).jpeg({ quality: 70 }).toBuffer();
    expect(detectDominantColor(await raw(jpeg))?.name).toBe('Navy');
  });

  it('ignores a coloured studio backdrop and reads the garment', async () => {
    const image = svg(`<path d="${SHIRT}" fill="#c62828"/>`, '#9bbbd9');
    expect(detectDominantColor(await raw(await sharp(image).png().toBuffer()))?.name).toBe('Red');
  });

  it('treats a white garment filling the frame as white, not as background', async () => {
    const image = svg(`<rect x="0" y="0" width="200" height="200" fill="#fafafa"/><rect x="90" y="10" width="20" height="8" fill="#cccccc"/>`);
    expect(detectDominantColor(await raw(await sharp(image).png().toBuffer()))?.name).toBe('White');
  });

  it('ignores transparent pixels of a cut-out product shot', async () => {
    const cutout = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><path d="${SHIRT}" fill="#556b2f"/></svg>`);
    expect(detectDominantColor(await raw(await sharp(cutout).png().toBuffer()))?.name).toBe('Olive');
  });

  it('answers null for a fully transparent image and is deterministic otherwise', async () => {
    const empty = sharp({ create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png();
    expect(detectDominantColor(await raw(empty))).toBeNull();
    const img = await raw(
      await sharp(svg(`<path d="${SHIRT}" fill="#6a3d9a"/><rect x="80" y="100" width="40" height="40" fill="#f2c94c"/>`))
        .png()
        .toBuffer(),
    );
    expect(detectDominantColor(img)).toEqual(detectDominantColor(img));
    expect(detectDominantColor(img)?.name).toBe('Purple');
  });

  it('accepts 3-channel pixels too', async () => {
    const { data, info } = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#008080' } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(detectDominantColor({ data, width: info.width, height: info.height, channels: 3 })?.name).toBe('Teal');
  });
});

describe('the inlined OKLab conversion', () => {
  it('agrees with culori', async () => {
    const { converter } = await import('culori');
    const toOklab = converter('oklab');
    const pixels = new Uint8Array([0, 0, 0, 255, 255, 255, 31, 42, 68, 198, 40, 40, 112, 130, 56, 250, 250, 250]);
    // A 6 x 1 image whose only "garment" pixel cluster is checked through the public API.
    for (let i = 0; i < pixels.length; i += 3) {
      const img = {
        data: new Uint8Array(
          Array(16)
            .fill([pixels[i], pixels[i + 1], pixels[i + 2]])
            .flat(),
        ),
        width: 4,
        height: 4,
        channels: 3 as const,
      };
      const expected = toOklab({ mode: 'rgb', r: pixels[i]! / 255, g: pixels[i + 1]! / 255, b: pixels[i + 2]! / 255 });
      const detected = detectDominantColor(img)!;
      const back = toOklab(detected.hex)!;
      expect(Math.abs(back.l - expected.l)).toBeLessThan(0.01);
      expect(Math.abs(back.a - expected.a)).toBeLessThan(0.01);
      expect(Math.abs(back.b - expected.b)).toBeLessThan(0.01);
    }
  });
});
