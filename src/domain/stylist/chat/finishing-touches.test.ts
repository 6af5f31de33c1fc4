import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { askOutfit } from './test-ask-outfit';

/**
 * A look is finished with what the person owns to carry and wear with it: at most one bag and one piece of jewellery, at
 * the look's level, never the weather's or a sport's or a job's kit. Closets and occasions are drawn by a seed.
 */
const rand = mulberry32(5518);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const JEWELS = ['Gold hoop earrings', 'Silver pendant necklace', 'Pearl stud earrings', 'Brown leather watch'];
const BAGS = ['Tan leather tote', 'Black leather crossbody bag', 'Navy canvas backpack'];
const NEVER = ['Black beanie', 'Grey wool gloves', 'Navy umbrella', 'Blue chalk bag', 'Black gym bag', 'Hi-vis safety lanyard', 'Black sunglasses'];
const OCCASIONS = ['a dinner with friends on friday', 'the office party on thursday', 'brunch on sunday', 'a museum date on saturday'];

function closet(): ClosetItem[] {
  let id = 1;
  const piece = (o: Parameters<typeof item>[0]) => item({ id: id++, ...o });
  return [
    piece({ name: 'White cotton shirt', category: 'Tops', color: 'white', formality: 'smart casual' }),
    piece({ name: 'Navy chinos', category: 'Bottoms', color: 'navy', formality: 'smart casual' }),
    piece({ name: 'Brown leather loafers', category: 'Shoes', color: 'brown', formality: 'smart casual' }),
    piece({ name: pick(JEWELS), category: 'Accessories', color: 'gold', formality: 'smart casual' }),
    piece({ name: pick(BAGS), category: 'Accessories', color: 'tan', formality: 'smart casual' }),
    ...NEVER.map((name) => piece({ name, category: 'Accessories', color: 'black', formality: 'casual' })),
  ];
}

describe('finishing touches', () => {
  it.each(Array.from({ length: 16 }, (_, i) => i))('variant %i', () => {
    const c = closet();
    const message = `what should I wear to ${pick(OCCASIONS)}?`;
    const a = askOutfit(message, c);
    const finish = /Finish it with your ([^.]*)\./.exec(a.text)?.[1] ?? '';
    for (const n of NEVER) expect(a.text, message).not.toContain(n);
    const bags = BAGS.filter((b) => finish.includes(b));
    const jewels = JEWELS.filter((j) => finish.includes(j));
    expect(bags.length, finish).toBeLessThanOrEqual(1);
    expect(jewels.length, finish).toBeLessThanOrEqual(1);
    expect(bags.length + jewels.length, `${message}: ${a.text}`).toBeGreaterThan(0);
  });

  it('the gym gets no finishing touches', () => {
    const a = askOutfit('what should I wear to the gym tonight?', closet());
    expect(a.text).not.toMatch(/Finish it with/);
  });
});
