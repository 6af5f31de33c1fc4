import { closetItemFromDto } from '../../../domain/stylist/item-from-dto';
import type { UserRow } from '../../../db/schema';
import { closetAdviceText, fitSegments, outfitText } from '../../../domain/sms';
import { FREE_OUTFIT_REFRESHES_PER_DAY } from '../../../shared/billing';
import { AppError } from '../../errors';
import { entitlementSummary, spendFreeUse } from '../billing/entitlement';
import { userToday } from '../stylist/dates';
import { SHORT_OF_PREFIX, dayOccasion, profileItem, type DayEvent } from '../../../domain/stylist';
import { temperatureUnit } from '../../../domain/stylist/chat/units';
import { isRainLikely, temperatureBand } from '../../../domain/stylist/weather-bands';
import type { TGeneratedOutfit } from '../../../shared/schemas/stylist';
import type { Ctx } from '../../context';
import { eventsOnDateOf } from '../calendar/events-between';
import { dailyOutfitsOf } from '../stylist/daily-outfits-batch';
import { toDayEvents, eventsForDay } from '../stylist/day-events';
import { generateDailyOutfit } from '../stylist/generate-outfit';
import { dayLook } from '../plans/day-look';
import { refreshedSentence } from '../../../domain/stylist/ranked-looks';
import { dayActivity } from '../../../domain/stylist/activity-day';
import { rainPieceOf } from '../../../domain/sms/rain-piece';
import { trimEndOf } from '../../../shared/plain-text';

/** The short path a text links to: it answers with a redirect to Home's outfit card (routes/stylist/today-link.ts). */
export const TODAY_LINK_PATH = '/t';

/** PUBLIC_URL + the short path, or null when the app does not know its own address (a text cannot link to 'Home'). */
export function todayLink(ctx: Pick<Ctx, 'config'>): string | null {
  const base = ctx.config.publicUrl ? trimEndOf(ctx.config.publicUrl, '/') : undefined;
  return base ? `${base}${TODAY_LINK_PATH}` : null;
}

/** Today's outfit as a text, naming the pieces as the closet names them; the same outfit every screen shows. */
export async function todaysOutfitText(ctx: Ctx, user: UserRow): Promise<string> {
  const outfit = await generateDailyOutfit(ctx, user, { events: [], refresh: false });
  const events = await eventsForDay(ctx, user.id, outfit.date, []);
  return outfitMessage(ctx, user, outfit, events);
}

