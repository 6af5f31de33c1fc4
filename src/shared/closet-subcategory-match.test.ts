import { describe, expect, it } from 'vitest';
import { CATEGORIES, SUBCATEGORIES } from './closet-constants';
import { editDistance, fileSubcategory, likelierCategories, normalizeSubcategory } from './closet-subcategory-match';
import { SUBCATEGORY_SYNONYMS } from './closet-subcategory-synonyms';

/** Deterministic one-edit misspellings of a word: a letter dropped, two swapped, one doubled, one replaced. */
function misspellings(value: string): string[] {
  const out = new Set<string>();
  for (let i = 1; i < value.length - 1; i++) {
    if (value[i] === ' ' || value[i] === '-') continue;
    out.add(value.slice(0, i) + value.slice(i + 1));
    if (value[i + 1] !== ' ' && value[i + 1] !== '-') out.add(value.slice(0, i) + value[i + 1] + value[i] + value.slice(i + 2));
    out.add(value.slice(0, i) + value[i] + value.slice(i));
    out.add(value.slice(0, i) + (value[i] === 'q' ? 'z' : 'q') + value.slice(i + 1));
  }
  out.delete(value);
  return [...out];
}

describe('fileSubcategory', () => {
  it('keeps a picker value in any case or spacing, without keeping the words', () => {
    expect(fileSubcategory('Shoes', '  chelsea   BOOTS ')).toEqual({ subcategory: 'Chelsea boots', asWritten: null });
    expect(fileSubcategory('Tops', 'T-shirt')).toEqual({ subcategory: 'T-shirt', asWritten: null });
    expect(fileSubcategory('Tops', '')).toBeNull();
    expect(fileSubcategory('Tops', null)).toBeNull();
  });

  it.each([
    ['Shoes', 'Oxford shoes', 'Oxfords'],
    ['Shoes', 'Running shoes', 'Sneakers'],
    ['Bottoms', 'Athletic shorts', 'Shorts'],
    ['Activewear', 'Athletic shorts', 'Running shorts'],
    ['Shoes', 'Ankle boots', 'Boots'],
    ['Shoes', 'Block heels', 'Heels'],
    ['Bottoms', 'Pencil skirt', 'Skirt'],
    ['Shoes', 'oxford', 'Oxfords'],
    ['Shoes', 'Sneaker', 'Sneakers'],
    ['Tops', 'tee', 'T-shirt'],
    ['Tops', 'Polo shirt', 'Polo'],
    ['Outerwear', 'Rain jacket', 'Raincoat'],
    ['Dresses & jumpsuits', 'T-shirt dress', 'Shirt dress'],
  ] as const)('%s "%s" is %s, with the words kept', (category, written, expected) => {
    expect(fileSubcategory(category, written)).toEqual({ subcategory: expected, asWritten: written });
  });

  it.each([
    ['Dresses & jumpsuits', 'Sundress'],
    ['Dresses & jumpsuits', 'Wrap dress'],
    ['Dresses & jumpsuits', 'Cocktail dress'],
    ['Tops', 'Long-sleeve top'],
    ['Accessories', 'Zap'],
    ['Bags', 'Quuxbag 3000'],
  ] as const)('%s "%s" is Other, with the words kept', (category, written) => {
    expect(fileSubcategory(category, written)).toEqual({ subcategory: 'Other', asWritten: written });
  });

  it('maps one-edit misspellings of every picker value of four letters or more back to it', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const category of CATEGORIES) {
      for (const value of SUBCATEGORIES[category]) {
        if (value === 'Other' || value.length < 4) continue;
        const others = [
          ...SUBCATEGORIES[category],
          ...Object.entries(SUBCATEGORY_SYNONYMS[category] ?? {})
            .filter(([, v]) => v !== value)
            .map(([k]) => k),
        ]
          .filter((other) => other !== value && other !== 'Other')
          .map(normalizeSubcategory);
        for (const typo of misspellings(value)) {
          // 'Mii dress' is as near Midi as Mini: a typo as near another word means nothing for sure.
          const distance = editDistance(normalizeSubcategory(typo), normalizeSubcategory(value));
          if (others.some((other) => editDistance(normalizeSubcategory(typo), other) <= distance)) continue;
          checked++;
          const filed = fileSubcategory(category, typo);
          if (filed?.subcategory !== value) wrong.push(`${category}: "${typo}" → ${filed?.subcategory} (meant ${value})`);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(wrong).toEqual([]);
  });

  it('maps near spellings of synonyms and short values spelled exactly or in the plural', () => {
    expect(fileSubcategory('Shoes', 'Oxford shoess')?.subcategory).toBe('Oxfords');
    expect(fileSubcategory('Shoes', 'Runing shoes')?.subcategory).toBe('Sneakers');
    expect(fileSubcategory('Accessories', 'Hats')?.subcategory).toBe('Hat');
    expect(fileSubcategory('Accessories', 'cap')?.subcategory).toBe('Cap');
    // Three letters are too few to guess: 'Hap' could be a Hat or a Cap.
    expect(fileSubcategory('Accessories', 'Hap')?.subcategory).toBe('Other');
  });

  it('files words another shelf knows under Other, and names the likelier shelf', () => {
    expect(fileSubcategory('Tops', 'Ankle boots')).toEqual({ subcategory: 'Other', asWritten: 'Ankle boots' });
    expect(likelierCategories('Tops', 'Ankle boots')).toEqual(['Shoes']);
    expect(likelierCategories('Shoes', 'Ankle boots')).toEqual([]);
  });
});

describe('the synonym table', () => {
  it('points every synonym at a picker value of its own category, never at Other or at itself', () => {
    for (const category of CATEGORIES) {
      for (const [word, value] of Object.entries((SUBCATEGORY_SYNONYMS[category] ?? {}) as Record<string, string>)) {
        expect(SUBCATEGORIES[category] as readonly string[]).toContain(value);
        expect(value).not.toBe('Other');
        expect(normalizeSubcategory(word)).toBe(word);
        expect(fileSubcategory(category, word)?.subcategory).toBe(value);
      }
    }
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('boots', 'boots')).toBe(0);
    expect(editDistance('boots', 'bots')).toBe(1);
    expect(editDistance('boots', 'bootss')).toBe(1);
    expect(editDistance('boots', 'boats')).toBe(1);
    expect(editDistance('boots', 'obots')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });
});
