/**
 * The looks one piece was part of (the item page): outfits saved with it, and days it was worn
 * with other pieces (the wear diary). Pure: the service feeds it rows; pieces no longer in the
 * closet are left out, and a look left with nothing but the piece itself is not a look.
 */
export interface LookSource {
  kind: 'saved' | 'worn';
  /** The day worn, or the day a saved look was the outfit of (null when saved from elsewhere). */
  date: string | null;
  itemIds: readonly number[];
  /** Newest first is decided by this: a wear's day, a saved look's creation time. */
  sortKey: string;
}

export interface ItemLook {
  kind: 'saved' | 'worn';
  date: string | null;
  itemIds: number[];
}

/** Wears (item, day) of one user grouped into the days `itemId` was worn, each with every piece worn that day. */
export function wornDays(itemId: number, wears: readonly { itemId: number; wornOn: string }[]): LookSource[] {
  const days = new Map<string, number[]>();
  for (const w of wears) days.set(w.wornOn, [...(days.get(w.wornOn) ?? []), w.itemId]);
  return [...days.entries()]
    .filter(([, ids]) => ids.includes(itemId))
    .map(([date, ids]) => ({ kind: 'worn' as const, date, itemIds: [...new Set(ids)], sortKey: date }));
}

export function itemLooks(itemId: number, sources: readonly LookSource[], live: ReadonlySet<number>, max: number): ItemLook[] {
  return [...sources]
    .sort((a, b) => (a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0))
    .map((s) => ({
      kind: s.kind,
      date: s.date,
      // The piece itself first, then the others as they were listed.
      itemIds: [itemId, ...s.itemIds.filter((id) => id !== itemId && live.has(id))],
    }))
    .filter((l) => l.itemIds.length > 1)
    .slice(0, max);
}
