import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('accepts a long uncommon passphrase with no composition rules', () => {
    expect(passwordProblem('correct horse battery')).toBeNull();
  });
  it('enforces 8 to 128 characters at the exact edges', () => {
    expect(passwordProblem('a'.repeat(7) + 'b')).toBeNull();
    expect(passwordProblem('abcdefg')).toMatch(/at least 8/);
    expect(passwordProblem('x'.repeat(127) + 'y')).toBeNull();
    expect(passwordProblem('x'.repeat(128) + 'y')).toMatch(/at most 128/);
  });
  it('refuses common passwords whatever the case', () => {
    expect(passwordProblem('Password123')).toMatch(/too common/);
    expect(passwordProblem('qwertyuiop')).toMatch(/too common/);
  });
  it('refuses repeated characters, the username and the phone number', () => {
    expect(passwordProblem('aaaaaaaaaa')).toMatch(/too easy/);
    expect(passwordProblem('alexrivera0134', { username: 'alexrivera0134' })).toMatch(/username/);
    expect(passwordProblem('4155550134', { phone: '+14155550134' })).toMatch(/phone/);
  });
});
