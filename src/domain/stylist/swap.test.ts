import { describe, expect, it } from 'vitest';
import { generateOutfit } from './generate-outfit';
import { hardRuleViolations } from './rules';
import { applySwap, swapOptions } from './swap';
import { basicCloset, item, request, weather } from './test-fixtures';

const base = request({ closet: basicCloset() });
const outfit = generateOutfit(base).items.map((i) => i.id);
const byId = new Map(basicCloset().map((i) => [i.id, i]));
const categoryOf = (id: number) => byId.get(id)!.category;

describe('swapOptions', () => {
  it('offers only other pieces for the same slot, each making a valid outfit, best first', () => {
    const top = outfit.find((id) => categoryOf(id) === 'Tops')!;
    const found = swapOptions(base, outfit, top);
    if (!found.ok) throw new Error(found.error.message);
    expect(found.slot).toBe('top');
    expect(found.options.length).toBeGreaterThan(0);
    for (const o of found.options) {
      expect(o.item.category).toBe('Tops');
      expect(outfit).not.toContain(o.item.id);
      expect(
        hardRuleViolations(
          base,
          outfit.map((id) => ({ id: id === top ? o.item.id : id })),
        ),
      ).toEqual([]);
    }
    const scores = found.options.map((o) => o.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The tuxedo shirt is formal: never offered for a smart-casual Tuesday.
    expect(found.options.map((o) => o.item.name)).not.toContain('Tuxedo Shirt');
  });

  it('is the same whatever order the closet comes in', () => {
    const shoes = outfit.find((id) => categoryOf(id) === 'Shoes')!;
    const a = swapOptions(base, outfit, shoes);
    const b = swapOptions({ ...base, closet: [...base.closet].reverse() }, outfit, shoes);
    expect(a).toEqual(b);
  });

  it('refuses a piece that is not in the outfit', () => {
    const notWorn = basicCloset().find((i) => !outfit.includes(i.id))!;
    expect(swapOptions(base, outfit, notWorn.id)).toMatchObject({ ok: false, error: { code: 'not-in-outfit' } });
  });

  it('offers no canvas shoes in rain when the outfit can keep better ones', () => {
    const closet = [
      item({ id: 1, name: 'Oxford shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'white' }),
      item({ id: 2, name: 'Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'navy' }),
      item({ id: 3, name: 'Leather boots', category: 'Shoes', subcategory: 'Chelsea boots', material: 'leather', color: 'brown' }),
      item({ id: 4, name: 'Canvas sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'navy' }),
      item({ id: 5, name: 'Loafers', category: 'Shoes', subcategory: 'Loafers', material: 'leather', color: 'black' }),
      item({ id: 6, name: 'Trench coat', category: 'Outerwear', subcategory: 'Trench coat', color: 'beige' }),
    ];
    const wet = request({ closet, weather: weather({ precipitationProbability: 90, precipitationMm: 6 }) });
    const chosen = generateOutfit(wet).items.map((i) => i.id);
    const shoes = chosen.find((id) => id >= 3 && id <= 5)!;
    const found = swapOptions(wet, chosen, shoes);
    if (!found.ok) throw new Error(found.error.message);
    expect(found.options.map((o) => o.item.id)).not.toContain(4);
  });
});

describe('applySwap', () => {
  const top = outfit.find((id) => categoryOf(id) === 'Tops')!;

  it('replaces the piece in place and describes the new outfit', () => {
    const found = swapOptions(base, outfit, top);
    if (!found.ok) throw new Error('no options');
    const next = found.options[0]!.item;
    const swapped = applySwap(base, outfit, top, next.id);
    if (!swapped.ok) throw new Error(swapped.error.message);
    expect(swapped.itemIds).toEqual(outfit.map((id) => (id === top ? next.id : id)));
    expect(swapped.styleNote).toContain(next.name);
  });

  it('refuses a piece for another slot, one that breaks a rule, an unknown id and the same piece', () => {
    const shoes = basicCloset().find((i) => i.category === 'Shoes' && !outfit.includes(i.id))!;
    expect(applySwap(base, outfit, top, shoes.id)).toMatchObject({ ok: false, error: { code: 'wrong-slot' } });
    const tuxedo = basicCloset().find((i) => i.name === 'Tuxedo Shirt')!;
    const formal = applySwap(base, outfit, top, tuxedo.id);
    expect(formal).toMatchObject({ ok: false, error: { code: 'breaks-rule' } });
    if (!formal.ok) expect(formal.error.message).toMatch(/^Tuxedo Shirt cannot replace .* today: formal does not fit/);
    expect(applySwap(base, outfit, top, 99_999)).toMatchObject({ ok: false, error: { code: 'wrong-slot' } });
    expect(applySwap(base, outfit, top, top)).toMatchObject({ ok: false, error: { code: 'same-item' } });
  });
});
