import { slotCategory, type SlotCategory } from '../../shared/closet-slots';
import { FORMALITIES } from '../../shared/closet-constants';
import type { Category, Formality, ItemStatus, Material } from '../../shared/closet-constants';
import { DRESS_CODE_RULES, preferenceDressCode } from '../stylist/dress-code';
import { avoidedColourIn } from '../stylist/avoided-colours';
import { colourInfo, harmonyScore, inPalette } from '../stylist/colour-harmony';
import type { ColourInfo } from '../stylist/colour-harmony';
import { inferFormality } from '../stylist/inference';
import { normalizeText } from '../stylist/text';
import { CATALOG_CATEGORIES, categoryFromText, type CatalogCategory } from '../../shared/catalog-categories';
import { isGarment as isOccasionGarment, type OccasionNeed } from './occasions';

/**
 * Shopping recommendations (issue 13, point 4): which catalog products to show a user. Pure and
 * deterministic: the same products, closet and preferences always give the same list.
 *
 * Only in-stock products. Never a product the user already owns in the same colour and
 * category (any of the product's colours equal to an owned item's colour in the matching closet
 * category). Each candidate is scored by:
 *  - how many closet items it goes with: items of another category whose colour harmonises with
 *    it (the stylist's harmony score ≥ GOES_WITH_HARMONY) and whose formality is within one level
 *    (the stylist's formality inference);
 *  - what the closet lacks: an essential item from the style profile that the closet does not
 *    hold yet and that the product is; a category below its minimum; a formality that fits the
 *    preferred style's dress code; a colour of the user's palette;
 *  - the priority of the product source it came from (higher first).
 * See docs/decisions/0052-shopping-recommendation-scoring.md.
 */

export const PRODUCT_CATEGORIES = CATALOG_CATEGORIES;
export type ProductCategory = CatalogCategory;

/** Catalog products compare with owned pieces by where they are worn (closet-slots.ts), so a blazer filed under tailoring is a jacket. */
type ShelfCategory = Exclude<SlotCategory, 'Swim'>;

/**
 * The catalog's categories onto the closet's wear shelves. A suit is judged as the jacket that makes it, a
 * dress as a top worn as top and bottom in one (the stylist's one-piece); the categories that are
 * narrower than their closet category are told apart by NARROWER below.
 */
export const CLOSET_CATEGORY: Record<ProductCategory, ShelfCategory> = {
  shirts: 'Tops',
  pants: 'Bottoms',
  shoes: 'Shoes',
  jackets: 'Outerwear',
  accessories: 'Accessories',
  suits: 'Outerwear',
  dresses: 'Tops',
  skirts: 'Bottoms',
  bags: 'Accessories',
};

/** Catalog categories that share a closet category with a broader one: owning a black coat is not owning a black tuxedo. */
const NARROWER = new Set<ProductCategory>(['suits', 'dresses', 'skirts', 'bags']);

/** Below these counts a category is a gap (the same thresholds as the monthly purchase suggestions where they overlap). */
export const CATEGORY_MINIMUMS: Record<ShelfCategory, number> = { Tops: 5, Bottoms: 3, Shoes: 2, Outerwear: 1, Accessories: 1 };

export const GOES_WITH_HARMONY = 0.5;
export const MAX_FORMALITY_GAP = 1;

export const WEIGHTS = {
  /** Per closet item the product goes with, for the first GOES_WITH_CAP items. */
  goesWith: 2,
  goesWithCap: 15,
  /** An essential item the closet lacks, by its priority. */
  essential: { High: 30, Medium: 20, Low: 10 } as Record<string, number>,
  /** The essential names a colour and the product has it. */
  essentialColour: 5,
  /** Per item missing below the category minimum. */
  categoryGap: 4,
  /** The product's formality is one the preferred style's dress code allows for this kind of item. */
  styleFit: 6,
  styleMisfit: -8,
  palette: 3,
  /** The product answers an upcoming event the closet cannot dress (issue 26): above any essential. */
  occasion: 40,
  /** Per point of source priority (0-100). */
  sourcePriority: 0.2,
};

export interface CandidateProduct {
  id: number;
  name: string;
  description?: string | null;
  category: ProductCategory;
  colors: readonly string[];
  inStock: boolean;
  /** The highest priority of the enabled product sources the product came from (spec default 10). */
  sourcePriority: number;
}

export interface OwnedItem {
  name: string;
  category: Category;
  subcategory: string | null;
  color: string;
  formality: Formality | null;
  material?: Material | null;
  status: ItemStatus;
}

export interface ShoppingProfile {
  preferredStyle: string;
  colorPalette: readonly string[];
  essentialItems: readonly { name: string; category: string; priority: string }[];
  /** Colours the person said they avoid: a product in one (by its colours or its name) is never recommended (ADR 0113). */
  avoidColours?: readonly string[];
}

export interface ScoredProduct<P extends CandidateProduct = CandidateProduct> {
  product: P;
  score: number;
  goesWith: number;
  reasons: string[];
}

