import type { Category, Formality, Material, Warmth } from '../../shared/closet-constants';
import { wearSlot } from '../../shared/closet-slots';
import { containsPhrase, keywordTable, lookup, normalizeText } from './text';
import type { ClosetItem } from './types';

/**
 * Fills in what the user left blank (formality, warmth, material) from the subcategory and the
 * name, so the hard rules can still be applied. The longest phrase found wins, which lets
 * specific garments override general ones ('oxford shirt' vs 'oxford', 'running shorts' vs 'shorts').
 */

// prettier-ignore
const FORMALITY_KEYWORDS = keywordTable<Formality>([
  [
    'formal',
    ['tuxedo', 'tux', 'dinner jacket', 'suit jacket', 'tailcoat', 'tail coat', 'morning coat', 'evening gown', 'ball gown', 'gown',
      'cocktail dress', 'evening dress', 'bow tie', 'bowtie', 'cummerbund', 'patent leather', 'patent shoe', 'opera pump',
      'tuxedo shirt', 'wing collar', 'suit trouser', 'suit pant', 'tuxedo trouser', 'tuxedo pant', 'dress suit', 'tiara'],
  ],
  [
    'business',
    ['blazer', 'dress shirt', 'dress pant', 'dress trouser', 'slack', 'tailored trouser', 'tailored pant', 'pencil skirt',
      'sheath dress', 'oxford', 'oxford shoe', 'derby', 'derbies', 'brogue', 'monk strap', 'pump', 'heel', 'court shoe',
      'dress shoe', 'tie', 'necktie', 'cufflink', 'suit', 'waistcoat', 'trench', 'trench coat', 'overcoat', 'topcoat',
      'briefcase', 'pocket square', 'dress watch', 'shell top'],
  ],
  [
    'smart casual',
    ['oxford shirt', 'button down', 'button up', 'shirt', 'polo', 'chino', 'trouser', 'cardigan', 'sweater', 'jumper',
      'pullover', 'turtleneck', 'roll neck', 'knit', 'blouse', 'loafer', 'chelsea boot', 'desert boot', 'chukka', 'boot',
      'ankle boot', 'peacoat', 'pea coat', 'sport coat', 'sports coat', 'wool coat', 'coat', 'watch', 'belt', 'scarf', 'midi skirt',
      'skirt', 'wrap dress', 'dress', 'jumpsuit', 'mule', 'flat', 'ballet flat', 'leather jacket', 'quilted jacket',
      'field jacket', 'handbag', 'clutch', 'culotte', 'wide leg trouser', 'necklace', 'earring', 'bracelet', 'sunglasses'],
  ],
  [
    'casual',
    ['t shirt', 'tshirt', 'tee', 'graphic tee', 'tank top', 'tank', 'camisole', 'cami', 'hoodie', 'sweatshirt', 'jean',
      'denim jacket', 'denim short', 'short', 'cargo', 'overall', 'dungaree', 'sneaker', 'canvas shoe', 'sandal', 'flip flop',
      'slide', 'espadrille', 'croc', 'puffer', 'parka', 'rain jacket', 'raincoat', 'rain coat', 'windbreaker', 'anorak',
      'bomber', 'fleece', 'flannel', 'henley', 'baseball cap', 'cap', 'beanie', 'backpack', 'tote', 'sundress', 'crop top',
      'jacket', 'rain boot', 'wellington', 'hiking boot', 'snow boot', 'winter boot', 'shirt dress', 'romper', 'playsuit',
      'bucket hat', 'trainer', 'tennis shoe', 'slip on', 'jersey', 'down jacket', 'gilet', 'vest'],
  ],
  [
    'athletic',
    ['running shoe', 'running short', 'running tight', 'running jacket', 'gym short', 'gym top', 'gym shoe', 'jogger', 'legging',
      'sweatpant', 'track pant', 'track jacket', 'tracksuit', 'sports bra', 'sport bra', 'yoga pant', 'yoga', 'bike short',
      'cycling short', 'cycling jersey', 'compression', 'athletic', 'training shoe', 'cross trainer', 'performance tee',
      'workout', 'gym', 'sport', 'dri fit', 'base layer', 'tennis skirt', 'swim', 'swimsuit', 'swim trunk', 'sweatband'],
  ],
]);

