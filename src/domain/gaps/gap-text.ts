import { slotCategory } from '../../shared/closet-slots';
import { FORMALITIES } from '../../shared/closet-constants';
import { inferFormality } from '../stylist/inference';
import type { ClosetItem } from '../stylist/types';
import type { Gap } from './types';

/** A chat or text answer names at most this many gaps: the first is the one to buy now. */
export const GAPS_IN_ANSWER = 3;

const price = (g: Pick<Gap, 'budget'>) => (g.budget ? ` (${g.budget.min === g.budget.max ? `$${g.budget.max}` : `$${g.budget.min}-$${g.budget.max}`})` : '');
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const list = (xs: readonly string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

/**
 * 'What should I buy?' answered from the gap model, in the stylist's voice: the first gap with
 * its reason and price, then the next ones by name. The same words in chat and by text.
 */
export function gapsAnswer(gaps: readonly Pick<Gap, 'label' | 'reason' | 'budget'>[]): string {
  const [first, ...rest] = gaps;
  if (!first) {
    return "Your closet already covers what your calendar, goals and climate ask for, so I wouldn't buy anything yet: new combinations of what you own go further.";
  }
  // '18F' rather than '18°F': a degree sign would make a text UCS-2 and halve what fits.
  const reason = first.reason.replace(/\.$/, '').replace(/°([CF])/g, '$1');
  const next = rest.slice(0, GAPS_IN_ANSWER - 1).map((g) => `${lowerFirst(g.label)}${price(g)}`);
  return `First buy ${lowerFirst(first.label)}${price(first)}: ${lowerFirst(reason)}.${next.length ? ` After that, ${list(next)}.` : ''}`;
}

/** The gaps as a short list for a summary text ('a tailored blazer, leather loafers'). */
export function gapNames(gaps: readonly Pick<Gap, 'label'>[], max = GAPS_IN_ANSWER): string {
  return list(gaps.slice(0, max).map((g) => lowerFirst(g.label)));
}

/** What a gap is worn with, by slot: a purchase earns its place with the pieces it completes. */
const WORN_WITH: Record<string, readonly string[]> = {
  Tops: ['Bottoms', 'Shoes'],
  Bottoms: ['Tops', 'Shoes'],
  Shoes: ['Bottoms', 'Tops'],
  Outerwear: ['Tops', 'Bottoms'],
  Accessories: ['Tops', 'Bottoms'],
};

/**
 * 'It goes with your Oxford Shirt and Wool Trousers': the owned pieces the first gap completes, those
 * nearest its own level first, then the most worn (what is worn most gains most). Empty when none.
 */
export function gapGoesWith(
  gap: Pick<Gap, 'category' | 'label'>,
  closet: readonly (Pick<ClosetItem, 'name' | 'category' | 'subcategory' | 'status' | 'timesWorn' | 'id'> &
    Partial<Pick<ClosetItem, 'material' | 'formality'>>)[],
): string {
  const gapSlot = slotCategory({ category: gap.category, subcategory: null, name: gap.label });
  const wanted = WORN_WITH[gapSlot] ?? ['Tops', 'Bottoms'];
  // The buy's own level decides its partners: a blazer goes with the shirt and trousers, not the gym tee.
  const level = FORMALITIES.indexOf(inferFormality({ name: gap.label, subcategory: null, category: gap.category, material: null, formality: null }));
  // Each piece's distance from that level, worked out once (a closet holds up to 2,000 pieces).
  const candidates = closet
    .filter((i) => i.status === 'active')
    .map((item) => ({
      item,
      slot: slotCategory(item),
      distance: Math.abs(FORMALITIES.indexOf(inferFormality({ ...item, material: item.material ?? null, formality: item.formality ?? null })) - level),
    }));
  const picks = wanted
    .map(
      (slot) =>
        candidates.filter((c) => c.slot === slot).sort((a, b) => a.distance - b.distance || b.item.timesWorn - a.item.timesWorn || a.item.id - b.item.id)[0]
          ?.item,
    )
    .filter((i): i is NonNullable<typeof i> => !!i);
  const plural = /s$/i.test(gap.label.trim());
  return picks.length
    ? ` ${plural ? 'They go' : 'It goes'} with your ${list(picks.map((i) => i.name))}, so ${plural ? 'they earn their' : 'it earns its'} place.`
    : '';
}
