import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * Issue 38.4: a follow-up changes only what it names and keeps the rest, however it is said. Conversations are
 * generated (seeded): a first question for an occasion, then a follow-up in one of the forms people use that the
 * reader used to miss:
 * - a piece out of use said with the contraction of 'is' after its noun ('the maxi's in the wash, what else?');
 * - a piece not wanted this time ('I really don't feel like wearing a dress that night');
 * - a day denied ('it's a weekday thing, not Sunday'): the day before stays;
 * - a piece weighed against the one just given, the other side left unsaid ('would the suit trousers be better?');
 * - a verb whose past tense looks like an activity's stem ('just saw it's going to pour'): not that activity.
 * Checked: read as a follow-up, the occasion kept, and the change read.
 */
const TODAY = '2026-11-23';
const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const FIRSTS: readonly string[] = [
  'what should I wear to brunch with my book club on {day}?',
  'outfit for a friend’s art opening on {day}',
  'what do i wear to a dinner party {day}',
  'need something for my cousin’s engagement party on {day}',
  'what should I wear to church on {day}?',
];
const DAYS = ['Wednesday', 'Thursday', 'Friday', 'Saturday'];
const history = (first: string) => [
  { role: 'user' as const, content: first },
  { role: 'assistant' as const, content: 'Wear your navy wrap dress with the tan sandals and the camel coat.' },
];
const readAfter = (first: string, message: string) => parseQuestion(message, { today: TODAY, history: history(first) });

describe('follow-ups said of the plan just asked about (generated, seed 3804)', () => {
  const rnd = mulberry32(3804);
  const conversation = () => {
    const day = pick(rnd, DAYS);
    const first = pick(rnd, FIRSTS).replace('{day}', day);
    // The occasion as the first question is read on its own: the follow-up must keep it.
    const occasion = parseQuestion(first, { today: TODAY }).occasions[0]!;
    return { first, occasion, day };
  };

  it("a piece out of use after its noun's 's is left out, the occasion and day kept", () => {
    const pieces: [string, string][] = [
      ['maxi', 'dress'],
      ['blazer', 'blazer'],
      ['linen shirt', 'shirt'],
      ['wrap dress', 'dress'],
      ['loafers', 'loafers'],
    ];
    const states = ["'s in the wash", "'s at the cleaners", "'s in the laundry", '’s at the dry cleaners'];
    const asks = ['What else?', 'what else', 'Anything else?', 'what instead?'];
    for (let n = 0; n < 40; n++) {
      const { first, occasion, day } = conversation();
      const [said, piece] = pick(rnd, pieces);
      const message = `${pick(rnd, ['', 'ugh ', 'oh no, ', 'hmm '])}${pick(rnd, ['', 'my ', 'the '])}${said}${pick(rnd, states)}. ${pick(rnd, asks)}`;
      const q = readAfter(first, message);
      expect(q.followUp, message).toBe(true);
      expect(q.avoid, message).toContain(piece);
      expect(q.occasions, message).toContain(occasion);
      expect(q.day?.label, message).toBe(day);
    }
  });

  it('a piece not wanted this time is ruled out of the same plan', () => {
    const frames = [
      "I really don't feel like wearing {a} {piece} {when}",
      'ugh i dont feel like wearing {a} {piece} {when}',
      "I don't want to wear {a} {piece} {when}",
      'not in the mood for {a} {piece} {when} tbh',
    ];
    const pieces: [string, string, string][] = [
      ['dress', 'dress', 'a'],
      ['skirt', 'skirt', 'a'],
      ['heels', 'heels', ''],
      ['blazer', 'blazer', 'a'],
    ];
    for (let n = 0; n < 40; n++) {
      const { first, occasion } = conversation();
      const [said, piece, a] = pick(rnd, pieces);
      const message = pick(rnd, frames)
        .replace('{a} ', a ? `${a} ` : '')
        .replace('{piece}', said)
        .replace('{when}', pick(rnd, ['that night', 'that day', 'for it', 'this time', '']))
        .trim();
      const q = readAfter(first, message);
      expect(q.followUp, message).toBe(true);
      expect(q.avoid, message).toContain(piece);
      expect(q.occasions, message).toContain(occasion);
    }
  });

  it('a day denied is not the day: the one asked about stays', () => {
    const frames = ["It's a weekday thing, not {denied}.", "can you make that more relaxed? it's not on {denied}", 'a bit less formal, its not {denied} btw'];
    for (let n = 0; n < 40; n++) {
      const { first, day } = conversation();
      const denied = pick(
        rnd,
        ['Sunday', 'Saturday', 'Monday', 'Friday'].filter((d) => d !== day),
      );
      const message = pick(rnd, frames).replace('{denied}', denied);
      const q = readAfter(first, message);
      expect(q.day?.label, message).toBe(day);
    }
  });

  it('a piece weighed against the one just given, the other side unsaid, is a follow-up of the same plan', () => {
    const frames = ['would the {piece} be better?', 'wud the {piece} b better or nah', 'would my {piece} look better', 'hmm is the {piece} better or no'];
    const pieces = ['suit trousers', 'grey blazer', 'black loafers', 'silk blouse', 'navy cardigan'];
    for (let n = 0; n < 40; n++) {
      const { first, occasion } = conversation();
      const message = pick(rnd, frames).replace('{piece}', pick(rnd, pieces));
      const q = readAfter(first, message);
      expect(q.followUp, message).toBe(true);
      expect(q.occasions, message).toContain(occasion);
    }
  });

  it("a verb's past tense that looks like an activity's stem is not the activity", () => {
    const frames = ['just saw {weather}', 'I saw {weather} now', 'saw on the news {weather}', 'we just found out {weather}'];
    const weathers = ["it's going to pour all day", "it's gonna rain", 'its meant to snow', 'it will be freezing'];
    for (let n = 0; n < 40; n++) {
      const { first, occasion } = conversation();
      const message = pick(rnd, frames).replace('{weather}', pick(rnd, weathers));
      const q = readAfter(first, message);
      expect(q.activity, message).toBeNull();
      expect(q.followUp, message).toBe(true);
      expect(q.occasions, message).toContain(occasion);
    }
  });

  it('kit for an activity is not kept for an occasion named after it', () => {
    const activities = ['What should I wear to shovel the driveway this morning?', 'what do i wear for a run before work', 'outfit for gardening this morning'];
    const nexts = ['And after that, lunch with my aunt at a cafe?', 'then brunch with friends, what should I change into?', 'and for the dinner after?'];
    for (let n = 0; n < 20; n++) {
      const first = pick(rnd, activities);
      const message = pick(rnd, nexts);
      const q = parseQuestion(message, { today: TODAY, history: history(first) });
      expect(q.followUp, message).toBe(true);
      expect(q.activity, message).toBeNull();
      expect(q.newPlan, message).toBe(true);
    }
  });
});
