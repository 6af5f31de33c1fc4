import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { answerAfter } from './test-ask-outfit';

/**
 * Issue 38.4: 'what about a bag?' after an outfit answers about a bag. Closets are generated (seeded): some own the piece
 * asked about, at the occasion's level or not, some do not. The answer never says 'you don't own' a piece the closet has,
 * never offers another kind of accessory in its place (a tie is not a bag), and spells its plurals.
 */
const ACCESSORIES = [
  { noun: 'bag', names: ['Black crossbody bag', 'Tan leather tote bag', 'Canvas backpack bag'] },
  { noun: 'watch', names: ['Silver watch', 'Black sports watch'] },
  { noun: 'belt', names: ['Brown leather belt', 'Black woven belt'] },
  { noun: 'scarf', names: ['Grey wool scarf', 'Silk print scarf'] },
  { noun: 'hat', names: ['Navy baseball hat', 'Straw sun hat'] },
] as const;
const OTHERS = ['Burgundy silk tie', 'Gold hoop earrings', 'Tortoiseshell sunglasses'];
const FIRSTS = ['What do I wear to a wedding on Saturday?', 'what should i wear to a gala', 'outfit for brunch sunday?', 'What do I wear to the gym tomorrow?'];
const ASKS = ['what about a {noun}', 'and a {noun}?', 'what {noun} should i bring', 'any {noun}?'];
const LEVELS = ['casual', 'smart casual', 'business', 'formal'] as const;

function closetOf(rand: () => number, asked: (typeof ACCESSORIES)[number] | null): ClosetItem[] {
  let id = 1;
  const level = () => LEVELS[Math.floor(rand() * LEVELS.length)]!;
  const pieces = [
    item({ id: id++, name: 'White dress shirt', category: 'Tops', formality: 'business' }),
    item({ id: id++, name: 'Grey tee', category: 'Tops', formality: 'casual' }),
    item({ id: id++, name: 'Navy suit trousers', category: 'Bottoms', formality: 'formal' }),
    item({ id: id++, name: 'Dark jeans', category: 'Bottoms', formality: 'casual' }),
    item({ id: id++, name: 'Black oxford shoes', category: 'Shoes', formality: 'formal' }),
    item({ id: id++, name: 'White sneakers', category: 'Shoes', formality: 'casual' }),
    item({ id: id++, name: 'Navy suit jacket', category: 'Outerwear', formality: 'formal' }),
    item({ id: id++, name: 'Black running shorts', category: 'Activewear', formality: 'athletic' }),
    item({ id: id++, name: 'Grey performance tee', category: 'Activewear', formality: 'athletic' }),
    item({ id: id++, name: 'Black training shoes', category: 'Shoes', formality: 'athletic' }),
    ...OTHERS.filter(() => rand() < 0.6).map((name) => item({ id: id++, name, category: 'Accessories', formality: level() })),
  ];
  if (asked && rand() < 0.7)
    pieces.push(item({ id: id++, name: asked.names[Math.floor(rand() * asked.names.length)]!, category: 'Accessories', formality: level() }));
  return pieces;
}

describe('a follow-up about one accessory answers about it (issue 38.4, generated)', () => {
  it.each(Array.from({ length: 60 }, (_, i) => 3800 + i))('seed %i', (seed) => {
    const rand = mulberry32(seed);
    const asked = ACCESSORIES[Math.floor(rand() * ACCESSORIES.length)]!;
    const closet = closetOf(rand, asked);
    const first = FIRSTS[Math.floor(rand() * FIRSTS.length)]!;
    const message = ASKS[Math.floor(rand() * ASKS.length)]!.replace('{noun}', asked.noun);
    const history = [
      { role: 'user' as const, content: first },
      { role: 'assistant' as const, content: 'Wear your White dress shirt, Navy suit trousers and Black oxford shoes.' },
    ];
    const { a } = answerAfter(message, closet, history, { message });
    const label = `${first} → ${message}: ${a.text}`;
    const owns = closet.some((i) => (asked.names as readonly string[]).includes(i.name));
    if (owns) expect(a.text, label).not.toMatch(/you don't own/i);
    expect(a.text, label).not.toMatch(/accessorys/);
    for (const other of OTHERS) expect(a.text, label).not.toContain(`${other} takes its place`);
  });
});
