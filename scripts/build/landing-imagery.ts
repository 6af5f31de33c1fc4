/**
 * The landing page's product pictures (issue 27.5, ADR 0095): an outfit laid flat and a closet
 * grid, composed from the demo closet's garment drawings (src/web/public/demo-closet) and cut by
 * sharp into AVIF and WebP at several widths. Made by the build, never committed: the page imports
 * `virtual:landing-imagery` for the file names and sizes, and the Vite plugin writes the files
 * under /assets (hashed, so served immutable).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { responsiveImage, variantFileName, variantPlan, type ImageVariant, type ResponsiveImage } from '../../src/shared/responsive-image.ts';

export const LANDING_IMAGERY_MODULE = 'virtual:landing-imagery';

interface Composition {
  width: number;
  height: number;
  /** Widths the page asks for across its layouts, at 1x and 2x. */
  widths: number[];
  /** The drawing, in its own width x height units, without the outer <svg>. */
  body: (garment: (name: string, withBackdrop?: boolean) => Promise<string>) => Promise<string>;
}

/** A garment drawing placed at x, y in a size x size box. */
const place = (svg: string, x: number, y: number, size: number, extra = '') =>
  `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 400 400" ${extra}>${svg}</svg>`;

/** Today's outfit from the morning text, laid flat on linen: the pieces the conversation names. */
const OUTFIT: Composition = {
  width: 800,
  height: 800,
  widths: [320, 480, 640],
  body: async (g) =>
    `<defs><linearGradient id="linen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4ece2"/><stop offset="1" stop-color="#e9ddcd"/></linearGradient></defs>` +
    `<rect width="800" height="800" fill="url(#linen)"/>` +
    place(await g('white-oxford-shirt'), 10, 0, 420) +
    place(await g('navy-blazer'), 370, 10, 420) +
    place(await g('khaki-chinos'), 40, 330, 470) +
    place(await g('brown-leather-loafers'), 420, 420, 360),
};

const CLOSET_PIECES = [
  'navy-blazer',
  'white-oxford-shirt',
  'gray-merino-sweater',
  'camel-overcoat',
  'dark-denim-jeans',
  'khaki-chinos',
  'olive-utility-jumpsuit',
  'light-blue-dress-shirt',
  'brown-leather-loafers',
  'white-leather-sneakers',
  'olive-field-jacket',
  'brown-leather-briefcase',
];

/** The closet screen's photo grid, four across, as a phone or laptop shows it. */
const CLOSET: Composition = {
  width: 1200,
  height: 900,
  widths: [480, 720, 960],
  body: async (g) => {
    const tile = 270;
    const gap = 24;
    const left = (1200 - 4 * tile - 3 * gap) / 2;
    const top = (900 - 3 * tile - 2 * gap) / 2;
    const tiles = await Promise.all(
      CLOSET_PIECES.map(async (name, i) => {
        const x = left + (i % 4) * (tile + gap);
        const y = top + Math.floor(i / 4) * (tile + gap);
        return (
          `<clipPath id="t${i}"><rect x="${x}" y="${y}" width="${tile}" height="${tile}" rx="20"/></clipPath>` +
          `<g clip-path="url(#t${i})">${place(await g(name, true), x, y, tile)}</g>` +
          `<rect x="${x + 0.5}" y="${y + 0.5}" width="${tile - 1}" height="${tile - 1}" rx="20" fill="none" stroke="#e4ddd3"/>`
        );
      }),
    );
    return `<rect width="1200" height="900" fill="#faf8f5"/>${tiles.join('')}`;
  },
};

export const LANDING_PICTURES = { outfit: OUTFIT, closet: CLOSET } as const;
export type LandingPictureName = keyof typeof LANDING_PICTURES;

export interface LandingImagery {
  images: Record<LandingPictureName, ResponsiveImage>;
  files: { fileName: string; source: Buffer }[];
}

async function encode(svg: string, variant: ImageVariant): Promise<Buffer> {
  // The drawing is vector: rendered straight at each width, never scaled down from a bitmap.
  const sized = svg.replace(/^<svg /, `<svg width="${variant.width}" height="${variant.height}" `);
  const image = sharp(Buffer.from(sized));
  return variant.format === 'avif' ? image.avif({ quality: 55, effort: 2 }).toBuffer() : image.webp({ quality: 80, effort: 4 }).toBuffer();
}

/** Every picture in every variant, with the page's view of them. `demoCloset` is the folder of garment drawings. */
export async function renderLandingImagery(demoCloset: string): Promise<LandingImagery> {
  const garment = async (name: string, withBackdrop = false) => {
    const svg = await readFile(join(demoCloset, `${name}.svg`), 'utf8');
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    // Laid flat, a piece sits on the linen itself; in the closet grid it keeps its photo backdrop.
    return withBackdrop ? inner : inner.replace(/<rect width="400" height="400" fill="#[0-9a-f]{6}"\/>/i, '');
  };
  const files: LandingImagery['files'] = [];
  const images = {} as LandingImagery['images'];
  for (const [name, picture] of Object.entries(LANDING_PICTURES) as [LandingPictureName, Composition][]) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${picture.width} ${picture.height}">${await picture.body(garment)}</svg>`;
    const base = { width: picture.width, height: picture.height };
    const made = await Promise.all(
      variantPlan(base, picture.widths).map(async (variant) => {
        const source = await encode(svg, variant);
        return { variant, source, fileName: variantFileName(name, variant, createHash('sha256').update(source).digest('hex')) };
      }),
    );
    files.push(...made.map(({ fileName, source }) => ({ fileName, source })));
    images[name] = responsiveImage(base, made);
  }
  return { images, files };
}

/**
 * `virtual:landing-imagery` for the page, and its files: emitted into the client build, served
 * from memory by the dev server. The pictures are made once per process, so the server-render
 * build that runs inside the client build (vite.config.ts) names the same files without redrawing.
 */
export function landingImagery(): Plugin {
  const resolved = `\0${LANDING_IMAGERY_MODULE}`;
  let demoCloset = '';
  let emit = false;
  let made: Promise<LandingImagery> | undefined;
  const make = () => (made ??= renderLandingImagery(demoCloset));
  return {
    name: 'wearwise-landing-imagery',
    configResolved(config) {
      demoCloset = join(config.root, 'public', 'demo-closet');
      if (config.publicDir) demoCloset = join(config.publicDir, 'demo-closet');
      emit = config.command === 'build' && !config.build.ssr;
    },
    resolveId: (id) => (id === LANDING_IMAGERY_MODULE ? resolved : undefined),
    async load(id) {
      if (id !== resolved) return undefined;
      const { images, files } = await make();
      if (emit) for (const f of files) this.emitFile({ type: 'asset', fileName: f.fileName, source: f.source });
      return `export default ${JSON.stringify(images)};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/assets/landing-')) return next();
        make().then(({ files }) => {
          const file = files.find((f) => `/${f.fileName}` === req.url);
          if (!file) return next();
          res.setHeader('Content-Type', file.fileName.endsWith('.avif') ? 'image/avif' : 'image/webp');
          res.end(file.source);
        }, next);
      });
    },
  };
}
