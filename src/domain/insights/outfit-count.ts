import { FORMALITIES, type Category, type Formality } from '../../shared/closet-constants';
import type { InsightItem } from './types';

/**
 * How many outfits the closet makes: a top, a bottom and shoes, or a one-piece and shoes, whose
 * formalities sit within one step of each other (a tee with a tuxedo shoe is not an outfit; an
 * item with no formality goes with anything). Counted by formality buckets, so 2,000 pieces
 * cost 6³ products, not 2,000³ combinations.
 */
type Level = Formality | null;

export type OutfitRole = 'top' | 'bottom' | 'one-piece' | 'shoes';

/** Which part of an outfit a category plays; outerwear, bags and accessories finish outfits but do not make new ones. */
export function roleOf(category: Category): OutfitRole | null {
  switch (category) {
    case 'Tops':
      return 'top';
    case 'Bottoms':
      return 'bottom';
    case 'Dresses & jumpsuits':
      return 'one-piece';
    case 'Shoes':
      return 'shoes';
    default:
      return null;
  }
}

const rank = (level: Level) => (level === null ? null : FORMALITIES.indexOf(level));
/** Within one step, or either unknown. */
export function goTogether(...levels: Level[]): boolean {
  const known = levels.map(rank).filter((r): r is number => r !== null);
  return known.length === 0 || Math.max(...known) - Math.min(...known) <= 1;
}

type Buckets = Record<OutfitRole, Map<Level, number>>;

function bucketsOf(items: readonly Pick<InsightItem, 'category' | 'formality'>[]): Buckets {
  const b: Buckets = { top: new Map(), bottom: new Map(), 'one-piece': new Map(), shoes: new Map() };
  for (const item of items) {
    const role = roleOf(item.category);
    if (role) b[role].set(item.formality, (b[role].get(item.formality) ?? 0) + 1);
  }
  return b;
}

function countBuckets(b: Buckets): number {
  let total = 0;
  for (const [s, shoes] of b.shoes) {
    for (const [t, tops] of b.top) for (const [w, bottoms] of b.bottom) if (goTogether(t, w, s)) total += tops * bottoms * shoes;
    for (const [o, ones] of b['one-piece']) if (goTogether(o, s)) total += ones * shoes;
  }
  return total;
}

/** Active pieces only: archived ones and laundry are not to hand (laundry comes back, but counting it would flatter today). */
export function outfitCount(items: readonly Pick<InsightItem, 'category' | 'formality'>[]): number {
  return countBuckets(bucketsOf(items));
}

export interface BestAddition {
  role: OutfitRole;
  formality: Formality;
  /** Outfits the closet would make with it, minus those it makes now. */
  adds: number;
}

/**
 * The single piece that would add the most outfits: each role at each formality is tried as one
 * more piece, and the largest gain wins; ties go to the formality nearest the person's own
 * (`prefer`), then to the role order, so the answer is stable. Null when no one piece adds any.
 */
export function bestAddition(items: readonly Pick<InsightItem, 'category' | 'formality'>[], prefer: Formality = 'smart casual'): BestAddition | null {
  const base = bucketsOf(items);
  const now = countBuckets(base);
  const home = FORMALITIES.indexOf(prefer);
  const byNearness = [...FORMALITIES].sort((a, b) => Math.abs(FORMALITIES.indexOf(a) - home) - Math.abs(FORMALITIES.indexOf(b) - home));
  let best: BestAddition | null = null;
  for (const formality of byNearness) {
    for (const role of ['top', 'bottom', 'shoes', 'one-piece'] as const) {
      const trial: Buckets = { ...base, [role]: new Map(base[role]) };
      trial[role].set(formality, (trial[role].get(formality) ?? 0) + 1);
      const adds = countBuckets(trial) - now;
      if (adds > 0 && (!best || adds > best.adds)) best = { role, formality, adds };
    }
  }
  return best;
}
