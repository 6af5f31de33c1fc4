import type { Formality } from '../../shared/closet-constants';
import { STYLE_DIRECTIONS } from '../../shared/schemas/stylist';
import { datePart, isWeekend } from './dates';
import { containsPhrase, keywordTable, lookup, normalizeText } from './text';
import type { DayEvent, OutfitRequest } from './types';

/** Ordered from least to most demanding: when a day has several events, the highest wins. */
export const DRESS_CODES = ['athletic', 'casual', 'smart casual', 'business casual', 'business formal', 'cocktail', 'formal'] as const;
export type DressCode = (typeof DRESS_CODES)[number];

export interface DressCodeRule {
  /** What scoring aims for. */
  target: Formality;
  /** Formality levels allowed for tops, bottoms (and one-pieces) and shoes: a hard rule. */
  core: readonly Formality[];
  /** Outerwear and accessories are judged more loosely: a coat or a watch is not the outfit. */
  extra: readonly Formality[];
  /**
   * Levels a dress or jumpsuit may have when they differ from `core`: at a cocktail evening the
   * dress is the whole outfit, and a smart midi or wrap dress carries it where smart separates do not.
   */
  onePiece?: readonly Formality[];
  /** Reads after 'calls for'. */
  label: string;
}

/**
 * Formality tolerance per dress code. Gym means athletic or casual only (never a tuxedo);
 * black tie and formal mean formal tops, bottoms and shoes; business means business or the
 * level next to it.
 */
export const DRESS_CODE_RULES: Record<DressCode, DressCodeRule> = {
  athletic: { target: 'athletic', core: ['athletic', 'casual'], extra: ['athletic', 'casual', 'smart casual'], label: 'athletic wear' },
  casual: {
    target: 'casual',
    core: ['athletic', 'casual', 'smart casual'],
    extra: ['athletic', 'casual', 'smart casual', 'business'],
    label: 'a casual look',
  },
  'smart casual': {
    target: 'smart casual',
    core: ['casual', 'smart casual', 'business'],
    extra: ['casual', 'smart casual', 'business', 'formal'],
    label: 'smart casual',
  },
  'business casual': {
    target: 'business',
    core: ['smart casual', 'business'],
    extra: ['casual', 'smart casual', 'business', 'formal'],
    label: 'business casual',
  },
  'business formal': {
    target: 'business',
    core: ['business', 'formal'],
    extra: ['smart casual', 'business', 'formal'],
    label: 'business formal attire',
  },
  cocktail: {
    target: 'business',
    core: ['business', 'formal'],
    extra: ['smart casual', 'business', 'formal'],
    onePiece: ['smart casual', 'business', 'formal'],
    label: 'cocktail attire',
  },
  formal: { target: 'formal', core: ['formal'], extra: ['business', 'formal'], label: 'formal attire' },
};

export function dressCodeRank(code: DressCode): number {
  return DRESS_CODES.indexOf(code);
}

/** Explicit dress codes as written on invitations and calendars; the longest phrase wins ('business casual' over 'casual'). */
// prettier-ignore
const EXPLICIT_CODES = keywordTable<DressCode>([
  ['formal', ['formal', 'black tie', 'white tie', 'black tie optional', 'creative black tie', 'evening wear', 'evening attire', 'tuxedo', 'gala']],
  ['cocktail', ['cocktail', 'cocktail attire', 'semi formal', 'semiformal', 'festive', 'dressy']],
  ['business formal', ['business formal', 'business professional', 'professional', 'business attire', 'business', 'corporate', 'suit and tie', 'lounge suit']],
  ['business casual', ['business casual', 'smart business', 'office casual', 'office', 'work attire']],
  ['smart casual', ['smart casual', 'dressy casual', 'casual chic', 'smart', 'elegant casual', 'minimalist modern', 'minimalist']],
  // 'Outdoor' is one of the calendar's dress codes: practical clothes, which the casual rule allows (athletic included).
  ['casual', ['casual', 'relaxed', 'informal', 'jeans', 'come as you are', 'weekend', 'outdoor', 'outdoors']],
  ['athletic', ['athletic', 'sportswear', 'sporty', 'active', 'activewear', 'athleisure', 'gym', 'workout', 'sport']],
]);

