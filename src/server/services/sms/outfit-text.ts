import type { UserRow } from '../../../db/schema';
import { fitSegments } from '../../../domain/sms';
import type { TGeneratedOutfit } from '../../../shared/schemas/stylist';
import type { Ctx } from '../../context';
import { dailyOutfitsOf } from '../stylist/daily-outfits-batch';
import { generateDailyOutfit } from '../stylist/generate-outfit';

/** Today's outfit as a text, naming the pieces as the closet names them; the same outfit every screen shows. */
export async function todaysOutfitText(ctx: Ctx, user: UserRow): Promise<string> {
  const outfit = await generateDailyOutfit(ctx, user, { events: [], refresh: false });
  return outfitMessage(ctx.config.brandName, outfit);
}

/** The same text for a batch of users whose local date is `date`, read a table at a time (the daily texts). */
export async function todaysOutfitTexts(ctx: Ctx, users: readonly UserRow[], date: string): Promise<Map<number, string>> {
  const outfits = await dailyOutfitsOf(ctx, users, date);
  return new Map([...outfits].map(([id, outfit]) => [id, outfitMessage(ctx.config.brandName, outfit)]));
}

export function outfitMessage(brandName: string, outfit: TGeneratedOutfit): string {
  if (outfit.items.length === 0) {
    return fitSegments(`${brandName}: ${outfit.styleNote} Text me a photo of a piece to add it to your closet.`);
  }
  const pieces = outfit.items.map((i) => i.name).join(' + ');
  const weather = outfit.weather ? ` (${outfit.weather.summary})` : '';
  // The pieces come first and are never cut: the note is what gives way to fit two segments.
  return fitSegments(`Today's outfit: ${pieces}${weather}. ${outfit.styleNote}`);
}
