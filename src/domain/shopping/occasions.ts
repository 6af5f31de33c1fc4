import type { Category, Formality, ItemStatus, Material } from '../../shared/closet-constants';
import { categoryFromText, type CatalogCategory } from '../../shared/catalog-categories';
import { DRESS_CODE_RULES, eventDressCode, type DressCode } from '../stylist/dress-code';
import { inferFormality } from '../stylist/inference';
import { containsPhrase, normalizeText } from '../stylist/text';

/**
 * What an upcoming dressy event asks of the catalog (issue 26): a Black Tie evening needs a
 * tuxedo (or an evening gown), a cocktail party a cocktail dress or a dark suit, a formal or
 * business-formal day a suit. When the closet holds nothing that answers the event, products
 * that do are a gap the recommender fills first. Pure: events and closet are passed in.
 */

export type Wardrobe = 'menswear' | 'womenswear' | 'mixed';

export interface UpcomingEvent {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** The calendar's dress code ('Black Tie', 'Formal'…), or null: read from the title. */
  dressCode: string | null;
}

/** A closet item as the occasion check reads it. */
export interface OccasionClosetItem {
  name: string;
  category: Category;
  subcategory: string | null;
  formality: Formality | null;
  material?: Material | null;
  status: ItemStatus;
}

/** One kind of garment that answers an occasion: its catalog category, and words its name must hold (any), if any. */
export interface OccasionGarment {
  category: CatalogCategory;
  words: readonly string[] | null;
  /** What the shopper reads: 'a tuxedo'. */
  label: string;
}

export interface OccasionNeed {
  event: UpcomingEvent;
  /** 'Black Tie', 'cocktail attire'… as the reason names it. */
  label: string;
  /** Formality levels a garment may have: the dress-code rule's looser set (a charcoal suit is business, and fine for a wedding). */
  formality: readonly Formality[];
  garments: readonly OccasionGarment[];
}

const TUXEDO: OccasionGarment = { category: 'suits', words: ['tuxedo', 'tuxedos', 'tux', 'dinner', 'smoking'], label: 'a tuxedo' };
const GOWN: OccasionGarment = { category: 'dresses', words: ['gown', 'gowns', 'evening', 'maxi', 'floor length', 'long'], label: 'an evening gown' };
const SUIT: OccasionGarment = { category: 'suits', words: null, label: 'a suit' };
const DRESS: OccasionGarment = { category: 'dresses', words: null, label: 'a dress' };
const COCKTAIL_DRESS: OccasionGarment = { category: 'dresses', words: null, label: 'a cocktail dress' };
const SKIRT: OccasionGarment = { category: 'skirts', words: null, label: 'a tailored skirt' };

/** Per dress code and wardrobe, the garments that answer it; codes not listed ask nothing special of the catalog. */
const GARMENTS: Partial<Record<DressCode | 'black tie', Record<Wardrobe, readonly OccasionGarment[]>>> = {
  'black tie': { menswear: [TUXEDO], womenswear: [GOWN], mixed: [TUXEDO, GOWN] },
  formal: { menswear: [SUIT], womenswear: [DRESS], mixed: [SUIT, DRESS] },
  cocktail: { menswear: [SUIT], womenswear: [COCKTAIL_DRESS], mixed: [SUIT, COCKTAIL_DRESS] },
  'business formal': { menswear: [SUIT], womenswear: [SUIT, SKIRT], mixed: [SUIT, SKIRT] },
};

const BLACK_TIE = ['black tie', 'white tie', 'tuxedo', 'black tie optional', 'creative black tie'];

/** The event's code, with Black Tie (and White Tie) told apart from other formal events: they ask for a tuxedo, not any dark suit. */
function occasionCode(event: UpcomingEvent): { key: DressCode | 'black tie'; code: DressCode; label: string } | null {
  const code = eventDressCode({ title: event.title, dressCode: event.dressCode });
  if (!code) return null;
  const text = normalizeText(`${event.dressCode ?? ''} ${event.title}`);
  if (code === 'formal' && BLACK_TIE.some((p) => containsPhrase(text, p))) return { key: 'black tie', code, label: event.dressCode?.trim() || 'Black Tie' };
  return { key: code, code, label: event.dressCode?.trim() || DRESS_CODE_RULES[code].label };
}

const words = (text: string) => new Set(normalizeText(text).trim().split(' ').filter(Boolean));

/** Whether a name is this garment: its category (from the name) and, when the garment names words, one of them. */
export function isGarment(garment: OccasionGarment, category: CatalogCategory | null, name: string): boolean {
  if (category !== garment.category) return false;
  if (!garment.words) return true;
  const text = normalizeText(name);
  const w = words(name);
  return garment.words.some((word) => (word.includes(' ') ? containsPhrase(text, word) : w.has(word)));
}

function ownsGarment(garment: OccasionGarment, formality: readonly Formality[], closet: readonly OccasionClosetItem[]): boolean {
  return closet.some((item) => {
    if (item.status === 'archived') return false;
    const text = `${item.name} ${item.subcategory ?? ''}`;
    if (!isGarment(garment, categoryFromText(text), text)) return false;
    return formality.includes(inferFormality({ ...item, material: item.material ?? null }));
  });
}

/**
 * The upcoming events the closet cannot dress, each with the garments that would: an event
 * whose dress code asks for something (Black Tie, formal, cocktail, business formal) and for
 * which the closet holds none of the garments at the right formality. Earliest first, one per
 * dress code (the first Black Tie evening speaks for the rest).
 */
export function occasionNeeds(input: { events: readonly UpcomingEvent[]; closet: readonly OccasionClosetItem[]; wardrobe: Wardrobe }): OccasionNeed[] {
  const out: OccasionNeed[] = [];
  const seen = new Set<string>();
  const events = [...input.events].sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  for (const event of events) {
    const occasion = occasionCode(event);
    if (!occasion || seen.has(occasion.key)) continue;
    const garments = GARMENTS[occasion.key]?.[input.wardrobe];
    if (!garments) continue;
    seen.add(occasion.key);
    const formality = DRESS_CODE_RULES[occasion.code].extra;
    if (garments.some((g) => ownsGarment(g, formality, input.closet))) continue;
    out.push({ event, label: occasion.label, formality, garments });
  }
  return out;
}
