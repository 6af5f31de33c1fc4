import { slotCategory, type SlotCategory } from '../../shared/closet-slots';
import type { TClothingItem } from '../../shared/schemas/closet';
import { FORMALITIES } from '../../shared/closet-constants';
import { listJoin, type SeasonName, stem, words } from './text';

/** Words a person uses for each wear shelf (a blazer filed under tailoring is worn as outerwear), stemmed. */
export const CATEGORY_WORDS: Record<SlotCategory, string[]> = {
  Tops: ['top', 'shirt', 'tee', 'blouse', 'sweater', 'knit', 'polo', 'hoodie', 'sweatshirt', 'cardigan', 'turtleneck', 'tank', 'henley', 'oxford'],
  Bottoms: ['bottom', 'pant', 'jean', 'chino', 'skirt', 'short', 'legging', 'jogger', 'slack', 'khaki', 'cord', 'corduroy'],
  Outerwear: ['jacket', 'coat', 'blazer', 'outerwear', 'parka', 'trench', 'overcoat', 'puffer', 'bomber', 'vest', 'gilet', 'raincoat'],
  Shoes: ['shoe', 'sneaker', 'boot', 'loafer', 'heel', 'sandal', 'flat', 'derby', 'pump', 'mule', 'espadrille', 'footwear'],
  Accessories: ['accessory', 'belt', 'bag', 'watch', 'scarf', 'hat', 'tie', 'jewelry', 'necklace', 'sunglasses', 'cap', 'beanie', 'glove'],
  Swim: ['swim', 'swimsuit', 'bikini', 'trunk', 'swimwear'],
};

export const COLOR_WORDS = new Set(
  (
    'black white gray navy blue red green olive brown tan beige camel cream ivory khaki burgundy maroon pink purple lavender ' +
    'yellow mustard orange rust teal charcoal denim silver gold coral mint sage stone taupe chocolate indigo ecru oatmeal ' +
    'light dark pale bright'
  )
    .split(' ')
    .map(stem),
);

const NEUTRALS = new Set(
  'black white gray charcoal navy beige tan camel cream ivory khaki brown denim olive stone taupe chocolate indigo ecru oatmeal'.split(' ').map(stem),
);

const colorStems = (color: string) => words(color).map(stem);
export const isNeutral = (color: string) => colorStems(color).some((c) => NEUTRALS.has(c));

function itemGarmentStems(item: Pick<TClothingItem, 'name' | 'subcategory'>): Set<string> {
  return new Set(
    words(`${item.name} ${item.subcategory ?? ''}`)
      .map(stem)
      .filter((w) => !COLOR_WORDS.has(w)),
  );
}

export const wearable = (item: TClothingItem) => item.status === 'active';

/** A piece the question talks about: a closet item, or one described but not owned ('a red skirt'). */
export type Anchor = { kind: 'owned'; item: TClothingItem } | { kind: 'described'; category: SlotCategory; color: string | null; noun: string };

/** Finds the closet item a question is about ('my navy blazer'); an owned item beats a described one. */
export function findAnchor(question: string, closet: readonly TClothingItem[]): Anchor | null {
  const q = new Set(words(question).map(stem));
  let best: { item: TClothingItem; score: number } | null = null;
  for (const item of closet) {
    let score = 0;
    let garment = false;
    for (const w of itemGarmentStems(item)) {
      if (q.has(w)) {
        score += 3;
        garment = true;
      }
    }
    const colors = colorStems(item.color).filter((c) => COLOR_WORDS.has(c));
    const colorHit = colors.length > 0 && colors.every((c) => q.has(c));
    if (colorHit) score += 2;
    const categoryHit = CATEGORY_WORDS[slotCategory(item)].some((w) => q.has(w));
    if (categoryHit) score += 1;
    if (!garment && !(categoryHit && colorHit)) continue;
    if (colorHit === false && colors.length > 0 && [...q].some((w) => COLOR_WORDS.has(w) && !colors.includes(w))) {
      // 'my red shirt' must not pick the blue one.
      continue;
    }
    const better = !best || score > best.score || (score === best.score && wearable(item) && !wearable(best.item));
    if (better) best = { item, score };
  }
  if (best) return { kind: 'owned', item: best.item };

  for (const category of Object.keys(CATEGORY_WORDS) as SlotCategory[]) {
    const noun = CATEGORY_WORDS[category].find((w) => q.has(w));
    if (!noun) continue;
    const color = [...q].find((w) => COLOR_WORDS.has(w) && !['light', 'dark', 'pale', 'bright'].includes(w)) ?? null;
    return { kind: 'described', category, color, noun };
  }
  return null;
}

