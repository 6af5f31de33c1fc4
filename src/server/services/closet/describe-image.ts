import { and, eq } from 'drizzle-orm';
import { closetUploads, type UserRow } from '../../../db/schema';
import type { TDescribeClosetImageResponse } from '../../../shared/schemas/closet';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';
import type { GarmentDescription } from '../../../adapters/ai/onboarding';

/** What the vision model reads from a photo when one is configured (AI_VISION_MODEL); null: the person says. */
export async function describeFromAi(ctx: Ctx, image: Uint8Array, mediaType: string): Promise<GarmentDescription | null> {
  if (!ctx.onboardingAi.hasVision) return null;
  const answer = await ctx.onboardingAi.describeGarment(image, mediaType);
  return answer.ok ? answer.value : null;
}

/**
 * POST /api/closet-images/describe: the same vision port a texted photo goes through reads the
 * category, subcategory and a name from a photo the user just uploaded, so the add form can
 * pre-fill them. Only the user's own pending upload can be read; without AI_VISION_MODEL the
 * answer is an empty suggestion, never an error.
 */
export async function describeClosetImage(ctx: Ctx, user: UserRow, imageUrl: string): Promise<TDescribeClosetImageResponse> {
  if (!ctx.onboardingAi.hasVision) return { suggestion: null };
  const [upload] = await ctx.db
    .select({ key: closetUploads.key })
    .from(closetUploads)
    .where(and(eq(closetUploads.userId, user.id), eq(closetUploads.imageUrl, imageUrl)));
  if (!upload) throw notFound('That photo is not one you just uploaded. Please upload it again.');
  const stored = await ctx.storage.get(upload.key);
  if (!stored) throw notFound('That photo is no longer stored. Please upload it again.');
  const described = await describeFromAi(ctx, stored.body, stored.contentType);
  return { suggestion: described };
}
