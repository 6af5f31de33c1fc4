import { FORMALITIES, type Category, type Formality } from '../../shared/closet-constants';
import type { DressCode } from '../../shared/schemas/calendar';
import { addDays } from '../calendar';
import { costPerWear } from '../closet';
import { bestAddition, outfitCount, type BestAddition } from './outfit-count';
import type { InsightItem, KeptUntil } from './types';

/** A piece not worn for this many days is offered 'keep, store or let go'. */
export const IDLE_DAYS = 90;
/** How many pieces the most- and least-worn lists show. */
export const WORN_LIST_MAX = 5;

export interface CostPerWearRow {
  id: number;
  name: string;
  price: number;
  timesWorn: number;
  /** Dollars per wear; an unworn piece's is its whole price. */
  costPerWear: number;
}

export interface BalanceRow {
  label: string;
  count: number;
}

export interface FormalityBalanceRow {
  formality: Formality;
  /** Share of the closet's pieces (0-100) at this formality. */
  closet: number;
  /** Share of the calendar's events and the stated style (0-100) that ask for it. */
  wanted: number;
}

export interface WardrobeInsights {
  /** Priced pieces, cheapest per wear first: the ones earning their place lead. */
  costPerWear: CostPerWearRow[];
  mostWorn: { id: number; name: string; timesWorn: number }[];
  leastWorn: { id: number; name: string; timesWorn: number }[];
  /** Active pieces not worn (or, never worn, not added) in IDLE_DAYS, oldest first. */
  idle: { id: number; name: string; lastWornOn: string | null; daysIdle: number }[];
  byCategory: BalanceRow[];
  byColor: BalanceRow[];
  byFormality: FormalityBalanceRow[];
  /** One sentence on the biggest formality mismatch, or null when closet and calendar agree. */
  balanceNote: string | null;
  outfits: number;
  bestAddition: BestAddition | null;
}

/** The formality each dress code asks for. */
export const DRESS_CODE_FORMALITY: Record<DressCode, Formality> = {
  Casual: 'casual',
  Outdoor: 'casual',
  Athletic: 'athletic',
  'Smart Casual': 'smart casual',
  'Business Casual': 'business',
  'Business Formal': 'business',
  Cocktail: 'business',
  Formal: 'formal',
  'Black Tie': 'formal',
};

/** The everyday formality a stated style leans to; unknown styles lean smart casual (the default style). */
export function styleFormality(preferredStyle: string): Formality {
  const s = preferredStyle.toLowerCase();
  if (/professional|business|formal|tailor/.test(s)) return 'business';
  if (/athlet|sport/.test(s)) return 'athletic';
  if (/street|relaxed|laid.?back|^casual/.test(s)) return 'casual';
  return 'smart casual';
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const pct = (n: number, of: number) => (of === 0 ? 0 : Math.round((n * 100) / of));

function countBy<T>(items: readonly T[], key: (item: T) => string): BalanceRow[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** 'navy blue' and 'Navy' are one colour on the chart: the first word, capitalised. */
const colorFamily = (color: string) => {
  const word = color.trim().split(/\s+/).at(-1) ?? '';
  return word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : 'Unknown';
};

/**
 * The closet seen whole (issue 44 point 3): what each piece costs per wear, what is worn and what
 * is not, how the closet is spread against the person's style and calendar, how many outfits it
 * makes and which one piece would add the most. Pure: the caller passes today and the inputs.
 */
export function wardrobeInsights(input: {
  items: readonly InsightItem[];
  today: string;
  /** Dress codes of the coming weeks' events (null: none given). */
  eventDressCodes: readonly (DressCode | null)[];
  preferredStyle: string;
  kept: readonly KeptUntil[];
}): WardrobeInsights {
  const active = input.items.filter((i) => i.status !== 'archived');
  const keptUntil = new Map(input.kept.map((k) => [k.itemId, k.until]));

  const costPerWearRows = active
    .filter((i) => i.priceCents !== null)
    .map((i) => ({
      id: i.id,
      name: i.name,
      price: i.priceCents! / 100,
      timesWorn: i.timesWorn,
      costPerWear: costPerWear(i.priceCents, Math.max(1, i.timesWorn))!,
    }))
    .sort((a, b) => a.costPerWear - b.costPerWear || b.timesWorn - a.timesWorn || a.id - b.id);

  const byWear = [...active].sort((a, b) => b.timesWorn - a.timesWorn || a.id - b.id);
  const brief = (i: InsightItem) => ({ id: i.id, name: i.name, timesWorn: i.timesWorn });
  const mostWorn = byWear
    .filter((i) => i.timesWorn > 0)
    .slice(0, WORN_LIST_MAX)
    .map(brief);
  const shown = new Set(mostWorn.map((i) => i.id));
  const leastWorn = [...byWear]
    .reverse()
    .filter((i) => !shown.has(i.id))
    .slice(0, WORN_LIST_MAX)
    .map(brief);

  const cutoff = addDays(input.today, -IDLE_DAYS);
  const idle = active
    .filter((i) => i.status === 'active')
    .filter((i) => (i.lastWornOn ?? i.addedOn) <= cutoff)
    .filter((i) => !(keptUntil.get(i.id) && keptUntil.get(i.id)! > input.today))
    .map((i) => ({ id: i.id, name: i.name, lastWornOn: i.lastWornOn, daysIdle: daysBetween(i.lastWornOn ?? i.addedOn, input.today) }))
    .sort((a, b) => b.daysIdle - a.daysIdle || a.id - b.id);

  // The stated style counts as much as a fortnight of weekdays: the days with no event still get dressed.
  const STYLE_WEIGHT = 10;
  const wantedCounts = new Map<Formality, number>([[styleFormality(input.preferredStyle), STYLE_WEIGHT]]);
  for (const code of input.eventDressCodes) {
    if (!code) continue;
    const f = DRESS_CODE_FORMALITY[code];
    wantedCounts.set(f, (wantedCounts.get(f) ?? 0) + 1);
  }
  const wantedTotal = [...wantedCounts.values()].reduce((a, b) => a + b, 0);
  const rated = active.filter((i) => i.formality !== null);
  const byFormality = FORMALITIES.map((formality) => ({
    formality,
    closet: pct(rated.filter((i) => i.formality === formality).length, rated.length),
    wanted: pct(wantedCounts.get(formality) ?? 0, wantedTotal),
  }));
  const short = [...byFormality].sort((a, b) => b.wanted - b.closet - (a.wanted - a.closet))[0]!;
  const balanceNote =
    rated.length > 0 && short.wanted - short.closet >= 15
      ? `Your style and calendar ask for ${short.formality} ${short.wanted}% of the time, but ${short.closet}% of your closet is ${short.formality}.`
      : null;

  return {
    costPerWear: costPerWearRows,
    mostWorn,
    leastWorn,
    idle,
    byCategory: countBy(active, (i) => i.category satisfies Category),
    byColor: countBy(active, (i) => colorFamily(i.color)),
    byFormality,
    balanceNote,
    outfits: outfitCount(active.filter((i) => i.status === 'active')),
    bestAddition: bestAddition(
      active.filter((i) => i.status === 'active'),
      styleFormality(input.preferredStyle),
    ),
  };
}
