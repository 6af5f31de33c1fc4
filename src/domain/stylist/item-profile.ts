import { FORMALITIES } from '../../shared/closet-constants';
import { wearSlot, type WearSlot } from '../../shared/closet-slots';
import type { Formality, Material, Warmth } from '../../shared/closet-constants';
import { colourInfo, isWhitish } from './colour-harmony';
import type { ColourInfo } from './colour-harmony';
import { inferFormality, inferMaterial, inferWarmth, isOnePiece, madeForSport } from './inference';
import { containsPhrase, normalizeText } from './text';
import type { ClosetItem } from './types';

/** What the rules and the scorer need to know about an item, with blanks inferred, computed once per request. */
export interface ItemProfile {
  item: ClosetItem;
  formality: Formality;
  /** Index in FORMALITIES: 0 athletic … 4 formal. */
  formalityLevel: number;
  warmth: Warmth;
  material: Material | null;
  colour: ColourInfo;
  /** Where it is worn; a one-piece fills top and bottom at once. The engine reads this, never the category. */
  slot: WearSlot;
  onePiece: boolean;
  /** Why rain would ruin it, or null. Canvas and white leather only count for shoes (soaked through, stained). */
  rainSensitive: 'suede' | 'silk' | 'white linen' | 'canvas' | 'white leather' | null;
  /** Made for rain (a raincoat, a trench, a waterproof shell, rain boots): the only pieces a note may call 'dry'. */
  rainwear: boolean;
  /**
   * Fine in rain or snow: rainwear, and boots that are not suede or canvas (leather and rubber
   * shed water). The engine prefers these on a wet day.
   */
  waterResistant: boolean;
  /**
   * A tailored jacket (blazer, suit jacket, sport coat, dinner jacket, waistcoat): worn as part of
   * the look, never the layer against the weather, whatever its fibre.
   */
  tailored: boolean;
  /** An outer layer rated for a day below 10 °C: a coat, parka or warm jacket, never a tailored one. */
  coldRated: boolean;
  /** Wellies, gumboots, galoshes: shoes for the wet only. */
  rainOnly: boolean;
  /** Made for sport by its category or its name ('running vest'): a level off on any day that is not sport. */
  sportMade: boolean;
  /**
   * A whole suit filed as one piece ('charcoal two-piece suit', 'black tuxedo'): its jacket is the layer and its trousers
   * (or skirt) the bottom, worn together as one, the way a dress is a top and a bottom.
   */
  wholeSuit: boolean;
}

// prettier-ignore
// 'rain' alone: a layer or a shoe named for the rain is made for it (rain slicker, rain cape, rain boots).
const RAINWEAR_WORDS = ['rain', 'raincoat', 'rainjacket', 'trench', 'mac', 'mackintosh', 'slicker', 'oilskin', 'waxed', 'cagoule', 'waterproof',
  'water resistant', 'water repellent', 'gore tex', 'goretex', 'hardshell', 'hard shell', 'shell jacket', 'storm coat', 'anorak', 'poncho',
  'rubber boot', 'galosh', 'duck boot', 'wellington', 'wellie', 'welly', 'gumboot'];

/** Shoes made for wet ground and nothing else: worn when it rains, never to a party on a dry day. */
const RAIN_ONLY_SHOE_WORDS = ['rubber boot', 'rain boot', 'galosh', 'duck boot', 'wellington', 'wellie', 'welly', 'gumboot'];

/** Rainwear by name or subcategory; only outerwear and shoes can keep someone dry. */
export function isRainwear(item: Pick<ClosetItem, 'name' | 'subcategory' | 'category'>): boolean {
  const slot = wearSlot(item);
  if (slot !== 'layer' && slot !== 'shoes') return false;
  const text = normalizeText(`${item.subcategory ?? ''} ${item.name}`);
  return RAINWEAR_WORDS.some((w) => containsPhrase(text, w));
}

/**
 * Rain sensitivity reads the text as well as the material field, so 'Suede Chelsea boots'
 * entered with material 'leather' or none is still kept out of the rain.
 */
