import { describe, expect, it } from 'vitest';
import { CLOTHING_COLOR_NAMES } from '../../shared/closet-constants';
import { swatchHex } from '../../shared/colour-swatch';
import { SEASON_PALETTES } from '../photo-analysis/classify';
import { FASHION_HUES, FASHION_NEUTRALS } from './colour-harmony';

/** Every colour name the product can show has a swatch (issue 40.4): Rust, Camel, Mustard and Cream rendered blank before. */
describe('colour swatches', () => {
  const names = [
    ...CLOTHING_COLOR_NAMES,
    ...Object.values(SEASON_PALETTES).flatMap((p) => p.map((s) => s.color)),
    ...FASHION_NEUTRALS,
    ...Object.keys(FASHION_HUES),
  ];

  it.each([...new Set(names)])('%s has a swatch', (name) => {
    expect(swatchHex(name)).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('reads names as people write them', () => {
    expect(swatchHex('Rust')).toBe('#b7410e');
    expect(swatchHex('Deep Mustard')).toBe(swatchHex('mustard'));
    expect(swatchHex('navy-blue')).toBe(swatchHex('navy'));
    expect(swatchHex('Navy and white stripe')).toBe(swatchHex('navy'));
    expect(swatchHex('LightSeaGreen')).toBe('#20b2aa');
    expect(swatchHex('qwzx')).toBeNull();
  });
});
