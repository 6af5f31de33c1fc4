import {
  ACTIVITIES,
  ACTIVITY_DEMANDING,
  ACTIVITY_PLACE_NOUNS,
  ACTIVITY_SAID,
  ACTIVITY_SAID_AS_DOING,
  conceptsIn,
  sameWord,
  words,
  type ActivityId,
  type ConceptHit,
} from './lexicon';

/**
 * The activity as the person said it, for the answer to name ('For kayaking on Saturday', 'For basketball on
 * Thursday', 'For the hike on Sunday'), rather than the row's own phrase ('time on the water', 'the gym'): the term of
 * the activity's row that the message matched, named by the tables of lexicon.ts (ACTIVITY_SAID and the rest), or null
 * when the term is too general to say back ('gym', 'a run'). Pure.
 */
export function activitySaid(ws: readonly string[], hit: ConceptHit<ActivityId> | undefined): string | null {
  if (!hit) return null;
  const said = ws.slice(hit.at, hit.at + hit.span);
  const row = ACTIVITIES.find((a) => a.id === hit.id);
  // The row's own spelling of the term (a typo or a plural said is named as the table spells it).
  const term =
    row?.terms.find((t) => t === said.join(' ')) ??
    row?.terms.find((t) => {
      const tw = words(t);
      return tw.length === said.length && tw.every((w, k) => sameWord(said[k]!, w));
    });
  return term === undefined ? null : nameOf(term);
}

/** How an answer names one term of the activity table. */
export function nameOf(term: string): string | null {
  if (term in ACTIVITY_SAID) return ACTIVITY_SAID[term]!;
  const tw = term.split(' ');
  if (ACTIVITY_SAID_AS_DOING.has(term)) return [...tw.slice(0, -1), doing(tw.at(-1)!)].join(' ');
  const first = tw[0]!;
  const last = tw.at(-1)!;
  // 'walk the dog', 'build a snowman', 'mow the lawn': a verb with its object is named as the doing.
  if (tw.length > 1 && /^[a-z]+$/.test(first) && !/ing$/.test(first) && FUNCTION_WORDS.has(tw[1]!)) return [doing(first), ...tw.slice(1)].join(' ');
  // 'the climbing gym', 'the walking group': an -ing word heading a place or a time takes 'the'.
  if (tw.length > 1 && /ing$/.test(first) && ACTIVITY_PLACE_NOUNS.has(last)) return `the ${term}`;
  // 'kayaking', 'ice skating', 'walking the dog': the doing, bare.
  if (/ing$/.test(first) || /ing$/.test(last)) return term;
  return `the ${term}`;
}

const FUNCTION_WORDS = new Set(['the', 'a', 'an', 'in', 'on', 'out', 'up', 'for', 'to', 'my', 'some']);

/** The -ing form of a verb: 'rake' → 'raking', 'sled' → 'sledding', 'canoe' → 'canoeing', 'ski' → 'skiing'. */
export function doing(verb: string): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  // One short syllable ending consonant-vowel-consonant doubles its last letter ('dig', 'jog', 'sled'), not w, x or y.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/**
 * A piece said with the activity it is made for ('no basketball shoes', "don't have hiking boots"): the words of that
 * kind ('basketball shoes'), so ruling it out leaves the owned pieces of other kinds (the running shoes); null when the
 * piece is said bare. `at` and `span` are the piece's place in `ws`.
 */
export function pieceForActivity(ws: readonly string[], at: number, span: number): string | null {
  const before = conceptsIn(ws.slice(0, at), ACTIVITIES).find((h) => h.at + h.span === at);
  if (before) return ws.slice(before.at, at + span).join(' ');
  // The garment's own name may hold the activity ('running shoes', a kind of sneakers): that kind, as said.
  const within = conceptsIn(ws.slice(at, at + span), ACTIVITIES).find((h) => h.at === 0 && h.span < span);
  return within ? ws.slice(at, at + span).join(' ') : null;
}

/** Miles or kilometres said with a distance ('15km', 'a 12-mile loop'), in km; null when none. */
function distanceKm(ws: readonly string[]): number | null {
  for (let i = 1; i < ws.length; i++) {
    const n = Number(ws[i - 1]);
    if (!Number.isFinite(n)) continue;
    if (/^(mi|mile|miles)$/.test(ws[i]!)) return n * 1.6;
    if (/^(km|kms|kilometres|kilometers|k)$/.test(ws[i]!)) return n;
  }
  const joined = ws.map((w) => /^(\d+(?:\.\d+)?)(km|k|mi)$/.exec(w)).find(Boolean);
  return joined ? Number(joined[1]) * (joined[2] === 'mi' ? 1.6 : 1) : null;
}

/** A hard outing said ('a proper mountain hike', 'some rocky scrambling', '15km', 'a 12-mile loop'). */
export function saysDemanding(message: string): boolean {
  const ws = words(message);
  return ws.some((w) => ACTIVITY_DEMANDING.has(w)) || (distanceKm(ws) ?? 0) >= 15;
}

/** Words that put what is done out of doors ('about an hour standing outside', 'at the outdoor rink'). */
const OUT_OF_DOORS: ReadonlySet<string> = new Set(['outside', 'outdoors', 'outdoor', 'outdoorsy', 'open-air', 'alfresco']);

/** Whether a message says the activity is done out of doors, whatever the activity's own habit (a site visit, a market stall). */
export function saysOutdoors(message: string): boolean {
  return words(message).some((w) => OUT_OF_DOORS.has(w));
}

/** Where a ride is said with a distance ('a 60km ride', '100 km … ride'): on a bike, since nobody rides a horse or a bus by the kilometre. */
export function ridesByDistance(ws: readonly string[]): { id: 'cycling'; at: number; span: number }[] {
  if (distanceKm(ws) === null) return [];
  // The noun only: 'ride my bike there' and 'ride to work' are the way somewhere (way-there.ts), not the ride dressed for.
  return ws.flatMap((w, at) => ((w === 'ride' || w === 'rides') && !RIDE_AS_VERB_NEXT.has(ws[at + 1] ?? '') ? [{ id: 'cycling' as const, at, span: 1 }] : []));
}

/** Words after 'ride' that make it the verb of going somewhere ('ride my bike there', 'ride to work', 'ride home'). */
const RIDE_AS_VERB_NEXT: ReadonlySet<string> = new Set([
  'my',
  'the',
  'a',
  'our',
  'his',
  'her',
  'their',
  'it',
  'there',
  'to',
  'home',
  'back',
  'in',
  'into',
  'over',
  'across',
  'out',
]);
