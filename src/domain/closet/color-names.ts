import { converter, differenceCiede2000, parse, type Color } from 'culori';
import { CLOTHING_COLOR_NAMES, type ClothingColorName } from '../../shared/closet-constants';

export { CLOTHING_COLOR_NAMES, type ClothingColorName };

/**
 * Clothing colour names as shoppers use them. Each name has a few reference swatches because
 * a single hex cannot cover how a name is used: 'Navy' is both the saturated #000080 of the
 * web palette and the greyed #1c2841 of most navy cloth.
 */
export const CLOTHING_COLORS = {
  Black: ['#111111', '#1b1b1b', '#000000'],
  Charcoal: ['#36454f', '#3a3a3c', '#444444'],
  Gray: ['#808080', '#6e6e6e', '#9a9a9a'],
  'Light Gray': ['#c8c8c8', '#d3d3d3', '#b8bcc0'],
  White: ['#ffffff', '#f7f7f5', '#eeeeee'],
  Cream: ['#f3ead3', '#fffdd0', '#efe6cc'],
  Beige: ['#e1d3b8', '#f5f5dc', '#d8c8a8'],
  Khaki: ['#c3b091', '#bdb08a', '#a99d78'],
  Tan: ['#d2b48c', '#c8a47a'],
  Camel: ['#c19a6b', '#b5835a'],
  Brown: ['#6f4e37', '#7b4a2d', '#8b5a2b'],
  'Dark Brown': ['#4a3020', '#3d2b1f'],
  Olive: ['#708238', '#556b2f', '#6b6b3a'],
  'Forest Green': ['#2c5234', '#1f4d2b', '#234f1e'],
  Green: ['#3a8f3e', '#4caf50', '#2e7d32'],
  Sage: ['#9caf88', '#a3b18a'],
  Mint: ['#98e2c6', '#aaf0d1'],
  Teal: ['#008080', '#1f6f78'],
  Navy: ['#1c2841', '#000080', '#202a44', '#232f4b', '#14213d'],
  Blue: ['#2f5da8', '#1e56c0', '#3b6fd1', '#0047ab'],
  Denim: ['#4f6d8f', '#5b7aa0', '#3c5a7d'],
  'Light Blue': ['#a7c7e7', '#add8e6', '#9bbbd9'],
  Purple: ['#6a3d9a', '#7b3f9e', '#5b2c83'],
  Lavender: ['#b9a7d6', '#c8b6e2'],
  Burgundy: ['#800020', '#6d1a2b', '#7a1f30'],
  Red: ['#c62828', '#d32f2f', '#b71c1c', '#e02020'],
  Rust: ['#b7410e', '#a0471f'],
  Orange: ['#e67e22', '#f28c28'],
  Coral: ['#ff7f50', '#f08080'],
  Pink: ['#f4a6b8', '#f7b6c8', '#e991a8'],
  Mustard: ['#d4a017', '#c9a227'],
  Yellow: ['#f2c94c', '#f7dc4a'],
} as const satisfies Record<ClothingColorName, readonly string[]>;

const deltaE = differenceCiede2000();
const toLab = converter('lab65');
// Converted once: CIEDE2000 works in CIELAB, and converting ~90 swatches per lookup showed up in upload profiles.
const swatches: { name: ClothingColorName; color: Color }[] = CLOTHING_COLOR_NAMES.flatMap((name) =>
  CLOTHING_COLORS[name].map((hex) => ({ name, color: toLab(parse(hex)!) })),
);

/** The clothing colour name perceptually closest (CIEDE2000) to any culori colour. */
export function nearestColorName(color: Color | string): ClothingColorName {
  const parsed = typeof color === 'string' ? parse(color) : color;
  if (!parsed) throw new Error(`Not a colour: ${String(color)}`);
  const target = toLab(parsed);
  let best = swatches[0]!;
  let bestDistance = Infinity;
  for (const s of swatches) {
    const d = deltaE(target, s.color);
    if (d < bestDistance) {
      bestDistance = d;
      best = s;
    }
  }
  return best.name;
}
