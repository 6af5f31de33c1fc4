import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { NAME_ALIASES } from '../reading/vocabulary';
import { item } from '../test-fixtures';
import { parseQuestion } from '../question/parse';
import { itemsReferredTo } from './item-references';
import { bestOwned } from './owned-match';
import { weatherWeighed } from './piece-check';

/**
 * A piece called by a name its own name does not hold ('my Docs' for 'Black Dr. Martens 1460 boots') is that piece, whatever
 * other pieces of its kind are owned (issue 38.2: a new word for a piece is a table row). Closets are drawn by a seed.
 */
const rand = mulberry32(7_707);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

describe('a piece called by another of its names', () => {
  const OWNED: [alias: string, name: string][] = [
    ['docs', 'Black Dr. Martens 1460 boots'],
    ['timbs', 'Wheat Timberland boots'],
    ['blunnies', 'Brown Blundstone boots'],
  ];
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i', () => {
    const [alias, name] = pick(OWNED);
    const closet = [
      item({ id: 1, name: `${pick(['Brown', 'Black', 'Grey'])} lined leather winter boots`, category: 'Shoes' }),
      item({ id: 2, name, category: 'Shoes' }),
      item({ id: 3, name: `${pick(['Tan', 'Navy'])} suede chelsea boots`, category: 'Shoes' }),
    ];
    expect(bestOwned(closet, 'boots', [], alias)?.id, `${alias} → ${name}`).toBe(2);
  });

  it('a kind said with no name that tells which is asked, not guessed', () => {
    const closet = [item({ id: 1, name: 'Brown winter boots', category: 'Shoes' }), item({ id: 2, name: 'Black chelsea boots', category: 'Shoes' })];
    expect(bestOwned(closet, 'boots', [], 'boots')).toBeNull();
  });

  it('every alias row names one thing by several names', () => {
    for (const row of NAME_ALIASES) expect(row.length).toBeGreaterThan(1);
  });
});

describe('the weather a piece is weighed against', () => {
  it('is said as the hardest of the day', () => {
    expect(weatherWeighed(['cold', 'ice'])).toBe('icy ground');
    expect(weatherWeighed(['rain', 'wind'])).toBe('the rain');
    expect(weatherWeighed([])).toBe('');
  });
});

describe('a piece called by a word of its name no dictionary holds', () => {
  const NAMES: [word: string, name: string][] = [
    ['lusekofte', 'Cream Norwegian lusekofte sweater'],
    ['puletaha', 'Black puletaha with lace trim'],
    ['kiekie', 'Woven kiekie waist piece'],
    ['Friesennerz', 'Yellow rubberised Friesennerz rain jacket with hood'],
  ];
  it.each(Array.from({ length: 12 }, (_, i) => i))('is that piece (variant %i)', () => {
    const [word, name] = pick(NAMES);
    const closet = [
      item({ id: 1, name: 'Navy fleece quarter-zip', category: 'Tops' }),
      item({ id: 2, name, category: 'Tops' }),
      item({ id: 3, name: 'Charcoal wool trousers', category: 'Bottoms' }),
    ];
    const owner = pick(["my grandma's", 'my', 'the', "mum's"]);
    const message = `Is ${owner} ${word} too ${pick(['casual', 'sombre', 'much'])} for the dinner on Sunday?`;
    expect(
      itemsReferredTo(message, closet).map((r) => r.item.id),
      message,
    ).toEqual([2]);
  });

  it('an English word of one name alone is no reference to it', () => {
    const closet = [item({ id: 1, name: 'Knee-length grey skirt', category: 'Bottoms' })];
    expect(itemsReferredTo('my knee hurts on the stairs', closet)).toEqual([]);
  });
});

describe('dress said of the people who dress', () => {
  it.each(Array.from({ length: 8 }, (_, i) => i))('names no dress (variant %i)', () => {
    const who = pick(['people', 'everyone will', 'the ladies', 'they', 'guests']);
    const message = `It's a Christmas dinner at the lodge and ${who} dress ${pick(['up a bit', 'up', 'down', 'for dinner'])}. What do I wear?`;
    expect(parseQuestion(message, { today: '2026-11-30', unit: 'C' }).pieces, message).not.toContain('dress');
  });
});

describe('a piece described by how it looks', () => {
  const DESCRIBED: [said: string, name: string][] = [
    ['the long puffy one', 'Black ankle-length down coat'],
    ['the sparkly one', 'Silver sequinned midi skirt'],
    ['my fluffy one', 'Cream sherpa fleece jacket'],
    ['the stripy one', 'Navy striped Breton top'],
  ];
  it.each(Array.from({ length: 12 }, (_, i) => i))('is that piece when only one fits (variant %i)', () => {
    const [said, name] = pick(DESCRIBED);
    const closet = [
      item({ id: 1, name: 'Charcoal wool trousers', category: 'Bottoms' }),
      item({ id: 2, name, category: 'Tops' }),
      item({ id: 3, name: 'Black leather loafers', category: 'Shoes' }),
    ];
    const message = `Can I wear ${said} to the ${pick(['closing ceremony', 'party', 'dinner'])}?`;
    expect(
      itemsReferredTo(message, closet).map((r) => r.item.id),
      message,
    ).toEqual([2]);
  });

  it('two pieces that fit the description are asked about, not guessed', () => {
    const closet = [item({ id: 1, name: 'Black down coat', category: 'Outerwear' }), item({ id: 2, name: 'Grey quilted jacket', category: 'Outerwear' })];
    expect(itemsReferredTo('Can I wear the puffy one?', closet)).toEqual([]);
  });
});
