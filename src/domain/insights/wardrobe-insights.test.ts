import { describe, expect, it } from 'vitest';
import { CATEGORIES, FORMALITIES } from '../../shared/closet-constants';
import { mulberry32 } from '../../shared/prng';
import { bestAddition, goTogether, outfitCount } from './outfit-count';
import { letGoNotes } from './let-go';
import type { InsightItem } from './types';
import { styleFormality, wardrobeInsights } from './wardrobe-insights';

let seq = 0;
const item = (fields: Partial<InsightItem> & Pick<InsightItem, 'category'>): InsightItem => ({
  id: ++seq,
  name: `Piece ${seq}`,
  color: 'Navy',
  formality: null,
  priceCents: null,
  status: 'active',
  addedOn: '2026-01-01',
  timesWorn: 0,
  lastWornOn: null,
  ...fields,
});
const TODAY = '2026-11-10';
const run = (items: InsightItem[], extra: Partial<Parameters<typeof wardrobeInsights>[0]> = {}) =>
  wardrobeInsights({ items, today: TODAY, eventDressCodes: [], preferredStyle: 'Smart Casual', kept: [], ...extra });

describe('wardrobeInsights', () => {
  it('ranks cost per wear cheapest first, an unworn piece costing its whole price', () => {
    const a = item({ category: 'Tops', priceCents: 10_000, timesWorn: 50 });
    const b = item({ category: 'Shoes', priceCents: 20_000, timesWorn: 0 });
    const c = item({ category: 'Bottoms', priceCents: 6_000, timesWorn: 3 });
    const d = item({ category: 'Tops', priceCents: null, timesWorn: 9 });
    const r = run([a, b, c, d]);
    expect(r.costPerWear.map((x) => [x.id, x.costPerWear])).toEqual([
      [a.id, 2],
      [c.id, 20],
      [b.id, 200],
    ]);
  });

  it('lists the most and least worn without overlap, and leaves archived pieces out', () => {
    const worn = [5, 9, 1, 0, 3].map((n) => item({ category: 'Tops', timesWorn: n }));
    const gone = item({ category: 'Tops', timesWorn: 99, status: 'archived' });
    const r = run([...worn, gone]);
    expect(r.mostWorn.map((x) => x.timesWorn)).toEqual([9, 5, 3, 1]);
    expect(r.leastWorn.map((x) => x.timesWorn)).toEqual([0]);
    expect(r.mostWorn.some((x) => x.id === gone.id)).toBe(false);
  });

  it('offers pieces idle 90 days or more, unless kept recently; the day counts from the last wear, else from the add', () => {
    const idle = item({ category: 'Tops', lastWornOn: '2026-08-01', timesWorn: 2 });
    const edge = item({ category: 'Tops', lastWornOn: '2026-08-12', timesWorn: 1 }); // exactly 90 days
    const recent = item({ category: 'Tops', lastWornOn: '2026-08-13', timesWorn: 1 }); // 89 days
    const neverWorn = item({ category: 'Shoes', addedOn: '2026-02-01' });
    const kept = item({ category: 'Tops', lastWornOn: '2026-01-01', timesWorn: 1 });
    const laundry = item({ category: 'Tops', lastWornOn: '2026-01-01', timesWorn: 1, status: 'in laundry' });
    const r = run([idle, edge, recent, neverWorn, kept, laundry], { kept: [{ itemId: kept.id, until: '2027-01-01' }] });
    expect(r.idle.map((x) => x.id)).toEqual([neverWorn.id, idle.id, edge.id]);
    expect(r.idle.find((x) => x.id === edge.id)!.daysIdle).toBe(90);
    const expired = run([kept], { kept: [{ itemId: kept.id, until: '2026-11-01' }] });
    expect(expired.idle.map((x) => x.id)).toEqual([kept.id]);
  });

  it('says when the calendar asks for more business than the closet holds', () => {
    const casual = Array.from({ length: 9 }, () => item({ category: 'Tops', formality: 'casual' }));
    const r = run([...casual, item({ category: 'Tops', formality: 'business' })], {
      eventDressCodes: Array(20).fill('Business Casual'),
      preferredStyle: 'Classic Professional',
    });
    const business = r.byFormality.find((f) => f.formality === 'business')!;
    expect(business).toEqual({ formality: 'business', closet: 10, wanted: 100 });
    expect(r.balanceNote).toBe('Your style and calendar ask for business 100% of the time, but 10% of your closet is business.');
    expect(run(casual, { preferredStyle: 'Streetwear casual' }).balanceNote).toBeNull();
  });

  it('groups colours by their last word and counts categories', () => {
    const r = run([item({ category: 'Tops', color: 'navy' }), item({ category: 'Tops', color: 'Dark Navy' }), item({ category: 'Shoes', color: 'White' })]);
    expect(r.byColor).toEqual([
      { label: 'Navy', count: 2 },
      { label: 'White', count: 1 },
    ]);
    expect(r.byCategory).toEqual([
      { label: 'Tops', count: 2 },
      { label: 'Shoes', count: 1 },
    ]);
  });
});