/** Words in an event title that imply a dress code. A title naming several activities takes the most formal. */
// prettier-ignore
const TITLE_HINTS: [DressCode, string[]][] = [
  [
    'athletic',
    ['gym', 'run', 'running', 'jog', 'jogging', 'yoga', 'pilates', 'workout', 'work out', 'training', 'crossfit', 'spin class',
      'spinning', 'cycling', 'bike ride', 'hike', 'hiking', 'tennis', 'soccer', 'basketball', 'football practice', 'swim',
      'swimming', 'climbing', 'bouldering', 'boxing', 'marathon', '5k', '10k', 'bootcamp', 'boot camp', 'fitness', 'hiit',
      'zumba', 'barre', 'rowing', 'squash', 'badminton', 'volleyball', 'ski', 'skiing', 'personal trainer', 'spin', 'dance class'],
  ],
  [
    'casual',
    ['picnic', 'beach', 'park', 'bbq', 'barbecue', 'groceries', 'grocery', 'shopping', 'movie', 'movies', 'cinema', 'coffee',
      'errands', 'game night', 'hangout', 'hang out', 'walk', 'concert', 'festival', 'zoo', 'playdate', 'lunch', 'road trip',
      'camping', 'farmers market', 'laundry', 'moving', 'ball game', 'ballgame', 'board game', 'baseball game', 'football game',
      'watch party', 'play date', 'lecture', 'lectures'],
  ],
  [
    'smart casual',
    ['dinner', 'date', 'date night', 'drinks', 'brunch', 'restaurant', 'theater', 'theatre', 'museum', 'gallery', 'party',
      'birthday', 'happy hour', 'wine tasting', 'show', 'meetup', 'first date'],
  ],
  [
    'business casual',
    ['client meeting', 'client', 'meeting', 'presentation', 'conference', 'office', 'workshop', 'seminar', 'networking',
      'team lunch', 'standup', 'stand up', 'review', 'work', 'all hands', 'offsite', 'training session', 'sales call'],
  ],
  ['business formal', ['interview', 'job interview', 'board meeting', 'board of directors', 'board review', 'investor', 'pitch', 'court', 'hearing', 'funeral', 'keynote']],
  ['cocktail', ['cocktail party', 'cocktail', 'engagement party', 'rehearsal dinner', 'reception', 'graduation']],
  ['formal', ['wedding', 'gala', 'black tie', 'white tie', 'opera', 'ball', 'award ceremony', 'awards', 'prom', 'banquet', 'charity dinner']],
];

/** Longest phrases first: a phrase that matches is removed, so 'work out' never also reads as 'work', nor 'ball game' as 'ball'. */
const TITLE_PHRASES = TITLE_HINTS.flatMap(([code, phrases]) => phrases.map((p) => ({ code, phrase: normalizeText(p).trim() }))).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);

/** The dress code named in free text ('Business Casual', 'black tie optional'), or null. */
export function parseDressCode(text: string | null | undefined): DressCode | null {
  const normalized = normalizeText(text);
  if (!normalized.trim()) return null;
  return lookup(EXPLICIT_CODES, normalized) ?? null;
}

/** Words of a code that relax it ('festive but relaxed'). */
const RELAXING: ReadonlySet<string> = new Set(['casual', 'relaxed', 'informal', 'laid back', 'laidback', 'chill']);
/** A phrase of at most this many words in quotation marks can be a dress code the person reports ('the invite says "dark and festive"'). */
const QUOTED_WORDS = 6;

/**
 * A dress code reported in quotation marks ("the choir leader says 'dark and festive'", 'the invite says "festive but
 * relaxed"'), read with the calendar's own table of codes: a dressy code softened by a relaxing word meets at smart casual.
 * Null when nothing quoted reads as a code.
 */
export function quotedDressCode(message: string): DressCode | null {
  for (const said of quotedPhrases(message)) {
    if (said.trim().split(/\s+/).length > QUOTED_WORDS) continue;
    const code = parseDressCode(said);
    if (!code) continue;
    const relaxed = normalizeText(said)
      .trim()
      .split(' ')
      .some((w) => RELAXING.has(w));
    return relaxed && dressCodeRank(code) >= dressCodeRank('cocktail') ? 'smart casual' : code;
  }
  return null;
}

