/**
 * The catalog's category vocabulary (spec 9's five, plus what the dress codes need, issue 26):
 * the one list every part of shopping uses: feed mapping (src/adapters/retail), the products
 * table, search and recommendation schemas, the recommender and the Shopping screen's filter.
 * The closet has its own vocabulary (closet-constants.ts CATEGORIES); CATALOG_TO_CLOSET_CATEGORY
 * below is where the two meet, so aligning them later is one edit here.
 */
export const CATALOG_CATEGORIES = ['shirts', 'pants', 'shoes', 'jackets', 'accessories', 'suits', 'dresses', 'skirts', 'bags'] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

/** What the operator and the shopper read for each category. */
export const CATALOG_CATEGORY_LABELS: Record<CatalogCategory, string> = {
  shirts: 'Shirts & Tops',
  pants: 'Pants & Bottoms',
  shoes: 'Shoes',
  jackets: 'Jackets',
  accessories: 'Accessories',
  suits: 'Suits & Tuxedos',
  dresses: 'Dresses',
  skirts: 'Skirts',
  bags: 'Bags',
};

export const isCatalogCategory = (value: string): value is CatalogCategory => (CATALOG_CATEGORIES as readonly string[]).includes(value);

/**
 * Keywords onto the categories. The head noun of English product names comes last ('Shirt
 * Jacket' is a jacket, 'Shirt Dress' a dress, 'Dress Shirt' a shirt), so the last keyword found
 * wins; CATEGORY_PHRASES are two-word garments whose head noun would mislead ('Tuxedo Jacket' is
 * the jacket of a tuxedo).
 */
// prettier-ignore
const CATEGORY_KEYWORDS: Record<CatalogCategory, readonly string[]> = {
  shirts: ['shirt', 'shirts', 'tee', 'tees', 't-shirt', 't-shirts', 'tshirt', 'polo', 'polos', 'top', 'tops', 'blouse', 'blouses',
    'sweater', 'sweaters', 'hoodie', 'hoodies', 'sweatshirt', 'sweatshirts', 'henley', 'henleys', 'tank', 'tanks', 'cardigan',
    'cardigans', 'pullover', 'pullovers', 'jumper', 'jumpers', 'knitwear', 'turtleneck', 'turtlenecks', 'overshirt', 'overshirts',
    'camisole', 'camisoles', 'cami', 'bodysuit', 'bodysuits', 'bra', 'bralette', 'crop', 'tunic', 'tunics'],
  pants: ['pants', 'pant', 'trousers', 'trouser', 'jeans', 'jean', 'chinos', 'chino', 'shorts', 'joggers', 'jogger', 'sweatpants',
    'leggings', 'bottoms', 'slacks', 'cargos', 'denim', 'culottes', 'trunks', 'tights'],
  shoes: ['shoes', 'shoe', 'sneakers', 'sneaker', 'boots', 'boot', 'loafers', 'loafer', 'sandals', 'sandal', 'trainers', 'trainer',
    'derbies', 'derby', 'brogues', 'brogue', 'footwear', 'slippers', 'slipper', 'mules', 'espadrilles', 'moccasins', 'moccasin',
    'heels', 'heel', 'pumps', 'pump', 'flats', 'oxfords', 'stilettos', 'stiletto', 'slingbacks', 'slingback', 'ballerinas', 'booties',
    'wedges', 'clogs', 'slides', 'high-tops', 'high-top', 'hi-tops'],
  jackets: ['jacket', 'jackets', 'coat', 'coats', 'blazer', 'blazers', 'parka', 'parkas', 'overcoat', 'overcoats', 'gilet', 'gilets',
    'bomber', 'bombers', 'anorak', 'windbreaker', 'outerwear', 'trench', 'peacoat', 'puffer', 'vest', 'vests', 'shacket',
    'raincoat', 'topcoat'],
  accessories: ['accessory', 'accessories', 'belt', 'belts', 'hat', 'hats', 'cap', 'caps', 'beanie', 'beanies', 'scarf', 'scarves',
    'tie', 'ties', 'bowtie', 'bowties', 'wallet', 'wallets', 'watch', 'watches', 'sunglasses', 'glasses', 'gloves', 'glove',
    'socks', 'sock', 'jewelry', 'jewellery', 'bracelet', 'bracelets', 'necklace', 'necklaces', 'earrings', 'cufflinks', 'square',
    'umbrella', 'ring', 'rings', 'cummerbund', 'cummerbunds', 'earring', 'hoops', 'pendant', 'pendants', 'anklet', 'brooch',
    'headband', 'hairband'],
  suits: ['suit', 'suits', 'tuxedo', 'tuxedos', 'tux', 'tuxes', 'tailoring'],
  dresses: ['dress', 'dresses', 'gown', 'gowns', 'jumpsuit', 'jumpsuits', 'romper', 'rompers', 'playsuit', 'playsuits', 'sundress',
    'sundresses', 'kaftan', 'kaftans', 'caftan',
    // The catalog has no swim category (ADR 0110): swimwear is filed with the one-pieces.
    'swimsuit', 'swimsuits', 'bikini', 'bikinis', 'swimwear', 'tankini'],
  skirts: ['skirt', 'skirts', 'skort', 'skorts'],
  bags: ['bag', 'bags', 'handbag', 'handbags', 'tote', 'totes', 'backpack', 'backpacks', 'clutch', 'clutches', 'purse', 'purses',
    'satchel', 'satchels', 'crossbody', 'briefcase', 'briefcases', 'duffel', 'duffle', 'luggage'],
};

// prettier-ignore
const CATEGORY_PHRASES = new Map<string, CatalogCategory>([
  ['tuxedo jacket', 'suits'], ['tuxedo jackets', 'suits'], ['dinner jacket', 'suits'], ['dinner jackets', 'suits'],
  ['smoking jacket', 'suits'], ['dinner suit', 'suits'], ['suit separates', 'suits'], ['pant suit', 'suits'], ['skirt suit', 'suits'],
  ['bow tie', 'accessories'], ['bow ties', 'accessories'], ['evening gown', 'dresses'],
  // Issue 41: 'LED High Tops' are sneakers, not tops.
  ['high tops', 'shoes'], ['high top', 'shoes'], ['hi tops', 'shoes'], ['low tops', 'shoes'], ['low top', 'shoes'],
]);

const KEYWORD_CATEGORY = new Map<string, CatalogCategory>(
  CATALOG_CATEGORIES.flatMap((category) => CATEGORY_KEYWORDS[category].map((word) => [word, category] as const)),
);

const textWords = (text: string) => text.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? [];

/** The category a piece of text names (the last keyword or phrase found), or null. */
export function categoryFromText(text: string): CatalogCategory | null {
  let found: CatalogCategory | null = null;
  const all = textWords(text);
  for (let i = 0; i < all.length; i++) {
    const word = all[i]!;
    const phrase = i + 1 < all.length ? CATEGORY_PHRASES.get(`${word} ${all[i + 1]}`) : undefined;
    if (phrase) {
      found = phrase;
      i++;
      continue;
    }
    const direct = KEYWORD_CATEGORY.get(word);
    if (direct) {
      found = direct;
      continue;
    }
    // 't-shirt' is a keyword itself; 'denim-jacket' is read part by part.
    for (const part of word.split('-')) found = KEYWORD_CATEGORY.get(part) ?? found;
  }
  return found;
}
