import { colourInfo } from './colour-harmony';
import { normalizeText } from './text';

/**
 * Colours the person said they avoid ('avoid yellow and neon'), kept apart from the photo
 * palette and honoured by the outfit engine, the gaps and Shop's recommendations (issue 40.4).
 *
 * An avoided colour is read as a family when it names one ('yellow' covers mustard and lemon,
 * 'neon' every neon or fluorescent shade, 'pastels' every pastel) and as that shade alone when it
 * names a shade ('mustard' is mustard, not lemon). A piece's colour is read from every text that
 * states one: its colour field and its name ('Mustard scarf' filed as Yellow is both).
 */

/** A family's own words first, then the fashion shades that belong to it. */
// prettier-ignore
export const COLOUR_FAMILIES: Record<string, readonly string[]> = {
  yellow: ['yellow', 'mustard', 'lemon', 'gold', 'golden', 'amber', 'canary', 'butter', 'ochre', 'saffron', 'chartreuse', 'marigold', 'citrine'],
  orange: ['orange', 'rust', 'terracotta', 'burnt orange', 'tangerine', 'apricot', 'peach', 'copper', 'pumpkin', 'coral', 'cinnamon'],
  red: ['red', 'burgundy', 'wine', 'bordeaux', 'oxblood', 'cherry', 'scarlet', 'crimson', 'maroon', 'ruby', 'brick', 'merlot', 'claret'],
  pink: ['pink', 'blush', 'hot pink', 'fuchsia', 'magenta', 'rose', 'dusty rose', 'dusty pink', 'raspberry', 'salmon', 'bubblegum', 'pastel pink'],
  purple: ['purple', 'lavender', 'lilac', 'mauve', 'plum', 'violet', 'berry', 'aubergine', 'eggplant', 'amethyst', 'periwinkle', 'orchid'],
  blue: ['blue', 'navy', 'navy blue', 'cobalt', 'royal blue', 'sky blue', 'baby blue', 'light blue', 'cerulean', 'sapphire', 'indigo', 'azure', 'midnight blue', 'powder blue', 'cornflower', 'denim', 'chambray'],
  green: ['green', 'olive', 'olive green', 'sage', 'emerald', 'mint', 'jade', 'forest green', 'bottle green', 'hunter green', 'army green', 'khaki green', 'lime', 'kelly green', 'pistachio', 'neon green'],
  teal: ['teal', 'turquoise', 'aqua', 'petrol', 'cyan'],
  brown: ['brown', 'dark brown', 'chocolate', 'cognac', 'mocha', 'espresso', 'camel', 'tan', 'coffee', 'chestnut', 'walnut', 'caramel', 'bronze'],
  beige: ['beige', 'sand', 'stone', 'oatmeal', 'taupe', 'nude', 'khaki', 'greige', 'putty', 'mushroom', 'biscuit', 'fawn'],
  white: ['white', 'off white', 'offwhite', 'cream', 'ivory', 'ecru', 'bone', 'eggshell', 'snow', 'optic white'],
  grey: ['grey', 'gray', 'charcoal', 'slate', 'graphite', 'pewter', 'silver', 'heather grey', 'heather gray', 'ash', 'light grey', 'light gray', 'dark grey', 'dark gray', 'gunmetal'],
  black: ['black', 'jet black', 'onyx', 'ebony'],
  neon: ['neon', 'fluorescent', 'fluoro', 'fluro', 'highlighter', 'day glo', 'dayglo'],
  pastel: ['pastel', 'pastels', 'baby blue', 'baby pink', 'mint', 'lilac', 'powder blue', 'pastel pink', 'butter'],
};

/** How a person names a family ('grey', 'gray', 'neon colours', 'pastels', 'bright colours' aside). */
const FAMILY_OF_WORD: Record<string, string> = {
  gray: 'grey',
  neons: 'neon',
  'neon colors': 'neon',
  'neon colours': 'neon',
  'neon shades': 'neon',
  pastels: 'pastel',
  'pastel colors': 'pastel',
  'pastel colours': 'pastel',
  purples: 'purple',
  yellows: 'yellow',
  oranges: 'orange',
  reds: 'red',
  pinks: 'pink',
  blues: 'blue',
  greens: 'green',
  browns: 'brown',
  greys: 'grey',
  grays: 'grey',
  whites: 'white',
  blacks: 'black',
};

/** The hue band of each chromatic family, for a CSS colour no list names ('goldenrod', 'orchid'). */
const HUE_BANDS: readonly [family: string, from: number, to: number][] = [
  ['red', 345, 360],
  ['red', 0, 12],
  ['orange', 12, 40],
  ['yellow', 40, 70],
  ['green', 70, 165],
  ['teal', 165, 195],
  ['blue', 195, 255],
  ['purple', 255, 295],
  ['pink', 295, 345],
];

const phrasesOf = (text: string) => {
  const words = normalizeText(text).trim().split(' ').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    out.push(words[i]!);
    if (i + 1 < words.length) out.push(`${words[i]} ${words[i + 1]}`);
    if (i + 2 < words.length) out.push(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  }
  return out;
};

/** The family an avoided word names, or null when it names one shade. */
export function familyNamed(avoided: string): string | null {
  const key = normalizeText(avoided).trim();
  const family = FAMILY_OF_WORD[key] ?? key;
  return COLOUR_FAMILIES[family] ? family : null;
}

/** Whether a colour text (a colour field, a product name, a colour list entry) is in one avoided colour. */
export function inAvoidedColour(avoided: string, text: string | null | undefined): boolean {
  const said = normalizeText(avoided).trim();
  if (!said || !text) return false;
  const phrases = new Set(phrasesOf(text));
  if (phrases.has(said)) return true;
  const family = familyNamed(said);
  if (!family) {
    // A shade: its own name, or its singular/plural ('mustards').
    return said.endsWith('s') && phrases.has(said.slice(0, -1));
  }
  const members = COLOUR_FAMILIES[family]!;
  if (members.some((m) => phrases.has(m))) return true;
  // A colour named by CSS alone ('goldenrod'), when no family list names it: its hue band decides.
  if (family === 'neon' || family === 'pastel') return false;
  for (const phrase of phrases) {
    if (Object.values(COLOUR_FAMILIES).some((list) => list.includes(phrase))) continue;
    const info = colourInfo(phrase);
    if (info.kind !== 'chromatic' || info.name !== phrase) continue;
    if (HUE_BANDS.some(([f, from, to]) => f === family && info.hue >= from && info.hue < to)) return true;
  }
  return false;
}

/** The avoided colour any of these texts is in, or null. */
export function avoidedColourIn(avoided: readonly string[], ...texts: (string | null | undefined)[]): string | null {
  for (const a of avoided) if (texts.some((t) => inAvoidedColour(a, t))) return a;
  return null;
}

/** The palette to dress by: what the person said they love first, then the photo palette, never an avoided colour. */
export function statedPalette(profile: { colorPalette: readonly string[]; lovedColours?: readonly string[]; avoidColours?: readonly string[] }): string[] {
  const avoid = profile.avoidColours ?? [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of [...(profile.lovedColours ?? []), ...profile.colorPalette]) {
    const key = normalizeText(c).trim();
    if (!key || seen.has(key) || avoidedColourIn(avoid, c)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}
