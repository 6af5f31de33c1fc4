import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';
import { TEST_TODAY } from './test-ask';

/**
 * The clause that asks decides what is asked (issue 38.3): an occasion, a person or a place said beside a question
 * about something else sets the scene, and Wren declines; a question made of request words only ('any ideas?',
 * 'what should I bring to change into?') takes its subject from the clauses around it. Cases are generated: scene
 * clauses × questions × how they are joined, seeded.
 */
const ask = (message: string) => parseQuestion(message, { today: TEST_TODAY });

const SCENES = [
  'A coworker keeps taking my lunch out of the staff fridge',
  'meeting my sister tonight',
  'my brothers wedding is on saturday',
  'got a dinner with the in-laws friday',
  'date night tomorrow at that new place downtown',
  'Team lunch at the office on Thursday',
  'my best friends birthday party is this weekend',
];
const ELSEWHERE = [
  'How do I bring it up without it being awkward?',
  'any good ramen places nearby',
  'what time should we leave to beat the traffic?',
  'how do I ask my boss for a raise?',
  'is it rude to leave before the speeches?',
  'where can we park near the venue?',
  'how do I calm my nerves before the speeches?',
];
const ABOUT_DRESSING = ['what should I wear?', 'any ideas?', 'what is appropriate?', 'thoughts?', 'what should I bring to change into?', 'help pls'];

function generated(seed: number, questions: readonly string[], n: number) {
  const rand = mulberry32(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  return Array.from({ length: n }, () => {
    const [scene, question] = [pick(SCENES), pick(questions)];
    const join = pick(['. ', ', ', ' - ']);
    return rand() < 0.6 ? `${scene}${join}${question}` : `${question.replace(/\?$/, '')}${join}${scene.toLowerCase()}`;
  });
}

describe('a question about something else beside an occasion is declined', () => {
  it.each(generated(38, ELSEWHERE, 40))('%s → off-topic', (message) => {
    expect(ask(message).kind).toBe('off-topic');
  });
});

describe('a question of request words only takes its subject from the scene', () => {
  it.each(generated(39, ABOUT_DRESSING, 30))('%s → not declined', (message) => {
    expect(ask(message).kind).not.toBe('off-topic');
  });
});
