import type { DressCode } from '../dress-code';

/**
 * What to look for when the closet cannot dress a dress code, for the wardrobe the person dresses
 * from, without the kinds they never wear (issue 38.5: 'I don't do dresses or heels' never hears
 * 'look for a cocktail dress and heels'). Each slot lists its choices in order of preference, each
 * with the garment kinds it names (the parser's garment ids); the first choices that name no kind
 * ruled out are said. Pure data and one function.
 */

type Wardrobe = 'menswear' | 'womenswear' | 'mixed';

interface Choice {
  text: string;
  /** The garment kinds the choice names ('dress', 'heels', 'suit'...). */
  kinds: readonly string[];
}

interface LookRow {
  /** The outfit's core: a one-piece or separates. */
  core: readonly Choice[];
  /** Shoes, in order of preference. */
  shoes: readonly Choice[];
  /** How many of the allowed shoes are said ('x or y'); one when absent. */
  shoesSaid?: number;
  /** How the shoes join the core: ' and ' or ', with '. */
  join: string;
}

const c = (text: string, ...kinds: string[]): Choice => ({ text, kinds });

// Separates for a dressy evening without a dress or a suit: what the person who rules both out wears.
const DRESSY_SEPARATES = c('dressy tailored trousers with a silk or satin top under a sharp blazer', 'trousers', 'top', 'blazer');

