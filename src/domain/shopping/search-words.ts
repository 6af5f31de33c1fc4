/**
 * The shop's own word tables for reading a search (ADR 0110): the words people use for the same
 * garment, the colour words that are a filter, and the words that name a department. Written from
 * how shoppers and stores name things, never from one catalog's product names. Words are
 * surface forms: PostgreSQL's English stemmer lemmatises them ('heels' and 'heel' are one lexeme).
 */

/**
 * Groups of words that mean the same garment in a search. A query word in a group matches any
 * word of the group (the query is expanded, so the stored documents need no rebuild when a group
 * changes). Multi-word entries match as phrases ('sport coat').
 */
// prettier-ignore
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['heels', 'pumps', 'court shoes'],
  ['sneakers', 'trainers', 'kicks'],
  ['trousers', 'pants', 'slacks'],
  ['sweater', 'jumper', 'pullover', 'knit'],
  ['tee', 't-shirt', 'tshirt', 'tee shirt'],
  ['dress', 'frock'],
  ['gown', 'evening dress', 'ball gown'],
  ['handbag', 'purse'],
  ['tote', 'shopper'],
  ['jewellery', 'jewelry'],
  ['earrings', 'hoops', 'studs'],
  ['necklace', 'pendant'],
  ['blazer', 'sport coat', 'sports jacket'],
  ['tuxedo', 'tux', 'dinner suit', 'dinner jacket'],
  ['suit', 'tailoring'],
  ['parka', 'anorak'],
  ['hoodie', 'hooded sweatshirt'],
  ['joggers', 'sweatpants', 'track pants'],
  ['activewear', 'sportswear', 'athleisure'],
  ['swimwear', 'swim'],
  ['swimsuit', 'swimming costume', 'bathing suit'],
  ['flats', 'ballerinas'],
  ['sandals', 'slides', 'flip-flops', 'sliders'],
  // Compound garment nouns read as one garment (ADR 0110, held-out misses): board shorts are swim shorts, not any shorts.
  ['swim shorts', 'board shorts', 'boardshorts', 'swim trunks', 'trunks'],
  ['gilet', 'body warmer', 'bodywarmer', 'puffer vest', 'quilted vest'],
  ['tank top', 'tank', 'vest top', 'singlet'],
  ['cover-up', 'cover up', 'kaftan', 'caftan', 'sarong'],
  ['sun hat', 'straw hat', 'panama', 'bucket hat'],
  ['crew neck', 'crewneck', 'crew-neck'],
  ['bikini', 'two-piece'],
  ['leggings', 'yoga pants'],
  ['camisole', 'cami'],
  ['sunglasses', 'sunnies', 'shades'],
  ['cardigan', 'cardi'],
  ['black tie', 'evening', 'formal'],
  ['white tie', 'evening', 'formal'],
];

/**
 * Broad words and the kinds they cover: 'jewellery' finds earrings and necklaces, 'heels'
 * stilettos; a kind does not find its siblings (slingbacks are not every heel).
 */
// prettier-ignore
export const KINDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['heels', ['stilettos', 'slingbacks', 'heel']],
  ['dress', ['gown', 'sundress']],
  ['bag', ['handbag', 'purse', 'tote', 'clutch', 'crossbody', 'backpack', 'satchel']],
  ['jewellery', ['necklace', 'pendant', 'earrings', 'bracelet', 'ring', 'hoops']],
  ['activewear', ['leggings', 'sports bra', 'yoga', 'running', 'training', 'gym', 'track']],
  ['swimwear', ['swimsuit', 'bikini', 'trunks', 'swim shorts']],
  ['boots', ['booties']],
  ['coat', ['overcoat', 'topcoat', 'parka', 'trench', 'peacoat', 'puffer', 'raincoat']],
]);

/**
 * Garment words the English stemmer folds into an unrelated word ('leggings' and 'wide-leg' are
 * both `leg`, 'shorts' and 'short-sleeve' both `short`, 'flats' and 'flat-front' both `flat`),
 * with the surface form a product must also show (a regular expression over its name and
 * description, case-insensitive). The index still finds the candidates; the surface form decides.
 */
