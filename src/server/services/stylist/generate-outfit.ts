import type { DailyOutfitRow, StoredWeather, UserRow } from '../../../db/schema';
import { replyProblems, type OutfitPick } from '../../../adapters/ai';
import type { WeatherReport } from '../../../adapters/weather';
import { dressingWeather } from '../../../domain/stylist/weather-bands';
import {
  SHORT_OF_PREFIX,
  generateOutfit,
  hardRuleViolations,
  type DayEvent,
  type OutfitCandidate,
  type OutfitReaction,
  type OutfitRequest,
  type OutfitResult,
} from '../../../domain/stylist';
import type { TClothingItem } from '../../../shared/schemas/closet';
import type { TGeneratedOutfit, TStylePreferences, ZGenerateOutfitRequest } from '../../../shared/schemas/stylist';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { weatherQueryFor } from '../users/home-location';
import { activePrompt } from './ai-prompts';
import { loadCloset, toEngineItem, type StylistItem } from './closet';
import { userToday } from './dates';
import { eventsForDay } from './day-events';
import { getStylePreferences } from './get-style-preferences';
import { reactionsOf } from './outfit-reactions';
import { withPlan } from '../plans/with-plan';
import { dayLook, eventsOfLook, writeLook, type LookRow } from '../plans/day-look';
import { refreshedReason, sameLook } from '../../../domain/stylist/ranked-looks';
import { nextRankedLook } from './ranked-looks';

type GenerateOutfitInput = z.infer<typeof ZGenerateOutfitRequest>;

export interface Choice {
  itemIds: number[];
  styleNote: string;
  reasons: string[];
  source: 'engine' | 'llm' | 'hand';
}

