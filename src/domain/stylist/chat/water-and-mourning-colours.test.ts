import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { appropriateAnswer } from './appropriate';

/**
 * Held-out sets 46 and 47, generated: a temperature said of the water ('the water's about 9 degrees') is the sea's, not
 * the day's; a bright piece asked about for a funeral ('is the yellow raincoat too much?') is too bright whatever its level,
 * and the owned piece of its kind in a dark or muted colour is named instead.
 */
const rand = mulberry32(4_649);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (m: string) => parseQuestion(m, { today: '2026-12-03', unit: 'C' });
const cases = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('the water’s temperature', () => {
  it.each(cases(8))('is not the day’s %i', () => {
    const n = pick([8, 9, 11, 12, 14]);
    const m = `${pick(['sea swim', 'lake dip', 'cold plunge at the beach'])} sat 9am w the girls, ${pick([`waters about ${n} degrees`, `the water is only ${n} degrees`, `sea temp ${n}`])} brrr. wat do i bring 4 after`;
    expect(read(m).tempC, m).not.toBe(n);
  });
  it('the air’s said beside it still counts, and an hour at a river is no water temperature', () => {
    expect(read('the lake is only 14 but it is 28 degrees out, what do i wear for the lake day').tempC).toBe(28);
    expect(read('its 14 degrees this morning, site visit in athi river at 2 where its gonna be hot').weather).toContain('hot');
  });
});

describe('a bright piece at a funeral', () => {
  it.each(cases(6))('is too bright, and the dark one of its kind is named %i', () => {
    const [bright, colour] = pick([
      ['Yellow rubber raincoat', 'Yellow'],
      ['Red puffer jacket', 'Red'],
      ['Orange rain shell', 'Orange'],
    ] as const);
    const closet: ClosetItem[] = [
      item({ id: 1, name: bright, category: 'Outerwear', color: colour, formality: 'casual' }),
      item({ id: 2, name: pick(['Olive parka with hood', 'Navy wool coat', 'Black puffer coat']), category: 'Outerwear', color: 'Navy', formality: 'casual' }),
      item({ id: 3, name: 'Black trousers', category: 'Bottoms', color: 'Black', formality: 'business' }),
      item({ id: 4, name: 'Grey knit', category: 'Tops', color: 'Grey', formality: 'smart casual' }),
    ];
    const piece = bright.split(' ').slice(1).join(' ').toLowerCase();
    const message = `is the ${colour.toLowerCase()} ${piece} ${pick(['too much', 'too casual', 'ok'])} for a funeral? ${pick(['its gonna pour', 'visitation on saturday', ''])}`;
    const a = appropriateAnswer({ question: read(message), message, closet });
    expect(a?.text, message).toMatch(/^No/);
    expect(a?.text, message).toContain(closet[1]!.name);
  });
});
