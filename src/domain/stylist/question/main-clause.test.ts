import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';
import { askAfter, TEST_TODAY } from './test-ask';

/**
 * The clause that asks decides what is asked (issue 38.1); the others add context. Generated, seeded: asked occasions ×
 * scene clauses, pieces × reasons they are out of use, pieces bought × ways of asking how to wear them.
 */
const ask = (message: string) => parseQuestion(message, { today: TEST_TODAY });
const rand = mulberry32(2911);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const times = <T>(n: number, f: () => T) => Array.from({ length: n }, f);

describe('an occasion in the clause that asks beats one in the clause that describes it', () => {
  const ASKED = ['funeral', 'wedding', 'christening', 'graduation'];
  const SCENES = ["it's a catholic church service", 'its a church service in the morning', 'there is a dinner after'];
  it.each(times(16, () => [pick(ASKED), pick(SCENES), pick(['on friday', 'saturday', 'tomorrow'])] as const))('%s / %s / %s', (asked, scene, day) => {
    const q = ask(`whats appropriate for a ${asked} ${day}? ${scene}`);
    // A christening is read as a church occasion, named as written.
    expect(q.occasionName ?? q.occasions[0]).toBe(asked);
    expect(q.kind).toBe('outfit');
  });
});

describe('a piece ruled out for a reason, with no care asked, asks what to wear instead', () => {
  const PIECES = ['slip dress', 'blazer', 'white jeans', 'suede boots', 'silk blouse'];
  const REASONS = ['its at the cleaners', "it's at the dry cleaners", 'spilled red wine on it last week', 'spilt coffee on it'];
  it.each(times(16, () => [pick(PIECES), pick(REASONS), pick(['i cant do the', "I can't wear the", 'cant use my'])] as const))(
    '%s: %s (%s)',
    (piece, reason, opener) => {
      const q = askAfter('what should I wear to the gala on saturday', `${opener} ${piece}, ${reason}`);
      expect(q.kind).toBe('outfit');
      expect(q.occasions).toContain('gala');
      expect(q.avoid.length).toBeGreaterThan(0);
    },
  );
  it('asking how to get the stain out is still care', () => {
    expect(ask("I can't wear my silk blouse, spilled red wine on it. How do I get the stain out?").kind).toBe('care');
  });
});

describe('a piece bought is owned: how to wear it is a pairing, not shopping', () => {
  const PIECES = ['denim overalls', 'leather trousers', 'satin slip skirt', 'cropped cardigan', 'wide-leg jeans'];
  const ASKS = ['can you give me three ways to actually wear them?', 'how do I actually style it?', 'what are some ways to wear it?'];
  it.each(times(12, () => [pick(PIECES), pick(ASKS)] as const))('I bought the %s … %s', (piece, asked) => {
    const q = ask(`I bought the ${piece} on impulse last spring and never wore it. ${asked}`);
    expect(q.kind).toBe('pairing');
    expect(q.pieces.length).toBeGreaterThan(0);
  });
  it('a fabric before a garment names the garment once; a garment named with its fabric stays that garment', () => {
    expect(ask('ways to wear my denim overalls').pieces).toEqual(['overalls']);
    expect(ask('is my denim jacket too casual for a barbecue').pieces).toEqual(['denim jacket']);
  });
});

describe("the outfit one reaches for ('my go-to') is an outfit question", () => {
  it.each(['whats my go to this wk', "foggy n drizzly all week, low 50s. what's my go-to", 'need a go to outfit for the office'])('%s', (message) => {
    expect(ask(message).kind).toBe('outfit');
  });
});
