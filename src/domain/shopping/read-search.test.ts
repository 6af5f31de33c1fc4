import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import {
  categoriesNamed,
  isCorrectable,
  isGarmentWord,
  preferenceTexts,
  readSearch,
  searchTokens,
  surfaceChecks,
  synonymsOf,
  tsqueryText,
} from './read-search';
import { COLOUR_WORDS, FILLER_WORDS, NOT_GARMENT_PHRASES, STEM_CLASHES, SYNONYM_GROUPS } from './search-words';
import { categoryFromText } from '../../shared/catalog-categories';
import { GARMENT_WORDS, OCCASIONS } from '../stylist/reading/vocabulary';
import { expandPhrase } from '../stylist/reading/phrases';
import { dressCodeFromTitle, dressCodeRank } from '../stylist/dress-code';

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
    // 'wedding' is an occasion (the stylist's table): it asks for a dress level, it is not a word every product must hold.
    expect(r.alternatives[0]!.words.map((w) => w[0])).toEqual(['cocktail']);
    expect(r.alternatives[0]!.occasion?.words).toEqual(['wedding']);
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

  // The held-out set's classes of miss (ADR 0110), each checked over its whole table.
  it('glues a lone letter to its word (t shirt, v neck), but not the words a and i unless the compound is a garment word', () => {
    for (const letter of 'bcdefghjklmnopqrstuvwxyz')
      for (const word of ['shirt', 'neck', 'back']) expect(searchTokens(`white ${letter} ${word}`)).toEqual(['white', `${letter}-${word}`]);
    expect(searchTokens('t shirt')).toEqual(['t-shirt']);
    expect(searchTokens('a line skirt')).toEqual(['a-line', 'skirt']);
    expect(searchTokens('a dress for a party')).toEqual(['a', 'dress', 'for', 'a', 'party']);
    for (const q of ['t shirt', 'tee shirt', 'T-Shirt', 'tshirt', 'tee']) expect(categoriesNamed(readSearch(q)), q).toEqual(['shirts']);
  });

  it('reads every word of a garment synonym group as that garment, in the group’s category', () => {
    for (const group of SYNONYM_GROUPS.filter((g) => g.some(isGarmentWord) && !g.some((w) => NOT_GARMENT_PHRASES.has(w)))) {
      const category = group.map((w) => categoryFromText(w)).find((c) => c !== null) ?? null;
      for (const word of group) {
        const a = readSearch(word).alternatives[0]!;
        expect(a.garments, word).toHaveLength(1);
        expect(a.garments[0], word).toEqual(expect.arrayContaining([...group]));
        if (category && categoryFromText(word) !== null) expect(a.category, word).toBe(category);
        if (category && word.includes(' ')) expect(a.category, word).toBe(category);
      }
    }
  });

  it('checks the surface form of every garment word the stemmer folds into another word', () => {
    for (const word of STEM_CLASHES.keys()) {
      const checks = surfaceChecks(readSearch(word), 'all')[0]!;
      expect(checks, word).toHaveLength(1);
      expect(new RegExp(checks[0]!.replace(/\\m|\\M/g, '\\b'), 'i').test(`black ${word}`), word).toBe(true);
    }
    expect(surfaceChecks(readSearch('wide-leg trousers'), 'all')).toEqual([[]]);
  });

  it('never corrects a garment or colour word the vocabulary knows; does correct one it does not', () => {
    for (const word of GARMENT_WORDS.filter((w) => !['outfit', 'outfits', 'clothes', 'clothing', 'wardrobe', 'closet', 'layer', 'layers'].includes(w)))
      expect(isCorrectable(word), word).toBe(false);
    for (const word of COLOUR_WORDS.keys()) expect(isCorrectable(word), word).toBe(false);
    expect(isCorrectable('sneekers')).toBe(true);
    expect(isCorrectable('sequinned')).toBe(true);
  });

  it('reads each occasion of the stylist’s table that sets a dress level as one, and leaves the others as words', () => {
    for (const row of OCCASIONS) {
      const code = dressCodeFromTitle(row.title);
      const dressy = code !== null && dressCodeRank(code) >= dressCodeRank('smart casual');
      // Phrases holding a filler word ('first day of work') are read without it: only the table's own words are checked.
      for (const phrase of row.phrases
        .flatMap(expandPhrase)
        .filter((ws) => !ws.some((w) => FILLER_WORDS.has(w)))
        .map((ws) => ws.join(' '))) {
        const a = readSearch(`${phrase} trousers`).alternatives[0];
        if (!a || a.garments.length !== 1 || readSearch(phrase).alternatives.length === 0) continue;
        if (dressy && a.occasion) {
          expect(a.words, phrase).toEqual([]);
          expect(a.occasion.accepted.length, phrase).toBeGreaterThan(a.occasion.words.length);
        }
        if (!dressy) expect(a.occasion, phrase).toBeNull();
      }
    }
    const wedding = readSearch('wedding guest dress');
    expect(wedding.alternatives[0]!.occasion!.preferred).toContain('formal');
    expect(wedding.alternatives[0]!.occasion!.accepted).not.toContain('casual');
    expect(preferenceTexts(wedding)!.named).toBe('(wedding | guest)');
    expect(readSearch('office trousers').alternatives[0]!.occasion!.accepted).toEqual(expect.arrayContaining(['office', 'smart', 'tailored']));
    expect(readSearch('running shoes').alternatives[0]!.occasion).toBeNull();
    expect(readSearch('dinner jacket').alternatives[0]!.occasion).toBeNull();
    expect(categoriesNamed(readSearch('dinner jacket'))).toEqual(['suits']);
    expect(categoriesNamed(readSearch('bathing suit'))).toEqual(['dresses']);
  });

  it('reads a compound garment noun as one garment: board shorts are swim shorts', () => {
    const a = readSearch('board shorts').alternatives[0]!;
    expect(a.words).toEqual([]);
    expect(a.garments[0]).toEqual(expect.arrayContaining(['swim shorts', 'trunks']));
    expect(a.garments[0]).not.toContain('shorts');
  });
});
