import { describe, expect, it } from 'vitest';
import { isPluralName, verbFor } from './grammar';

describe('agreement with a piece name', () => {
  it.each([
    ['Black boots', true],
    ['Chelsea Boots', true],
    ['Navy trousers', true],
    ['Dark Jeans', true],
    ['Camel wool coat', false],
    ['Green midi dress', false],
    ['Canvas', false],
    ['White canvas', false],
    ['Rain jacket', false],
    ['Grey Chinos', true],
  ])('%s plural: %s', (name, plural) => {
    expect(isPluralName(name)).toBe(plural);
  });

  it('picks the verb for one piece or several', () => {
    expect(verbFor(['Black boots'], 'keeps', 'keep')).toBe('keep');
    expect(verbFor(['Trench coat'], 'keeps', 'keep')).toBe('keeps');
    expect(verbFor(['Trench coat', 'Rain boots'], 'keeps', 'keep')).toBe('keep');
  });
});
