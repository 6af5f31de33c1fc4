import { weekdayNamed } from './when';

/**
 * Two parts of a request the outfit words do not cover: how long a trip is ('5 days', 'a week',
 * 'ten-day trip', 'two nights', 'long weekend'), and where a garment fits badly and how ('the
 * shoulders are too wide', 'sleeves too long', 'gaps at the waist'). Both read normalised,
 * lower-case text, so 'packing for 5 days in lisbon' and 'Packing for five days in Lisbon?' agree.
 */

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20, thirty: 30, couple: 2, few: 3, several: 4,
}; // prettier-ignore

function count(word: string): number | null {
  if (/^\d{1,2}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

/** The trip's length in days, when said; null otherwise. Nights count as one day more than nights. */
export function tripDaysIn(t: string): number | null {
  return tripLengthIn(t)?.days ?? null;
}

/** The trip's length in days and as the person said it ('a long weekend', '2 nights', 'ten days'), to say back. */
export function tripLengthIn(t: string): { days: number; said: string } | null {
  const n = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
  const m = new RegExp(` (a |an )?${n}[ -](day|days|night|nights|nite|nites|week|weeks|wk|wks)(?:[ -]long)?\\b`).exec(t);
  // 'A night out' is an evening, not a one-night stay ('2 nights out in Berlin' still counts nights).
  const evening = !!m && /^an?$/.test(m[2]!) && /^[ -]out\b/.test(t.slice(m.index + m[0].length));
  // 'Days around 24, nights down to 9': a number before the nights whose own words go on to a temperature is no stay.
  const ofTheWeather = !!m && /^n/.test(m[3]!) && NIGHTS_WEATHER.test(t.slice(m.index + m[0].length));
  // 'Wednesday to Friday: two days of workshops': days said of what fills the trip are part of a span said with its weekdays.
  const partOf = !!m && /^ of /.test(t.slice(m.index + m[0].length)) ? weekdaySpanIn(t) : null;
  if (partOf) return partOf;
  if (m && !evening && !ofTheWeather) {
    const k = count(m[2]!);
    if (k !== null && k > 0) {
      const u = m[3]!;
      const days = u.startsWith('n') ? k + 1 : u.startsWith('w') ? k * 7 : k;
      const unit = u.startsWith('n') ? 'night' : u.startsWith('w') ? 'week' : 'day';
      // Said back as written: 'a week', '2 nights', 'ten days' ('10-day' reads as '10 days').
      const said = k === 1 ? `${(m[1] ?? `${m[2]} `).trim()} ${unit}` : /^(couple|few|several)$/.test(m[2]!) ? `a ${m[2]} of ${unit}s` : `${m[2]} ${unit}s`;
      // 'A long weekend in Asheville, hiking one day': one day said beside a longer stay is a day of it, not the stay.
      const longer = unit === 'day' && k === 1 ? longerStayIn(t) : null;
      return longer ?? { days: Math.min(days, 30), said };
    }
  }
  const couple = / (a )?(couple|few) (of )?(days|nights|weeks) /.exec(t);
  if (couple) {
    const k = couple[2] === 'couple' ? 2 : 3;
    const u = couple[4]!;
    return { days: u === 'nights' ? k + 1 : u === 'weeks' ? k * 7 : k, said: `a ${couple[2]} of ${u}` };
  }
  // 'This fortnight', 'next fortnight' are a span of the calendar ('$40 left this fortnight'), not a stay.
  if (/ fortnight /.test(t) && !/ (this|next|last|that|every|per|each) fortnight /.test(t)) return { days: 14, said: 'a fortnight' };
  if (/ long weekend /.test(t)) return { days: 4, said: 'a long weekend' };
  // A weekend away is Friday evening to Sunday: three days of clothes.
  if (/ weekend /.test(t)) return { days: 3, said: 'a weekend' };
  // 'a week', 'ski week', 'rainy week in dublin', 'week-long'; not 'next week' or 'this week', which are days.
  const week = / ([a-z]+ )?week(?:-?long)? (in|at|away|off|on|by|long|trip|holiday|vacation|getaway|to|of (sun|skiing|hiking|camping|beach|sightseeing)) /.exec(
    t,
  );
  if (/ (a|one) week /.test(t) || / week-?long /.test(t) || (week && !/^(next|this|last|every|per|each|that|the) $/.test(week[1] ?? ''))) {
    return { days: 7, said: 'a week' };
  }
  if (OVERNIGHT_STAY.test(t)) return { days: 2, said: 'one night' };
  return dateRangeIn(t);
}

/**
 * 'Overnight' is a stay only when said as one ('an overnight trip', 'staying overnight in Bath', 'overnight at my sister's'); as the
 * time of the weather ('hard frost overnight', 'the chinook came in overnight') it is no night away.
 */
const OVERNIGHT_STAY =
  / (?:(?:an|stay|staying|stayed|spend|spending|sleep|sleeping|go|going|away) overnight|overnight (?:trip|trips|stay|stays|bag|in|at|away|camping|camp|hike)) /;

/** What follows 'nights' when they are said of the weather ('nights down to 9', 'nights around 5', 'nights are cold'). */
const NIGHTS_WEATHER =
  /^ (?:are |get |go |drop |dropping |will be |of )?(?:down |up )?(?:to |around |about |near |below |at )?(?:-?\d|cold|freezing|chilly|cool)/;

/** Dates said as a range ('from 10 to 17 December', 'Dec 18-22', 'the 3rd till the 9th of March'): the days from first to last. */
const DATE_RANGES = [
  / (?:the )?(\d{1,2})(?:st|nd|rd|th)? ?(?:to|till|til|until|through|thru|-) ?(?:the )?(\d{1,2})(?:st|nd|rd|th)? (?:of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6} /,
  / (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6} (?:the )?(\d{1,2})(?:st|nd|rd|th)? ?(?:to|till|til|until|through|thru|-) ?(?:the )?(\d{1,2})(?:st|nd|rd|th)? /,
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A range across two months, day first or month first ('27 dec to 2 jan', 'Dec 27 - Jan 2'). */
const CROSS_MONTH_RANGES = [
  / (\d{1,2})(?:st|nd|rd|th)? (?:of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6} ?(?:to|till|til|until|through|thru|-) ?(\d{1,2})(?:st|nd|rd|th)? (?:of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6} /,
  / (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6} (\d{1,2})(?:st|nd|rd|th)? ?(?:to|till|til|until|through|thru|-) ?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6} (\d{1,2})(?:st|nd|rd|th)? /,
];

/** Days from one day and month to another, the second in the next year when its month comes earlier ('27 dec to 2 jan' is 7). */
function daysAcross(fromDay: number, fromMonth: string, toDay: number, toMonth: string): number {
  const a = MONTHS.indexOf(fromMonth);
  const b = MONTHS.indexOf(toMonth);
  const from = Date.UTC(2001, a, fromDay);
  const to = Date.UTC(b < a ? 2002 : 2001, b, toDay);
  return Math.round((to - from) / 86_400_000) + 1;
}

/** A day and month said ('15 december', 'dec 15', 'the 5th of january'), with where it is said. */
const DATE_SAID =
  / (?:(\d{1,2})(?:st|nd|rd|th)? (?:of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6} (?:the )?(\d{1,2})(?:st|nd|rd|th)?)(?= )/g;
/** Words that say a date is the way home ('back 5 January', 'returning on the 3rd of Jan', 'home on Jan 2'). */
const RETURN_WORDS = / (?:back|return|returning|returns|home|fly(?:ing)? back|until|till|til) (?:on )?(?:the )?$/;

/** 'Flying to Toronto on 15 December … back 5 January': a date out and a date back, said apart, are the trip's first and last days. */
function outAndBackIn(t: string): { days: number; said: string } | null {
  const dates = [...t.matchAll(DATE_SAID)].map((m) => ({ at: m.index, day: Number(m[1] ?? m[4]), month: (m[2] ?? m[3])! }));
  if (dates.length < 2) return null;
  const [first, last] = [dates[0]!, dates.at(-1)!];
  if (!RETURN_WORDS.test(t.slice(Math.max(0, last.at - 20), last.at + 1))) return null;
  const days = daysAcross(first.day, first.month, last.day, last.month);
  return days >= 2 && days <= 45 ? { days, said: `${days} days` } : null;
}

/** Words that join the first and last day of a span ('Thursday to Sunday', 'fri till mon', 'thurs-sun'). */
const SPAN_JOINS: ReadonlySet<string> = new Set(['to', 'till', 'til', 'until', 'through', 'thru', '-']);
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Weekdays said as a span ('from Thursday to Sunday', 'fri-mon'): the days from the first to the last, both counted. */
function weekdaySpanIn(t: string): { days: number; said: string } | null {
  const ws = t
    .replace(/([a-z])-([a-z])/g, '$1 - $2')
    .split(' ')
    .filter(Boolean);
  for (let i = 0; i + 2 < ws.length; i++) {
    if (!SPAN_JOINS.has(ws[i + 1]!)) continue;
    const from = weekdayNamed(ws[i]!);
    const to = weekdayNamed(ws[i + 2]!);
    if (from < 0 || to < 0 || from === to) continue;
    return { days: ((to - from + 7) % 7) + 1, said: `${WEEKDAY_NAMES[from]} to ${WEEKDAY_NAMES[to]}` };
  }
  return null;
}

function dateRangeIn(t: string): { days: number; said: string } | null {
  const outAndBack = outAndBackIn(t);
  if (outAndBack) return outAndBack;
  const span = weekdaySpanIn(t);
  if (span) return span;
  const [dayFirst, monthFirst] = CROSS_MONTH_RANGES;
  const d = dayFirst!.exec(t);
  const m = monthFirst!.exec(t);
  const across = d ? daysAcross(Number(d[1]), d[2]!, Number(d[3]), d[4]!) : m ? daysAcross(Number(m[2]), m[1]!, Number(m[4]), m[3]!) : 0;
  if (across >= 2 && across <= 30) return { days: across, said: `${across} days` };
  for (const re of DATE_RANGES) {
    const m = re.exec(t);
    if (!m) continue;
    const days = Number(m[2]) - Number(m[1]) + 1;
    if (days >= 2 && days <= 30) return { days, said: `${days} days` };
  }
  return null;
}

/** Words after 'a weekend' that make it a stay away ('a weekend in Bath', 'a weekend getaway'), not when something is. */
const STAY_AFTER_WEEKEND: readonly string[] = ['in', 'at', 'away', 'of', 'trip', 'getaway', 'break'];

/** A stay named by a span longer than a day ('a long weekend', 'a fortnight', 'a weekend away'), or null. */
function longerStayIn(t: string): { days: number; said: string } | null {
  // 'This fortnight', 'next fortnight' are a span of the calendar ('$40 left this fortnight'), not a stay.
  if (/ fortnight /.test(t) && !/ (this|next|last|that|every|per|each) fortnight /.test(t)) return { days: 14, said: 'a fortnight' };
  if (/ long weekend /.test(t)) return { days: 4, said: 'a long weekend' };
  if (STAY_AFTER_WEEKEND.some((w) => t.includes(` a weekend ${w} `) || t.includes(` the weekend ${w} `))) return { days: 3, said: 'a weekend' };
  return null;
}

export type FitArea = 'shoulders' | 'sleeves' | 'length' | 'waist' | 'chest' | 'seat' | 'collar' | 'neckline' | 'rise' | 'back';
export type FitIssue = 'tight' | 'loose' | 'long' | 'short';

// Words for each area, misspellings included; the first area named wins.
// prettier-ignore
const AREAS: [FitArea, RegExp][] = [
  ['shoulders', / (shoulders?|sholders?|shoulder pads?|shoulder seams?) /],
  ['sleeves', / (sleeves?|sleves?|cuffs?|arms? (are |is )?too|armholes?) /],
  // A wrap or a V that opens is the neckline, not a shirt collar.
  ['neckline', / (necklines?|v-?neck|(falls?|falling|fell|keeps? (falling|coming|slipping)|comes?|coming|slips?|slipping) open|gap(es|ing|s)? (at|in) the (top|front|chest|bust)|open at the (top|front|chest|bust)|wrap (keeps|won'?t stay|doesn'?t stay)|shows? too much (cleavage|chest)|(low|plunging) cut) /],
  ['collar', / (collars?|neck ?holes?|neck) /],
  ['waist', / (waist|waistband|waste|wasit|gap(s|ping)? at the back|belly|stomach|tummy) /],
  // A jacket that pulls at its button ('pulls into an X around the button') is tight through the chest.
  ['chest', / (chest|bust|buttons? (pull|pulling|gape|gaping)|pulls? across(?! (my|the|his|her) back)|(around|at|by) the (top |middle |front )?buttons?|into an? x) /],
  ['seat', / (seat|bum|butt|hips?|thighs?|legs are too (tight|wide|baggy)|baggy legs?) /],
  ['rise', / (rise|crotch) /],
  ['back', / (back is too|across (the|my|his|her) back|in the back|at the back of the (jacket|blazer|coat|shirt)|upper back) /],
  ['length', / (length|hem|hems|hemmed|too (long|short)|(long|short) (in the|at the) (leg|body)|puddl(e|es|ing)|drag(s|ging)?|ankles?) /],
];

// prettier-ignore
const FASTENING_FAILS = / (won'?t|wont|don'?t|dont|doesn'?t|doesnt|can'?t|cant|will not|do not|does not|no longer|not) (do|zip|button|close|fasten|meet)(s)?( up| done)? /;
const BOTTOMS_SAID = / (jeans|trousers|pants|chinos|slacks|shorts|skirt|skirts|waistband) /;

const ISSUES: [FitIssue, RegExp][] = [
  [
    'tight',
    / (tight|tite|snug|(?<!(a|an) )small(?! (hole|holes|tear|tears|stain|stains|mark|marks|rip|snag|patch|spot|spots))|pull(s|ing)?|strain(s|ing)?|restrictive|can'?t button|too narrow|chok(e|es|ing)|strangl(e|es|ing)|digs? in|digging in|cuts? into) /,
  ],
  // A fastening that will not meet is too tight ('the trousers won't do up', "the skirt doesn't zip anymore").
  ['tight', FASTENING_FAILS],
  [
    'loose',
    / (loose|big|baggy|wide|gap(s|ing|e|es)?|boxy|sag(s|gy|ging)?|droop(y|ing)?|hang(s|ing)? off|swimming in|too much (fabric|room)|(falls?|falling|fell|coming|comes?|slips?|slipping) open|too low|plunging) /,
  ],
  // Where it reaches says how it fits: 'go past my', 'hang over my', 'swallow my hands' is too long; 'stop above my' too short.
  [
    'long',
    / (long|puddl(e|es|ing)|pool(s|ing)? (at|around|over|on)|drag(s|ging)?|bunch(es|ing)? (at|on|up)|stack(s|ing)?|cover(s|ing)? (my|the) (hands?|fingers?|shoes?|heels?)|swallow(s|ing)? (my|the) hands?|(go|goes|going|come|comes|coming|hang|hangs|hanging|fall|falls|falling|reach|reaches|reaching|extend|extends|sit|sits|end|ends) (way |well |right |all the way )?(past|beyond|below|down (to|past|over)|over (my|the) (hands?|fingers?|shoes?|feet|heels?))) /,
  ],
  [
    'short',
    / (short|cropped|too high|shows? my (wrists?|ankles?|socks?)|rides? up|(stop|stops|end|ends|sit|sits|finish|finishes|hit|hits) (way |well )?(above|before|short of)) /,
  ],
];

/** Verbs of where a hem ends, and the words that put that end short of a point ('finish a good 5 cm above my ankle'). */
const ENDING: ReadonlySet<string> = new Set(['finish', 'finishes', 'end', 'ends', 'stop', 'stops', 'sit', 'sits', 'hit', 'hits', 'land', 'lands']);
const SHORT_OF: ReadonlySet<string> = new Set(['above', 'before']);
const ENDING_REACH = 5;

/** Whether a hem is said to end short of a point, up to a few words of distance between ('end a good 5 cm above'). */
function endsShortOf(t: string): boolean {
  const ws = t.trim().split(' ');
  return ws.some((w, i) => ENDING.has(w) && ws.slice(i + 1, i + 1 + ENDING_REACH).some((x) => SHORT_OF.has(x)));
}

/** Weight said to be lost ('I've lost about 8 kg', 'since losing weight'): what was bought before now fits too big. */
const WEIGHT_LOST =
  / (lost|losing|lose|dropped|dropping|shed) (about |around |nearly |almost |over |like |some |a lot of |so much )?(\d+ ?(kg|kgs|kilos?|lbs?|pounds|stone)|weight) /;

/** A size said by a part's measure ('a 32 waist', 'waist 34'): how it was bought, not where it fits badly. */
function sizeSaidAt(t: string, at: number, length: number): boolean {
  const isSize = (word: string | undefined) => word !== undefined && word.length === 2 && !Number.isNaN(Number(word));
  return (
    isSize(t.slice(0, at).trimEnd().split(' ').at(-1)) ||
    isSize(
      t
        .slice(at + length)
        .trimStart()
        .split(' ')[0],
    )
  );
}

/** The first area in the table's order that the message names, an area said only as a size ('a 32 waist') skipped. */
function areaNamed(t: string): FitArea | null {
  for (const [area, re] of AREAS) {
    const m = re.exec(t);
    if (m && !sizeSaidAt(t, m.index + 1, m[0].length - 2)) return area;
  }
  return null;
}

/** The part of the garment that fits badly and how, when the message says. */
const FINE = '(?:fine|ok|okay|good|great|perfect|perfectly|well|nicely|right)';
const FITS_FINE_AT = new RegExp(` (?:fits? |sits? )?${FINE} (?:at|in|on|around|across|through) (?:the )?[a-z]+ `, 'g');
const PART_FITS_FINE = new RegExp(` (?:the )?[a-z]+ (?:is|are|fits?|feels?) ${FINE} `, 'g');
/** A part said simply to fit ('even when the shoulders fit'), with no word of how badly after it. */
const PART_FITS =
  / (?:the )?[a-z]+ fits? (?!(?:too|tight|loose|big|small|snug|badly|weird|wrong|funny|strange|odd|oddly|poorly|awkward|terribly|horribly|off|like)\b)/g;

/** A hem that rides up ('ride up when I lift my arms') is short in the body. */
const RIDES_UP = / (?:ride|rides|riding) up /;

/** Cuts that name a piece rather than say how it fits. */
const CUT_IN_A_NAME =
  / (?:(?:wide|long|short|loose|relaxed|slim|skinny|straight)[- ](?:leg|legged|sleeve|sleeved|fit|line)|(?:high|low|mid)[- ](?:waist|waisted|rise)) /g;

export function fitIn(raw: string): { area: FitArea | null; issue: FitIssue | null } {
  // 'How long should my sleeves be?' asks for the right length; it names no problem.
  // A cut said as part of a piece's name ('the black wide-leg trousers', 'my long-sleeve tee') is no fit problem.
  const t = raw.replace(/ how (long|short|tight|loose|big|wide|baggy|fitted|slim) /g, ' how ').replace(CUT_IN_A_NAME, ' ');
  // A part said to fit ('fine at the waist but too long', 'the shoulders are ok') is not where the problem is.
  const found = areaNamed(t.replace(PART_FITS_FINE, ' fine ').replace(FITS_FINE_AT, ' ').replace(PART_FITS, ' fine '));
  // A cuff on jeans or trousers is a turn-up at the hem ('cuff or hem?'), not a shirt's cuff.
  const area =
    found === 'sleeves' &&
    !/ (sleeves?|sleves?|arms?|armholes?|shirts?|jackets?|blazers?|coats?) /.test(t) &&
    / (jeans|trousers|pants|chinos|slacks|leggings|joggers) /.test(t)
      ? 'length'
      : found;
  // 'Finish a good 5 cm above my ankle': where a hem ends, a few words of how far between, says it is short.
  const said = ISSUES.find(([, re]) => re.test(t))?.[0] ?? (endsShortOf(t) ? 'short' : null);
  // Cloth that bunches at the waist or the seat is too much of it, not too long ('they bunch at the waist under a belt');
  // weight lost since a piece was bought makes it too big.
  const issue =
    (said === 'long' && (area === 'waist' || area === 'seat' || area === 'chest' || area === 'back') && / bunch/.test(t)) ||
    ((said === null || said === 'long') && WEIGHT_LOST.test(t))
      ? 'loose'
      : said;
  // 'too long' alone names the length; 'a long weekend' does not.
  // 'Comes down past my shoes' names the length by where it ends.
  const reach =
    / (go|goes|going|come|comes|coming|hang|hangs|hanging|fall|falls|falling|reach|reaches|reaching|extend|extends|sit|sits|end|ends|stop|stops) (way |well |right |all the way )?(down )?(past|beyond|below|above|before|short of|over (my|the) (hands?|fingers?|shoes?|feet|heels?)) /.test(
      t,
    );
  // Bottoms that will not do up are tight at the waist.
  const fastened = area === null && issue === 'tight' && FASTENING_FAILS.test(t) && BOTTOMS_SAID.test(t) ? 'waist' : null;
  return {
    area:
      area ??
      fastened ??
      (/ (too|a bit|slightly|way too) (long|short) /.test(t) || ((reach || endsShortOf(t) || RIDES_UP.test(t)) && (issue === 'long' || issue === 'short'))
        ? 'length'
        : null),
    issue,
  };
}
