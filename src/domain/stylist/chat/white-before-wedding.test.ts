import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { etiquetteAnswer } from './etiquette';

/**
 * White at the parties before a wedding (a bridal shower, a hen do, a bachelorette) is usually fine: the wedding's
 * no-white rule is not applied to them, even when the wedding is named beside them, and an owned white piece is named.
 * The wedding itself keeps its rule (seeded phrasings).
 */
const closet = [
  item({ id: 1, name: 'Floral Midi Skirt', category: 'Bottoms', color: 'Multi', formality: 'smart casual' }),
  item({ id: 2, name: 'Ivory Silk Blouse', category: 'Tops', color: 'Ivory', formality: 'smart casual' }),
  item({ id: 3, name: 'White Tee', category: 'Tops', color: 'White' }),
];
const PARTIES = [
  "my friend's bridal shower",
  "someone else's bridal shower",
  'the bridal shower',
  "my sister's hen do",
  'a bachelorette weekend',
  "my cousin's bachelorette party",
];
const COLOURS = ['white', 'ivory', 'cream'];
const ASKS = [
  'can you wear {c} to {p}',
  'is it ok to wear {c} to {p} or is that just a wedding rule',
  'is {c} rude at {p}?',
  'Can I wear {c} to {p}, or does the no-white wedding rule apply?',
];

describe('white before the wedding', () => {
  const rand = mulberry32(7650);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const answer = (message: string) => {
    const question = parseQuestion(message, { today: '2026-11-23' });
    expect(question.kind).toBe('etiquette');
    return etiquetteAnswer({ question, message, closet, wardrobe: 'womenswear' }).text;
  };
  it.each(Array.from({ length: 12 }, () => pick(ASKS).replace('{c}', pick(COLOURS)).replace('{p}', pick(PARTIES))))('%s', (message) => {
    const text = answer(message);
    expect(text).not.toMatch(/^Skip white/);
    expect(text).toMatch(/usually fine/);
    expect(text).toMatch(/Ivory Silk Blouse|White Tee/);
  });
  it('keeps the rule at the wedding itself', () => {
    expect(answer(`can I wear ${pick(COLOURS)} to my cousin's wedding`)).toMatch(/^Skip white/);
  });
});
