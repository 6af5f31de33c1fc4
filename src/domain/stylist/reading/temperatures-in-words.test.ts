import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question/parse';
import { temperaturesInDigits } from './numbers';

/**
 * A temperature said in words is read as one said in digits (issue 38.1: a number is a temperature only with a unit or a weather
 * word): 'minus thirty with the windchill', 'thirty below', 'twenty-five degrees'. A number in words that counts something ('two
 * kids', 'one night') is left as written. Numbers and the ways of saying them are drawn by a seed.
 */
const rand = mulberry32(4_242);
const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TENS = ['', '', 'twenty', 'thirty', 'forty'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
function inWords(n: number): string {
  if (n < 10) return n === 0 ? 'zero' : ONES[n]!;
  if (n < 20) return TEENS[n - 10]!;
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `${rand() < 0.5 ? '-' : ' '}${ONES[ones]}` : ''}`;
}

describe('temperatures in words', () => {
  it.each(Array.from({ length: 30 }, (_, i) => i))('variant %i', () => {
    const n = 1 + Math.floor(rand() * 45);
    const said = inWords(n);
    const [text, value] = [
      [`minus ${said} with the windchill tomorrow`, -n],
      [`its ${said} below out`, -n],
      [`${said} degrees and sunny tomorrow`, n],
      [`negative ${said} this morning`, -n],
    ][Math.floor(rand() * 4)] as [string, number];
    expect(temperaturesInDigits(text), text).toContain(String(value));
    expect(parseQuestion(`${text}, what should I wear to work`, { today: '2026-11-30', unit: 'C' }).tempC, text).toBe(value);
  });

  it('a number in words that counts is left alone', () => {
    for (const m of ['two kids and one night away', 'three days in Lisbon', 'one more thing', 'twenty minutes to the station'])
      expect(temperaturesInDigits(m)).toBe(m);
  });
});