function rainSensitivity(item: ClosetItem, material: Material | null): ItemProfile['rainSensitive'] {
  const text = normalizeText(`${item.subcategory ?? ''} ${item.name}`);
  if (material === 'suede' || containsPhrase(text, 'suede') || containsPhrase(text, 'nubuck')) return 'suede';
  if (material === 'silk' || containsPhrase(text, 'silk') || containsPhrase(text, 'satin')) return 'silk';
  const isLinen = material === 'linen' || containsPhrase(text, 'linen');
  // The colour field decides; the name also counts, so 'White linen shirt' entered as 'other' stays home.
  if (isLinen && (isWhitish(item.color) || isWhitish(item.name))) return 'white linen';
  if (item.category !== 'Shoes') return null;
  if (containsPhrase(text, 'canvas') || containsPhrase(text, 'espadrille') || containsPhrase(text, 'espadrilles')) return 'canvas';
  // Shoes of cloth or thread ('Gold embroidered juttis', 'velvet slippers', 'beaded mojaris') are ruined in the wet as canvas is.
  if (DELICATE_SHOE_WORDS.some((w) => containsPhrase(text, w))) return 'canvas';
  // The name counts only for 'white' itself: 'Snow boots' are not white.
  const white = isWhitish(item.color) || containsPhrase(normalizeText(item.name), 'white');
  // White sneakers of unknown material are almost always leather; both mark and stain in rain.
  const sneaker = ['sneaker', 'sneakers', 'trainer', 'trainers'].some((w) => containsPhrase(text, w));
  if (white && (material === 'leather' || (material === null && sneaker))) return 'white leather';
  return null;
}

const BOOT_WORDS = ['boot', 'boots', 'bootie', 'booties'];
/** Shoes whose upper is cloth, thread or beads. */
const DELICATE_SHOE_WORDS = ['embroidered', 'velvet', 'beaded', 'brocade', 'jutti', 'juttis', 'mojari', 'mojaris', 'zari', 'sequinned', 'sequined', 'fabric'];

function isWaterResistant(item: ClosetItem, rainSensitive: ItemProfile['rainSensitive']): boolean {
  if (isRainwear(item)) return true;
  if (item.category !== 'Shoes' || rainSensitive) return false;
  const text = normalizeText(`${item.subcategory ?? ''} ${item.name}`);
  return BOOT_WORDS.some((w) => containsPhrase(text, w));
}

const TAILORED_WORDS = ['blazer', 'suit jacket', 'sport coat', 'sports coat', 'tuxedo jacket', 'dinner jacket', 'tuxedo', 'waistcoat', 'suit vest', 'tailcoat'];
/** Garment words of a layer made to go outside in the cold (a 'coat' of medium warmth still counts: a trench over a knit). */
const COAT_WORDS = ['coat', 'overcoat', 'topcoat', 'parka', 'puffer', 'peacoat', 'duffle', 'duffel', 'down jacket', 'winter jacket', 'ski jacket', 'shearling'];

/** Words that make a suit one part of one ('suit jacket', 'suit trousers'). */
// prettier-ignore
const SUIT_PART_WORDS = ['jacket', 'blazer', 'coat', 'waistcoat', 'vest', 'trousers', 'pants', 'skirt', 'slacks', 'shorts',
  // What is worn with a suit is no suit ('tuxedo shirt', 'suit bag').
  'shirt', 'blouse', 'top', 'tee', 'dress', 'shoes', 'belt', 'tie', 'bow', 'scarf', 'socks', 'cummerbund', 'cufflinks', 'studs', 'bag', 'hat', 'hanger'];
/** Names of a whole suit that hold a part's word. */
const WHOLE_SUIT_NAMES = ['skirt suit', 'trouser suit', 'pant suit', 'pantsuit', 'pants suit', 'senator suit', 'safari suit'];
/** Words before 'suit' that make it another garment altogether ('ski suit', 'boiler suit'). */
const NOT_TAILORED_SUITS = ['ski', 'snow', 'swim', 'bathing', 'wet', 'dry', 'boiler', 'flight', 'track', 'sweat', 'jump', 'play', 'cat', 'rain', 'sauna'];

/** A suit filed whole under Suits & tailoring: named a suit or a tuxedo, and no part of one. */
export function isWholeSuit(item: Pick<ClosetItem, 'name' | 'subcategory' | 'category'>): boolean {
  if (item.category !== 'Suits & tailoring') return false;
  const sub = (item.subcategory ?? '').trim().toLowerCase();
  // A subcategory that names a part ('Suit jacket', 'Tuxedo trousers') files one part.
  if (sub && !['other', 'suit', 'tuxedo', 'two-piece suit', 'three-piece suit'].includes(sub)) return false;
  const text = normalizeText(item.name);
  // A skirt suit or a trouser suit is a whole suit named by its bottom half.
  if (WHOLE_SUIT_NAMES.some((w) => containsPhrase(text, w))) return true;
  if (SUIT_PART_WORDS.some((w) => containsPhrase(text, w))) return false;
  if (NOT_TAILORED_SUITS.some((w) => containsPhrase(text, `${w} suit`) || containsPhrase(text, `${w}suit`))) return false;
  return ['suit', 'tuxedo', 'tux', 'two piece', 'three piece'].some((w) => containsPhrase(text, w));
}

