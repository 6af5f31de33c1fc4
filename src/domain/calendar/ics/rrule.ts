import type { Budget } from './budget';
import { DAY_MS, parseDateValue, wallParts, type Wall } from './date-values';

export const FREQS = ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Freq = (typeof FREQS)[number];
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

export interface RecurRule {
  freq: Freq;
  interval: number;
  count: number | null;
  /** As written: a UTC value is compared as an instant by the caller (converted to the event's wall time first). */
  until: { wall: Wall; utc: boolean } | null;
  bySecond: number[] | null;
  byMinute: number[] | null;
  byHour: number[] | null;
  byDay: { n: number; weekday: number }[] | null;
  byMonthDay: number[] | null;
  byYearDay: number[] | null;
  byWeekNo: number[] | null;
  byMonth: number[] | null;
  bySetPos: number[] | null;
  wkst: number;
}

export class RuleError extends Error {}

/** Past this, periods leave the dates a calendar can hold (every 1,000 years at the most). */
const MAX_INTERVAL = 1000;

const numbers = (raw: string, min: number, max: number, name: string, allowNegative = false): number[] => {
  const list = raw.split(',').map((v) => {
    const n = Number(v);
    if (
      !/^[+-]?\d+$/.test(v) ||
      !Number.isInteger(n) ||
      (n < 0 && !allowNegative) ||
      (n === 0 && min > 0) ||
      Math.abs(n) > max ||
      (!allowNegative && n < min)
    ) {
      throw new RuleError(`${name}=${raw} is not valid`);
    }
    return n;
  });
  return [...new Set(list)].sort((a, b) => a - b);
};

/** An RRULE value (RFC 5545 3.3.10); a part we cannot read makes the rule unreadable. */
export function parseRule(value: string): RecurRule {
  const parts = new Map<string, string>();
  for (const raw of value.split(';')) {
    const part = raw.trim();
    if (!part) continue;
    const [k, v] = part.split('=');
    // Junk before a part's name (`RRULE:RRULE:FREQ=…`, a stray space or byte) is not part of the name.
    const key = k?.toUpperCase().replace(/^.*[^A-Z-]/, '');
    if (!key || v === undefined || v.trim() === '') throw new RuleError(`"${part}" is not a rule part`);
    parts.set(key, v.trim().toUpperCase());
  }
  const freq = parts.get('FREQ') as Freq | undefined;
  if (!freq || !FREQS.includes(freq)) throw new RuleError(`FREQ=${parts.get('FREQ') ?? ''} is not a frequency`);
  const interval = parts.has('INTERVAL') ? Number(parts.get('INTERVAL')) : 1;
  if (!Number.isInteger(interval) || interval < 1) throw new RuleError(`INTERVAL=${parts.get('INTERVAL')} is not valid`);
  if (interval > MAX_INTERVAL) throw new RuleError(`INTERVAL=${parts.get('INTERVAL')} is out of range (at most ${MAX_INTERVAL})`);
  const count = parts.has('COUNT') ? Number(parts.get('COUNT')) : null;
  if (count !== null && (!Number.isSafeInteger(count) || count < 1)) throw new RuleError(`COUNT=${parts.get('COUNT')} is not valid`);
  let until: RecurRule['until'] = null;
  if (parts.has('UNTIL')) {
    const parsed = parseDateValue(parts.get('UNTIL')!);
    if (!parsed) throw new RuleError(`UNTIL=${parts.get('UNTIL')} is not a date`);
    // An all-day UNTIL includes its whole day.
    until = { wall: parsed.dateOnly ? parsed.wall + DAY_MS - 1000 : parsed.wall, utc: parsed.utc };
  }
  const byDay = parts.has('BYDAY')
    ? parts
        .get('BYDAY')!
        .split(',')
        .map((v) => {
          const m = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(v);
          if (!m || (m[1] !== undefined && (Number(m[1]) === 0 || Math.abs(Number(m[1])) > 53)))
            throw new RuleError(`BYDAY=${parts.get('BYDAY')} is not valid`);
          return { n: m[1] ? Number(m[1]) : 0, weekday: WEEKDAYS.indexOf(m[2] as (typeof WEEKDAYS)[number]) };
        })
    : null;
  const list = (key: string, min: number, max: number, negative = false) => (parts.has(key) ? numbers(parts.get(key)!, min, max, key, negative) : null);
  const wkst = parts.has('WKST') ? WEEKDAYS.indexOf(parts.get('WKST') as (typeof WEEKDAYS)[number]) : 1;
  if (wkst < 0) throw new RuleError(`WKST=${parts.get('WKST')} is not a weekday`);
  return {
    freq,
    interval,
    count,
    until,
    bySecond: list('BYSECOND', 0, 60),
    byMinute: list('BYMINUTE', 0, 59),
    byHour: list('BYHOUR', 0, 23),
    byDay,
    byMonthDay: list('BYMONTHDAY', 1, 31, true),
    byYearDay: list('BYYEARDAY', 1, 366, true),
    byWeekNo: list('BYWEEKNO', 1, 53, true),
    byMonth: list('BYMONTH', 1, 12),
    bySetPos: list('BYSETPOS', 1, 366, true),
    wkst,
  };
}

