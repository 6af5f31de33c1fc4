import { describe, expect, it } from 'vitest';
import { closetDraftsFromAnswers } from './closet-drafts';

const TODAY = '2026-11-26';

describe('closetDraftsFromAnswers', () => {
  it('offers each piece the person wears with the colour said before it', () => {
    expect(closetDraftsFromAnswers(['I mostly wear dark jeans and white sneakers'], TODAY)).toEqual([
      { name: 'Jeans', category: 'Bottoms', color: '' },
      { name: 'White Sneakers', category: 'Shoes', color: 'White' },
    ]);
  });

  it('reads multi-word colours and garments the parser knows by other names', () => {
    const drafts = closetDraftsFromAnswers(['Usually a navy blue blazer over a grey tee, with brown chelsea boots'], TODAY);
    expect(drafts).toEqual([
      { name: 'Navy Blue Blazer', category: 'Outerwear', color: 'Navy Blue' },
      { name: 'Gray T-Shirt', category: 'Tops', color: 'Gray' },
      { name: 'Brown Boots', category: 'Shoes', color: 'Brown' },
    ]);
  });

  it('does not take a colour from far back in the sentence', () => {
    expect(closetDraftsFromAnswers(['I love red things, honestly I mostly live in jeans'], TODAY)).toEqual([{ name: 'Jeans', category: 'Bottoms', color: '' }]);
  });

  it('leaves out what the person avoids', () => {
    const names = closetDraftsFromAnswers(['Black trousers and loafers, never heels'], TODAY).map((d) => d.name);
    expect(names).toContain('Black Trousers');
    expect(names).not.toContain('Heels');
  });

  it('never reads the answers that name what the person wants', () => {
    expect(closetDraftsFromAnswers(['Mostly casual', 'Work', 'Blue', 'I need a good blazer', 'About $200 for a jacket'], TODAY)).toEqual([]);
    expect(closetDraftsFromAnswers([], TODAY)).toEqual([]);
  });
});
