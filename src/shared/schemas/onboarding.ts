import { z } from 'zod';
import { ZBudget } from './gaps';
import { CATEGORIES } from '../closet-constants';
import { BODY_TYPES, GENDERS, HAIR_COLORS, SKIN_TONES, type Department, type Gender } from '../constants';
import { PREDEFINED_STYLES, PRIORITIES } from './stylist';

/** Spec 5 and 9: the onboarding photos. The browser enforces them before upload; the server again. */
export const ONBOARDING_PHOTOS_MAX = 2;
export const ONBOARDING_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const ONBOARDING_PHOTOS_TOTAL_MAX_BYTES = 15 * 1024 * 1024;
export const ONBOARDING_PHOTO_MIN_PX = 200;
export const ONBOARDING_PHOTO_MAX_SIDE = 800;
export const ONBOARDING_PHOTO_QUALITY = 0.7;
export const ONBOARDING_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Spec 9: what the photo analysis assumes when the profile has no height or weight. */
export const DEFAULT_HEIGHT_CM = 170;
export const DEFAULT_WEIGHT_KG = 70;
export const ONBOARDING_STEPS = 4;

export const PHOTO_MESSAGES = {
  none: 'Please upload at least one photo for AI analysis',
  tooMany: 'Please select maximum 2 photos (front and side view).',
  totalTooLarge: 'Please use smaller images. Total size should be under 15MB.',
  tooSmall: 'Image too small. Please use images at least 200x200 pixels.',
  notImage: 'Please upload JPEG, PNG or WebP photos.',
  eachTooLarge: 'Each photo must be under 10MB.',
} as const;

export const STYLE_NAMES = PREDEFINED_STYLES.map((s) => s.name) as [
  (typeof PREDEFINED_STYLES)[number]['name'],
  ...(typeof PREDEFINED_STYLES)[number]['name'][],
];
export type StyleName = (typeof STYLE_NAMES)[number];
export const UNDERTONES = ['warm', 'cool', 'neutral'] as const;
export type Undertone = (typeof UNDERTONES)[number];

/** POST /api/ai-stylist/analyze-photos. Photos are data URLs; the server reads them by content. */
export const ZAnalyzePhotosRequest = z.strictObject({
  userId: z.number().int().optional(),
  photos: z
    .array(z.string({ error: 'Each photo must be a data URL' }).max(21 * 1024 * 1024), { error: PHOTO_MESSAGES.none })
    .min(1, { error: PHOTO_MESSAGES.none })
    .max(ONBOARDING_PHOTOS_MAX, { error: PHOTO_MESSAGES.tooMany }),
  /** Centimetres. */
  height: z.number({ error: 'Height must be a number of centimetres' }).min(50).max(275).default(DEFAULT_HEIGHT_CM),
  /** Kilograms. */
  weight: z.number({ error: 'Weight must be a number of kilograms' }).min(20).max(350).default(DEFAULT_WEIGHT_KG),
  gender: z.enum(GENDERS).nullable().optional(),
});
export type TAnalyzePhotosRequest = z.input<typeof ZAnalyzePhotosRequest>;

const ZColorReason = z.object({ color: z.string().min(1).max(80), reason: z.string().min(1).max(300) });
const ZStyleReason = z.object({ style: z.string().min(1).max(120), reason: z.string().min(1).max(300) });

/** Spec 3 'Photo analysis result', plus the values that fill the photo step's selects. */
export const ZPhotoAnalysisResult = z.object({
  color_palette: z.object({ recommended_colors: z.array(ZColorReason).min(1).max(12) }),
  style_and_fit: z.object({ tops: z.array(ZStyleReason).min(1).max(6), bottoms: z.array(ZStyleReason).min(1).max(6) }),
  estimated_size: z.object({ top_size: z.string().min(1).max(40), bottom_size: z.string().min(1).max(40), fit_preference: z.string().min(1).max(80) }),
  skin_tone: z.enum(SKIN_TONES),
  hair_color: z.enum(HAIR_COLORS),
  body_type: z.enum(BODY_TYPES),
  undertone: z.enum(UNDERTONES),
  /** The seasonal palette the colours come from ('Warm Autumn'...). */
  season: z.string().max(40).optional(),
  source: z.enum(['local', 'llm']).optional(),
});
export type TPhotoAnalysisResult = z.infer<typeof ZPhotoAnalysisResult>;

