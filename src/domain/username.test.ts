import { describe, expect, it } from 'vitest';
import { baseUsername, uniqueUsername } from './username';

describe('baseUsername', () => {
  it('lowercases the name, drops spaces and appends the last 4 phone digits', () => {
    expect(baseUsername('Alex Rivera', '+1 (415) 555-0134')).toBe('alexrivera0134');
  });
  it('folds accents and drops punctuation', () => {
    expect(baseUsername("Zoë O'Brien-Smith", '+14155550199')).toBe('zoeobriensmith0199');
  });
  it('falls back to "user" when the name has no letters', () => {
    expect(baseUsername('李雷', '+14155550100')).toBe('user0100');
  });
});

describe('uniqueUsername', () => {
  it('keeps the base when free', () => {
    expect(uniqueUsername('alex0134', new Set())).toBe('alex0134');
  });
  it('adds the first free numeric suffix', () => {
    expect(uniqueUsername('alex0134', new Set(['alex0134', 'alex01342']))).toBe('alex01343');
  });
});