// prettier-ignore
const WARMTH_KEYWORDS = keywordTable<Warmth>([
  [
    'warm',
    ['parka', 'puffer', 'puffer jacket', 'down jacket', 'down coat', 'shearling', 'fleece', 'thermal', 'wool coat', 'overcoat',
      'peacoat', 'pea coat', 'duffle coat', 'duffel coat', 'winter coat', 'winter jacket', 'ski jacket', 'chunky knit',
      'cable knit', 'heavy knit', 'wool sweater', 'cashmere sweater', 'wool jumper', 'snow boot', 'winter boot', 'beanie',
      'glove', 'mitten', 'earmuff', 'wool scarf', 'sherpa', 'insulated', 'fleece lined', 'thermal legging', 'topcoat'],
  ],
  [
    'medium',
    ['rain jacket', 'raincoat', 'rain coat', 'trench', 'trench coat', 'denim jacket', 'leather jacket', 'sweater', 'jumper',
      'cardigan', 'hoodie', 'sweatshirt', 'jean', 'trouser', 'chino', 'boot', 'sneaker', 'loafer', 'blazer', 'suit',
      'flannel', 'turtleneck', 'long sleeve', 'corduroy', 'quilted jacket', 'jogger', 'sweatpant'],
  ],
  [
    'light',
    ['tank top', 'tank', 'camisole', 'cami', 'crop top', 'short', 'sandal', 'flip flop', 'slide', 'espadrille', 'sundress',
      't shirt', 'tshirt', 'tee', 'polo', 'short sleeve', 'sleeveless', 'swim', 'swimsuit', 'bikini', 'board short', 'mesh',
      'sun hat', 'straw hat', 'windbreaker', 'track jacket', 'cocktail dress', 'evening dress', 'slip dress', 'evening gown', 'running short', 'sports bra', 'linen', 'seersucker', 'chiffon', 'halter'],
  ],
]);

/** Wool and cashmere knitwear, scarves and hats are warm; in cotton they are medium. */
// A wool coat is a warm coat: the fibre and the cut together (a wool-blend coat, a wool peacoat), as a wool jumper is a warm jumper.
const WARM_IN_WOOL = [
  'sweater',
  'jumper',
  'pullover',
  'cardigan',
  'turtleneck',
  'roll neck',
  'scarf',
  'scarves',
  'hat',
  'glove',
  'snood',
  'coat',
  'overcoat',
  'topcoat',
  'peacoat',
  'duffle',
  'duffel',
];
const WARM_FIBRES = ['wool', 'cashmere', 'merino', 'alpaca', 'mohair', 'lambswool'];

// prettier-ignore
const MATERIAL_KEYWORDS = keywordTable<Material>([
  ['suede', ['suede', 'nubuck']],
  ['silk', ['silk', 'satin', 'chiffon', 'charmeuse']],
  ['linen', ['linen']],
  ['wool', ['wool', 'cashmere', 'merino', 'alpaca', 'mohair', 'tweed', 'lambswool', 'flannel']],
  // Boots known by their maker's name are leather ('Black Doc Martens 1460 boots').
  ['leather', ['leather', 'patent', 'doc martens', 'dr martens', 'doc marten', 'dr marten', 'docs']],
  ['denim', ['denim', 'jean', 'chambray']],
  ['knit', ['knit', 'knitted']],
  ['cotton', ['cotton', 'poplin', 'oxford cloth', 'corduroy', 'canvas', 'seersucker', 'twill']],
  ['synthetic', ['polyester', 'nylon', 'fleece', 'spandex', 'lycra', 'gore tex', 'goretex', 'acrylic', 'rayon', 'viscose']],
]);

/** When nothing in the text says otherwise: casual is the safest reading of an unnamed garment. */
const DEFAULT_FORMALITY: Record<Category, Formality> = {
  Tops: 'casual',
  Bottoms: 'casual',
  'Dresses & jumpsuits': 'casual',
  Outerwear: 'casual',
  // Filed as tailoring: cut to be worn at least smart, whatever the name says.
  'Suits & tailoring': 'business',
  Shoes: 'casual',
  Bags: 'casual',
  Accessories: 'casual',
  Jewellery: 'casual',
  Activewear: 'athletic',
  Swim: 'athletic',
};

function itemText(item: Pick<ClosetItem, 'name' | 'subcategory'>): string {
  return normalizeText(`${item.subcategory ?? ''} ${item.name}`);
}

