import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { wardrobeOf } from './answer';
import { answerAfter } from './test-ask-outfit';

/**
 * Issue 38.4: a top taken out of an outfit that also wears a cardigan is replaced by a top, not by a second cardigan
 * or a dress: the replacement is never a kind the outfit still wears, nor a one-piece. Closets are generated.
 */
const REPLACEMENTS = ['White button-down shirt', 'Navy striped long-sleeve tee', 'Blue linen shirt', 'Cream silk blouse'];
const SAY = ['i spilled coffee on the lavender blouse, wat else', 'The lavender blouse has a wine stain I cannot get out. What else?'];

describe('a swapped-in top doubles no kind still worn', () => {
  const rand = mulberry32(3867);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let n = 0; n < 12; n++) {
    const message = pick(SAY);
    it(`${message} (closet ${n})`, () => {
      let id = 1;
      const piece = (name: string, category: ClosetItem['category'], formality: ClosetItem['formality'] = 'smart casual') =>
        item({ id: id++, name, category, formality, timesWorn: Math.floor(rand() * 20) });
      const jeans = piece('Straight-leg jeans', 'Bottoms', 'casual');
      const blouse = piece('Lavender blouse', 'Tops');
      const cardigan = piece('Burgundy cardigan', 'Tops');
      const flats = piece('Black ballet flats', 'Shoes');
      const closet = [
        jeans,
        blouse,
        cardigan,
        flats,
        piece('Oatmeal cardigan', 'Tops'),
        piece('Grey sweater dress', 'Dresses & jumpsuits'),
        ...[...REPLACEMENTS]
          .sort(() => rand() - 0.5)
          .slice(0, 2)
          .map((name) => piece(name, 'Tops', pick(['casual', 'smart casual'] as const))),
      ];
      const history = [
        { role: 'user' as const, content: "what should i wear to my book club at a friend's house thursday" },
        { role: 'assistant' as const, content: 'Your Straight-leg jeans with the Lavender blouse, the Burgundy cardigan and Black ballet flats.' },
      ];
      const text = answerAfter(message, closet, history, {
        wardrobe: wardrobeOf('womenswear', closet),
        message,
        kept: [jeans.id, blouse.id, cardigan.id, flats.id],
      }).a.text;
      expect(text).not.toContain('Oatmeal cardigan');
      expect(text).not.toContain('sweater dress');
      expect(REPLACEMENTS.some((r) => text.includes(r))).toBe(true);
    });
  }
});