/**
 * The most occurrences the rule can make in one day, judged from what it generates rather than
 * its FREQ: `FREQ=DAILY` with every BYHOUR and BYMINUTE makes 1,440 a day, `FREQ=MINUTELY;
 * INTERVAL=60` only 24.
 */
export function occurrencesPerDay(rule: RecurRule): number {
  const h = rule.byHour?.length;
  const m = rule.byMinute?.length;
  const s = rule.bySecond?.length;
  switch (rule.freq) {
    case 'SECONDLY':
      return Math.min((h ?? 24) * (m ?? 60) * (s ?? 60), Math.ceil(86_400 / rule.interval));
    case 'MINUTELY':
      return Math.min((h ?? 24) * (m ?? 60), Math.ceil(1_440 / rule.interval)) * (s ?? 1);
    case 'HOURLY':
      return Math.min(h ?? 24, Math.ceil(24 / rule.interval)) * (m ?? 1) * (s ?? 1);
    default:
      return (h ?? 1) * (m ?? 1) * (s ?? 1);
  }
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const daysInYear = (year: number) => (daysInMonth(year, 2) === 29 ? 366 : 365);
const dayOfYear = (year: number, month: number, day: number) => Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / DAY_MS) + 1;

/** RFC 5545 week numbers: week 1 is the first week (starting on WKST) with at least 4 days of the year. */
function weekNumber(wall: Wall, wkst: number): { week: number; weeksInYear: number } {
  const { year } = wallParts(wall);
  const firstWeekStart = (y: number) => {
    const jan1 = Date.UTC(y, 0, 1);
    const shift = (new Date(jan1).getUTCDay() - wkst + 7) % 7;
    const start = jan1 - shift * DAY_MS;
    return shift >= 4 ? start + 7 * DAY_MS : start;
  };
  let y = year;
  let start = firstWeekStart(y);
  if (wall < start) start = firstWeekStart(--y);
  else if (wall >= firstWeekStart(y + 1)) start = firstWeekStart(++y);
  const weeksInYear = Math.round((firstWeekStart(y + 1) - start) / (7 * DAY_MS));
  return { week: Math.floor((wall - start) / (7 * DAY_MS)) + 1, weeksInYear };
}

const inList = (list: number[] | null, value: number, size: number) => !list || list.some((n) => (n > 0 ? n === value : size + n + 1 === value));