/** The material as given, else read from the text ('Suede loafers' → suede); null when unknown. */
export function inferMaterial(item: Pick<ClosetItem, 'name' | 'subcategory' | 'material'>): Material | null {
  if (item.material && item.material !== 'other') return item.material;
  return lookup(MATERIAL_KEYWORDS, itemText(item)) ?? item.material ?? null;
}

export function inferFormality(item: Pick<ClosetItem, 'name' | 'subcategory' | 'category' | 'material' | 'formality'>): Formality {
  if (item.formality) return item.formality;
  const fromText = lookup(FORMALITY_KEYWORDS, itemText(item));
  if (fromText) return fromText;
  const material = inferMaterial(item);
  if (material === 'denim') return 'casual';
  if (material === 'silk' || (material === 'wool' && item.category !== 'Tops') || (material === 'leather' && item.category === 'Shoes')) {
    return 'smart casual';
  }
  return DEFAULT_FORMALITY[item.category] ?? 'casual';
}

/**
 * Words that make a piece sport kit by its name, whatever level it was given ('Orange moisture-wicking running vest' entered as
 * casual): made for training, it is no piece for a dinner. Everyday pieces people also wear for sport ('leggings', 'trainers',
 * 'fleece') are not here. Vocabulary: a new word is a row.
 */
// prettier-ignore
const SPORT_MADE = keywordTable<true>([[true, ['running', 'run', 'jogging', 'gym', 'yoga', 'pilates', 'cycling', 'bike short', 'workout', 'training top',
  'training short', 'compression', 'moisture wicking', 'wicking', 'sports bra', 'sport bra', 'dri fit', 'performance tee', 'tennis skirt', 'track pant',
  'track jacket', 'tracksuit', 'swimsuit', 'swim', 'rash guard', 'rash vest', 'base layer']]]);

/** Made for sport: filed under Activewear or Swim, or named as sport kit. */
export function madeForSport(item: Pick<ClosetItem, 'name' | 'subcategory' | 'category'>): boolean {
  return item.category === 'Activewear' || item.category === 'Swim' || lookup(SPORT_MADE, normalizeText(`${item.subcategory ?? ''} ${item.name}`)) === true;
}

export function inferWarmth(item: Pick<ClosetItem, 'name' | 'subcategory' | 'category' | 'material' | 'warmth'>): Warmth {
  if (item.warmth) return item.warmth;
  const text = itemText(item);
  const material = inferMaterial(item);
  const warmInWool = WARM_IN_WOOL.some((k) => containsPhrase(text, k));
  if (warmInWool && (material === 'wool' || WARM_FIBRES.some((f) => containsPhrase(text, f)))) return 'warm';
  const fromText = lookup(WARMTH_KEYWORDS, text);
  if (fromText === 'warm' || fromText === 'light') return fromText;
  // Linen trousers and a silk scarf are light whatever the garment usually is.
  if (material === 'linen' || material === 'silk') return 'light';
  return 'medium';
}

// A set worn as top and trousers together ('navy scrub set') dresses both halves as a dress does; bib overalls need a top.
const ONE_PIECE_WORDS = ['dress', 'gown', 'jumpsuit', 'romper', 'playsuit', 'sundress', 'boilersuit', 'boiler suit', 'catsuit', 'scrub set', 'scrubs'];
/** 'dress shirt', 'dress shoes'... are not dresses. */
const DRESS_AS_ADJECTIVE = / dress(es)? (shirt|pant|trouser|shoe|slack|boot|watch|sock|coat|suit)/g;

/**
 * A dress or jumpsuit worn as a top and bottom in one: everything filed under Dresses & jumpsuits
 * (or an activewear unitard), and a dress still filed under Tops or Bottoms by its words.
 */
export function isOnePiece(item: Pick<ClosetItem, 'name' | 'subcategory' | 'category'>): boolean {
  if (item.category === 'Dresses & jumpsuits') return true;
  if (item.category === 'Activewear') return wearSlot(item) === 'one-piece';
  if (item.category !== 'Tops' && item.category !== 'Bottoms') return false;
  const text = itemText(item).replace(DRESS_AS_ADJECTIVE, ' ');
  return ONE_PIECE_WORDS.some((w) => containsPhrase(text, w));
}
