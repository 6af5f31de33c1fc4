import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './reject-nul';

describe('findUnstorableText', () => {
  it('finds NUL in nested strings and keys, and nothing in clean values', () => {
    expect(findUnstorableText({ a: [1, { b: 'x\u0000y' }] })).toBe('nul');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('nul');
    expect(findUnstorableText({ a: ['clean', 1, null, true, { b: 'ok' }] })).toBeNull();
    expect(findUnstorableText('\\u0000 written out is fine')).toBeNull();
  });

  it('finds a lone surrogate anywhere, and accepts whole pairs (emoji)', () => {
    expect(findUnstorableText({ goals: ['\ud800'] })).toBe('lone-surrogate');
    expect(findUnstorableText({ list: [{ label: 'ok\udc00' }] })).toBe('lone-surrogate');
    expect(findUnstorableText({ ['\ud83d']: 1 })).toBe('lone-surrogate');
    expect(findUnstorableText({ note: 'Wedding 👗 İstanbul' })).toBeNull();
  });
});
