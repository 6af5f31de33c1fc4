import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { answerAfter } from './test-ask-outfit';

/**
 * Issue 38.3 (a question about clothes is never refused): a medical appointment asked about in terms of clothes ('physio
 * Thursday, they'll check my heart and do bloods, what's easiest to wear?') is an outfit question, answered with clothes
 * that make the examination easy (a top that opens at the front, sleeves that push up, no dress, slip-on shoes). An
 * examination said after it ('oh they're doing a flu jab too') keeps the visit and answers the arm. Medical advice stays
 * declined. Messages are generated: visits x examinations x days x asks x closets, seeded.
 */

const rand = mulberry32(4410);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const VISITS = ['yearly checkup with my GP', 'blood test at the clinic', 'appointment with the dermatologist', 'dentist checkup', 'physio appointment'];
const DAYS = ['on Thursday', 'tomorrow morning', 'next Monday', 'friday at 10'];
const EXAMS = [
  ['they usually listen to my chest with a stethoscope', 'chest'],
  ['they will probably check my blood pressure', 'arm'],
  ['the nurse does an ECG every time', 'chest'],
  ['I am due a flu jab as well', 'arm'],
] as const;
const ASKS = ['what is easiest to wear?', 'any tips on what to wear?', 'what should I wear for that?', 'how should I dress for it?'];
const FOLLOW_UPS = [
  'oh and they want to take blood too',
  "they've just told me there's a vaccination as well",
  'apparently they need to check my blood pressure too',
];

const menswear: ClosetItem[] = [
  item({ id: 1, name: 'Grey crewneck sweater', category: 'Tops', color: 'Grey', formality: 'casual' }),
  item({ id: 2, name: 'Light blue oxford shirt', category: 'Tops', color: 'Blue', formality: 'smart casual' }),
  item({ id: 3, name: 'Dark wash jeans', category: 'Bottoms', color: 'Indigo', formality: 'casual' }),
  item({ id: 4, name: 'Khaki chinos', category: 'Bottoms', color: 'Khaki', formality: 'smart casual' }),
  item({ id: 5, name: 'White leather sneakers', category: 'Shoes', color: 'White', formality: 'casual' }),
  item({ id: 6, name: 'Navy rain jacket', category: 'Outerwear', color: 'Navy', formality: 'casual' }),
];
const womenswear: ClosetItem[] = [
  item({ id: 11, name: 'Navy wrap dress', category: 'Dresses & jumpsuits', color: 'Navy', formality: 'smart casual' }),
  item({ id: 12, name: 'Cream cardigan', category: 'Tops', color: 'Cream', formality: 'casual' }),
  item({ id: 13, name: 'Black turtleneck', category: 'Tops', color: 'Black', formality: 'smart casual' }),
  item({ id: 14, name: 'Straight leg jeans', category: 'Bottoms', color: 'Blue', formality: 'casual' }),
  item({ id: 15, name: 'Black ballet flats', category: 'Shoes', color: 'Black', formality: 'smart casual' }),
  item({ id: 16, name: 'Camel trench coat', category: 'Outerwear', color: 'Camel', formality: 'smart casual' }),
];

describe('a medical appointment asked about in terms of clothes is an outfit question', () => {
  it('answered with clothes that make the examination easy', () => {
    for (let k = 0; k < 24; k++) {
      const [exam, need] = pick(EXAMS);
      const closet = pick([menswear, womenswear]);
      const message = `${pick(VISITS)} ${pick(DAYS)}. ${exam[0]!.toUpperCase()}${exam.slice(1)}. ${pick(ASKS)}`;
      const { question, a } = answerAfter(message, closet, [], { message });
      expect({ message, kind: question.kind }).toEqual({ message, kind: 'outfit' });
      expect(a.itemIds.length, message).toBeGreaterThan(0);
      // No one-piece that must come off whole.
      expect(a.itemIds, message).not.toContain(11);
      expect(a.text, message).toMatch(need === 'chest' ? /button|zip/i : /sleeve/i);
    }
  });
  it('an examination said next keeps the visit and answers the sleeves', () => {
    for (let k = 0; k < 12; k++) {
      const closet = pick([menswear, womenswear]);
      const first = `${pick(VISITS)} ${pick(DAYS)}, ${pick(ASKS)}`;
      const one = answerAfter(first, closet, [], { message: first });
      const next = pick(FOLLOW_UPS);
      const two = answerAfter(
        next,
        closet,
        [
          { role: 'user', content: first },
          { role: 'assistant', content: one.a.text },
        ],
        { message: next },
      );
      expect({ first, next, kind: two.question.kind, followUp: two.question.followUp }).toEqual({ first, next, kind: 'outfit', followUp: true });
      expect(two.question.day?.date, first).toBe(one.question.day?.date);
      expect(two.a.text, `${first} / ${next}`).toMatch(/sleeve/i);
    }
  });
  it('medical advice stays declined', () => {
    for (let k = 0; k < 12; k++) {
      const message = `${pick(['how do I bring my blood pressure down before my', 'what painkiller should I take before my', 'how many calories should I eat before my'])} ${pick(VISITS)} ${pick(DAYS)}?`;
      expect(parseQuestion(message, { today: '2026-11-23' }).kind, message).toBe('off-topic');
    }
  });
});