const OPENING_QUOTES = new Set(['"', '“', '‘', "'"]);
const CLOSING_QUOTES = new Set(['"', '”', '’', "'"]);
/** Words after a closing quote that keep it the end of its clause ("says 'cocktail' but it's at a pub"). */
const CLAUSE_GOES_ON = new Set(['and', 'but', 'so', 'for', 'on', 'at', 'because', 'though', 'which']);

/**
 * The phrases in quotation marks that end their clause, read in one pass (no pattern that backtracks): a quote opens after
 * a space, a bracket or a colon, and closes before punctuation, the end or a joining word. "'smart' shoes" describes the
 * shoes and is skipped.
 */
function quotedPhrases(message: string): string[] {
  const out: string[] = [];
  let open = -1;
  for (let i = 0; i < message.length; i++) {
    const c = message[i]!;
    if (open < 0) {
      if (OPENING_QUOTES.has(c) && (i === 0 || /[\s(:]/.test(message[i - 1]!))) open = i;
      continue;
    }
    if (c === '\n') open = -1;
    else if (CLOSING_QUOTES.has(c) && !/[a-z]/i.test(message[i + 1] ?? '')) {
      const said = message.slice(open + 1, i);
      const after = message.slice(i + 1).trimStart();
      const next = /^[a-z]+/i.exec(after)?.[0]?.toLowerCase();
      if (said.length >= 2 && (after === '' || /^[.,!?;:)—–-]/.test(after) || (next !== undefined && CLAUSE_GOES_ON.has(next)))) out.push(said);
      open = -1;
    }
  }
  return out;
}

/** The dress code an event title implies ('Gym' → athletic, 'Client meeting' → business casual), or null. */
/** Sombre occasions set the level of whatever gathering follows them ('the funeral reception', 'a memorial lunch'). */
const SOMBRE_TITLES: readonly string[] = ['funeral', 'memorial service', 'celebration of life'];

/** Whether a title or a piece's name is of mourning ('Funeral for Nan', 'Black formal mourning suit'). */
export function saysMourning(text: string): boolean {
  const t = normalizeText(text);
  return [...SOMBRE_TITLES, 'memorial', 'mourning', 'wake', 'shiva', 'vigil'].some((phrase) => containsPhrase(t, phrase));
}

export function dressCodeFromTitle(title: string): DressCode | null {
  let text = normalizeText(title);
  if (SOMBRE_TITLES.some((phrase) => containsPhrase(text, phrase))) return 'business formal';
  let best: DressCode | null = null;
  for (const { code, phrase } of TITLE_PHRASES) {
    if (!containsPhrase(text, phrase)) continue;
    if (best === null || dressCodeRank(code) > dressCodeRank(best)) best = code;
    for (const form of [phrase, `${phrase}s`, `${phrase}es`]) text = text.replaceAll(` ${form} `, '  ');
  }
  return best;
}

/** An explicit dress code wins over the title; an unreadable dress code falls back to the title. */
export function eventDressCode(event: Pick<DayEvent, 'title' | 'dressCode'>): DressCode | null {
  return parseDressCode(event.dressCode) ?? dressCodeFromTitle(event.title);
}

export interface DayOccasion {
  code: DressCode;
  rule: DressCodeRule;
  /** 'event': the most formal event of the day decided; 'preference': no event said anything. */
  source: 'event' | 'preference';
  event: DayEvent | null;
  /** Events on the date, whether or not they implied a dress code. */
  eventsToday: DayEvent[];
  weekend: boolean;
}

/**
 * The style preference when no event decides. Business Casual and Classic Professional mean
 * office clothes on weekdays; on Saturdays and Sundays they relax to smart casual (documented
 * choice: nobody needs a tie for the weekend shop).
 */
