/**
 * The relevance benchmark's 100 labelled queries (issue 41), written from the words and
 * the way shoppers name garments, not from the demo catalog: each says who searches (a womenswear
 * or a menswear shopper, from Settings) and what a right answer is, as a judgement on the
 * product (its category, words in its name or description, a colour). A product is relevant when
 * every given part holds and it is cut for the searcher's department (or unisex).
 */
export interface LabelledQuery {
  query: string;
  shopper: 'women' | 'men';
  /** Categories a right answer may be in (any when absent). */
  categories?: string[];
  /** Must be in the name or description (case-insensitive). */
  words?: RegExp;
  /** Must be among the product's colours. */
  colour?: string;
}

const W = (query: string, categories: string[] | null, words: RegExp | null, colour?: string): LabelledQuery => ({
  query,
  shopper: 'women',
  ...(categories ? { categories } : {}),
  ...(words ? { words } : {}),
  ...(colour ? { colour } : {}),
});
const M = (query: string, categories: string[] | null, words: RegExp | null, colour?: string): LabelledQuery => ({
  ...W(query, categories, words, colour),
  shopper: 'men',
});

const HEELS = /heel|pump|stiletto|slingback/i;
const JEWELLERY = /earring|necklace|bracelet|ring\b|pendant|hoop|jewel/i;
const ACTIVE = /activewear|legging|sports bra|yoga|running|track|training|gym|performance/i;

