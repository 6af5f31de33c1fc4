import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * Issue 38.4: 'does that change anything?', 'what changes?' after a plan make the rest of the message a fact of that
 * plan: the occasion and day stay, and what the fact says (weather, level, colours) is the change. Generated from
 * plans × facts × ways of asking, each asked with the fact before or after.
 */
const TODAY = '2026-11-23';
// prettier-ignore
const PLANS: [said: string, occasion: string][] = [
  ["What should I wear to a friend's album listening party on Friday night?", 'party'], ['what do i wear to the fado night saturday', 'party'],
  ['Outfit for dinner with my in-laws on Sunday?', 'dinner'], ["What should I wear to my cousin's engagement party on Saturday?", 'cocktail party'],
];
// prettier-ignore
const FACTS: { said: string; check: (q: ReturnType<typeof parseQuestion>) => boolean }[] = [
  { said: "Actually my boyfriend's parents are coming too and they're quite conservative.", check: (q) => q.change === 'more formal' },
  { said: "Dress code just came through: it's all white.", check: (q) => q.colours.includes('white') },
  { said: "they're saying heavy rain all day.", check: (q) => q.weather.includes('rain') },
  { said: 'Turns out it is black tie.', check: (q) => q.dressCodeSaid === 'black tie' },
];
const ASKS = ['Does that change anything?', 'what changes?', 'anything i should change', 'do i need to change anything?'];

describe('a fact said with "does that change anything?" changes the plan before it (issue 38.4)', () => {
  const rand = mulberry32(3844);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let n = 0; n < 32; n++) {
    const [plan, occasion] = pick(PLANS);
    const fact = pick(FACTS);
    const ask = pick(ASKS);
    const message = rand() < 0.5 ? `${fact.said} ${ask}` : `${ask.replace(/\?$/, '')}? ${fact.said}`;
    it(`${plan} → ${message}`, () => {
      const first = parseQuestion(plan, { today: TODAY, unit: 'F' });
      const q = parseQuestion(message, {
        today: TODAY,
        unit: 'F',
        history: [
          { role: 'user', content: plan },
          { role: 'assistant', content: 'For it, wear your navy blazer, white shirt and grey trousers.' },
        ],
      });
      expect(q.followUp).toBe(true);
      expect(first.occasions).toContain(occasion);
      expect(q.occasions).toEqual(first.occasions);
      expect(q.day).toEqual(first.day);
      expect(fact.check(q)).toBe(true);
    });
  }
});
