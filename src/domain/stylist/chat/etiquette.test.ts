import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { etiquetteAnswer } from './etiquette';

const today = '2026-11-23';
const closet = [
  item({ id: 1, name: 'Navy Sheath Dress', category: 'Tops', color: 'Navy', formality: 'business' }),
  item({ id: 2, name: 'Grey Tee', category: 'Tops', color: 'Grey' }),
];
const answer = (message: string) => {
  const question = parseQuestion(message, { today });
  expect(question.kind).toBe('etiquette');
  return etiquetteAnswer({ question, message, closet, wardrobe: 'womenswear' }).text;
};

describe('etiquette is answered, not refused', () => {
  it.each([
    ['are we still not allowed to wear white after labour day', /retired/],
    ['can a guest wear ivory to a wedding', /couple's colours/],
    ['would it be rude to wear a bright red coat to a funeral', /dark, muted colours/],
    ['is a fascinator ok for a wedding', /welcome at a daytime wedding/],
  ])('%s', (message, re) => {
    expect(answer(message)).toMatch(re);
  });
  it('explains a written dress code and names the owned pieces that meet it', () => {
    const text = answer('what does business formal mean?');
    expect(text).toMatch(/^Business formal means/);
    expect(text).toMatch(/your Navy Sheath Dress meets it/);
    expect(text).not.toMatch(/Grey Tee/);
  });
  it('an occasion alone does not turn the answer into a dress-code lecture', () => {
    expect(answer('is it rude to wear sneakers to a wedding')).not.toMatch(/means/);
  });
});

describe('a dress code named and asked about is explained, and the pieces named are judged against it', () => {
  it("'cocktail attire' in quotes, with 'jeans ok?', explains the code and says the jeans fall short", () => {
    const closet = [
      item({ id: 1, name: 'Black Cocktail Dress', category: 'Tops', color: 'Black', formality: 'formal' }),
      item({ id: 2, name: 'Light Wash Jeans', category: 'Bottoms', color: 'Light Blue' }),
    ];
    const message = "the invite says 'cocktail attire' - what does that actually mean for a woman? floor length? jeans ok?";
    const question = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
    const a = etiquetteAnswer({ question, message, closet, wardrobe: 'womenswear' });
    expect(a.text).toMatch(/^Cocktail attire means /);
    expect(a.text).toMatch(/your Black Cocktail Dress/);
    expect(a.text).toMatch(/Your Light Wash Jeans are too casual for it\./);
  });
});
