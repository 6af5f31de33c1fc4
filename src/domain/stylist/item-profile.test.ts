import { describe, expect, it } from 'vitest';
import { isRainwear } from './item-profile';
import type { ClosetItem } from './types';

const COLOURS = ['yellow', 'navy', 'olive', 'black', 'green'];
const piece = (name: string, category: ClosetItem['category']) => ({ name, subcategory: null, category });

describe('rainwear by what a piece is named', () => {
  it('reads every layer and shoe made for the rain, in any colour', () => {
    const layers = ['rain slicker', 'rain cape', 'slicker', 'waxed jacket', 'oilskin coat', 'cagoule', 'rain shell', 'trench coat', 'hardshell jacket'];
    const shoes = ['rain boots', 'rubber boots', 'duck boots', 'galoshes', 'wellies'];
    for (const colour of COLOURS) {
      for (const name of layers) expect(isRainwear(piece(`${colour} ${name}`, 'Outerwear')), name).toBe(true);
      for (const name of shoes) expect(isRainwear(piece(`${colour} ${name}`, 'Shoes')), name).toBe(true);
    }
  });

  it('is not fooled by a word that only contains one', () => {
    for (const colour of COLOURS) {
      for (const name of ['rainbow bomber jacket', 'denim jacket', 'wool blazer', 'brainy print coat'])
        expect(isRainwear(piece(`${colour} ${name}`, 'Outerwear')), name).toBe(false);
      // Only a layer or shoes keep someone dry: a rain-print top does not.
      expect(isRainwear(piece(`${colour} rain print tee`, 'Tops'))).toBe(false);
    }
  });
});
