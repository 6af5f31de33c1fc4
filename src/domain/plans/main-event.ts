import { DRESS_CODE_RULES, dressCodeRank, eventDressCode, type DressCode } from '../stylist/dress-code';
import type { DayEvent } from '../stylist/types';

/** An event as the day's main-event choice needs it: its id, and what the engine reads for its dress code. */
export type RankedEvent = Pick<DayEvent, 'title' | 'dressCode' | 'startTime'> & { id: number };

/**
 * The day's main event among those that hold a planned look (ADR 0119): the one with the highest
 * dress code as the engine reads it (the calendar's dress code, else the title); an event whose
 * dress code nothing can read ranks below every level; a tie goes to the earlier start (all-day
 * first, as the calendar lists them), then the event made first. Null for no events.
 */
export function mainEvent<T extends RankedEvent>(events: readonly T[]): T | null {
  let best: T | null = null;
  for (const event of events) {
    if (best === null || compare(event, best) < 0) best = event;
  }
  return best;
}

const rankOf = (e: RankedEvent) => {
  const code = eventDressCode(e);
  return code ? dressCodeRank(code) : -1;
};
const startOf = (e: RankedEvent) => e.startTime ?? '';

function compare(a: RankedEvent, b: RankedEvent): number {
  return rankOf(b) - rankOf(a) || startOf(a).localeCompare(startOf(b)) || a.id - b.id;
}

/**
 * The level an event is dressed for, in the words every reason uses (DRESS_CODE_RULES' label):
 * the calendar badge and the outfit's reason name the same level. Null when neither the dress
 * code nor the title says one (the engine then dresses the day by the person's style).
 */
export function eventLevel(event: Pick<DayEvent, 'title' | 'dressCode'>): { code: DressCode; label: string } | null {
  const code = eventDressCode(event);
  return code ? { code, label: DRESS_CODE_RULES[code].label } : null;
}
