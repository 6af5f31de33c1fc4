import { converter, parse } from 'culori';
import { normalizeText } from './text';

/**
 * Colour names → a neutral or a hue on the colour wheel, and how well two colours go together.
 * CSS colour names come from culori; fashion names CSS lacks ('burgundy', 'mustard', 'camel')
 * and the fashion neutrals (navy, denim, olive, camel... which are not grey but pair like grey)
 * are listed here.
 */

/** `lightness` (HSL, 0–1) is known for colours read from a swatch; it tells rust from dusty rose, which share a hue. */
export type ColourInfo =
  { kind: 'neutral'; name: string } | { kind: 'chromatic'; name: string; hue: number; lightness?: number } | { kind: 'unknown'; name: string };

// prettier-ignore
export const FASHION_NEUTRALS = [
  'black', 'white', 'off white', 'offwhite', 'grey', 'gray', 'heather grey', 'heather gray', 'charcoal', 'navy', 'navy blue',
  'midnight blue', 'beige', 'cream', 'ivory', 'khaki', 'tan', 'camel', 'taupe', 'brown', 'dark brown', 'chocolate', 'stone',
  'sand', 'ecru', 'oatmeal', 'nude', 'denim', 'indigo', 'silver', 'mocha', 'espresso', 'cognac', 'bone', 'putty', 'mushroom',
  'greige', 'olive', 'olive green', 'army green', 'champagne', 'eggshell', 'natural', 'graphite', 'slate', 'light grey',
  'light gray', 'dark grey', 'dark gray', 'chambray', 'light wash', 'dark wash', 'pewter', 'jet black', 'snow', 'oat', 'biscuit', 'almond', 'flax', 'latte',
];

/** Fashion colour names CSS does not know, as hex. */
// prettier-ignore
export const FASHION_HUES: Record<string, string> = {
  burgundy: '#800020', wine: '#722f37', bordeaux: '#5c0120', oxblood: '#4a0000', cherry: '#d2042d', scarlet: '#ff2400',
  mustard: '#e1ad01', rust: '#b7410e', terracotta: '#e2725b', ochre: '#cc7722', sage: '#9caf88', emerald: '#50c878',
  mint: '#98ff98', jade: '#00a86b', 'forest green': '#228b22', 'bottle green': '#006a4e', 'hunter green': '#355e3b',
  blush: '#de5d83', mauve: '#e0b0ff', lilac: '#c8a2c8', periwinkle: '#ccccff', cobalt: '#0047ab', 'royal blue': '#4169e1',
  'sky blue': '#87ceeb', 'baby blue': '#89cff0', 'light blue': '#add8e6', 'dark green': '#006400', 'hot pink': '#ff69b4',
  peach: '#ffe5b4', apricot: '#fbceb1', raspberry: '#e30b5c', berry: '#8e4585', fuchsia: '#ff00ff', magenta: '#ff00ff',
  copper: '#b87333', bronze: '#cd7f32', lemon: '#fff44f', 'neon green': '#39ff14', cerulean: '#007ba7', sapphire: '#0f52ba',
  ruby: '#e0115f', amber: '#ffbf00', 'pastel pink': '#ffd1dc', 'dusty pink': '#d4a5a5', 'dusty rose': '#dcae96', rose: '#ff007f',
};

const toHsl = converter('hsl');

/** Words that shade a colour without changing its family. */
const MODIFIERS = new Set([
  'light',
  'dark',
  'pale',
  'deep',
  'bright',
  'soft',
  'dusty',
  'muted',
  'washed',
  'faded',
  'rich',
  'true',
  'pastel',
  'and',
  '&',
  'with',
]);

function fromCss(word: string): ColourInfo | null {
  const parsed = parse(word);
  if (!parsed) return null;
  const hsl = toHsl(parsed);
  if (!hsl) return null;
  const saturation = hsl.s ?? 0;
  const lightness = hsl.l ?? 0;
  // Greys, near-whites and near-blacks pair like neutrals whatever their nominal hue.
  if (saturation < 0.12 || lightness > 0.94 || lightness < 0.08 || hsl.h === undefined) return { kind: 'neutral', name: word };
  return { kind: 'chromatic', name: word, hue: hsl.h, lightness };
}

function fromWords(words: string[]): ColourInfo | null {
  const phrase = words.join(' ');
  if (FASHION_NEUTRALS.includes(phrase)) return { kind: 'neutral', name: phrase };
  const hex = FASHION_HUES[phrase];
  if (hex) {
    const info = fromCss(hex);
    return info ? { ...info, name: phrase } : null;
  }
  // CSS spells multi-word names together: 'light blue' → 'lightblue'.
  const css = fromCss(words.join(''));
  return css ? { ...css, name: phrase } : null;
}

