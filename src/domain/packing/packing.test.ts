import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../shared/closet-constants';
import { mulberry32 } from '../../shared/prng';
import { isRainLikely } from '../stylist/weather-bands';
import { profileItem } from '../stylist/item-profile';
import { item, weather } from '../stylist/test-fixtures';
import type { ClosetItem } from '../stylist/types';
import { fewestPieces, type PackDay } from './fewest-pieces';
import { gsm7, packText } from './pack-text';
import { planTrip, TRIP_NEEDS, type TripDay } from './plan-trip';
import { tripsFromEvents } from './trip-events';
import { TRIP_OCCASIONS, type TripOccasion } from '../../shared/schemas/trips';
import { fitsIn } from '../sms/fit-segments';

const NAMES: Record<string, string[]> = {
  Tops: ['White Oxford Shirt', 'Grey Crew Tee', 'Navy Merino Sweater', 'Striped Breton Top', 'Silk Blouse', 'Black Turtleneck'],
  Bottoms: ['Dark Jeans', 'Stone Chinos', 'Black Tailored Trousers', 'Linen Shorts', 'Pleated Midi Skirt'],
  Shoes: ['White Leather Sneakers', 'Brown Suede Loafers', 'Black Chelsea Boots', 'Hiking Boots', 'Leather Sandals', 'Black Oxford Shoes'],
  Outerwear: ['Camel Overcoat', 'Navy Rain Jacket', 'Denim Jacket', 'Puffer Jacket', 'Trench Coat'],
  Dresses: ['Black Cocktail Dress', 'Floral Sundress'],
  'Suits & tailoring': ['Navy Blazer', 'Charcoal Suit Jacket'],
  Swimwear: ['Swim Trunks', 'Black Swimsuit'],
};
const COLOURS = ['navy', 'white', 'black', 'grey', 'beige', 'olive', 'red', 'blue'];

function randomCloset(rand: () => number, size: number): ClosetItem[] {
  const cats = Object.keys(NAMES).filter((c) => (CATEGORIES as readonly string[]).includes(c));
  return Array.from({ length: size }, (_, i) => {
    const category = cats[Math.floor(rand() * cats.length)]!;
    const names = NAMES[category]!;
    return item({
      id: i + 1,
      name: names[Math.floor(rand() * names.length)]!,
      category: category as ClosetItem['category'],
      color: COLOURS[Math.floor(rand() * COLOURS.length)]!,
      status: rand() < 0.1 ? 'archived' : 'active',
    });
  });
}

function randomDays(rand: () => number, n: number): TripDay[] {
  return Array.from({ length: n }, (_, i) => {
    const max = Math.round(-5 + rand() * 40);
    return {
      date: `2026-0${3 + Math.floor(rand() * 6)}-${String(10 + i).padStart(2, '0')}`,
      weather: weather({ maxTempC: max, minTempC: max - 8, precipitationProbability: Math.round(rand() * 100), precipitationMm: rand() * 6 }),
      events: [],
    };
  });
}

const prefs = { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] };

