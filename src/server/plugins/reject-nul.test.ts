import { describe, expect, it } from 'vitest';
import { containsNul } from './reject-nul';

describe('containsNul', () => {
  it('finds NUL in nested strings and keys, and nothing in clean values', () => {
    expect(containsNul({ a: [1, { b: 'x\u0000y' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(containsNul({ a: ['clean', 1, null, true, { b: 'ok' }] })).toBe(false);
    expect(containsNul('\\u0000 written out is fine')).toBe(false);
  });
});
