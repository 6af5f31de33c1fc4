/**
 * Held-out relevance query set for Shop search (issue 41).
 *
 * Written by a helper session from issue 41 and its brief only, WITHOUT seeing
 * the catalog, the seeds, the search code or the existing query set. The queries
 * are phrased the way shoppers type into a shop search box (garment nouns and
 * everyday synonyms, plurals, a few misspellings, colour / material / occasion
 * words, and the ambiguous "dress ..." compounds). Labels are deliberately
 * generous: `categories` is where a right answer would be filed, `words` a broad
 * regex of the noun and its synonyms over name + description, and `colour` is set
 * only when the query names a colour.
 *
 * 50 womenswear + 50 menswear queries.
 */
import type { LabelledQuery } from './search-relevance-set';

/** Both patterns must occur somewhere in name + description (material + garment). */
const both = (a: string, b: string): RegExp => new RegExp(`^(?=[\\s\\S]*(?:${a}))(?=[\\s\\S]*(?:${b}))`, 'i');

const SNEAKER = /sneaker|trainer|runner|running shoe|plimsoll|high.?top|low.?top|tennis shoe|canvas/i;
const COAT_RAIN = /rain|waterproof|\bmac\b|anorak|shell|cagoule|parka|trench|storm/i;

const WOMEN: LabelledQuery[] = [
  // dresses
  { query: 'dress', shopper: 'women', categories: ['dresses'] },
  { query: 'dresses', shopper: 'women', categories: ['dresses'] },
  {
    query: 'cocktail dress',
    shopper: 'women',
    categories: ['dresses'],
    words: /cocktail|party|evening|sheath|slip|satin|sequin|velvet|little black|occasion/i,
  },
  { query: 'wrap dress', shopper: 'women', categories: ['dresses'], words: /wrap/i },
  {
    query: 'Navy Cocktail Dress',
    shopper: 'women',
    categories: ['dresses'],
    words: /cocktail|party|evening|sheath|occasion/i,
    colour: 'navy',
  },
  { query: 'slip dress', shopper: 'women', categories: ['dresses'], words: /slip|satin|silk|cami|bias/i },
  { query: 'maxi dress', shopper: 'women', categories: ['dresses'], words: /maxi|floor.?length|long/i },
  {
    query: 'wedding guest dress',
    shopper: 'women',
    categories: ['dresses'],
    words: /wedding|guest|occasion|cocktail|party|evening|formal|satin|silk|chiffon|floral|midi|maxi|wrap/i,
  },
  { query: 'shirt dress', shopper: 'women', categories: ['dresses'], words: /shirt|button|collar/i },
  { query: 'red dress', shopper: 'women', categories: ['dresses'], colour: 'red' },
  { query: 'little black dress', shopper: 'women', categories: ['dresses'], colour: 'black' },
  // skirts
  { query: 'midi skirt', shopper: 'women', categories: ['skirts'], words: /midi|mid.?length|calf/i },
  { query: 'pleated skirt', shopper: 'women', categories: ['skirts'], words: /pleat/i },
  { query: 'denim skirt', shopper: 'women', categories: ['skirts'], words: /denim|jean/i },
  // shoes
  { query: 'pumps', shopper: 'women', categories: ['shoes'], words: /pump|heel|stiletto|slingback|court/i },
  { query: 'heels', shopper: 'women', categories: ['shoes'], words: /heel|pump|stiletto|slingback|court|platform/i },
  { query: 'black ankle boots', shopper: 'women', categories: ['shoes'], words: /boot/i, colour: 'black' },
  { query: 'ballet flats', shopper: 'women', categories: ['shoes'], words: /ballet|ballerina|flat|pump/i },
  { query: 'mules', shopper: 'women', categories: ['shoes'], words: /mule|slide|clog|backless/i },
  { query: 'sneekers', shopper: 'women', categories: ['shoes'], words: SNEAKER },
  { query: 'sandals', shopper: 'women', categories: ['shoes'], words: /sandal|slide|espadrille|flip.?flop|strappy/i },
  // bags, jewellery, accessories
  { query: 'tote bag', shopper: 'women', categories: ['accessories'], words: /tote|shopper/i },
  {
    query: 'crossbody',
    shopper: 'women',
    categories: ['accessories'],
    words: /cross.?body|shoulder|sling|messenger|saddle|camera bag/i,
  },
  {
    query: 'handbags',
    shopper: 'women',
    categories: ['accessories'],
    words: /bag|purse|clutch|tote|satchel|hobo|shopper/i,
  },
  { query: 'clutch', shopper: 'women', categories: ['accessories'], words: /clutch|evening bag|pouch|envelope|minaudi/i },
  { query: 'gold hoops', shopper: 'women', categories: ['accessories'], words: /hoop|earring/i, colour: 'gold' },
  { query: 'pearl studs', shopper: 'women', categories: ['accessories'], words: /pearl/i },
  { query: 'necklace', shopper: 'women', categories: ['accessories'], words: /necklace|pendant|chain|choker|locket/i },
  { query: 'leather belt', shopper: 'women', categories: ['accessories'], words: both('belt', 'leather') },
  { query: 'silk scarf', shopper: 'women', categories: ['accessories'], words: both('scarf|scarves|bandana', 'silk|satin') },
  {
    query: 'sun hat',
    shopper: 'women',
    categories: ['accessories'],
    words: /\bhats?\b|straw|fedora|panama|bucket|brim|visor|sun/i,
  },
  // tops and knitwear
  { query: 'silk blouse', shopper: 'women', categories: ['shirts'], words: /silk|satin/i },
  { query: 'white shirt', shopper: 'women', categories: ['shirts'], words: /shirt|blouse|button/i, colour: 'white' },
  { query: 'jumper', shopper: 'women', categories: ['shirts'], words: /jumper|sweater|pullover|knit|crew.?neck/i },
  { query: 'cardigen', shopper: 'women', categories: ['shirts', 'jackets'], words: /cardigan|cardi\b/i },
  {
    query: 'cashmere sweater',
    shopper: 'women',
    categories: ['shirts'],
    words: /cashmere|merino|wool|alpaca|mohair/i,
  },
  {
    query: 'tank top',
    shopper: 'women',
    categories: ['shirts', 'activewear'],
    words: /tank|cami|vest|sleeveless|singlet|racer/i,
  },
  // activewear and swim
  { query: 'leggings', shopper: 'women', categories: ['activewear', 'pants'], words: /legging|tights/i },
  { query: 'sports bra', shopper: 'women', categories: ['activewear'], words: /\bbras?\b|bralette|crop/i },
  { query: 'gym shorts', shopper: 'women', categories: ['activewear', 'pants'], words: /short/i },
  { query: 'bikini', shopper: 'women', categories: ['swimwear'], words: /bikini|two.?piece|triangle|bandeau/i },
  {
    query: 'swimsuit',
    shopper: 'women',
    categories: ['swimwear'],
    words: /swim|one.?piece|bathing|maillot|bikini/i,
  },
  {
    query: 'beach cover up',
    shopper: 'women',
    categories: ['swimwear', 'dresses', 'shirts', 'skirts', 'accessories'],
    words: /cover.?up|kaftan|caftan|sarong|pareo|beach|kimono|tunic/i,
  },
  // outerwear
  { query: 'trench coat', shopper: 'women', categories: ['jackets'], words: /trench|\bmac\b|raincoat/i },
  {
    query: 'wool coat',
    shopper: 'women',
    categories: ['jackets'],
    words: both('wool|cashmere|tweed|melton|boucl', 'coat'),
  },
  {
    query: 'puffer jacket',
    shopper: 'women',
    categories: ['jackets'],
    words: /puff|quilt|padded|down jacket|down.?filled|insulated/i,
  },
  {
    query: 'navy blazer',
    shopper: 'women',
    categories: ['jackets'],
    words: /blazer|tailored|suit jacket/i,
    colour: 'navy',
  },
  // trousers and jeans
  { query: 'linen trousers', shopper: 'women', categories: ['pants'], words: /linen/i },
  {
    query: 'office trousers',
    shopper: 'women',
    categories: ['pants'],
    words: /trouser|tailored|pleat|cigarette|slack|suit|wide.?leg|culotte|crease/i,
  },
  {
    query: 'mom jeans',
    shopper: 'women',
    categories: ['pants'],
    words: both('jean|denim', 'mom|high.?rise|high.?waist|tapered|relaxed|boyfriend|straight'),
  },
];