/** A blazer or suit jacket by its words, or anything filed as a tailoring layer ('Other' under Suits & tailoring). */
export function isTailoredLayer(item: Pick<ClosetItem, 'name' | 'subcategory' | 'category'>): boolean {
  if (wearSlot(item) !== 'layer') return false;
  const text = normalizeText(`${item.subcategory ?? ''} ${item.name}`);
  // 'Sport coat' and 'tuxedo jacket' carry coat words; the tailoring ones are read first.
  if (TAILORED_WORDS.some((w) => containsPhrase(text, w))) return true;
  return item.category === 'Suits & tailoring' && !COAT_WORDS.some((w) => containsPhrase(text, w));
}

/** A layer cut as a coat (a coat, parka, puffer, down jacket), not a jacket of the same warmth (a fleece, a bomber). */
export function isCoat(item: Pick<ClosetItem, 'name' | 'subcategory' | 'category'>): boolean {
  const text = normalizeText(`${item.subcategory ?? ''} ${item.name}`);
  return COAT_WORDS.some((w) => containsPhrase(text, w) || containsPhrase(text, `${w}s`));
}

/** What a layer does in the cold: rated for below 10 °C when warm by its fibre or cut as a coat, and never when tailored. */
export function isColdRated(item: Pick<ClosetItem, 'name' | 'subcategory' | 'category'>, warmth: Warmth, tailored: boolean): boolean {
  if (wearSlot(item) !== 'layer' || tailored || warmth === 'light') return false;
  if (warmth === 'warm') return true;
  return isCoat(item);
}

/**
 * Profiles by the item's whole value (issue 45): a chat answer profiled each piece five to ten times
 * (the engine twice, the pairing, the gap and the fit answers), and every request profiled the
 * same closet again. The profile is a pure function of the item's fields, so the key is all of
 * them: an edited piece is a new key, never a stale profile. Oldest out first past the bound.
 */
const profiles = new Map<string, Omit<ItemProfile, 'item'>>();
const KEPT_PROFILES = 20_000;
/**
 * Within a request the same object is asked about again and again: found by identity, without
 * serialising it each time. Nothing writes to a ClosetItem once made (requests build new ones from
 * the rows), which is what makes the object a valid key.
 */
const byObject = new WeakMap<ClosetItem, ItemProfile>();

export function profileItem(item: ClosetItem): ItemProfile {
  const known = byObject.get(item);
  if (known) return known;
  const key = JSON.stringify(item);
  let computed = profiles.get(key);
  if (!computed) {
    const { item: _, ...fields } = computeProfile(item);
    if (profiles.size >= KEPT_PROFILES) profiles.delete(profiles.keys().next().value!);
    profiles.set(key, (computed = fields));
  }
  // Callers compare pieces by identity (`p.item === x`): the profile carries the object asked about.
  const profile = { ...computed, item };
  byObject.set(item, profile);
  return profile;
}

function computeProfile(item: ClosetItem): ItemProfile {
  const material = inferMaterial(item);
  const formality = inferFormality(item);
  const rainSensitive = rainSensitivity(item, material);
  const onePiece = isOnePiece(item);
  const warmth = inferWarmth(item);
  const tailored = !onePiece && isTailoredLayer(item);
  return {
    item,
    formality,
    formalityLevel: FORMALITIES.indexOf(formality),
    warmth,
    material,
    colour: colourInfo(item.color),
    slot: onePiece ? 'one-piece' : wearSlot(item),
    onePiece,
    rainSensitive,
    // A blazer is never rain protection, even one sold as water repellent.
    rainwear: !tailored && isRainwear(item),
    waterResistant: !tailored && isWaterResistant(item, rainSensitive),
    tailored,
    coldRated: !onePiece && isColdRated(item, warmth, tailored),
    rainOnly: item.category === 'Shoes' && RAIN_ONLY_SHOE_WORDS.some((w) => containsPhrase(normalizeText(`${item.subcategory ?? ''} ${item.name}`), w)),
    sportMade: madeForSport(item),
    wholeSuit: !onePiece && isWholeSuit(item),
  };
}
