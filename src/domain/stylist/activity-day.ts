import { ACTIVITY_NEEDS, activityAnswer } from './chat/activity';
import { dayOccasion, dressCodeRank, eventDressCode, type DressCode } from './dress-code';
import { profileItem } from './item-profile';
import { parseQuestion } from './question';
import type { ActivityId } from './question/lexicon';
import { buildDayContext, hardRuleViolationDetails, itemViolations, type RuleId } from './rules';
import type { ClosetItem, DayEvent, OutfitRequest, OutfitResult, Weather } from './types';
import { isRainLikely, temperatureBand } from './weather-bands';

/**
 * A day whose deciding event is something the person does (a hike, a run, the gym, fishing) is
 * dressed for that activity, as chat dresses it (chat/activity.ts), not as a dress code: Home,
 * its refresh, '2'/MORE and the morning text all read the engine, so they all say the same
 * thing (ADR 0113, 'Activity days'). The event is read with the chat's own reading
 * (parseQuestion and its activity tables), never a word list of its own.
 *
 * Which event decides is the engine's existing rule (the most formal event of the day,
 * dress-code.ts): a hike at 6 and a dinner at 7 pm are dressed for the dinner. An activity
 * decides only when its dress code is athletic or casual ('Outdoor' is casual): a dressier code
 * says the title's sport is not what the person does in it ('Golf club gala', a business-casual
 * 'Training session'). With no event deciding, an event with no dress code of its own that
 * reads as an activity ('Fishing with Dad') decides the day over the style default.
 */

export interface DayActivity {
  activity: ActivityId;
  event: DayEvent;
  /** How the outfit names it: 'your hike', 'your fishing trip', 'the gym'. */
  name: string;
  /** The dress code the day is reported at (the event's, else the activity's own). */
  dressCode: DressCode;
}

/** As many looks as the engine's candidates (generate-outfit.ts's CANDIDATE_COUNT, not imported: it imports this file). */
const CANDIDATE_COUNT = 5;

/** The most an activity's own dress code may be and still be dressed as the activity. */
const ACTIVITY_CODE_CEILING = dressCodeRank('casual');

/** Readings remembered by title: the engine is asked about the same day several times per request. */
const readings = new Map<string, { activity: ActivityId | null; occasionName: string | null; dressCode: DressCode | null }>();
const READINGS_KEPT = 500;

const NOT_DOING: readonly string[] = ['shopping', 'packing'];

function readEvent(event: Pick<DayEvent, 'title' | 'description'>, date: string) {
  const description = event.description?.trim();
  const text = description ? `${event.title.trim()}. ${description}` : event.title.trim();
  const key = `${date}|${text}`;
  const known = readings.get(key);
  if (known) return known;
  const q = parseQuestion(text.slice(0, 500), { today: date });
  // A title that reads as buying or packing for a sport is not doing it today ('Buy running shoes').
  const reading = { activity: NOT_DOING.includes(q.kind) ? null : q.activity, occasionName: q.occasionName, dressCode: q.dressCode };
  if (readings.size >= READINGS_KEPT) readings.delete(readings.keys().next().value!);
  readings.set(key, reading);
  return reading;
}

/** The activity an event is, read as chat reads a message ('Saturday hike' → hiking, 'Garden party' → none); null when none. */
export function eventActivity(event: Pick<DayEvent, 'title' | 'description'>, date: string): ActivityId | null {
  return readEvent(event, date).activity;
}

/** 'a hike' → 'your hike'; 'the gym' stays; a pursuit named in the event's own words ('soccer practice', 'fishing') is said as written. */
function activityName(activity: ActivityId, occasionName: string | null): string {
  if (occasionName) return `your ${occasionName.toLowerCase()}`;
  return ACTIVITY_NEEDS[activity].phrase.replace(/^an? /, 'your ');
}