export const ZStyleChatMessage = z.strictObject({
  role: z.enum(['user', 'assistant'], { error: 'Each message needs a role of user or assistant' }),
  content: z.string({ error: 'Each message needs its content' }).max(4000, { error: 'A message is at most 4000 characters' }),
});

/** POST /api/ai-stylist/onboarding-style-analysis */
export const ZStyleAnalysisRequest = z.strictObject({
  messages: z
    .array(ZStyleChatMessage, { error: 'messages must be a list of role and content' })
    .min(1, { error: 'messages must not be empty' })
    .max(40, { error: 'Too many messages' }),
});
export type TStyleAnalysisRequest = z.input<typeof ZStyleAnalysisRequest>;

export const ZStyleEssentialItem = z.object({
  name: z.string().trim().min(1).max(100),
  category: z.enum(CATEGORIES),
  description: z.string().trim().max(500),
  priority: z.enum(PRIORITIES),
});
export type TStyleEssentialItem = z.infer<typeof ZStyleEssentialItem>;

/** A piece the person said they wear, offered as 'Add to closet' (issue 27); colour '' when none was said. */
export const ZClosetDraft = z.object({
  name: z.string().trim().min(1).max(100),
  category: z.enum(CATEGORIES),
  color: z.string().trim().max(50),
});
export type TClosetDraft = z.infer<typeof ZClosetDraft>;

/** Spec 3 'Style analysis response'. */
export const ZStyleAnalysis = z.object({
  styleGoals: z.array(z.string().trim().min(1).max(200)).min(1).max(6),
  preferredStyle: z.enum(STYLE_NAMES),
  essentialItems: z.array(ZStyleEssentialItem).max(10),
  /** The key-piece budget read from the answers; null when they state none, absent from older clients. */
  budget: ZBudget.nullable().optional(),
  /** Pieces the person already wears, as closet drafts; never in essentialItems (what to buy). */
  closetDrafts: z.array(ZClosetDraft).max(12).optional(),
  /** Every style direction picked on the summary's tiles, preferredStyle first (the client's; ADR 0094). */
  styles: z.array(z.string().trim().min(1).max(100)).max(10).optional(),
  /** Colours the answers say the person loves and avoids (read by the server), kept apart from the photo palette (ADR 0113). */
  lovedColours: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  avoidColours: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
});
export type TStyleAnalysis = z.infer<typeof ZStyleAnalysis>;

/** Spec 8: what the wizard shows when the style analysis fails. */
export const DEFAULT_STYLE_ANALYSIS: TStyleAnalysis = {
  styleGoals: ['Find my personal style', 'Elevate my everyday look'],
  preferredStyle: 'Smart Casual',
  essentialItems: [
    { name: 'Navy Blazer', category: 'Outerwear', description: 'Dresses up jeans and chinos alike; the most versatile jacket you can own.', priority: 'High' },
    { name: 'White Oxford Shirt', category: 'Tops', description: 'Works under a blazer, with a tie or open-collared on weekends.', priority: 'High' },
    {
      name: 'Dark Slim Jeans',
      category: 'Bottoms',
      description: 'A dark, even wash reads smart enough for dinner and relaxed enough for Saturday.',
      priority: 'High',
    },
  ],
};
export const STYLE_ANALYSIS_APOLOGY = "Sorry, I couldn't analyze our conversation just now, so here is a classic starting point. You can adjust it below.";
export const STYLE_SUMMARY_QUESTION = 'Does this sound right to you?';

/** PATCH /api/users/{id}/complete-onboarding: no body, or an empty object. */
export const ZCompleteOnboardingRequest = z
  .strictObject({
    /** The person said yes to replacing the style profile they already finished (issue 24). */
    replaceProfile: z.boolean().optional(),
  })
  .nullish();
export type TCompleteOnboardingRequest = z.infer<typeof ZCompleteOnboardingRequest>;

/** The 409 a completion gets when a finished profile would be replaced without a yes. */
export const PROFILE_EXISTS_MESSAGE = 'You already have a style profile. Confirm to replace it with this one.';

/** Spec 5, onboarding steps 2 and 4: the messages, checked in this order. */
export const STEP_MESSAGES = {
  fullName: 'Please provide your full name',
  age: 'Please provide your age',
  gender: 'Please select your gender',
  styleGoals: 'Please add at least one style goal',
  preferredStyle: 'Please choose at least one style',
} as const;

