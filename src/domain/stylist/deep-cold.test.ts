import { describe, expect, it } from 'vitest';
import { generateOutfit } from './generate-outfit';
import { basicCloset, item, request, weather } from './test-fixtures';

// Deep cold (a high of -10 °C or below) puts the insulated coat on over any dress code, when one is owned.
describe('in deep cold the insulated coat is worn', () => {
  const coats = [
    item({ id: 901, name: 'Grey Wool Topcoat', category: 'Outerwear', subcategory: 'Overcoat', material: 'wool', formality: 'business' }),
    item({ id: 902, name: 'Camel Cashmere Overcoat', category: 'Outerwear', subcategory: 'Overcoat', material: 'wool', formality: 'business' }),
  ];
  const insulated = ['Black Down Parka', 'Olive Puffer Jacket', 'Navy Insulated Parka'];
  const codes = [null, 'business casual', 'smart casual', 'casual'] as const;
  for (const high of [-10, -18, -26])
    for (const name of insulated)
      for (const dressCode of codes)
        it(`${name} at ${high} °C${dressCode ? `, ${dressCode}` : ''}`, () => {
          const parka = item({ id: 903, name, category: 'Outerwear', formality: 'casual' });
          const r = generateOutfit(
            request({
              closet: [...basicCloset().filter((i) => i.category !== 'Outerwear'), ...coats, parka],
              weather: weather({ maxTempC: high, minTempC: high - 6 }),
              events: dressCode ? [{ title: 'work', date: '2025-03-04', startTime: null, endTime: null, dressCode }] : [],
            }),
          );
          expect(r.kind).toBe('outfit');
          if (r.kind === 'outfit') expect(r.items.map((i) => i.id)).toContain(903);
        });

  for (const dressCode of ['business casual', 'smart casual', 'business formal'] as const)
    it(`insulated boots over the office shoes in deep cold, ${dressCode}`, () => {
      const boots = item({ id: 904, name: 'Insulated Winter Boots', category: 'Shoes', formality: 'casual' });
      const parka = item({ id: 903, name: 'Black Down Parka', category: 'Outerwear', formality: 'casual' });
      const r = generateOutfit(
        request({
          closet: [...basicCloset(), parka, boots],
          weather: weather({ maxTempC: -20, minTempC: -26 }),
          events: [{ title: 'work', date: '2025-03-04', startTime: null, endTime: null, dressCode }],
        }),
      );
      expect(r.kind === 'outfit' && r.items.map((i) => i.id)).toEqual(expect.arrayContaining([903, 904]));
    });

  for (const high of [-4, -1, 1])
    it(`insulated boots in the snow at ${high} °C, business casual, the wool coat kept`, () => {
      const boots = item({ id: 904, name: 'Insulated Winter Boots', category: 'Shoes', formality: 'casual' });
      const r = generateOutfit(
        request({
          closet: [...basicCloset().filter((i) => i.category !== 'Outerwear'), ...coats, boots],
          weather: weather({ maxTempC: high, minTempC: high - 5, precipitationProbability: 90, precipitationMm: 8 }),
          events: [{ title: 'work', date: '2025-03-04', startTime: null, endTime: null, dressCode: 'business casual' }],
        }),
      );
      expect(r.kind === 'outfit' && r.items.map((i) => i.id)).toEqual(expect.arrayContaining([904]));
      expect(r.kind === 'outfit' && r.items.some((i) => i.id === 901 || i.id === 902)).toBe(true);
    });

  it('a wool coat still does above deep cold', () => {
    const parka = item({ id: 903, name: 'Black Down Parka', category: 'Outerwear', formality: 'casual' });
    const r = generateOutfit(
      request({
        closet: [...basicCloset().filter((i) => i.category !== 'Outerwear'), ...coats, parka],
        weather: weather({ maxTempC: 1, minTempC: -4 }),
        events: [{ title: 'work', date: '2025-03-04', startTime: null, endTime: null, dressCode: 'business casual' }],
      }),
    );
    expect(r.kind === 'outfit' && r.items.some((i) => i.id === 901 || i.id === 902)).toBe(true);
  });
});
