import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { careAnswer } from './care';
import { buyOneAnswer } from './buy-one';
import { mulberry32 } from '../prng';

/**
 * A piece called by a word only its own name holds ('my good tan moleskins', 'my Dr. Martens', 'the gray New Balance') is
 * that piece in a care answer, with no garment word said; trainers called by their brand are shoes, and a worn-out pair
 * bought again for a walk is judged as walking shoes and replaces the old pair (issue 38.1). Drawn by a seed.
 */
const rand = mulberry32(4_211);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (m: string) => parseQuestion(m, { today: '2026-12-02', unit: 'F' });

const closet = [
  item({ id: 1, name: 'Tan moleskin trousers', category: 'Bottoms', color: 'tan' }),
  item({ id: 2, name: 'Black Dr. Martens 1460 boots', category: 'Shoes', color: 'black', material: 'leather' }),
  item({ id: 3, name: 'Gray New Balance walking sneakers', category: 'Shoes', color: 'gray' }),
  item({ id: 4, name: 'Navy quarter-zip sweater', category: 'Tops', color: 'navy' }),
  item({ id: 5, name: 'Brown leather lace-up work boots', category: 'Shoes', color: 'brown', material: 'leather' }),
];

describe('a piece called by its own name is the one cared for', () => {
  const CALLED: [string, string][] = [
    ['my good tan moleskins', 'Tan moleskin trousers'],
    ['my Dr. Martens', 'Black Dr. Martens 1460 boots'],
    ['the moleskins', 'Tan moleskin trousers'],
  ];
  it.each(Array.from({ length: 8 }, (_, i) => i))('variant %i', () => {
    const [said, name] = pick(CALLED);
    const message = `${pick(['Got grease on', 'Road salt left white lines all over', 'Spilled coffee on'])} ${said}. ${pick(['What gets that out?', 'How do I get it off?'])}`;
    const q = read(message);
    expect(q.kind, message).toBe('care');
    expect(careAnswer({ question: q, closet, message }).text, message).toContain(name);
  });
});

describe('worn-out trainers bought again for a walk', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('variant %i', () => {
    const message = `${pick(['My wife wants me to replace', 'Time to replace', 'I need to replace'])} the worn-out gray ${pick(['New Balance', 'Asics', 'Hokas'])} I use for ${pick(['mall walking', 'my morning walks', 'walking the dog'])}. What should I look for in a new pair?`;
    const q = read(message);
    expect(q.kind, message).toBe('shopping');
    expect(q.pieces, message).toContain('sneakers');
    const text = buyOneAnswer({ question: q, message, closet })?.text ?? '';
    expect(text, message).toMatch(/cushioning/);
    expect(text, message).not.toMatch(/stay as a spare/);
  });
});
