import { dayNumber } from '../dates';
import { editDistance } from './lexicon';
import { OCCASION_HEADS } from './occasion-phrase';
import { GARMENT_WORDS, OCCASION_WORDS } from '../reading/vocabulary';

/**
 * The day a message asks about, read by form rather than by a list of phrases: relative words
 * (today, tomorrow, in two weeks), weekday names and their abbreviations (next fri, on weds),
 * dates in either order with digits or ordinal words (april 3rd, the 2nd of august, third of may),
 * months alone (in may, late october), and holidays named by date (4th of july, new year's eve,
 * thanksgiving). Weekday and month names one or two letters off still land ('wensday', 'febuary').
 * Pure: today comes from the caller.
 */

export interface AskedDay {
  /** YYYY-MM-DD */
  date: string;
  /** How the answer names it: 'today', 'tomorrow', 'Saturday', 'Friday, December 4', 'April 3', 'in May', 'New Year's Eve'. */
  label: string;
}

const MS_PER_DAY = 86_400_000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
// prettier-ignore
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** Abbreviations; 'sun', 'sat', 'wed' and 'mon' are also words, so they count only after a day cue ('on sun', 'this sat'). */
// prettier-ignore
const WEEKDAY_SHORT: Record<string, number> = { sun: 0, mon: 1, tue: 2, tues: 2, wed: 3, weds: 3, thu: 4, thur: 4, thurs: 4, fri: 5, sat: 6 };
const AMBIGUOUS_SHORT = new Set(['sun', 'sat', 'wed', 'mon']);
// prettier-ignore
const MONTH_SHORT: Record<string, number> = { jan: 0, feb: 1, mar: 2, apr: 3, jun: 5, jul: 6, aug: 7, sep: 8, sept: 8, oct: 9, nov: 10, dec: 11 };
// prettier-ignore
const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth',
  'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
// prettier-ignore
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, couple: 2, few: 3 };
/**
 * An event noun a bare day abbreviation may follow ('pool party sat', 'client presentation wed'): the
 * occasion reader's event nouns and the occasion words, one table, so a new occasion is a row there.
 */
const EVENT_BEFORE_DAY: ReadonlySet<string> = new Set(
  [...OCCASION_HEADS, ...OCCASION_WORDS, 'hike', 'trip', 'drinks', 'bbq'].flatMap((term) => {
    const last = term.split(' ').at(-1)!;
    return [last, `${last}s`];
  }),
);
const DAY_CUE = /^(on|this|next|by|for|til|till|until|before|coming|come|every)$/;
const MONTH_CUE = /^(in|this|next|early|mid|late|during|until|through|since|end|beginning|start)$/;

