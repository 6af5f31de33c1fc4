import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from '../../../adapters/ai/knowledge';
import { LocalAi } from '../../../adapters/ai/local';
import type { UserRow } from '../../../db/schema';
import type { ClosetItem } from '../../../domain/stylist';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import type { TClothingItem } from '../../../shared/schemas/closet';
import { groundFor } from './test-ground';

/**
 * Issue 38.5 with 38.6: a trip that needs a piece the person said they don't own ('I don't own a swimsuit though') is
 * told to get one before going, without the piece named back, and the answer as the person reads it keeps that line.
 * Trips, closets and wordings are generated.
 */
const user = { id: 12, gender: null, phoneNumber: '+254700000100', homeLocation: null, homeCountry: null, timezone: 'Africa/Nairobi' } as unknown as UserRow;
const ai = new LocalAi({ assistantName: 'Wren', knowledge: KnowledgeBase.load() });
// prettier-ignore
const POOL: [string, ClosetItem['category']][] = [
  ['Black fitted t-shirt', 'Tops'], ['White cotton shirt', 'Tops'], ['Mustard silk blouse', 'Tops'], ['Olive quick-dry trousers', 'Bottoms'],
  ['Dark-blue jeans', 'Bottoms'], ['Black pencil skirt', 'Bottoms'], ['White leather sneakers', 'Shoes'], ['Beige ballet flats', 'Shoes'],
  ['Black block-heel pumps', 'Shoes'], ['Black tailored blazer', 'Outerwear'],
];
// prettier-ignore
const TRIPS = ['Off to Diani for 4 nights from 18 December with the kids. Beach mostly and one nice dinner. {x} What do I pack?',
  'beach week in Mombasa next month, {x} wat shud i pack', 'Packing for 5 days at the beach in Zanzibar. {x}'];
const SAY = ["I don't own a swimsuit though.", 'i dont have a swimsuit', "I don't have swimwear btw."];
const NAMED = /\b(swimsuit|swimwear|bikini|trunks|swim)\b/i;

const dto = (i: ClosetItem) =>
  ({ ...i, imageUrl: null, price: null, purchaseDate: null, notes: null, tags: [], createdAt: '2026-01-01T00:00:00.000Z' }) as unknown as TClothingItem;

describe('a piece a trip needs and the person lacks: get one, not named (issue 38.5)', () => {
  const rand = mulberry32(3852);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let n = 0; n < 12; n++) {
    const message = pick(TRIPS).replace('{x}', pick(SAY));
    const closet = POOL.filter(() => rand() < 0.85).map(([name, category], i) => item({ id: i + 1, name, category }));
    it(message, async () => {
      const { grounding } = await groundFor(user, message, closet);
      expect(grounding.kind).toBe('packing');
      const answer = ai.answer({
        message,
        history: [],
        closet: closet.map(dto),
        preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
        systemPrompt: '',
        userName: null,
        today: '2026-11-23',
        grounding,
      });
      expect(answer).toMatch(/buy one before you go/i);
      expect(answer).not.toMatch(NAMED);
    });
  }
});
