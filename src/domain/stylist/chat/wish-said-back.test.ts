import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { readMessage } from '../reading/read';
import { ruledOutIn } from '../question/ruled-out';
import { oneItemAnswer } from './buy-one';

/**
 * Generated (seeded): a piece wished for with words that only describe it ('a winter coat that isn't a puffer') is named
 * back by its noun ('For a coat, look for…'), never an empty phrase ('For look for…'); the kind it is not is a
 * description, not a piece ruled out (which the answer's last step would strike, leaving 'For look for').
 */
const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
describe('the piece wished for is named back (generated, seed 3812)', () => {
  const rnd = mulberry32(3812);
  it('opens on the piece', () => {
    for (let n = 0; n < 30; n++) {
      const message = `${pick(rnd, ['I want', "I'd like", 'Want', "I'm after"])} a ${pick(rnd, ['winter coat', 'warm coat', 'long coat', 'rain jacket', 'pair of boots'])} that isn't a ${pick(rnd, ['puffer', 'parka', 'trench'])}, ${pick(rnd, ['around $200', 'under $150', 'budget $300'])}`;
      const text = readMessage(message).text;
      const answer = oneItemAnswer({ question: parseQuestion(message, { today: '2026-11-23' }), message: text, closet: [] });
      expect(answer?.text, message).toMatch(/^For (a|an|some)? ?[a-z]/);
      expect(answer?.text, message).not.toMatch(/^For look for/);
      expect(ruledOutIn(text), message).toEqual([]);
    }
  });
});