function iso(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function monthDay(date: string): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${capital(MONTHS[m - 1]!)} ${d}`;
}

function tokensOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/'/g, '')
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1 $2')
    .replace(/[^a-z0-9/-]+/g, ' ')
    .replace(/-/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}

/** A name from a list the token is, or is one or two letters off (two only for long names): 'wensday', 'febuary', 'thrusday'. */
function nameIndex(token: string, names: readonly string[], minTypoLength: number): number {
  const exact = names.indexOf(token.replace(/s$/, '')) >= 0 ? names.indexOf(token.replace(/s$/, '')) : names.indexOf(token);
  if (exact >= 0) return exact;
  if (token.length < minTypoLength) return -1;
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    if (name.length < 6) continue;
    // Two letters off only for long names and with the first letter right ('members' is not 'december').
    const max = name.length >= 8 && token.length >= 7 && token[0] === name[0] ? 2 : 1;
    if (editDistance(token, name, max) <= max) return i;
  }
  return -1;
}

/** Whether the word at `i` is read as a weekday ('sun 3pm', 'on sun'), so the weather reader leaves it to the day. */
export function saidAsWeekday(tokens: readonly string[], i: number): boolean {
  return weekdayAt(tokens, i) >= 0;
}

/** The weekday a word names, in full, short or misspelt ('thurs', 'wednsday'), 0 for Sunday; -1 when it names none. */
export function weekdayNamed(word: string): number {
  return WEEKDAY_SHORT[word] ?? nameIndex(word, WEEKDAYS, 5);
}

function weekdayAt(tokens: readonly string[], i: number): number {
  const t = tokens[i]!;
  const short = WEEKDAY_SHORT[t];
  if (short === undefined) return nameIndex(t, WEEKDAYS, 5);
  if (!AMBIGUOUS_SHORT.has(t) || (i > 0 && DAY_CUE.test(tokens[i - 1]!))) return short;
  // 'Pool party sat', 'sat night', 'dinner mon 7pm': right after an event or before a time of day it is the day, not a verb or the sun.
  const after = tokens[i + 1] ?? '';
  if (/^(morning|afternoon|arvo|evening|night|nite|am|pm|noon|\d{1,2}(am|pm)?)$/.test(after)) return short;
  return t !== 'sun' && i > 0 && EVENT_BEFORE_DAY.has(tokens[i - 1]!) ? short : -1;
}

function monthAt(tokens: string[], i: number, needsCue: boolean): number {
  const t = tokens[i]!;
  const short = MONTH_SHORT[t];
  // 'may' and 'march' are words too: alone they are a month only after a cue ('in may', 'late march').
  const wordLike = t === 'may' || t === 'march' || short !== undefined;
  if (
    needsCue &&
    wordLike &&
    !(i > 0 && MONTH_CUE.test(tokens[i - 1]!)) &&
    !(i > 1 && tokens[i - 1] === 'of' && /^(end|beginning|start|middle)$/.test(tokens[i - 2]!))
  )
    return -1;
  if (short !== undefined) return short;
  return nameIndex(t, MONTHS, 5);
}

function dayOfMonth(token: string | undefined): number | null {
  if (!token) return null;
  if (/^\d{1,2}$/.test(token)) return Number(token);
  const w = ORDINAL_WORDS.indexOf(token);
  return w >= 0 ? w + 1 : null;
}

/** A day of month written out: '3', '3 rd', 'third', 'twenty first', 'thirty first'; with how many tokens it took. */
function dayNumberAt(tokens: string[], i: number): { day: number; span: number } | null {
  const t = tokens[i];
  if ((t === 'twenty' || t === 'thirty') && tokens[i + 1]) {
    const unit = ORDINAL_WORDS.indexOf(tokens[i + 1]!);
    if (unit >= 0 && unit < 9) return { day: (t === 'twenty' ? 20 : 30) + unit + 1, span: 2 };
  }
  if (t === 'twentieth') return { day: 20, span: 1 };
  if (t === 'thirtieth') return { day: 30, span: 1 };
  const d = dayOfMonth(t);
  if (d === null) return null;
  return { day: d, span: /^(st|nd|rd|th)$/.test(tokens[i + 1] ?? '') ? 2 : 1 };
}

function validDate(year: number, month: number, day: number): string | null {
  if (day < 1 || day > 31 || month < 0 || month > 11) return null;
  const d = new Date(Date.UTC(year, month, day));
  return d.getUTCMonth() === month ? d.toISOString().slice(0, 10) : null;
}

/** The next time a month and day come round, today included. */
function nextDate(month: number, day: number, today: string, year?: number): string | null {
  const base = dayNumber(today);
  const y = Number(today.slice(0, 4));
  if (year) return validDate(year, month, day);
  const thisYear = validDate(y, month, day);
  if (thisYear && dayNumber(thisYear) >= base) return thisYear;
  // 29 February comes round only in leap years.
  for (let k = 1; k <= 8; k++) {
    const later = validDate(y + k, month, day);
    if (later) return later;
  }
  return null;
}

/** The nth weekday of a month (n = -1: the last). */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return validDate(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7)!;
  }
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return validDate(year, month, lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7))!;
}

/** Easter Sunday (anonymous Gregorian algorithm). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return validDate(year, month - 1, day)!;
}

const shift = (date: string, days: number) => iso(dayNumber(date) + days);

/** Holidays by the date they fall on in a year; the label is how the answer names them. */
// prettier-ignore
const HOLIDAYS: { re: RegExp; label: string; on: (year: number) => string; season?: true }[] = [
  { re: /\b(new years? eve|nye)\b/, label: "New Year's Eve", on: (y) => validDate(y, 11, 31)! },
  { re: /\bnew years?( day)?\b/, label: "New Year's Day", on: (y) => validDate(y, 0, 1)! },
  { re: /\b(christmas|xmas) eve\b/, label: 'Christmas Eve', on: (y) => validDate(y, 11, 24)! },
  // A season as well as a day: 'the office Christmas lunch', 'a xmas night out' fall in December, seldom on the 25th.
  { re: /\b(christmas|xmas)( day)?\b/, label: 'Christmas Day', on: (y) => validDate(y, 11, 25)!, season: true },
  { re: /\bboxing day\b/, label: 'Boxing Day', on: (y) => validDate(y, 11, 26)! },
  { re: /\bhallowe?en\b/, label: 'Halloween', on: (y) => validDate(y, 9, 31)! },
  { re: /\bvalentines?( day)?\b/, label: "Valentine's Day", on: (y) => validDate(y, 1, 14)! },
  { re: /\b(st|saint) (patricks|paddys|pattys)( day)?\b/, label: "St Patrick's Day", on: (y) => validDate(y, 2, 17)! },
  { re: /\b(independence day|july 4 th|4 th of july|fourth of july)\b/, label: 'the Fourth of July', on: (y) => validDate(y, 6, 4)! },
  { re: /\bjuneteenth\b/, label: 'Juneteenth', on: (y) => validDate(y, 5, 19)! },
  { re: /\bcinco de mayo\b/, label: 'Cinco de Mayo', on: (y) => validDate(y, 4, 5)! },
  { re: /\bthanksgiving\b/, label: 'Thanksgiving', on: (y) => nthWeekday(y, 10, 4, 4) },
  { re: /\bmemorial day\b/, label: 'Memorial Day', on: (y) => nthWeekday(y, 4, 1, -1) },
  { re: /\blabou?r day\b/, label: 'Labor Day', on: (y) => nthWeekday(y, 8, 1, 1) },
  { re: /\bmothers day\b/, label: "Mother's Day", on: (y) => nthWeekday(y, 4, 0, 2) },
  { re: /\bfathers day\b/, label: "Father's Day", on: (y) => nthWeekday(y, 5, 0, 3) },
  { re: /\beaster( sunday)?\b/, label: 'Easter', on: (y) => easter(y) },
  { re: /\bgood friday\b/, label: 'Good Friday', on: (y) => shift(easter(y), -2) },
  { re: /\bmardi gras\b/, label: 'Mardi Gras', on: (y) => shift(easter(y), -47) },
];

/** Words after a holiday's name that keep it the day ('Christmas morning', 'Halloween night'), not a kind of thing ('Christmas shopping'). */
const HOLIDAY_AS_DAY = new Set([
  '',
  'day',
  'eve',
  'morning',
  'afternoon',
  'evening',
  'night',
  'weekend',
  'week',
  'this',
  'next',
  'at',
  'in',
  'with',
  'and',
  'or',
]);

/** After a season's holiday name, words that make it an event in the season ('a xmas night out', 'the Christmas party'). */
const EVENT_AFTER_HOLIDAY = /^\s*((night|nite|evening|day) out|party|parties|do|drinks|market|markets|fair|concert|social)\b/;

/** Garment words a holiday may describe ('Christmas jumper'); an outfit or clothes for a holiday are still for its day. */
const HOLIDAY_PIECES: ReadonlySet<string> = new Set(
  GARMENT_WORDS.filter((w) => !['outfit', 'outfits', 'clothes', 'clothing', 'wardrobe', 'closet', 'layer', 'layers', 'accessories'].includes(w)),
);

/**
 * The holiday a text names, and whether it is named as a kind of thing ('the Christmas rink', 'Christmas shopping',
 * 'a Halloween party'): then a weekday or date said beside it is the day asked about.
 */
function holidayIn(text: string, today: string): (AskedDay & { attributive: boolean; season?: true }) | null {
  for (const h of HOLIDAYS) {
    const m = h.re.exec(text);
    // 'White after Labor Day?' names a rule, not the day asked about.
    if (!m || /\b(after|before|past|since)\s*$/.test(text.slice(0, m.index))) continue;
    const y = Number(today.slice(0, 4));
    const date = [y, y + 1].map(h.on).find((d) => dayNumber(d) >= dayNumber(today))!;
    const next = /^\s*([a-z-]*)/.exec(text.slice(m.index + m[0].length))![1]!;
    // 'Wear xmas jumpers for it', 'my Halloween socks': a holiday said of a piece is the kind of piece, not a day.
    if (HOLIDAY_PIECES.has(next)) continue;
    // 'A xmas night out' is an event named for the season; 'Christmas night' is the night of the day.
    // 'The office Christmas lunch', 'the volunteers' xmas do': a group's own event named for the season (a word other than
    // 'on', 'my' or 'this' before it); 'Christmas dinner at my in-laws' is the day's own meal.
    const before = text.slice(0, m.index).trim().split(' ').at(-1) ?? '';
    const afterName = text.slice(m.index + m[0].length);
    const event =
      h.season &&
      m[0].split(' ').length === 1 &&
      (EVENT_AFTER_HOLIDAY.test(afterName) || (before !== '' && !BEFORE_A_HOLIDAY.has(before) && !HOLIDAY_AS_DAY.has(next)));
    if (event) return { date, label: h.label, attributive: true, season: true };
    return { date, label: h.label, attributive: !HOLIDAY_AS_DAY.has(next) };
  }
  return null;
}

/** Monday-first position in the week: 'next Friday' said on a Monday is the Friday of next week. */
const mondayFirst = (weekday: number) => (weekday + 6) % 7;

/** Words that deny the day said right after them. */
const DENIED_BY: ReadonlySet<string> = new Set(['not', "isn't", 'isnt', "wasn't", 'wasnt', "aren't", 'no', 'never']);

function weekdayDay(tokens: string[], today: string): AskedDay | null {
  const base = dayNumber(today);
  const weekday = new Date(base * MS_PER_DAY).getUTCDay();
  for (let i = 0; i < tokens.length; i++) {
    const target = weekdayAt(tokens, i);
    if (target < 0) continue;
    let ahead = (target - weekday + 7) % 7;
    const next = tokens[i - 1] === 'next' || (tokens[i - 2] === 'week' && /^(on|from)$/.test(tokens[i - 1]!)) || tokens[i + 1] === 'week';
    if (next && (ahead === 0 || mondayFirst(target) > mondayFirst(weekday))) ahead += 7;
    if (tokens[i - 1] === 'last' || tokens[i - 1] === 'past') continue;
    // 'A weekday thing, not Sunday', 'it isn't on Saturday any more': a day denied is not the day asked about.
    if (DENIED_BY.has(tokens[i - 1] ?? '') || (tokens[i - 1] === 'on' && DENIED_BY.has(tokens[i - 2] ?? ''))) continue;
    const date = iso(base + ahead);
    // Within the week the weekday is enough; further out the date says which one.
    return { date, label: ahead >= 7 ? `${capital(WEEKDAYS[target]!)}, ${monthDay(date)}` : capital(WEEKDAYS[target]!) };
  }
  return null;
}

/** 'april 3rd', 'april the 3rd', '3 april', 'the 2nd of august', 'third of may', 'march twenty first', optionally with a year. */
function calendarDate(tokens: string[], today: string): AskedDay | null {
  for (let i = 0; i < tokens.length; i++) {
    const month = monthAt(tokens, i, false);
    if (month < 0) continue;
    // Month first.
    const j = tokens[i + 1] === 'the' ? i + 2 : i + 1;
    const after = dayNumberAt(tokens, j);
    if (after) {
      const year = /^\d{4}$/.test(tokens[j + after.span] ?? '') ? Number(tokens[j + after.span]) : undefined;
      const date = nextDate(month, after.day, today, year);
      if (date) return { date, label: monthDay(date) };
    }
    // Day first: '3 april', '2 nd of august', 'the third of may'.
    const k = tokens[i - 1] === 'of' ? i - 2 : i - 1;
    for (const span of [2, 1]) {
      const start = k - span + 1;
      if (start < 0) continue;
      const before = dayNumberAt(tokens, start);
      if (before && before.span === span) {
        const year = /^\d{4}$/.test(tokens[i + 1] ?? '') ? Number(tokens[i + 1]) : undefined;
        const date = nextDate(month, before.day, today, year);
        if (date) return { date, label: monthDay(date) };
      }
    }
  }
  return null;
}

/** 'in may', 'late october', 'next march', 'end of june': the month, dated at its start, middle or end. */
function monthAlone(tokens: string[], today: string): AskedDay | null {
  for (let i = 0; i < tokens.length; i++) {
    const month = monthAt(tokens, i, true);
    // 'February 30' is no date, not the month of February.
    if (month < 0 || /^\d/.test(tokens[i + 1] ?? '')) continue;
    const cue = tokens[i - 1] === 'of' ? tokens[i - 2] : tokens[i - 1];
    const part =
      cue === 'early' || cue === 'beginning' || cue === 'start'
        ? 'early '
        : cue === 'mid' || cue === 'middle'
          ? 'mid-'
          : cue === 'late' || cue === 'end'
            ? 'late '
            : '';
    const day = part === 'early ' ? 5 : part === 'late ' ? 25 : 15;
    const thisMonth = Number(today.slice(5, 7)) - 1 === month;
    const date = thisMonth && !part ? today : nextDate(month, day, today);
    if (!date) continue;
    return { date, label: `in ${part}${capital(MONTHS[month]!)}` };
  }
  return null;
}

/** Words before a month that make it the time of something else ('before I start in January', 'moving in March'). */
// prettier-ignore
const OTHER_TIME: ReadonlySet<string> = new Set(['before', 'after', 'until', 'till', 'start', 'starting', 'starts', 'begin', 'begins', 'beginning', 'move',
  'moving', 'graduate', 'graduating', 'leave', 'leaving']);
const OTHER_TIME_REACH = 4;

/**
 * A weekday said with a month ('on a Wednesday evening... it's January', 'a Saturday in late October'): that weekday in
 * that month, the first on or after the part of the month said, not the coming one, whose weather is another season's.
 */
function weekdayInMonthSaid(day: AskedDay, tokens: string[], today: string): AskedDay {
  const month = monthAlone(tokens, today);
  if (!month || month.date.slice(0, 7) === day.date.slice(0, 7)) return day;
  // 'Coffee on Friday morning, before I start in January': a month said as when something else happens is not the weekday's.
  const at = tokens.findIndex((_, i) => monthAt(tokens, i, true) >= 0);
  const otherTime = (j: number) => OTHER_TIME.has(tokens[j]!) && tokens[j + 1] !== 'of';
  if (at >= 0 && Array.from({ length: Math.min(at, OTHER_TIME_REACH) }, (_, k) => at - 1 - k).some(otherTime)) return day;
  // 'Next Saturday', 'this Friday' point at the calendar: that one, whatever month is said beside it.
  if (tokens.some((t, i) => /^(next|this|coming)$/.test(t) && weekdayAt(tokens, i + 1) >= 0)) return day;
  const weekday = new Date(dayNumber(day.date) * MS_PER_DAY).getUTCDay();
  // 'Late March' starts from its part of the month; the whole month from its first (or today, in this month).
  const part = /^in (early|mid|late)/.test(month.label.toLowerCase());
  const from = month.date === today || part ? dayNumber(month.date) : dayNumber(`${month.date.slice(0, 8)}01`);
  const date = iso(from + ((weekday - new Date(from * MS_PER_DAY).getUTCDay() + 7) % 7));
  return { date, label: `${capital(WEEKDAYS[weekday]!)}, ${monthDay(date)}` };
}

/** 'in two weeks', 'in 3 days', 'a week from today', 'next week', 'next month'. */
function relativeSpan(tokens: string[], today: string): AskedDay | null {
  const text = ` ${tokens.join(' ')} `;
  const m = / (?:in|within) (?:a |an )?(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|couple|few)(?: of)? (days?|weeks?|months?) /.exec(text);
  if (m) {
    const n = /^\d/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!]!;
    const unit = m[2]!.replace(/s$/, '');
    const days = unit === 'day' ? n : unit === 'week' ? n * 7 : n * 30;
    const said = `${/^\d/.test(m[1]!) ? m[1] : m[1] === 'couple' || m[1] === 'few' ? `a ${m[1]} of` : m[1]} ${m[2]}`;
    const date = shift(today, days);
    return { date, label: `in ${said} (${monthDay(date)})` };
  }
  if (/ (a week from (today|now)|this time next week) /.test(text)) {
    const date = shift(today, 7);
    return { date, label: `a week from today (${monthDay(date)})` };
  }
  if (/ next week /.test(text)) return { date: shift(today, 7), label: 'next week' };
  if (/ next month /.test(text)) {
    const [y, mo] = today.split('-').map(Number) as [number, number];
    const date = validDate(mo === 12 ? y + 1 : y, mo % 12, 15)!;
    return { date, label: `in ${capital(MONTHS[mo % 12]!)}` };
  }
  return null;
}

/** An hour of the morning: '9am', '7 30 am', '8 in the morning'. */
const MORNING_HOUR = / (?:[1-9]|1[01])(?: [0-5]\d)? ?am | (?:[1-9]|1[01]) in the morning /;

/** The day asked about, relative to today: today, tonight, tomorrow, a weekday, this weekend, a date, a month or a holiday. */
/** Words before the day something lasts until. */
/** Words before a time something lasts until ('till tues', 'can wait until the weekend'). */
export const UNTIL: ReadonlySet<string> = new Set(['till', 'until', 'til', 'untill', "'til", 'thru']);

/** Words that deny what comes before 'until' ("can't go until Sunday"). */
// prettier-ignore
const DENIALS: ReadonlySet<string> = new Set(['not', "can't", 'cant', 'cannot', "won't", 'wont', "isn't", 'isnt', "aren't", 'arent', "don't", 'dont', "doesn't",
  'doesnt', "couldn't", 'couldnt', "wouldn't", 'wouldnt', 'never', "ain't"]);
const DENIAL_REACH = 4;
/** Whether a denial stands within a few words before 'until' at u. */
function deniedBefore(ws: readonly string[], u: number): boolean {
  return ws.slice(Math.max(0, u - DENIAL_REACH), u).some((w) => DENIALS.has(w));
}

/** States a person still feels from a day gone by ('sore from the weekend', 'still tired from Friday'). */
// prettier-ignore
const STATES_FELT: ReadonlySet<string> = new Set(['still', 'sore', 'tired', 'aching', 'achy', 'stiff', 'hungover', 'exhausted', 'wrecked', 'knackered',
  'recovering', 'sunburnt', 'sunburned', 'blistered', 'bruised', 'swollen', 'dead']);

/** Whether the word at i is a day said after 'from' in a clause of a state still felt. */
function feltFrom(ws: readonly string[], i: number): boolean {
  const from = ws[i - 1] === 'from' ? i - 1 : ws[i - 2] === 'from' && /^(the|last|this|that)$/.test(ws[i - 1]!) ? i - 2 : -1;
  if (from < 0 || /^(to|till|until|til|thru|through|-)$/.test(ws[i + 1] ?? '')) return false;
  return ws.slice(Math.max(0, from - 6), from).some((w) => STATES_FELT.has(w));
}

/**
 * The message without the times a state is still felt from ('my feet are still sore from the weekend' → 'my feet are still
 * sore'): a cause gone by names no day and no occasion of what is asked.
 */
export function withoutFeltFrom(text: string): string {
  const parts = text.split(/(\s+)/);
  const bare = parts.map((p) => p.toLowerCase().replace(/[^a-z0-9']/g, ''));
  const wordAt = parts.map((p, i) => (p.trim() ? i : -1)).filter((i) => i >= 0);
  const ws = wordAt.map((i) => bare[i]!);
  const drop = new Set<number>();
  ws.forEach((_, k) => {
    if (!feltFrom(ws, k)) return;
    const from = ws[k - 1] === 'from' ? k - 1 : k - 2;
    for (let j = from; j <= k; j++) drop.add(wordAt[j]!);
  });
  if (drop.size === 0) return text;
  // The punctuation after the day stays: the sentence still ends where it did.
  return parts
    .map((p, i) => (drop.has(i) ? p.replace(/[a-z0-9']/gi, '') : p))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,!?])/g, '$1');
}

export function parseDay(text: string, today: string): AskedDay | null {
  const base = dayNumber(today);
  if (Number.isNaN(base)) return null;
  // 'My docs are at her place till tues': a day something lasts until is when it ends, not the day asked about.
  // 'My feet are still sore from the weekend': a day a state is still felt from is past, the cause, not the day asked about.
  // 'I can't go until Sunday', 'we're not leaving till Friday': what cannot happen before a day happens on it, so that day stays.
  const tokens = tokensOf(text).map((w, i, ws) =>
    (UNTIL.has(ws[i - 1]!) && !deniedBefore(ws, i - 1)) ||
    (UNTIL.has(ws[i - 2]!) && /^(next|this)$/.test(ws[i - 1]!) && !deniedBefore(ws, i - 2)) ||
    feltFrom(ws, i)
      ? '_'
      : w,
  );
  const t = ` ${tokens.join(' ')} `;
  const weekday = new Date(base * MS_PER_DAY).getUTCDay();
  if (/ day after (tomorrow|tmrw|tmr) /.test(t)) return { date: iso(base + 2), label: 'the day after tomorrow' };
  const tomorrow = tokens.findIndex((w) => /^(tmrw|tmr|tmw|tomoz|2moro|2morrow)$/.test(w) || (w.length >= 6 && editDistance(w, 'tomorrow', 2) <= 2));
  if (tomorrow >= 0) return { date: iso(base + 1), label: /^(night|evening)$/.test(tokens[tomorrow + 1] ?? '') ? 'tomorrow night' : 'tomorrow' };
  if (/ (tonight|tonite|tonigh|this evening) /.test(t)) {
    // Tonight is still to come, so a morning hour said after it ('ice tonight... choir at 9am') is tomorrow's.
    const night = / (tonight|tonite|tonigh|this evening) /.exec(t)!;
    if (MORNING_HOUR.test(t.slice(night.index + night[0].length - 1)) && !/ this morning /.test(t)) return { date: iso(base + 1), label: 'tomorrow morning' };
    return { date: today, label: 'tonight' };
  }
  // 'What now?', 'ok now what' ask what to do next; they name no day.
  const said = t.replace(/ (what|so|ok|okay|and) now | now what /g, ' ');
  if (/ (today|this morning|this afternoon|right now) /.test(said)) return { date: today, label: 'today' };
  // A bare 'now' is today only when no day is named: 'it's actually Sunday now' is Sunday. So is 'later' ('need something
  // for later'; 'on Sunday, a bit later' is Sunday, and 'later this week' no day).
  const named = namedDay(t, tokens, today, base, weekday);
  return named ?? (/ now /.test(said) || / later (?!this |next |in |on )/.test(said) ? { date: today, label: 'today' } : null);
}

/** Words before a holiday's name that leave it the holiday ('on christmas', 'this halloween', 'merry christmas'). */
// prettier-ignore
const BEFORE_A_HOLIDAY: ReadonlySet<string> = new Set(['on', 'for', 'at', 'to', 'the', 'a', 'this', 'next', 'last', 'of', 'and', 'my', 'our', 'over',
  'till', 'until', 'before', 'after', 'since', 'by', 'happy', 'merry', 'its', "it's", 'is', 'for', 'wear', 'do', 'i', 'what']);

/** Whether the holiday's word is part of an event's name ('harvest thanksgiving', 'the church's christmas carols'). */
function namesAnEvent(tokens: readonly string[], label: string): boolean {
  const at = tokens.indexOf(label.toLowerCase().split(' ')[0]!);
  return at > 0 && !BEFORE_A_HOLIDAY.has(tokens[at - 1]!);
}

function namedDay(t: string, tokens: string[], today: string, base: number, weekday: number): AskedDay | null {
  const found = holidayIn(t, today);
  const holiday = found && { date: found.date, label: found.label };
  // 'Thanksgiving at her parents' thursday': the weekday said beside the holiday is named back with it.
  // 'Harvest thanksgiving at church on Sunday': a weekday said that the holiday does not fall on is the day, the holiday's
  // word part of the event's name.
  const onWeekday = holiday && !found.attributive && namesAnEvent(tokens, holiday.label) ? weekdayDay(tokens, today) : null;
  if (holiday && onWeekday && new Date(dayNumber(onWeekday.date) * MS_PER_DAY).getUTCDay() !== new Date(dayNumber(holiday.date) * MS_PER_DAY).getUTCDay())
    return onWeekday;
  if (holiday && !found.attributive) return weekdaySaidOf(tokens, holiday);
  const other = namedNotHoliday(t, tokens, today, base, weekday);
  // 'Our office Christmas lunch (on Friday)': an event of the season is on the day said with it, else on no day said.
  if (found?.season) return other;
  // 'A 4th of July bbq': the date said is the holiday's own, named as the holiday.
  return other && (!holiday || other.date !== holiday.date) ? other : holiday && weekdaySaidOf(tokens, holiday);
}

/** The holiday, labelled with its weekday when the message names that weekday too ('Thursday (Thanksgiving)'). */
function weekdaySaidOf(tokens: string[], holiday: AskedDay): AskedDay {
  const its = new Date(dayNumber(holiday.date) * MS_PER_DAY).getUTCDay();
  const said = tokens.some((_, i) => weekdayAt(tokens, i) === its);
  return said ? { date: holiday.date, label: `${capital(WEEKDAYS[its]!)} (${holiday.label})` } : holiday;
}

function namedNotHoliday(t: string, tokens: string[], today: string, base: number, weekday: number): AskedDay | null {
  const isoDate = / (\d{4}) (\d{2}) (\d{2}) /.exec(t);
  if (isoDate && validDate(Number(isoDate[1]), Number(isoDate[2]) - 1, Number(isoDate[3])))
    return { date: `${isoDate[1]}-${isoDate[2]}-${isoDate[3]}`, label: `${isoDate[1]}-${isoDate[2]}-${isoDate[3]}` };
  const dated = calendarDate(tokens, today);
  if (dated) return dated;
  const slash = / (\d{1,2})\/(\d{1,2}) /.exec(t);
  if (slash) {
    const [a, b] = [Number(slash[1]), Number(slash[2])];
    // Month first as in the US, unless the first number cannot be a month.
    const date = a > 12 ? nextDate(b - 1, a, today) : nextDate(a - 1, b, today);
    if (date) return { date, label: monthDay(date) };
  }
  if (/ (this|the|next|on the|over the) weekend /.test(t)) {
    // Saturday of this weekend (today when it is the weekend already); next weekend is a week on.
    const ahead = weekday === 0 ? -1 : 6 - weekday;
    const next = / next weekend /.test(t);
    return { date: iso(base + Math.max(ahead, 0) + (next ? 7 : 0)), label: next ? 'next weekend' : 'this weekend' };
  }
  const wd = weekdayDay(tokens, today);
  if (wd) return weekdayInMonthSaid(wd, tokens, today);
  const theNth = / the (\d{1,2}) (st|nd|rd|th) /.exec(t);
  if (theNth) {
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const n = Number(theNth[1]);
    const month = n >= d ? m - 1 : m;
    const date = validDate(y + (month > 11 ? 1 : 0), month % 12, n);
    return date ? { date, label: monthDay(date) } : null;
  }
  return relativeSpan(tokens, today) ?? monthAlone(tokens, today);
}

/** How an answer names a date from today: 'today', 'tomorrow', else 'Saturday, December 5'. */
export function dayLabelOf(date: string, today: string): string {
  const days = dayNumber(date) - dayNumber(today);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `${capital(WEEKDAYS[new Date(dayNumber(date) * MS_PER_DAY).getUTCDay()]!)}, ${monthDay(date)}`;
}
