import ical from 'node-ical';
import { localDateTime, addDays } from './local-time';

/** A file we refuse: the message names the problem and is shown to the user. */
export class IcsError extends Error {}

/** One day's occurrence of an event, in the user's timezone, ready to store. */
export interface IcsOccurrence {
  /** UID, plus `|` and the RECURRENCE-ID (original start, ISO) for an instance of a recurring event, plus `#n` for the n-th day of a multi-day all-day event. */
  sourceId: string;
  title: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
  description: string | null;
}

export interface IcsParseResult {
  occurrences: IcsOccurrence[];
  /** Events in the file that fall outside the window (or were cancelled). */
  outside: number;
  calendarName: string | null;
}

const MAX_ALL_DAY_SPAN = 14;
/** What one person's next 60 days can hold; more is a feed of something else (or an attack on our CPU). */
export const MAX_OCCURRENCES = 5000;
const MAX_TEXT = { title: 200, location: 200, description: 2000 };

/** RFC 5545 content lines, unfolded (a line starting with a space or tab continues the previous one). */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
}

/**
 * The structure node-ical forgives: a file must be one VCALENDAR whose components all end, in
 * order. An unterminated VEVENT or VCALENDAR (a truncated download) is refused here instead of
 * being imported half-read.
 */
export function checkIcsStructure(text: string): void {
  if (text.includes('\u0000')) throw new IcsError('The file is not a text calendar (it contains binary data).');
  const lines = unfold(text.replace(/^\uFEFF/, ''))
    .map((l) => l.trimEnd())
    .filter((l) => l.length > 0);
  if (lines.length === 0) throw new IcsError('The file is empty.');
  if (lines[0]!.toUpperCase() !== 'BEGIN:VCALENDAR') throw new IcsError('This is not an iCalendar file: it does not start with BEGIN:VCALENDAR.');
  const stack: { name: string; line: number }[] = [];
  let calendars = 0;
  let inEvent = false;
  let eventHasStart = false;
  let eventUid: string | null = null;
  lines.forEach((line, index) => {
    const upper = line.toUpperCase();
    if (upper.startsWith('BEGIN:')) {
      const name = upper.slice(6).trim();
      if (stack.length === 0 && name !== 'VCALENDAR') throw new IcsError(`Line ${index + 1}: BEGIN:${name} appears outside the calendar.`);
      if (stack.length === 0) calendars++;
      stack.push({ name, line: index + 1 });
      if (name === 'VEVENT') {
        inEvent = true;
        eventHasStart = false;
        eventUid = null;
      }
      return;
    }
    if (upper.startsWith('END:')) {
      const name = upper.slice(4).trim();
      const open = stack.pop();
      if (!open) throw new IcsError(`Line ${index + 1}: END:${name} has no matching BEGIN.`);
      if (open.name !== name) throw new IcsError(`Line ${index + 1}: END:${name} closes BEGIN:${open.name} (line ${open.line}); the file is damaged.`);
      if (name === 'VEVENT') {
        if (!eventHasStart) throw new IcsError(`The event ${eventUid ? `"${eventUid}" ` : ''}ending on line ${index + 1} has no DTSTART.`);
        inEvent = false;
      }
      return;
    }
    if (stack.length === 0) throw new IcsError(`Line ${index + 1}: content after END:VCALENDAR.`);
    if (!/^[A-Za-z0-9-]+[;:]/.test(line)) throw new IcsError(`Line ${index + 1} is not an iCalendar property: "${line.slice(0, 40)}".`);
    if (inEvent && stack.at(-1)?.name === 'VEVENT') {
      if (/^DTSTART[;:]/i.test(line)) eventHasStart = true;
      if (/^UID[;:]/i.test(line)) eventUid = line.slice(line.indexOf(':') + 1).slice(0, 60);
    }
  });
  const open = stack.at(-1);
  if (open) throw new IcsError(`The file ends inside ${open.name} (opened on line ${open.line}) without END:${open.name}: it looks truncated.`);
  if (calendars > 1) throw new IcsError('The file holds more than one calendar; export one calendar per file.');
}