/** The day's activity, when an activity decides the day (see above); null otherwise. */
export function dayActivity(request: Pick<OutfitRequest, 'date' | 'events' | 'preferences'>): DayActivity | null {
  const occasion = dayOccasion(request);
  const asActivity = (event: DayEvent, code: DressCode | null): DayActivity | null => {
    const read = readEvent(event, request.date);
    if (!read.activity) return null;
    const dressCode = code ?? read.dressCode ?? 'casual';
    if (dressCodeRank(dressCode) > ACTIVITY_CODE_CEILING) return null;
    return { activity: read.activity, event, name: activityName(read.activity, read.occasionName), dressCode };
  };
  if (occasion.source === 'event' && occasion.event) return asActivity(occasion.event, occasion.code);
  // No event said a dress code: the first one that is an activity decides, by its start time.
  const uncoded = occasion.eventsToday
    .filter((e) => eventDressCode(e) === null)
    .sort((a, b) => (a.startTime ?? '99').localeCompare(b.startTime ?? '99') || a.title.localeCompare(b.title));
  for (const event of uncoded) {
    const found = asActivity(event, null);
    if (found) return found;
  }
  return null;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'on Saturday': true whichever day the outfit is read on (Home today, the calendar ahead). */
function dayText(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T12:00:00Z`).getUTCDay();
  return `on ${WEEKDAYS[day]}`;
}

/** The day's weather as the engine says it ('rain likely, 1–7°C'). */
function weatherText(weather: Weather): string {
  const rain = isRainLikely(weather);
  const snow = rain && weather.maxTempC <= 1;
  const band = temperatureBand(weather.maxTempC);
  const [lo, hi] = [Math.round(weather.minTempC), Math.round(weather.maxTempC)];
  return `${snow ? 'snow likely' : rain ? 'rain likely' : band}, ${lo === hi ? hi : `${lo}–${hi}`}°C`;
}

/** One look for the activity, in the words the outfit shows. */
export interface ActivityLook {
  itemIds: number[];
  styleNote: string;
  reasons: string[];
  /** The closet lacks something the activity needs (said in the reasons). */
  lacks: boolean;
}

/** Marks the reason that names what the closet lacks for the day's activity; it begins as the engine's shortfall line, so the text door says it too. */
const LACK_LEAD = /^You don't own /;

function lookOf(answer: ReturnType<typeof activityAnswer>, shortOfPrefix: string, activity: DayActivity, day: string): ActivityLook {
  const sentences = answer.text.split(/(?<=[.!?]) (?=You don't own |You own |Look for )/);
  const lack = sentences.find((s) => LACK_LEAD.test(s));
  const needs = ACTIVITY_NEEDS[activity.activity];
  const reasons = [
    // The activity named, never the dress code behind it ('casual').
    // What the kit is for is promised only when the closet has all of it (as the chat's own sentence does).
    `For ${activity.name} ${day}: ${answer.lacks ? `dressed as closely for ${needs.phrase} as your closet allows` : `dressed for ${needs.phrase}, ${needs.why}`}`,
    ...(lack ? [`${shortOfPrefix} for ${activity.name}: ${lack.charAt(0).toLowerCase()}${lack.slice(1)}`] : []),
  ];
  // What the closet lacks is said once, in the reasons (the text door sends it from there).
  const styleNote = sentences.filter((s) => s !== lack).join(' ');
  return { itemIds: answer.itemIds, styleNote, reasons, lacks: answer.lacks };
}

/** Activities whose clothes are swimwear: the day-outfit rule that keeps swimwear home does not hold for them. */
const IN_THE_WATER: readonly ActivityId[] = ['swimming', 'watersports', 'beach'];

/**
 * The engine's hard rules an activity day sets aside, because the activity decides them: what
 * fits (formality), which shoes (a hike goes without rather than in loafers, and says what to
 * get) and which layer (a trail refuses a city overcoat, and says so), and in the water swimwear
 * (which may be the whole outfit).
 * Every other rule holds: the laundry, the season, warmth, rain, top and bottom, layering.
 */
export function activityOverrides(activity: ActivityId): ReadonlySet<RuleId> {
  return new Set<RuleId>(['formality', 'shoes', 'outerwear', ...(IN_THE_WATER.includes(activity) ? (['swimwear', 'top', 'bottom'] as const) : [])]);
}

/** The request judged at the activity's own level: its event alone, at its dress code. */
export function activityLevel(request: OutfitRequest, activity: DayActivity): OutfitRequest {
  return { ...request, events: [{ ...activity.event, date: request.date, dressCode: activity.dressCode }] };
}

/**
 * The activity's looks, best first: the chat's answer, then the same answer with each of its
 * pieces set aside in turn (another tee, the other trainers), kept only when it is as complete
 * as the first and lacks nothing the first did not. The chat's builder chooses among the pieces
 * the engine's rules allow today, and a look that still breaks one (no bottom, a tee alone at
 * freezing) is not offered.
 */
export function activityLooks(request: OutfitRequest, activity: DayActivity, shortOfPrefix: string) {
  const { date, weather } = request;
  const level = activityLevel(request, activity);
  const profiles = request.closet.map(profileItem);
  const ctx = buildDayContext(level, profiles);
  const overridden = activityOverrides(activity.activity);
  const allowed = profiles.filter((p) => itemViolations(p, ctx).every((v) => overridden.has(v.rule))).map((p) => p.item);
  const ask = (pieces: readonly ClosetItem[]) =>
    activityAnswer({ activity: activity.activity, closet: pieces, weather, dayText: dayText(date), weatherText: weatherText(weather), name: activity.name });
  const slotOf = new Map(profiles.map((p) => [p.item.id, p.slot]));
  // The chat files a piece by its category; the engine by where it is worn: a dress is never worn with a top or a bottom.
  // Nor with another dress (the chat may add one 'for getting there' over a dress already chosen).
  const onePieceClash = (slots: readonly (string | undefined)[]) =>
    slots.includes('one-piece') && (slots.some((x) => x === 'top' || x === 'bottom') || slots.filter((x) => x === 'one-piece').length > 1);
  // A layer goes over a top, never in its place: while a top is owned, a look without one is not whole.
  const ownsTop = profiles.some((p) => p.item.status === 'active' && p.slot === 'top');
  const hasTop = (slots: readonly (string | undefined)[]) => !ownsTop || slots.some((x) => x === 'top' || x === 'one-piece' || x === 'swim');
  const wearable = (ids: readonly number[]) =>
    ids.length >= 2 &&
    !onePieceClash(ids.map((id) => slotOf.get(id))) &&
    hasTop(ids.map((id) => slotOf.get(id))) &&
    hardRuleViolationDetails(
      level,
      ids.map((id) => ({ id })),
    ).every((v) => overridden.has(v.rule));
  const first = ask(allowed);
  const looks: ActivityLook[] = [];
  if (wearable(first.itemIds)) looks.push(lookOf(first, shortOfPrefix, activity, dayText(date)));
  const seen = new Set([key(first.itemIds)]);
  for (const id of looks.length ? first.itemIds : []) {
    if (looks.length >= CANDIDATE_COUNT) break;
    const other = ask(allowed.filter((i) => i.id !== id));
    if (other.itemIds.length < first.itemIds.length || (other.lacks && !first.lacks) || seen.has(key(other.itemIds)) || !wearable(other.itemIds)) continue;
    seen.add(key(other.itemIds));
    looks.push(lookOf(other, shortOfPrefix, activity, dayText(date)));
  }
  return { first, looks };
}

const key = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');

/**
 * The engine's result for an activity day: the activity's looks as candidates (the ranked list
 * every refresh door takes the next of), or, when nothing owned makes a whole outfit for it, no
 * outfit and plainly what is missing and what to look for, as chat says it.
 */
export function activityOutfit(request: OutfitRequest, activity: DayActivity, shortOfPrefix: string): OutfitResult {
  const closet = [...request.closet].sort((a, b) => a.id - b.id);
  const sorted = { ...request, closet };
  const { first, looks } = activityLooks(sorted, activity, shortOfPrefix);
  const needs = ACTIVITY_NEEDS[activity.activity];
  const base = { targetFormality: 'athletic' as const, dressCode: activity.dressCode, activity: { id: activity.activity, name: activity.name, looks } };
  const byId = new Map(closet.map((i) => [i.id, i]));
  const itemsOf = (ids: readonly number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  if (looks.length === 0) {
    // The chat's own 'nothing in your closet is made for it'; or, when what it found is not a whole outfit today, that plainly.
    const note =
      first.itemIds.length === 0
        ? first.text
        : `For ${activity.name} ${dayText(request.date)} (${weatherText(request.weather)}), nothing you own makes a whole outfit for it today: look for ${needs.lookFor}.`;
    return { kind: 'too-few', items: [], styleNote: note, reasons: [], candidates: [], missing: needs.lookFor, ...base };
  }
  const avoid = request.avoidItemIds ?? [];
  const avoided = (l: ActivityLook) => avoid.length > 0 && key(l.itemIds) === key(avoid);
  // A refresh changes the look when the closet allows; the same look goes to the back.
  const ranked = [...looks.filter((l) => !avoided(l)), ...looks.filter(avoided)];
  const chosen = ranked[0]!;
  const changed = !avoided(chosen);
  const only = `This is the only combination in your closet for ${activity.name}; add ${needs.lookFor} for more`;
  return {
    kind: 'outfit',
    items: itemsOf(chosen.itemIds),
    styleNote: chosen.styleNote,
    reasons: chosen.reasons,
    ...(avoid.length > 0 ? { refresh: { changed, note: changed ? null : only } } : {}),
    candidates: ranked.map((l, i) => ({ items: itemsOf(l.itemIds), score: CANDIDATE_COUNT - i, reasons: l.reasons })),
    ...base,
  };
}
