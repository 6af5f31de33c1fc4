import { describe, expect, it } from 'vitest';
import { generateOutfit } from './generate-outfit';
import { SHORT_OF_PREFIX } from './generate-outfit';
import { TUESDAY, item, request, weather } from './test-fixtures';

const casualCloset = () => [
  item({ id: 1, name: 'Grey Tee', category: 'Tops', subcategory: 'T-shirt', color: 'grey', material: 'cotton' }),
  item({ id: 2, name: 'Dark Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'indigo', material: 'denim' }),
  item({ id: 3, name: 'White Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'white' }),
];
const gala = [{ title: 'Gala', date: TUESDAY, startTime: null, endTime: null, dressCode: 'Formal' }];

describe('a closet that cannot reach the day’s dress code', () => {
  it('still gives the nearest outfit it can make, and says what is missing', () => {
    const result = generateOutfit(request({ closet: casualCloset(), events: gala }));
    expect(result.kind).toBe('outfit');
    expect(result.items.map((i) => i.id).sort()).toEqual([1, 2, 3]);
    expect(result.shortOf).toEqual({ dressCode: 'formal', closest: expect.any(String) });
    expect(result.reasons[0]).toMatch(new RegExp(`^${SHORT_OF_PREFIX}: nothing in your closet reaches formal attire`));
    expect(result.reasons[0]).toMatch(/Add a top and a bottom suited to formal attire\./);
    expect(result.styleNote).not.toMatch(/Only \d+ of your/);
    // Every candidate an LLM may choose carries the shortfall too.
    for (const c of result.candidates) expect(c.reasons[0]).toBe(result.reasons[0]);
  });

  it('relaxes formality only: the weather rules still hold', () => {
    const summer = [
      item({ id: 1, name: 'Linen Tee', category: 'Tops', subcategory: 'T-shirt', material: 'linen', season: 'Summer', warmth: 'light' }),
      item({ id: 2, name: 'Linen Shorts', category: 'Bottoms', subcategory: 'Shorts', material: 'linen', season: 'Summer', warmth: 'light' }),
    ];
    const result = generateOutfit(request({ closet: summer, events: gala, weather: weather({ minTempC: -8, maxTempC: -2 }) }));
    expect(result.kind).toBe('too-few');
    expect(result.shortOf).toBeUndefined();
  });

  it('a closet that can meet the dress code is not marked short', () => {
    const result = generateOutfit(request({ closet: casualCloset() }));
    expect(result.kind).toBe('outfit');
    expect(result.shortOf).toBeUndefined();
    expect(result.reasons.some((r) => r.startsWith(SHORT_OF_PREFIX))).toBe(false);
  });

  it('every reason that names the event says its own level, as its badge does', () => {
    const pitch = [{ title: 'Client pitch', date: TUESDAY, startTime: '10:00', endTime: null, dressCode: 'Business Formal' }];
    const result = generateOutfit(request({ closet: casualCloset(), events: pitch }));
    expect(result.shortOf?.dressCode).toBe('business formal');
    const all = [result.styleNote, ...result.reasons].join(' ');
    expect(all).toMatch(/Client pitch at 10:00 calls for business formal attire/);
    expect(all).not.toMatch(/Client pitch[^.]* calls for (?!business formal)/);
    expect(all).not.toMatch(/(smart casual|a casual look|business casual) for your Client pitch/);
  });
});
