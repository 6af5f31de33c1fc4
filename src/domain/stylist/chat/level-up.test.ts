import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { SHOP_KINDS } from './shop-kinds';
import { buyOneAnswer } from './buy-one';
import { shoppingAnswer } from './shopping';
import { oneItemAnswer } from './buy-one';

/**
 * 'One thing to make my wardrobe more work appropriate, under $100': the answer names one kind at the level asked, within
 * the budget, from the slot the closet is thinnest in at that level, and says it is worth adding (seeded wordings, budgets
 * and closets).
 */
const ASKS = [
  'want to buy ONE thing to make my wardrobe more work appropriate',
  'what one piece would make my closet more professional',
  'i need one thing to make my wardrobe more office ready',
  'one purchase to smarten up my wardrobe for work',
];
const BUDGETS = [' under 100 bucks', ', budget $150', ' for about $80', ''];
const CASUAL: Parameters<typeof item>[0][] = [
  { name: 'Grey hoodie', category: 'Tops', color: 'grey', formality: 'casual' },
  { name: 'Black tee', category: 'Tops', color: 'black', formality: 'casual' },
  { name: 'Blue jeans', category: 'Bottoms', color: 'blue', formality: 'casual' },
  { name: 'White sneakers', category: 'Shoes', color: 'white', formality: 'casual' },
  { name: 'Navy tailored trousers', category: 'Bottoms', color: 'navy', formality: 'business' },
  { name: 'White oxford shirt', category: 'Tops', color: 'white', formality: 'business' },
  { name: 'Brown leather loafers', category: 'Shoes', color: 'brown', formality: 'business' },
];

describe('one piece toward a level', () => {
  const rand = mulberry32(9696);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  it.each(Array.from({ length: 12 }, () => [pick(ASKS), pick(BUDGETS), Math.floor(rand() * 4)] as const))('%s%s (closet %i)', (ask, budget, n) => {
    const message = `${ask}${budget}`;
    const closet: ClosetItem[] = CASUAL.slice(0, 4 + n).map((o, id) => item({ id: id + 1, ...o }));
    const question = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
    const a = shoppingAnswer({ question, message, closet }, oneItemAnswer) ?? buyOneAnswer({ question, message, closet });
    expect(a).not.toBeNull();
    const bought = /^Buy (?:an? )?([^:]+):/.exec(a!.text)?.[1]?.toLowerCase();
    const kind = SHOP_KINDS.find((k) => k.id.toLowerCase() === bought);
    expect(kind).toBeDefined();
    if (!kind) return;
    expect(kind.formality[1]).toBeGreaterThanOrEqual(3);
    if (question.budget) expect(kind.price[0]).toBeLessThanOrEqual(question.budget.amount);
    expect(a!.text).toMatch(/worth adding/);
  });
});
