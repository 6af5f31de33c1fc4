import { describe, expect, it } from 'vitest';
import { generateOutfit } from './generate-outfit';
import { lookAt, lookDescriber, rankDayLooks, refreshedReason, refreshedSentence, sameLook, startFrom, type RankedLook } from './ranked-looks';
import { SATURDAY, TUESDAY, basicCloset, item, request, weather } from './test-fixtures';
import type { OutfitRequest } from './types';

const ids = (look: { itemIds: number[] }) => look.itemIds;

const casualCloset = () => [
  item({ id: 1, name: 'Grey Tee', category: 'Tops', subcategory: 'T-shirt', color: 'grey', material: 'cotton' }),
  item({ id: 2, name: 'White Tee', category: 'Tops', subcategory: 'T-shirt', color: 'white', material: 'cotton' }),
  item({ id: 3, name: 'Dark Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'indigo', material: 'denim' }),
  item({ id: 4, name: 'White Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'white' }),
];
const gala = [{ title: 'Gala', date: TUESDAY, startTime: '19:00', endTime: null, dressCode: 'Formal' }];
const pitch = [{ title: 'Client pitch', date: TUESDAY, startTime: '10:00', endTime: null, dressCode: 'Business Formal' }];

/** Days the engine dresses differently: plain, cold and wet, hot, a weekend, an event, an event the closet falls short of. */
const days: [string, OutfitRequest][] = [
  ['a mild Tuesday', request({ closet: basicCloset() })],
  ['a cold wet day', request({ closet: basicCloset(), weather: weather({ minTempC: 1, maxTempC: 6, precipitationProbability: 90, precipitationMm: 8 }) })],
  ['a hot Saturday', request({ closet: basicCloset(), date: SATURDAY, weather: weather({ minTempC: 24, maxTempC: 33 }) })],
  ['a client pitch', request({ closet: basicCloset(), events: pitch, seed: 7 })],
  ['a gala the closet falls short of', request({ closet: casualCloset(), events: gala })],
  [
    'loved and avoided colours',
    request({ closet: basicCloset(), preferences: { preferredStyle: 'Minimalist Modern', colorPalette: [], styleGoals: [], avoidColours: ['white'] } }),
  ],
];

describe('the day’s ranked looks', () => {
  it.each(days)('on %s: the list is the engine’s candidates in rank order, and its first look is the engine’s outfit', (_label, req) => {
    const result = generateOutfit(req);
    const ranked = rankDayLooks(req)!;
    expect(ranked.looks.map(ids)).toEqual(result.candidates.map((c) => c.items.map((i) => i.id)));
    expect(ranked.looks[0]).toMatchObject({ itemIds: result.items.map((i) => i.id), styleNote: result.styleNote, reasons: result.reasons });
    expect(new Set(ranked.looks.map((l) => [...l.itemIds].sort().join())).size).toBe(ranked.looks.length);
  });

  it.each(days)('on %s: a look is described exactly as the engine describes it when it chooses that look', (_label, req) => {
    const result = generateOutfit(req);
    // Without the shortcut for the engine's own look: the description is made from the day's context.
    const describe = lookDescriber(req, { ...result, items: [] });
    expect(describe(result.items.map((i) => i.id))).toEqual({ styleNote: result.styleNote, reasons: result.reasons });
  });

  it('describes every other look with its own pieces and the day’s level, short of it when the closet is', () => {
    const req = request({ closet: casualCloset(), events: gala });
    const ranked = rankDayLooks(req)!;
    expect(ranked.looks.length).toBeGreaterThan(1);
    for (const look of ranked.looks) {
      const names = look.itemIds.map((id) => casualCloset().find((i) => i.id === id)!.name);
      for (const name of names) expect(look.styleNote).toContain(name);
      expect(look.reasons[0]).toBe(ranked.looks[0]!.reasons[0]);
      expect(look.reasons[0]).toMatch(/^Closest you own: nothing in your closet reaches formal attire/);
    }
  });

  it('says a look is the only one only when the list holds one look', () => {
    const one = request({ closet: casualCloset().filter((i) => i.id !== 2) });
    const single = rankDayLooks(one)!;
    expect(single.looks).toHaveLength(1);
    expect(single.onlyNote).toMatch(/^This is the only combination in your closet that suits today: add .+ for more$/);
    const rainy = rankDayLooks({ ...one, weather: weather({ precipitationProbability: 95, precipitationMm: 10 }) })!;
    if (rainy.looks.length === 1) expect(rainy.onlyNote).toMatch(/^This is the only rain-safe combination/);
    const two = rankDayLooks(request({ closet: casualCloset() }))!;
    expect(two.looks.length).toBeGreaterThan(1);
    expect(two.onlyNote).toBeNull();
  });

  it('ignores a refresh’s avoided look: the list is the day’s', () => {
    const req = request({ closet: basicCloset() });
    const plain = rankDayLooks(req)!;
    expect(rankDayLooks({ ...req, avoidItemIds: plain.looks[0]!.itemIds })).toEqual(plain);
  });

  it('is null when the closet cannot dress the day', () => {
    expect(rankDayLooks(request({ closet: [] }))).toBeNull();
    expect(rankDayLooks(request({ closet: [item({ id: 1, name: 'Grey Tee', category: 'Tops' })] }))).toBeNull();
  });
});

describe('moving through the list', () => {
  const look = (...itemIds: number[]): RankedLook => ({ itemIds, styleNote: '', reasons: [], candidateReasons: [], score: 0 });

  it('counts round the list and says when it came back to the first look', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => lookAt(n, 3))).toEqual([
      { index: 0, wrapped: false },
      { index: 1, wrapped: false },
      { index: 2, wrapped: false },
      { index: 0, wrapped: true },
      { index: 1, wrapped: false },
      { index: 2, wrapped: false },
      { index: 0, wrapped: true },
    ]);
    expect(refreshedReason(1, 3, false)).toBe('Refreshed: look 2 of 3 for today');
    expect(refreshedReason(0, 3, true)).toBe("Refreshed: that was the last of today's 3 looks, so here is the first again");
    // The text door says the same line as a sentence of its own.
    expect(refreshedSentence(['Smart casual for your day', refreshedReason(4, 5, false)])).toBe('Look 5 of 5 for today');
    expect(refreshedSentence(['Smart casual for your day'])).toBeNull();
  });

  it('a list made while a look is on show starts from that look, or before its first when the look is not in it', () => {
    const looks = [look(1, 2), look(3, 4), look(5, 6)];
    expect(startFrom(looks, [4, 3])).toEqual({ looks: [look(3, 4), look(1, 2), look(5, 6)], served: 0 });
    expect(startFrom(looks, [1, 2])).toEqual({ looks, served: 0 });
    expect(startFrom(looks, [7, 8])).toEqual({ looks, served: -1 });
    expect(startFrom(looks, undefined)).toEqual({ looks, served: -1 });
    expect(sameLook([2, 1], [1, 2])).toBe(true);
    expect(sameLook([1, 2], [1, 2, 3])).toBe(false);
  });
});