/** Step 2 as the form holds it: text inputs, so empty is '' and numbers are typed digits. */
export interface TBasicInfoDraft {
  fullName: string;
  age: string;
  gender: '' | Gender;
  /** '' : not chosen, read from the gender (departmentsOf). Absent in drafts saved before it existed. */
  departments?: '' | Department;
  heightFeet: string;
  heightInches: string;
  weight: string;
}

export type BasicInfoField = 'fullName' | 'age' | 'gender' | 'height' | 'weight';
export type StepProblems<F extends string> = Partial<Record<F, string>>;

const wholeNumber = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : null);

/** Every problem with step 2, each under its own field (issue 27), in the spec's order. */
export function basicInfoProblems(d: TBasicInfoDraft): StepProblems<BasicInfoField> {
  const out: StepProblems<BasicInfoField> = {};
  if (!d.fullName.trim()) out.fullName = STEP_MESSAGES.fullName;
  const age = wholeNumber(d.age);
  if (age === null || age === 0) out.age = STEP_MESSAGES.age;
  else if (age < 13 || age > 120) out.age = 'Age must be between 13 and 120';
  if (!d.gender) out.gender = STEP_MESSAGES.gender;
  const inches = heightToInches(d.heightFeet, d.heightInches);
  if (inches !== null && (inches < 36 || inches > 108)) out.height = 'Height must be between 3 and 9 feet';
  const weight = d.weight.trim() ? wholeNumber(d.weight) : null;
  if (d.weight.trim() && (weight === null || weight < 50 || weight > 700)) out.weight = 'Weight must be a whole number of pounds between 50 and 700';
  return out;
}

/** The first problem with step 2 (name, age, gender, height, weight), or null. */
export function basicInfoProblem(d: TBasicInfoDraft): string | null {
  return Object.values(basicInfoProblems(d))[0] ?? null;
}

export type StyleStepField = 'styleGoals' | 'preferredStyle';

/** Every problem with step 4's summary, each under its own field. */
export function styleStepProblems(s: {
  styleGoals: readonly string[];
  preferredStyle: string;
  styles?: readonly string[] | undefined;
}): StepProblems<StyleStepField> {
  const out: StepProblems<StyleStepField> = {};
  if (!s.styleGoals.some((g) => g.trim())) out.styleGoals = STEP_MESSAGES.styleGoals;
  if (!s.preferredStyle.trim() && !s.styles?.some((x) => x.trim())) out.preferredStyle = STEP_MESSAGES.preferredStyle;
  return out;
}

/** The first problem with step 4 (goals, then style), or null. */
export function styleStepProblem(s: { styleGoals: readonly string[]; preferredStyle: string; styles?: readonly string[] | undefined }): string | null {
  return Object.values(styleStepProblems(s))[0] ?? null;
}

/** Spec 5: feet × 12 + inches, null when zero or empty. */
export function heightToInches(feet: string, inches: string): number | null {
  const f = wholeNumber(feet || '0') ?? 0;
  const i = wholeNumber(inches || '0') ?? 0;
  const total = f * 12 + i;
  return total > 0 ? total : null;
}

/** Whole numbers only: '72.5' and 'abc' are not a weight. Empty is null. */
export const wholeOrNull = (v: string): number | null => (v.trim() ? wholeNumber(v) : null);

/** What analyze-photos is sent: the profile's inches and pounds in cm and kg, spec 9's defaults when missing. */
export function bodyForAnalysis(heightInches: number | null, weightLbs: number | null): { height: number; weight: number } {
  return {
    height: heightInches ? Math.round(heightInches * 2.54) : DEFAULT_HEIGHT_CM,
    weight: weightLbs ? Math.round(weightLbs * 0.45359237) : DEFAULT_WEIGHT_KG,
  };
}

/** POST /api/ai-stylist/onboarding-question: a line typed in the style chat, answered when it is a clothing question. */
export const ZOnboardingQuestion = z.strictObject({
  message: z.string().trim().min(1, { error: 'Message cannot be empty' }).max(1000, { error: 'Message is too long (1000 characters at most)' }),
});
export type TOnboardingQuestion = z.infer<typeof ZOnboardingQuestion>;
/** null: not a clothing question, so the line is the answer to the scripted question. */
export const ZOnboardingQuestionAnswer = z.object({ answer: z.string().nullable() });
export type TOnboardingQuestionAnswer = z.infer<typeof ZOnboardingQuestionAnswer>;
