import fc from 'fast-check';
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { fitSegments } from './fit-segments';

const segs = (s: string) => new SegmentedMessage(s);

describe('fitSegments', () => {
  it('leaves a short text alone', () => expect(fitSegments('Navy blazer, white tee.')).toBe('Navy blazer, white tee.'));

  it('cuts a long GSM-7 text to at most 306 characters between words', () => {
    const long = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const out = fitSegments(long);
    expect(out.length).toBeLessThanOrEqual(306);
    expect(segs(out).segmentsCount).toBe(2);
    expect(out.endsWith('...')).toBe(true);
    expect(long.startsWith(out.slice(0, -3))).toBe(true);
    expect(long.charAt(out.length - 3)).toBe(' ');
  });

  it('a text needing UCS-2 is cut to 134 characters', () => {
    const long = 'Try the navy blazer 👔 with light chinos and white sneakers for an easy smart look. '.repeat(5);
    const out = fitSegments(long);
    expect(segs(out).encodingName).toBe('UCS-2');
    expect(segs(out).segmentsCount).toBeLessThanOrEqual(2);
    expect(out.length).toBeLessThanOrEqual(134);
  });

  it('property: the fast count agrees with the calculator wherever it decides', () => {
    const char = fc.constantFrom(...'abcXYZ019 .,!?@£$éü€{}[]~^|\\'.split(''), '👍', 'ł', 'Ω', '—', '\n');
    fc.assert(
      fc.property(fc.array(char, { maxLength: 400 }), (chars) => {
        const text = chars.join('');
        const real = segs(text).segmentsCount;
        const fitted = fitSegments(text, 1);
        expect(segs(fitted).segmentsCount).toBeLessThanOrEqual(1);
        if (real <= 1) expect(fitted).toBe(text.replace(/\s+/g, ' ').trim());
      }),
      { numRuns: 300 },
    );
  });

  it('property: always two segments at most, never cuts inside a word, keeps a prefix', () => {
    const word = fc.array(fc.constantFrom(...'abcdefXYZ0189éü€{}'.split(''), '👍'), { minLength: 1, maxLength: 12 }).map((c) => c.join(''));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 120 }), (words) => {
        const text = words.join(' ');
        const out = fitSegments(text);
        expect(segs(out).segmentsCount).toBeLessThanOrEqual(2);
        if (out === text) return;
        const kept = out.slice(0, -3);
        expect(text.startsWith(kept)).toBe(true);
        // Cut between words: what follows the kept part in the original is a space.
        if (kept.length > 0 && words.every((w) => w.length < 60)) expect(text.charAt(kept.length)).toBe(' ');
      }),
      { numRuns: 300 },
    );
  });
});
