import { GENDER_LABELS, type Gender } from '../../shared/constants';
import { generateText, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import { canonicalSubcategory, CATEGORIES, SUBCATEGORIES, type Category } from '../../shared/closet-constants';
import { ZPhotoAnalysisResult, ZStyleAnalysis, type TPhotoAnalysisResult, type TStyleAnalysis } from '../../shared/schemas/onboarding';
import { openAiCompatibleModel } from './openai-compatible';
import type { AiConfig, AiLogger } from './port';
import { reasonOf, withTimeout } from './with-timeout';

/** The caller falls back to the local analysers whenever `ok` is false. */
export type ModelResult<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface PhotoModelInput {
  /** JPEG bytes, already re-encoded by the server (no EXIF, at most 800 px). */
  photos: Uint8Array[];
  heightCm: number;
  weightKg: number;
  gender: Gender | null;
}

export interface StyleModelInput {
  systemPrompt: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
}

export interface OnboardingAi {
  /** Whether a vision model is configured (AI_VISION_MODEL). */
  readonly hasVision: boolean;
  readonly hasText: boolean;
  analyzePhotos(input: PhotoModelInput): Promise<ModelResult<TPhotoAnalysisResult>>;
  analyzeStyle(input: StyleModelInput): Promise<ModelResult<TStyleAnalysis>>;
  /**
   * What a photographed garment is: its closet category, subcategory and a short name (a texted
   * photo, the web's add form); vision model only.
   */
  describeGarment(image: Uint8Array, mediaType: string): Promise<ModelResult<GarmentDescription>>;
}

export interface GarmentDescription {
  category: Category;
  /** One of the category's list, or null when the model named none of them. */
  subcategory: string | null;
  /** A short name such as 'Navy wool blazer'; null when the model gave none usable. */
  name: string | null;
}

/** 'unsure' lets the model decline: the user is then asked, which beats a wrong closet entry. */
const ZGarmentAnswer = z.object({
  category: z.enum([...CATEGORIES, 'unsure']),
  subcategory: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
});
const GARMENT_NAME_MAX = 60;

const GARMENT_PROMPT = [
  'Describe the one garment in this photo for a closet app, as the JSON object requested.',
  `category: exactly one of ${CATEGORIES.join(', ')}; answer 'unsure' if the photo shows no single garment.`,
  "subcategory: exactly one entry of that category's list, or null:",
  ...CATEGORIES.map((c) => `- ${c}: ${SUBCATEGORIES[c].join(', ')}`),
  `name: two to five words a person would call it, colour first (e.g. "Navy wool blazer"), at most ${GARMENT_NAME_MAX} characters.`,
].join('\n');

/** The model's answer kept only where it fits the closet's vocabularies: a subcategory off the list or a rambling name is dropped. */
export function garmentDescription(answer: z.infer<typeof ZGarmentAnswer>): GarmentDescription | null {
  if (answer.category === 'unsure') return null;
  const name = answer.name?.replace(/\s+/g, ' ').trim() ?? '';
  return {
    category: answer.category,
    subcategory: answer.subcategory ? canonicalSubcategory(answer.category, answer.subcategory) : null,
    name: name && name.length <= GARMENT_NAME_MAX ? name : null,
  };
}

const ZModelPhotoAnalysis = ZPhotoAnalysisResult.omit({ source: true, season: true }).extend({
  season: z.string().max(40).describe('The seasonal colour type, e.g. Warm Autumn'),
});

const PHOTO_PROMPT = (i: PhotoModelInput) =>
  [
    'You are a professional colour and fit analyst. Look at the photo(s) of one person and answer with the JSON object requested.',
    `Height: ${Math.round(i.heightCm)} cm. Weight: ${Math.round(i.weightKg)} kg.${i.gender ? ` Gender: ${GENDER_LABELS[i.gender]}.` : ''}`,
    'skin_tone is one of Fair, Light, Medium, Olive, Tan, Deep, Dark; hair_color one of Blonde, Light Brown, Brown, Dark Brown, Black, Red, Auburn, Gray, White;',
    'body_type one of Slim, Athletic, Average, Curvy, Full; undertone warm, cool or neutral.',
    'color_palette.recommended_colors: five or six clothing colours with a one-sentence reason each, tied to the undertone and contrast you see.',
    'style_and_fit.tops and style_and_fit.bottoms: two cuts each with a reason. estimated_size: top_size (XS to XXL), bottom_size, fit_preference.',
    'Judge colouring from the face and hair only; ignore clothing and background. Do not comment on attractiveness.',
  ].join('\n');

export interface OnboardingAiOptions {
  /** The vision model (AI_VISION_MODEL); none means photos are analysed locally. */
  visionModel?: LanguageModel;
  /** The text model (AI_MODEL); none means the style conversation is read locally. */
  textModel?: LanguageModel;
  log: AiLogger;
  timeoutMs: number;
}

/** Structured onboarding analyses from an OpenAI-compatible model; every failure is a result, never a throw. */
export class ModelOnboardingAi implements OnboardingAi {
  constructor(private readonly options: OnboardingAiOptions) {}

  get hasVision() {
    return Boolean(this.options.visionModel);
  }
  get hasText() {
    return Boolean(this.options.textModel);
  }

  async analyzePhotos(input: PhotoModelInput): Promise<ModelResult<TPhotoAnalysisResult>> {
    const model = this.options.visionModel;
    if (!model) return { ok: false, reason: 'no vision model configured' };
    try {
      const { output } = await withTimeout(this.options.timeoutMs * 2, (abortSignal) =>
        generateText({
          model,
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: PHOTO_PROMPT(input) },
                ...input.photos.map((image) => ({ type: 'image' as const, image, mediaType: 'image/jpeg' })),
              ],
            },
          ],
          output: Output.object({ schema: ZModelPhotoAnalysis, name: 'photo_analysis' }),
          temperature: 0.2,
          maxRetries: 0,
          abortSignal,
        }),
      );
      return { ok: true, value: { ...output, source: 'llm' } };
    } catch (error) {
      this.options.log.warn({ reason: reasonOf(error) }, 'AI photo analysis failed; analysed locally');
      return { ok: false, reason: reasonOf(error) };
    }
  }

  async describeGarment(image: Uint8Array, mediaType: string): Promise<ModelResult<GarmentDescription>> {
    const model = this.options.visionModel;
    if (!model) return { ok: false, reason: 'no vision model configured' };
    try {
      const { output } = await withTimeout(this.options.timeoutMs, (abortSignal) =>
        generateText({
          model,
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: GARMENT_PROMPT },
                { type: 'image', image, mediaType },
              ],
            },
          ],
          output: Output.object({ schema: ZGarmentAnswer, name: 'garment_description' }),
          temperature: 0,
          maxRetries: 0,
          abortSignal,
        }),
      );
      const described = garmentDescription(output);
      return described ? { ok: true, value: described } : { ok: false, reason: 'the model was unsure' };
    } catch (error) {
      this.options.log.warn({ reason: reasonOf(error) }, 'AI garment description failed; asking the user');
      return { ok: false, reason: reasonOf(error) };
    }
  }

  async analyzeStyle(input: StyleModelInput): Promise<ModelResult<TStyleAnalysis>> {
    const model = this.options.textModel;
    if (!model) return { ok: false, reason: 'no model configured' };
    try {
      const transcript = input.messages.map((m) => `${m.role === 'user' ? 'User' : 'Stylist'}: ${m.content}`).join('\n');
      const { output } = await withTimeout(this.options.timeoutMs, (abortSignal) =>
        generateText({
          model,
          system: input.systemPrompt,
          prompt: `The onboarding conversation:\n${transcript}\n\nAnswer with the JSON object requested.`,
          output: Output.object({ schema: ZStyleAnalysis, name: 'style_analysis' }),
          temperature: 0.3,
          maxRetries: 0,
          abortSignal,
        }),
      );
      return { ok: true, value: output };
    } catch (error) {
      this.options.log.warn({ reason: reasonOf(error) }, 'AI style analysis failed; read locally');
      return { ok: false, reason: reasonOf(error) };
    }
  }
}

/** Models from config: the vision model only when AI_VISION_MODEL is set, the text model when AI_MODEL is. */
export function createOnboardingAi(
  config: AiConfig,
  options: { log: AiLogger; timeoutMs: number; visionModel?: LanguageModel; textModel?: LanguageModel },
): OnboardingAi {
  const configured = config.provider === 'openai-compatible' ? config : null;
  const visionModel = options.visionModel ?? (configured?.visionModel ? openAiCompatibleModel({ ...configured, model: configured.visionModel }) : undefined);
  const textModel = options.textModel ?? (configured ? openAiCompatibleModel(configured) : undefined);
  return new ModelOnboardingAi({
    log: options.log,
    timeoutMs: options.timeoutMs,
    ...(visionModel ? { visionModel } : {}),
    ...(textModel ? { textModel } : {}),
  });
}
