import { describe, expect, it } from 'vitest';
import { gapNames, gapsAnswer } from './gap-text';

const blazer = { label: 'A tailored blazer', reason: 'Your calendar has 3 business events, and you own no blazer.', budget: { min: 100, max: 200 } };
const loafers = { label: 'Leather loafers or derbies', reason: 'x', budget: { min: 90, max: 180 } };
const shirts = { label: 'Crisp button-down shirts', reason: 'x', budget: null };
const coat = { label: 'A warm winter coat', reason: 'It gets down to 18°F in Chicago in the coming months, and you own no warm coat.', budget: null };

describe('gapsAnswer', () => {
  it('leads with the first gap, its reason and price, then names the next two', () => {
    expect(gapsAnswer([blazer, loafers, shirts, coat])).toBe(
      'First buy a tailored blazer ($100-$200): your calendar has 3 business events, and you own no blazer. ' +
        'After that, leather loafers or derbies ($90-$180) and crisp button-down shirts.',
    );
  });
  it('keeps a text in GSM-7: no degree sign', () => {
    expect(gapsAnswer([coat])).toBe('First buy a warm winter coat: it gets down to 18F in Chicago in the coming months, and you own no warm coat.');
  });
  it('says when nothing is missing', () => {
    expect(gapsAnswer([])).toMatch(/^Your closet already covers/);
  });
  it('names gaps for a summary text', () => {
    expect(gapNames([blazer, loafers, shirts, coat])).toBe('a tailored blazer, leather loafers or derbies and crisp button-down shirts');
  });
});