describe('fewestPieces: generated trips', () => {
  it('each day wears only packed pieces, never more pieces than outfit places, and stand-ins keep their slot and suit the day', () => {
    const rand = mulberry32(44);
    for (let t = 0; t < 500; t++) {
      const slots = ['top', 'bottom', 'shoes', 'layer'];
      const pool = Array.from({ length: 4 + Math.floor(rand() * 20) }, (_, i) => ({ id: i + 1, slot: slots[Math.floor(rand() * slots.length)]! }));
      const days: PackDay[] = Array.from({ length: 1 + Math.floor(rand() * 10) }, (_, d) => {
        const options = Array.from({ length: Math.floor(rand() * 5) }, () => {
          const pieces = slots
            .map((s) => pool.filter((p) => p.slot === s))
            .flatMap((ps) => (ps.length && rand() < 0.9 ? [ps[Math.floor(rand() * ps.length)]!] : []));
          return { pieces, score: rand() };
        });
        return { date: `d${d}`, options, fits: new Set(pool.filter(() => rand() < 0.7).map((p) => p.id)) };
      });
      const goesWith = (a: number, b: number) => (a + b) % 7 !== 0;
      const result = fewestPieces(days, goesWith);
      const packed = new Set(result.pieces);
      const places = days.reduce((n, d) => n + Math.max(0, ...d.options.map((o) => o.pieces.length)), 0);
      expect(result.pieces.length).toBeLessThanOrEqual(places);
      expect(packed.size).toBe(result.pieces.length);
      result.days.forEach((day, i) => {
        expect(day.itemIds.every((id) => packed.has(id))).toBe(true);
        const source = days[i]!;
        if (source.options.length === 0) expect(day.itemIds).toEqual([]);
        else {
          // The same places as one of the day's outfits; every piece is that outfit's or a stand-in that suits the day.
          const match = source.options.some(
            (o) =>
              o.pieces.length === day.itemIds.length &&
              day.itemIds.every((id, k) => id === o.pieces[k]!.id || (source.fits.has(id) && pool.find((p) => p.id === id)!.slot === o.pieces[k]!.slot)),
          );
          expect(match).toBe(true);
        }
        expect(new Set(day.itemIds).size).toBe(day.itemIds.length);
      });
    }
  });

  it('with a limit per slot and spare pieces: the same invariants, and a top worn its limit gives way to a fresh one that suits the day', () => {
    const rand = mulberry32(45);
    const slots = ['top', 'bottom', 'shoes'];
    for (let t = 0; t < 300; t++) {
      const pool = Array.from({ length: 6 + Math.floor(rand() * 12) }, (_, i) => ({ id: i + 1, slot: slots[i % 3]! }));
      const days: PackDay[] = Array.from({ length: 1 + Math.floor(rand() * 8) }, (_, d) => {
        const fits = new Set(pool.filter(() => rand() < 0.8).map((p) => p.id));
        return {
          date: `d${d}`,
          options: Array.from({ length: 1 + Math.floor(rand() * 3) }, () => ({
            pieces: slots.map((s) => pool.filter((p) => p.slot === s)).map((ps) => ps[Math.floor(rand() * ps.length)]!),
            score: rand(),
          })),
          fits,
          spare: pool.filter((p) => fits.has(p.id)),
        };
      });
      const result = fewestPieces(days, undefined, (slot) => (slot === 'top' ? 1 : Infinity));
      const packed = new Set(result.pieces);
      expect(result.pieces.length).toBeLessThanOrEqual(days.reduce((n, d) => n + Math.max(0, ...d.options.map((o) => o.pieces.length)), 0));
      result.days.forEach((day, i) => {
        expect(day.itemIds.every((id) => packed.has(id))).toBe(true);
        const source = days[i]!;
        const ok = source.options.some(
          (o) =>
            o.pieces.length === day.itemIds.length &&
            day.itemIds.every((id, k) => id === o.pieces[k]!.id || (source.fits.has(id) && pool.find((p) => p.id === id)!.slot === o.pieces[k]!.slot)),
        );
        expect(ok).toBe(true);
      });
    }
    const same = (d: string): PackDay => ({
      date: d,
      options: [
        {
          pieces: [
            { id: 1, slot: 'top' },
            { id: 9, slot: 'bottom' },
          ],
          score: 1,
        },
      ],
      fits: new Set([1, 2, 3, 9]),
      spare: [
        { id: 2, slot: 'top' },
        { id: 3, slot: 'top' },
      ],
    });
    const rotated = fewestPieces([same('a'), same('b'), same('c')], undefined, (slot) => (slot === 'top' ? 1 : Infinity));
    expect(rotated.days.map((d) => d.itemIds[0])).toEqual([1, 2, 3]);
    expect(rotated.days.every((d) => d.itemIds[1] === 9)).toBe(true);
  });

  it('packs no more than taking each day its best outfit would', () => {
    const rand = mulberry32(7);
    for (let t = 0; t < 300; t++) {
      const pool = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, slot: ['top', 'bottom', 'shoes'][i % 3]! }));
      const days: PackDay[] = Array.from({ length: 2 + Math.floor(rand() * 6) }, (_, d) => ({
        date: `d${d}`,
        options: Array.from({ length: 1 + Math.floor(rand() * 4) }, () => ({
          pieces: [0, 1, 2].map((s) => pool[s + 3 * Math.floor(rand() * 4)]!),
          score: rand(),
        })),
        fits: new Set(pool.map((p) => p.id)),
      }));
      const naive = new Set(days.flatMap((d) => [...d.options].sort((a, b) => b.score - a.score)[0]!.pieces.map((p) => p.id)));
      expect(fewestPieces(days).pieces.length).toBeLessThanOrEqual(naive.size);
    }
  });

  it('reuses a packed piece that suits the day instead of adding another of its kind', () => {
    const days: PackDay[] = [
      {
        date: 'a',
        options: [
          {
            pieces: [
              { id: 1, slot: 'top' },
              { id: 2, slot: 'bottom' },
            ],
            score: 1,
          },
        ],
        fits: new Set([1, 2, 3, 4]),
      },
      {
        date: 'b',
        options: [
          {
            pieces: [
              { id: 3, slot: 'top' },
              { id: 4, slot: 'bottom' },
            ],
            score: 1,
          },
        ],
        fits: new Set([1, 2, 3, 4]),
      },
    ];
    // Bottoms repeat, tops do not go with each other's bottoms here: 1 with 4 is not allowed.
    const result = fewestPieces(days, (a, b) => !((a === 3 && b === 2) || (a === 2 && b === 3)));
    expect(result.days[1]!.itemIds).toEqual([1, 2]);
    expect(result.pieces).toEqual([1, 2]);
  });
});

