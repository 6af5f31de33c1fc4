import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../db/schema';
import type { ClosetItem } from '../../../domain/stylist';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { groundFor } from './test-ground';

/**
 * Issue 38.4: a follow-up that says the person comes from work ('what if I go straight from work') keeps the plan asked
 * about before; and a verdict asked as 'am I overdressed in the blazer?' answers that question, not 'can I wear it?'
 * (its good news is 'not at all'). Plans, wordings and pieces are generated.
 */
const user = { id: 11, gender: null, phoneNumber: '+447700900100', homeLocation: null, homeCountry: null, timezone: 'Europe/London' } as unknown as UserRow;
// prettier-ignore
const CLOSET: ClosetItem[] = (
  [
  ['Navy wool blazer', 'Outerwear', 'business'], ['Light blue oxford shirt', 'Tops', 'smart casual'], ['Grey flannel trousers', 'Bottoms', 'business'],
  ['Dark indigo jeans', 'Bottoms', 'casual'], ['Grey crew-neck jumper', 'Tops', 'casual'], ['Brown leather brogues', 'Shoes', 'business'],
  ['White leather trainers', 'Shoes', 'casual'], ['Olive waxed jacket', 'Outerwear', 'casual'],
  ] as [string, string, string][]
).map(([name, category, formality], i) => item({ id: i + 1, name, category: category as ClosetItem['category'], formality: formality as ClosetItem['formality'] }));
// prettier-ignore
const PLANS: [said: string, occasion: RegExp][] = [
  ['What do I wear to the pub quiz on Thursday?', /pub quiz/i], ["what should i wear to my friend's birthday drinks friday", /birthday/i],
  ['Outfit for a gig at the Barrowland on Saturday?', /gig/i], ['What should I wear to book club at Linda\'s on Wednesday?', /book club/i],
];
const FROM = ['what if i go straight from work', 'whit if I come straight from work?', "I'll be coming from work tho", 'ok but im going right after work'];
const EXCESS = ['am i overdressed in the {p}', 'will I be overdressed in the {p}?', 'is the {p} too dressy for it?', 'would i be too formal in the {p}'];

const ground = (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) => groundFor(user, message, CLOSET, history);

describe('coming from work keeps the plan; too much asked is answered as asked (issue 38.4)', () => {
  const rand = mulberry32(3811);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let n = 0; n < 16; n++) {
    const [plan, occasion] = pick(PLANS);
    const from = pick(FROM);
    it(`${plan} → ${from}`, async () => {
      const first = await ground(plan);
      const second = await ground(from, [
        { role: 'user', content: plan },
        { role: 'assistant', content: first.grounding.closetAnswer ?? '' },
      ]);
      expect(second.question.followUp).toBe(true);
      expect(second.question.occasions).toEqual(first.question.occasions);
      expect(second.grounding.closetAnswer).toMatch(occasion);
    });
  }
  for (let n = 0; n < 12; n++) {
    const [plan] = pick(PLANS);
    const piece = pick(['navy blazer', 'flannel trousers', 'brogues']);
    const ask = pick(EXCESS).replace('{p}', piece);
    it(`${plan} → ${ask}`, async () => {
      const first = await ground(plan);
      const answer =
        (
          await ground(ask, [
            { role: 'user', content: plan },
            { role: 'assistant', content: first.grounding.closetAnswer ?? '' },
          ])
        ).grounding.closetAnswer ?? '';
      // Never a bare 'Yes' to 'am I overdressed?': either it is fine ('Not at all') or the piece is said not to suit.
      expect(answer).not.toMatch(/^Yes\b/);
      expect(answer.toLowerCase()).toContain(piece.split(' ').at(-1)!);
    });
  }
});
