import type { ActivityId } from '../question/lexicon';
import { phrasesIn } from '../reading/phrases';
import { words } from '../question/lexicon';
import type { ClosetItem } from '../types';

/**
 * An outing said to be in the dark ('7am tomorrow, it'll still be dark', 'a night ride home'): on a road or a path, being
 * seen is part of what to wear. The owned piece made to be seen is named; else what to add is said. Pure.
 */

/** Activities done where cars and bikes pass. */
const ON_THE_ROAD: ReadonlySet<ActivityId> = new Set(['running', 'cycling', 'walking', 'hiking']);

/** How people say it will be dark. Vocabulary: a new way of saying it is a phrase here. */
// prettier-ignore
const DARK_SAID: readonly string[] = [
  'dark', 'pitch dark/black', 'in the dark', 'after dark', 'before sunrise/dawn/daybreak/daylight', 'before it gets light', 'before the sun comes up',
  'at night', 'night ride/run/walk', 'no streetlights', 'unlit',
];

/** Words in a piece's name that say it is made to be seen. */
const SEEN = /\b(reflective|reflector|hi-?vis|high-?vis|high visibility|fluoro|fluorescent|neon)\b/i;

/** Whether the message puts an outing on the road in the dark. */
export function inTheDark(message: string, activity: ActivityId): boolean {
  return ON_THE_ROAD.has(activity) && phrasesIn(words(message), [{ id: 'dark', phrases: DARK_SAID }]).length > 0;
}

/** A piece made to be seen (a reflective jacket, a hi-vis vest): chosen first for an outing in the dark. */
export const madeToBeSeen = (item: Pick<ClosetItem, 'name'>): boolean => SEEN.test(item.name);

/** The sentence on being seen, given the pieces the answer chose; null when the outing is not in the dark. */
export function inTheDarkNote(message: string, activity: ActivityId, closet: readonly ClosetItem[], chosenIds: readonly number[]): string | null {
  if (!inTheDark(message, activity)) return null;
  const seen = closet.find((i) => i.status === 'active' && madeToBeSeen(i));
  if (seen && chosenIds.includes(seen.id)) return `It will be dark: your ${seen.name} is what drivers see, so keep it on top.`;
  return seen
    ? `It will be dark, so wear your ${seen.name} on top where drivers can see it.`
    : 'It will be dark, so add something reflective (a vest, a band or clip-on lights) so drivers see you.';
}
