import { FORMALITIES } from '../../shared/closet-constants';
import type { Formality, Material, Warmth } from '../../shared/closet-constants';
import { colourInfo, isWhitish } from './colour-harmony';
import type { ColourInfo } from './colour-harmony';
import { inferFormality, inferMaterial, inferWarmth, isOnePiece } from './inference';
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
  onePiece: boolean;
  /** Why rain would ruin it, or null. */
  rainSensitive: 'suede' | 'silk' | 'white linen' | null;
  /** Made for rain (a raincoat, a trench, a waterproof shell, rain boots): the only pieces a note may call 'dry'. */
  rainwear: boolean;
}

// prettier-ignore
const RAINWEAR_WORDS = ['rain jacket', 'raincoat', 'rain coat', 'rain shell', 'trench', 'trench coat', 'mac', 'mackintosh', 'waterproof',
  'water resistant', 'water repellent', 'gore tex', 'goretex', 'shell jacket', 'anorak', 'poncho', 'rain boot', 'wellington', 'wellie', 'welly'];

/** Rainwear by name or subcategory; only outerwear and shoes can keep someone dry. */
export function isRainwear(item: Pick<ClosetItem, 'name' | 'subcategory' | 'category'>): boolean {
  if (item.category !== 'Outerwear' && item.category !== 'Shoes') return false;
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
  return null;
}

export function profileItem(item: ClosetItem): ItemProfile {
  const material = inferMaterial(item);
  const formality = inferFormality(item);
  return {
    item,
    formality,
    formalityLevel: FORMALITIES.indexOf(formality),
    warmth: inferWarmth(item),
    material,
    colour: colourInfo(item.color),
    onePiece: isOnePiece(item),
    rainSensitive: rainSensitivity(item, material),
    rainwear: isRainwear(item),
  };
}
