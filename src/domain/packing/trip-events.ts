import { addDays } from '../calendar';

/** A calendar row as the trip finder reads it. */
export interface EventDay {
  id: number;
  title: string;
  date: string;
  location: string | null;
}

export interface EventTrip {
  /** The first day's event: packing from it opens this trip. */
  eventId: number;
  title: string;
  where: string;
  startDate: string;
  endDate: string;
  /** Title, place and first day, lower-cased: the same trip found again has the same key. */
  key: string;
  eventIds: number[];
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Multi-day events with a place (issue 44 point 2): a calendar stores a multi-day event as one row
 * per day (ICS `UID#n`, ADR 0106), so a trip is a run of consecutive days holding an event with the
 * same title and place. One-day events and events without a place are not trips.
 */
export function tripsFromEvents(events: readonly EventDay[]): EventTrip[] {
  const groups = new Map<string, EventDay[]>();
  for (const e of events) {
    if (!e.location || !e.location.trim()) continue;
    const k = `${norm(e.title)}|${norm(e.location)}`;
    const list = groups.get(k) ?? [];
    list.push(e);
    groups.set(k, list);
  }
  const out: EventTrip[] = [];
  for (const [k, list] of groups) {
    const byDate = [...list].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    let run: EventDay[] = [];
    const flush = () => {
      const first = run[0];
      const last = run[run.length - 1];
      if (first && last && first.date !== last.date)
        out.push({
          eventId: first.id,
          title: first.title.trim(),
          where: first.location!.trim(),
          startDate: first.date,
          endDate: last.date,
          key: `${k}|${first.date}`,
          eventIds: run.map((e) => e.id),
        });
      run = [];
    };
    for (const e of byDate) {
      const prev = run[run.length - 1];
      if (prev && e.date !== prev.date && e.date !== addDays(prev.date, 1)) flush();
      run.push(e);
    }
    flush();
  }
  return out.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.eventId - b.eventId);
}
