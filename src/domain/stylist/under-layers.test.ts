import { describe, expect, it } from 'vitest';
import { generateOutfit } from './generate-outfit';
import { basicCloset, item, request, seeded, weather } from './test-fixtures';

/**
 * Long johns and thermal tops are worn under an outfit, never as it (held-out set 49: 'Navy jumper, Thermal long johns and a
 * pea coat' for a family Christmas Eve). Generated over seeds, temperatures and names; when a slot holds nothing else they
 * are still the closest there is.
 */
const { pick, cases } = seeded(4_911);

describe('a piece made to go under clothes', () => {
  it.each(cases(12))('is never the visible top or bottom while the closet has another %i', () => {
    const under = item({
      id: 950,
      name: pick(['Thermal long johns', 'Merino long underwear', 'Black base layer leggings', 'Grey thermal bottoms']),
      category: 'Bottoms',
      warmth: 'warm',
    });
    const top = item({ id: 951, name: pick(['Thermal base layer top', 'White thermal long sleeve']), category: 'Tops', warmth: 'warm' });
    const high = pick([-8, -2, 3, 9]);
    const r = generateOutfit(request({ closet: [...basicCloset(), under, top], weather: weather({ maxTempC: high, minTempC: high - 6 }) }));
    expect(r.kind).toBe('outfit');
    if (r.kind === 'outfit')
      expect(
        r.items.map((i) => i.id),
        `${under.name} at ${high} °C`,
      ).not.toContain(950);
  });
  it('is still worn when the slot holds nothing else', () => {
    const closet = [
      item({ id: 960, name: 'Thermal long johns', category: 'Bottoms' }),
      item({ id: 961, name: 'Grey wool jumper', category: 'Tops' }),
      item({ id: 962, name: 'Black boots', category: 'Shoes' }),
    ];
    const r = generateOutfit(request({ closet, weather: weather({ maxTempC: 2, minTempC: -4 }) }));
    expect(r.kind === 'outfit' && r.items.map((i) => i.id)).toContain(960);
  });
});