describe('outfitCount and bestAddition', () => {
  it('counts top × bottom × shoes and one-piece × shoes within one formality step', () => {
    const closet = [
      item({ category: 'Tops', formality: 'casual' }),
      item({ category: 'Tops', formality: 'formal' }),
      item({ category: 'Bottoms', formality: 'casual' }),
      item({ category: 'Shoes', formality: 'smart casual' }),
      item({ category: 'Dresses & jumpsuits', formality: null }),
    ];
    // casual top + casual bottom + smart casual shoes: yes; the formal top: no; the dress with the shoes: yes.
    expect(outfitCount(closet)).toBe(2);
    expect(goTogether('casual', 'business')).toBe(false);
    expect(goTogether(null, 'formal', 'business')).toBe(true);
  });

  it('names the piece that adds most: the scarce role', () => {
    const closet = [
      ...Array.from({ length: 4 }, () => item({ category: 'Tops', formality: 'casual' })),
      item({ category: 'Bottoms', formality: 'casual' }),
      item({ category: 'Shoes', formality: 'casual' }),
    ];
    expect(outfitCount(closet)).toBe(4);
    expect(bestAddition(closet)).toEqual({ role: 'bottom', formality: 'smart casual', adds: 4 });
    expect(bestAddition(closet, 'athletic')).toEqual({ role: 'bottom', formality: 'athletic', adds: 4 });
    expect(bestAddition([])).toBeNull();
  });

  it('agrees with brute force on generated closets (seeded)', () => {
    const rand = mulberry32(4401);
    const levels = [...FORMALITIES, null];
    for (let n = 0; n < 200; n++) {
      const closet = Array.from({ length: Math.floor(rand() * 14) }, () =>
        item({ category: CATEGORIES[Math.floor(rand() * CATEGORIES.length)]!, formality: levels[Math.floor(rand() * levels.length)]! }),
      );
      const by = (c: string) => closet.filter((i) => i.category === c);
      let brute = 0;
      for (const s of by('Shoes')) {
        for (const t of by('Tops')) for (const b of by('Bottoms')) if (goTogether(t.formality, b.formality, s.formality)) brute++;
        for (const d of by('Dresses & jumpsuits')) if (goTogether(d.formality, s.formality)) brute++;
      }
      expect(outfitCount(closet)).toBe(brute);
      const best = bestAddition(closet);
      if (best) expect(best.adds).toBeGreaterThan(0);
    }
  });
});

describe('styleFormality and letGoNotes', () => {
  it('reads the spec styles', () => {
    expect(styleFormality('Classic Professional')).toBe('business');
    expect(styleFormality('Business Casual')).toBe('business');
    expect(styleFormality('Smart Casual')).toBe('smart casual');
    expect(styleFormality('Minimalist Modern')).toBe('smart casual');
  });

  it('prices resale from what was paid, lower when well worn', () => {
    expect(letGoNotes({ name: 'Wool Coat', priceCents: 20_000, timesWorn: 2 }).resale).toContain('$60–$100');
    expect(letGoNotes({ name: 'Wool Coat', priceCents: 20_000, timesWorn: 40 }).resale).toContain('$30–$60');
    expect(letGoNotes({ name: 'Wool Coat', priceCents: null, timesWorn: 0 }).resale).toContain('similar pieces');
    expect(letGoNotes({ name: 'Wool Coat', priceCents: null, timesWorn: 0 }).donation).toContain('Wool Coat');
  });
});
