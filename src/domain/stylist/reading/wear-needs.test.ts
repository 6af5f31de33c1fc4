import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { words } from '../question/lexicon';
import { expandPhrase } from './phrases';
import { DEEP_COLD_SAID_C, statedWearNeeds, WEAR_NEEDS, wearNeedsIn } from './wear-needs';

/**
 * What a piece must stand up to, said in passing, is read as a table row (issue 38.2) and only for the kinds of piece it
 * concerns. Every form of every row is said inside a sentence drawn by a seed; sentences that say none find none.
 */
const rand = mulberry32(3301);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const OPENERS = ['ugh', 'so basically', 'my old ones are fine but', 'honestly'];
const CLOSERS = ['what should I buy?', 'what do I look for, budget 100', 'worth getting new ones?'];

describe('wear needs', () => {
  for (const need of WEAR_NEEDS) {
    it(`'${need.id}' is read in every form its row lists, for the kinds it concerns only`, () => {
      for (const form of need.phrases.flatMap(expandPhrase)) {
        // A wildcard stands for any words: filled with one plain word.
        const said = form.map((w) => (w === '_' || w === '*' || w === '+' ? 'really' : w)).join(' ');
        const ws = words(`${pick(OPENERS)} ${said} ${pick(CLOSERS)}`);
        for (const category of need.for)
          expect(
            wearNeedsIn(ws, category).map((n) => n.id),
            said,
          ).toContain(need.id);
        const other = (['Tops', 'Bottoms', 'Shoes', 'Outerwear', 'Accessories'] as const).find((c) => !need.for.includes(c));
        if (other)
          expect(
            wearNeedsIn(ws, other).map((n) => n.id),
            `${said} (${other})`,
          ).not.toContain(need.id);
      }
    });
  }

  it('sentences that say no need find none', () => {
    for (const s of [
      'what gloves should I buy for work',
      'I want a new navy blazer, about 200',
      'which boots go best with jeans?',
      'need a bag for the office',
    ]) {
      for (const c of ['Shoes', 'Outerwear', 'Accessories', 'Bottoms'] as const) expect(wearNeedsIn(words(s), c), s).toEqual([]);
    }
  });

  it('a temperature said at or below deep cold is deep cold, for the kinds that keep it out', () => {
    for (let k = 0; k < 30; k++) {
      const t = DEEP_COLD_SAID_C - Math.floor(rand() * 30);
      expect(statedWearNeeds(words('what gloves should I get'), 'Accessories', t).map((n) => n.id)).toContain('deep cold');
      expect(statedWearNeeds(words('what gloves should I get'), 'Accessories', t + 40).map((n) => n.id)).not.toContain('deep cold');
      expect(statedWearNeeds(words('what top should I get'), 'Tops', t).map((n) => n.id)).not.toContain('deep cold');
    }
  });
});
