/**
 * Responsive images made at build time (ADR 0095): which widths and formats one picture is cut
 * into, what each file is called and the srcset the page names them with. Pure, so the build
 * plugin (scripts/build/landing-imagery.ts) and its tests share one plan.
 */

export type ImageFormat = 'avif' | 'webp';

/** Best first: the browser takes the first <source> whose type it knows. */
export const IMAGE_FORMATS: readonly ImageFormat[] = ['avif', 'webp'];

export const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** A picture as the page renders it: intrinsic size (no layout shift), one srcset per format, a fallback src. */
export interface ResponsiveImage {
  width: number;
  height: number;
  /** The fallback <img src>: the widest webp, which every current browser decodes. */
  src: string;
  sources: { type: string; srcSet: string }[];
}

export interface ImageVariant {
  width: number;
  height: number;
  format: ImageFormat;
}

/**
 * The variants of a picture drawn at `base` size: each requested width no wider than the drawing
 * (upscaling only adds bytes), always the drawing's own width, heights kept to its aspect ratio,
 * narrowest first, in every format.
 */
export function variantPlan(
  base: { width: number; height: number },
  widths: readonly number[],
  formats: readonly ImageFormat[] = IMAGE_FORMATS,
): ImageVariant[] {
  if (!(base.width > 0 && base.height > 0)) throw new Error(`variantPlan: a picture needs a positive size, got ${base.width} x ${base.height}`);
  const kept = [...new Set([...widths.filter((w) => Number.isInteger(w) && w > 0 && w <= base.width), base.width])].sort((a, b) => a - b);
  return formats.flatMap((format) => kept.map((width) => ({ width, height: Math.round((width * base.height) / base.width), format })));
}

/** `assets/landing-<name>-<width>.<hash>.<format>`: under /assets, so served immutable; the hash changes with the bytes. */
export function variantFileName(name: string, variant: ImageVariant, hash: string): string {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`variantFileName: '${name}' is not a lower-case file name`);
  return `assets/landing-${name}-${variant.width}.${hash.slice(0, 10)}.${variant.format}`;
}

/** The page's view of a picture's files, given each variant's file name. */
export function responsiveImage(base: { width: number; height: number }, files: { variant: ImageVariant; fileName: string }[]): ResponsiveImage {
  const sources = IMAGE_FORMATS.map((format) => {
    const mine = files.filter((f) => f.variant.format === format).sort((a, b) => a.variant.width - b.variant.width);
    return { type: MIME[format], srcSet: mine.map((f) => `/${f.fileName} ${f.variant.width}w`).join(', '), widest: mine.at(-1) };
  }).filter((s) => s.srcSet);
  const fallback = sources.find((s) => s.type === MIME.webp)?.widest ?? sources.at(-1)?.widest;
  if (!fallback) throw new Error('responsiveImage: no files');
  return { width: base.width, height: base.height, src: `/${fallback.fileName}`, sources: sources.map(({ type, srcSet }) => ({ type, srcSet })) };
}
