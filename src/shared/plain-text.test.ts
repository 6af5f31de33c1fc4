import { describe, expect, it } from 'vitest';
import { sentenceMatches, stripMarkup, trimEndOf } from './plain-text';
import { mulberry32 } from './prng';

/** Random strings over a small alphabet, so the markup and sentence edge cases come up often. */
function randomTexts(alphabet: string[], count: number, seed: number): string[] {
  const next = mulberry32(seed);
  return Array.from({ length: count }, () => Array.from({ length: Math.floor(next() * 24) }, () => alphabet[Math.floor(next() * alphabet.length)]!).join(''));
}

describe('stripMarkup', () => {
  it('drops tags as the backtracking pattern did, on thousands of random texts', () => {
    for (const text of randomTexts(['<', '>', 'a', ' ', '/', 'b'], 5000, 7)) {
      expect(stripMarkup(text), JSON.stringify(text)).toBe(text.replace(/<[^>]*>/g, ' '));
      expect(stripMarkup(text, ''), JSON.stringify(text)).toBe(text.replace(/<[^>]*>/g, ''));
    }
  });

  it('drops script and style elements whole, in any case, and keeps an unclosed one as a tag', () => {
    expect(stripMarkup('Soft <b>wool</b><SCRIPT type="x">alert(1)</script> coat<style>p{}</Style>.')).toBe('Soft  wool   coat .');
    expect(stripMarkup('a <script>never closed b')).toBe('a  never closed b');
    expect(stripMarkup('a <scripts>x</scripts> b')).toBe('a  x  b');
    expect(stripMarkup('1 < 2 and 3 > 2')).toBe('1   2');
    expect(stripMarkup('no tags < at all')).toBe('no tags < at all');
  });

  it('reads a megabyte of hostile markup in linear time', () => {
    for (const hostile of ['<'.repeat(1_000_000), '<script>'.repeat(125_000), '<a'.repeat(500_000), `${'<style'.repeat(100_000)}>`]) {
      const started = performance.now();
      stripMarkup(hostile);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});

describe('sentenceMatches', () => {
  it('is what /[^.!?]+(?:[.!?](?!\\d)|$)+/g matched, on thousands of random texts', () => {
    for (const text of randomTexts(['a', ' ', '.', '!', '?', '5', 'b'], 5000, 11)) {
      expect(sentenceMatches(text), JSON.stringify(text)).toEqual(text.match(/[^.!?]+(?:[.!?](?!\d)|$)+/g) ?? []);
    }
  });

  it('reads a long run of words that ends in a decimal in linear time', () => {
    const started = performance.now();
    expect(sentenceMatches(`${'word '.repeat(200_000)}.5`)).toEqual(['5']);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('trimEndOf', () => {
  it('drops the listed characters, or those a pattern matches, from the end only', () => {
    expect(trimEndOf('https://shop.example///', '/')).toBe('https://shop.example');
    expect(trimEndOf('//a//', '/')).toBe('//a');
    expect(trimEndOf('Dinner!!..', '.!')).toBe('Dinner');
    expect(trimEndOf('one, two ,;: -', /[\s,;:-]/)).toBe('one, two');
    expect(trimEndOf('////', '/')).toBe('');
  });
});
