import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item, MILD_DRY } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { capsuleAnswer, mostOutfitsAdded } from './capsule';
import { fitAnswer } from './fit';

const today = '2026-11-23';
const closet: ClosetItem[] = [
  item({ id: 1, name: 'White Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'White', material: 'cotton', formality: 'smart casual' }),
  item({ id: 2, name: 'Light Blue Shirt', category: 'Tops', subcategory: 'Button-down', color: 'Light Blue', material: 'cotton', formality: 'smart casual' }),
  item({ id: 3, name: 'Grey Crew Tee', category: 'Tops', subcategory: 'T-shirt', color: 'Grey', material: 'cotton', formality: 'casual' }),
  item({ id: 4, name: 'Navy Merino Sweater', category: 'Tops', subcategory: 'Sweater', color: 'Navy', material: 'wool', formality: 'smart casual' }),
  item({ id: 5, name: 'Khaki Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'Khaki', material: 'cotton', formality: 'smart casual' }),
  item({ id: 6, name: 'Dark Slim Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'Indigo', material: 'denim', formality: 'casual' }),
  item({ id: 7, name: 'Brown Loafers', category: 'Shoes', subcategory: 'Loafers', color: 'Brown', material: 'leather', formality: 'smart casual' }),
  item({ id: 8, name: 'White Leather Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'White', material: 'leather', formality: 'casual' }),
  item({
    id: 9,
    name: 'Navy Wool Coat',
    category: 'Outerwear',
    subcategory: 'Overcoat',
    color: 'Navy',
    material: 'wool',
    warmth: 'warm',
    formality: 'business',
  }),
  item({ id: 10, name: 'Navy Blazer', category: 'Outerwear', subcategory: 'Blazer', color: 'Navy', material: 'wool', formality: 'business' }),
];
const names = new Map(closet.map((i) => [i.id, i.name]));

/** Every 'your X' names an owned piece. */
function namesOnlyOwned(text: string, owned: readonly ClosetItem[]) {
  const mentioned = [...text.matchAll(/your ((?:[A-Z][\w-]* ?)+)/g)].flatMap((m) => m[1]!.split(/, | and /).map((x) => x.trim()));
  for (const name of mentioned) expect(owned.some((i) => name.includes(i.name) || i.name.includes(name))).toBe(true);
}

describe('fit answers speak to the garment and the part named', () => {
  const fit = (message: string) => fitAnswer({ question: parseQuestion(message, { today }), closet })!;
  it('shoulders cannot be fixed, and the owned piece is named', () => {
    const a = fit('my navy blazer is too big in the shoulders');
    expect(a.text).toMatch(/^For your Navy Blazer, too loose at the shoulders/);
    expect(a.text).toMatch(/hardly change/);
    expect(a.itemIds).toEqual([10]);
  });
  it('long sleeves can be shortened', () => {
    expect(fit('sleves on my jacket are too long').text).toMatch(/a tailor can help: shortening sleeves/);
  });
  it('a hem goes up easily; letting down needs allowance', () => {
    expect(fit('jeans too long what do i do').text).toMatch(/your Dark Slim Jeans, too long in length, a tailor can help: taking up a hem/);
    expect(fit('my chinos are too short').text).toMatch(/hem allowance/);
  });
  it('a loose waist is taken in; a tight one has little room', () => {
    expect(fit('waist on my trousers is too loose').text).toMatch(/taking in a waist/);
    expect(fit('the waistband of my chinos is too tight').text).toMatch(/letting out a waist/);
  });
  it('a pulling chest is a size too small', () => {
    expect(fit('shirt buttons pull across the chest').text).toMatch(/across the chest/);
  });
  it('a piece not owned is not called theirs', () => {
    const a = fit('my skirt is too long');
    expect(a.text).toMatch(/For a skirt/);
    expect(a.itemIds).toEqual([]);
  });
  it('different parts get different answers', () => {
    expect(fit('blazer too tight at the collar').text).not.toBe(fit('blazer too tight in the back').text);
  });
});

describe('capsule answers pick owned pieces and count the outfits', () => {
  const capsule = (message: string, owned = closet) =>
    capsuleAnswer({
      question: parseQuestion(message, { today }),
      closet: owned,
      weather: MILD_DRY,
      date: today,
      everyday: 'smart casual',
      wardrobe: 'menswear',
    });
  it('names a small set of owned pieces and how many outfits they make', () => {
    const a = capsule('help me build a capsule wardrobe from what i have');
    expect(a.itemIds.length).toBeGreaterThanOrEqual(5);
    expect(a.itemIds.length).toBeLessThanOrEqual(10);
    const count = Number(/makes (\d+) different outfits/.exec(a.text)?.[1]);
    expect(count).toBeGreaterThanOrEqual(4);
    for (const id of a.itemIds) expect(a.text).toContain(names.get(id));
    namesOnlyOwned(a.text, closet);
  });
  it('a capsule for work leaves the casual pieces out', () => {
    const a = capsule('capsule for work');
    expect(a.itemIds).not.toContain(3);
    expect(a.itemIds).not.toContain(8);
  });
  it('a closet with no bottoms says what to add', () => {
    const a = capsule(
      'capsule wardrobe please',
      closet.filter((i) => i.category !== 'Bottoms'),
    );
    expect(a.text).toMatch(/doesn't hold a capsule wardrobe .* it needs navy or grey trousers/);
  });
});

describe('a capsule question with an empty closet', () => {
  it('says what a capsule holds and asks for the closet, naming nothing as theirs', () => {
    const a = capsuleAnswer({
      question: parseQuestion('How to build a capsule wardrobe?', { today }),
      closet: [],
      weather: MILD_DRY,
      date: today,
      everyday: 'smart casual',
      wardrobe: 'mixed',
    });
    expect(a.text).toMatch(/^A capsule wardrobe is a small set of pieces/);
    expect(a.text).not.toMatch(/your [A-Z]/);
    expect(a.itemIds).toEqual([]);
  });
});

describe('the one piece that would add the most outfits', () => {
  it('names the slot that limits the capsule and what it would go with', () => {
    const closet = [
      item({ id: 1, name: 'White Oxford Shirt', category: 'Tops', color: 'White' }),
      item({ id: 2, name: 'Grey Hoodie', category: 'Tops', color: 'Grey', subcategory: 'Hoodie' }),
      item({ id: 3, name: 'Black Turtleneck', category: 'Tops', color: 'Black' }),
      item({ id: 4, name: 'Black Jeans', category: 'Bottoms', color: 'Black', subcategory: 'Jeans' }),
      item({ id: 5, name: 'Black Sneakers', category: 'Shoes', color: 'Black', subcategory: 'Sneakers' }),
      item({ id: 6, name: 'Brown Leather Boots', category: 'Shoes', color: 'Brown', subcategory: 'Boots' }),
    ];
    const question = parseQuestion('if i could buy one thing what should it be', { today: '2026-11-23' });
    const text = mostOutfitsAdded({ question, closet, weather: MILD_DRY, date: '2026-11-23', everyday: 'smart casual', wardrobe: 'mixed' });
    expect(text).toMatch(/^navy or grey trousers would add the most outfits, to wear with your /);
  });
});
