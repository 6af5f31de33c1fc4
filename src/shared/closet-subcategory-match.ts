import { SUBCATEGORIES, type Category } from './closet-constants';
import { SUBCATEGORY_SYNONYMS } from './closet-subcategory-synonyms';

/** How a written subcategory was filed: the picker's value, and the words as written when they were not that value. */
export interface FiledSubcategory {
  subcategory: string;
  /** The words as the client wrote them; null when they were the picker value itself (any case or spacing). */
  asWritten: string | null;
}

/** Lower case, hyphens and slashes as spaces, no other punctuation, single spaces: 'Long-sleeve  T-Shirt' → 'long sleeve t shirt'. */
export function normalizeSubcategory(text: string): string {
  return text
    .toLowerCase()
    .replace(/[-_/]+/g, ' ')
    .replace(/[^\p{L}\p{N} ]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The last word in the singular, so 'Oxford' meets 'Oxfords' and 'Ankle boot' meets 'Ankle boots'. */
function singular(text: string): string {
  if (/(ss|us)$/.test(text)) return text; // 'dress', 'cactus'
  if (/(ches|shes|xes|sses)$/.test(text)) return text.slice(0, -2); // 'watches', 'dresses'
  if (/[^s]s$/.test(text)) return text.slice(0, -1);
  return text;
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early once past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Edits a near spelling may be away from a known word of this length: none for three letters or
 * fewer ('Cap' and 'Hat' are one edit apart), one up to seven, two beyond.
 */
export function allowedEdits(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : 2;
}

interface Entry {
  key: string;
  value: string;
}

const vocabularies = new Map<Category, Entry[]>();

/** Every picker value and synonym of a category, normalized and in the singular, each with the picker value it means. */
function vocabulary(category: Category): Entry[] {
  let entries = vocabularies.get(category);
  if (!entries) {
    const picker = (SUBCATEGORIES[category] as readonly string[]).filter((v) => v !== 'Other');
    const synonyms = Object.entries((SUBCATEGORY_SYNONYMS[category] ?? {}) as Record<string, string>);
    entries = [...picker.map((value) => ({ key: value, value })), ...synonyms.map(([key, value]) => ({ key, value }))].map((e) => ({
      key: singular(normalizeSubcategory(e.key)),
      value: e.value,
    }));
    vocabularies.set(category, entries);
  }
  return entries;
}

/** The picker value the words mean, or null: exact, then a synonym, then a near spelling, then the last words ('Pencil skirt' → Skirt). */
function meaning(category: Category, written: string): string | null {
  const wanted = singular(normalizeSubcategory(written));
  if (!wanted) return null;
  const entries = vocabulary(category);
  const exact = entries.find((e) => e.key === wanted);
  if (exact) return exact.value;
  // The nearest spelling, when it is near enough and no other value is as near.
  let best: { distance: number; values: Set<string> } = { distance: Infinity, values: new Set() };
  for (const e of entries) {
    const max = allowedEdits(e.key.length);
    if (max === 0) continue;
    const distance = editDistance(wanted, e.key, max);
    if (distance > max) continue;
    if (distance < best.distance) best = { distance, values: new Set([e.value]) };
    else if (distance === best.distance) best.values.add(e.value);
  }
  if (best.values.size === 1) return [...best.values][0]!;
  if (best.values.size > 1) return null;
  // The head noun: 'Ankle boots' are Boots, 'Block heels' Heels. The longest known ending wins.
  const words = wanted.split(' ');
  for (let start = 1; start < words.length; start++) {
    const ending = words.slice(start).join(' ');
    const hit = entries.find((e) => e.key === ending);
    if (hit) return hit.value;
  }
  return null;
}

/**
 * Files a subcategory as any client wrote it (issue 40, item 6): never refused. A picker value in
 * any case is itself; a synonym, a near spelling or a known last word is the picker value it
 * means, with the words kept; anything else is 'Other' with the words kept, so no client loses
 * what it sent. Empty stays empty (null).
 */
export function fileSubcategory(category: Category, written: string | null | undefined): FiledSubcategory | null {
  const text = written?.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const picker = (SUBCATEGORIES[category] as readonly string[]).find((v) => v.toLowerCase() === text.toLowerCase());
  if (picker) return { subcategory: picker, asWritten: null };
  const value = meaning(category, text);
  return { subcategory: value ?? 'Other', asWritten: text };
}

/** The other categories whose vocabulary knows the words exactly: for the item page to suggest a likelier shelf. */
export function likelierCategories(category: Category, written: string | null | undefined): Category[] {
  if (!written || fileSubcategory(category, written)?.subcategory !== 'Other') return [];
  const wanted = singular(normalizeSubcategory(written));
  return (Object.keys(SUBCATEGORIES) as Category[]).filter((c) => c !== category && vocabulary(c).some((e) => e.key === wanted));
}
