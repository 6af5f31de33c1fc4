import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { careAnswer } from './care';
import { mulberry32 } from '../prng';

/**
 * Generated: a storage question that names a season's clothes and no piece ('putting my winter stuff away', 'what I won't
 * need till winter') names the closet's own pieces of that season; a season said as the time things are stored through
 * ('over the summer') names the other season's pieces.
 */

const today = '2026-11-29';
const rand = mulberry32(38_0707);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const WARM = [
  { name: 'Grey Wool Coat', category: 'Outerwear', material: 'wool' },
  { name: 'Navy Puffer Jacket', category: 'Outerwear', material: 'synthetic' },
  { name: 'Cream Cable Knit Sweater', category: 'Tops', material: 'wool' },
  { name: 'Black Turtleneck', category: 'Tops', material: 'wool', season: 'Winter' },
  { name: 'Charcoal Cashmere Cardigan', category: 'Tops', material: 'wool' },
] as const;
const LIGHT = [
  { name: 'White Linen Shirt', category: 'Tops', material: 'linen' },
  { name: 'Floral Sundress', category: 'Dresses & jumpsuits', material: 'cotton', season: 'Summer' },
  { name: 'Khaki Linen Shorts', category: 'Bottoms', material: 'linen' },
  { name: 'Tan Leather Sandals', category: 'Shoes', material: 'leather', season: 'Summer' },
] as const;

function closetOf(n: number) {
  const chosen = [...WARM].sort(() => rand() - 0.5).slice(0, 2 + (n % 2));
  const light = [...LIGHT].sort(() => rand() - 0.5).slice(0, 2);
  return [...chosen, ...light].map((p, i) =>
    item({ id: i + 1, name: p.name, category: p.category, color: p.name.split(' ')[0]!, material: p.material, ...('season' in p ? { season: p.season } : {}) }),
  );
}

const WINTER_ASKS = [
  'putting my winter stuff away for the season, any tips before i pack it up',
  'how do i store the stuff i wont need till winter',
  'time to put my winter clothes away, how should i store them',
  'best way to store my summer stuff over the winter',
];
const SUMMER_ASKS = [
  'putting my summer clothes away for the year, tips?',
  'how should i store my things over the winter',
  'packing away my summer stuff, any tips',
];

describe('a season put away names the closet pieces of that season', () => {
  const cases = Array.from({ length: 24 }, (_, n) => ({ n, winter: n % 2 === 0 }));
  it.each(cases)('closet %#', ({ n, winter }) => {
    const closet = closetOf(n);
    const asks = winter ? WINTER_ASKS.slice(0, 3) : [...SUMMER_ASKS, WINTER_ASKS[3]!];
    const message = pick(asks);
    const a = careAnswer({ question: parseQuestion(message, { today }), closet, message });
    const names = (winter ? WARM : LIGHT).map((p) => p.name).filter((name) => closet.some((c) => c.name === name));
    const other = (winter ? LIGHT : WARM).map((p) => p.name);
    expect(
      names.some((name) => a.text.includes(name)),
      `${message} → ${a.text}`,
    ).toBe(true);
    expect(
      other.some((name) => a.text.includes(name)),
      `${message} → ${a.text}`,
    ).toBe(false);
    expect(a.text).toMatch(/clean/i);
  });
});
