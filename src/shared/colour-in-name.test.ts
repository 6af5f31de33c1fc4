import { describe, expect, it } from 'vitest';
import { colourForNewPiece, colourInName } from './colour-in-name';

describe('a colour in the item name is the item colour', () => {
  it.each([
    ['Black trousers', 'Black'],
    ['Camel wool coat', 'Camel'],
    ['Light grey knit', 'Light Gray'],
    ['Forest green parka', 'Forest Green'],
    ['Navy and white stripe tee', 'Navy'],
    ['Tank top', null],
    ['Denim jacket', null],
    ['Wool blazer', null],
  ])('%s → %s', (name, colour) => {
    expect(colourInName(name)).toBe(colour);
  });

  it('the name wins over the photo; the photo fills a name without a colour', () => {
    expect(colourForNewPiece('Black trousers', 'Charcoal', 'Multicolor')).toBe('Black');
    expect(colourForNewPiece('Wool trousers', 'Charcoal', 'Multicolor')).toBe('Charcoal');
    expect(colourForNewPiece('Wool trousers', null, 'Multicolor')).toBe('Multicolor');
  });
});
