import { formatHex, parse } from 'culori';

/**
 * One swatch for every colour name the product can show (a closet item's colour, a palette
 * chip, a photo analysis' recommendation, a stated love or avoid): CSS names through culori,
 * fashion names CSS lacks from this table, and a modifier ('dusty', 'deep') dropped when the
 * rest is known. Only a name nobody could paint falls back to the neutral dot.
 */
// prettier-ignore
const FASHION: Record<string, string> = {
  'off white': '#f5f1e6', offwhite: '#f5f1e6', 'heather grey': '#9a9a9a', charcoal: '#36454f', 'navy blue': '#1c2841', navy: '#1c2841',
  'midnight blue': '#191970', cream: '#f3ead3', camel: '#c19a6b', taupe: '#8b7d6b', 'dark brown': '#4b3621', chocolate: '#5a3a22',
  stone: '#b8ad9e', sand: '#d8c8a8', ecru: '#e8dcc4', oatmeal: '#d9cdb6', oat: '#d9cdb6', biscuit: '#d6bc8f', almond: '#efdecd', flax: '#d6c49a', latte: '#c5a582', nude: '#e3bc9a', denim: '#4f6d8f', mocha: '#7b5a46',
  espresso: '#4b3428', cognac: '#9a463d', bone: '#e3dac9', putty: '#c9b99b', mushroom: '#a39382', greige: '#b5ada0',
  'olive green': '#708238', olive: '#708238', 'army green': '#4b5320', champagne: '#f7e7ce', eggshell: '#f0ead6', natural: '#e8dcc8',
  graphite: '#41424c', slate: '#6d7b8d', chambray: '#8aa3c2', 'light wash': '#9bb4d0', 'dark wash': '#2f4a6d', pewter: '#8e9196',
  'jet black': '#0a0a0a', khaki: '#c3b091', beige: '#e1d3b8', ivory: '#fffff0', tan: '#d2b48c', brown: '#6f4e37',
  burgundy: '#800020', wine: '#722f37', bordeaux: '#5c0120', oxblood: '#4a0000', cherry: '#d2042d', scarlet: '#ff2400',
  mustard: '#d4a017', rust: '#b7410e', terracotta: '#e2725b', ochre: '#cc7722', sage: '#9caf88', emerald: '#2e8b57',
  mint: '#98ff98', jade: '#00a86b', 'forest green': '#2c5234', 'bottle green': '#006a4e', 'hunter green': '#355e3b',
  blush: '#de5d83', mauve: '#b784a7', lilac: '#c8a2c8', periwinkle: '#ccccff', cobalt: '#0047ab', 'royal blue': '#4169e1',
  'sky blue': '#87ceeb', 'baby blue': '#89cff0', 'light blue': '#a7c7e7', 'dark green': '#006400', 'hot pink': '#ff69b4',
  peach: '#ffcba4', apricot: '#fbceb1', raspberry: '#e30b5c', berry: '#8e4585', fuchsia: '#ff00ff', magenta: '#ff00ff',
  copper: '#b87333', bronze: '#cd7f32', lemon: '#fff44f', 'neon green': '#39ff14', neon: '#39ff14', cerulean: '#007ba7', sapphire: '#0f52ba',
  ruby: '#e0115f', amber: '#ffbf00', 'pastel pink': '#ffd1dc', 'dusty pink': '#d4a5a5', 'dusty rose': '#c9a0a0', rose: '#ff007f',
  grey: '#808080', gray: '#808080', 'light grey': '#c8c8c8', 'light gray': '#c8c8c8', 'dark grey': '#555555', 'dark gray': '#555555',
  green: '#3a8f3e', blue: '#2f5da8', red: '#c62828', coral: '#ff7f50', turquoise: '#30c5c0', lavender: '#b9a7d6', teal: '#1f6f78',
  indigo: '#3f3f7f', silver: '#c0c0c0', snow: '#fffafa', multicolour: '#b0a8d0', multicolor: '#b0a8d0',
};
const MODIFIERS = new Set(['light', 'dark', 'pale', 'deep', 'bright', 'soft', 'dusty', 'muted', 'washed', 'faded', 'rich', 'true', 'pastel', 'heather']);

/** The neutral dot for a name no table or CSS knows. */
export const UNKNOWN_SWATCH = '#a8a29e';

function cssHex(name: string): string | null {
  const parsed = parse(name.replace(/\s+/g, ''));
  return parsed ? (formatHex(parsed) ?? null) : null;
}

/** The colour a name shows as, or null when nothing knows it. */
export function swatchHex(name: string | null | undefined): string | null {
  const words = (name ?? '')
    .toLowerCase()
    .replace(/[^a-z\s-]/g, ' ')
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return null;
  const phrase = words.join(' ');
  const known = FASHION[phrase] ?? cssHex(phrase);
  if (known) return known;
  // 'Dusty mustard', 'deep rust': the colour without its modifier; 'navy and white': the first colour.
  const rest = words.filter((w) => !MODIFIERS.has(w));
  if (rest.length && rest.length < words.length) {
    const bare = rest.join(' ');
    const hex = FASHION[bare] ?? cssHex(bare);
    if (hex) return hex;
  }
  for (const w of rest) {
    const hex = FASHION[w] ?? cssHex(w);
    if (hex) return hex;
  }
  return null;
}

export function swatchFor(name: string | null | undefined): string {
  return swatchHex(name) ?? UNKNOWN_SWATCH;
}
