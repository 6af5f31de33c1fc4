import { describe, expect, it } from 'vitest';
import { colourInfo, harmonyKind, harmonyScore, hueDistance, inPalette, isWhitish } from './colour-harmony';

describe('colourInfo', () => {
  it('treats fashion neutrals as neutral', () => {
    for (const name of ['black', 'White', 'navy', 'Navy Blue', 'beige', 'camel', 'charcoal', 'denim', 'olive', 'khaki', 'light grey']) {
      expect(colourInfo(name).kind, name).toBe('neutral');
    }
  });
  it('gives a hue to CSS and fashion colour names', () => {
    const red = colourInfo('red');
    const burgundy = colourInfo('Burgundy');
    const lightBlue = colourInfo('light blue');
    expect(red.kind).toBe('chromatic');
    expect(burgundy.kind).toBe('chromatic');
    expect(lightBlue.kind).toBe('chromatic');
    if (lightBlue.kind === 'chromatic') expect(lightBlue.hue).toBeGreaterThan(180);
  });
  it('reads the first colour of a pattern and skips shading words', () => {
    expect(colourInfo('white/navy stripe').name).toBe('white');
    expect(colourInfo('dark green').kind).toBe('chromatic');
    expect(colourInfo('pale mustard').name).toBe('mustard');
  });
  it('marks what it cannot read as unknown', () => {
    expect(colourInfo('floral print').kind).toBe('unknown');
    expect(colourInfo('').kind).toBe('unknown');
  });
});

describe('harmony', () => {
  it('neutrals go with everything', () => {
    expect(harmonyKind(colourInfo('navy'), colourInfo('orange'))).toBe('neutral');
    expect(harmonyScore(colourInfo('navy'), colourInfo('orange'))).toBeGreaterThan(0);
  });
  it('rewards complementary and analogous pairs', () => {
    expect(harmonyKind(colourInfo('blue'), colourInfo('orange'))).toBe('complementary');
    expect(harmonyKind(colourInfo('red'), colourInfo('orange'))).toBe('analogous');
    expect(harmonyScore(colourInfo('blue'), colourInfo('orange'))).toBeGreaterThan(harmonyScore(colourInfo('navy'), colourInfo('grey')));
  });
  it('penalises clashes', () => {
    expect(harmonyKind(colourInfo('orange'), colourInfo('hot pink'))).toBe('clash');
    expect(harmonyScore(colourInfo('orange'), colourInfo('hot pink'))).toBeLessThan(0);
  });
  it('measures hue distance the short way round', () => {
    expect(hueDistance(350, 10)).toBe(20);
    expect(hueDistance(0, 180)).toBe(180);
  });
});

describe('inPalette', () => {
  it('matches by name or by a hue within 20°', () => {
    const palette = [colourInfo('navy'), colourInfo('burgundy')];
    expect(inPalette(colourInfo('Navy'), palette)).toBe(true);
    expect(inPalette(colourInfo('maroon'), palette)).toBe(true);
    expect(inPalette(colourInfo('green'), palette)).toBe(false);
  });

  it('needs a similar lightness as well as a close hue', () => {
    expect(inPalette(colourInfo('rust'), [colourInfo('dusty rose')])).toBe(false);
    expect(inPalette(colourInfo('rust'), [colourInfo('terracotta')])).toBe(true);
    expect(inPalette(colourInfo('light blue'), [colourInfo('sky blue')])).toBe(true);
  });
});

describe('isWhitish', () => {
  it('knows white, cream, ivory and off-white', () => {
    for (const c of ['white', 'Cream', 'ivory', 'off-white', 'Off White', 'white/navy stripe']) expect(isWhitish(c), c).toBe(true);
    for (const c of ['navy', 'beige', 'sand', '']) expect(isWhitish(c), c).toBe(false);
  });
});
