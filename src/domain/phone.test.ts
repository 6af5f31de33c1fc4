import { describe, expect, it } from 'vitest';
import { countryProblem, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('reads a US number without country code', () => {
    expect(normalizePhone('(415) 555-0134')).toEqual({ ok: true, e164: '+14155550134' });
  });
  it('keeps an international number', () => {
    expect(normalizePhone('+44 20 7946 0958')).toEqual({ ok: true, e164: '+442079460958' });
  });
  it('refuses letters, short numbers and impossible area codes', () => {
    for (const bad of ['hello', '12345', '(000) 555-0134', '']) {
      expect(normalizePhone(bad).ok, bad).toBe(false);
    }
  });
});

describe('countryProblem', () => {
  it('accepts a number of a listed country and names the countries otherwise', () => {
    expect(countryProblem('+14155550134', ['US', 'CA'])).toBeNull();
    expect(countryProblem('+14165550134', ['US', 'CA'])).toBeNull();
    expect(countryProblem('+442079460958', ['US', 'CA'])).toBe(
      'We can only text numbers in United States or Canada. Please use a phone number from one of those countries.',
    );
    // +1 is not only the US and Canada: a Jamaican number shares the code and is refused.
    expect(countryProblem('+18765550134', ['US', 'CA'])).not.toBeNull();
    expect(countryProblem('+14155550134', ['GB'])).toBe('We can only text numbers in United Kingdom. Please use a phone number from there.');
  });
});
