import type { Gender } from '../../shared/constants';
import type { BODY_TYPES, HAIR_COLORS, SKIN_TONES } from '../../shared/constants';
import { chroma, hueAngle, itaAngle, type Lab } from './colour';

export type SkinTone = (typeof SKIN_TONES)[number];
export type HairColor = (typeof HAIR_COLORS)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type Undertone = 'warm' | 'cool' | 'neutral';
export type Season = 'Warm Spring' | 'Warm Autumn' | 'Cool Summer' | 'Cool Winter' | 'Soft Summer' | 'Soft Autumn';

/**
 * Skin tone by ITA° (Chardon's bands: >55 very light, 41–55 light, 28–41 intermediate,
 * 10–28 tan, −30–10 brown, <−30 dark), with olive for intermediate and tan skin whose hue leans
 * to yellow-green.
 */
export const OLIVE_HUE_MIN = 74;
export function skinToneOf(skin: Lab): SkinTone {
  const ita = itaAngle(skin);
  if (ita > 55) return 'Fair';
  if (ita > 41) return 'Light';
  if (ita > 10 && hueAngle(skin) >= OLIVE_HUE_MIN) return 'Olive';
  if (ita > 28) return 'Medium';
  if (ita > 10) return 'Tan';
  if (ita > -30) return 'Deep';
  return 'Dark';
}

/** Golden skin sits at higher Lab hue angles than rosy skin; the band between is neutral. */
export const WARM_HUE_MIN = 58;
export const COOL_HUE_MAX = 49;
export function undertoneOf(skin: Lab): Undertone {
  const h = hueAngle(skin);
  if (h >= WARM_HUE_MIN) return 'warm';
  if (h <= COOL_HUE_MAX) return 'cool';
  return 'neutral';
}

export function hairColorOf(hair: Lab): HairColor {
  const c = chroma(hair);
  const h = hueAngle(hair);
  if (c < 9 && hair.L >= 78) return 'White';
  if (c < 9 && hair.L >= 42) return 'Gray';
  if (hair.L < 17) return 'Black';
  if (hair.a >= 16 && h < 60) return hair.L >= 40 ? 'Red' : 'Auburn';
  if (hair.L >= 58 && hair.b >= 14) return 'Blonde';
  if (hair.L < 26) return 'Dark Brown';
  if (hair.L < 42) return 'Brown';
  return 'Light Brown';
}

/** Seasonal colour analysis: undertone picks warm or cool, depth and contrast pick the season. */
export function seasonOf(undertone: Undertone, skin: Lab, hair: Lab | null): Season {
  const contrast = hair ? Math.abs(skin.L - hair.L) : 30;
  const light = skin.L >= 66;
  if (undertone === 'warm') return light && (!hair || hair.L >= 35) ? 'Warm Spring' : 'Warm Autumn';
  if (undertone === 'cool') return contrast >= 42 || skin.L < 45 ? 'Cool Winter' : 'Cool Summer';
  return light ? 'Soft Summer' : 'Soft Autumn';
}