const MEN: LabelledQuery[] = [
  // the "dress ..." compounds
  {
    query: 'dress shirt',
    shopper: 'men',
    categories: ['shirts'],
    words: /dress shirt|button|oxford|poplin|formal|collar|cutaway|french cuff|non.?iron|twill|tailored/i,
  },
  {
    query: 'dress shoes',
    shopper: 'men',
    categories: ['shoes'],
    words: /oxford|derby|brogue|loafer|monk|dress shoe|wingtip|formal|leather shoe/i,
  },
  { query: 'dress socks', shopper: 'men', categories: ['accessories'], words: /sock/i },
  // shoes
  { query: 'oxfords', shopper: 'men', categories: ['shoes'], words: /oxford|brogue|derby|wingtip/i },
  { query: 'loafer', shopper: 'men', categories: ['shoes'], words: /loafer|moccasin|penny|driver|slip.?on/i },
  { query: 'trainers', shopper: 'men', categories: ['shoes'], words: SNEAKER },
  { query: 'white sneakers', shopper: 'men', categories: ['shoes'], words: SNEAKER, colour: 'white' },
  { query: 'chelsea boots', shopper: 'men', categories: ['shoes'], words: /chelsea|boot/i },
  { query: 'brown leather boots', shopper: 'men', categories: ['shoes'], words: /boot/i, colour: 'brown' },
  { query: 'slides', shopper: 'men', categories: ['shoes'], words: /slide|sandal|flip.?flop|pool/i },
  // trousers, jeans, shorts
  { query: 'chinos', shopper: 'men', categories: ['pants'], words: /chino|khaki|twill/i },
  {
    query: 'joggers',
    shopper: 'men',
    categories: ['pants', 'activewear'],
    words: /jogger|sweatpant|track.?pant|jogging|tracksuit/i,
  },
  {
    query: 'office trousers',
    shopper: 'men',
    categories: ['pants'],
    words: /trouser|tailored|pleat|slack|suit|chino|dress pant|wool|crease/i,
  },
  {
    query: 'slim fit jeans',
    shopper: 'men',
    categories: ['pants'],
    words: both('jean|denim', 'slim|skinny|tapered'),
  },
  { query: 'black jeans', shopper: 'men', categories: ['pants'], words: /jean|denim/i, colour: 'black' },
  { query: 'cargo pants', shopper: 'men', categories: ['pants'], words: /cargo|utility|combat/i },
  { query: 'gym shorts', shopper: 'men', categories: ['activewear', 'pants'], words: /short/i },
  // outerwear and tailoring
  { query: 'parka', shopper: 'men', categories: ['jackets'], words: /parka|anorak|fishtail|insulated|hooded coat/i },
  {
    query: 'puffer',
    shopper: 'men',
    categories: ['jackets'],
    words: /puff|quilt|padded|down jacket|down.?filled|insulated/i,
  },
  {
    query: 'tux',
    shopper: 'men',
    categories: ['jackets', 'pants', 'shirts'],
    words: /tux|dinner jacket|dinner suit|black.?tie/i,
  },
  { query: 'gilet', shopper: 'men', categories: ['jackets'], words: /gilet|vest|body.?warmer|sleeveless/i },
  {
    query: 'navy blazer',
    shopper: 'men',
    categories: ['jackets'],
    words: /blazer|sport.?s?.?coat|suit jacket|tailored/i,
    colour: 'navy',
  },
  { query: 'blazzer', shopper: 'men', categories: ['jackets'], words: /blazer|sport.?s?.?coat|suit jacket/i },
  {
    query: 'wool coat',
    shopper: 'men',
    categories: ['jackets'],
    words: both('wool|cashmere|tweed|melton', 'coat'),
  },
  { query: 'overcoat', shopper: 'men', categories: ['jackets'], words: /coat|crombie|chesterfield/i },
  { query: 'trench', shopper: 'men', categories: ['jackets'], words: /trench|\bmac\b|raincoat/i },
  { query: 'bomber jacket', shopper: 'men', categories: ['jackets'], words: /bomber|flight|ma.?1/i },
  { query: 'denim jacket', shopper: 'men', categories: ['jackets'], words: /denim|jean|trucker/i },
  { query: 'rain jacket', shopper: 'men', categories: ['jackets'], words: COAT_RAIN },
  {
    query: 'track jacket',
    shopper: 'men',
    categories: ['activewear', 'jackets'],
    words: /track|zip|training|warm.?up|tracksuit/i,
  },
  {
    query: 'suit',
    shopper: 'men',
    categories: ['jackets', 'pants'],
    words: /\bsuit(s|ing)?\b|two.?piece|three.?piece|tux/i,
  },
  // tops and knitwear
  { query: 'linen shirt', shopper: 'men', categories: ['shirts'], words: /linen/i },
  { query: 'oxford shirt', shopper: 'men', categories: ['shirts'], words: /oxford|button.?down/i },
  { query: 'polo shirts', shopper: 'men', categories: ['shirts', 'activewear'], words: /polo|pique|piqué/i },
  { query: 't shirt', shopper: 'men', categories: ['shirts'], words: /t.?shirt|\btees?\b/i },
  { query: 'white tees', shopper: 'men', categories: ['shirts'], words: /t.?shirt|\btees?\b/i, colour: 'white' },
  {
    query: 'crew neck jumper',
    shopper: 'men',
    categories: ['shirts'],
    words: /jumper|sweater|pullover|knit|crew.?neck/i,
  },
  { query: 'cardigan', shopper: 'men', categories: ['shirts', 'jackets'], words: /cardigan|cardi\b/i },
  {
    query: 'grey hoodie',
    shopper: 'men',
    categories: ['shirts', 'activewear'],
    words: /hood|sweatshirt/i,
    colour: 'grey',
  },
  { query: 'flannel shirt', shopper: 'men', categories: ['shirts'], words: /flannel|plaid|check|brushed|tartan/i },
  { query: 'henley', shopper: 'men', categories: ['shirts'], words: /henley/i },
  // swim
  {
    query: 'swim trunks',
    shopper: 'men',
    categories: ['swimwear'],
    words: /trunk|swim|board.?short/i,
  },
  {
    query: 'board shorts',
    shopper: 'men',
    categories: ['swimwear', 'pants'],
    words: /board|surf|swim/i,
  },
  // accessories
  { query: 'leather belt', shopper: 'men', categories: ['accessories'], words: both('belt', 'leather') },
  { query: 'silk tie', shopper: 'men', categories: ['accessories'], words: both('\\bties?\\b|necktie', 'silk') },
  { query: 'beanie', shopper: 'men', categories: ['accessories'], words: /beanie|knit hat|watch cap|toque|bobble/i },
  {
    query: 'baseball cap',
    shopper: 'men',
    categories: ['accessories'],
    words: /\bcaps?\b|baseball|snapback|trucker/i,
  },
  { query: 'wallet', shopper: 'men', categories: ['accessories'], words: /wallet|card.?holder|billfold|card case/i },
  { query: 'backpack', shopper: 'men', categories: ['accessories'], words: /backpack|rucksack|daypack/i },
  {
    query: 'wool scarf',
    shopper: 'men',
    categories: ['accessories'],
    words: both('scarf|scarves|muffler', 'wool|cashmere|merino|knit|lambswool'),
  },
];

/**
 * The brief given to the writer named the wrong category list (activewear and swimwear, which the
 * catalog does not have; no bags or suits, which it has). Mapped mechanically onto the product's
 * categories (src/shared/catalog-categories.ts), without reading the catalog: a sport or swim
 * label keeps only its words; accessories may be bags; a jacket may be filed with tailoring.
 */
const CATALOG_NAMES: Record<string, string[] | null> = {
  activewear: null,
  swimwear: null,
  accessories: ['accessories', 'bags'],
  jackets: ['jackets', 'suits'],
};
function onCatalogCategories(q: LabelledQuery): LabelledQuery {
  if (!q.categories) return q;
  const mapped = q.categories.map((c) => (c in CATALOG_NAMES ? CATALOG_NAMES[c] : [c]));
  if (mapped.some((m) => m === null)) {
    const { categories: _dropped, ...rest } = q;
    return rest;
  }
  return { ...q, categories: [...new Set(mapped.flat() as string[])] };
}

export const HELD_OUT_SET: LabelledQuery[] = [...WOMEN, ...MEN].map(onCatalogCategories);