/** A stable seed per user and day, so the same day gives the same outfit until a refresh. */
function initialSeed(userId: number, date: string, eventId?: number): number {
  let h = 2166136261;
  for (const ch of eventId ? `${userId}:${date}:${eventId}` : `${userId}:${date}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) % 2_000_000_000;
}

function toDto(
  date: string,
  choice: Pick<Choice, 'styleNote' | 'reasons' | 'source'>,
  items: TClothingItem[],
  weather: StoredWeather | null,
): TGeneratedOutfit {
  return { date, items, styleNote: choice.styleNote, reasons: choice.reasons, weather, source: choice.source };
}

function itemsFor(ids: readonly number[], closet: readonly StylistItem[]): TClothingItem[] | null {
  const byId = new Map(closet.map((i) => [i.dto.id, i.dto]));
  const items = ids.map((id) => byId.get(id));
  return items.every(Boolean) ? (items as TClothingItem[]) : null;
}

/**
 * POST /api/ai-stylist/generate-outfit: the day's outfit from the signed-in user's stored closet,
 * preferences, calendar and weather. One outfit is stored per user and local date; asking again
 * returns it, `refresh` replaces it with a different one when the closet allows.
 */
export async function generateDailyOutfit(ctx: Ctx, user: UserRow, input: GenerateOutfitInput): Promise<TGeneratedOutfit> {
  const date = input.date ?? userToday(ctx.now(), user.timezone);
  // Independent reads: the stored outfit needs the closet to be shown and today's weather to be
  // kept (the forecast is cached per place and hour), so all three are fetched at once.
  // The day's look: its own, or its main event's plan (ADR 0119).
  const [existing, closet, weather] = await Promise.all([dayLook(ctx, user.id, date), loadCloset(ctx, user.id), dayWeather(ctx, user, date)]);
  const kept = input.refresh ? null : storedOutfit(date, existing, closet, weather);
  if (kept) return kept;

  const [preferences, events, reactions] = await Promise.all([
    getStylePreferences(ctx, user.id),
    eventsForDay(ctx, user.id, date, input.events),
    reactionsOf(ctx, [user.id], date),
  ]);
  // An event's plan shown as the day's look is rebuilt for its event, and stays that event's.
  return decideOutfit(
    ctx,
    user,
    date,
    { existing, closet, preferences, events: eventsOfLook(existing, events), weather, reactions: reactions.get(user.id) ?? [] },
    input.refresh,
  );
}

/**
 * The stored outfit of the day as shown, or null when there is none, when a piece of it was
 * deleted, archived or put in the laundry since, or when the forecast now dresses the day
 * differently (rain now likely, a cool day turned cold): then the day's outfit is chosen again.
 */
export function storedOutfit(
  date: string,
  existing: DailyOutfitRow | undefined,
  closet: readonly StylistItem[],
  /** Today's forecast, to choose again when it dresses the day differently; absent: the row as it is (a swap just written). */
  weather?: WeatherReport,
): TGeneratedOutfit | null {
  if (!existing) return null;
  const items = itemsFor(existing.itemIds, closet);
  // A piece gone from the closet or out of reach: choose again rather than offer what cannot be worn.
  if (!items || !items.every((i) => i.status === 'active')) return null;
  const chosenFor = existing.weather ? { ...existing.weather, precipitationMm: existing.weather.precipitationMm ?? 0 } : null;
  // A look the person planned is theirs: kept when the forecast moves, with the reason it may not suit (issue 44).
  if (existing.plannedAt) return withPlan(toDto(date, existing, items, existing.weather), existing, weather);
  if (weather && chosenFor && dressingWeather(chosenFor) !== dressingWeather(weather)) return null;
  return toDto(date, existing, items, existing.weather);
}

/** The weather the day's outfit is dressed for. */
export const dayWeather = (ctx: Pick<Ctx, 'weather'>, user: UserRow, date: string) => ctx.weather.forDay(weatherQueryFor(user, date));

/** Everything one day's outfit is decided from: read for one user, or for a batch of users at once. */
export interface OutfitReads {
  existing: LookRow | undefined;
  /** The event whose look this is (the calendar's 'outfit for this event'); absent: the day's, or the existing row's. */
  eventId?: number;
  closet: StylistItem[];
  preferences: TStylePreferences;
  events: DayEvent[];
  weather: WeatherReport;
  /** Recent swaps and 'not today's: they shape the scoring. */
  reactions: OutfitReaction[];
}

type EngineWeather = OutfitRequest['weather'];

/** The engine's request for one day, from what was read (a swap passes the stored outfit's weather). */
export function engineRequest(
  user: Pick<UserRow, 'id'>,
  date: string,
  reads: Omit<OutfitReads, 'weather' | 'existing' | 'eventId'> & { weather: EngineWeather | StoredWeather },
  seed: number,
  avoid?: readonly number[],
): OutfitRequest {
  const { closet, preferences, events, weather, reactions } = reads;
  return {
    closet: closet.map(toEngineItem),
    date,
    events,
    weather: {
      minTempC: weather.minTempC,
      maxTempC: weather.maxTempC,
      precipitationProbability: weather.precipitationProbability,
      precipitationMm: weather.precipitationMm ?? 0,
      windKph: weather.windKph,
      source: weather.source,
    },
    preferences: {
      preferredStyle: preferences.preferredStyle,
      colorPalette: preferences.colorPalette,
      styleGoals: preferences.styleGoals,
      styles: preferences.styles ?? [],
      lovedColours: preferences.lovedColours ?? [],
      avoidColours: preferences.avoidColours ?? [],
    },
    seed,
    reactions,
    ...(avoid ? { avoidItemIds: [...avoid] } : {}),
  };
}

/**
 * Runs the engine (and the LLM's pick among its candidates) on what was read, and stores the day's
 * outfit. A refresh (Home's button, '2'/MORE by text, 'Not today') takes the next look of the
 * day's ranked list (ranked-looks.ts), shared by every door and process.
 */
export async function decideOutfit(ctx: Ctx, user: Pick<UserRow, 'id'>, date: string, reads: OutfitReads, refresh: boolean): Promise<TGeneratedOutfit> {
  const { existing, closet, weather } = reads;
  const eventId = existing ? (existing.calendarEventId ?? null) : (reads.eventId ?? null);
  // One seed per user, day and look: the first look and the ranked list agree.
  const request = engineRequest(user, date, reads, initialSeed(user.id, date, eventId ?? undefined));
  if (refresh && existing) return refreshFromList(ctx, user, date, eventId, reads, request, existing);
  const result = generateOutfit(request);

  // An empty or too-small closet gets advice, not a stored outfit: adding items must change the answer at once.
  if (result.kind !== 'outfit') return toDto(date, { styleNote: result.styleNote, reasons: result.reasons, source: 'engine' }, [], weather);

  const engineChoice: Choice = { itemIds: result.items.map((i) => i.id), styleNote: result.styleNote, reasons: result.reasons, source: 'engine' };
  // An activity day is dressed as chat dresses the activity (its slots, not a dress code's candidates): the model does not re-pick it.
  const choice =
    ctx.ai.kind === 'llm' && !result.activity ? ((await llmChoice(ctx, request, result, weather, closet, undefined)) ?? engineChoice) : engineChoice;

  // A stored outfit whose items are gone (or whose weather changed) is replaced; a first outfit never overwrites a concurrent one.
  const stored = await store(ctx, user.id, date, eventId, choice, weather, request.seed, !!existing);
  return toDto(date, stored, itemsFor(stored.itemIds, closet) ?? [], stored.weather);
}

/**
 * A refresh: the next look of the day's ranked list, stored as the day's (or the event's) look.
 * It never repeats silently: the answer says which look of how many it is, when the list came
 * round to its first look again, and, when the list holds one look only, that it is the only one
 * and what to add.
 */
async function refreshFromList(
  ctx: Ctx,
  user: Pick<UserRow, 'id'>,
  date: string,
  eventId: number | null,
  reads: OutfitReads,
  request: OutfitRequest,
  existing: LookRow,
): Promise<TGeneratedOutfit> {
  const { closet, weather } = reads;
  const served = await nextRankedLook(ctx, { userId: user.id, date, eventId }, request, existing.itemIds);
  if (!served) {
    const result = generateOutfit(request);
    return toDto(date, { styleNote: result.styleNote, reasons: result.reasons, source: 'engine' }, [], weather);
  }
  const { look, index, count, wrapped, onlyNote } = served;
  const changed = !sameLook(look.itemIds, existing.itemIds);
  // Said in the reasons (every door shows them): which look of how many; 'the only combination' only when the list holds one look.
  const said = count > 1 ? refreshedReason(index, count, wrapped) : (onlyNote ?? UNCHANGED_NOTE);
  const engineChoice: Choice = { itemIds: look.itemIds, styleNote: look.styleNote, reasons: [...look.reasons, said], source: 'engine' };
  let choice = engineChoice;
  if (ctx.ai.kind === 'llm' && changed) {
    // The model writes the note for the list's next look; it does not choose another one.
    const byId = new Map(request.closet.map((i) => [i.id, i]));
    const candidate = { items: look.itemIds.flatMap((id) => byId.get(id) ?? []), reasons: look.candidateReasons, score: look.score };
    const result = generateOutfit(request);
    if (result.kind === 'outfit' && !result.activity) {
      const picked = await llmChoice(ctx, request, { ...result, candidates: [candidate] }, weather, closet, existing.itemIds);
      if (picked && sameLook(picked.itemIds, look.itemIds)) choice = { ...picked, reasons: [...picked.reasons, said] };
    }
  }
  const stored = await store(ctx, user.id, date, eventId, choice, weather, request.seed, true);
  const dto = toDto(date, stored, itemsFor(stored.itemIds, closet) ?? [], stored.weather);
  // The note is the answer to a refresh that could not change: why, and what to add.
  return { ...dto, refresh: { changed, note: changed ? null : said } };
}

/** A list of one look whose engine note is missing: nothing else suits, said without naming what to add. */
const UNCHANGED_NOTE = 'Nothing else in your closet suits today, so the outfit stays the same';

async function store(
  ctx: Ctx,
  userId: number,
  date: string,
  eventId: number | null,
  choice: Choice,
  weather: WeatherReport,
  seed: number,
  replace: boolean,
): Promise<LookRow> {
  const values = { itemIds: choice.itemIds, styleNote: choice.styleNote, reasons: choice.reasons, weather, source: choice.source, seed };
  // A refresh or a look whose pieces are gone replaces the row; two first requests at once: the first one stored wins.
  return writeLook(ctx, userId, date, { eventId }, replace ? { ...values, createdAt: ctx.now() } : values, replace ? 'replace' : 'first');
}

/** The LLM picks among the engine's candidates; anything off (bad index, a broken rule, an error) keeps the engine's choice. */
async function llmChoice(
  ctx: Ctx,
  request: OutfitRequest,
  result: OutfitResult,
  weather: WeatherReport,
  closet: readonly StylistItem[],
  avoid: readonly number[] | undefined,
): Promise<Choice | null> {
  const sameAsAvoided = (ids: number[]) => !!avoid && ids.length === avoid.length && ids.every((id) => avoid.includes(id));
  const fresh = result.candidates.filter((c) => !sameAsAvoided(c.items.map((i) => i.id)));
  const candidates = fresh.length > 0 ? fresh : result.candidates;
  const dtos = new Map(closet.map((i) => [i.dto.id, i.dto]));
  const pick = await ctx.ai.pickOutfit({
    systemPrompt: await activePrompt(ctx, 'daily_outfit'),
    date: request.date,
    weather: {
      label: weather.label,
      summary: weather.summary,
      minTempC: weather.minTempC,
      maxTempC: weather.maxTempC,
      precipitationProbability: weather.precipitationProbability,
    },
    events: request.events.map((e) => ({ title: e.title, startTime: e.startTime, dressCode: e.dressCode })),
    preferences: request.preferences,
    candidates: candidates.map((c) => ({ items: c.items.map((i) => dtos.get(i.id)!), reasons: c.reasons, score: c.score })),
    engineNote: result.styleNote,
  });
  // A closet short of the dress code was dressed at the nearest level: the pick is judged at that level.
  const judged: OutfitRequest = result.shortOf
    ? { ...request, events: [{ title: result.dressCode ?? 'closest', date: request.date, startTime: null, endTime: null, dressCode: result.shortOf.closest }] }
    : request;
  const verdict = acceptPick(judged, candidates, pick);
  if (!verdict.ok) {
    ctx.log.warn({ reason: verdict.reason }, 'LLM outfit choice unusable; keeping the engine choice');
    return null;
  }
  // The note goes out by text and on Home: the same rules as a chat reply (owned pieces, the day's weather).
  const rain = weather.precipitationProbability >= 50 || weather.precipitationMm >= 1;
  const problems = replyProblems(verdict.choice.styleNote, {
    closet: closet.map((i) => i.dto),
    weather: { maxTempC: weather.maxTempC, minTempC: weather.minTempC, rain, snow: rain && weather.maxTempC <= 1 },
  });
  if (problems.length) {
    ctx.log.warn({ problems }, 'LLM outfit note failed the checks; keeping the engine choice');
    return null;
  }
  // A closet short of the dress code says so whatever the model wrote.
  const shortOf = result.reasons.find((r) => r.startsWith(SHORT_OF_PREFIX));
  return shortOf && !verdict.choice.reasons.includes(shortOf) ? { ...verdict.choice, reasons: [shortOf, ...verdict.choice.reasons] } : verdict.choice;
}

/**
 * Whether a model's pick may be used: a valid index, and an outfit that passes every hard rule
 * when checked again against the request (defence in depth: the model never gets the last word).
 */
export function acceptPick(
  request: OutfitRequest,
  candidates: readonly OutfitCandidate[],
  pick: OutfitPick,
): { ok: true; choice: Choice } | { ok: false; reason: string } {
  if (!pick.ok) return pick;
  const chosen = candidates[pick.index];
  if (!chosen) return { ok: false, reason: `candidate index ${pick.index} is out of range` };
  const violations = hardRuleViolations(request, chosen.items);
  if (violations.length > 0) return { ok: false, reason: `the chosen outfit breaks a hard rule: ${violations.join('; ')}` };
  return { ok: true, choice: { itemIds: chosen.items.map((i) => i.id), styleNote: pick.styleNote, reasons: chosen.reasons, source: 'llm' } };
}
