import { createHash } from 'node:crypto';
import { addDays } from '../local-time';
import { Budget, BudgetExceeded } from './budget';
import { IcsError, prop, props, readComponents, unescapeText, type Component, type ContentLine } from './content-lines';
import { DAY_MS, hhmm, inDateRange, isoDate, parseDateValue, parseDuration, type DateValue, type Wall } from './date-values';
import { expandRule, occurrencesPerDay, parseRule, RuleError, type RecurRule } from './rrule';
import { cleanTzid, ianaZone, toInstant, toWall, UTC, vtimezoneZone, zoneFromName, type Zone } from './zones';

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

/** An entry that could not become an event, and where it is. */
export interface SkippedEntry {
  line: number;
  message: string;
}

export interface IcsParseResult {
  occurrences: IcsOccurrence[];
  /** Events in the file that fall outside the window (or were cancelled). */
  outside: number;
  /** Entries that could not become an event; the rest of the file is imported. */
  skipped: SkippedEntry[];
  /** TZIDs that name no zone we know and no VTIMEZONE in the file: their times were read as the floating zone. */
  unknownZones: string[];
  warnings: string[];
  calendarName: string | null;
}

export interface IcsWindow {
  from: string;
  days: number;
  /** The user's IANA timezone: occurrences are given in it, and floating times keep their clock time in it. */
  timezone: string;
}

const MAX_ALL_DAY_SPAN = 14;
/** What one person's next 60 days can hold; more is a feed of something else (or an attack on our CPU). */
export const MAX_OCCURRENCES = 5000;
/** Denser than hourly is not a calendar a person keeps (and millions of rows for 60 days). */
export const MAX_OCCURRENCES_PER_DAY = 24;
const MAX_TEXT = { title: 200, location: 200, description: 2000 };
/** UIDs longer than this are stored as their hash. */
const MAX_UID_LENGTH = 255;
/** Longer than a year is not an event a person dresses for; such a DTEND or DURATION is a broken value. */
export const MAX_EVENT_LENGTH_MS = 366 * DAY_MS;
/** Lines an entry cannot do without: when one cannot be read, the entry is skipped. Any other unreadable line is left out. */
const NEEDED_LINES = new Set(['DTSTART', 'SUMMARY', 'RRULE', 'RECURRENCE-ID']);
const count = (n: number) => ['Two', 'Three', 'Four', 'Five'][n - 2] ?? String(n);
const quote = (raw: string) => `"${raw.trim().slice(0, 40)}"`;
/** How a TZID is looked up: the file's definitions and its references agree once both are cleaned. */
const tzidKey = (id: string) => cleanTzid(id).toLowerCase();

/** Problems that cost one entry only. */
class EntryProblem extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const text = (p: ContentLine | undefined, max: number): string | null => {
  // White space up to a line's last break becomes that break ('a \n\n b' → 'a\n b'); `/\s+\n/g` did it in quadratic time.
  const value = p
    ? unescapeText(p.value)
        .replace(/\s+/g, (run) => (run.includes('\n') ? run.slice(run.lastIndexOf('\n')) : run))
        .trim()
    : '';
  return value ? value.slice(0, max) : null;
};

interface TimeValue {
  value: DateValue;
  /** null: an all-day value. */
  zone: Zone | null;
  floating: boolean;
}

interface Entry {
  component: Component;
  uid: string;
  title: string;
  sequence: number;
  recurrenceId: TimeValue | null;
  /** The content an entry without UID is known by, and that tells duplicates apart. */
  fingerprint: string;
}

/**
 * Parses an iCalendar file as real exporters write it and expands it for the window
 * [from, from + days) in the user's timezone. Each entry is judged alone: one that cannot
 * become an event is skipped with its line and reason, the rest import. Zones come from the
 * file's own VTIMEZONE definitions first, then IANA, Windows and vendor-prefixed names;
 * floating times are the calendar's X-WR-TIMEZONE, else the user's clock. Expansion is bounded
 * by a per-file budget (ADR 0073): a file that needs more is refused, naming the entry.
 */
