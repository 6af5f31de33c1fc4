import { ACTIVITIES, FABRICS, PROBLEMS, type Concept } from '../question/lexicon';
import { OCCASION_HEADS } from '../question/occasion-phrase';
import { PLACE_WORDS } from '../question/destinations';

/**
 * The product's own vocabulary, as plain tables (ADR 0116): the words a person uses to ask a
 * stylist something. The reader corrects a misspelt word towards these words, each weighted by
 * how central its table is to the questions Wren answers. A new word is a row, never a pattern.
 */

/** Garments, each as the forms people write ('trainers' and 'sneakers' are rows of their own). */
// prettier-ignore
export const GARMENT_WORDS = [
  'shirt', 'shirts', 'tee', 'tees', 't-shirt', 't-shirts', 'tshirt', 'blouse', 'blouses', 'top', 'tops', 'sweater', 'sweaters', 'jumper', 'jumpers',
  'cardigan', 'cardigans', 'hoodie', 'hoodies', 'sweatshirt', 'sweatshirts', 'turtleneck', 'turtlenecks', 'polo', 'polos', 'camisole', 'tank',
  'jacket', 'jackets', 'coat', 'coats', 'overcoat', 'blazer', 'blazers', 'trench', 'parka', 'parkas', 'puffer', 'raincoat', 'windbreaker',
  'vest', 'vests', 'waistcoat', 'gilet', 'fleece', 'suit', 'suits', 'tuxedo', 'tux',
  'jeans', 'denim', 'chinos', 'khakis', 'trousers', 'pants', 'slacks', 'shorts', 'skirt', 'skirts', 'leggings', 'joggers', 'sweatpants', 'overalls',
  'dress', 'dresses', 'gown', 'gowns', 'sundress', 'jumpsuit', 'jumpsuits', 'romper', 'swimsuit', 'swimsuits', 'bikini', 'trunks', 'swimwear',
  'shoes', 'shoe', 'boots', 'boot', 'sneakers', 'sneaker', 'trainers', 'loafers', 'loafer', 'heels', 'pumps', 'stilettos', 'sandals', 'sandal',
  'flats', 'oxfords', 'brogues', 'derbies', 'mules', 'slippers', 'footwear', 'wellies', 'wellingtons',
  'tie', 'ties', 'bowtie', 'scarf', 'scarves', 'belt', 'belts', 'bag', 'bags', 'handbag', 'purse', 'clutch', 'tote', 'backpack',
  'hat', 'hats', 'cap', 'beanie', 'gloves', 'mittens', 'watch', 'necklace', 'earrings', 'bracelet', 'jewellery', 'jewelry', 'socks', 'tights',
  'sunglasses', 'umbrella', 'outfit', 'outfits', 'clothes', 'clothing', 'wardrobe', 'closet', 'layer', 'layers', 'accessories',
] as const;

/** Occasions by their common words; the occasion reader's event nouns and the activities join them below. */
// prettier-ignore
export const OCCASION_WORDS = [
  'wedding', 'weddings', 'funeral', 'interview', 'date', 'dinner', 'brunch', 'lunch', 'party', 'gala', 'prom', 'graduation', 'office', 'work',
  'meeting', 'presentation', 'pitch', 'conference', 'networking', 'gym', 'workout', 'hike', 'hiking', 'beach', 'concert', 'festival',
  'church', 'christening', 'baptism', 'flight', 'airport', 'travel', 'trip', 'vacation', 'holiday', 'barbecue', 'picnic', 'theatre',
  'theater', 'opera', 'ballet', 'gallery', 'museum', 'exhibition', 'errands', 'coffee', 'weekend', 'bowling', 'karaoke', 'cocktail',
  'reception', 'rehearsal', 'ceremony', 'christmas', 'birthday', 'anniversary', 'shower', 'housewarming', 'reunion', 'recital',
  'commute', 'school', 'campus', 'class', 'lecture', 'tailgate', 'game', 'match', 'stadium', 'yoga', 'pilates', 'running', 'cycling',
  'skiing', 'camping', 'fishing', 'golf', 'tennis', 'climbing', 'dancing', 'club', 'bar', 'restaurant', 'cruise', 'safari', 'festival',
] as const;

// prettier-ignore
export const COLOUR_WORDS = ['off white', 'navy blue', 'light blue', 'dark blue', 'royal blue', 'forest green', 'olive green', 'dark green', 'hot pink', 'dusty pink',
  'black', 'white', 'grey', 'gray', 'navy', 'blue', 'red', 'green', 'olive', 'brown', 'tan', 'beige', 'camel', 'cream', 'ivory', 'khaki',
  'burgundy', 'maroon', 'wine', 'pink', 'purple', 'lavender', 'lilac', 'yellow', 'mustard', 'orange', 'rust', 'teal', 'charcoal', 'silver',
  'gold', 'coral', 'mint', 'sage', 'stone', 'taupe', 'emerald', 'cobalt', 'blush', 'mauve', 'terracotta', 'chocolate', 'indigo'] as const;

// prettier-ignore
export const WEATHER_VOCABULARY = [
  'rain', 'rainy', 'raining', 'drizzle', 'drizzly', 'showers', 'pouring', 'downpour', 'storm', 'stormy', 'thunderstorms', 'snow', 'snowy',
  'snowing', 'sleet', 'slush', 'cold', 'freezing', 'chilly', 'frosty', 'icy', 'cool', 'mild', 'warm', 'hot', 'heat', 'heatwave', 'scorching',
  'sweltering', 'windy', 'breezy', 'humid', 'humidity', 'muggy', 'sunny', 'sunshine', 'cloudy', 'overcast', 'degrees', 'forecast', 'weather',
  'fahrenheit', 'celsius', 'temperature',
] as const;

