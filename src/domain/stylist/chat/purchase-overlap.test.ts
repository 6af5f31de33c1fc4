import { describe, expect, it } from 'vitest';
import { item } from '../test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { colourNotOwned, describingWords, overlapVerdict } from './purchase-overlap';

const rand = mulberry32(4002);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

describe('a piece weighed against the owned ones of its kind', () => {
  const boots = [
    item({ id: 1, name: 'Waterproof black snow boots', category: 'Shoes', color: 'black' }),
    item({ id: 2, name: 'Brown leather ankle boots', category: 'Shoes', color: 'brown' }),
  ];

  it('reads what describes it, not what it is for or how it was found (generated)', () => {
    for (let n = 0; n < 8; n++) {
      const lead = pick(['thinking of buying', 'i keep eyeing', 'found some', 'should i get']);
      const purpose = pick(['', 'work ', 'going-out ']);
      const ws = `${lead} ${purpose}heeled ankle boots`.split(' ');
      expect(describingWords(ws, ws.length - 1), ws.join(' ')).toEqual(['heeled', 'ankle']);
    }
  });

  it('a cut nothing owned has earns its place; one owned already is a duplicate (generated)', () => {
    for (let n = 0; n < 6; n++) {
      const cut = pick(['heeled', 'platform', 'knee-high']);
      const v = overlapVerdict('boots', [cut], null, boots);
      expect(v?.duplicate, cut).toBeNull();
      expect(v?.text, cut).toMatch(/earn their place/);
    }
    expect(overlapVerdict('boots', ['ankle'], 'brown', boots)?.duplicate?.id).toBe(2);
  });

  it('the cloth alone does not make another job, and a near colour is the same one', () => {
    const trousers = [item({ id: 3, name: 'Cream high-waisted wide-leg trousers', category: 'Bottoms', color: 'cream' })];
    expect(overlapVerdict('pants', ['linen', 'wide-leg'], 'white', trousers)?.duplicate?.id).toBe(3);
    expect(overlapVerdict('pants', ['linen', 'wide-leg'], 'red', trousers)?.duplicate).toBeNull();
  });

  it('says nothing when nothing describes it', () => {
    expect(overlapVerdict('boots', [], null, boots)).toBeNull();
  });

  it('a colour to add is one no owned piece of the kind is, nor one said owned (generated)', () => {
    const all = ['navy', 'charcoal', 'black', 'brown', 'tan', 'olive'];
    for (let n = 0; n < 10; n++) {
      const have = all.filter(() => rand() < 0.5);
      const suits = have.map((c, i) => item({ id: 10 + i, name: `${c} suit`, category: 'Suits & tailoring', color: c }));
      const fresh = colourNotOwned(suits);
      expect(have, `${fresh}`).not.toContain(fresh);
    }
    expect(colourNotOwned([], ['navy', 'charcoal'])).toBe('mid grey');
  });
});