type Swatch = { color: string; reason: string };
// Every name here is one the outfit engine's colour table knows, so the saved palette steers outfits.
export const SEASON_PALETTES: Record<Season, Swatch[]> = {
  'Warm Spring': [
    { color: 'Coral', reason: 'A warm, clear coral brings out the golden glow of light warm skin.' },
    { color: 'Camel', reason: 'Camel has the same yellow base as your skin, so it flatters instead of draining.' },
    { color: 'Turquoise', reason: 'A bright warm blue gives contrast without the harshness of black.' },
    { color: 'Ivory', reason: 'Ivory is a softer white that matches your warm undertone better than stark white.' },
    { color: 'Peach', reason: 'Peach repeats the warmth in your complexion near the face.' },
    { color: 'Navy', reason: 'A lighter navy is your dark neutral for trousers and jackets.' },
  ],
  'Warm Autumn': [
    { color: 'Olive', reason: 'Olive shares the golden base of your skin and reads rich rather than dull.' },
    { color: 'Rust', reason: 'Rust warms deeper golden skin and pairs well with denim and camel.' },
    { color: 'Camel', reason: 'Camel is your key warm neutral for coats and knitwear.' },
    { color: 'Mustard', reason: 'Muted mustard echoes a warm undertone without looking loud.' },
    { color: 'Forest Green', reason: 'A deep warm green gives depth that suits your coloring.' },
    { color: 'Cream', reason: 'Cream is gentler than pure white next to a warm complexion.' },
  ],
  'Cool Summer': [
    { color: 'Light Blue', reason: 'Soft cool blues echo the rosy undertone of your skin.' },
    { color: 'Lavender', reason: 'Lavender flatters pink undertones and stays soft at your level of contrast.' },
    { color: 'Dusty Rose', reason: 'A muted rose repeats the natural flush of cool skin.' },
    { color: 'Slate', reason: 'Blue-gray slate is your everyday neutral instead of brown.' },
    { color: 'Navy', reason: 'Navy gives depth without the hardness of black for your softer contrast.' },
    { color: 'Mauve', reason: 'Mauve sits between pink and gray, in the cool, muted range that suits you.' },
  ],
  'Cool Winter': [
    { color: 'Black', reason: 'Your strong contrast carries black, which overwhelms softer coloring.' },
    { color: 'White', reason: 'Crisp pure white matches a cool undertone and high contrast.' },
    { color: 'Cobalt', reason: 'A saturated cool blue stands up to your contrast and brightens the face.' },
    { color: 'Emerald', reason: 'Jewel-toned green has the clarity that cool, high-contrast colouring needs.' },
    { color: 'Burgundy', reason: 'A blue-based red flatters cool skin where orange-reds clash.' },
    { color: 'Charcoal', reason: 'Charcoal is your cool neutral for suits and trousers.' },
  ],
  'Soft Summer': [
    { color: 'Slate', reason: 'Greyed blues suit a neutral undertone without tipping warm or cool.' },
    { color: 'Sage', reason: 'Soft sage is muted enough for neutral skin and easy to pair.' },
    { color: 'Denim', reason: 'Mid denim blue is a flattering everyday color for neutral undertones.' },
    { color: 'Taupe', reason: 'Taupe mixes warm and cool, like your undertone, for an easy neutral.' },
    { color: 'Mauve', reason: 'A muted mauve adds color near the face without overpowering it.' },
    { color: 'Navy', reason: 'Navy is a reliable dark neutral at your level of contrast.' },
  ],
  'Soft Autumn': [
    { color: 'Sage', reason: 'Muted sage suits a neutral undertone with medium depth.' },
    { color: 'Khaki', reason: 'Khaki sits between warm and cool neutrals, like your skin.' },
    { color: 'Teal', reason: 'A soft teal balances warm and cool and flatters medium skin.' },
    { color: 'Olive', reason: 'Olive adds warmth without the intensity of rust or mustard.' },
    { color: 'Dusty Rose', reason: 'A muted rose brings gentle color to the face.' },
    { color: 'Camel', reason: 'Camel is a soft warm neutral that works with your depth.' },
  ],
};

/** Body type from BMI, since one or two photos cannot measure a body; the user adjusts the select. */
export function bodyTypeOf(heightCm: number, weightKg: number, gender: Gender | null | undefined): BodyType {
  const bmi = weightKg / (heightCm / 100) ** 2;
  if (bmi < 18.5) return 'Slim';
  if (bmi < 25) return 'Average';
  if (bmi < 30) return gender === 'female' ? 'Curvy' : 'Athletic';
  return 'Full';
}