// prettier-ignore
const LOOKS: Record<DressCode, Record<Wardrobe, LookRow>> = {
  formal: {
    menswear: { core: [c('a dark suit or tuxedo, a white dress shirt', 'suit', 'tuxedo', 'dress shirt'), c('a velvet or dark dinner jacket over tailored trousers with a crisp shirt', 'blazer', 'trousers', 'shirt')], shoes: [c('black oxfords', 'oxfords'), c('polished black loafers', 'loafers')], join: ' and ' },
    womenswear: { core: [c('a floor-length or elegant cocktail dress', 'dress'), c('a tailored tuxedo-style suit', 'suit'), DRESSY_SEPARATES], shoes: [c('dressy heels', 'heels'), c('flats', 'flats'), c('polished loafers', 'loafers')], shoesSaid: 2, join: ' and ' },
    mixed: { core: [c('a dark suit or an elegant evening dress', 'suit', 'dress'), c('a dark suit', 'suit'), c('an elegant evening dress', 'dress'), DRESSY_SEPARATES], shoes: [c('formal shoes', 'dress shoes'), c('polished loafers', 'loafers')], join: ', with ' },
  },
  cocktail: {
    menswear: { core: [c('a dark suit, a crisp dress shirt', 'suit', 'dress shirt'), c('a dark blazer over tailored trousers with a crisp shirt', 'blazer', 'trousers', 'shirt')], shoes: [c('leather dress shoes', 'dress shoes'), c('polished loafers', 'loafers')], join: ' and ' },
    womenswear: { core: [c('a knee- or midi-length cocktail dress or dressy separates', 'dress'), DRESSY_SEPARATES], shoes: [c('heels', 'heels'), c('smart flats', 'flats'), c('polished loafers', 'loafers')], shoesSaid: 2, join: ', with ' },
    mixed: { core: [c('a dark suit or a cocktail dress', 'suit', 'dress'), c('a dark suit', 'suit'), c('a cocktail dress', 'dress'), DRESSY_SEPARATES], shoes: [c('leather dress shoes', 'dress shoes'), c('polished loafers', 'loafers')], join: ', with ' },
  },
  'business formal': {
    menswear: { core: [c('a navy or charcoal suit, a dress shirt', 'suit', 'dress shirt'), c('a navy blazer and grey wool trousers with a dress shirt', 'blazer', 'trousers', 'dress shirt')], shoes: [c('oxfords', 'oxfords'), c('polished loafers', 'loafers')], join: ' and ' },
    womenswear: { core: [c('a tailored suit or a sheath dress with a blazer', 'suit', 'dress', 'blazer'), c('a tailored suit', 'suit'), c('a sheath dress with a blazer', 'dress', 'blazer'), c('tailored trousers, a fine knit or blouse and a structured blazer', 'trousers', 'blouse', 'blazer')], shoes: [c('closed-toe pumps', 'heels'), c('polished flats', 'flats'), c('loafers', 'loafers')], join: ', and ' },
    mixed: { core: [c('a navy or charcoal suit, a dress shirt', 'suit', 'dress shirt'), c('a navy blazer and tailored trousers with a crisp shirt', 'blazer', 'trousers', 'shirt')], shoes: [c('leather dress shoes', 'dress shoes'), c('polished loafers', 'loafers')], join: ' and ' },
  },
  'business casual': {
    menswear: { core: [c('chinos or wool trousers, an oxford shirt', 'chinos', 'trousers', 'shirt')], shoes: [c('loafers', 'loafers'), c('leather derbies', 'shoes')], join: ' and ' },
    womenswear: { core: [c('tailored trousers or a midi skirt, a blouse or fine knit', 'trousers', 'skirt', 'blouse'), c('tailored trousers, a blouse or fine knit', 'trousers', 'blouse')], shoes: [c('loafers', 'loafers'), c('flats', 'flats')], join: ', and ' },
    mixed: { core: [c('tailored trousers, a collared shirt or fine knit', 'trousers', 'shirt')], shoes: [c('loafers', 'loafers'), c('leather derbies', 'shoes')], join: ', and ' },
  },
  'smart casual': {
    menswear: { core: [c('dark jeans or chinos, a knit or an oxford shirt', 'jeans', 'chinos', 'shirt')], shoes: [c('leather sneakers', 'sneakers'), c('loafers', 'loafers')], join: ', and ' },
    womenswear: { core: [c('dark jeans or a midi skirt, a silk-look top or knit', 'jeans', 'skirt', 'top'), c('dark jeans or tailored trousers, a silk-look top or knit', 'jeans', 'trousers', 'top')], shoes: [c('ankle boots', 'boots'), c('loafers', 'loafers')], join: ', and ' },
    mixed: { core: [c('dark jeans or chinos, a knit or a crisp shirt', 'jeans', 'chinos', 'shirt')], shoes: [c('clean leather shoes', 'shoes'), c('leather sneakers', 'sneakers')], join: ', and ' },
  },
  casual: {
    menswear: { core: [c('a tee or polo, jeans', 't-shirt', 'polo', 'jeans'), c('a tee or polo, chinos', 't-shirt', 'polo', 'chinos')], shoes: [c('clean sneakers', 'sneakers'), c('canvas shoes', 'shoes')], join: ' and ' },
    womenswear: { core: [c('a tee, jeans or a casual skirt', 't-shirt', 'jeans', 'skirt'), c('a tee and jeans', 't-shirt', 'jeans'), c('a tee and relaxed trousers', 't-shirt', 'trousers')], shoes: [c('clean sneakers', 'sneakers'), c('flats', 'flats')], join: ', and ' },
    mixed: { core: [c('a tee, jeans', 't-shirt', 'jeans'), c('a tee, chinos', 't-shirt', 'chinos')], shoes: [c('clean sneakers', 'sneakers'), c('canvas shoes', 'shoes')], join: ' and ' },
  },
  athletic: {
    menswear: { core: [c('a performance tee, shorts or joggers', 't-shirt', 'shorts', 'joggers')], shoes: [c('training shoes', 'sneakers')], join: ' and ' },
    womenswear: { core: [c('a performance top, leggings', 'top', 'leggings'), c('a performance top, joggers or shorts', 'top', 'joggers', 'shorts')], shoes: [c('training shoes', 'sneakers')], join: ' and ' },
    mixed: { core: [c('a performance top, leggings or shorts', 'top', 'leggings', 'shorts')], shoes: [c('training shoes', 'sneakers')], join: ' and ' },
  },
};

/** What to look for at a dress code, for the wardrobe, naming none of the kinds ruled out. */
export function lookFor(code: DressCode, wardrobe: Wardrobe, ruledOut: readonly string[] = []): string {
  const row = LOOKS[code][wardrobe];
  const allowed = (choice: Choice) => !choice.kinds.some((k) => ruledOut.includes(k));
  const core = row.core.find(allowed) ?? row.core.at(-1)!;
  const shoes = row.shoes.filter(allowed).slice(0, row.shoesSaid ?? 1);
  if (!shoes.length) return core.text;
  return `${core.text}${row.join}${shoes.map((s) => s.text).join(' or ')}`;
}

/** The shoes to look for at a dress code, for the wardrobe ('black oxfords'); null when the row names none allowed. */
export function shoesToLookFor(code: DressCode, wardrobe: Wardrobe, ruledOut: readonly string[] = []): string | null {
  const row = LOOKS[code][wardrobe];
  const shoes = row.shoes.filter((choice) => !choice.kinds.some((k) => ruledOut.includes(k))).slice(0, row.shoesSaid ?? 1);
  return shoes.length ? shoes.map((s) => s.text).join(' or ') : null;
}
