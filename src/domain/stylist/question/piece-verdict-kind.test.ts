import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';
import { TEST_TODAY } from './test-ask';
import { comparedPieces } from '../chat/piece-check';
import type { ClosetItem } from '../types';

/**
 * A verdict asked of a piece for an occasion or over another piece ('is the tweed jacket too heavy for a May wedding?',
 * 'can I get away with the blazer over a tee for a conference talk?') is the outfit built around the pieces, with the
 * verdict first: not a fit lesson nor a dress-code definition. 'Over' between a layer and what it goes on layers them; it
 * does not weigh one against the other. Generated (seeded): pieces x occasions x frames.
 */
const ask = (message: string) => parseQuestion(message, { today: TEST_TODAY });
const rand = mulberry32(6464);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const times = <T>(n: number, f: () => T) => Array.from({ length: n }, f);

const LAYERS = ['tweed jacket', 'wool blazer', 'boxy blazer', 'utility jacket', 'leather jacket', 'chunky cardigan', 'wool coat'];
const UNDER = ['grey tee', 'white shirt', 'mustard maxi', 'floral dress', 'silk cami', 'striped top', 'midi dress'];
const OCCASIONS = ['a May wedding', 'a conference talk', 'a garden party', 'the office', 'a summer christening', 'a job interview'];

describe('a verdict of warmth or of getting away with a piece, for an occasion, is the outfit built around it', () => {
  const FRAMES = [
    'Is the {p} going to be too heavy for {o}?',
    'is my {p} too warm for {o}',
    'will the {p} be too hot for {o}? its outdoors',
    'Can I get away with the {p} for {o}?',
    'could i get away with my {p} at {o} or is it too much',
  ];
  it.each(times(24, () => [pick(FRAMES), pick(LAYERS), pick(OCCASIONS)] as const))('%s (%s, %s)', (frame, p, o) => {
    const message = frame.replace('{p}', p).replace('{o}', o);
    const q = ask(message);
    expect(q.kind, message).toBe('outfit');
    expect(q.pieces.length, message).toBeGreaterThan(0);
  });
  it('over another piece, for an occasion', () => {
    for (let n = 0; n < 16; n++) {
      const message = `Can I get away with the ${pick(LAYERS)} over a ${pick(UNDER)} for ${pick(OCCASIONS)}?`;
      const q = ask(message);
      expect(q.kind, message).toBe('outfit');
      expect(q.pieces.length, message).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("'over' between a layer and what it goes on layers the two; it weighs one against another only in one place", () => {
  const item = (id: number, name: string, category: string): ClosetItem =>
    ({ id, name, category, color: name.split(' ')[0]!, status: 'active', formality: 'casual', warmth: 2, tags: [] }) as unknown as ClosetItem;
  const closet = [
    item(1, 'Olive utility jacket', 'Outerwear'),
    item(2, 'Mustard printed maxi dress', 'Dresses & jumpsuits'),
    item(3, 'Grey heather tee', 'Tops'),
    item(4, 'Cream cable cardigan', 'Tops'),
    item(5, 'Black boxy blazer', 'Outerwear'),
  ];
  const LAYERED = [
    'Is the olive utility jacket too casual over the mustard maxi?',
    'is the black blazer too much over the grey tee',
    'the utility jacket over my maxi dress, too casual?',
  ];
  it.each(LAYERED)('%s', (message) => {
    expect(comparedPieces(message.toLowerCase(), ask(message), closet)).toBeNull();
  });
  it('two of one place are still weighed', () => {
    const message = 'would the black blazer work better than the utility jacket';
    expect(comparedPieces(message, ask(message), closet)?.candidate.id).toBe(5);
  });
});
