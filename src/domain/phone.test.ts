import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

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