const SYNONYMS: Record<string, string> = {
  gray: 'grey',
  'navy blue': 'navy',
  'olive green': 'olive',
  offwhite: 'off white',
  'heather gray': 'heather grey',
  'light gray': 'light grey',
  'dark gray': 'dark grey',
  'jet black': 'black',
};

/** A colour's comparable name: the stylist's dominant colour, with spelling variants merged. */
export function colourKey(colour: string | null | undefined): string {
  const info = colourInfo(colour);
  const name = info.kind === 'unknown' ? normalizeText(colour).trim() : info.name;
  return SYNONYMS[name] ?? name;
}

const STOP_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'for', 'with', 'in', 'pair', 'set', 'men', 'mens', 'women', 'womens']);

const singular = (w: string) =>
  w.length > 3 && w.endsWith('es') && /(sh|ch|x|ss)es$/.test(w) ? w.slice(0, -2) : w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;

function words(text: string | null | undefined): string[] {
  return normalizeText(text)
    .trim()
    .split(' ')
    .filter((w) => w && !STOP_WORDS.has(w))
    .map(singular);
}

/** Colour words in a name ('Navy Blazer' → navy); the rest describes the garment. */
function splitEssential(name: string): { colour: string | null; garment: string[] } {
  const all = words(name);
  const info = colourInfo(name);
  if (info.kind === 'unknown') return { colour: null, garment: all };
  const colourWords = new Set(words(info.name));
  const garment = all.filter((w) => !colourWords.has(w) && !['dark', 'light', 'pale', 'deep', 'slim', 'classic', 'basic'].includes(w));
  return { colour: colourKey(info.name), garment: garment.length ? garment : all };
}

/** The garment's head noun (last word) must be in the text: 'White Oxford Shirt' matches 'Slim oxford shirt', not 'Oxford shoes'. */
function isGarment(text: string, garment: readonly string[]): boolean {
  const head = garment[garment.length - 1];
  if (!head) return false;
  return new Set(words(text)).has(head);
}

const formalityLevel = (f: Formality) => FORMALITIES.indexOf(f);

function productFormality(p: CandidateProduct): Formality {
  return inferFormality({ category: CLOSET_CATEGORY[p.category], subcategory: null, name: p.name, material: null, formality: null });
}

function itemFormality(i: OwnedItem): Formality {
  return inferFormality({ ...i, material: i.material ?? null });
}

const isOwned = (i: OwnedItem) => i.status !== 'archived';

/** Whether the user already owns this product: same closet category (and kind, for a narrower one) and one of its colours. */
export function ownsSame(product: Pick<CandidateProduct, 'category' | 'colors'>, closet: readonly OwnedItem[]): boolean {
  const category = CLOSET_CATEGORY[product.category];
  const sameKind = (i: OwnedItem) => !NARROWER.has(product.category) || categoryFromText(`${i.name} ${i.subcategory ?? ''}`) === product.category;
  const owned = new Set(closet.filter((i) => isOwned(i) && slotCategory(i) === category && sameKind(i)).map((i) => colourKey(i.color)));
  return product.colors.some((c) => owned.has(colourKey(c)));
}

