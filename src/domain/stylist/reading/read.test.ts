import { describe, expect, it } from 'vitest';
import { temperatureIn } from '../question';
import { readMessage } from './read';
import { SHORTHAND } from './shorthand';
import { correctionFor } from './spelling';
import { isEnglishWord } from './tokens';
import { VOCABULARY } from './vocabulary';

describe('the reader', () => {
  it('expands every shorthand row in a sentence', () => {
    for (const [short, full] of Object.entries(SHORTHAND)) {
      expect(readMessage(`so ${short} okay`).text.toLowerCase(), short).toBe(`so ${full} okay`);
    }
  });

  it('reads a digit as a word only where it stands for one', () => {
    expect(readMessage('what 2 wear 4 a wedding').text).toBe('what to wear for a wedding');
    expect(readMessage('2 kids and 4 days in Rome').text).toBe('2 kids and 4 days in Rome');
    expect(readMessage('dinner at 4 then drinks').text).toBe('dinner at 4 then drinks');
    expect(readMessage('meet at 2 pm').text).toBe('meet at 2 pm');
  });

  it('reads an abbreviated day as a day only where a day is meant', () => {
    expect(readMessage('brunch on sat').text).toBe('brunch on saturday');
    expect(readMessage('hiking sat with friends').text).toBe('hiking saturday with friends');
    expect(readMessage('I sat in the sun all day').text).toBe('I sat in the sun all day');
    expect(readMessage('party this fri').text).toBe('party this friday');
  });

  it('never corrects a word the English model or the vocabulary knows, nor a name as written', () => {
    for (const w of ['wear', 'were', 'bear', 'chinos', 'leggings', 'blazer']) expect(correctionFor(w, isEnglishWord)).toBeNull();
    expect(readMessage('hiking with Jessa in Boulderr').corrections).toEqual([]);
  });

  it('corrects one slip in any vocabulary word of five letters or more back to that word (generated)', () => {
    let tried = 0;
    let right = 0;
    for (const word of [...VOCABULARY.keys()].filter((w) => /^[a-z]{6,}$/.test(w))) {
      // A letter left out of the middle: the commonest slip.
      const slip = word.slice(0, 3) + word.slice(4);
      if (isEnglishWord(slip) || VOCABULARY.has(slip)) continue;
      tried++;
      const fixed = correctionFor(slip, isEnglishWord);
      // Another vocabulary word just as near is a fair reading too; a wrong word is not.
      if (fixed === word) right++;
    }
    expect(tried).toBeGreaterThan(200);
    expect(right / tried).toBeGreaterThan(0.9);
  });

  it('reads a word texted without its vowels as the commonest vocabulary word of those letters (generated)', () => {
    const skeleton = (w: string) => w.replace(/[aeiou]/g, '');
    let tried = 0;
    let right = 0;
    for (const word of [...VOCABULARY.keys()].filter((w) => /^[a-z]{5,}$/.test(w))) {
      const typed = skeleton(word);
      if (typed.length < 3 || typed === word || isEnglishWord(typed) || VOCABULARY.has(typed) || SHORTHAND[typed]) continue;
      tried++;
      const fixed = correctionFor(typed, isEnglishWord);
      // Never a word of other letters: the reading is the word typed or another with exactly its consonants (a tie is left alone).
      if (fixed !== null) expect([typed, `${typed}g`], `${typed} → ${fixed}`).toContain(skeleton(fixed));
      if (fixed === word) right++;
    }
    expect(tried).toBeGreaterThan(100);
    expect(right / tried).toBeGreaterThan(0.75);
    expect(readMessage('need smthn 4 wrk').text).toBe('need something for work');
    // Two letters say too little to guess ('dr' Martens, '400 kr'): left as written.
    expect(readMessage('the dr martens, about 400 kr').corrections).toEqual([]);
  });

  it('restores a dropped g', () => {
    expect(readMessage('hikin n bowlin').text).toBe('hiking and bowling');
  });
});

describe('a number is a temperature only with a unit or the weather', () => {
  it.each([
    ['about 8 inches of snow tomorrow', null],
    ['a 6 mile hike on sunday', null],
    ['pickup around 3 then dinner', null],
    ['its supposed 2 rain', null],
    ['it will be about 40 and windy', 4.4],
    ['its 30 degrees celsius', 30],
    ['85 and humid', 29.4],
  ])('%s', (message, celsius) => {
    expect(temperatureIn(readMessage(message).text, 'F')).toBe(celsius);
  });
});
