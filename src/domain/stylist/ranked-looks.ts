import { describeOutfit, occasionReason, type Verdict } from './describe';
import { DRESS_CODE_RULES, dayOccasion, type DressCode } from './dress-code';
import { generateOutfit, wearsAvoidedColour } from './generate-outfit';
import { profileItem } from './item-profile';
import { buildDayContext, itemViolations } from './rules';
import type { OutfitRequest, OutfitResult } from './types';

/** One look of the day's ranked list, described as the engine describes the look it chooses. */
export interface RankedLook {
  itemIds: number[];
  styleNote: string;
  reasons: string[];
  /** The engine's one-line summary of the look (what a model picking among looks is shown). */
  candidateReasons: string[];
  score: number;
}

/**
 * The day's looks, ranked once (issue 40 point 5): every door that asks for another look of the
 * day ('2'/MORE by text, Home's refresh, 'Not today') takes the next one of this list, so none of
 * them repeats what another already showed. `onlyNote` is the engine's 'this is the only
 * combination…' and is set only when the list really holds one look.
 */
export interface RankedLooks {
  looks: RankedLook[];
  onlyNote: string | null;
}

/**
 * Ranks the day's looks for `request` (its seed included; `avoidItemIds` is ignored: the list is
 * the day's, not a refresh's). Null when the closet cannot dress the day (empty or too few).
 * Pure and deterministic. The first look is exactly the engine's outfit for the request.
 */
export function rankDayLooks(input: OutfitRequest): RankedLooks | null {
  const { avoidItemIds: _avoid, ...request } = input;
  const result = generateOutfit(request);
  if (result.kind !== 'outfit') return null;
  // An activity day's looks are described by the activity, each in its own words (activity-day.ts).
  if (result.activity) {
    const looks = result.activity.looks.map((l, i) => ({ ...l, candidateReasons: l.reasons, score: result.candidates[i]?.score ?? 0 }));
    const onlyNote = looks.length === 1 ? (generateOutfit({ ...request, avoidItemIds: looks[0]!.itemIds }).refresh?.note ?? null) : null;
    return { looks, onlyNote };
  }
  const describe = lookDescriber(request, result);
  const looks = result.candidates.map((c) => {
    const itemIds = c.items.map((i) => i.id);
    return { itemIds, ...describe(itemIds), candidateReasons: c.reasons, score: c.score };
  });
  // The engine's 'only combination' note is its answer to a refresh that could not change: asked for exactly that.
  const onlyNote = looks.length === 1 ? (generateOutfit({ ...request, avoidItemIds: looks[0]!.itemIds }).refresh?.note ?? null) : null;
  return { looks, onlyNote };
}

/**
 * Describes a look of the engine's result as the engine would had it chosen that look: the same
 * day context (at the level it dressed, for a closet short of the day's dress code) and the same
 * wording. The engine's own outfit keeps its own description.
 */
export function lookDescriber(request: OutfitRequest, result: OutfitResult): (itemIds: readonly number[]) => { styleNote: string; reasons: string[] } {
  const avoidColours = request.preferences.avoidColours ?? [];
  const closet = (avoidColours.length ? request.closet.filter((i) => !wearsAvoidedColour(i, avoidColours)) : [...request.closet]).sort((a, b) => a.id - b.id);
  const occasion = dayOccasion(request);
  const title = occasion.event?.title ?? DRESS_CODE_RULES[occasion.code].label;
  const closest = result.shortOf?.closest as DressCode | undefined;
  // A closet short of the day's dress code was dressed at the nearest level: its looks are described there.
  const levelRequest = closest ? { ...request, events: [{ title, date: request.date, startTime: null, endTime: null, dressCode: closest }] } : request;
  const profiles = closet.map(profileItem);
  const byId = new Map(profiles.map((p) => [p.item.id, p]));
  const ctx = buildDayContext(levelRequest, profiles);
  const verdicts: Verdict[] = profiles.map((p) => ({ p, violations: itemViolations(p, ctx) }));
  const own = key(result.items.map((i) => i.id));

  return (itemIds) => {
    if (key(itemIds) === own) return { styleNote: result.styleNote, reasons: [...result.reasons] };
    const outfit = itemIds.flatMap((id) => byId.get(id) ?? []);
    const described = describeOutfit(outfit, ctx, verdicts, request.preferences, { requested: false, changed: true });
    if (!closest) return { styleNote: described.styleNote, reasons: described.reasons };
    // As the engine says a look short of the day's level: the shortfall first, and the day's own level named.
    const shortOf = result.reasons[0]!;
    const wanted = capitalizeFirst(occasionReason({ occasion }, request.preferences));
    const relaxedPhrase = `${DRESS_CODE_RULES[closest].label} for your ${title}`;
    const eventPhrase = occasion.event ? (occasion.event.startTime ? `${occasion.event.title} at ${occasion.event.startTime}` : occasion.event.title) : 'day';
    const nearestPhrase = `the closest you own to ${occasion.rule.label} for your ${eventPhrase}`;
    return {
      styleNote: `${shortOf} ${described.styleNote.replace(relaxedPhrase, nearestPhrase)}`,
      reasons: [shortOf, wanted, ...described.reasons.slice(1)],
    };
  };
}

const key = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');
const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Whether two looks are the same pieces, whatever their order. */
export const sameLook = (a: readonly number[], b: readonly number[]) => key(a) === key(b);

/**
 * Which look of a list of `count` the `served`-th refresh shows (counting from 0 for the look
 * shown when the list was made), and whether the list has come round to its start again.
 */
export function lookAt(served: number, count: number): { index: number; wrapped: boolean } {
  const index = ((served % count) + count) % count;
  return { index, wrapped: served >= count && index === 0 };
}

/** Marks the reason that says what a refresh from the list did; the text door repeats it. */
export const REFRESHED_PREFIX = 'Refreshed: ';

/**
 * What a refresh from the list did, in the words every door says: which look of how many, and
 * when the list came round, that the first is shown again.
 */
export function refreshedReason(index: number, count: number, wrapped: boolean): string {
  if (wrapped) return `${REFRESHED_PREFIX}that was the last of today's ${count} looks, so here is the first again`;
  return `${REFRESHED_PREFIX}look ${index + 1} of ${count} for today`;
}

/** The refresh line of an outfit's reasons, as a sentence of its own ('Look 2 of 5 for today'), or null. */
export function refreshedSentence(reasons: readonly string[]): string | null {
  const line = reasons.find((r) => r.startsWith(REFRESHED_PREFIX));
  if (!line) return null;
  const rest = line.slice(REFRESHED_PREFIX.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * A list made afresh while a look is on show starts from that look, so the next refresh never
 * shows it again: found in the list, it goes first (served 0); not found, the list starts before
 * its first look (served -1).
 */
export function startFrom(looks: readonly RankedLook[], current: readonly number[] | undefined): { looks: RankedLook[]; served: number } {
  const at = current ? looks.findIndex((l) => sameLook(l.itemIds, current)) : -1;
  if (at < 0) return { looks: [...looks], served: -1 };
  return { looks: [looks[at]!, ...looks.slice(0, at), ...looks.slice(at + 1)], served: 0 };
}