/** What completes an outfit around a piece of each category, in order of importance. */
const COMPLEMENTS: Record<SlotCategory, SlotCategory[]> = {
  Outerwear: ['Tops', 'Bottoms', 'Shoes'],
  Tops: ['Bottoms', 'Shoes', 'Outerwear'],
  Bottoms: ['Tops', 'Shoes', 'Outerwear'],
  Shoes: ['Bottoms', 'Tops', 'Outerwear'],
  Accessories: ['Tops', 'Bottoms', 'Shoes'],
  Swim: ['Shoes', 'Accessories'],
};

const SEASON_OF_ITEM: Record<string, SeasonName | null> = { Spring: 'spring', Summer: 'summer', Fall: 'fall', Winter: 'winter', 'All Seasons': null };

function pairScore(anchorColor: string | null, anchorFormality: number | null, item: TClothingItem, season: SeasonName): number {
  let score = 0;
  if (anchorColor) {
    const a = isNeutral(anchorColor);
    const b = isNeutral(item.color);
    if (a || b) score += 2;
    else if (colorStems(anchorColor).join(' ') !== colorStems(item.color).join(' ')) score -= 2;
  } else if (isNeutral(item.color)) score += 1;
  const f = item.formality ? FORMALITIES.indexOf(item.formality) : null;
  if (anchorFormality !== null && f !== null) score -= Math.abs(anchorFormality - f);
  const itemSeason = SEASON_OF_ITEM[item.season];
  if (itemSeason && itemSeason !== season) score -= 2;
  // Less-worn pieces first: the stylist should help rotation, not repeat favourites.
  score -= Math.min(item.timesWorn, 20) * 0.02;
  return score;
}

/** Closet items that go with the anchor: one per complementary category, best match first. */
export function pairingsFor(anchor: Anchor, closet: readonly TClothingItem[], season: SeasonName): TClothingItem[] {
  const category = anchor.kind === 'owned' ? slotCategory(anchor.item) : anchor.category;
  const color = anchor.kind === 'owned' ? anchor.item.color : anchor.color;
  const formality = anchor.kind === 'owned' && anchor.item.formality ? FORMALITIES.indexOf(anchor.item.formality) : null;
  const anchorId = anchor.kind === 'owned' ? anchor.item.id : -1;
  const picks: TClothingItem[] = [];
  for (const need of COMPLEMENTS[category]) {
    const options = closet
      .filter((i) => slotCategory(i) === need && i.id !== anchorId && wearable(i))
      .map((i) => ({ i, s: pairScore(color, formality, i, season) }))
      .sort((a, b) => b.s - a.s || a.i.id - b.i.id);
    if (options[0]) picks.push(options[0].i);
  }
  return picks;
}

/** Closet items matching the garment words of a topic ('blazer', 'loafer'), wearable ones only. */
export function itemsForPieces(pieces: readonly string[], closet: readonly TClothingItem[], max = 3): TClothingItem[] {
  if (pieces.length === 0) return [];
  const wanted = new Set(pieces);
  const seen = new Set<SlotCategory>();
  const found: TClothingItem[] = [];
  for (const item of closet) {
    if (!wearable(item) || seen.has(slotCategory(item))) continue;
    if ([...itemGarmentStems(item)].some((w) => wanted.has(w))) {
      found.push(item);
      seen.add(slotCategory(item));
      if (found.length >= max) break;
    }
  }
  return found;
}

export const yourList = (items: readonly TClothingItem[]) => listJoin(items.map((i) => `your ${i.name}`));

/** A one-line reason the colours work, so the suggestion teaches something. */
export function colorReason(anchorColor: string | null, picks: readonly TClothingItem[]): string {
  if (!anchorColor) return 'Neutral pieces like these go with almost anything.';
  const anchor = anchorColor.toLowerCase();
  if (isNeutral(anchorColor)) {
    const accent = picks.find((p) => !isNeutral(p.color));
    return accent
      ? `${cap(anchor)} is a neutral, so it lets the ${accent.color.toLowerCase()} of your ${accent.name} stand out.`
      : `${cap(anchor)} is a neutral, so it pairs easily with the other neutrals here for a calm, polished look.`;
  }
  return `Keeping the rest neutral lets the ${anchor} be the one accent colour.`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
