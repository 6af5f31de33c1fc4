import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { appropriateAnswer } from './appropriate';

/**
 * A verdict on a piece called by a word of its own name ('is the guayabera ok for the party?') is on the owned piece, and
 * what it says to wear with it goes with it and is not work gear (issue 38: the piece asked about is named). Drawn by a seed.
 */
describe('a piece called by its own name is the owned one, worn with what goes with it', () => {
  it.each(Array.from({ length: 12 }, (_, i) => 7300 + i))('seed %i', (seed) => {
    const rand = mulberry32(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const own = pick([
      { name: 'White guayabera', word: 'guayabera' },
      { name: 'Blue barong', word: 'barong' },
      { name: 'Cream kurta', word: 'kurta' },
    ]);
    const piece = item({ id: 1, name: own.name, category: 'Tops', color: own.name.split(' ')[0]!.toLowerCase(), formality: 'smart casual' });
    const work = item({ id: 2, name: 'Black Dickies work pants', category: 'Bottoms', color: 'black', formality: 'casual', timesWorn: 0 });
    const chinos = item({ id: 3, name: 'Khaki chinos', category: 'Bottoms', color: 'khaki', formality: 'smart casual', timesWorn: 5 });
    const boots = item({ id: 4, name: 'Brown steel-toe work boots', category: 'Shoes', color: 'brown', formality: 'casual', timesWorn: 0 });
    const loafers = item({ id: 5, name: 'Brown leather loafers', category: 'Shoes', color: 'brown', formality: 'smart casual', timesWorn: 5 });
    const message = `${pick(['is the', 'is my', 'r the'])} ${own.word} ${pick(['ok', 'fine', 'alright'])} ${pick(['4', 'for'])} ${pick(['the xmas party at my sisters house', 'a christmas party at my sister’s', 'my cousin’s birthday party'])}?`;
    const question = parseQuestion(message, { today: '2026-11-30', unit: 'F' });
    const a = appropriateAnswer({ question, message, closet: [piece, work, chinos, boots, loafers] });
    expect(a, message).not.toBeNull();
    expect(a!.text, message).toContain(own.name);
    expect(a!.text, message).not.toContain(work.name);
    expect(a!.text, message).not.toContain(boots.name);
  });
});