/** The same text for a batch of users whose local date is `date`, read a table at a time (the daily texts). */
export async function todaysOutfitTexts(ctx: Ctx, users: readonly UserRow[], date: string): Promise<Map<number, string>> {
  const [outfits, events] = await Promise.all([
    dailyOutfitsOf(ctx, users, date),
    eventsOnDateOf(
      ctx,
      users.map((u) => u.id),
      date,
    ),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  return new Map([...outfits].map(([id, outfit]) => [id, outfitMessage(ctx, byId.get(id)!, outfit, toDayEvents(events.get(id) ?? [], date, []))]));
}

/**
 * The answer to '2' or MORE: the next outfit of the day, spending one of the free plan's
 * refreshes as the web's refresh does; when the outfit cannot change, why and what to add; when
 * no refresh is left, where to get more.
 */
export async function anotherOutfitText(ctx: Ctx, user: UserRow): Promise<string> {
  const date = userToday(ctx.now(), user.timezone);
  // The look Home shows for the day (its own, or its main event's plan: ADR 0119).
  const stored = await dayLook(ctx, user.id, date);
  // As on the web, the day's first outfit is free: with nothing stored there is nothing to refresh.
  if (stored) {
    try {
      await spendFreeUse(ctx, user, 'outfit_refresh');
    } catch (error) {
      if (error instanceof AppError && error.code === 'PAYMENT_REQUIRED') return refreshLimitText(ctx);
      throw error;
    }
  }
  const [outfit, events, { outfitRefreshesLeft }] = await Promise.all([
    generateDailyOutfit(ctx, user, { events: [], refresh: !!stored }),
    eventsForDay(ctx, user.id, date, []),
    entitlementSummary(ctx, user),
  ]);
  if (outfit.refresh && !outfit.refresh.changed) {
    const left = outfitRefreshesLeft === null ? '' : ` ${outfitRefreshesLeft} refresh${outfitRefreshesLeft === 1 ? '' : 'es'} left today.`;
    return fitSegments(`${outfit.refresh.note ?? 'Nothing else in your closet suits today'}.${left}`);
  }
  const text = outfitMessage(ctx, user, outfit, events, { canOfferAnother: outfitRefreshesLeft !== 0 });
  // As Home's refresh and 'Not today' say it: which of the day's looks this is, and whether it used a refresh.
  return outfit.refresh ? `${text}\n${refreshSaid(refreshedSentence(outfit.reasons), outfitRefreshesLeft)}` : text;
}

/** What a refresh did and whether it spent one of the free plan's refreshes (nothing about refreshes on an unlimited plan). */
export function refreshSaid(what: string | null, refreshesLeft: number | null): string {
  const used = refreshesLeft === null ? '' : ` This used one of today's refreshes (${refreshesLeft} left).`;
  return `${what ? `${what}.` : 'Here is another look.'}${used}`;
}

function refreshLimitText(ctx: Pick<Ctx, 'config'>): string {
  const base = ctx.config.publicUrl ? trimEndOf(ctx.config.publicUrl, '/') : undefined;
  const where = base ? `${base}/subscribe` : 'the Subscribe page of the app';
  return `You've used today's ${FREE_OUTFIT_REFRESHES_PER_DAY} free outfit refreshes. Start your free trial at ${where} for unlimited new looks.`;
}

export function outfitMessage(
  ctx: Pick<Ctx, 'config'>,
  user: Pick<UserRow, 'phoneNumber' | 'homeLocation' | 'homeCountry'>,
  outfit: TGeneratedOutfit,
  events: readonly DayEvent[],
  options: { canOfferAnother?: boolean } = {},
): string {
  if (outfit.items.length === 0) return closetAdviceText(ctx.config.brandName, outfit.styleNote);
  const w = outfit.weather;
  const wet = !!w && isRainLikely({ ...w, precipitationMm: w.precipitationMm ?? 0 });
  // Only a piece made for rain is named as the answer to it; without one the text advises an umbrella (rain-piece.ts).
  const dry = rainPieceOf(outfit.items.map((i) => profileItem(closetItemFromDto(i))));
  const day = { date: outfit.date, events: [...events], preferences: { preferredStyle: '', colorPalette: [], styleGoals: [] } };
  const occasion = dayOccasion(day);
  // An activity with no dress code of its own can decide the day too (activity-day.ts): the text names it.
  const headline = occasion.source === 'event' ? occasion.event : (dayActivity(day)?.event ?? null);
  const text = outfitText({
    pieces: outfit.items.map((i) => i.name),
    weather: w ? { minTempC: w.minTempC, maxTempC: w.maxTempC, wet, freezing: temperatureBand(w.maxTempC) === 'freezing' } : null,
    unit: temperatureUnit(user),
    rainPiece: wet && dry ? dry.item.name : null,
    event: headline ? { title: headline.title, startTime: headline.startTime } : null,
    link: todayLink(ctx),
    canOfferAnother: options.canOfferAnother ?? true,
    shortOf: outfit.reasons.find((r) => r.startsWith(SHORT_OF_PREFIX)) ?? null,
  });
  // A look planned ahead is still the one sent (issue 44); when the forecast crossed a line since, the text says why and where the other is.
  return outfit.plan?.weatherNote ? `${text}\n${outfit.plan.weatherNote} Home has a look for today's weather too.` : text;
}
