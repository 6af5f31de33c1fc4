import { describe, expect, it } from 'vitest';
import { decodeRgb, HAIR, portrait, SKIN } from '../../../tests/helpers/portraits';
import { bodyTypeOf, buildPhotoAnalysis, estimateSizes, hairColorOf, itaAngle, measurePortrait, rgbToLab, skinToneOf, undertoneOf } from './index';

const body = { heightCm: 178, weightKg: 75, gender: 'male' as const };

async function analyse(
  skin: readonly [number, number, number],
  hair: readonly [number, number, number],
  extra: Parameters<typeof portrait>[0] extends infer O ? Partial<O> : never = {},
) {
  const img = await decodeRgb(await portrait({ skin, hair, ...extra }));
  const measure = measurePortrait(img, null);
  return { measure, result: buildPhotoAnalysis([measure], body) };
}

describe('colour science', () => {
  it('converts sRGB to Lab like the reference values', () => {
    const white = rgbToLab(255, 255, 255);
    expect(white.L).toBeCloseTo(100, 1);
    expect(Math.abs(white.a) + Math.abs(white.b)).toBeLessThan(0.5);
    const red = rgbToLab(255, 0, 0);
    expect(red.L).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 0);
    expect(red.b).toBeCloseTo(67.2, 0);
  });

  it('grades skin by ITA angle from Fair to Dark', () => {
    expect(itaAngle({ L: 80, a: 10, b: 15 })).toBeGreaterThan(55);
    expect(skinToneOf(rgbToLab(242, 205, 200))).toBe('Fair');
    expect(skinToneOf(rgbToLab(240, 200, 160))).toBe('Light');
    expect(skinToneOf(rgbToLab(224, 172, 120))).toBe('Medium');
    expect(skinToneOf(rgbToLab(205, 150, 100))).toBe('Tan');
    expect(skinToneOf(rgbToLab(190, 160, 110))).toBe('Olive');
    expect(skinToneOf(rgbToLab(120, 80, 50))).toBe('Deep');
    expect(skinToneOf(rgbToLab(70, 45, 35))).toBe('Dark');
  });

  it('reads golden skin as warm and rosy skin as cool', () => {
    expect(undertoneOf(rgbToLab(...SKIN.warmGolden))).toBe('warm');
    expect(undertoneOf(rgbToLab(...SKIN.coolPink))).toBe('cool');
  });

  it('names hair colours', () => {
    expect(hairColorOf(rgbToLab(...HAIR.black))).toBe('Black');
    expect(hairColorOf(rgbToLab(...HAIR.blonde))).toBe('Blonde');
    expect(hairColorOf(rgbToLab(...HAIR.red))).toBe('Red');
    expect(hairColorOf(rgbToLab(...HAIR.brown))).toBe('Brown');
    expect(hairColorOf(rgbToLab(...HAIR.gray))).toBe('Gray');
    expect(hairColorOf(rgbToLab(225, 225, 225))).toBe('White');
    expect(hairColorOf(rgbToLab(110, 50, 35))).toBe('Auburn');
  });
});

describe('analysing synthetic portraits', () => {
  it('finds the face by its skin region and measures skin and hair', async () => {
    const { measure, result } = await analyse(SKIN.warmGolden, HAIR.black);
    expect(measure.faceSource).toBe('skin-region');
    expect(measure.face!.y).toBeLessThan(400);
    expect(result.skin_tone).toBe('Medium');
    expect(result.undertone).toBe('warm');
    expect(result.hair_color).toBe('Black');
  });

  it('gives a warm-toned and a cool-toned portrait different palettes', async () => {
    const warm = (await analyse(SKIN.warmGolden, HAIR.brown)).result;
    const cool = (await analyse(SKIN.coolPink, HAIR.black)).result;
    expect(warm.undertone).toBe('warm');
    expect(cool.undertone).toBe('cool');
    expect(warm.season).toMatch(/Warm/);
    expect(cool.season).toMatch(/Cool/);
    const warmColours = warm.color_palette.recommended_colors.map((c) => c.color);
    const coolColours = cool.color_palette.recommended_colors.map((c) => c.color);
    expect(warmColours.filter((c) => coolColours.includes(c))).toEqual([]);
    for (const c of [...warm.color_palette.recommended_colors, ...cool.color_palette.recommended_colors]) expect(c.reason.length).toBeGreaterThan(20);
  });

  it('tells light warm (spring) from deep warm (autumn) and reads hair on each', async () => {
    const light = await analyse(SKIN.warmLight, HAIR.blonde);
    expect(light.result.season).toBe('Warm Spring');
    expect(light.result.hair_color).toBe('Blonde');
    const deep = await analyse(SKIN.warmDeep, HAIR.black, { background: [235, 235, 230] });
    expect(deep.result.season).toBe('Warm Autumn');
    expect(deep.result.skin_tone).toBe('Deep');
  });

  it('reads red and brown hair against different backgrounds', async () => {
    expect((await analyse(SKIN.coolLight, HAIR.red, { background: [90, 110, 90] })).result.hair_color).toBe('Red');
    expect((await analyse(SKIN.coolLight, HAIR.brown, { background: [230, 230, 235] })).result.hair_color).toBe('Brown');
  });

  it('uses a detector box when there is one', async () => {
    const img = await decodeRgb(await portrait({ skin: SKIN.coolPink, hair: HAIR.blonde }));
    const m = measurePortrait(img, { x: 210, y: 200, width: 180, height: 190 });
    expect(m.faceSource).toBe('detector');
    expect(undertoneOf(m.skin!)).toBe('cool');
  });

  it('falls back to the spec defaults when there is no skin at all', async () => {
    const sharp = (await import('sharp')).default;
    const plain = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 30, g: 90, b: 200 } } })
      .jpeg()
      .toBuffer();
    const m = measurePortrait(await decodeRgb(plain), null);
    expect(m.faceSource).toBe('none');
    const r = buildPhotoAnalysis([m], body);
    expect([r.skin_tone, r.hair_color, r.undertone]).toEqual(['Medium', 'Brown', 'neutral']);
  });
});

describe('body and sizes', () => {
  it('estimates body type from height and weight', () => {
    expect(bodyTypeOf(180, 55, 'male')).toBe('Slim');
    expect(bodyTypeOf(170, 70, null)).toBe('Average');
    expect(bodyTypeOf(165, 75, 'female')).toBe('Curvy');
    expect(bodyTypeOf(175, 100, 'male')).toBe('Full');
  });
  it('estimates sizes that grow with weight', () => {
    expect(estimateSizes(178, 75, 'male')).toEqual({ top_size: 'M', bottom_size: '32W x 32L' });
    expect(estimateSizes(178, 95, 'male').top_size).toBe('XL');
    expect(estimateSizes(165, 55, 'female').top_size).toBe('S');
    expect(estimateSizes(165, 55, 'female').bottom_size).toMatch(/^US \d+$/);
  });
});