describe('planTrip: generated closets and trips', () => {
  it('dresses each day from packed, owned, active pieces and never lists an owned piece as missing', () => {
    const rand = mulberry32(118);
    for (let t = 0; t < 150; t++) {
      const closet = randomCloset(rand, Math.floor(rand() * 30));
      const days = randomDays(rand, 1 + Math.floor(rand() * 6));
      const occasions = TRIP_OCCASIONS.filter(() => rand() < 0.25) as TripOccasion[];
      const plan = planTrip({ closet, days, occasions, preferences: prefs, wardrobe: 'mixed', seed: t });
      const packed = new Set(plan.pieces);
      const active = new Map(closet.filter((i) => i.status === 'active').map((i) => [i.id, i]));
      const lookPlaces = plan.looks.reduce((n, l) => n + l.itemIds.length, 0);
      expect(plan.pieces.length).toBeLessThanOrEqual(lookPlaces);
      for (const look of plan.looks) for (const id of look.itemIds) expect(packed.has(id) && active.has(id)).toBe(true);
      for (const id of plan.transit) expect(packed.has(id)).toBe(true);
      expect(plan.looks.filter((l) => l.kind === 'day')).toHaveLength(days.length);
      // A need is missing only when no active piece meets it; missing entries name needs, never owned pieces.
      const profiles = [...active.values()].map(profileItem);
      const NEED_OF: Record<string, keyof typeof TRIP_NEEDS> = { 'rain shell': 'rain', 'warm layer': 'warm', swimwear: 'swimwear', 'sturdy shoes': 'sturdy' };
      for (const m of plan.missing) {
        const need = NEED_OF[m.need];
        if (need) expect(profiles.some(TRIP_NEEDS[need])).toBe(false);
        for (const owned of closet) expect(m.need.toLowerCase()).not.toBe(owned.name.toLowerCase());
      }
      if (days.some((d) => isRainLikely(d.weather)) && !profiles.some(TRIP_NEEDS.rain)) expect(plan.missing.map((m) => m.need)).toContain('rain shell');
    }
  });

  it('a four-day trip from a small closet: few pieces, a coat worn on the way, the dinner dressed, swimwear missing', () => {
    const closet = [
      item({ id: 1, name: 'White Oxford Shirt', category: 'Tops', color: 'white' }),
      item({ id: 2, name: 'Grey Crew Tee', category: 'Tops', color: 'grey' }),
      item({ id: 3, name: 'Navy Merino Sweater', category: 'Tops', color: 'navy' }),
      item({ id: 4, name: 'Dark Jeans', category: 'Bottoms', color: 'indigo' }),
      item({ id: 5, name: 'Stone Chinos', category: 'Bottoms', color: 'beige' }),
      item({ id: 6, name: 'White Leather Sneakers', category: 'Shoes', color: 'white' }),
      item({ id: 7, name: 'Black Chelsea Boots', category: 'Shoes', color: 'black' }),
      item({ id: 8, name: 'Camel Overcoat', category: 'Outerwear', color: 'camel' }),
      item({ id: 9, name: 'Navy Blazer', category: 'Suits & tailoring', color: 'navy' }),
    ];
    const days = ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'].map((date) => ({
      date,
      weather: weather({ minTempC: 3, maxTempC: 9, precipitationProbability: 20 }),
      events: [],
    }));
    const plan = planTrip({ closet, days, occasions: ['sightseeing', 'dinner', 'beach'], preferences: prefs, wardrobe: 'menswear', seed: 1 });
    expect(plan.looks.map((l) => l.label)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'The dinner']);
    // A top a day while there are tops that suit (the tee is too light for 9 °C): the shirt and the sweater, not one top all week.
    const dayTops = plan.looks.filter((l) => l.kind === 'day').map((l) => l.itemIds.find((id) => id <= 3));
    expect(new Set(dayTops)).toEqual(new Set([1, 3]));
    expect(plan.pieces.length).toBeLessThan(plan.looks.reduce((n, l) => n + l.itemIds.length, 0));
    expect(plan.transit).toContain(8);
    expect(plan.missing.map((m) => m.need)).toContain('swimwear');
    expect(plan.missing.find((m) => m.need === 'swimwear')!.shopQuery).toBe('swim trunks');
  });
});

