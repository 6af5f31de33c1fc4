import { eq } from 'drizzle-orm';
import type { GarmentDescription } from '../../../adapters/ai/onboarding';
import { smsPendingPhotos, type UserRow } from '../../../db/schema';
import { categoryQuestion, type CATEGORY_CHOICES } from '../../../domain/sms';
import { CLOSET_IMAGE_MAX_BYTES } from '../../../shared/closet-constants';
import { ZCreateClothingItemRequest } from '../../../shared/schemas/closet';
import { PENDING_UPLOADS_FULL_MESSAGE, PHOTOS_FULL_MESSAGE } from '../../../shared/user-caps';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { createItem } from '../closet/create-item';
import { describeFromAi } from '../closet/describe-image';
import { uploadClosetImage } from '../closet/upload-image';
import { colourForNewPiece } from '../../../shared/colour-in-name';

/** MMS media are capped at the closet photo limit before any decoding. */
export const SMS_MEDIA_MAX_BYTES = CLOSET_IMAGE_MAX_BYTES;

export interface InboundMedia {
  url: string;
  contentType: string;
}

type Category = (typeof CATEGORY_CHOICES)[number];

/**
 * A texted photo: fetched from the provider's media host (capped), through the closet's image
 * pipeline (checked by content, re-encoded, colour read), kept as a pending upload; the category
 * comes from the AI when it can tell, otherwise it is asked as a numbered question.
 */
export async function receivePhoto(ctx: Ctx, user: UserRow, media: InboundMedia): Promise<string> {
  const fetched = await ctx.sms.fetchMedia(media.url, SMS_MEDIA_MAX_BYTES);
  if (!fetched.ok) {
    ctx.log.warn({ error: fetched.error }, 'SMS media not fetched');
    return /too large/i.test(fetched.error) ? 'That photo is over 5MB. Please send a smaller one.' : "I couldn't open that photo. Please try sending it again.";
  }
  let upload;
  try {
    upload = await uploadClosetImage(ctx, user, fetched.bytes);
  } catch (error) {
    // A full closet is said as it is, not as a bad photo.
    if (error instanceof AppError && (error.message === PENDING_UPLOADS_FULL_MESSAGE || error.message === PHOTOS_FULL_MESSAGE)) return error.message;
    if (error instanceof AppError) return 'I can only add JPEG, PNG or WebP photos up to 5MB. Please try another photo.';
    throw error;
  }
  const described = await describeFromAi(ctx, fetched.bytes, media.contentType);
  if (described) return addPhotoItem(ctx, user, upload.imageUrl, upload.detectedColor, described.category, described);
  const now = ctx.now();
  await ctx.db
    .insert(smsPendingPhotos)
    .values({ userId: user.id, imageUrl: upload.imageUrl, detectedColor: upload.detectedColor, createdAt: now })
    .onConflictDoUpdate({ target: smsPendingPhotos.userId, set: { imageUrl: upload.imageUrl, detectedColor: upload.detectedColor, createdAt: now } });
  return categoryQuestion(upload.detectedColor);
}

export async function pendingPhoto(ctx: Pick<Ctx, 'db'>, userId: number) {
  const [row] = await ctx.db.select().from(smsPendingPhotos).where(eq(smsPendingPhotos.userId, userId));
  return row;
}

const SINGULAR: Record<Category, string> = {
  Tops: 'top',
  Bottoms: 'bottoms',
  'Dresses & jumpsuits': 'dress',
  Outerwear: 'jacket',
  'Suits & tailoring': 'tailored piece',
  Shoes: 'shoes',
  Bags: 'bag',
  Accessories: 'accessory',
  Jewellery: 'jewelry',
  Activewear: 'activewear',
  Swim: 'swimwear',
};

/** The pending photo becomes a closet item in the chosen category; the pending row is the claim. */
export async function completePendingPhoto(ctx: Ctx, user: UserRow, category: Category): Promise<string | null> {
  const [pending] = await ctx.db.delete(smsPendingPhotos).where(eq(smsPendingPhotos.userId, user.id)).returning();
  if (!pending) return null;
  return addPhotoItem(ctx, user, pending.imageUrl, pending.detectedColor, category);
}

async function addPhotoItem(
  ctx: Ctx,
  user: UserRow,
  imageUrl: string,
  color: string | null,
  category: Category,
  described?: Pick<GarmentDescription, 'name' | 'subcategory'>,
): Promise<string> {
  const name = described?.name ?? `${color ?? 'New'} ${SINGULAR[category]}`;
  // The colour the described name states wins over the photo's pixels ('Black trousers' stay Black, not Charcoal).
  const input = ZCreateClothingItemRequest.parse({
    name,
    category,
    subcategory: described?.subcategory ?? null,
    color: colourForNewPiece(described?.name, color, 'Multicolor'),
    imageUrl,
  });
  try {
    const item = await createItem(ctx, user, input);
    return `Added "${item.name}" (${item.category}) to your closet. Rename it or add details in the app anytime.`;
  } catch (error) {
    if (error instanceof AppError) return 'That photo expired before I could save it. Please send it again.';
    throw error;
  }
}
