import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import type { Category } from '../../../shared/closet-constants';
import { parseQuestion } from '../question';
import { readMessage } from '../reading';
import { expandPhrase } from '../reading/phrases';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { SHOP_KINDS, type ShopKind } from './shop-kinds';
import { buyOneAnswer } from './buy-one';

/**
 * A buy weighed against what is owned (issue 38: answer from the closet first). 'A rain jacket, or is
 * my trench enough?' names the owned piece and a verdict; a belt names the owned shoes it matches; a
 * choice with a describing word ('rain boots or waterproof ankle boots') is still a choice. Cases are
 * generated from the kinds table over seeded closets.
 */

const today = '2026-11-23';
const CATEGORY: Record<ShopKind['family'], Category> = {
  shoes: 'Shoes',
  outerwear: 'Outerwear',
  bottoms: 'Bottoms',
  tops: 'Tops',
  dresses: 'Dresses & jumpsuits',
  bags: 'Bags',
};
const pick = <T>(rand: () => number, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const written = (rand: () => number, k: ShopKind) => pick(rand, expandPhrase(pick(rand, k.phrases))).join(' ');
let nextId = 5000;
const owned = (k: ShopKind, colour: string) =>
  item({ id: nextId++, name: `${colour} ${k.id}`.replace(/^./, (c) => c.toUpperCase()), category: CATEGORY[k.family], color: colour });
const base = () => [
  item({ id: nextId++, name: 'White Oxford Shirt', category: 'Tops', color: 'White' }),
  item({ id: nextId++, name: 'Dark Jeans', category: 'Bottoms', color: 'Indigo' }),
];

function answer(message: string, closet: readonly ClosetItem[]) {
  const question = parseQuestion(message, { today });
  return buyOneAnswer({ question, message: readMessage(message).text, typed: message, closet, wardrobe: 'mixed' });
}

const KEEP_TEMPLATES = [
  (want: string, mine: string) => `should i buy ${want} or is my ${mine} enough`,
  (want: string, mine: string) => `thinking of getting ${want} but i already have my ${mine}, worth it?`,
  (want: string) => `Should I buy ${want} or make do with what I have?`,
];

describe('a buy against what is owned: the owned piece named, with a verdict', () => {
  const rand = mulberry32(38);
  const families = ['outerwear', 'shoes'] as const;
  for (let n = 0; n < 40; n++) {
    const family = pick(rand, families);
    const kinds = SHOP_KINDS.filter((k) => k.family === family && !k.womenswear);
    const want = pick(rand, kinds);
    const mine = pick(
      rand,
      kinds.filter((k) => k.shape !== want.shape),
    );
    const template = pick(rand, KEEP_TEMPLATES);
    const message = template(`a ${written(rand, want)}`, written(rand, mine));
    it(`${message} (owns ${mine.id})`, () => {
      const piece = owned(mine, pick(rand, ['Black', 'Navy', 'Beige']));
      const text = answer(message, [...base(), piece])?.text ?? '';
      expect(text).toMatch(/^(Buy the|Make do with)/);
      // The owned piece is named whichever way the verdict goes.
      expect(text).toContain(piece.name);
    });
  }
});

describe('a buy named for an occasion says the occasion back', () => {
  const occasions = ['black tie gala', 'wedding', 'job interview'];
  for (const occasion of occasions)
    it(`need a dress for a ${occasion}, budget 150`, () => {
      const text = answer(`need a dress for a ${occasion}, budget 150`, base())?.text ?? '';
      expect(text.toLowerCase()).toContain(occasion.split(' ').at(-1)!);
    });
});

describe('a belt is matched to the owned shoes', () => {
  const rand = mulberry32(7);
  const shoes = SHOP_KINDS.filter((k) => k.family === 'shoes' && k.formality[1] >= 3);
  for (let n = 0; n < 12; n++) {
    const picks = [pick(rand, shoes), pick(rand, shoes)];
    const closet = [...base(), ...picks.map((k, i) => item({ ...owned(k, i ? 'Black' : 'Brown'), formality: 'business' }))];
    it(`a belt to go with ${picks.map((k) => k.id).join(' and ')}`, () => {
      const text = answer('i keep needing a belt, what kind should i buy to go with what i have', closet)?.text ?? '';
      expect(text).toMatch(/Match it to your/);
      for (const s of closet.slice(2)) expect(text).toContain(s.name);
    });
  }
});

describe('a choice with a describing word on one side is still a choice', () => {
  const rand = mulberry32(11);
  const words = ['waterproof', 'warm', 'casual', 'dressier'];
  for (let n = 0; n < 16; n++) {
    const family = pick(rand, ['outerwear', 'shoes'] as const);
    const kinds = SHOP_KINDS.filter((k) => k.family === family);
    const a = pick(rand, kinds);
    const b = pick(
      rand,
      kinds.filter((k) => k.id !== a.id),
    );
    const message = `${written(rand, a)} or ${pick(rand, words)} ${written(rand, b)}? I've got $120 to spend`;
    it(message, () => {
      const text = answer(message, base())?.text ?? '';
      expect(text).toMatch(/^Between .* I'd get the /);
    });
  }
});

describe('shoes bought for a stated purpose are described by what matters for it', () => {
  const rand = mulberry32(52);
  const wants = ['work shoes', 'new shoes', 'shoes'];
  const purposes = ['12 hour shifts on my feet', 'i stand all day at work', 'long shifts at the hospital'];
  for (let n = 0; n < 9; n++) {
    const message = `need ${pick(rand, wants)}, ${pick(rand, purposes)}. what should i buy`;
    it(message, () => {
      const text = answer(message, base())?.text ?? '';
      expect(text).toMatch(/slip-resistant/);
    });
  }
});
