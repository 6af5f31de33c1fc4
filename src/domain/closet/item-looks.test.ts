import { describe, expect, it } from 'vitest';
import { itemLooks, wornDays, type LookSource } from './item-looks';

describe('wornDays', () => {
  it('keeps only the days the piece was worn, each with every piece of that day once', () => {
    const wears = [
      { itemId: 1, wornOn: '2026-03-01' },
      { itemId: 2, wornOn: '2026-03-01' },
      { itemId: 2, wornOn: '2026-03-02' },
      { itemId: 3, wornOn: '2026-03-02' },
      { itemId: 1, wornOn: '2026-03-04' },
    ];
    expect(wornDays(1, wears)).toEqual([
      { kind: 'worn', date: '2026-03-01', itemIds: [1, 2], sortKey: '2026-03-01' },
      { kind: 'worn', date: '2026-03-04', itemIds: [1], sortKey: '2026-03-04' },
    ]);
  });
});

describe('itemLooks', () => {
  const live = new Set([1, 2, 3, 4]);
  const saved = (itemIds: number[], sortKey: string, date: string | null = null): LookSource => ({ kind: 'saved', date, itemIds, sortKey });
  const worn = (itemIds: number[], date: string): LookSource => ({ kind: 'worn', date, itemIds, sortKey: date });

  it('puts the piece first, newest look first, and leaves out deleted pieces', () => {
    const looks = itemLooks(2, [worn([1, 2], '2026-03-01'), saved([3, 2, 99], '2026-03-05T10:00:00Z', '2026-03-04')], live, 10);
    expect(looks).toEqual([
      { kind: 'saved', date: '2026-03-04', itemIds: [2, 3] },
      { kind: 'worn', date: '2026-03-01', itemIds: [2, 1] },
    ]);
  });

  it('drops a look left with the piece alone (worn by itself, or its partners deleted)', () => {
    expect(itemLooks(1, [worn([1], '2026-03-01'), saved([1, 99], '2026-03-02')], live, 10)).toEqual([]);
  });

  it('keeps at most `max` looks', () => {
    const sources = Array.from({ length: 5 }, (_, i) => worn([1, 2], `2026-03-0${i + 1}`));
    expect(itemLooks(1, sources, live, 3).map((l) => l.date)).toEqual(['2026-03-05', '2026-03-04', '2026-03-03']);
  });
});
