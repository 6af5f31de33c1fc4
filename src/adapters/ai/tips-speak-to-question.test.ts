import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { pickTips } from './answer-shape';

/**
 * Issue 38.6: a tip appended to an answer speaks to the question asked. Of a topic's points, the one sharing the most
 * words with the question is taken first, wherever it stands in the topic (generated topics and questions, seeded).
 */
const SUBJECTS = [
  { point: 'Ties: a dark, plain tie in navy or black is the quiet choice.', asked: 'is my burgundy tie too loud, should it be more muted?' },
  { point: 'Shoes: polished, closed leather shoes you can stand in all day.', asked: 'which shoes can I stand in all day?' },
  { point: 'Socks: dark and plain, never white sports socks.', asked: 'what colour socks, white or dark?' },
  { point: 'Coats: a dark wool coat over everything keeps it sober.', asked: 'is my camel coat ok or should the coat be dark?' },
];
const FILLER = [
  'Keep hemlines and necklines modest for a service.',
  'Accessories: minimal, a simple watch and small jewellery.',
  'Arrive a little early and sit towards the back if you are not family.',
];

describe('the tip that speaks to the question comes first (generated, seed 3860)', () => {
  const rnd = mulberry32(3860);
  it('whatever the order of the topic’s points', () => {
    for (let n = 0; n < 40; n++) {
      const subject = SUBJECTS[Math.floor(rnd() * SUBJECTS.length)]!;
      const points = [...FILLER];
      points.splice(Math.floor(rnd() * (points.length + 1)), 0, subject.point);
      const body = ['A short framing sentence.', '', ...points.map((p) => `- ${p}`)].join('\n');
      const [tip] = pickTips([body], 1, { wardrobe: 'mixed', rain: false }, 'Wear your pieces.', subject.asked);
      expect(tip, subject.asked).toBe(subject.point);
    }
  });
  it('without a question the topic’s own order stands', () => {
    const body = FILLER.map((p) => `- ${p}`).join('\n');
    expect(pickTips([body], 1, { wardrobe: 'mixed', rain: false }, 'Wear your pieces.')).toEqual([FILLER[0]]);
  });
});
