import type { Gender } from '../../shared/constants';
import type { Lab } from './colour';
import {
  bodyTypeOf,
  estimateSizes,
  FITS,
  hairColorOf,
  SEASON_PALETTES,
  seasonOf,
  skinToneOf,
  undertoneOf,
  type BodyType,
  type HairColor,
  type Season,
  type SkinTone,
  type Undertone,
} from './classify';
import type { PortraitMeasure } from './measure';

export { measurePortrait, largestSkinRegion, type Box, type RgbImage, type PortraitMeasure } from './measure';
export { rgbToLab, itaAngle, hueAngle, isSkinColour, type Lab } from './colour';
export { skinToneOf, undertoneOf, hairColorOf, seasonOf, bodyTypeOf, estimateSizes, SEASON_PALETTES } from './classify';

export interface PhotoAnalysis {
  color_palette: { recommended_colors: { color: string; reason: string }[] };
  style_and_fit: { tops: { style: string; reason: string }[]; bottoms: { style: string; reason: string }[] };
  estimated_size: { top_size: string; bottom_size: string; fit_preference: string };
  skin_tone: SkinTone;
  hair_color: HairColor;
  body_type: BodyType;
  undertone: Undertone;
  season: Season;
}

export interface BodyInput {
  heightCm: number;
  weightKg: number;
  gender: Gender | null | undefined;
}

/** Spec 9 defaults, for photos in which no skin can be found. */
const DEFAULT_SKIN: Lab = { L: 62, a: 13, b: 17 };

function weightedMean(values: { lab: Lab; weight: number }[]): Lab | null {
  const total = values.reduce((s, v) => s + v.weight, 0);
  if (!total) return null;
  return {
    L: values.reduce((s, v) => s + v.lab.L * v.weight, 0) / total,
    a: values.reduce((s, v) => s + v.lab.a * v.weight, 0) / total,
    b: values.reduce((s, v) => s + v.lab.b * v.weight, 0) / total,
  };
}

/** One result from the measures of one or two photos of the same person, plus height and weight. */
export function buildPhotoAnalysis(measures: readonly PortraitMeasure[], body: BodyInput): PhotoAnalysis {
  const skin = weightedMean(measures.filter((m) => m.skin).map((m) => ({ lab: m.skin!, weight: Math.max(1, m.skinSamples) })));
  const hair = weightedMean(measures.filter((m) => m.hair).map((m) => ({ lab: m.hair!, weight: 1 })));
  const skinLab = skin ?? DEFAULT_SKIN;
  const undertone = skin ? undertoneOf(skin) : 'neutral';
  const season = seasonOf(undertone, skinLab, hair);
  const bodyType = bodyTypeOf(body.heightCm, body.weightKg, body.gender);
  const fits = FITS[bodyType];
  return {
    color_palette: { recommended_colors: SEASON_PALETTES[season].map((s) => ({ ...s })) },
    style_and_fit: { tops: fits.tops.map((f) => ({ ...f })), bottoms: fits.bottoms.map((f) => ({ ...f })) },
    estimated_size: { ...estimateSizes(body.heightCm, body.weightKg, body.gender), fit_preference: fits.fit },
    skin_tone: skin ? skinToneOf(skin) : 'Medium',
    hair_color: hair ? hairColorOf(hair) : 'Brown',
    body_type: bodyType,
    undertone,
    season,
  };
}
