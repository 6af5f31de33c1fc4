import { describe, expect, it } from 'vitest';
import type { ClosetItem } from '../../../domain/stylist';
import { parseQuestion } from '../../../domain/stylist/question';
import { fitIn } from '../../../domain/stylist/question/trip-and-fit';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { groundFor, testUser } from './test-ground';

/**
 * Held-out set 38, generated:
 *   - 'need sumthin warmer' wishes warmth of a piece, not of the day; with money and no kind named, the answer is the
 *     kinds that are warm within it, of a shape the closet lacks;
 *   - 'wear my brown loafers and belt with the navy trousers' judges the pieces against the one after 'with';
 *   - a part said to fit ('fit perfectly at the waist') and a rise in a name ('high waist flares') are not where the
 *     trouble is ('3 inches too long').
 */
const rand = mulberry32(3813);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const CLOSET: ClosetItem[] = [
  item({ id: 1, name: 'Grey zip hoodie', category: 'Tops', color: 'grey', formality: 'casual' }),
  item({ id: 2, name: 'Black graphic tee', category: 'Tops', color: 'black', formality: 'casual' }),
  item({ id: 3, name: 'Olive cargo pants', category: 'Bottoms', color: 'olive', formality: 'casual' }),
  item({ id: 4, name: 'White sneakers', category: 'Shoes', color: 'white', formality: 'casual' }),
  item({ id: 5, name: 'Navy linen trousers', category: 'Bottoms', color: 'navy', formality: 'smart casual' }),
  item({ id: 6, name: 'Brown leather loafers', category: 'Shoes', color: 'brown', formality: 'smart casual' }),
  item({ id: 7, name: 'Brown leather belt', category: 'Accessories', color: 'brown', formality: 'smart casual' }),
  item({ id: 8, name: 'White oxford shirt', category: 'Tops', color: 'white', formality: 'smart casual' }),
];

describe('warmth wished with money', () => {
  it('is no weather, and buys a warm kind within the money that the closet lacks (generated)', async () => {
    const asks = [
      'i got like {m} bucks til payday n need sumthin warmer 4 walkin 2 class in the mornings, wat shud i buy',
      'I have ${m} and need something warmer for the bus stop. What should I buy?',
      'need smth warmer, budget ${m}, what do i get',
    ];
    for (let n = 0; n < 9; n++) {
      const amount = pick([30, 40, 50]);
      const message = pick(asks).replace('{m}', String(amount));
      expect(parseQuestion(message, { today: '2026-12-01' }).weather, message).not.toContain('warm');
      const { grounding } = await groundFor(testUser('male'), message, CLOSET);
      const text = grounding.closetAnswer ?? '';
      expect(text, message).toMatch(/thermal base layer/);
      expect(text, message).not.toMatch(/\bhoodie\b/);
      expect(text, message).toContain(`$${amount}`);
    }
  });
  it('is for a wish alone: a garment named, or the hands that want it, is the ask', async () => {
    const asks = ['I need warm gloves, budget ${m}. What should I look for?', 'My hands are always freezing. What should I buy? About ${m}.'];
    for (const ask of asks) {
      const message = ask.replace('{m}', String(pick([30, 40, 50])));
      const { grounding } = await groundFor(testUser('male'), message, CLOSET);
      expect(grounding.closetAnswer ?? '', message).not.toMatch(/thermal base layer/);
    }
  });
});

describe('pieces worn with another', () => {
  it('are judged against the piece after "with" (generated)', async () => {
    const openers = ['Someone once told me brown and navy don’t go together. Is that true?', 'Quick check:', 'is this ok?'];
    for (let n = 0; n < 6; n++) {
      const message = `${pick(openers)} I'd like to wear my brown loafers and belt with the navy linen trousers.`;
      const { grounding } = await groundFor(testUser('male'), message, CLOSET);
      expect(grounding.closetAnswer ?? '', message).toMatch(/Navy linen trousers/);
    }
  });
  it('keep every other owned piece named as the plan, whatever its slot', async () => {
    const message =
      'Does brown go with navy? I want the white oxford shirt under the grey zip hoodie, with my brown leather loafers and the navy linen trousers.';
    const { grounding } = await groundFor(testUser('male'), message, CLOSET);
    const text = grounding.closetAnswer ?? '';
    for (const name of ['White oxford shirt', 'Grey zip hoodie', 'Brown leather loafers', 'Navy linen trousers']) expect(text, message).toContain(name);
  });
});

describe('a part said to fit', () => {
  it('is not where the trouble is (generated)', () => {
    const pieces = ['high waist denim flares', 'high-waisted jeans', 'mid rise trousers', 'wide leg trousers'];
    const fine = ['fit perfectly at the waist', 'fit well at the waist', 'are fine in the waist'];
    for (let n = 0; n < 12; n++) {
      const message = ` my ${pick(pieces)} ${pick(fine)} but they're about ${pick([2, 3, 4])} inches too long `;
      expect(fitIn(message), message).toEqual({ area: 'length', issue: 'long' });
    }
  });
});