/** Whether a day (its midnight wall time) passes the rule's day-level parts. */
function dayMatches(rule: RecurRule, dayWall: Wall, byMonthDay: number[] | null, byDay: RecurRule['byDay']): boolean {
  const { year, month, day, weekday } = wallParts(dayWall);
  if (rule.byMonth && !rule.byMonth.includes(month)) return false;
  if (rule.byWeekNo) {
    const { week, weeksInYear } = weekNumber(dayWall, rule.wkst);
    if (!inList(rule.byWeekNo, week, weeksInYear)) return false;
  }
  if (!inList(rule.byYearDay, dayOfYear(year, month, day), daysInYear(year))) return false;
  if (!inList(byMonthDay, day, daysInMonth(year, month))) return false;
  if (byDay) {
    // Ordinals count within the month (MONTHLY, or YEARLY narrowed by BYMONTH) or the year (YEARLY).
    const inMonth = rule.freq === 'MONTHLY' || (rule.freq === 'YEARLY' && rule.byMonth !== null);
    const ordinalsApply = (rule.freq === 'MONTHLY' || rule.freq === 'YEARLY') && !rule.byWeekNo;
    const ok = byDay.some(({ n, weekday: wd }) => {
      if (wd !== weekday) return false;
      if (n === 0 || !ordinalsApply) return true;
      const index = inMonth ? day : dayOfYear(year, month, day);
      const size = inMonth ? daysInMonth(year, month) : daysInYear(year);
      const nth = Math.floor((index - 1) / 7) + 1;
      const nthFromEnd = -(Math.floor((size - index) / 7) + 1);
      return n === nth || n === nthFromEnd;
    });
    if (!ok) return false;
  }
  return true;
}

export interface ExpandWindow {
  /** Wall times: occurrences in [from, to] are returned. */
  from: Wall;
  to: Wall;
}

/**
 * The rule's occurrences in the window, as wall times, DTSTART included (RFC 5545: it is the
 * first instance). Without COUNT the expansion starts at the period just before the window,
 * however old DTSTART is, so a rule from 1970 costs what one from last week costs; with COUNT
 * it has to count from DTSTART and pays for every period. Each period visited and each
 * candidate generated spends the budget.
 */
