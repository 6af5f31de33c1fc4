import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { categoriesNamed, readSearch, searchTokens, synonymsOf, tsqueryText } from './read-search';
import { COLOUR_WORDS } from './search-words';

describe('readSearch (issue 41)', () => {
  it('lets the head noun decide the category: a dress is a dress, a dress shirt a shirt', () => {
    expect(categoriesNamed(readSearch('dress'))).toEqual(['dresses']);
    expect(categoriesNamed(readSearch('cocktail dresses'))).toEqual(['dresses']);
    expect(categoriesNamed(readSearch('dress shirt'))).toEqual(['shirts']);
    expect(categoriesNamed(readSearch('dress socks'))).toEqual(['accessories']);
    expect(categoriesNamed(readSearch('dress shoes'))).toEqual(['shoes']);
    expect(categoriesNamed(readSearch('pumps'))).toEqual(['shoes']);
    expect(categoriesNamed(readSearch('linen'))).toEqual([]);
  });

  it('reads colours as a filter, departments as a choice, and drops filler words', () => {
    const r = readSearch("Women's navy blue Cocktail Dress for a wedding");
    expect(r.department).toBe('women');
    expect(r.alternatives).toHaveLength(1);
    expect(r.alternatives[0]!.colours).toEqual(['navy', 'blue']);
    expect(r.alternatives[0]!.words.map((w) => w[0])).toEqual(['cocktail', 'wedding']);
    expect(readSearch('grey mens joggers').alternatives[0]!.colours).toEqual(['gray']);
    expect(readSearch('grey mens joggers').department).toBe('men');
  });

  it('reads alternatives joined by or, as the gap rows ask', () => {
    const r = readSearch('loafers or oxfords or pumps');
    expect(r.alternatives).toHaveLength(3);
    expect(categoriesNamed(r)).toEqual(['shoes']);
    // One alternative without a garment: the words may be in any category.
    expect(categoriesNamed(readSearch('blazer or linen'))).toEqual([]);
  });

  it('expands a word to its synonyms in either number', () => {
    expect(synonymsOf('heels')).toEqual(expect.arrayContaining(['pumps', 'stilettos']));
    expect(synonymsOf('pump')).toEqual(expect.arrayContaining(['heels']));
    expect(synonymsOf('cocktail')).toEqual(['cocktail']);
    // A broad word finds its kinds; a kind does not find its siblings.
    expect(synonymsOf('jewellery')).toEqual(expect.arrayContaining(['earrings', 'necklace']));
    expect(synonymsOf('earrings')).not.toContain('necklace');
    expect(synonymsOf('slingbacks')).toEqual(['slingbacks']);
    // Relaxed, a kind widens to the broader garment: no stilettos, then heels.
    const stilettos = readSearch('stilettos');
    expect(tsqueryText(stilettos, 'all')).toBe('((stilettos))');
    expect(tsqueryText(stilettos, 'garments')).toContain('pumps');
  });

  it('reads black tie as a dress code, not a colour and a tie', () => {
    const r = readSearch('gown for a black tie wedding');
    expect(categoriesNamed(r)).toEqual(['dresses']);
    expect(r.alternatives[0]!.colours).toEqual([]);
  });

  it('builds a tsquery: garments and colours always, other words only when strict', () => {
    const r = readSearch('navy cocktail dress');
    expect(tsqueryText(r, 'all')).toBe('((dress | frock | gown | sundress) & (navy:AB) & (cocktail))');
    expect(tsqueryText(r, 'garments')).toBe('((dress | frock | gown | sundress) & (navy:AB))');
    expect(tsqueryText(r, 'any')).toBe('((dress | frock | gown | sundress) | (navy:AB) | (cocktail))');
    expect(tsqueryText(readSearch('sport coat'), 'all')).toContain('(sport <-> coat)');
    expect(tsqueryText(readSearch('linen'), 'garments')).toBeNull();
    expect(tsqueryText(readSearch("women's"), 'all')).toBeNull();
  });

  it('never lets a typed character become a tsquery operator (seeded)', () => {
    const random = mulberry32(41);
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789 &|!<->():*\'"\\-éß,.;';
    for (let n = 0; n < 500; n++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 40) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      for (const token of searchTokens(text)) expect(token).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      const q = tsqueryText(readSearch(text), 'all');
      if (q !== null) expect(q.replace(/[a-z0-9-]+(:AB)?/g, '').replace(/[()&| <>]/g, '')).toBe('');
    }
  });

  it('knows every colour word in the catalog spelling', () => {
    for (const [word, colour] of COLOUR_WORDS) expect(readSearch(`${word} shirt`).alternatives[0]!.colours).toEqual([colour]);
  });
});
