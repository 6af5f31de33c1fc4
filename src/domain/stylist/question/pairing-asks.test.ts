import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * Issue 38.1: what goes with a piece is asked many ways ('a good combo with my denim jacket', 'what does my gold necklace
 * look good with', 'what can I throw over my striped tee'). Generated (seeded): an asking frame, a colour and a piece,
 * typed plainly or texting-style. Checked: read as a pairing question about that piece, never declined or answered as
 * another kind.
 */
const PIECES = ['denim jacket', 'striped tee', 'black blazer', 'gold necklace', 'white sneakers', 'olive chinos', 'grey hoodie', 'floral skirt', 'camel coat'];
const FRAMES = [
  "what's a good combo with my {piece}",
  'any good combos for the {piece}?',
  'best combination with my {piece}?',
  'what does my {piece} look good with',
  'what would look nice with the {piece}',
  'what can i throw over my {piece} when its cooler',
  'what should i layer under my {piece}',
  'what can i wear over the {piece}',
];
const texting = (s: string) =>
  s
    .replace(/\bwith\b/g, 'w')
    .replace(/\bwhat\b/g, 'wat')
    .replace(/'/g, '')
    .replace(/\?$/, '');

describe('what goes with a piece, however it is asked (generated, seed 3838)', () => {
  const rnd = mulberry32(3838);
  it('reads a pairing question about the piece', () => {
    for (let n = 0; n < 80; n++) {
      const piece = PIECES[Math.floor(rnd() * PIECES.length)]!;
      const frame = FRAMES[Math.floor(rnd() * FRAMES.length)]!;
      const plain = frame.replace('{piece}', piece);
      const message = rnd() < 0.4 ? texting(plain) : plain;
      const q = parseQuestion(message, { today: '2026-11-23' });
      expect(q.kind, message).toBe('pairing');
      expect(q.pieces.length, message).toBeGreaterThan(0);
    }
  });
});