const cache = new Map<string, ColourInfo>();

/**
 * The dominant colour of a colour description: the first colour named, reading two-word names
 * ('navy blue', 'forest green') before single words. 'White/navy stripe' is white.
 */
export function colourInfo(colour: string | null | undefined): ColourInfo {
  const key = colour ?? '';
  const cached = cache.get(key);
  if (cached) return cached;
  const words = normalizeText(key).trim().split(' ').filter(Boolean);
  let found: ColourInfo | null = null;
  for (let i = 0; i < words.length && !found; i++) {
    const pair = words.slice(i, i + 2);
    if (pair.length === 2) found = fromWords(pair);
    if (!found && !MODIFIERS.has(words[i] ?? '')) found = fromWords([words[i] ?? '']);
  }
  const info: ColourInfo = found ?? { kind: 'unknown', name: key.trim().toLowerCase() };
  if (cache.size < 5000) cache.set(key, info);
  return info;
}

const WHITISH = ['white', 'off white', 'offwhite', 'cream', 'ivory', 'eggshell', 'ecru', 'snow', 'bone'];

/** White, cream, ivory or off-white (for the white-linen-in-rain rule; 'white/navy stripe' counts). */
export function isWhitish(colour: string | null | undefined): boolean {
  const normalized = normalizeText(colour);
  return WHITISH.some((w) => normalized.includes(` ${w} `));
}

export type HarmonyKind = 'neutral' | 'tonal' | 'analogous' | 'complementary' | 'triadic' | 'clash' | 'unknown';

/** Differences in degrees on the colour wheel; both ends of each range are inclusive as written. */
export const TONAL_MAX_DEG = 15;
export const ANALOGOUS_MAX_DEG = 45;
export const TRIADIC_MIN_DEG = 110;
export const COMPLEMENTARY_MIN_DEG = 150;

export function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

export function harmonyKind(a: ColourInfo, b: ColourInfo): HarmonyKind {
  if (a.kind === 'unknown' || b.kind === 'unknown') return 'unknown';
  if (a.kind === 'neutral' || b.kind === 'neutral') return 'neutral';
  const d = hueDistance(a.hue, b.hue);
  if (d <= TONAL_MAX_DEG) return 'tonal';
  if (d <= ANALOGOUS_MAX_DEG) return 'analogous';
  if (d >= COMPLEMENTARY_MIN_DEG) return 'complementary';
  if (d >= TRIADIC_MIN_DEG) return 'triadic';
  return 'clash';
}

/** -1 (clash) … 1 (classic pairing). Neutrals go with everything; two neutrals are safe but quiet. */
export function harmonyScore(a: ColourInfo, b: ColourInfo): number {
  const kind = harmonyKind(a, b);
  if (kind === 'neutral') return a.kind === 'neutral' && b.kind === 'neutral' ? 0.5 : 0.6;
  return { tonal: 0.6, analogous: 0.7, complementary: 0.8, triadic: 0.1, clash: -0.7, unknown: 0.1 }[kind];
}

/** Whether a colour belongs to the user's palette: the same name, or a hue within 20° at a similar lightness. */
export function inPalette(colour: ColourInfo, palette: readonly ColourInfo[]): boolean {
  return palette.some((p) => {
    if (p.name === colour.name && colour.kind !== 'unknown') return true;
    if (p.kind !== 'chromatic' || colour.kind !== 'chromatic' || hueDistance(p.hue, colour.hue) > PALETTE_HUE_DEG) return false;
    // A palette of soft summer colours (dusty rose) does not take in a deep autumn one (rust) of the same hue.
    return p.lightness === undefined || colour.lightness === undefined || Math.abs(p.lightness - colour.lightness) <= PALETTE_LIGHTNESS_DIFF;
  });
}
export const PALETTE_HUE_DEG = 20;
export const PALETTE_LIGHTNESS_DIFF = 0.3;

/** A few words on why two colours work, for the style note; null when there is nothing worth saying. */
export function describeHarmony(a: ColourInfo, b: ColourInfo): string | null {
  switch (harmonyKind(a, b)) {
    case 'neutral':
      return a.kind === 'neutral' && b.kind === 'neutral'
        ? 'a clean neutral pairing'
        : `the ${a.kind === 'neutral' ? a.name : b.name} keeps the ${a.kind === 'neutral' ? b.name : a.name} grounded`;
    case 'tonal':
      return 'a tonal look';
    case 'analogous':
      return 'neighbouring shades that blend easily';
    case 'complementary':
      return 'complementary colors that make each other pop';
    default:
      return null;
  }
}
