import { describe, expect, it } from 'vitest';
import { categoryText, likelierShelfText } from './subcategory-text';

describe('the item page shelf line', () => {
  it('shows the words a client wrote beside the picker value they were filed as', () => {
    expect(categoryText({ category: 'Dresses & jumpsuits', subcategory: 'Other', subcategoryAsWritten: 'Sundress' })).toBe(
      'Dresses & jumpsuits · Other · “Sundress”',
    );
    expect(categoryText({ category: 'Shoes', subcategory: 'Boots', subcategoryAsWritten: null })).toBe('Shoes · Boots');
    expect(categoryText({ category: 'Shoes', subcategory: null, subcategoryAsWritten: null })).toBe('Shoes');
  });

  it('suggests the shelf whose words they are, only when the piece sits under Other elsewhere', () => {
    expect(likelierShelfText({ category: 'Tops', subcategoryAsWritten: 'Ankle boots' })).toBe('Perhaps Shoes: edit to move it');
    expect(likelierShelfText({ category: 'Shoes', subcategoryAsWritten: 'Ankle boots' })).toBeNull();
    expect(likelierShelfText({ category: 'Tops', subcategoryAsWritten: null })).toBeNull();
  });
});
