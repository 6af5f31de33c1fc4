import sharp from 'sharp';

export type Rgb = readonly [number, number, number];

/** Skin and hair colours of known character (Lab values checked in the analyser's unit tests). */
export const SKIN = {
  warmLight: [240, 200, 160],
  warmGolden: [224, 172, 120],
  warmDeep: [140, 95, 60],
  coolLight: [242, 205, 200],
  coolPink: [230, 180, 175],
  coolDeep: [110, 75, 70],
} as const satisfies Record<string, Rgb>;

export const HAIR = {
  black: [20, 18, 18],
  blonde: [220, 190, 130],
  red: [180, 80, 40],
  brown: [100, 70, 45],
  gray: [150, 150, 150],
} as const satisfies Record<string, Rgb>;

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

export interface PortraitOptions {
  skin: Rgb;
  hair: Rgb;
  background?: Rgb;
  shirt?: Rgb;
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** Soft shading across the face, so the analyser sees a gradient rather than a flat fill. */
  shading?: boolean;
}

/** A head-and-shoulders portrait drawn in SVG and encoded by sharp: known skin and hair colours. */
export async function portrait(o: PortraitOptions): Promise<Buffer> {
  const w = o.width ?? 600;
  const h = o.height ?? 800;
  const bg = o.background ?? [200, 210, 222];
  const shirt = o.shirt ?? [40, 60, 90];
  const cx = w / 2;
  const headY = h * 0.36;
  const rx = w * 0.17;
  const ry = h * 0.16;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><radialGradient id="shade" cx="45%" cy="40%" r="70%">
    <stop offset="0%" stop-color="${hex(o.skin)}"/><stop offset="100%" stop-color="${hex(o.skin.map((v) => Math.round(v * 0.9)) as unknown as Rgb)}"/>
  </radialGradient></defs>
  <rect width="100%" height="100%" fill="${hex(bg)}"/>
  <ellipse cx="${cx}" cy="${headY - ry * 0.35}" rx="${rx * 1.2}" ry="${ry * 0.95}" fill="${hex(o.hair)}"/>
  <rect x="${cx - rx * 0.45}" y="${headY + ry * 0.7}" width="${rx * 0.9}" height="${h * 0.15}" fill="${hex(o.skin)}"/>
  <ellipse cx="${cx}" cy="${h * 0.98}" rx="${w * 0.42}" ry="${h * 0.25}" fill="${hex(shirt)}"/>
  <ellipse cx="${cx}" cy="${headY + ry * 0.12}" rx="${rx}" ry="${ry}" fill="${o.shading === false ? hex(o.skin) : 'url(#shade)'}"/>
  <ellipse cx="${cx - rx * 0.4}" cy="${headY - ry * 0.05}" rx="${rx * 0.12}" ry="${ry * 0.06}" fill="#2b2b2b"/>
  <ellipse cx="${cx + rx * 0.4}" cy="${headY - ry * 0.05}" rx="${rx * 0.12}" ry="${ry * 0.06}" fill="#2b2b2b"/>
  <ellipse cx="${cx}" cy="${headY + ry * 0.55}" rx="${rx * 0.3}" ry="${ry * 0.05}" fill="#8a4a4a"/>
</svg>`;
  const img = sharp(Buffer.from(svg));
  if (o.format === 'png') return img.png().toBuffer();
  if (o.format === 'webp') return img.webp({ quality: 85 }).toBuffer();
  return img.jpeg({ quality: 85 }).toBuffer();
}

export const dataUrl = (buffer: Buffer, mime = 'image/jpeg') => `data:${mime};base64,${buffer.toString('base64')}`;

/** Decodes any image to the analyser's RGB layout. */
export async function decodeRgb(buffer: Buffer) {
  const { data, info } = await sharp(buffer).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}
