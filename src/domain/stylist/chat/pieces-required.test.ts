import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { levelForPieces, piecesRequired, piecesWaived } from './pieces-required';

/**
 * A rule the person reports ('dark suit is the rule', 'the manager said all black with closed shoes', 'collar n tie but
 * no jacket') requires the owned pieces it names (issue 38.5: stated facts win): one of each kind, in the colour said,
 * closed when closed shoes are asked for; a piece the rule waives is not required, and a piece merely mentioned is not.
 * Rules, colours, occasions and closets are drawn by a seed.
 */
const rand = mulberry32(9023);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const closet = [
  item({ id: 1, name: 'White leather sneakers', category: 'Shoes', color: 'white', formality: 'casual' }),
  item({ id: 2, name: 'Black leather dress shoes', category: 'Shoes', color: 'black', formality: 'business' }),
  item({ id: 3, name: 'Black strappy sandals', category: 'Shoes', color: 'black', formality: 'smart casual' }),
  item({ id: 4, name: 'Charcoal wool suit', category: 'Suits & tailoring', color: 'charcoal', formality: 'business' }),
  item({ id: 5, name: 'Navy silk tie', category: 'Accessories', color: 'navy', formality: 'formal' }),
  item({ id: 6, name: 'Light blue oxford shirt', category: 'Tops', color: 'light blue', formality: 'smart casual' }),
  item({ id: 7, name: 'Black ponte trousers', category: 'Bottoms', color: 'black', formality: 'smart casual' }),
  item({ id: 8, name: 'Rust linen trousers', category: 'Bottoms', color: 'rust', formality: 'casual' }),
  item({ id: 9, name: 'Grey marl t-shirt', category: 'Tops', color: 'grey', formality: 'casual' }),
  item({ id: 10, name: 'Navy wool blazer', category: 'Outerwear', color: 'navy', formality: 'business' }),
];
const OCCASIONS = ['the choir concert', 'my trial shift', 'the prizegiving', 'the club dinner', 'the recital'];
const DAYS = ['on Sunday', 'fri nite', 'this Wednesday', 'tomorrow'];
const ASKS = ['What should I wear?', 'wat shud i wear', 'What have I got that works?'];
const required = (message: string) => piecesRequired(message, parseQuestion(message, { today: '2026-11-30', unit: 'C' }), closet).map((i) => i.id);
const say = (rule: string) => `${pick(OCCASIONS)} ${pick(DAYS)}. ${rule}. ${pick(ASKS)}`;

describe('pieces a reported rule requires', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i))('closed shoes in the colour said (variant %i)', () => {
    const message = say(`${pick(['The manager said', "We've been told", 'They said'])} all black with closed shoes`);
    expect(required(message), message).toContain(2);
    expect(required(message), message).not.toContain(3);
    expect(required(message), message).not.toContain(1);
  });

  it.each(Array.from({ length: 10 }, (_, i) => i))('a piece said before the rule (variant %i)', () => {
    const message = say(`${pick(['Dark suit', 'A suit', 'Suit and tie'])} ${pick(['is the rule', 'is a must', 'is required'])}`);
    expect(required(message), message).toContain(4);
  });

  it.each(Array.from({ length: 10 }, (_, i) => i))('a place on the body in a colour (variant %i)', () => {
    const message = say(`we ${pick(['wear', 'all wear'])} black bottoms and our own top`);
    expect(required(message), message).toContain(7);
    expect(required(message), message).not.toContain(8);
  });

  it.each(Array.from({ length: 10 }, (_, i) => i))('collar and tie, the jacket waived (variant %i)', () => {
    const message = say(`${pick(['collar n tie', 'collar and tie', 'collar & tie'])} but no ${pick(['jacket', 'blazer'])} needed`);
    expect(required(message), message).toEqual(expect.arrayContaining([5, 6]));
    expect(required(message), message).not.toContain(10);
  });

  it.each(Array.from({ length: 8 }, (_, i) => i))('a jacket waived leaves the tailored jacket out too (variant %i)', () => {
    const message = say(`${pick(['collar n tie', 'collar and tie'])} but no ${pick(['jacket', 'blazer'])} ${pick(['needed', 'required'])}`);
    const q = parseQuestion(message, { today: '2026-11-30', unit: 'C' });
    expect(
      piecesWaived(message, q, closet).map((i) => i.id),
      message,
    ).toContain(10);
    expect(
      piecesWaived(message, q, closet).map((i) => i.id),
      message,
    ).not.toContain(6);
  });

  it('of two ties the one nearest the level is worn, not the dressiest', () => {
    const bow = item({ id: 11, name: 'Black silk bow tie', category: 'Accessories', color: 'black', formality: 'formal' });
    const c = [...closet, bow];
    const message = 'the bowls club prizegiving on friday, collar and tie, what do I wear?';
    expect(piecesRequired(message, parseQuestion(message, { today: '2026-11-30', unit: 'C' }), c).map((i) => i.id)).toContain(5);
  });

  it('a piece mentioned without a rule is not required', () => {
    for (const m of [
      'my black trousers are at the cleaners, what should I wear to the recital?',
      'is the navy blazer ok for the club dinner?',
      'the choir concert is on Sunday, what should I wear?',
    ])
      expect(required(m), m).toEqual([]);
  });

  it('the level is raised to the pieces required, never lowered', () => {
    expect(levelForPieces([closet[3]!], 'casual')).toBe('business casual');
    expect(levelForPieces([closet[4]!], 'casual')).toBe('business casual');
    expect(levelForPieces([closet[3]!], 'formal')).toBe('formal');
    expect(levelForPieces([], 'smart casual')).toBe('smart casual');
    expect(levelForPieces([closet[1]!], 'casual')).toBe('casual');
  });
});