type Fit = { style: string; reason: string };
export const FITS: Record<BodyType, { tops: Fit[]; bottoms: Fit[]; fit: string }> = {
  Slim: {
    fit: 'Slim fit',
    tops: [
      { style: 'Layered knits and overshirts', reason: 'Layers add visual width to a slim frame.' },
      { style: 'Horizontal textures and stripes', reason: 'They broaden the chest and shoulders.' },
    ],
    bottoms: [
      { style: 'Slim straight trousers', reason: 'Follow the leg without clinging or swamping it.' },
      { style: 'Chinos with a little taper', reason: 'Keep the line clean from hip to ankle.' },
    ],
  },
  Athletic: {
    fit: 'Athletic / tapered fit',
    tops: [
      { style: 'Athletic-cut shirts with room in the chest', reason: 'Fit the shoulders and chest, then taper at the waist.' },
      { style: 'Structured jackets with natural shoulders', reason: 'Padding would exaggerate already broad shoulders.' },
    ],
    bottoms: [
      { style: 'Athletic taper trousers', reason: 'Room in the seat and thigh, narrowing to the ankle.' },
      { style: 'Stretch-blend chinos', reason: 'Move with muscular legs without pulling.' },
    ],
  },
  Average: {
    fit: 'Regular fit',
    tops: [
      { style: 'Tailored shirts and fitted knits', reason: 'A clean line at the waist looks sharper than a boxy cut.' },
      { style: 'Single-breasted blazers', reason: 'The classic shape suits balanced proportions.' },
    ],
    bottoms: [
      { style: 'Slim straight trousers', reason: 'Balanced proportions carry the most versatile cut.' },
      { style: 'Dark straight-leg jeans', reason: 'An even dark wash keeps the leg line long.' },
    ],
  },
  Curvy: {
    fit: 'Tailored fit with stretch',
    tops: [
      { style: 'Wrap and V-neck tops', reason: 'Define the waist and lengthen the neckline.' },
      { style: 'Structured jackets that nip at the waist', reason: 'Follow curves instead of hiding them.' },
    ],
    bottoms: [
      { style: 'High-rise straight or wide-leg trousers', reason: 'Sit at the natural waist and balance the hips.' },
      { style: 'Stretch denim with a contoured waistband', reason: 'Fits the hips without a gap at the back.' },
    ],
  },
  Full: {
    fit: 'Relaxed fit',
    tops: [
      { style: 'Open-collar shirts and V-necks', reason: 'A vertical line at the neck lengthens the torso.' },
      { style: 'Unstructured jackets worn open', reason: 'Create a long vertical line without adding bulk.' },
    ],
    bottoms: [
      { style: 'Straight-leg trousers with a mid rise', reason: 'Comfortable at the waist with a clean drape.' },
      { style: 'Flat-front chinos in dark colors', reason: 'Pleats and light colors add visual volume.' },
    ],
  },
};

const LETTERS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/** Sizes from height and weight: a starting point for the first purchase, not a tailor's measure. */
export function estimateSizes(heightCm: number, weightKg: number, gender: Gender | null | undefined): { top_size: string; bottom_size: string } {
  const bmi = weightKg / (heightCm / 100) ** 2;
  if (gender === 'female') {
    const top = LETTERS[[50, 58, 68, 80, 92].findIndex((w) => weightKg < w) === -1 ? 5 : [50, 58, 68, 80, 92].findIndex((w) => weightKg < w)]!;
    const us = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18][Math.max(0, Math.min(9, Math.round((bmi - 17) * 0.9)))]!;
    return { top_size: top, bottom_size: `US ${us}` };
  }
  const bounds = [58, 68, 80, 92, 105];
  const index = bounds.findIndex((w) => weightKg < w);
  let top = index === -1 ? 5 : index;
  // Tall and lean people need the next size up for sleeve and body length.
  if (heightCm >= 188 && top < 5 && bmi < 25) top += 1;
  const waist = Math.max(26, Math.min(48, 2 * Math.round((12 + bmi * 0.85) / 2)));
  const inseam = Math.max(26, Math.min(36, Math.round((heightCm * 0.45) / 2.54)));
  return { top_size: LETTERS[top]!, bottom_size: `${waist}W x ${inseam}L` };
}