// prettier-ignore
export const STEM_CLASHES: ReadonlyMap<string, string> = new Map([
  ['leggings', '\\mleggings?\\M'], ['legging', '\\mleggings?\\M'], ['shorts', '\\mshorts\\M'], ['flats', '\\mflats\\M'],
  ['tights', '\\mtights\\M'], ['trunks', '\\mtrunks\\M'], ['briefs', '\\mbriefs\\M'], ['boxers', '\\mboxers\\M'],
]);

/**
 * The words a product's description uses for its dress level, per formality level of the
 * stylist's dress-code rules: an occasion in a search ('office trousers', 'wedding guest dress')
 * asks for the levels its dress code allows (ADR 0110). Stores write 'smart casual', 'formal',
 * 'tailored', 'evening'; a product that says none of them is not excluded once the occasion is relaxed.
 */
// prettier-ignore
export const LEVEL_WORDS: Readonly<Record<'athletic' | 'casual' | 'smart casual' | 'business' | 'formal', readonly string[]>> = {
  athletic: ['activewear', 'athletic', 'sportswear', 'training', 'workout'],
  casual: ['casual', 'everyday', 'relaxed'],
  'smart casual': ['smart', 'smart casual'],
  business: ['business', 'tailored', 'workwear', 'suiting'],
  formal: ['formal', 'evening', 'black tie', 'occasion', 'occasionwear'],
};

/** Word pairs that are a dress code, not a colour and a garment ('black tie' is no tie). */
export const NOT_GARMENT_PHRASES: ReadonlySet<string> = new Set(['black tie', 'white tie']);

/** Colour words and their catalog spelling: a colour in a search is a filter on the product's colours. */
// prettier-ignore
export const COLOUR_WORDS: ReadonlyMap<string, string> = new Map([
  ['black', 'black'], ['white', 'white'], ['ivory', 'cream'], ['cream', 'cream'], ['navy', 'navy'], ['blue', 'blue'],
  ['grey', 'gray'], ['gray', 'gray'], ['charcoal', 'charcoal'], ['olive', 'olive'], ['khaki', 'khaki'], ['tan', 'tan'],
  ['beige', 'tan'], ['brown', 'brown'], ['burgundy', 'burgundy'], ['maroon', 'burgundy'], ['wine', 'burgundy'],
  ['green', 'green'], ['emerald', 'green'], ['rust', 'rust'], ['camel', 'camel'], ['red', 'red'], ['pink', 'pink'],
  ['blush', 'pink'], ['purple', 'purple'], ['lilac', 'purple'], ['yellow', 'yellow'], ['mustard', 'yellow'],
  ['orange', 'orange'], ['gold', 'gold'], ['silver', 'silver'],
]);

/** Words naming a department: said in a search, they choose it over the shopper's default. */
// prettier-ignore
export const DEPARTMENT_WORDS: ReadonlyMap<string, 'men' | 'women'> = new Map([
  ['women', 'women'], ['womens', 'women'], ['woman', 'women'], ['ladies', 'women'], ['lady', 'women'], ['womenswear', 'women'],
  ['her', 'women'], ['female', 'women'],
  ['men', 'men'], ['mens', 'men'], ['man', 'men'], ['gents', 'men'], ['menswear', 'men'], ['him', 'men'], ['male', 'men'],
]);

/** Words that say nothing about the product ('something for a wedding'): dropped before matching. */
// prettier-ignore
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'for', 'with', 'in', 'on', 'of', 'to', 'and', 'my', 'me', 'some', 'something', 'any', 'pair', 'pairs',
  'buy', 'shop', 'find', 'looking', 'want', 'need', 'new', 'please', 'show', 'i', 'im', 'is', 'that', 'this', 'what',
  // 'slim fit', 'relaxed fit': the cut is the word before; stores write 'slim-fit', 'slim' or nothing for the fit itself.
  'fit',
]);