/** Scores every eligible product, best first (score, then source priority, then id). */
export function scoreProducts<P extends CandidateProduct>(input: {
  products: readonly P[];
  closet: readonly OwnedItem[];
  profile: ShoppingProfile;
  /** Upcoming events the closet cannot dress (occasionNeeds); products that answer one come first. */
  occasions?: readonly OccasionNeed[];
}): ScoredProduct<P>[] {
  const closet = input.closet.filter(isOwned);
  const closetProfiles = closet.map((i) => ({ item: i, colour: colourInfo(i.color), level: formalityLevel(itemFormality(i)) }));
  const counts = new Map<SlotCategory, number>();
  for (const i of closet) counts.set(slotCategory(i), (counts.get(slotCategory(i)) ?? 0) + 1);
  const avoid = input.profile.avoidColours ?? [];
  const palette: ColourInfo[] = input.profile.colorPalette.filter((c) => !avoidedColourIn(avoid, c)).map((c) => colourInfo(c));
  const rule = DRESS_CODE_RULES[preferenceDressCode(input.profile.preferredStyle, false)];

  // Essential items the closet does not hold yet (same garment, and the same colour when one is named).
  const missingEssentials = input.profile.essentialItems
    .map((e) => ({ ...e, ...splitEssential(e.name) }))
    .filter((e) => e.garment.length > 0)
    .filter((e) => !closet.some((i) => isGarment(`${i.name} ${i.subcategory ?? ''}`, e.garment) && (e.colour === null || colourKey(i.color) === e.colour)));

  const out: ScoredProduct<P>[] = [];
  for (const product of input.products) {
    if (!product.inStock || ownsSame(product, closet)) continue;
    if (avoidedColourIn(avoid, product.name, ...product.colors)) continue;
    const reasons: string[] = [];
    const category = CLOSET_CATEGORY[product.category];
    const colours = product.colors.map((c) => colourInfo(c));
    const main = colours[0] ?? colourInfo('');
    const formality = productFormality(product);
    const level = formalityLevel(formality);

    let goesWith = 0;
    for (const owned of closetProfiles) {
      if (slotCategory(owned.item) === category) continue;
      if (Math.abs(owned.level - level) > MAX_FORMALITY_GAP) continue;
      if (harmonyScore(main, owned.colour) < GOES_WITH_HARMONY) continue;
      goesWith++;
    }
    let score = WEIGHTS.goesWith * Math.min(goesWith, WEIGHTS.goesWithCap);
    if (goesWith > 0) reasons.push(`goes with ${goesWith} item${goesWith === 1 ? '' : 's'} in your closet`);

    const text = `${product.name} ${product.description ?? ''}`;
    let bestEssential = 0;
    let essentialName: string | null = null;
    for (const e of missingEssentials) {
      if (!isGarment(product.name, e.garment)) continue;
      let points = WEIGHTS.essential[e.priority] ?? WEIGHTS.essential.Low!;
      if (e.colour !== null && product.colors.some((c) => colourKey(c) === e.colour)) points += WEIGHTS.essentialColour;
      else if (e.colour !== null && !product.colors.length && new Set(words(text)).has(e.colour)) points += WEIGHTS.essentialColour;
      if (points > bestEssential) {
        bestEssential = points;
        essentialName = e.name;
      }
    }
    if (essentialName) {
      score += bestEssential;
      reasons.push(`an essential you don't have yet: ${essentialName}`);
    }

    const shortfall = Math.max(0, CATEGORY_MINIMUMS[category] - (counts.get(category) ?? 0));
    if (shortfall > 0) {
      score += WEIGHTS.categoryGap * shortfall;
      reasons.push(`your closet is short of ${category.toLowerCase()}`);
    }

    const allowed = category === 'Outerwear' || category === 'Accessories' ? rule.extra : rule.core;
    if (allowed.includes(formality)) score += WEIGHTS.styleFit;
    else score += WEIGHTS.styleMisfit;

    if (colours.some((c) => c.kind !== 'unknown' && inPalette(c, palette))) {
      score += WEIGHTS.palette;
      reasons.push('a color from your palette');
    }

    const need = (input.occasions ?? []).find(
      (o) => o.formality.includes(formality) && o.garments.some((g) => isOccasionGarment(g, product.category, product.name)),
    );
    if (need) {
      score += WEIGHTS.occasion;
      const garment = need.garments.find((g) => isOccasionGarment(g, product.category, product.name))!;
      reasons.unshift(`${garment.label} for ${need.event.title} (${need.label}) on ${need.event.date}`);
    }

    const priority = Number.isFinite(product.sourcePriority) ? Math.max(0, Math.min(100, product.sourcePriority)) : 0;
    score += WEIGHTS.sourcePriority * priority;

    out.push({ product, score: Math.round(score * 100) / 100, goesWith, reasons });
  }
  return out.sort((a, b) => b.score - a.score || b.product.sourcePriority - a.product.sourcePriority || a.product.id - b.product.id);
}

/** The garment without its colour: 'Light Blue Oxford Shirt' and 'White Oxford Shirt' are both 'oxford shirt'. */
export function styleKey(product: Pick<CandidateProduct, 'name' | 'colors'>): string {
  const colourWords = new Set(product.colors.flatMap((c) => words(c)));
  for (const w of ['light', 'dark', 'pale', 'deep', 'bright']) colourWords.add(w);
  const rest = words(product.name).filter((w) => !colourWords.has(w) && colourInfo(w).kind === 'unknown');
  return rest.join(' ') || words(product.name).join(' ');
}

/**
 * The top `count` products: one per name and colours (the same shirt from two sources is shown
 * once), and each garment once before any is repeated in another colour, so three oxford shirts
 * in three colours never crowd out a polo or a linen shirt that scores a little lower.
 */
export function recommendProducts<P extends CandidateProduct>(input: {
  products: readonly P[];
  closet: readonly OwnedItem[];
  profile: ShoppingProfile;
  occasions?: readonly OccasionNeed[];
  count: number;
}): ScoredProduct<P>[] {
  const seen = new Set<string>();
  const unique: ScoredProduct<P>[] = [];
  for (const scored of scoreProducts(input)) {
    const key = `${normalizeText(scored.product.name).trim()}|${scored.product.colors.map(colourKey).join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(scored);
  }
  const styles = new Set<string>();
  const first: ScoredProduct<P>[] = [];
  const repeats: ScoredProduct<P>[] = [];
  for (const scored of unique) {
    const style = styleKey(scored.product);
    if (styles.has(style)) repeats.push(scored);
    else {
      styles.add(style);
      first.push(scored);
    }
  }
  return [...first, ...repeats].slice(0, Math.max(0, input.count));
}
