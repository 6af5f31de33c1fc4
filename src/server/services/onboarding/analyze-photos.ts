import type { Gender } from '../../../shared/constants';
import type { UserRow } from '../../../db/schema';
import { buildPhotoAnalysis, measurePortrait } from '../../../domain/photo-analysis';
import { DEFAULT_HEIGHT_CM, DEFAULT_WEIGHT_KG, type TPhotoAnalysisResult } from '../../../shared/schemas/onboarding';
import type { Ctx } from '../../context';
import { readOnboardingPhoto } from './read-photo';

export interface AnalyzePhotosInput {
  photos: string[];
  height?: number;
  weight?: number;
  gender?: Gender | null;
}

/**
 * POST /api/ai-stylist/analyze-photos. Every photo is checked before any is analysed; a vision
 * model answers when configured, the local analyser (face detector + CIELAB skin and hair
 * measures) otherwise or when the model fails. Photos live only in this call's memory.
 */
export async function analyzePhotos(ctx: Pick<Ctx, 'onboardingAi' | 'faceDetector'>, user: UserRow, input: AnalyzePhotosInput): Promise<TPhotoAnalysisResult> {
  const photos = [];
  for (const [i, url] of input.photos.entries()) photos.push(await readOnboardingPhoto(url, i));
  const heightCm = input.height ?? DEFAULT_HEIGHT_CM;
  const weightKg = input.weight ?? DEFAULT_WEIGHT_KG;
  const gender = input.gender ?? user.gender ?? null;

  if (ctx.onboardingAi.hasVision) {
    const answer = await ctx.onboardingAi.analyzePhotos({ photos: photos.map((p) => p.jpeg), heightCm, weightKg, gender });
    if (answer.ok) return answer.value;
  }
  const measures = [];
  for (const photo of photos) measures.push(measurePortrait(photo.rgb, await ctx.faceDetector.detect(photo.rgb)));
  return { ...buildPhotoAnalysis(measures, { heightCm, weightKg, gender }), source: 'local' };
}
