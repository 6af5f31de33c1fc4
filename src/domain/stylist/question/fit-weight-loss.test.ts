import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { fitIn } from './trip-and-fit';

/**
 * A piece that bunches at the waist or seat has too much cloth there, and weight lost since it was bought makes it
 * too big: 'loose', never 'long'. Cloth that bunches at the ankle is still too long. Generated from pieces × ways.
 */
const PIECES = ['trousers', 'jeans', 'chinos', 'skirt', 'suit trousers'];
const LOST = ["I've lost about {n} kg since the summer and my {p} now", 'lost {n} lbs this year, my {p}', 'since losing weight my {p}'];
const DOES = ['bunch at the waist under a belt', 'bunch up at the waist', 'are bunching at the seat', 'feel off'];

describe('weight lost and cloth bunched at the waist read as too big', () => {
  const rand = mulberry32(3861);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let k = 0; k < 20; k++) {
    const message = ` ${pick(LOST)
      .replace('{n}', String(3 + Math.floor(rand() * 15)))
      .replace('{p}', pick(PIECES))} ${pick(DOES)} `.toLowerCase();
    it(message.trim(), () => expect(fitIn(message).issue).toBe('loose'));
  }
  it('bunching at the ankle is still too long', () => {
    expect(fitIn(' my jeans bunch at the ankle ').issue).toBe('long');
  });
});
