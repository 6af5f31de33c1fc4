import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { ownedForOccasionAnswer } from './owned-for-occasion';

/**
 * 'Do I own anything that works as smart shoes for a wedding?': the answer is about that kind only, generated over kinds,
 * occasions and closets: the owned pieces of the kind at the level, else the closest and what to get, never a whole outfit;
 * a piece the person dismissed is not offered back.
 */
const rand = mulberry32(6029);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const TODAY = '2026-11-30';

const KINDS = [
  { said: 'smart shoes', category: 'Shoes', at: 'Black leather oxfords', below: 'White leather sneakers' },
  { said: 'a coat', category: 'Outerwear', at: 'Charcoal wool overcoat', below: 'Olive field jacket' },
  { said: 'a smart top', category: 'Tops', at: 'White silk blouse', below: 'Grey band t-shirt' },
] as const;
const OCCASIONS = ['a wedding', 'the gala on Saturday', 'a funeral on Friday', 'a black tie dinner'];
const FORMS = [
  'Do I own anything that works as {k} for {o}?',
  'do i have anything i could wear as {k} to {o}',
  'Is there anything in my closet that works as {k} for {o}?',
];

function closetOf(kind: (typeof KINDS)[number], withAtLevel: boolean): ClosetItem[] {
  const out = [
    item({ id: 1, name: kind.below, category: kind.category, formality: 'casual' }),
    item({ id: 2, name: 'Navy chinos', category: 'Bottoms', formality: 'smart casual' }),
    item({ id: 3, name: 'Light blue oxford shirt', category: 'Tops', formality: 'smart casual' }),
  ];
  if (withAtLevel) out.push(item({ id: 4, name: kind.at, category: kind.category, formality: 'formal' }));
  return out;
}

describe('what of one kind is owned for an occasion', () => {
  it.each(Array.from({ length: 24 }, (_, i) => i))('variant %i', () => {
    const kind = pick(KINDS);
    const withAtLevel = rand() < 0.5;
    const message = pick(FORMS).replace('{k}', kind.said).replace('{o}', pick(OCCASIONS));
    const question = parseQuestion(message, { today: TODAY, unit: 'C' });
    const closet = closetOf(kind, withAtLevel);
    const a = ownedForOccasionAnswer({ question, message, closet, wardrobe: 'mixed' });
    expect(a, message).not.toBeNull();
    // Only pieces of the kind asked are named: no outfit around them.
    expect(a!.text, message).not.toContain('Navy chinos');
    if (withAtLevel) {
      expect(a!.text, message).toMatch(/^Yes/);
      expect(a!.text, message).toContain(kind.at);
      expect(a!.itemIds, message).not.toContain(1);
    } else {
      expect(a!.text, message).toContain('look for');
      expect(a!.lacks, message).toBe(true);
    }
  });

  it('a piece dismissed is not offered back', () => {
    const message = "Do I own anything that works as smart shoes for a wedding? I don't think white sneakers cut it.";
    const closet = [
      item({ id: 1, name: 'White leather sneakers', category: 'Shoes', formality: 'business' }),
      item({ id: 2, name: 'Brown leather loafers', category: 'Shoes', formality: 'smart casual' }),
    ];
    const a = ownedForOccasionAnswer({ question: parseQuestion(message, { today: TODAY, unit: 'C' }), message, closet, wardrobe: 'menswear' });
    expect(a!.itemIds).not.toContain(1);
    expect(a!.text).toContain("You're right about your White leather sneakers");
  });

  it('an outfit asked, or a piece said in another clause, is not this question', () => {
    for (const message of ['What should I wear to a wedding on Saturday?', 'Do I have anything that works for the gala or am I renting a tux?']) {
      const a = ownedForOccasionAnswer({
        question: parseQuestion(message, { today: TODAY, unit: 'C' }),
        message,
        closet: closetOf(KINDS[0], true),
        wardrobe: 'mixed',
      });
      expect(a, message).toBeNull();
    }
  });
});

describe('a piece one step below the level, within what the code allows', () => {
  it('will do, and is never told to be bought again', () => {
    const message = "Do I own anything that works as smart shoes for a wedding? I don't think white sneakers cut it.";
    const closet = [
      item({ id: 1, name: 'White leather sneakers', category: 'Shoes', formality: 'casual' }),
      item({ id: 2, name: 'Black oxford shoes', category: 'Shoes', formality: 'business' }),
    ];
    const a = ownedForOccasionAnswer({ question: parseQuestion(message, { today: TODAY, unit: 'C' }), message, closet, wardrobe: 'menswear' });
    expect(a!.text).toContain('Your Black oxford shoes will do for the wedding');
    expect(a!.text).not.toContain('look for');
    expect(a!.itemIds).toEqual([2]);
  });
});