describe('tripsFromEvents', () => {
  it('finds runs of consecutive days with the same title and place, not one-day or placeless events', () => {
    const trips = tripsFromEvents([
      { id: 1, title: 'Lisbon trip', date: '2026-03-10', location: 'Lisbon' },
      { id: 2, title: 'Lisbon trip', date: '2026-03-11', location: 'Lisbon ' },
      { id: 3, title: 'lisbon trip', date: '2026-03-12', location: 'lisbon' },
      { id: 4, title: 'Dentist', date: '2026-03-11', location: 'Main St' },
      { id: 5, title: 'Offsite', date: '2026-03-20', location: null },
      { id: 6, title: 'Offsite', date: '2026-03-21', location: null },
      { id: 7, title: 'Lisbon trip', date: '2026-04-20', location: 'Lisbon' },
    ]);
    expect(trips).toEqual([expect.objectContaining({ eventId: 1, where: 'Lisbon', startDate: '2026-03-10', endDate: '2026-03-12', eventIds: [1, 2, 3] })]);
  });
});

describe('packText: PACK in GSM-7 within two messages', () => {
  it('fits two GSM-7 segments whatever the list, naming what fits and counting the rest', () => {
    const rand = mulberry32(160);
    const words = ['Navy', 'Merino', 'Crêpe', 'Ünïcode', 'Sweater', 'Trousers', '😀', 'Çedilla', 'Blazer', '—', 'Sneakers', '“Best”'];
    for (let t = 0; t < 400; t++) {
      const name = () => Array.from({ length: 1 + Math.floor(rand() * 5) }, () => words[Math.floor(rand() * words.length)]!).join(' ');
      const pieces = Array.from({ length: Math.floor(rand() * 40) }, () => ({ name: name(), packed: rand() < 0.3 }));
      const text = packText({
        where: rand() < 0.1 ? 'Saint-Rémy-de-Provence, Bouches-du-Rhône, France '.repeat(8) : 'Lisbon',
        startDate: '2026-03-10',
        endDate: '2026-03-13',
        pieces,
        transit: rand() < 0.5 ? [name(), name()] : [],
        missing: rand() < 0.5 ? ['rain shell', 'swimwear'] : [],
      });
      expect(fitsIn(text, 2)).toBe(true);
      expect(gsm7(text)).toBe(text);
    }
  });

  it('says where, when, what to pack, what to wear on the way and what is missing', () => {
    const text = packText({
      where: 'Lisbon',
      startDate: '2026-03-10',
      endDate: '2026-03-13',
      pieces: [
        { name: 'Grey Crew Tee', packed: true },
        { name: 'Dark Jeans', packed: false },
        { name: 'Camel Overcoat', packed: false },
      ],
      transit: ['Camel Overcoat'],
      missing: ['rain shell'],
    });
    expect(text).toBe('Pack for Lisbon, Mar 10-Mar 13: Dark Jeans, Camel Overcoat. 1 already packed. Wear on the way: Camel Overcoat. Missing: rain shell.');
  });
});