export const RELEVANCE_SET: LabelledQuery[] = [
  // The issue's own words (issue 41, why 1).
  W('cocktail dress', ['dresses'], /cocktail/i),
  W('wrap dress', ['dresses'], /wrap/i),
  W('Navy Cocktail Dress', ['dresses'], /cocktail/i, 'navy'),
  W('pumps', ['shoes'], HEELS),
  W('heels', ['shoes'], HEELS),
  W('dress', ['dresses'], /dress|gown/i),
  W('Green Wrap Dress', ['dresses'], /wrap/i, 'green'),
  W('Black Wrap Dress', ['dresses'], /wrap/i, 'black'),
  // Dresses and skirts as people say them.
  W('dresses', ['dresses'], /dress|gown/i),
  W('black dress', ['dresses'], /dress|gown/i, 'black'),
  W('evening gown', ['dresses'], /gown|evening/i),
  W('gown for a black tie wedding', ['dresses'], /gown|evening|formal/i),
  W('midi dress', ['dresses'], /midi/i),
  W('maxi dress', ['dresses'], /maxi/i),
  W('summer dress', ['dresses'], /sun|summer|linen|maxi/i),
  W('shirt dress', ['dresses'], /shirt dress/i),
  W('slip dress', ['dresses'], /slip/i),
  W('sweater dress', ['dresses'], /sweater|knit/i),
  W('jumpsuit', ['dresses'], /jumpsuit/i),
  W('red dress', ['dresses'], /dress|gown/i, 'red'),
  W('skirt', ['skirts'], /skirt/i),
  W('skirts', ['skirts'], /skirt/i),
  W('pencil skirt', ['skirts'], /pencil/i),
  W('midi skirt', ['skirts'], /midi/i),
  W('denim skirt', ['skirts'], /denim/i),
  W('mini skirt', ['skirts'], /mini/i),
  W('black skirt', ['skirts'], /skirt/i, 'black'),
  // Heels, flats and boots.
  W('black heels', ['shoes'], HEELS, 'black'),
  W('red pumps', ['shoes'], HEELS, 'red'),
  W('block heels', ['shoes'], /block/i),
  W('stilettos', ['shoes'], HEELS),
  W('slingbacks', ['shoes'], /slingback/i),
  W('high heel sandals', ['shoes'], /sandal/i),
  W('flats', ['shoes'], /flat/i),
  W('ballet flats', ['shoes'], /ballet/i),
  W('ankle boots', ['shoes'], /ankle/i),
  W('knee high boots', ['shoes'], /knee/i),
  W('boots', ['shoes'], /boot/i),
  W('white sneakers', ['shoes'], /sneaker|trainer/i, 'white'),
  W('trainers', ['shoes'], /sneaker|trainer/i),
  // Bags and jewellery.
  W('bag', ['bags'], /bag|tote|clutch|backpack|briefcase/i),
  W('handbag', ['bags'], /bag|tote|clutch/i),
  W('crossbody bag', ['bags'], /crossbody/i),
  W('tote', ['bags'], /tote/i),
  W('clutch', ['bags'], /clutch/i),
  W('shoulder bag', ['bags'], /shoulder/i),
  W('purse', ['bags'], /bag|clutch|tote/i),
  W('earrings', ['accessories'], /earring|hoop/i),
  W('gold hoops', ['accessories'], /hoop/i, 'gold'),
  W('necklace', ['accessories'], /necklace|pendant/i),
  W('jewellery', ['accessories'], JEWELLERY),
  W('jewelry', ['accessories'], JEWELLERY),
  W('pearl earrings', ['accessories'], /pearl/i),
  W('silk scarf', ['accessories'], /scarf/i),
  // Activewear, swim, tailoring, tops and bottoms.
  W('leggings', ['pants'], /legging/i),
  W('sports bra', ['shirts'], /bra/i),
  W('activewear', null, ACTIVE),
  W('yoga', null, /yoga|legging|bra/i),
  W('swimsuit', null, /swim/i),
  W('swimwear', null, /swim/i),
  W('blazer', ['jackets', 'suits'], /blazer/i),
  W('trouser suit', ['suits'], /suit/i),
  W('silk blouse', ['shirts'], /blouse/i),
  W('blouse', ['shirts'], /blouse/i),
  W('cardigan', ['shirts'], /cardigan/i),
  W('wrap coat', ['jackets'], /coat/i),
  W('winter coat', ['jackets'], /coat|parka|puffer/i),
  W('wide leg trousers', ['pants'], /wide/i),
  W('jeans', ['pants'], /jean/i),
  // Near spellings and plurals.
  W('coctail dress', ['dresses'], /cocktail/i),
  W('dresss', ['dresses'], /dress|gown/i),
  W('sandals', ['shoes'], /sandal/i),
  W('crossbody bags', ['bags'], /crossbody/i),
  W('navy blazers', ['jackets', 'suits'], /blazer/i, 'navy'),
  // Menswear: 'dress' as a modifier, and the rest of the closet.
  M('dress shirt', ['shirts'], /dress shirt|poplin|oxford/i),
  M('dress socks', ['accessories'], /sock/i),
  M('dress shoes', ['shoes'], /dress shoe|oxford|derby|loafer/i),
  M('oxford shirt', ['shirts'], /oxford/i),
  M('linen shirt', ['shirts'], /linen/i),
  M('white shirt', ['shirts'], /shirt/i, 'white'),
  M('polo', ['shirts'], /polo/i),
  M('t-shirt', ['shirts'], /t-shirt|tee/i),
  M('sweater', ['shirts'], /sweater|knit|pullover/i),
  M('hoodie', ['shirts'], /hoodie/i),
  M('chinos', ['pants'], /chino/i),
  M('jeans', ['pants'], /jean/i),
  M('trousers', ['pants'], /trouser|pant/i),
  M('swim shorts', ['pants'], /swim/i),
  M('sneakers', ['shoes'], /sneaker|trainer/i),
  M('loafers', ['shoes'], /loafer/i),
  M('chelsea boots', ['shoes'], /chelsea/i),
  M('suit', ['suits'], /suit|tuxedo/i),
  M('navy suit', ['suits'], /suit/i, 'navy'),
  M('tuxedo', ['suits'], /tuxedo/i),
  M('overcoat', ['jackets'], /coat/i),
  M('leather jacket', ['jackets'], /leather/i),
  M('tie', ['accessories'], /\btie\b/i),
  M('backpack', ['bags'], /backpack/i),
  M('gym tee', ['shirts'], ACTIVE),
  M('watch', ['accessories'], /watch/i),
];
