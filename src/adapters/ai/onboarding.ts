import { GENDER_LABELS, type Gender } from '../../shared/constants';
import { generateText, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
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
  /** Which closet category a photographed garment belongs to (a texted photo); vision model only. */
  classifyGarment(image: Uint8Array, mediaType: string): Promise<ModelResult<GarmentCategory>>;
}

export const GARMENT_CATEGORIES = ['Tops', 'Bottoms', 'Outerwear', 'Shoes', 'Accessories'] as const;
export type GarmentCategory = (typeof GARMENT_CATEGORIES)[number];
/** 'unsure' lets the model decline: the user is then asked, which beats a wrong closet entry. */
const ZGarmentCategory = z.object({ category: z.enum([...GARMENT_CATEGORIES, 'unsure']) });

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

  async classifyGarment(image: Uint8Array, mediaType: string): Promise<ModelResult<GarmentCategory>> {
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
                {
                  type: 'text',
                  text: `Which one of these closet categories is the garment in this photo: ${GARMENT_CATEGORIES.join(', ')}? Answer 'unsure' if the photo shows no single garment.`,
                },
                { type: 'image', image, mediaType },
              ],
            },
          ],
          output: Output.object({ schema: ZGarmentCategory, name: 'garment_category' }),
          temperature: 0,
          maxRetries: 0,
          abortSignal,
        }),
      );
      if (output.category === 'unsure') return { ok: false, reason: 'the model was unsure' };
      return { ok: true, value: output.category };
    } catch (error) {
      this.options.log.warn({ reason: reasonOf(error) }, 'AI garment category failed; asking the user');
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
