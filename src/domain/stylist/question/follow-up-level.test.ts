import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { dressCodeRank } from '../dress-code';
import { parseQuestion } from './parse';

/**
 * Issue 38.4: 'less dressy, turns out it's at a bowling alley' changes the level, and the place now named caps it.
 * Conversations are generated (seeded): a dressy first question, then a follow-up that asks a step down (or up) in
 * one of the ways people say it, with or without a venue of its own. Checked: the level moves the asked way, never
 * above a casual venue named (never below a dressy one), and a degree word ('less dressy') is never read as the code
 * 'dressy'.
 */
const TODAY = '2026-11-23';
const DRESSY_FIRSTS = [
  'what should I wear to my work holiday party?',
  'Outfit for a cocktail party on Friday?',
  'what do i wear to a wedding saturday',
  'Dinner at a fancy restaurant tomorrow, what should I wear?',
  'what should i wear to a gala next week',
];
const CASUAL_FIRSTS = ['what do i wear to a barbecue on sunday', 'outfit for running errands saturday?', 'what should i wear to a picnic tomorrow'];
const DOWN = ['less dressy please', 'more casual', 'a bit less formal', 'can you make it more relaxed', 'tone it down a bit', 'too dressy'];
const UP = ['more formal please', 'dressier', 'a bit more polished', 'dress it up a little', 'too casual'];
const CASUAL_VENUES = ['a bowling alley', 'a backyard bbq', 'a brewery', 'an arcade', 'a pub', 'a picnic in the park', 'a food truck festival'];
const DRESSY_VENUES = ['a fancy restaurant', 'a gala', 'a cocktail party', 'a black tie dinner'];
const JOINS = [
  "{change}, turns out it's at {venue}",
  '{change} - its actually at {venue}',
  'oh {change}, it moved to {venue}',
  '{change}. change of plan, {venue}',
];

/** The level the reader gives the venue asked about on its own: the follow-up may not pass it. */
const venueCode = (venue: string) => parseQuestion(`what should I wear to ${venue}?`, { today: TODAY }).dressCode;
const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const history = (first: string) => [
  { role: 'user' as const, content: first },
  { role: 'assistant' as const, content: 'Wear your navy blazer, white shirt and grey trousers.' },
];

describe('a follow-up that changes the level (generated, seed 38)', () => {
  const rnd = mulberry32(38);
  it('a step down stays below the look before and no dressier than a casual venue named', () => {
    for (let n = 0; n < 60; n++) {
      const first = pick(rnd, DRESSY_FIRSTS);
      const before = parseQuestion(first, { today: TODAY }).dressCode;
      const venue = rnd() < 0.6 ? pick(rnd, CASUAL_VENUES) : null;
      const change = pick(rnd, DOWN);
      const message = venue ? pick(rnd, JOINS).replace('{change}', change).replace('{venue}', venue) : change;
      const q = parseQuestion(message, { today: TODAY, history: history(first) });
      const label = `${first} → ${message}`;
      expect(q.followUp, label).toBe(true);
      expect(q.change, label).toBe('less formal');
      expect(dressCodeRank(q.dressCode!), label).toBeLessThan(dressCodeRank(before ?? 'cocktail'));
      const cap = venue ? venueCode(venue) : null;
      if (cap) expect(dressCodeRank(q.dressCode!), label).toBeLessThanOrEqual(dressCodeRank(cap));
    }
  });
  it('a step up stays above the look before and no less dressy than a dressy venue named', () => {
    for (let n = 0; n < 40; n++) {
      const first = pick(rnd, CASUAL_FIRSTS);
      const before = parseQuestion(first, { today: TODAY }).dressCode;
      const venue = rnd() < 0.6 ? pick(rnd, DRESSY_VENUES) : null;
      const change = pick(rnd, UP);
      const message = venue ? pick(rnd, JOINS).replace('{change}', change).replace('{venue}', venue) : change;
      const q = parseQuestion(message, { today: TODAY, history: history(first) });
      const label = `${first} → ${message}`;
      expect(q.change, label).toBe('more formal');
      expect(dressCodeRank(q.dressCode!), label).toBeGreaterThan(dressCodeRank(before ?? 'casual'));
      const floor = venue ? venueCode(venue) : null;
      if (floor) expect(dressCodeRank(q.dressCode!), label).toBeGreaterThanOrEqual(dressCodeRank(floor));
    }
  });
  it('a degree word is not a dress code said', () => {
    for (const change of [...DOWN, ...UP]) {
      const q = parseQuestion(`${change}?`, { today: TODAY });
      expect(q.dressCodeSaid, change).toBeNull();
    }
  });
});
