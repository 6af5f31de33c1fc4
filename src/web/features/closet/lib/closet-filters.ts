import { CATEGORIES, FORMALITIES, SEASONS, type Category, type Formality, type Season } from '../../../../shared/closet-constants';
import type { TClothingItem } from '../../../../shared/schemas/closet';

/**
 * The closet's filters, kept in the URL query so a reload or a shared link keeps them. The list
 * call answers the whole closet (at most CLOSET_MAX_ITEMS, never paged), so filtering happens
 * here, on what is already loaded, and answers at once.
 */
export interface ClosetFilters {
  category: Category | null;
  color: string | null;
  season: Season | null;
  formality: Formality | null;
  brand: string | null;
  /** Only pieces not worn (nor added) in the last IDLE_DAYS days. */
  idle: boolean;
}

export const IDLE_DAYS = 90;
export const NO_FILTERS: ClosetFilters = { category: null, color: null, season: null, formality: null, brand: null, idle: false };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : null;
const text = (value: string | null) => (value && value.trim() ? value.trim().slice(0, 60) : null);

/** Unknown or malformed values are dropped, never an error: an old link still opens the closet. */
export function parseFilters(search: string): ClosetFilters {
  const q = new URLSearchParams(search);
  return {
    category: oneOf(CATEGORIES, q.get('category')),
    color: text(q.get('color')),
    season: oneOf(SEASONS, q.get('season')),
    formality: oneOf(FORMALITIES, q.get('formality')),
    brand: text(q.get('brand')),
    idle: q.get('idle') === String(IDLE_DAYS),
  };
}

/** The query string for the filters ('' when none), keeping any other parameter of `base`. */
export function filtersToSearch(filters: ClosetFilters, base = ''): string {
  const q = new URLSearchParams(base);
  for (const key of ['category', 'color', 'season', 'formality', 'brand'] as const) {
    const value = filters[key];
    if (value) q.set(key, value);
    else q.delete(key);
  }
  if (filters.idle) q.set('idle', String(IDLE_DAYS));
  else q.delete('idle');
  return q.toString();
}

/** Filters other than the category (which has its own chips): what the filter button counts. */
export function refinementCount(f: ClosetFilters): number {
  return [f.color, f.season, f.formality, f.brand].filter(Boolean).length + (f.idle ? 1 : 0);
}

/** `isoDate` moved by `days` (YYYY-MM-DD in, out). */
function shiftDate(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const same = (a: string | null, b: string) => a !== null && a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * `today` is the user's date (YYYY-MM-DD). A season matches its own items and 'All Seasons' ones;
 * colour and brand compare without case. 'Not worn in 90 days' leaves out a piece added within
 * them: it has not had its chance yet.
 */
export function matchesFilters(item: TClothingItem, f: ClosetFilters, today: string): boolean {
  if (f.category && item.category !== f.category) return false;
  if (f.color && !same(f.color, item.color)) return false;
  if (f.season && item.season !== f.season && item.season !== 'All Seasons') return false;
  if (f.formality && item.formality !== f.formality) return false;
  if (f.brand && !same(f.brand, item.brand ?? '')) return false;
  if (f.idle) {
    const since = shiftDate(today, -IDLE_DAYS);
    const lastSeen = [item.lastWornOn, item.addedAt.slice(0, 10)]
      .filter((d): d is string => !!d)
      .sort()
      .at(-1)!;
    if (lastSeen > since) return false;
  }
  return true;
}

/** The values a text facet offers: those in the closet, most common first, spelled as most items spell them. */
export function facetValues(items: readonly TClothingItem[], pick: (item: TClothingItem) => string | null): string[] {
  const counts = new Map<string, { label: string; n: number }>();
  for (const item of items) {
    const value = pick(item)?.trim();
    if (!value) continue;
    const key = value.toLowerCase();
    const entry = counts.get(key) ?? { label: value, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n || a.label.localeCompare(b.label)).map((e) => e.label);
}
