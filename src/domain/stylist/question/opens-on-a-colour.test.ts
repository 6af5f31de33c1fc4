import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/** The main clause decides (issue 38.1): a question that opens on a colour asks a colour, whatever the next sentence says. */
const rand = mulberry32(2621);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

describe('a question opening on a colour', () => {
  it('asks a colour, alone or for a pairing, though a fit or a stain is said after it', () => {
    for (let k = 0; k < 30; k++) {
      const message = `${pick(['What colour', 'Which colour', 'what color', 'Which shade of'])} ${pick(['blouse', 'tie', 'scarf', 'shirt'])} should I ${pick(['get', 'wear', 'buy'])} with my ${pick(['navy', 'emerald', 'rust', 'grey'])} ${pick(['suit', 'saree', 'skirt', 'trousers'])}? ${pick([
        'The matching one is too tight now.',
        'The old one has a stain I cannot get out.',
        "I'd like a contrast this time.",
      ])}`;
      expect(['colour', 'pairing'], message).toContain(parseQuestion(message, { today: '2026-11-30' }).kind);
    }
  });
});