export function parseIcs(body: string, window: IcsWindow, budget = new Budget()): IcsParseResult {
  const calendars = readComponents(body);
  const calProp = (name: string) => calendars.map((c) => prop(c, name)).find((p) => p !== undefined);
  const calendarName = text(calProp('X-WR-CALNAME'), 100);
  const userZone = ianaZone(window.timezone);
  const unknownZones = new Map<string, number>();
  const warnings: string[] = [];

  /** What could not be read and was left out without costing its entry: one warning for the file. */
  const leftOut = new Map<number, string>();
  const leaveOut = (line: number, what: string) => leftOut.set(line, what);

  const definitions = new Map<string, Component>();
  for (const c of calendars)
    for (const tz of c.children.filter((x) => x.name === 'VTIMEZONE')) {
      const id = prop(tz, 'TZID')?.value;
      if (id && cleanTzid(id)) definitions.set(tzidKey(id), tz);
    }
  const zones = new Map<string, Zone | null>();
  const zoneFor = (id: string): Zone | null => {
    const key = tzidKey(id);
    if (!zones.has(key)) {
      const definition = definitions.get(key);
      zones.set(key, (definition && vtimezoneZone(definition, cleanTzid(id), budget)) || zoneFromName(id));
    }
    return zones.get(key)!;
  };
  // Floating times: the calendar's own zone when it names one, else the user's clock.
  const calendarZoneId = calProp('X-WR-TIMEZONE') ? cleanTzid(calProp('X-WR-TIMEZONE')!.value) : undefined;
  let floating: Zone = userZone;
  if (calendarZoneId) {
    const z = zoneFor(calendarZoneId);
    if (z) floating = z;
    else {
      unknownZones.set(calendarZoneId, 0);
      warnings.push(`The calendar's time zone "${calendarZoneId}" is unknown: times without a zone were read in ${window.timezone}.`);
    }
  }
  /** A DTSTART-like property: its value, and the zone that turns it into instants (null: all-day). */
  const readTime = (p: ContentLine, what: string, owner: number): TimeValue => {
    const value = parseDateValue(p.value);
    if (!value) throw new EntryProblem(p.line, `${what} ${quote(p.value)} is not a date`);
    if (!inDateRange(value.wall)) throw new EntryProblem(p.line, `${what} ${quote(p.value)} is out of range (years 1601 to 9999)`);
    if (value.dateOnly) return { value, zone: null, floating: false };
    if (value.utc) return { value, zone: UTC, floating: false };
    const tzid = p.params.TZID ? cleanTzid(p.params.TZID) : '';
    if (!tzid) return { value, zone: floating, floating: true };
    const zone = zoneFor(tzid);
    if (zone) return { value, zone, floating: false };
    unknownZones.set(tzid, (unknownZones.get(tzid) ?? 0) + owner);
    return { value, zone: floating, floating: true };
  };

  const skipped: SkippedEntry[] = [];
  const entries: Entry[] = [];
  const vevents = calendars.flatMap((c) => c.children.filter((x) => x.name === 'VEVENT'));
  for (const component of vevents) {
    try {
      const summaryLine = component.unreadable.find((u) => u.name === 'SUMMARY');
      if (summaryLine) throw new EntryProblem(summaryLine.line, `an event has an unreadable SUMMARY line (${quote(summaryLine.text)})`);
      // No SUMMARY at all is an untitled event, as Google Calendar shows one.
      const title = text(prop(component, 'SUMMARY'), MAX_TEXT.title) ?? '(No title)';
      for (const u of component.unreadable) {
        if (u.name && NEEDED_LINES.has(u.name)) throw new EntryProblem(u.line, `the event "${title}" has an unreadable ${u.name} line (${quote(u.text)})`);
        leaveOut(u.line, u.name ?? `a line that is not a property (${quote(u.text)})`);
      }
      const start = prop(component, 'DTSTART');
      if (!start) throw new EntryProblem(component.line, `the event "${title}" has no DTSTART`);
      const startValue = parseDateValue(start.value);
      if (!startValue) throw new EntryProblem(start.line, `the event "${title}" has an unreadable DTSTART ("${start.value.slice(0, 40)}")`);
      if (!inDateRange(startValue.wall))
        throw new EntryProblem(start.line, `the event "${title}" starts on a date out of range (${quote(start.value)}; years 1601 to 9999)`);
      const rid = prop(component, 'RECURRENCE-ID');
      const recurrenceId = rid ? readTime(rid, 'RECURRENCE-ID', 0) : null;
      const sequence = Number.parseInt(prop(component, 'SEQUENCE')?.value ?? '0', 10) || 0;
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([title, start.params.TZID ?? '', start.value, prop(component, 'LOCATION')?.value ?? '', rid?.value ?? '']))
        .digest('base64url')
        .slice(0, 16);
      // No UID (every event of an Exchange 2010 export): one made from what the entry says, the same on every import.
      const written = prop(component, 'UID')?.value.trim();
      // The UID is part of a unique index's key (at most about 2,700 bytes in PostgreSQL): a longer one is known by its hash, the same on every import.
      const uid = !written
        ? `generated-${fingerprint}`
        : written.length > MAX_UID_LENGTH
          ? `uid-${createHash('sha256').update(written).digest('base64url')}`
          : written;
      entries.push({ component, uid, title, sequence, recurrenceId, fingerprint });
    } catch (error) {
      skipped.push(entrySkipped(error, component, prop(component, 'SUMMARY')?.value));
    }
  }

  // RFC 5545: UID plus RECURRENCE-ID names one component; of two, the higher SEQUENCE is the truth.
  // Two with the same SEQUENCE that say different things are kept apart (a careless exporter's reused UID).
  const chosen = new Map<string, Entry>();
  for (const entry of entries) {
    const rid = entry.recurrenceId;
    // The same instance named in two zones (UTC in one export, the event's zone in the next) is one instance.
    const key = `${entry.uid}|${!rid ? '' : rid.zone && !rid.floating ? `i${toInstant(rid.zone, rid.value.wall)}` : `w${rid.value.wall}`}`;
    const other = chosen.get(key);
    if (!other || entry.sequence > other.sequence) chosen.set(key, entry);
    else if (entry.sequence === other.sequence && entry.fingerprint !== other.fingerprint) {
      chosen.set(`${key}~${entry.fingerprint}`, { ...entry, uid: `${entry.uid}~${entry.fingerprint}` });
    }
  }
  const byUid = new Map<string, { master: Entry | null; overrides: Entry[] }>();
  for (const entry of chosen.values()) {
    const group = byUid.get(entry.uid) ?? { master: null, overrides: [] };
    if (entry.recurrenceId) group.overrides.push(entry);
    else group.master = entry;
    byUid.set(entry.uid, group);
  }

  const lastDay = addDays(window.from, window.days - 1);
  // A day either side in absolute time: the user's timezone decides which instances are inside.
  const fromInstant = Date.parse(`${window.from}T00:00:00Z`) - 2 * DAY_MS;
  const toInstant_ = Date.parse(`${lastDay}T23:59:59Z`) + 2 * DAY_MS;
  const occurrences: IcsOccurrence[] = [];
  let outside = 0;
  const seen = new Set<string>();
  const push = (o: IcsOccurrence) => {
    if (seen.has(o.sourceId)) return;
    if (occurrences.length >= MAX_OCCURRENCES)
      throw new IcsError(`The calendar has more than ${MAX_OCCURRENCES} events in the next 60 days; share a smaller calendar.`);
    seen.add(o.sourceId);
    if (o.date < window.from || o.date > lastDay) outside++;
    else occurrences.push(o);
  };

  /** One instance: its start as a wall time in its zone (null zone: all-day), its length, the entry that describes it. */
  const emit = (entry: Entry, startWall: Wall, zone: Zone | null, duration: number, sourceId: string) => {
    const c = entry.component;
    if (prop(c, 'STATUS')?.value.trim().toUpperCase() === 'CANCELLED') {
      outside++;
      return;
    }
    const base = {
      title: entry.title,
      location: text(prop(c, 'LOCATION'), MAX_TEXT.location),
      description: text(prop(c, 'DESCRIPTION'), MAX_TEXT.description),
    };
    if (!zone) {
      const first = isoDate(startWall);
      const span = Math.min(Math.max(1, Math.round(duration / DAY_MS)), MAX_ALL_DAY_SPAN);
      for (let day = 0; day < span; day++)
        push({ ...base, sourceId: day === 0 ? sourceId : `${sourceId}#${day + 1}`, date: addDays(first, day), startTime: null, endTime: null });
      return;
    }
    const startInstant = toInstant(zone, startWall);
    const start = toWall(userZone, startInstant);
    const end = toWall(userZone, startInstant + Math.max(0, duration));
    // An event that runs past midnight is shown on its first day, ending at midnight.
    push({ ...base, sourceId, date: isoDate(start), startTime: hhmm(start), endTime: isoDate(end) === isoDate(start) ? hhmm(end) : '23:59' });
  };

  /** The key of an instance's original start: UTC ISO for a zoned time, the date's midnight for all-day, the clock time for floating. */
  const originalKey = (wall: Wall, zone: Zone | null, isFloating: boolean) =>
    !zone || isFloating ? new Date(wall).toISOString().replace(isFloating ? 'Z' : '', '') : new Date(toInstant(zone, wall)).toISOString();

  /** The key of a RECURRENCE-ID, read the way the master's instances are keyed so a moved instance replaces its original. */
  const ridKey = (rid: TimeValue, masterStart: TimeValue | null): string => {
    const like = masterStart ?? rid;
    if (!like.zone) return new Date(Date.parse(`${isoDate(rid.value.wall)}T00:00:00Z`)).toISOString();
    if (like.floating) return originalKey(rid.value.wall, like.zone, true);
    const zone = rid.zone && !rid.floating ? rid.zone : like.zone;
    return new Date(toInstant(zone, rid.value.wall)).toISOString();
  };

  /** DTEND, else DURATION, else a day for an all-day event and no length for a timed one (RFC 5545 3.6.1). */
  const durationOf = (entry: Entry, start: TimeValue): number => {
    const c = entry.component;
    const fallback = start.zone ? 0 : DAY_MS;
    let ms: number | null = null;
    let written = '';
    const endProp = prop(c, 'DTEND');
    if (endProp && !parseDateValue(endProp.value)) leaveOut(endProp.line, `DTEND ${quote(endProp.value)}, so "${entry.title}" has the default length`);
    else if (endProp) {
      const end = readTime(endProp, 'DTEND', 0);
      ms = start.zone && end.zone ? toInstant(end.zone, end.value.wall) - toInstant(start.zone, start.value.wall) : end.value.wall - start.value.wall;
      written = `DTEND ${quote(endProp.value)}`;
    }
    const durationProp = prop(c, 'DURATION');
    if (ms === null && durationProp) {
      ms = parseDuration(durationProp.value);
      if (ms === null) leaveOut(durationProp.line, `DURATION ${quote(durationProp.value)}`);
      written = `DURATION ${quote(durationProp.value)}`;
    }
    if (ms !== null && ms > MAX_EVENT_LENGTH_MS)
      throw new EntryProblem((endProp ?? durationProp ?? c).line, `the event "${entry.title}" lasts more than a year (${written}); it looks broken`);
    return ms !== null && ms > 0 ? ms : fallback;
  };

  for (const [uid, group] of byUid) {
    const { master } = group;
    const current = master ?? group.overrides[0]!;
    try {
      if (master) {
        const c = master.component;
        const start = readTime(prop(c, 'DTSTART')!, 'DTSTART', 1);
        const zone = start.zone;
        const duration = durationOf(master, start);
        const rules = props(c, 'RRULE').map((p) => {
          let rule: RecurRule;
          try {
            rule = parseRule(p.value);
          } catch (error) {
            throw new EntryProblem(
              p.line,
              `the repeat rule of "${master.title}" could not be read: ${error instanceof RuleError ? error.message : String(error)}`,
            );
          }
          const perDay = occurrencesPerDay(rule);
          if (perDay > MAX_OCCURRENCES_PER_DAY) {
            throw new EntryProblem(p.line, `"${master.title}" repeats up to ${perDay} times a day; only events repeating at most hourly are imported`);
          }
          return rule;
        });
        const walls = new Set<Wall>();
        const windowWall = zone
          ? { from: toWall(zone, fromInstant) - DAY_MS, to: toWall(zone, toInstant_) + DAY_MS }
          : { from: fromInstant - DAY_MS, to: toInstant_ + DAY_MS };
        // Another value's instant: UTC, its own TZID when we know it, else this event's zone (a floating or unknown one).
        const instantOf = (p: ContentLine, value: DateValue, eventZone: Zone): number => {
          if (value.utc) return value.wall;
          const own = p.params.TZID ? zoneFor(p.params.TZID) : null;
          return toInstant(own ?? eventZone, value.wall);
        };
        const readValue = (raw: string) => {
          const value = parseDateValue(raw.split('/')[0]!);
          return value && inDateRange(value.wall) ? value : null;
        };
        // An RDATE as a wall time of this event's zone.
        const asWall = (p: ContentLine, raw: string): Wall | null => {
          const value = readValue(raw);
          if (!value) return null;
          return !zone || value.dateOnly ? value.wall : toWall(zone, instantOf(p, value, zone));
        };
        for (const rule of rules) {
          const untilWall = rule.until ? (rule.until.utc && zone ? toWall(zone, rule.until.wall) : rule.until.wall) : null;
          for (const w of expandRule(rule, start.value.wall, untilWall, windowWall, budget)) walls.add(w);
        }
        if (rules.length === 0 && start.value.wall <= windowWall.to && start.value.wall + Math.max(duration, 0) >= windowWall.from - MAX_ALL_DAY_SPAN * DAY_MS)
          walls.add(start.value.wall);
        for (const p of props(c, 'RDATE'))
          for (const raw of p.value.split(',')) {
            budget.spend(1);
            const w = asWall(p, raw);
            if (w !== null && w >= windowWall.from && w <= windowWall.to) walls.add(w);
          }
        // Exclusions are compared as instants, whatever zone each is written in (issue 42: a Berlin
        // user saw cancelled instances again when EXDATEs were written in another zone than DTSTART).
        const exdates = props(c, 'EXDATE');
        const byInstant = new Map<number, Wall>();
        if (zone && exdates.length > 0) for (const w of walls) byInstant.set(toInstant(zone, w), w);
        for (const p of exdates)
          for (const raw of p.value.split(',')) {
            budget.spend(1);
            const value = readValue(raw);
            if (!value) continue;
            if (!zone || value.dateOnly) {
              // An all-day EXDATE (or any EXDATE of an all-day event) removes that day's instance.
              for (const x of walls) if (isoDate(x) === isoDate(value.wall)) walls.delete(x);
              continue;
            }
            const w = byInstant.get(instantOf(p, value, zone));
            if (w !== undefined) walls.delete(w);
          }
        const recurring = rules.length > 0 || props(c, 'RDATE').length > 0 || group.overrides.length > 0;
        const moved = new Set(group.overrides.map((o) => ridKey(o.recurrenceId!, start)));
        if (walls.size === 0) outside++;
        for (const w of [...walls].sort((a, b) => a - b)) {
          const key = originalKey(w, zone, start.floating);
          if (moved.has(key)) continue;
          emit(master, w, zone, duration, recurring ? `${uid}|${key}` : uid);
        }
      }
      const masterStart = master ? readTime(prop(master.component, 'DTSTART')!, 'DTSTART', 0) : null;
      for (const o of group.overrides) {
        try {
          const start = readTime(prop(o.component, 'DTSTART')!, 'DTSTART', 1);
          emit(o, start.value.wall, start.zone, durationOf(o, start), `${uid}|${ridKey(o.recurrenceId!, masterStart)}`);
        } catch (error) {
          // One moved instance that cannot be read costs itself, not its series.
          if (error instanceof BudgetExceeded || error instanceof IcsError) throw error;
          skipped.push(entrySkipped(error, o.component, o.title));
        }
      }
    } catch (error) {
      if (error instanceof BudgetExceeded) {
        throw new IcsError(
          `The calendar needs too much work to expand: the event "${current.title}" (line ${current.component.line}) repeats more than Wearwise reads in one file.`,
        );
      }
      if (error instanceof IcsError) throw error;
      skipped.push(entrySkipped(error, current.component, current.title));
    }
  }
  if (leftOut.size > 0) {
    const lines = [...leftOut].sort((a, b) => a[0] - b[0]);
    const shown = lines.slice(0, 5).map(([line, what]) => `line ${line}: ${what}`);
    warnings.push(
      `${lines.length === 1 ? 'One line' : `${count(lines.length)} lines`} Wearwise does not need could not be read and ${lines.length === 1 ? 'was' : 'were'} left out; their events were imported (${shown.join('; ')}${lines.length > 5 ? '; …' : ''}).`,
    );
  }

  for (const [id, count] of unknownZones) {
    if (count > 0)
      warnings.push(
        `The time zone "${id}" is unknown: ${count === 1 ? 'one event was' : `${count} events were`} read in ${floating === userZone ? `your time zone (${window.timezone})` : floating.name}.`,
      );
  }
  skipped.sort((a, b) => a.line - b.line);
  occurrences.sort((a, b) => (a.date + (a.startTime ?? '')).localeCompare(b.date + (b.startTime ?? '')));
  return { occurrences, outside, skipped, unknownZones: [...unknownZones.keys()], warnings, calendarName };
}

/**
 * Why an entry was skipped. A value out of any range (a date Date cannot hold, a duration of
 * 10^18 weeks) that got past the checks still costs only its entry: never the file, never a 500.
 */
function entrySkipped(error: unknown, component: Component, title: string | undefined): SkippedEntry {
  if (error instanceof EntryProblem) return { line: error.line, message: error.message };
  if (error instanceof RangeError)
    return { line: component.line, message: `the event "${(title ?? '(No title)').slice(0, 60)}" holds a value out of range (${error.message.slice(0, 60)})` };
  throw error;
}