export function preferenceDressCode(preferredStyle: string | null | undefined, weekend: boolean): DressCode {
  const style = normalizeText(preferredStyle).trim();
  if (style === 'business casual') return weekend ? 'smart casual' : 'business casual';
  if (style === 'classic professional') return weekend ? 'smart casual' : 'business formal';
  if (style === 'smart casual' || style === 'minimalist modern') return 'smart casual';
  // The picture-tile directions (Streetwear, Romantic...) each say what they mean on a plain day.
  const direction = STYLE_DIRECTIONS.find((d) => normalizeText(d.name).trim() === style);
  const parsed = direction?.dressCode ?? parseDressCode(preferredStyle);
  if (!parsed) return 'smart casual'; // the spec's default style
  if (weekend && dressCodeRank(parsed) > dressCodeRank('smart casual')) return 'smart casual';
  return parsed;
}

/** Decides the day's dress code: every event dated that day counts, whatever its time (23:30 included). */
export function dayOccasion(request: Pick<OutfitRequest, 'date' | 'events' | 'preferences'>): DayOccasion {
  const weekend = isWeekend(request.date);
  const eventsToday = request.events.filter((e) => datePart(e.date) === request.date);
  let decidingEvent: DayEvent | null = null;
  let decidingCode: DressCode | null = null;
  for (const event of eventsToday) {
    const code = eventDressCode(event);
    if (code && (decidingCode === null || dressCodeRank(code) > dressCodeRank(decidingCode))) {
      decidingCode = code;
      decidingEvent = event;
    }
  }
  if (decidingCode) {
    return { code: decidingCode, rule: DRESS_CODE_RULES[decidingCode], source: 'event', event: decidingEvent, eventsToday, weekend };
  }
  const code = preferenceDressCode(request.preferences.preferredStyle, weekend);
  return { code, rule: styleRule(request.preferences.preferredStyle, code, weekend), source: 'preference', event: null, eventsToday, weekend };
}

/**
 * With no event deciding, the day is dressed to the person's own style direction, and every
 * line that names the level says that direction ('Not right for your Minimalist Modern style'),
 * never the dress code behind it ('smart casual'): one style direction on every screen (issue
 * 40.4). A weekend that relaxes the direction names the relaxed code.
 */
function styleRule(preferredStyle: string | null | undefined, code: DressCode, weekend: boolean): DressCodeRule {
  const style = preferredStyle?.trim();
  const relaxed = weekend && preferenceDressCode(preferredStyle, false) !== code;
  if (!style || relaxed) return DRESS_CODE_RULES[code];
  return { ...DRESS_CODE_RULES[code], label: `your ${style} style` };
}

/**
 * The least some occasions are dressed at, whatever norm the person reports for the place ('the
 * recruiter said they're casual, everyone wears jeans'): an interview is still an interview, so a
 * casual office lifts it to smart casual (dark jeans or chinos, a shirt or knit, clean shoes), never
 * to shorts. Keyed by the parser's canonical occasion.
 */
const OCCASION_FLOOR: Readonly<Record<string, DressCode>> = {
  'job interview': 'smart casual',
  court: 'business casual',
};

/** The dress code, raised to the occasion's floor when the person's reported norm falls below it. */
export function withOccasionFloor(occasion: string | null | undefined, code: DressCode | null): DressCode | null {
  const floor = occasion ? OCCASION_FLOOR[occasion] : undefined;
  if (!floor || code === null) return code;
  return dressCodeRank(code) < dressCodeRank(floor) ? floor : code;
}

/**
 * Norms a person reports of the hosts or the place that ask a step more ('they're pretty traditional', 'her family is
 * very conservative', 'it's an upscale place'), each as its words. Said as a negation ('they're not traditional') they
 * ask nothing; a relaxed norm ('they're casual') is a dress code said and read as one.
 */
// prettier-ignore
export const STRICTER_NORMS: readonly string[][] = [['traditional'], ['conservative'], ['old', 'fashioned'], ['old', 'school'], ['religious'],
  ['devout'], ['strict'], ['proper'], ['posh'], ['upscale'], ['classy'], ['swanky'], ['formal', 'family'], ['formal', 'people'],
  // What the company does ('the ladies always dress up a bit', 'everyone gets dressed up'): the same step.
  ['dress', 'up'], ['dresses', 'up'], ['dressed', 'up'], ['dressy'], ['glam'], ['glammed', 'up'],
  // What the person wants of themself ('I want to make an effort', 'need to look decent', 'to make a good impression'): the same step.
  ['make', 'an', 'effort'], ['making', 'an', 'effort'], ['look', 'decent'], ['look', 'presentable'], ['look', 'respectable'], ['look', 'smart'],
  ['look', 'sharp'], ['good', 'impression'], ['impress'],
  // A look wished for that is a step above everyday ('want to look chic but not stuffy', 'elegant but modest').
  ['chic'], ['elegant'], ['polished'], ['classy'], ['look', 'put', 'together'], ['look', 'put-together']];
