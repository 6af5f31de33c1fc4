import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { item } from '../test-fixtures';
import { whatChangesLine } from './what-changes';

const rand = mulberry32(3903);
const CLOSET = [
  item({ id: 1, name: 'Oatmeal chunky knit jumper', category: 'Tops' }),
  item({ id: 2, name: 'Light wash 501s', category: 'Bottoms' }),
  item({ id: 3, name: 'Black Dr Martens boots', category: 'Shoes' }),
  item({ id: 4, name: 'Long black puffer', category: 'Outerwear' }),
  item({ id: 5, name: 'Black rollneck', category: 'Tops' }),
  item({ id: 6, name: 'Black wide-leg trousers', category: 'Bottoms' }),
  item({ id: 7, name: 'Silver hoops', category: 'Accessories' }),
];

describe('what changes between the outfit before and the one after', () => {
  it('names every piece that stays, every one that goes and what replaces it (generated)', () => {
    for (let n = 0; n < 30; n++) {
      const before = CLOSET.filter((i) => i.id <= 4);
      const after = CLOSET.filter((i) => rand() < 0.5 && i.id !== 7);
      const text = whatChangesLine(before, after, 'the cocktail bar') ?? '';
      for (const i of before) expect(text, `${after.map((a) => a.id)}`).toContain(i.name);
      const goes = before.filter((i) => !after.includes(i));
      if (!goes.length && after.every((i) => before.includes(i))) expect(text).toMatch(/^No need to change/);
      for (const i of after.filter((a) => !before.includes(a))) expect(text).toContain(i.name);
    }
  });
  it('says nothing without the outfit before', () => {
    expect(whatChangesLine([], CLOSET, 'the bar')).toBeNull();
  });
});
