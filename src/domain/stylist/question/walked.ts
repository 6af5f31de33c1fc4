import { WALK_VERBS, UPHILL_PLACES, type ActivityId, type ConceptHit } from './lexicon';

/**
 * Walking said with its verb ('I've started walking on the Corniche', 'we'll walk up to the summit'), not only as one of the
 * activity table's noun phrases ('a walk', 'the cliff walk'): the verb is the doing, so what is asked is dressed for a walk,
 * not for the work said after it. A walk up a mountain, or one that takes hours, is a hike. Pure.
 */

/** Words after a walking verb that make it something else: going into a room, down the aisle, someone through a plan. */
// prettier-ignore
const NOT_A_WALK_AFTER: ReadonlySet<string> = new Set(['in', 'into', 'out', 'through', 'thru', 'me', 'you', 'him', 'her', 'us', 'them', 'down', 'distance',
  'pad', 'past', 'away', 'off', 'onto', 'on', 'to', 'home', 'there', 'back', 'over', 'around', 'round', 'across', 'shoes', 'boots', 'sandals', 'trousers', 'pants', 'stick', 'sticks']);
/** Places walked on or along that make 'on', 'to', 'around' and 'across' a walk's route, not an errand or a way to work. */
// prettier-ignore
const ROUTES: ReadonlySet<string> = new Set(['beach', 'corniche', 'promenade', 'prom', 'seafront', 'waterfront', 'boardwalk', 'esplanade', 'river', 'riverside',
  'lake', 'lakeshore', 'park', 'trail', 'track', 'path', 'towpath', 'canal', 'coast', 'cliffs', 'hills', 'hill', 'mountain', 'summit', 'peak', 'top', 'ridge',
  'woods', 'forest', 'bush', 'fields', 'harbour', 'harbor', 'pier', 'lighthouse', 'botanic', 'gardens', 'dunes', 'island', 'volcano', 'crater', 'waterfall', 'falls']);
/** Places walked to see them ('walk the building', 'walk the site with the client'): a tour, not a walk for itself. */
// prettier-ignore
const TOURED: ReadonlySet<string> = new Set(['building', 'buildings', 'site', 'sites', 'floor', 'floors', 'property', 'properties', 'venue', 'premises', 'space',
  'house', 'office', 'factory', 'warehouse', 'plant', 'store', 'showroom', 'unit', 'apartment', 'flat', 'project', 'job']);
/** Words that make a walking verb the moment something happens ('when I walk'). */
const WHILE: ReadonlySet<string> = new Set(['when', 'while', 'whenever', 'as', 'if']);
const SUBJECTS: ReadonlySet<string> = new Set(['i', 'we', 'you', 'she', 'he', 'they']);
/** Units of a short way on foot ('15 min', '2 blocks', '500 m'). */
const SHORT_WAY: ReadonlySet<string> = new Set(['min', 'mins', 'minute', 'minutes', 'block', 'blocks', 'm', 'metres', 'meters', 'yards']);
/** Words after a walking verb that say how much of a plan is on foot. */
const HOW_MUCH: ReadonlySet<string> = new Set(['everywhere', 'lots', 'loads', 'much', 'plenty', 'heaps', 'miles', 'between']);
/** How far after the verb its route, its length or where it goes is looked for. */
const REACH = 5;
const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'our', 'some']);
/** Hours that make a walk a day out on foot: a hike, whatever the path. */
const HIKE_HOURS = 4;

/** Whether the walking verb at `i` is a walk: not 'walk into the interview', 'walk me through it' or 'walking shoes'. */
function walkAt(ws: readonly string[], i: number): boolean {
  if (!WALK_VERBS.has(ws[i]!)) return false;
  // 'A walk', 'the walk': the noun is the activity table's, read there. 'Lots of walking' is how much of a plan is on foot.
  if (ARTICLES.has(ws[i - 1] ?? '') || ws[i - 1] === 'of') return false;
  // 'Rides up when I walk', 'while walking': how a piece moves with the body, not an outing.
  if (WHILE.has(ws[i - 1] ?? '') || (SUBJECTS.has(ws[i - 1] ?? '') && WHILE.has(ws[i - 2] ?? ''))) return false;
  const after = ws.slice(i + 1, i + 1 + REACH);
  // 'Walking everywhere', 'walking a lot', 'walk walk': how much walking a plan holds is a fact of that plan, not a walk.
  if (HOW_MUCH.has(after[0] ?? '') || (after[0] === 'a' && after[1] === 'lot') || (after[0] === 'all' && after[1] === 'day') || WALK_VERBS.has(after[0] ?? ''))
    return false;
  // 'Walk 15 minutes to the metro', 'walk 2 blocks': a short way said by its length is the way there.
  if (after.some((w, k) => SHORT_WAY.has(w) && (w !== 'm' || /^\d+$/.test(after[k - 1] ?? '')))) return false;
  // 'Walk the kids to school', 'walkin from the mrt': a walk to or from somewhere is the way there, unless it is a route
  // walked for itself ('walk up to the summit').
  const towards = after.findIndex((w) => w === 'to' || w === 'from');
  if (towards >= 0) return ROUTES.has(after.slice(towards + 1).find((w) => !ARTICLES.has(w)) ?? '');
  const next = ws[i + 1] ?? '';
  // 'The client wants to walk the building', 'walk the site': a place walked through to see it is a tour, part of the plan.
  if (TOURED.has(after.find((w) => !ARTICLES.has(w) && w !== 'whole' && w !== 'new') ?? '')) return false;
  if (!NOT_A_WALK_AFTER.has(next)) return true;
  // 'Walking on the Corniche', 'across the dunes': a route after it keeps it a walk.
  const route = after.find((w) => !ARTICLES.has(w) && !NOT_A_WALK_AFTER.has(w) && w !== 'up' && w !== 'along');
  return !!route && ROUTES.has(route);
}

/** Walks said by their verb, as activity hits, beside those the table already found (whose words are not read again). */
export function walksSaid(ws: readonly string[], found: readonly ConceptHit<ActivityId>[]): ConceptHit<ActivityId>[] {
  const covered = (i: number) => found.some((h) => i >= h.at && i < h.at + h.span);
  const out: ConceptHit<ActivityId>[] = [];
  for (let i = 0; i < ws.length; i++) if (!covered(i) && walkAt(ws, i)) out.push({ id: 'walking', at: i, span: 1 });
  return out;
}

/** A walk up a mountain, a hill or to a summit, or one said to take four hours or more, is a hike. */
export function walkIsAHike(ws: readonly string[]): boolean {
  if (ws.some((w) => UPHILL_PLACES.has(w))) return true;
  // 'Going up Conic Hill': a hill gone up.
  if (ws.some((w, i) => w === 'up' && ws.slice(i + 1, i + 4).some((x) => x === 'hill' || x === 'hills'))) return true;
  return ws.some((w, i) => /^(hour|hours|hr|hrs|h)$/.test(w) && Number(ws[i - 1]) >= HIKE_HOURS);
}
