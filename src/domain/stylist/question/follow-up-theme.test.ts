import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '.';
import { themeSaid } from './follow-up-cues';

/**
 * Issue 38.4: a follow-up that gives the plan a theme or a dress code ('update its an ugly sweater theme lol', 'turns out
 * it's black tie', 'the theme is 70s') keeps the occasion and day and changes only that; never a care or off-topic reading.
 */
const FIRSTS = [
  ["what should i wear to my friend's birthday party saturday", 'party'],
  ['What do I wear to the office holiday party on Friday?', 'party'],
  ['outfit for a work dinner thursday?', 'dinner'],
  ['what should i wear to a wedding on saturday', 'wedding'],
] as const;
const THEMES = ['ugly sweater', '70s', 'disco', 'masquerade', 'all white', 'pajama'];
const SAY_THEME = [
  (t: string) => `update its an ${t} theme lol`,
  (t: string) => `oh the theme is ${t}`,
  (t: string) => `it's ${t} themed apparently`,
  (t: string) => `wait theres a theme: ${t}`,
];
const SAY_CODE = ["turns out it's black tie", 'update: dress code is cocktail attire', 'oh its business casual actually'];

describe('a theme or dress code said after an answer changes only that (issue 38.4)', () => {
  const rand = mulberry32(7303);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (const say of SAY_THEME)
    for (const theme of THEMES) {
      const [first, occasion] = pick(FIRSTS);
      const message = say(theme);
      it(`${message} (after '${first}')`, () => {
        expect(themeSaid(message)).toBe(theme);
        const before = parseQuestion(first, { today: '2026-11-23' });
        const q = parseQuestion(message, {
          today: '2026-11-23',
          history: [
            { role: 'user', content: first },
            { role: 'assistant', content: 'For it: …' },
          ],
        });
        expect(q.followUp).toBe(true);
        expect(q.kind).toBe('outfit');
        expect(q.occasions).toEqual(before.occasions);
        expect(q.occasions.join(' ')).toContain(occasion);
        expect(q.day).toEqual(before.day);
      });
    }
  for (const message of SAY_CODE) {
    const [first, occasion] = pick(FIRSTS);
    it(`${message} (after '${first}')`, () => {
      const q = parseQuestion(message, {
        today: '2026-11-23',
        history: [
          { role: 'user', content: first },
          { role: 'assistant', content: 'For it: …' },
        ],
      });
      expect(q.followUp).toBe(true);
      expect(q.kind).toBe('outfit');
      expect(q.occasions).toEqual(parseQuestion(first, { today: '2026-11-23' }).occasions);
      expect(q.occasions.join(' ')).toContain(occasion);
      expect(q.dressCodeExplicit).toBe(true);
    });
  }
});
