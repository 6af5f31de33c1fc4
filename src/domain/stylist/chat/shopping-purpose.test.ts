import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { readMessage } from '../reading';
import { expandPhrase } from '../reading/phrases';
import { item } from '../test-fixtures';
import { SHOP_KINDS } from './shop-kinds';
import { buyOneAnswer } from './buy-one';

/**
 * Shoes bought for a purpose ('a nice dinner and walking around all day') are answered with the kinds that fit it, never
 * 'look for leather uppers' alone; kinds listed as owned ('right now I only have combat boots and loafers') are not the ones
 * to buy (seeded purposes, owned lists, budgets and asks).
 */
const PURPOSES = [
  'I can wear to a nice dinner and also walk around in all day',
  'for a nice restaurant that I can walk in all day',
  'that are comfortable for walking all day but work for a fancy dinner',
  'I can walk around in all day and still look smart',
];
const SHOES = ['one pair of shoes', 'a pair of shoes', 'new shoes', 'some shoes'];
const OWNED = ['deck boots, combat boots and platform loafers', 'high-tops and doc martens', 'running shoes and flip flops', 'sandals and rain boots'];
const BUDGETS = ['Under $150', 'about $120 to spend', 'budget is $200', ''];
const ASKS = ['what should I look for?', 'what kind should I get?', 'any ideas?'];
const SHOE_KINDS = SHOP_KINDS.filter((k) => k.family === 'shoes');

describe('shoes for a purpose', () => {
  const rand = mulberry32(3412);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  it.each(Array.from({ length: 16 }, () => [pick(SHOES), pick(PURPOSES), pick(OWNED), pick(BUDGETS), pick(ASKS)] as const))(
    'I want %s %s. Right now I only have %s. %s %s',
    (shoes, purpose, owned, budget, ask) => {
      const message = readMessage(`I want ${shoes} ${purpose}. Right now I only have ${owned}. ${budget ? `${budget} — ` : ''}${ask}`).text;
      const question = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
      const closet = [
        item({ id: 1, name: 'Grey wool trousers', category: 'Bottoms', color: 'grey' }),
        item({ id: 2, name: 'White oxford shirt', category: 'Tops', color: 'white' }),
      ];
      const a = buyOneAnswer({ question, message, closet, wardrobe: 'mixed' });
      expect(a).not.toBeNull();
      const suggested = SHOE_KINDS.filter((k) => a!.text.toLowerCase().includes(k.id.toLowerCase()));
      expect(suggested.length).toBeGreaterThan(0);
      // Every kind suggested is one to walk in all day and dressy enough for a dinner; no heels.
      for (const k of suggested) {
        expect(k.walk ?? 0).toBeGreaterThanOrEqual(1);
        expect(k.formality[1]).toBeGreaterThanOrEqual(3);
        expect(k.heel).toBe(false);
      }
      // What they own is not what they are told to buy.
      const ownedKinds = SHOE_KINDS.filter((k) => k.phrases.flatMap(expandPhrase).some((ws) => ` ${owned} `.includes(` ${ws.join(' ')} `)));
      const lead = a!.text.split('.')[0]!;
      for (const k of ownedKinds) expect(lead.toLowerCase()).not.toContain(k.id.toLowerCase());
    },
  );
});