/** The verbs and nouns of asking a stylist: what to wear, pair, pack, buy, wash, fit. */
// prettier-ignore
export const ASKING_WORDS = [
  'what', 'which', 'should', 'would', 'could', 'where', 'when', 'how', 'wear', 'wearing', 'dress', 'dressed', 'style', 'styling', 'match',
  'matching', 'pair', 'pairing', 'pack', 'packing', 'bring', 'buy', 'buying', 'shop', 'shopping', 'budget', 'afford', 'tailor', 'fit',
  'fitting', 'wash', 'washing', 'stain', 'iron', 'ironing', 'laundry', 'clean', 'cleaning', 'shrink', 'shrunk', 'appropriate', 'formal',
  'casual', 'dressy', 'fancy', 'smart', 'tonight', 'tomorrow', 'today', 'morning', 'afternoon', 'evening', 'night', 'monday', 'tuesday',
  'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'please', 'because', 'with', 'without', 'something', 'anything', 'nothing',
  'going', 'think', 'okay', 'look', 'looks', 'color', 'colour', 'colors', 'colours', 'suitcase', 'luggage', 'instead', 'other', 'better',
  'coworkers', 'colleagues', 'friends', 'family',
] as const;

/** Parts of a garment and how it fits. */
// prettier-ignore
export const FIT_WORDS = [
  'shoulder', 'shoulders', 'sleeve', 'sleeves', 'waist', 'waistband', 'hips', 'chest', 'collar', 'neck', 'neckline', 'length', 'inseam',
  'thighs', 'seat', 'rise', 'hem', 'hemline', 'cuffs', 'tight', 'loose', 'baggy', 'long', 'short', 'wide', 'narrow', 'size', 'sizes',
  'petite', 'tall', 'fitted', 'slim', 'button', 'buttons', 'zipper', 'pocket', 'pockets', 'lining', 'seam', 'seams', 'stretch', 'stretched',
] as const;

/** Trades whose offices dress up or down: an office's (and its interview's) dress code when the message names one. */
// prettier-ignore
export const WORKPLACES: readonly Concept<'formal' | 'relaxed'>[] = [
  { id: 'formal', terms: ['law firm', 'legal', 'lawyer', 'attorney', 'court', 'courtroom', 'bank', 'banking', 'investment', 'finance', 'financial',
    'wealth management', 'private equity', 'consulting', 'consultancy', 'accounting', 'corporate', 'government office', 'insurance', 'hedge fund'] },
  { id: 'relaxed', terms: ['startup', 'start-up', 'tech company', 'tech job', 'software', 'agency', 'design studio', 'design firm', 'creative',
    'studio', 'gaming', 'nonprofit', 'non-profit', 'media company', 'coffee shop', 'cafe', 'retail', 'brewery', 'bakery'] },
];

interface Table {
  words: readonly string[];
  /** How central the table is to what Wren is asked: a tie between two corrections goes to the commoner word. */
  weight: number;
}

const termWords = (terms: readonly string[]) => terms.flatMap((t) => t.split(/\s+/));

const TABLES: Table[] = [
  { words: ASKING_WORDS, weight: 5 },
  { words: GARMENT_WORDS, weight: 4 },
  { words: OCCASION_WORDS, weight: 3 },
  { words: WEATHER_VOCABULARY, weight: 3 },
  { words: COLOUR_WORDS.flatMap((c) => c.split(' ')), weight: 2 },
  { words: termWords(ACTIVITIES.flatMap((a) => a.terms)), weight: 2 },
  { words: termWords(OCCASION_HEADS), weight: 2 },
  { words: termWords(FABRICS.flatMap((f) => f.terms)), weight: 2 },
  { words: termWords(PROBLEMS.flatMap((p) => p.terms)), weight: 1 },
  { words: FIT_WORDS, weight: 2 },
  { words: termWords(WORKPLACES.flatMap((w) => w.terms)), weight: 1 },
  // prettier-ignore
  { words: ['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'month', 'week', 'weekend', 'next', 'last', 'this', 'coming', 'after', 'before'], weight: 2 },
  // Places are words the reader leaves as they are, never a target worth moving towards.
  { words: PLACE_WORDS, weight: 0.5 },
];

/** Every word of the vocabulary with its weight: the sum over the tables that hold it. */
export const VOCABULARY: Map<string, number> = new Map();
const listeners: (() => void)[] = [];

function add(words: readonly string[], weight: number): void {
  for (const w of words) if (/^[a-z][a-z'-]*$/.test(w) && w.length >= 3) VOCABULARY.set(w, (VOCABULARY.get(w) ?? 0) + weight);
  for (const l of listeners) l();
}
for (const { words, weight } of TABLES) add(words, weight);

/**
 * The parser's own patterns lend their words to the vocabulary: a word the parser can recognise is a
 * word worth correcting towards ('clent' → 'client', 'follding' → 'folding'). Only fragments that are
 * whole English words are taken ('theat(re|er)' lends nothing), as `isWord` judges.
 */
export function lendPatternWords(patterns: readonly RegExp[], isWord: (w: string) => boolean, weight = 1): void {
  const words = new Set<string>();
  for (const p of patterns)
    for (const w of p.source.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
      if (!isWord(w)) continue;
      words.add(w);
      // Its inflections too, where they are words: 'stain' lends 'stains' and 'stained'.
      for (const form of [`${w}s`, `${w}es`, `${w}ed`, `${w}ing`]) if (isWord(form)) words.add(form);
    }
  add([...words], weight);
}

/** Called when the vocabulary grows, so an index built on it is rebuilt. */
export function onVocabularyChange(listener: () => void): void {
  listeners.push(listener);
}