export function expandRule(rule: RecurRule, dtstart: Wall, untilWall: Wall | null, window: ExpandWindow, budget: Budget): Wall[] {
  const start = wallParts(dtstart);
  const out: Wall[] = [];
  if (dtstart >= window.from && dtstart <= window.to) out.push(dtstart);
  if (untilWall !== null && untilWall < window.from && rule.count === null) return out;

  const dayLevel = rule.byWeekNo || rule.byYearDay || rule.byMonthDay || rule.byDay;
  let byMonthDay = rule.byMonthDay;
  let byDay = rule.byDay;
  let byMonthDefault: number[] | null = null;
  if (!dayLevel) {
    if (rule.freq === 'YEARLY') {
      byMonthDay = [start.day];
      if (!rule.byMonth) byMonthDefault = [start.month];
    } else if (rule.freq === 'MONTHLY') byMonthDay = [start.day];
    else if (rule.freq === 'WEEKLY') byDay = [{ n: 0, weekday: start.weekday }];
  }
  const effective: RecurRule = byMonthDefault ? { ...rule, byMonth: byMonthDefault } : rule;
  const hours = rule.byHour ?? [start.hour];
  const minutes = rule.byMinute ?? [start.minute];
  const seconds = rule.bySecond ?? [start.second];

  const sub = rule.freq === 'HOURLY' || rule.freq === 'MINUTELY' || rule.freq === 'SECONDLY';
  const unit = rule.freq === 'HOURLY' ? 3_600_000 : rule.freq === 'MINUTELY' ? 60_000 : 1000;
  const dayStart = (w: Wall) => Math.floor(w / DAY_MS) * DAY_MS;

  // The first period, moved forward by whole intervals to just before the window when COUNT does not forbid it.
  let period = 0;
  const canJump = rule.count === null && dtstart < window.from;
  const periodStart = (k: number): { first: Wall; days: number } => {
    switch (rule.freq) {
      case 'YEARLY':
        return { first: Date.UTC(start.year + k, 0, 1), days: daysInYear(start.year + k) };
      case 'MONTHLY': {
        const d = new Date(Date.UTC(start.year, start.month - 1 + k, 1));
        return { first: d.getTime(), days: daysInMonth(d.getUTCFullYear(), d.getUTCMonth() + 1) };
      }
      case 'WEEKLY': {
        const weekStart = dayStart(dtstart) - ((start.weekday - rule.wkst + 7) % 7) * DAY_MS;
        return { first: weekStart + k * 7 * DAY_MS, days: 7 };
      }
      case 'DAILY':
        return { first: dayStart(dtstart) + k * DAY_MS, days: 1 };
      default: {
        const base =
          rule.freq === 'HOURLY'
            ? Date.UTC(start.year, start.month - 1, start.day, start.hour)
            : rule.freq === 'MINUTELY'
              ? Math.floor(dtstart / 60_000) * 60_000
              : dtstart;
        return { first: base + k * unit, days: 0 };
      }
    }
  };
  if (canJump) {
    const periodDays = { YEARLY: 366, MONTHLY: 31, WEEKLY: 7, DAILY: 1 }[rule.freq as 'DAILY'] ?? 0;
    const lead = window.from - (periodDays + 1) * DAY_MS; // the period holding the window's start, and one day more
    const wp = wallParts(lead);
    let units: number;
    if (rule.freq === 'YEARLY') units = wp.year - start.year;
    else if (rule.freq === 'MONTHLY') units = (wp.year - start.year) * 12 + wp.month - start.month;
    else if (rule.freq === 'WEEKLY') units = Math.floor((lead - periodStart(0).first) / (7 * DAY_MS));
    else if (rule.freq === 'DAILY') units = Math.floor((lead - dayStart(dtstart)) / DAY_MS);
    else units = Math.floor((window.from - DAY_MS - periodStart(0).first) / unit);
    if (units > 0) period = Math.floor(units / rule.interval) * rule.interval;
  }

  let produced = 0;
  for (;;) {
    budget.spend(1);
    const { first, days } = periodStart(period);
    if (first > window.to || (untilWall !== null && first > untilWall + DAY_MS)) break;
    let candidates: Wall[] = [];
    if (!sub) {
      // A yearly rule narrowed to months needs only those months' days looked at.
      const ranges: [number, number][] =
        rule.freq === 'YEARLY' && effective.byMonth && !rule.byWeekNo && !rule.byYearDay
          ? effective.byMonth.map((m) => {
              const y = wallParts(first).year;
              return [Math.round((Date.UTC(y, m - 1, 1) - first) / DAY_MS), Math.round((Date.UTC(y, m, 1) - first) / DAY_MS)];
            })
          : [[0, days]];
      for (const [fromDay, toDay] of ranges) {
        budget.spend(toDay - fromDay);
        for (let d = fromDay; d < toDay; d++) {
          const dayWall = first + d * DAY_MS;
          if (!dayMatches(effective, dayWall, byMonthDay, byDay)) continue;
          for (const h of hours) for (const m of minutes) for (const s of seconds) candidates.push(dayWall + ((h * 60 + m) * 60 + s) * 1000);
        }
      }
      budget.spend(candidates.length);
    } else {
      const p = wallParts(first);
      if (!dayMatches(effective, dayStart(first), byMonthDay, byDay)) {
        // The whole day is out: move to the first period of the next day, one step however many periods it skips.
        const next = dayStart(first) + DAY_MS;
        period += Math.max(1, Math.ceil((next - first) / (unit * rule.interval))) * rule.interval;
        continue;
      }
      if (rule.byHour && !rule.byHour.includes(p.hour)) {
        period += rule.interval;
        continue;
      }
      const mins = rule.freq === 'HOURLY' ? minutes : rule.byMinute && !rule.byMinute.includes(p.minute) ? [] : [p.minute];
      const secs = rule.freq === 'SECONDLY' ? (rule.bySecond && !rule.bySecond.includes(p.second) ? [] : [p.second]) : seconds;
      const hourStart = Date.UTC(p.year, p.month - 1, p.day, p.hour);
      for (const m of mins) for (const s of secs) candidates.push(hourStart + (m * 60 + s) * 1000);
      budget.spend(candidates.length);
    }
    candidates.sort((a, b) => a - b);
    if (rule.bySetPos) {
      const all = candidates;
      candidates = rule.bySetPos.map((pos) => (pos > 0 ? all[pos - 1] : all[all.length + pos])).filter((v): v is number => v !== undefined);
      candidates = [...new Set(candidates)].sort((a, b) => a - b);
    }
    for (const c of candidates) {
      if (c < dtstart) continue;
      if (untilWall !== null && c > untilWall) return out;
      if (c !== dtstart) produced++;
      // DTSTART counts as the first of COUNT occurrences.
      if (rule.count !== null && produced + 1 > rule.count) return out;
      if (c > window.to) return out;
      if (c >= window.from && c !== dtstart) out.push(c);
    }
    period += rule.interval;
  }
  return out;
}
