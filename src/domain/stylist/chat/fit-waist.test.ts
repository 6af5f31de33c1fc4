import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { fitAnswer } from './fit';

/** A waist too tight is answered the right way round: let out within the seam allowance, else the next size up (never down). */
describe('a waist too tight', () => {
  it.each(['trousers', 'jeans', 'chinos', 'suit trousers'])("'my %s won't do up' says to size up, never down", (piece) => {
    const message = `my ${piece} won't do up anymore, funeral on thursday. options?`;
    const question = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
    const a = fitAnswer({ question, message, closet: [] });
    expect(a?.text).toMatch(/let(ting)? out/);
    expect(a?.text).toMatch(/size up/);
    expect(a?.text).not.toMatch(/size down/);
  });
  it('a waist too loose still says to size down past what a tailor can take in', () => {
    const message = 'my trousers are too loose at the waist now, can a tailor fix that?';
    const a = fitAnswer({ question: parseQuestion(message, { today: '2026-11-23', unit: 'F' }), message, closet: [] });
    expect(a?.text).toMatch(/size down/);
  });
});
