import { describe, expect, it } from 'vitest';
import { gapGoesWith, gapNames, gapsAnswer } from './gap-text';

const blazer = { label: 'A tailored blazer', reason: 'Your calendar has 3 business events, and you own no blazer.', budget: { min: 100, max: 200 } };
const loafers = { label: 'Leather loafers or derbies', reason: 'x', budget: { min: 90, max: 180 } };
const shirts = { label: 'Crisp button-down shirts', reason: 'x', budget: null };
const coat = { label: 'A warm winter coat', reason: 'It gets down to 18°F in Chicago in the coming months, and you own no warm coat.', budget: null };

describe('gapsAnswer', () => {
  it('leads with the first gap, its reason and price, then names the next two', () => {
    expect(gapsAnswer([blazer, loafers, shirts, coat])).toBe(
      'First buy a tailored blazer ($100-$200): your calendar has 3 business events, and you own no blazer. ' +
        'After that, leather loafers or derbies ($90-$180) and crisp button-down shirts.',
    );
  });
  it('keeps a text in GSM-7: no degree sign', () => {
    expect(gapsAnswer([coat])).toBe('First buy a warm winter coat: it gets down to 18F in Chicago in the coming months, and you own no warm coat.');
  });
  it('says when nothing is missing', () => {
    expect(gapsAnswer([])).toMatch(/^Your closet already covers/);
  });
  it('names gaps for a summary text', () => {
    expect(gapNames([blazer, loafers, shirts, coat])).toBe('a tailored blazer, leather loafers or derbies and crisp button-down shirts');
  });
});

describe('gapGoesWith', () => {
  const owned = (id: number, name: string, category: 'Tops' | 'Bottoms' | 'Shoes', timesWorn: number) =>
    ({ id, name, category, subcategory: null, status: 'active', timesWorn }) as const;
  const closet = [
    owned(1, 'Grey Crew Tee', 'Tops', 9),
    owned(2, 'White Oxford Shirt', 'Tops', 2),
    owned(3, 'Dark Jeans', 'Bottoms', 12),
    owned(4, 'Grey Wool Trousers', 'Bottoms', 1),
    owned(5, 'White Sneakers', 'Shoes', 20),
  ];
  it('names the owned pieces the first buy completes, nearest its level first, then the most worn', () => {
    // A blazer is worn with the shirt and the trousers, not the tee and the jeans worn most.
    expect(gapGoesWith({ category: 'Outerwear', label: 'A tailored blazer' }, closet)).toBe(
      ' It goes with your White Oxford Shirt and Grey Wool Trousers, so it earns its place.',
    );
    // Casual boots: the everyday jeans and tee, the most worn of their level.
    expect(gapGoesWith({ category: 'Shoes', label: 'Rubber rain boots' }, closet)).toMatch(
      /^ They go with your Dark Jeans and Grey Crew Tee, so they earn their place\.$/,
    );
  });
  it('says nothing when nothing owned completes it', () => {
    expect(gapGoesWith({ category: 'Tops', label: 'A white shirt' }, [])).toBe('');
  });
});
