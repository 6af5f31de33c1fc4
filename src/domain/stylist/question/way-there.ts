import { ACTIVITIES, conceptsIn, words, type ActivityId, type ConceptHit } from './lexicon';

/**
 * A pursuit said as the way to get somewhere ('i have to bike there', 'i cycle to work', 'biking home after') is how
 * the person arrives, not the occasion (issue 38: 'never answer a different question'): the occasion is the place
 * they go, or the plan before in a follow-up, and the outfit for it is adapted for the ride. Pure.
 */

/** Pursuits that are also a way of getting about. */
const WAYS_THERE: ReadonlySet<ActivityId> = new Set(['cycling']);

/** Words after a way of getting about that send it somewhere. */
const TOWARDS: ReadonlySet<string> = new Set(['there', 'to', 'into', 'home', 'over', 'back', 'from']);

/** Whether the activity said at `hit` is the way to somewhere ('bike there', 'cycle to work'). */
export function goesThere(ws: readonly string[], hit: ConceptHit<ActivityId>): boolean {
  if (!WAYS_THERE.has(hit.id)) return false;
  // 'Cycling 4 miles to the studio', 'a 20 min ride to work': how far or how long stands between the way and where it goes.
  const end = hit.at + hit.span;
  // 'I cycle the 5 km to work', 'about 20 mins into town': a word that opens the distance may stand before it.
  const from = MEASURE_OPENERS.has(ws[end] ?? '') ? end + 1 : end;
  // ('Cycle 7 km home in this' is the ride itself: only a place it goes to makes it the way there.)
  const measured = /^\d+(\.\d+)?$/.test(ws[from] ?? '') && DISTANCE_OR_TIME.has(ws[from + 1] ?? '');
  if (measured) return ws[from + 2] === 'to' || ws[from + 2] === 'into';
  return ws[hit.at + hit.span - 1] === 'to' || TOWARDS.has(ws[end] ?? '');
}

/** Words that open a distance or a time ('the 5 km', 'about 20 mins'). */
const MEASURE_OPENERS: ReadonlySet<string> = new Set(['the', 'a', 'my', 'about', 'around', 'like', 'roughly', 'nearly', 'almost', 'over']);

/** Units of a distance or a time said after a way of getting about. */
const DISTANCE_OR_TIME: ReadonlySet<string> = new Set([
  'mile',
  'miles',
  'mi',
  'km',
  'k',
  'kms',
  'kilometres',
  'kilometers',
  'min',
  'mins',
  'minutes',
  'minute',
]);

/** The way the message says the person gets to the occasion ('cycling'), or null. */
export function wayThere(message: string): ActivityId | null {
  const ws = words(message);
  return conceptsIn(ws, ACTIVITIES).find((h) => goesThere(ws, h))?.id ?? null;
}
