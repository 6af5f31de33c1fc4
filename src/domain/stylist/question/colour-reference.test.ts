import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * Issue 38.4: after an answer, a colour said as a noun ('cant do the mustard, got bleach on it') is the piece of that
 * colour the answer gave: it is taken out and its place asked again, the plan kept, even when the reason names the
 * plan again ('at work'). Answers, colours and reasons are generated.
 */
const TODAY = '2026-11-23';
const PIECES: [colour: string, rest: string, noun: string][] = [
  ['mustard', 'silk blouse', 'blouse'],
  ['navy', 'wool blazer', 'blazer'],
  ['burgundy', 'knit sweater', 'sweater'],
  ['olive', 'cargo trousers', 'trousers'],
  ['tan', 'suede loafers', 'loafers'],
];
const SAY = [
  'cant do the {c}, got bleach on it at work. other option?',
  'the {c} has a wine stain I cannot get out, what else?',
  "can't wear the {c} tho, what else",
];

describe('a colour said as a noun is the piece of that colour just suggested', () => {
  const rand = mulberry32(3866);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let k = 0; k < 15; k++) {
    const [colour, rest, noun] = pick(PIECES);
    const others = PIECES.filter((p) => p[0] !== colour);
    const [a, b] = [pick(others), pick(others)];
    const answer = `For work on Wednesday, wear your ${a[0]} ${a[1]} with the ${colour} ${rest} and your ${b[0]} ${b[1]}.`;
    const message = pick(SAY).replace('{c}', colour);
    it(`${answer} → ${message}`, () => {
      const plan = 'What should I wear to work on Wednesday?';
      const q = parseQuestion(message, {
        today: TODAY,
        history: [
          { role: 'user', content: plan },
          { role: 'assistant', content: answer },
        ],
      });
      expect(q.followUp).toBe(true);
      expect(q.avoid).toContain(noun);
      expect(q.day?.label).toBe('Wednesday');
    });
  }
});
