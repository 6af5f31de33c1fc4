import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { item } from '../test-fixtures';
import { metalAnswer } from './metal-match';

const rand = mulberry32(3902);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const SILVER = ['Silver cuff bracelet', 'Steel field watch', 'Sterling silver hoops', 'Stainless steel chain'];
const GOLD = ['Gold hoop earrings', 'Brass buckle belt', 'Gold signet ring', 'Rose gold pendant'];

describe('the metal asked about', () => {
  it('is the one most worn, named from the closet (generated)', () => {
    for (let n = 0; n < 20; n++) {
      const silver = Math.floor(rand() * 3);
      const gold = silver === 1 ? 0 : Math.floor(rand() * 3);
      const names = [...SILVER.slice(0, silver), ...GOLD.slice(0, gold)];
      const closet = names.map((name, i) => item({ id: i + 1, name, category: 'Accessories' }));
      const message = pick(['what metal goes with my stuff', 'gold or silver watch?', 'Which metal should my new watch be?', 'silver or gold for a bracelet']);
      const text = metalAnswer(message, closet)?.text ?? '';
      if (!names.length) expect(text, message).toMatch(/Nothing you own carries a metal/);
      else if (silver > gold) expect(text, `${message} ${names}`).toMatch(/a silver-toned/i);
      else if (gold > silver) expect(text, `${message} ${names}`).toMatch(/a gold-toned/i);
      for (const name of names) expect(text, message).toContain(name);
    }
  });
  it('says a plural name as many', () => {
    expect(metalAnswer('what metal goes with my stuff', [item({ id: 1, name: 'Silver cufflinks', category: 'Accessories' })])?.text).toMatch(
      /cufflinks are silver/,
    );
  });
  it('is nothing to answer when no metal is asked', () => {
    expect(metalAnswer('what goes with my silver skirt?', [item({ id: 1, name: 'Silver cuff', category: 'Accessories' })])).toBeNull();
  });
});
