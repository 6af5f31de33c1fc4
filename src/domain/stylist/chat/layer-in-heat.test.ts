import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item, MILD_DRY } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { applyWeatherWords, outfitAnswer } from './answer';

/**
 * A follow-up that states heat and asks whether to keep the layer ('what if it's 100 degrees, still the blazer?') gets
 * the verdict asked: skip it, the rest of the outfit stays, the occasion is named. Generated over occasions, layers,
 * temperatures and phrasings.
 */
const today = '2026-11-23';
const OCCASIONS = ["my cousin's engagement party saturday evening", 'a garden party on sunday', 'a work dinner friday', 'a rehearsal dinner saturday'];
const LAYERS: [string, string][] = [
  ['Blue seersucker blazer', 'blazer'],
  ['Tan linen blazer', 'blazer'],
  ['Navy sport coat', 'sport coat'],
  ['Stone cotton jacket', 'jacket'],
];
const ASKS = ['what if its {t} degrees tho, still the {p}', "and if it's {t} out, do i still need the {p}?", "it's going to be {t}, still wear the {p}?"];

describe('heat said in a follow-up about the layer: skip it (generated)', () => {
  const rand = mulberry32(38_12_7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let k = 0; k < 12; k++) {
    const [layerName, piece] = pick(LAYERS);
    const occasion = pick(OCCASIONS);
    const t = 95 + Math.floor(rand() * 11);
    const closet: ClosetItem[] = [
      item({ id: 1, name: 'Light blue oxford shirt', category: 'Tops', formality: 'smart casual' }),
      item({ id: 2, name: 'Navy tailored trousers', category: 'Bottoms', formality: 'business' }),
      item({ id: 3, name: 'Brown suede loafers', category: 'Shoes', subcategory: 'Loafers', formality: 'smart casual' }),
      item({ id: 4, name: layerName, category: 'Outerwear', subcategory: piece, formality: 'smart casual' }),
    ];
    const first = `What should I wear to ${occasion}?`;
    const history = [
      { role: 'user' as const, content: first },
      {
        role: 'assistant' as const,
        content: `Go with your light blue oxford shirt, navy tailored trousers and brown suede loafers. Add the ${layerName.toLowerCase()} if it cools down.`,
      },
    ];
    const message = pick(ASKS).replace('{t}', String(t)).replace('{p}', piece);
    it(`${occasion} → ${message}`, () => {
      const question = parseQuestion(message, { today, unit: 'F', history });
      const a = outfitAnswer({
        question,
        closet,
        date: question.day?.date ?? today,
        dayLabel: question.day?.label ?? 'today',
        weather: applyWeatherWords(MILD_DRY, question.weather, question.tempC),
        calendarEvents: [],
        preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
        wardrobe: 'menswear',
        unit: 'F',
        seed: 1,
        kept: [1, 2, 3, 4],
        message,
      });
      expect(a.text).toMatch(new RegExp(`skip the ${layerName}`));
      expect(a.text).toContain(`${t}°F`);
      expect(a.text).toContain('Light blue oxford shirt');
      expect(a.itemIds).not.toContain(4);
    });
  }
});
