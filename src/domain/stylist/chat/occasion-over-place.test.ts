import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { appropriateAnswer } from './appropriate';

/**
 * A verdict for an occasion held at a place names the occasion, not the place ('the funeral is at the Hindu temple' is
 * about the funeral), while the place still sets the level; a place said as the person's own is said back as theirs
 * ('at my cousin's house' → 'at your cousin's house'). Seeded occasions, places and pieces.
 */
const OCCASIONS: [said: string, named: RegExp][] = [
  ["My grandmother's funeral is Tuesday", /the funeral/],
  ["My cousin's wedding is Saturday", /the wedding/],
  ['The memorial is tomorrow', /the memorial|the funeral/],
  ["My nephew's graduation is Friday", /the graduation/],
];
const PLACES = ['at the Hindu temple', 'at St Mark’s cathedral', 'at the Elks lodge', 'at a winery in Napa', 'at the community hall'];
const PIECES = ['is my navy suit appropriate?', 'are dark jeans ok?', 'is a grey blazer fine?'];

describe('the occasion over the place', () => {
  const rand = mulberry32(7070);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const closet = [item({ id: 1, name: 'Navy wool suit', category: 'Suits & tailoring', color: 'navy', formality: 'business' })];
  it.each(Array.from({ length: 12 }, () => [pick(OCCASIONS), pick(PLACES), pick(PIECES)] as const))('%j %s, %s', ([said, named], place, piece) => {
    const message = `${said} ${place}. ${piece}`;
    const question = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
    const a = appropriateAnswer({ question, message, closet });
    expect(a?.text).toMatch(named);
  });
  it("says a place of the person's own as theirs", () => {
    const message = "Can I wear jeans to the bris at my cousin's house?";
    const a = appropriateAnswer({ question: parseQuestion(message, { today: '2026-11-23', unit: 'F' }), message, closet });
    expect(a?.text).toContain("your cousin's house");
    expect(a?.text).not.toMatch(/\bmy\b/);
  });
});
