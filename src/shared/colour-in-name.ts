import { CLOTHING_COLOR_NAMES, type ClothingColorName } from './closet-constants';

/**
 * The colour a piece's own name states ('Black trousers' → Black), or null. What the person
 * wrote wins over what a photo's pixels suggest: a detected colour fills the field only when the
 * name says none. 'Denim' names a fabric, not a colour, so it never counts here.
 */
const ALIASES: Record<string, ClothingColorName> = { grey: 'Gray', 'light grey': 'Light Gray', ivory: 'Cream', 'off white': 'Cream', 'navy blue': 'Navy' };
const PHRASES: [string, ClothingColorName][] = [
  ...CLOTHING_COLOR_NAMES.filter((c) => c !== 'Denim').map((c): [string, ClothingColorName] => [c.toLowerCase(), c]),
  ...Object.entries(ALIASES),
].sort((a, b) => b[0].length - a[0].length);

export function colourInName(name: string | null | undefined): ClothingColorName | null {
  const text = ` ${(name ?? '').toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  let best: { at: number; colour: ClothingColorName } | null = null;
  for (const [phrase, colour] of PHRASES) {
    const at = text.indexOf(` ${phrase} `);
    // The first colour named leads ('Navy and white stripe' is navy); at one place, the longest phrase.
    if (at >= 0 && (best === null || at < best.at)) best = { at, colour };
  }
  return best?.colour ?? null;
}

/** The colour to file: the name's own colour, else the detected one, else the fallback. */
export function colourForNewPiece(name: string | null | undefined, detected: string | null | undefined, fallback: string): string {
  return colourInName(name) ?? (detected?.trim() || fallback);
}
