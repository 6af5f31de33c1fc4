import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * Issue 38.1: one word must not pick the builder. A word of cut said in a piece's name ('the navy tailored linen
 * trousers', 'my black slim jeans', 'tall boots') is the piece's, not a question of how it fits; the same word said
 * of how a piece sits ('they're too slim through the leg', 'is it tailored enough?') still is. Messages are generated
 * (seeded): colour and pairing questions over pieces whose names carry a cut word, and fit questions that use it.
 */
const TODAY = '2026-11-23';
const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const CUTS = ['tailored', 'slim', 'fitted', 'cropped', 'wide', 'straight', 'skinny', 'relaxed'];
const FABRICS = ['', 'linen ', 'wool ', 'cotton ', 'stretch '];
const PIECES = ['trousers', 'jeans', 'blazer', 'chinos', 'shirt', 'skirt'];
const COLOURS = ['navy', 'black', 'grey', 'olive', 'camel', 'burgundy'];
const SLOTS = ['shoes', 'top', 'belt', 'jacket'];
const OCCASIONS = ['for a normal Friday at the office', 'for a gig on Saturday', 'for dinner tonight', ''];

describe('a cut word in a piece’s name is not a fit question (generated, seed 3805)', () => {
  const rnd = mulberry32(3805);
  const named = () => `${pick(rnd, COLOURS)} ${pick(rnd, CUTS)} ${pick(rnd, FABRICS)}${pick(rnd, PIECES)}`;
  it('colour and pairing questions about a piece named with its cut', () => {
    for (let n = 0; n < 80; n++) {
      const [a, b] = [pick(rnd, COLOURS), pick(rnd, COLOURS)];
      const frames = [
        `${a} or ${b} ${pick(rnd, SLOTS)} with the ${named()} ${pick(rnd, OCCASIONS)}?`,
        `${a} with ${b}, yes or no? Thinking the ${a} jumper and ${b} ${pick(rnd, CUTS)} ${pick(rnd, PIECES)} ${pick(rnd, OCCASIONS)}.`,
        `what colour ${pick(rnd, SLOTS)} goes with my ${named()}`,
      ];
      const message = pick(rnd, frames).replace(/ +/g, ' ');
      expect(parseQuestion(message, { today: TODAY }).kind, message).not.toBe('fit');
    }
  });
  it('the cut said of how a piece sits is still fit', () => {
    const frames = [
      'my {piece} are too slim through the thigh, what can I do?',
      'is my blazer tailored enough or should I take it in?',
      'my new {piece} feel too tight at the waist, size up?',
      'how should {piece} fit if I am tall and slim?',
    ];
    for (let n = 0; n < 30; n++) {
      const message = pick(rnd, frames).replace('{piece}', pick(rnd, ['jeans', 'trousers', 'chinos']));
      expect(parseQuestion(message, { today: TODAY }).kind, message).toBe('fit');
    }
  });
  it('a size said by a part’s measure is how it was bought, not where it fits badly', () => {
    const frames = [
      "Bought new {piece} in a {n} waist but they're tight through the thigh. Size up or different cut?",
      'my {piece} are a {n} waist and too tight in the thighs',
      'got these {piece}, waist {n}, but they are snug at the hips',
    ];
    for (let n = 0; n < 30; n++) {
      const message = pick(rnd, frames)
        .replace('{piece}', pick(rnd, ['jeans', 'chinos', 'trousers', 'black jeans']))
        .replace('{n}', String(28 + Math.floor(rnd() * 12)));
      const q = parseQuestion(message, { today: TODAY });
      expect(q.kind, message).toBe('fit');
      expect(q.fitArea, message).toBe('seat');
    }
  });
});