const NORM_NEGATIONS = new Set([
  'not',
  'nothing',
  'arent',
  "aren't",
  'isnt',
  "isn't",
  'never',
  'no',
  'less',
  'too',
  'dont',
  "don't",
  'doesnt',
  "doesn't",
  'didnt',
  "didn't",
  'without',
  "needn't",
  'neednt',
]);
/** Words that make a norm a question the person asks ('is flannel ok or shld i dress up?', 'do I need to dress up?'). */
const NORM_ASKED = new Set(['should', 'shld', 'shud', 'shall', 'or', 'whether', 'do', 'does']);
/** Words that hold a wished-for look back ('not stuffy', 'not tryhard', 'without being too formal'). */
const NORM_CHECKS = new Set(['stuffy', 'tryhard', 'try-hard', 'trying', 'formal', 'fancy', 'overdressed', 'stiff', 'corporate', 'much']);
/** How far back a negation reaches ('they don't need to dress up'). */
const NEGATION_REACH = 3;

/**
 * Settings that keep a gathering relaxed whatever its name ('a retirement party at the VFW, potluck and a meat raffle', 'the
 * Christmas do is a backyard bbq'): a party's usual cocktail level comes down to smart casual there. An occasion's own
 * floor (a wedding, a funeral, an interview) still holds (withOccasionFloor). Vocabulary: a new setting is a row.
 */
// prettier-ignore
export const CASUAL_SETTINGS: readonly string[][] = [['potluck'], ['pot', 'luck'], ['bbq'], ['barbecue'], ['barbeque'], ['cookout'], ['cook-out'],
  ['fish', 'fry'], ['meat', 'raffle'], ['bonfire'], ['fire', 'pit'], ['firepit'], ['tailgate'], ['backyard'], ['back', 'yard'], ['vfw'], ['legion'],
  ['rsl'], ['rec', 'centre'], ['rec', 'center'], ['community', 'hall'], ['church', 'hall'], ['scout', 'hall'], ['bowling', 'alley'], ['pub'],
  ['brewery'], ['campground'], ['picnic']];

/** The level implied, at most smart casual where the person says a relaxed setting ('at the VFW', 'a potluck'). */
export function withCasualSetting(code: DressCode | null, ws: readonly string[]): DressCode | null {
  if (code === null || dressCodeRank(code) <= dressCodeRank('smart casual')) return code;
  const relaxed = ws.some((_, i) => CASUAL_SETTINGS.some((setting) => setting.every((w, k) => ws[i + k] === w)));
  return relaxed ? 'smart casual' : code;
}

/** The level implied, a step up (to smart casual at least, business casual at most) when the person reports a stricter norm. */
export function withReportedNorm(code: DressCode | null, ws: readonly string[]): DressCode | null {
  if (code === null || dressCodeRank(code) >= dressCodeRank('business casual')) return code;
  const stricter = ws.some((_, i) =>
    STRICTER_NORMS.some(
      (norm) => norm.every((w, k) => ws[i + k] === w) && !ws.slice(Math.max(0, i - NEGATION_REACH), i).some((w) => NORM_NEGATIONS.has(w) || NORM_ASKED.has(w)),
    ),
  );
  if (!stricter) return code;
  // Held back in the same breath ('put together but not tryhard', 'chic but not stuffy'): smart casual at most.
  const heldBack = ws.some((w, i) => NORM_CHECKS.has(w) && ['not', 'without', 'no'].includes(ws[i - 1] ?? ''));
  const ceiling = dressCodeRank(heldBack ? 'smart casual' : 'business casual');
  const raised = Math.min(Math.max(dressCodeRank(code) + 1, dressCodeRank('smart casual')), ceiling);
  return DRESS_CODES[Math.max(raised, dressCodeRank(code))]!;
}
