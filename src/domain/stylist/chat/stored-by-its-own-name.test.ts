import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { clarifyingQuestion } from './clarify';
import { itemsReferredTo } from './item-references';
import { storageAnswer } from './storage';

/**
 * Generated checks (issue 38.3: a question about clothes is never refused or answered as another):
 *   - a piece stored and called by its own name ('my Thai silk pha sin', 'the magenta Banarasi') is that owned piece, and
 *     no 'which piece do you mean?' is asked;
 *   - humidity said puts damp, not moths, first; silk stored gets the fold line;
 *   - 'raining on and off all day' is the weather, not a piece rained on.
 */
const rand = mulberry32(7307);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const TODAY = '2026-11-30';

const OWN_NAMES = [
  { said: 'Thai silk pha sin', name: 'Purple Thai silk pha sin skirt', category: 'Bottoms' },
  { said: 'magenta Banarasi', name: 'Magenta Banarasi silk saree', category: 'Dresses & jumpsuits' },
  { said: 'Kanjivaram', name: 'Green Kanjivaram silk saree', category: 'Dresses & jumpsuits' },
  { said: 'silk hanbok', name: 'Pink silk hanbok', category: 'Dresses & jumpsuits' },
] as const;
const FORMS = [
  "How should I store my {x} so the humidity doesn't damage it?",
  'how do i store the {x} between weddings, its so humid here',
  'Best way to keep my {x} safe in a damp cupboard through the monsoon?',
];

describe('a piece stored by its own name', () => {
  it.each(Array.from({ length: 20 }, (_, i) => i))('variant %i', () => {
    const own = pick(OWN_NAMES);
    const message = pick(FORMS).replace('{x}', own.said);
    const piece = item({ id: 1, name: own.name, category: own.category });
    const closet = [piece, item({ id: 2, name: 'White cotton shirt', category: 'Tops' }), item({ id: 3, name: 'Navy wool blazer', category: 'Outerwear' })];
    const question = parseQuestion(message, { today: TODAY, unit: 'C' });
    expect(question.kind, message).toBe('care');
    const named = question.pieces.length === 0 && itemsReferredTo(message, closet).length > 0;
    expect(clarifyingQuestion(message, question, { hasHistory: false, eventsThatDay: 0, namesAnOwnedPiece: named }), message).toBeNull();
    const a = storageAnswer({ question, closet, message });
    expect(a.text, message).toContain(piece.name);
    expect(a.itemIds).toEqual([1]);
    expect(a.text, message).toMatch(/silica gel|dehumidifier/);
    expect(a.text, message).toMatch(/never plastic/);
    expect(a.text, message).toMatch(/acid-free tissue/);
    expect(a.text, message).not.toContain('White cotton shirt');
  });

  it('dry air says nothing of damp', () => {
    const message = 'How should I store my wool coat over the summer?';
    const question = parseQuestion(message, { today: TODAY, unit: 'C' });
    const a = storageAnswer({ question, closet: [item({ id: 1, name: 'Camel wool coat', category: 'Outerwear' })], message });
    expect(a.text).not.toMatch(/silica gel|dehumidifier/);
  });
});

describe('rain as the weather is no piece rained on', () => {
  const WEATHER = ['raining on n off all day', "it's raining on and off", 'rain on and off till 5', 'rainy on and off all week'];
  const ASKS = ['shoes??', 'what shoes for the studio', 'what do i wear to the show later'];
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i', () => {
    const message = `${pick(WEATHER)}. ${pick(ASKS)}`;
    const q = parseQuestion(message, { today: TODAY, unit: 'F' });
    expect(q.kind, message).not.toBe('care');
    expect(q.problems, message).not.toContain('stain:water');
  });
  it('a piece rained on is still a water mark', () => {
    for (const message of ['my suede boots got rained on, how do i fix the marks', 'the silk blouse got rained on and now has water spots'])
      expect(parseQuestion(message, { today: TODAY, unit: 'F' }).problems, message).toContain('stain:water');
  });
});
