import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../db/schema';
import type { ClosetItem } from '../../../domain/stylist';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { groundFor } from './test-ground';

/**
 * 'What colours go with my mustard cardigan?' asks for colours, not a verdict on the cardigan with another piece; the
 * colours the person says they wear most are each weighed against the piece's. Pieces, colours and palettes generated.
 */
const user = { id: 13, gender: null, phoneNumber: '+14155550111', homeLocation: null, homeCountry: null, timezone: 'America/Chicago' } as unknown as UserRow;
const SUBJECTS: [colour: string, piece: string, category: ClosetItem['category']][] = [
  ['mustard', 'knit cardigan', 'Tops'],
  ['rust', 'corduroy overshirt', 'Tops'],
  ['olive', 'chore coat', 'Outerwear'],
  ['burgundy', 'wool sweater', 'Tops'],
  ['emerald', 'satin skirt', 'Bottoms'],
];
const PALETTE = ['black', 'grey', 'navy', 'white', 'cream', 'camel', 'brown'];
const ASKS = ['What colours go with my {c} {p}?', 'what colours would go w the {c} {p}', 'Which colours match my {c} {p}?'];
const REST: [name: string, category: ClosetItem['category'], color: string][] = [
  ['Light-wash straight jeans', 'Bottoms', 'light blue'],
  ['Black wide-leg trousers', 'Bottoms', 'black'],
  ['White cotton tee', 'Tops', 'white'],
  ['Grey crew sweatshirt', 'Tops', 'grey'],
  ['Tan suede boots', 'Shoes', 'tan'],
  ['White leather sneakers', 'Shoes', 'white'],
];

describe('colours asked of a piece (issue 38.1)', () => {
  const rand = mulberry32(3864);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let k = 0; k < 16; k++) {
    const [colour, piece, category] = pick(SUBJECTS);
    const theirs = [...PALETTE].sort(() => rand() - 0.5).slice(0, 2 + Math.floor(rand() * 2));
    const tail =
      rand() < 0.5 ? ` Most of my stuff is ${theirs.slice(0, -1).join(', ')} and ${theirs.at(-1)}.` : ' I always end up wearing it with the same jeans.';
    const message = pick(ASKS).replace('{c}', colour).replace('{p}', piece) + tail;
    it(message, async () => {
      const closet = [
        item({ id: 1, name: `${colour[0]!.toUpperCase()}${colour.slice(1)} ${piece}`, category, color: colour }),
        ...REST.map(([name, cat, color], i) => item({ id: i + 2, name, category: cat, color })),
      ];
      const { question, grounding } = await groundFor(user, message, closet);
      expect(question.kind).toBe('colour');
      const answer = grounding.closetAnswer ?? '';
      expect(answer.toLowerCase().startsWith(colour)).toBe(true);
      if (tail.includes('Most of my stuff')) for (const c of theirs) expect(answer).toContain(c);
    });
  }
});
