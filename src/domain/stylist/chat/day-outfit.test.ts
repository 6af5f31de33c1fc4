import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { asksForDayOutfit } from './day-outfit';

const today = '2026-11-23';
const asks = (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
  asksForDayOutfit(parseQuestion(message, { today, history }), today);

describe('a question that asks for the outfit of the day', () => {
  it.each(['What should I wear today?', 'what should i wear', 'Outfit for today?', 'what do I wear today'])('%s is the day outfit', (message) => {
    expect(asks(message)).toBe(true);
  });

  it.each([
    'What should I wear tomorrow?',
    'What should I wear to a wedding today?',
    'What should I wear today if it rains?',
    "It's 95°F, what should I wear today?",
    'What should I wear today without jeans?',
    'What should I wear for a run today?',
    'How do I get a wine stain out of silk?',
  ])('%s is a question of its own', (message) => {
    expect(asks(message)).toBe(false);
  });

  it("'and shoes?' after the day's question is still about the day outfit; 'something dressier?' is not", () => {
    const history = [
      { role: 'user' as const, content: 'What should I wear today?' },
      { role: 'assistant' as const, content: 'For today, wear your Navy Tee, Jeans and Sneakers.' },
    ];
    expect(asks('and shoes?', history)).toBe(true);
    expect(asks('something dressier?', history)).toBe(false);
  });
});