const text = (value: unknown, max: number): string | null => {
  const raw = typeof value === 'string' ? value : value && typeof value === 'object' && 'val' in value ? String((value as { val: unknown }).val) : null;
  const trimmed = raw?.replace(/\s+\n/g, '\n').trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Parses an iCalendar file (Google, Apple, Outlook exports and feeds) and expands it for the
 * window [from, from + days): recurrences with EXDATE and RECURRENCE-ID overrides, all-day
 * events (one occurrence per day, up to two weeks), other time zones (Windows names included)
 * converted to the user's. node-ical does the reading; the structure check above refuses what
 * it would forgive.
 */
export function parseIcs(body: string, window: { from: string; days: number; timezone: string }): IcsParseResult {
  checkIcsStructure(body);
  let data: ical.CalendarResponse;
  try {
    data = ical.sync.parseICS(body);
  } catch (error) {
    throw new IcsError(`The calendar could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const lastDay = addDays(window.from, window.days - 1);
  // A day either side in absolute time: the user's timezone decides which instances are inside.
  const from = new Date(Date.parse(`${window.from}T00:00:00Z`) - 2 * 86_400_000);
  const to = new Date(Date.parse(`${lastDay}T23:59:59Z`) + 2 * 86_400_000);

  const occurrences: IcsOccurrence[] = [];
  let outside = 0;
  const seen = new Set<string>();
  const push = (o: IcsOccurrence) => {
    if (seen.has(o.sourceId)) return;
    if (occurrences.length >= MAX_OCCURRENCES) {
      throw new IcsError(`The calendar has more than ${MAX_OCCURRENCES} events in the next 60 days; share a smaller calendar.`);
    }
    seen.add(o.sourceId);
    if (o.date < window.from || o.date > lastDay) outside++;
    else occurrences.push(o);
  };

  for (const component of Object.values(data)) {
    if (!component || typeof component !== 'object' || (component as { type?: string }).type !== 'VEVENT') continue;
    const event = component as ical.VEvent;
    if (!event.uid) throw new IcsError(`The event "${text(event.summary, 60) ?? 'without a title'}" has no UID.`);
    if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) throw new IcsError(`The event "${event.uid}" has an unreadable DTSTART.`);
    // Every second or minute for 60 days is millions of rows: not a calendar a person keeps.
    if (event.rrule && /FREQ=(SECONDLY|MINUTELY)/i.test(String(event.rrule))) {
      outside++;
      continue;
    }
    let instances: ical.EventInstance[];
    try {
      instances = ical.expandRecurringEvent(event, { from, to, expandOngoing: true });
    } catch (error) {
      throw new IcsError(`The repeat rule of "${event.uid}" could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (instances.length === 0) outside++;
    for (const instance of instances) {
      const source = instance.event;
      if (source.status === 'CANCELLED') {
        outside++;
        continue;
      }
      const recurring = instance.isRecurring || instance.isOverride;
      const originalStart = instance.isOverride && source.recurrenceid ? source.recurrenceid : instance.start;
      const baseId = recurring ? `${event.uid}|${originalStart.toISOString()}` : event.uid;
      const title = text(instance.summary ?? source.summary, MAX_TEXT.title) ?? '(No title)';
      const location = text(source.location, MAX_TEXT.location);
      const description = text(source.description, MAX_TEXT.description);

      if (instance.isFullDay) {
        const first = isoDay(instance.start);
        const end = instance.end ? isoDay(instance.end) : first;
        const span = Math.min(Math.max(1, Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000)), MAX_ALL_DAY_SPAN);
        for (let day = 0; day < span; day++) {
          push({
            sourceId: day === 0 ? baseId : `${baseId}#${day + 1}`,
            title,
            date: addDays(first, day),
            startTime: null,
            endTime: null,
            location,
            description,
          });
        }
        continue;
      }
      const start = localDateTime(instance.start, window.timezone);
      const end = instance.end ? localDateTime(instance.end, window.timezone) : start;
      // An event that runs past midnight is shown on its first day, ending at midnight.
      const endTime = end.date === start.date ? end.time : '23:59';
      push({ sourceId: baseId, title, date: start.date, startTime: start.time, endTime, location, description });
    }
  }
  const calendarName = text((data.vcalendar as Record<string, unknown> | undefined)?.['WR-CALNAME'], 100);
  occurrences.sort((a, b) => (a.date + (a.startTime ?? '')).localeCompare(b.date + (b.startTime ?? '')));
  return { occurrences, outside, calendarName };
}
