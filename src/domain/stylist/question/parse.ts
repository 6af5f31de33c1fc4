import { colourInfo } from '../colour-harmony';
import { eventBySyntax } from './event-by-syntax';
import { PERSON_NOUNS, SPECTATOR_SPORTS, TIME_NOUNS, WATCHING_VERBS } from '../reading/event-frames';
import {
  DRESS_CODES,
  dressCodeRank,
  parseDressCode,
  dressCodeFromTitle,
  quotedDressCode,
  withOccasionFloor,
  withReportedNorm,
  withCasualSetting,
  type DressCode,
} from '../dress-code';
import { asWritten, endsInEventNoun, hostsAnEvent, namedOccasion, OCCASION_HEADS, sameEventRow, setAsideAt } from './occasion-phrase';
import {
  ACTIVITIES,
  ACTIVITY_OCCASION,
  ACTIVITY_SAID,
  conceptsIn,
  FABRICS,
  MANAGED,
  PROBLEMS,
  runsAnEvent,
  words,
  type ActivityId,
  type FabricId,
  type ProblemId,
} from './lexicon';
import { destinationIn } from './destinations';
import { fitIn, tripDaysIn, type FitArea, type FitIssue } from './trip-and-fit';
import { followUpTrip, tripIn, type TripRequest } from './trip';
import { parseDay, UNTIL, withoutFeltFrom, type AskedDay } from './when';
import { indoorClimate, temperatureIn, temperatureSpanIn, weatherIn, type WeatherWord } from './stated-weather';
import { readMessage } from '../reading/read';
import { tokensOf } from '../reading/tokens';
import { withoutPiecePast } from './piece-history';
import { namesAPieceByState, saidAsALook } from '../reading/problem-as-description';
import { measuresSomething } from '../reading/numbers';
import {
  COLOUR_WORDS,
  DRESS_VERB_BEFORE,
  DRESS_VERB_NEXT,
  FABRIC_GARMENTS,
  GARMENT_WORDS,
  PIECE_MAKE_WORDS,
  GARMENTS,
  lendPatternWords,
  lendWords,
  NOT_AN_OCCASION,
  OCCASIONS,
  SETTING_NOUNS,
  WORK_PLACE_BEFORE,
  WORK_VERB_NEXT,
  WORK_VERB_SUBJECTS,
  WORKPLACES,
  WISHING,
  COLD_PARTS,
  WISH_BREAKS,
  WISH_NEGATIONS,
  ACQUIRED,
  PAID,
  MONEY_HEDGES,
  WEATHER_VOCABULARY,
  WEIGHED,
} from '../reading/vocabulary';
import { claimPhrases, phrasesIn, phraseWords, says } from '../reading/phrases';
import {
  ABOUT,
  ALTERNATIVE,
  ASKING_WORDS,
  BULK,
  PIECE_VERDICT,
  SEASON_VERDICT,
  CAPSULE,
  CARE,
  CHANGES,
  CODES_COMPARED,
  COLOUR_TALK,
  COLOURS_ASKED,
  COMBINING,
  COMPARING,
  CUSTOM,
  DRESSING_VERBS,
  DRESSING_WORDS,
  ETIQUETTE,
  FASHION_WORDS,
  FIT,
  FIT_PARTS,
  GOES_WITH,
  GOES_WITH_COLOUR,
  GREETING,
  MEANING,
  NOTHING_PRECIOUS,
  NOTHING_GENDERED,
  REPLACING,
  OFF_TOPIC,
  OUT_OF_USE,
  OUTFIT,
  OUTFIT_ASKED,
  BUY_ASKED,
  PACKING,
  PAIRING,
  PIECE_IN_SETTING,
  REQUEST_OPENERS,
  STYLE_RUT,
  REPEATING,
  HALL_GATHERINGS,
  DAY_OFF,
  PLACES_OF_PURSUITS,
  DOERS,
  CONNECTIVES,
  BUYING_VERBS,
  CAP_AFTER,
  SHOP_PLACES,
  SHOPPING,
  SWAPPING,
  UNNAMED_EVENT,
  FACT_ASKED,
  FIT_FIX,
  THANKS,
  WEAR_RULE,
  WHAT_TO_WEAR,
  WHAT_TO_WEAR_NOW,
  METAL_ASKED,
  RULE_STATED,
  RULE_STATED_AFTER,
} from '../reading/cues';
import { isEnglishWord, lemmaOf } from '../reading/tokens';
import { FINER_PIECES, finerPieceAt, ruledOutIn } from './ruled-out';
import { otherTaskAsked } from './other-task';
import { appointmentSaid, visitedAt } from './appointment';
import {
  asksToRemove,
  caresForAPiece,
  otherSenseAt,
  otherSenseIn,
  problemsBySense,
  problemsSaidAsWeather,
  roomInABag,
  saysWhatAPieceDoes,
  SOME_THING,
} from '../reading/word-sense';
import { activitySaid, pieceForActivity, ridesByDistance } from './activity-said';
import { goesThere, wayThere } from './way-there';
import { walkIsAHike, walksSaid } from './walked';
import { statedColours } from './stated-colours';
import { figurativeAt } from '../reading/figures';
import {
  ASKS_WHAT_CHANGES,
  ASSENTS,
  EXCESS_ASKED,
  MOVES_THE_PLAN,
  ONE_PIECES,
  PIECE_TROUBLE,
  themeSaid,
  WEAR_REACH,
  WEAR_VERBS,
  WEIGHS_OWNED,
} from './follow-up-cues';

export { parseDay, temperatureIn };
import type { QuestionKind } from '../../../shared/question-kinds';
import type { Category } from '../../../shared/closet-constants';

/**
 * What a chat message asks, read from its words (and, for follow-ups like 'and if it's cold?',
 * from the user's previous question). Pure: today's date comes from the caller.
 */

export type { QuestionKind };

/** What a follow-up changes in the request before it: one slot of the outfit, the formality, the warmth, the budget. */
export type FollowUpChange =
  | 'shoes'
  | 'outerwear'
  | 'top'
  | 'bottom'
  | 'accessories'
  | 'less formal'
  | 'more formal'
  | 'warmer'
  | 'cooler'
  | 'cheaper'
  /** Only the weather changed ('what if it rains?'). */
  | 'weather';

export type { WeatherWord };

export type { AskedDay };

export interface ParsedQuestion {
  kind: QuestionKind;
  /** Canonical occasion names ('wedding', 'first date', 'interview'...), in the order asked. */
  occasions: string[];
  /** The occasion in the person's own words when they say more than its canonical name ('pottery class', 'minor league game'); null otherwise. */
  occasionName: string | null;
  /** Explicit dress code, else the one the occasions imply; null when neither says. */
  dressCode: DressCode | null;
  /** Whether the dress code was written in the question ('black tie') rather than implied. */
  dressCodeExplicit: boolean;
  /** The dress code as written ('black tie', 'cocktail attire'), to say back; null when none was written. */
  dressCodeSaid: string | null;
  day: AskedDay | null;
  weather: WeatherWord[];
  /** Garment nouns named, singular ('blazer', 'jeans', 'boots'). */
  pieces: string[];
  colours: string[];
  /** The piece a pairing question is about ('what shoes go with my trench coat' → 'trench coat'); null when none is singled out. */
  pairWith: string | null;
  /** Garment nouns the user does not want ('no heels', 'without a tie'). */
  avoid: string[];
  budget: { amount: number; currency: 'USD' | 'EUR' | 'GBP' } | null;
  /** Money said in a currency the price tables do not hold, as written ('R1,500', '400 kr'): said back, never weighed against dollar prices. */
  moneyAbroad?: string | null;
  /** The subject of an off-topic question, as a noun phrase ('taxes'); null when on topic. */
  offTopic: string | null;
  /** The activity named, read by concept ('deadlifts' → lifting, 'yard work' → gardening); null when none. */
  activity: ActivityId | null;
  /** The activity as the person said it, for the answer to name ('kayaking', 'basketball', 'the hike'); null when none or too general. */
  activitySaid: string | null;
  /** The fabric named ('cashmere', 'suede'); null when none. */
  fabric: FabricId | null;
  /** The care problem named: a stain by its cause ('stain:grass'), shrinking, creases, storage...; null when none. */
  problem: ProblemId | null;
  /** Every problem named, in the order written ('wine on it and it shrank' → wine stain, shrink); the first is `problem`. */
  problems: ProblemId[];
  /** A temperature the person states ('it's 90°F', '32 degrees C'), in °C to one decimal; it beats the forecast. */
  tempC: number | null;
  /** The day's lowest when two temperatures are said of it ('mornings 19°C, afternoons 34°C'): `tempC` is then the highest. */
  tempLowC?: number | null;
  /** A trip's length in days ('5 days', 'a week', 'two nights' → 3); null when not said. */
  tripDays: number | null;
  /** The trip the message describes (length, place, month, purposes), or an activity's bag ('carry'); null when none. */
  trip: TripRequest | null;
  /** Where a garment fits badly ('shoulders', 'sleeves', 'length'...) and how ('tight', 'loose', 'long', 'short'). */
  fitArea: FitArea | null;
  fitIssue: FitIssue | null;
  /** A wardrobe the person is tired of ('I wear the same 3 things every week'): a fresh combination is asked, not the obvious one. */
  restyle?: boolean;
  /** Read together with the previous question. */
  followUp: boolean;
  /** For a follow-up, what it changes ('and shoes?' → shoes); null otherwise. */
  change: FollowUpChange | null;
  /** A follow-up naming a plan of its own after an activity ('and after that, lunch with the deacons?'): the last answer's kit was for another. */
  newPlan?: boolean;
}

export interface ParseContext {
  /** YYYY-MM-DD, the user's local date. */
  today: string;
  /** The person's temperature unit, for a number said without one. */
  unit?: 'F' | 'C';
  /** Earlier turns, oldest first; only user turns matter. */
  history?: readonly { role: 'user' | 'assistant'; content: string }[];
  /** Reads one message on its own (default: the parser's own reading); a test passes a counting one. */
  readAlone?: (message: string, today: string, unit?: 'F' | 'C') => MessageReading;
}

/** One message read on its own, before any earlier turn is taken into account. */
export type MessageReading = Omit<ParsedQuestion, 'followUp' | 'change'>;

function norm(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    // Texting shorthand: 'w/' and a lone 'w' are 'with', 'w/o' is 'without'.
    .replace(/(^|\s)w\/o(?=\s|$)/g, '$1without')
    .replace(/(^|\s)w\/?(?=\s|$)/g, '$1with')
    // Currency signs stay beside their numbers: money in a currency the price tables do not hold ('₦60,000') is no dollar budget.
    .replace(/[^a-z0-9$£€₦₹¥₩₱₺₽₪฿₫₴'./-]+/g, ' ')
    // Quotation marks are not apostrophes: "the card reads 'black tie optional'" names that dress code.
    // A closing run is tried from its first mark only (from every mark it was quadratic).
    .replace(/(^|\s)'+|(?<!')'+(?=[\s.]|$)/g, '$1 ')
    // A full stop ends a sentence, not a word: 'to the office. what should I wear' names the office.
    // After a number too: 'need new ones under 150.' is a budget of 150.
    .replace(/([a-z0-9])\.+(?=\s|$)/g, '$1 ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/**
 * Activities whose row gathers different pursuits ('fishing', 'stargazing'): the answer names the one said. A walk is
 * named as said only as a noun ('the Howth cliff walk'), never as the verb's phrase ('walk the dog').
 */
const NAMED_AS_SAID: Partial<Record<ActivityId, readonly string[] | null>> = { outdoors: null, walking: ['walk', 'walks', 'stroll'] };
const namedAsSaid = (activity: ActivityId, phrase: string) => {
  if (!(activity in NAMED_AS_SAID)) return false;
  const heads = NAMED_AS_SAID[activity];
  return !heads || heads.includes(phrase.split(' ').at(-1) ?? '');
};
/** Occasions an activity replaces when both are read: 'yard work' is not the office, 'ski trip' is not travel, 'run' is not just the gym. */
const SUPERSEDED_BY_ACTIVITY = new Set(['gym', 'hike', 'beach', 'work', 'travel', 'casual day']);

/** Dress codes written out; the longest wins. */
// prettier-ignore
/** Words that make a code word a degree ('less dressy', 'a bit more casual', 'too formal'). */
const DEGREE_WORDS = ['less', 'more', 'too', 'bit', 'slightly', 'little', 'somewhat', 'overly', 'not as'];
const EXPLICIT_DRESS_CODES = [
  'black tie optional',
  'black tie',
  'white tie',
  'creative black tie',
  'business formal',
  'business professional',
  'business casual',
  'smart casual',
  'dressy casual',
  'semi formal',
  'semi-formal',
  'cocktail attire',
  'cocktail',
  'formal',
  'casual',
  'dressy',
];

const COLOURS = COLOUR_WORDS;
const COLOUR_RES = COLOURS.map((c) => ({ name: c === 'grey' ? 'gray' : c, re: new RegExp(` ${c} `) }));

/** How a follow-up opens: 'and if it's cold?', 'what about Saturday?'. */
// prettier-ignore
const FOLLOW_UP_OPENERS = ['and', 'but', 'what/how about', 'what if', 'also', 'ok/okay and/what/but', 'if it\'s/its', 'if it is', 'same but', 'instead', 'then'];
function opensAsFollowUp(message: string): boolean {
  return phrasesIn(wordsOf(norm(message)), [{ id: 'opens', phrases: FOLLOW_UP_OPENERS }]).some((h) => h.at === 0);
}

/** Work said as where the person comes from ('straight from work', 'right after work', 'leaving work'), not where they go. */
const FROM_WORK = / (after|from|leaving) work /;

/** Words after 'no' that say the person does not know, not that a piece is out ('no idea what shoes'). */
const NOT_KNOWING: ReadonlySet<string> = new Set(['idea', 'clue', 'clew', 'sense', 'notion']);

const AVOID_RE =
  / (no|not|isn'?t|aren'?t|without|avoid(ing)?|hate|dislike|skip( the)?|never|can'?t (?:wear|do|use)|cannot (?:wear|do|use)|won'?t wear|don'?t (want|like|wear|have)( to wear)?|rather not( wear)?|other than|except|besides|apart from|aside from|instead of) ((a|an|the|my|any|wearing|plain)\s)?((?:[a-z-]+ ){1,3})/g;

// What the parser can recognise is what the reader corrects towards (ADR 0116).
lendPatternWords([AVOID_RE], isEnglishWord);
lendWords(
  phraseWords(
    [OUTFIT, CARE, FIT, PAIRING, COLOUR_TALK, SHOPPING, PACKING, CAPSULE, ETIQUETTE, WEAR_RULE, FASHION_WORDS, DRESSING_WORDS, FOLLOW_UP_OPENERS]
      .map((phrases) => ({ id: 'cue', phrases }))
      // Declined subjects lend nothing: a name one letter from 'loan' is not money talk ('Fort Logan').
      .concat(CHANGES),
  ),
  isEnglishWord,
);

const OWNERS = ['my', 'your', 'his', 'her', 'a', 'the', 'this', 'that'];

/** A normalised text's words. */
function wordsOf(t: string): string[] {
  return t.split(' ').filter(Boolean);
}

const REFUSING: ReadonlySet<string> = new Set(['no', 'not', 'without', 'never', 'than', 'hate']);

/** Words after which 'tie' is the verb ('I can't tie one', 'how to tie it'). */
const TIE_VERB_BEFORE: ReadonlySet<string> = new Set([
  'to',
  "can't",
  'cant',
  'cannot',
  "couldn't",
  'couldnt',
  'can',
  'could',
  'i',
  'you',
  'we',
  'never',
  'will',
  "won't",
  'should',
]);

/** Verbs that take an infinitive after 'to' ('need to dress', 'want to dress up', 'how to dress'). */
// prettier-ignore
const TAKES_AN_INFINITIVE: ReadonlySet<string> = new Set(['need', 'needs', 'want', 'wants', 'how', 'going', 'have', 'has', 'had', 'got', 'ought', 'supposed',
  'meant', 'like', 'love', 'hate', 'prefer', 'try', 'trying', 'know', 'learn', 'expected']);

/**
 * Whether a word that spells a garment is used otherwise: 'dress' as the verb ('dress up', 'how should I dress',
 * 'dress code'), 'top' as a place ('at the top'), 'tie' as the verb ('couldn't tie one').
 */
function notAGarment(ws: readonly string[], i: number): boolean {
  const w = ws[i];
  if (w === 'dress') {
    if (ws[i + 1] === 'code') return true;
    // 'Dress trousers', 'dress boots': the word says how dressy the garment after it is, unless the two name one garment ('dress shoes')
    // or a dress is refused before another kind is asked ('no dress, trousers instead', its comma gone here).
    // A phrase read alone after its refusal starts with the word, so the first word keeps the garment.
    if (
      i > 0 &&
      ws[i + 1] &&
      !REFUSING.has(ws[i - 1]!) &&
      claimPhrases([ws[i + 1]!], GARMENTS).length > 0 &&
      !claimPhrases([w, ws[i + 1]!], GARMENTS).some((h) => h.span === 2)
    )
      return true;
    if (ws[i - 1] === 'i' && ws[i - 3] === 'how') return true;
    // 'How warm do I need to dress?', 'I want to dress down': an infinitive after a verb that takes one is the verb.
    if (ws[i - 1] === 'to' && TAKES_AN_INFINITIVE.has(ws[i - 2] ?? '')) return true;
    // A word before it that makes it a noun ('my wrap dress for the party') keeps it the garment.
    return (i === 0 || DRESS_VERB_BEFORE.includes(ws[i - 1]!)) && DRESS_VERB_NEXT.includes(ws[i + 1] ?? '');
  }
  if (w === 'top') return ws[i - 1] === 'the' && ['at', 'from', 'near', 'around', 'across'].includes(ws[i - 2] ?? '');
  // 'Bring a suit against the contractor', 'file suit': a lawsuit, not a garment.
  if (w === 'suit' && (ws[i + 1] === 'against' || ws[i - 1] === 'file' || ws[i - 2] === 'file')) return true;
  // 'Coming to watch my lessons', 'we'll watch the game': the verb, after 'to' or a subject.
  if (w === 'watch') return WATCH_VERB_BEFORE.has(ws[i - 1] ?? '');
  // 'Couldn't tie one', 'how to tie a scarf': the verb, after a modal or 'to'.
  if (w === 'tie' && TIE_VERB_BEFORE.has(ws[i - 1] ?? '')) return true;
  // 'Black tie' and 'white tie' are dress codes, unless the tie is someone's ('my black tie').
  if (w === 'tie') return ['black', 'white'].includes(ws[i - 1] ?? '') && !OWNERS.includes(ws[i - 2] ?? '');
  // 'Flannel trousers', 'fleece leggings': the fabric of the garment after it.
  // A garment named with the fabric in it stays that garment ('a denim jacket').
  if (FABRIC_GARMENTS.includes(w ?? '') && ws[i + 1] !== undefined && !['shirt', 'shirts'].includes(ws[i + 1]!))
    return claimPhrases([ws[i + 1]!], GARMENTS).length > 0 && !claimPhrases([w!, ws[i + 1]!], GARMENTS).some((h) => h.span === 2);
  return false;
}

/** Words before 'watch' that make it the verb. */
// prettier-ignore
const WATCH_VERB_BEFORE: ReadonlySet<string> = new Set(['to', 'i', 'we', 'they', 'you', 'will', "i'll", "we'll", 'gonna', 'and', 'come', 'coming', 'can', 'could', 'parents', 'people', 'kids', 'family']);

/** The garments named, in message order, each once. */
function pieceHits(t: string) {
  const ws = wordsOf(t).map(garmentHeadOfCompound);
  return claimPhrases(ws, GARMENTS, (i) => notAGarment(ws, i));
}

/** A compound no garment row holds whole is read by its last part when that is a garment ('cable-knit', 'sun-hat'); 't-shirt' stays whole. */
function garmentHeadOfCompound(w: string): string {
  const dash = w.lastIndexOf('-');
  if (dash <= 0 || dash === w.length - 1 || claimPhrases([w], GARMENTS).length > 0) return w;
  const head = w.slice(dash + 1);
  return claimPhrases([head], GARMENTS).length > 0 ? head : w;
}

/** Whether a piece is what is asked for ('for shoes', 'what bag'), by the word before it. */
function pieceAskedFor(t: string): boolean {
  const ws = wordsOf(t);
  return pieceHits(t).some((p) => ['for', 'what', 'which', 'any'].includes(ws[p.at - 1] ?? ''));
}

/**
 * The garment a message asks to wear ('could I wear a jumper instead?', 'id rather wear my dress'), by a wear verb a few
 * words before it, skipping any the person rules out; null when it asks to wear none.
 */
export function pieceAskedToWear(message: string, ruledOut: readonly string[] = []): string | null {
  const t = norm(message);
  const ws = wordsOf(t);
  return (
    pieceHits(t).find(
      (p) => !ruledOut.includes(p.id) && (ws.slice(Math.max(0, p.at - WEAR_REACH), p.at).some((w) => WEAR_VERBS.has(w)) || othersGoIn(ws, p.at)),
    )?.id ?? null
  );
}

/** Who or what goes 'in' a piece ('everyone's going in jeans', 'people turn up in trainers'): what the others wear is what to wear. */
// prettier-ignore
const GOING_IN: ReadonlySet<string> = new Set(['going', 'go', 'goes', 'turn', 'turning', 'show', 'showing', 'come', 'coming', 'everyone', "everyone's", 'everybody', "everybody's", 'people', 'all']);

/** Whether 'in' before a piece (a colour or an owner between) follows one of GOING_IN: 'going in jeans', not 'a hole in my jeans'. */
function othersGoIn(ws: readonly string[], at: number): boolean {
  let i = at - 1;
  while (i >= 0 && i >= at - 3 && ws[i] !== 'in') i--;
  if (ws[i] !== 'in') return false;
  return ws.slice(Math.max(0, i - 2), i).some((w) => GOING_IN.has(w) || w === 'up');
}

/** Verbs whose object is paired with what follows 'with' ('what can I wear the white jeans with?', 'how do I style my blazer with…'). */
const PAIRING_VERBS: ReadonlySet<string> = new Set(['wear', 'pair', 'match', 'style', 'combine', 'team', 'put']);
/** How many words may stand between such a verb and its piece ('wear the white wide-leg jeans'). */
const PAIRED_OBJECT_REACH = 5;

/**
 * The piece a split pairing verb holds as its object, asked about with what goes on 'with' it: 'what can I wear the white
 * jeans with', 'wat can i wear the white jeans w that isnt the black tee'. The piece is the subject; null when none.
 */
function pieceBeforeWith(t: string): string | null {
  const ws = wordsOf(t);
  if (!ws.some((w) => w === 'what' || w === 'which' || w === 'how')) return null;
  for (const hit of pieceHits(t)) {
    const before = ws.slice(Math.max(0, hit.at - PAIRED_OBJECT_REACH), hit.at);
    const verbAt = before.findLastIndex((w) => PAIRING_VERBS.has(w));
    if (verbAt < 0 || before.slice(verbAt + 1).some((w) => !OWNERS.includes(w) && pieceHits(w).length === 0 && !isDescribing(w))) continue;
    const next = ws[hit.at + hit.span];
    if (next === 'with' || next === 'w') return hit.id;
  }
  return null;
}

/** Words that describe a piece before its noun: a colour, a fabric, a cut ('the white wide-leg jeans'). */
function isDescribing(w: string): boolean {
  return coloursIn(` ${w} `).length > 0 || conceptsIn([w], FABRICS).length > 0 || /^[a-z]+-[a-z]+$/.test(w) || DESCRIBING_CUTS.has(w);
}
// prettier-ignore
const DESCRIBING_CUTS: ReadonlySet<string> = new Set(['new', 'old', 'long', 'short', 'wide', 'slim', 'straight', 'skinny', 'cropped', 'oversized',
  'baggy', 'fitted', 'light', 'dark', 'pale', 'bright', 'striped', 'checked', 'plaid', 'floral', 'printed', 'plain', 'favourite', 'favorite']);

function piecesIn(t: string): string[] {
  return [...new Set(pieceHits(t).map((h) => h.id))];
}

const WORKS_AFTER_MODAL: ReadonlySet<string> = new Set(['would', 'will', 'could', 'can', 'might', 'does', 'do', 'did', 'wud', 'wd', 'cud']);
const PEOPLE_WHO_WORK: ReadonlySet<string> = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'u', 'people', 'everyone', 'someone', 'anyone']);

/** 'Do grey and brown work?', 'what jackets work with my jeans': 'work' as a verb is not the office. */
function workAsVerb(ws: readonly string[], i: number): boolean {
  if (ws[i] !== 'work') return false;
  if (WORK_VERB_NEXT.includes(ws[i + 1] ?? '') || ['on me', 'for me'].includes(`${ws[i + 1]} ${ws[i + 2]}`)) return true;
  if (WORK_VERB_SUBJECTS.includes(ws[i - 1] ?? '')) return true;
  // 'Would the slip dress work for…', 'will my boots work': a piece that works, not the office.
  if (i > 0 && claimPhrases([ws[i - 1]!], GARMENTS).length > 0) return true;
  // 'Is the slip dress really going to work when it's -20?': a piece said a few words before 'going to work' is what works.
  if (ws[i - 1] === 'to' && ws[i - 2] === 'going') {
    if (ws.slice(Math.max(0, i - 7), i - 2).some((w) => claimPhrases([w], GARMENTS).length > 0)) return true;
  }
  // 'Would that one work', 'will the grey one work': a modal, then the thing that works (not a person, who goes to work).
  const modal = ws.slice(Math.max(0, i - 4), i - 1).findLastIndex((w) => WORKS_AFTER_MODAL.has(w));
  if (modal >= 0) {
    const subject = ws.slice(Math.max(0, i - 4) + modal + 1, i);
    if (subject.length > 0 && !subject.some((w) => PEOPLE_WHO_WORK.has(w)) && !WORK_PLACE_BEFORE.includes(ws[i - 1]!)) return true;
  }
  // Last word, and not the place one goes ('do grey and brown work?', but 'what should I wear to work').
  return i === ws.length - 1 && i > 0 && !WORK_PLACE_BEFORE.includes(ws[i - 1]!);
}

/** The occasions a normalised text names, in table order; 'work' read as the verb is no office when `workVerb` says so. */
/** Garment nouns proper: 'outfit', 'clothes' and 'layers' name no piece, so 'a party outfit' is still for a party. */
const PIECE_NOUNS: ReadonlySet<string> = new Set(
  GARMENT_WORDS.filter((w) => !['outfit', 'outfits', 'clothes', 'clothing', 'wardrobe', 'closet', 'layer', 'layers', 'accessories'].includes(w)),
);
const CARRIERS: ReadonlySet<string> = new Set(['bag', 'bags', 'backpack', 'tote', 'handbag', 'purse', 'clutch']);
/**
 * Whether a piece's noun starts at `end`, or follows words of its make: an occasion's or an activity's word right before
 * names the piece's kind ('a shift dress', 'my party shoes', 'the camp collar shirt'), not the occasion.
 */
const namesAPiece = (ws: readonly string[], end: number) => {
  let k = end;
  while (k < end + 2 && PIECE_MAKE_WORDS.has(ws[k] ?? '')) k++;
  return PIECE_NOUNS.has(ws[k] ?? '');
};

/** What was spilled is a stain's cause, not an occasion ('spilt coffee on it', 'a wine stain', 'spilled red wine'). */
const SPILL_BEFORE: ReadonlySet<string> = new Set(['spilled', 'spilt', 'spill', 'dripped', 'splashed', 'knocked']);
const STAIN_AFTER: ReadonlySet<string> = new Set(['stain', 'stains', 'stained', 'spill', 'spills', 'mark', 'marks', 'splash', 'splashes']);
// 'Spilled soy sauce on it at lunch': where the spill happened is no occasion either, a few words on.
const spilled = (ws: readonly string[], i: number) => [1, 2, 3, 4, 5, 6].some((k) => SPILL_BEFORE.has(ws[i - k] ?? '')) || STAIN_AFTER.has(ws[i + 1] ?? '');

/**
 * An occasion that holds another: 'first date' is not also a 'date', 'cocktail party' not also a 'party', and the job
 * words of an interview ('a teller job at a bank') name the job applied for, not a day at work.
 */
const SUBSUMED: readonly (readonly [specific: string, general: string])[] = [
  ['first date', 'date'],
  ['cocktail party', 'party'],
  ['job interview', 'work'],
];

function occasionsIn(t: string, workVerb = false, isName?: (w: string) => boolean): string[] {
  const ws = wordsOf(t);
  // An idiom's occasion word is its first ('running errands'), a place's its last ('the tennis court').
  const idiomatic = new Set(phrasesIn(ws, NOT_AN_OCCASION).map((h) => (h.id === 'place' ? h.at + h.span - 1 : h.at)));
  // A word read in another sense than the place's ('in the box', 'trousers pool at the ankle') names no occasion (word-sense.ts).
  const hits = phrasesIn(
    ws,
    OCCASIONS,
    (i) =>
      idiomatic.has(i) ||
      setAsideAt(ws, i) ||
      (workVerb && workAsVerb(ws, i)) ||
      namesAPiece(ws, i + 1) ||
      spilled(ws, i) ||
      doneByAThing(ws, i) ||
      (ws[i + 1] === 'of' && THING_ARTICLES.has(ws[i - 1] ?? '')) ||
      // 'Can wait till the weekend': the time something waits until is not the plan asked about.
      UNTIL.has(ws[i - 1] ?? '') ||
      fromWhere(ws, i) ||
      (ws[i - 1] === 'the' && UNTIL.has(ws[i - 2] ?? '')) ||
      otherSenseAt(ws, i, isName) !== null,
  );
  return OCCASIONS.filter((o) => hits.some((h) => h.id === o.id)).map((o) => o.id);
}

/** People said to come from work ('the guys from work', 'some people from the office'). */
// prettier-ignore
const PEOPLE_FROM: ReadonlySet<string> = new Set(['guys', 'people', 'friends', 'colleagues', 'coworkers', 'co-workers', 'mates', 'team', 'girls', 'lads',
  'folks', 'crew', 'someone', 'everyone', 'boss', 'peeps', 'gang', 'ladies']);
/** Words between 'from' and the place a group comes from ('a group from a law firm', 'friends from my old church'). */
const FROM_OPENERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'my', 'our', 'his', 'her', 'their', 'old', 'local', 'big', 'small']);
/**
 * 'A private group from a law firm', 'photos from the wedding', 'friends from church': what people or things come from is
 * who or what they are, not where the person goes. Work and the office said so are where the person comes from, read
 * apart (FROM_WORK), so they stay.
 */
function fromWhere(ws: readonly string[], i: number): boolean {
  // 'The guys from work', 'people from the office': who they are. 'Straight from work' stays where the person comes from.
  if (ws[i] === 'work' || ws[i] === 'office') {
    const from = ws[i - 1] === 'from' ? i - 1 : ws[i - 1] === 'the' && ws[i - 2] === 'from' ? i - 2 : -1;
    return from > 0 && PEOPLE_FROM.has(ws[from - 1] ?? '');
  }
  // Back over the words that open the place, and one that says what kind it is ('a law firm'), to 'from'.
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    if (ws[k] === 'from') return true;
    if (k !== i - 1 && !FROM_OPENERS.has(ws[k]!)) return false;
  }
  return false;
}

/** Hue families a shade is named by: 'sage green', 'dusty pink' and 'burnt orange' are one colour each, the shade. */
const HUE_FAMILIES = new Set(['green', 'blue', 'pink', 'red', 'yellow', 'purple', 'brown', 'gray', 'orange']);
/** Neutrals worn beside a hue ('black green' is two colours), never a shade of it. */
const NEUTRAL_WORDS = new Set(['black', 'white', 'gray', 'navy', 'cream', 'ivory', 'beige', 'tan', 'khaki', 'charcoal', 'silver', 'gold']);

/**
 * After 'a' or 'an', a colour word followed by one of these is a thing, not a colour: 'lost a stone since the summer', 'an
 * orange for lunch', 'a tan from the trip'. A colour word said as a colour goes on to a piece, another colour, 'or', 'one'.
 */
// prettier-ignore
const AFTER_A_THING: ReadonlySet<string> = new Set(['since', 'in', 'on', 'at', 'from', 'to', 'for', 'off', 'this', 'last', 'over', 'ago', 'now', 'lately',
  'recently', 'already', 'but', 'because', 'cos', 'so', 'n', 'or', 'and', 'the', 'my', 'i', 'which', 'that', 'then']);
/**
 * Colour words that are first of all things people drink, eat or hold ('mulled wine', 'a coffee', 'chocolate'): a colour
 * only beside a piece, a fabric, another colour or a word of colour ('a wine velvet blazer', 'wine and navy', 'wine colour').
 */
const THINGS_FIRST: ReadonlySet<string> = new Set(['wine', 'chocolate', 'coffee', 'stone', 'peach', 'plum', 'orange', 'mint', 'sage', 'honey', 'rust']);
const COLOUR_NOUNS: ReadonlySet<string> = new Set(['colour', 'color', 'colours', 'colors', 'coloured', 'colored', 'shade', 'tone', 'one', 'ones', 'tones']);
const LINKS: ReadonlySet<string> = new Set(['and', 'or', 'n', '&', 'with', 'w', 'vs', 'against']);
/** Cloths and finishes the fabric table does not hold ('a wine velvet blazer', 'a plum knit'); fibres and leathers are read from FABRICS. */
// prettier-ignore
const SURFACES: ReadonlySet<string> = new Set(['velvet', 'velour', 'knit', 'lace', 'sequin', 'sequinned', 'sequined', 'cord', 'cords', 'jersey', 'crepe']);
/** Whether a word beside a thing-first colour word makes it the colour: a piece, a fabric, a colour or a colour's noun. */
function colourBeside(ws: readonly string[], i: number): boolean {
  const near = (j: number) => {
    const w = ws[j] ?? '';
    return (
      COLOUR_WORD_SET.has(w) ||
      COLOUR_NOUNS.has(w) ||
      PIECE_NOUN_SET.has(w) ||
      PIECE_MAKE_WORDS.has(w) ||
      SURFACES.has(w) ||
      conceptsIn([w], FABRICS).length > 0
    );
  };
  const step = (dir: number) => (LINKS.has(ws[i + dir] ?? '') ? near(i + 2 * dir) : near(i + dir));
  // 'Does plum go w red': another colour a few words off is weighed with it.
  const colourNear = [-3, -2, 2, 3].some((d) => COLOUR_WORD_SET.has(ws[i + d] ?? '') && !THINGS_FIRST.has(ws[i + d] ?? ''));
  return step(1) || step(-1) || colourNear;
}

/** Whether the word at i is read as an adjective's colour: not a colour word that an article makes a thing ('lost a stone'). */
function colourAsThing(ws: readonly string[], i: number): boolean {
  // 'What colours go with rust?': where colour is what is talked of, the word is the colour wherever it stands.
  const colourTalk = ws.some((w) => COLOUR_NOUNS.has(w) && w !== 'one' && w !== 'ones');
  if (THINGS_FIRST.has(ws[i] ?? '') && !colourTalk && !colourBeside(ws, i)) return true;
  const article = ws[i - 1] === 'a' || ws[i - 1] === 'an';
  const next = ws[i + 1];
  // 'a stone or two' is a thing; 'a navy or grey suit' a colour: 'or'/'and' count only before no other colour.
  const coordinated = (next === 'or' || next === 'and') && COLOUR_WORD_SET.has(ws[i + 2] ?? '');
  return article && AFTER_A_THING.has(next ?? '') && !coordinated;
}
const COLOUR_WORD_SET: ReadonlySet<string> = new Set(COLOURS);
const PIECE_NOUN_SET: ReadonlySet<string> = new Set(GARMENT_WORDS);

/** Colour words that open a name of something else ('Black Friday sales', 'a white Christmas', 'black ice'): no colour. */
// prettier-ignore
const COLOUR_IDIOMS: readonly (readonly [string, string])[] = [['black', 'friday'], ['white', 'christmas'], ['black', 'ice'], ['blue', 'monday'],
  ['red', 'carpet'], ['green', 'light'], ['black', 'eye'], ['white', 'noise'], ['cyber', 'monday'], ['pink', 'eye'], ['red', 'eye']];

function coloursIn(t: string): string[] {
  const found: { name: string; at: number; end: number }[] = [];
  // 'All-white', 'all-black': the colour of a whole look. A colour word an article makes a thing is no colour ('lost a stone').
  const ws = t.replace(/ all-(?=[a-z])/g, ' all ').split(' ');
  const idiom = (i: number) => COLOUR_IDIOMS.some(([a, b]) => ws[i] === a && ws[i + 1] === b);
  let rest = ws.map((w, i) => (COLOUR_WORD_SET.has(w) && (colourAsThing(ws, i) || idiom(i)) ? '~'.repeat(w.length) : w)).join(' ');
  for (const { name, re } of COLOUR_RES) {
    const m = re.exec(rest);
    if (!m) continue;
    found.push({ name, at: m.index, end: m.index + m[0].length - 1 });
    rest = rest.slice(0, m.index + 1) + ' '.repeat(m[0].length - 2) + rest.slice(m.index + m[0].length - 1);
  }
  // A hue word right after a shade names the shade's family, not a second colour.
  const familyOfShade = (f: (typeof found)[number]) =>
    HUE_FAMILIES.has(f.name) && found.some((g) => g.end === f.at && !HUE_FAMILIES.has(g.name) && !NEUTRAL_WORDS.has(g.name));
  return [
    ...new Set(
      found
        .filter((f) => !familyOfShade(f))
        .sort((a, b) => a.at - b.at)
        .map((f) => f.name),
    ),
  ];
}

/**
 * Money in a currency the price tables do not hold ('60,000 pesos', '2,500 NOK', '40 000 yen'): no budget is read, so no
 * price in dollars is weighed against it. Its words as data.
 */
// prettier-ignore
const OTHER_CURRENCIES: ReadonlySet<string> = new Set(['peso', 'pesos', 'yen', 'nok', 'sek', 'dkk', 'kr', 'kroner', 'krone', 'kronor', 'rupee',
  'rupees', 'inr', 'cad', 'aud', 'nzd', 'chf', 'franc', 'francs', 'zar', 'rand', 'reais', 'real', 'brl', 'mxn', 'won', 'krw', 'yuan', 'rmb', 'cny',
  'baht', 'ringgit', 'lira', 'zloty', 'forint', 'dirham', 'dirhams', 'aed', 'sgd', 'hkd', 'ils', 'shekel', 'shekels', 'naira', 'shilling', 'shillings',
  'ksh', 'kes', 'bob', 'ngn', 'ghs', 'cedi', 'cedis', 'idr', 'rupiah', 'vnd', 'egp', 'pkr', 'lkr', 'bdt', 'taka']);

/** Thousands said in groups ('60 000', '2.500', written '60,000') as one number; word by word, so no pattern can backtrack. */
function joinThousands(t: string): string {
  const digits = (w: string | undefined, min: number, max: number) => !!w && w.length >= min && w.length <= max && [...w].every((c) => c >= '0' && c <= '9');
  const out: string[] = [];
  const ws = t.split(' ');
  for (let i = 0; i < ws.length; i++) {
    let w = ws[i]!;
    const parts = w.split('.');
    if (parts.length > 1 && digits(parts[0], 1, 3) && parts.slice(1).every((p) => digits(p, 3, 3))) w = parts.join('');
    // '$1 200': the sign stays in front of the number it opens.
    const sign = '$£€'.includes(w[0] ?? 'x') ? 1 : 0;
    if (digits(w.slice(sign), 1, 3)) while (digits(ws[i + 1], 3, 3)) w += ws[++i]!;
    out.push(w);
  }
  return out.join(' ');
}

/** Currency signs written before the number in currencies the price tables do not hold ('R1,500' rand, 'kr400'). */
// prettier-ignore
const OTHER_CURRENCY_SIGNS: ReadonlySet<string> = new Set(['r', 'kr', 'rs', 'rm', 'rp', 'nz', 'zł', '₦', '₹', '¥', '₩', '₱', '₺', '₽', '₪', '฿', '₫', '₴',
  'a$', 'au$', 'c$', 'ca$', 'nz$', 's$', 'hk$', 'r$', 'mx$']);

const THOUSANDS = /^\d{1,3}k$/i;
/** Words that put a limit on money when a number follows ('under 15k'); a '10k' after a verb of running is a race. */
const MONEY_LIMITS: ReadonlySet<string> = new Set(['under', 'below', 'max', 'maximum', 'budget', 'around', 'about', 'spend', 'upto', 'than']);

/** The first money said in a currency the price tables do not hold, as it was written ('R1,500', '400 kr', '2,500 NOK'); null when none. */
export function moneyAbroadIn(raw: string): string | null {
  // A full stop after a number ends the sentence ('my budget is R1,500.').
  const ws = joinThousands(raw)
    .split(' ')
    .map((w) => (w.endsWith('.') ? w.slice(0, -1) : w));
  const isNumber = (w: string | undefined) => !!w && w.length > 0 && [...w].every((c) => (c >= '0' && c <= '9') || c === '.');
  const grouped = (n: string) => (isNumber(n) && !n.includes('.') ? Number(n).toLocaleString('en-US') : n);
  // Codes are written in capitals; 'kr' and 'bob' (Kenyan shillings, as said) are words.
  const written = (c: string) => (c.length <= 3 && c !== 'kr' && c !== 'bob' ? c.toUpperCase() : c);
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    const digitAt = [...w].findIndex((c) => c >= '0' && c <= '9');
    // Letters before a dollar sign name another country's dollar ('N$1,500', 'NZ$80', 'A$200'), unless they are the US's.
    const sign = w.slice(0, digitAt);
    const otherDollar = /^[a-z]{1,3}\$$/i.test(sign) && sign.toLowerCase() !== 'us$';
    if (digitAt > 0 && (OTHER_CURRENCY_SIGNS.has(sign) || otherDollar) && isNumber(w.slice(digitAt))) {
      let n = w.slice(digitAt);
      while (n.length <= 3 && isNumber(ws[i + 1]) && ws[i + 1]!.length === 3) n += ws[++i]!;
      return `${w.slice(0, digitAt).toUpperCase()}${grouped(n)}`;
    }
    // 'under 15k', 'max 2k': thousands of the person's own money, whatever currency that is.
    if (THOUSANDS.test(w) && MONEY_LIMITS.has(ws[i - 1]?.toLowerCase() ?? '')) return w.toLowerCase();
    if (!isNumber(w)) continue;
    if (OTHER_CURRENCIES.has(ws[i + 1] ?? '')) return `${grouped(w)} ${written(ws[i + 1]!)}`;
    // '40,000 dram to spend', '500 lari budget': whatever the word, what there is to spend is money in it.
    const unit = ws[i + 1] ?? '';
    if (
      /^[a-z]+$/i.test(unit) &&
      !NOT_MONEY_AFTER.has(unit.toLowerCase()) &&
      (TO_SPEND.has(ws[i + 2] ?? '') || (ws[i + 2] === 'to' && TO_SPEND.has(ws[i + 3] ?? '')))
    )
      return `${grouped(w)} ${unit}`;
    if (OTHER_CURRENCIES.has(ws[i - 1] ?? '')) return `${written(ws[i - 1]!)} ${grouped(w)}`;
  }
  return null;
}

/** Words after a number that count something other than money ('3 days to spend in Rome', '2 hours to spend'). */
// prettier-ignore
const NOT_MONEY_AFTER: ReadonlySet<string> = new Set(['day', 'days', 'hour', 'hours', 'hrs', 'minute', 'minutes', 'mins', 'night', 'nights', 'week', 'weeks',
  'weekend', 'weekends', 'month', 'months', 'year', 'years', 'people', 'of', 'and', 'or', 'to', 'more', 'whole', 'full']);

/** Words in an aside that say what there is to spend ('(budget $150)', '(can spend 200 at most)'). */
const TO_SPEND: ReadonlySet<string> = new Set(['spend', 'spending', 'budget', 'afford', 'limit', 'most']);

/**
 * A message without its bracketed asides that hold a number and no word of spending ('my fav persa find (900 pesos!!)',
 * 'the boots (£40 in the sale)'): a price in brackets says what a piece cost, which is no budget. '(budget $150)' and
 * '(under 200)' stay, as they say what there is to spend.
 */
export function costAsidesOut(message: string): string {
  return message.replace(/\([^()]*\)/g, (aside) => {
    const ws = wordsOf(norm(aside));
    const hasNumber = [...aside].some((c) => c >= '0' && c <= '9');
    const spending = ws.some((w) => MONEY_LIMITS.has(w) || TO_SPEND.has(w)) && !ws.some((w) => PAID.has(w) || ACQUIRED.has(w));
    return hasNumber && !spending ? ' ' : aside;
  });
}

/** A number with its sign after it, as a match with the sign first ([whole, sign, amount]), so one reading serves both orders. */
function signAfter(m: RegExpExecArray | null): RegExpExecArray | null {
  if (!m) return null;
  return Object.assign([m[0], m[2]!, m[1]!], { index: m.index, input: m.input }) as unknown as RegExpExecArray;
}

/** Words of a temperature said ('9 degrees this morning'), and of money ('spend', 'budget'), which decide what a bare number is. */
// prettier-ignore
const TEMPERATURE_TALK: ReadonlySet<string> = new Set(['degrees', 'degree', 'deg', 'celsius', 'fahrenheit', 'temp', 'temps', 'temperature', 'temperatures', 'warmer', 'cooler', 'colder', 'hotter']);
// prettier-ignore
const MONEY_TALK: ReadonlySet<string> = new Set(['spend', 'spending', 'budget', 'buy', 'buying', 'price', 'prices', 'cost', 'costs', 'afford', 'shop', 'shopping', 'pay', 'paying', 'sale', 'sales', 'cheap', 'money', 'cash']);

/** The highest number that may be a temperature in °C. */
const HOTTEST_SAID = 50;

/** Verbs of a temperature rising, before 'up to' a number ('warming up to 72'). */
const RISING: ReadonlySet<string> = new Set([
  'warming',
  'warms',
  'heating',
  'heats',
  'climbing',
  'climbs',
  'rising',
  'rises',
  'going',
  'goes',
  'getting',
  'creeping',
  'shooting',
  'jumping',
  'heading',
]);

/** `abroad`: money said in a currency the tables do not hold, which makes no dollar budget. */
function budgetIn(raw: string, abroad: string | null): ParsedQuestion['budget'] {
  const t = joinThousands(raw);
  if (abroad !== null) return null;
  // A number said without a sign is money only when nothing after it says what it measures ('got about 10 inches of
  // snow', 'gusts up to 50 mph', 'have 3 days' are not budgets).
  // Nor, in a message about the temperature with no word of money, is 'going up to 27 later' anything to spend.
  const ws = wordsOf(t);
  const weatherOnly = ws.some((w) => TEMPERATURE_TALK.has(w)) && !ws.some((w) => MONEY_TALK.has(w));
  const unsigned = (m: RegExpExecArray | null) =>
    m &&
    !(weatherOnly && Number(m[m.length - 1]) <= HOTTEST_SAID) &&
    // 'Warming up to 72 by noon', 'climbing up to 30': the day's temperature rising, in any scale.
    !RISING.has(wordsOf(t.slice(0, m.index)).at(-1) ?? '') &&
    !measuresSomething(t.slice(m.index + m[0].length)) &&
    !/^(°|f |c )/.test(t.slice(m.index + m[0].length))
      ? m
      : null;
  const m =
    /([$£€])\s?(\d{1,6}(?:[.,]\d{1,2})?)/.exec(t) ??
    // '70€', '40 £': the sign written after the number, as much of Europe writes it.
    signAfter(/ (\d{1,6}(?:[.,]\d{1,2})?) ?([$£€])/.exec(t)) ??
    / (\d{1,6}) ?(dollars|bucks|usd|euros?|eur|pounds|gbp|quid) /.exec(t) ??
    unsigned(/ (under|below|less than|up to|max(imum)?|budget(?: of| is)?(?: like| about| around| roughly)?) (\d{1,6}) /.exec(t)) ??
    // 'have about 200', 'spend around 150': money said without a sign.
    unsigned(/ (?:have|spend|spending|got|pay|paying) (?:about |around |roughly |up to |like )?(\d{2,6}) /.exec(t));
  if (!m) return null;
  // 'Just thrifted a suede jacket for $30', 'paid 40 quid for it': what a piece cost, not what there is to spend.
  const before = wordsOf(t.slice(0, m.index));
  while (MONEY_HEDGES.has(before.at(-1) ?? '')) before.pop();
  const last = before.at(-1) === 'for' ? before.length - 2 : before.length - 1;
  if (PAID.has(before.at(-1) ?? '') || (before.at(-1) === 'for' && before.slice(Math.max(0, last - 6), last + 1).some((w) => ACQUIRED.has(w)))) return null;
  // 'Dropped about 25 pounds', 'put on 10 pounds': a body's weight, not money.
  if (/pound/.test(m[0]) && before.slice(-3).some((w) => WEIGHED.has(w))) return null;
  if (m[1] === '$' || m[1] === '£' || m[1] === '€') {
    return { amount: Number(m[2]!.replace(',', '.')), currency: m[1] === '£' ? 'GBP' : m[1] === '€' ? 'EUR' : 'USD' };
  }
  if (m[2] && /^(dollars|bucks|usd|euros?|eur|pounds|gbp|quid)$/.test(m[2])) {
    const c = m[2];
    return { amount: Number(m[1]), currency: /eur/.test(c) ? 'EUR' : /pound|gbp|quid/.test(c) ? 'GBP' : 'USD' };
  }
  return { amount: Number(m[m.length - 1]), currency: 'USD' };
}

/** `whole` is the message with its asides ('What else?'), which say what is asked in a piece's place. */
/** Words that deny the dress code after them ('not black tie', "isn't formal"). */
const CODE_DENIED: readonly string[] = ['not', "isn't", 'isnt', "wasn't", "won't be", 'never', 'not quite', 'not exactly', 'not really', 'not strictly', 'no'];

function avoidIn(t: string, whole: string, sentences: readonly string[] = [t]): string[] {
  const out: string[] = [];
  // A 'not' ends with its sentence: 'not super traditional. kurta or nah' rules no kurta out.
  for (const sentence of sentences) {
    AVOID_RE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = AVOID_RE.exec(sentence))) {
      const phrase = ` ${m[m.length - 1]!.trim()} `;
      // 'No idea what shoes to put with it', 'no clue which bag': not knowing is no piece ruled out.
      if (m[1] === 'no' && NOT_KNOWING.has(phrase.trim().split(' ')[0]!)) continue;
      // 'No repeated saree', "don't want the same dress twice": not that piece again, which rules out no kind.
      if (REPEATING_WORDS.has(phrase.trim().split(' ')[0]!) || / (twice|again) /.test(phrase)) continue;
      // Only the first garment after the trigger: 'no heels, flats are fine' avoids heels only.
      const first = pieceHits(phrase)[0];
      // 'No basketball shoes', "don't have hiking boots": that kind only, not every pair of shoes or boots owned.
      // 'I don't have a bow tie': that kind, not every tie.
      if (first) out.push(finerPieceAt(phrase) ?? pieceForActivity(wordsOf(phrase), first.at, first.span) ?? first.id);
    }
  }
  // 'The lavender blouse has a coffee stain I can't get out, what else?': a piece out of use, and something asked in its place.
  const ws = wordsOf(whole);
  // Asked what to buy in its place ('my trainers are falling apart, should I buy the same again?'), the piece is replaced, not ruled out.
  if (says(ws, ALTERNATIVE) && !ws.some((w) => BUYING.has(w))) {
    const outOfUse = phrasesIn(ws, [{ id: 'out', phrases: OUT_OF_USE }])[0];
    // The piece is said before the words that put it out of use ('the blouse has a stain') or after them ('can't find the pashmina').
    const subject = outOfUse
      ? (claimPhrases(ws.slice(Math.max(0, outOfUse.at - 4), outOfUse.at), GARMENTS).at(-1)?.id ??
        claimPhrases(ws.slice(outOfUse.at + outOfUse.span, outOfUse.at + outOfUse.span + 4), GARMENTS)[0]?.id)
      : undefined;
    if (subject) out.push(subject);
  }
  // 'I don't do dresses or heels', 'can't wear heels': kinds the person never wears are out of the outfit and the advice.
  // A piece past use with something to buy asked is what is replaced: no kind ruled out.
  const buying = ws.some((w) => BUYING.has(w));
  out.push(...ruledOutIn(whole).flatMap((r) => (r.lacks || (buying && r.outOfUse) ? [] : [r.piece])));
  // 'Nothing precious please': delicate fabrics are ruled out as a kind, whatever the garment.
  if (says(ws, NOTHING_PRECIOUS)) out.push('delicate');
  // 'Nothing gendered': the pieces only one side wears are out, whatever the department.
  if (says(ws, NOTHING_GENDERED)) out.push('dress', 'skirt', 'heels');
  // 'Solid colours only', 'no busy prints': patterns are ruled out as a kind, whatever the garment.
  if (
    / (solid colou?rs?|solids|plain colou?rs?|block colou?rs?|(no|not|without|avoid(ing)?|skip) (any |busy |loud |bold )?(patterns?|prints?|patterned|printed|stripes?|logos?|graphics?)) /.test(
      t,
    )
  )
    out.push('patterns');
  return [...new Set(out)];
}

/** Forms of 'rain' that say the weather, not a piece rained on. */
const RAIN_AS_WEATHER: ReadonlySet<string> = new Set(['rain', 'rains', 'raining', 'rainy']);

/** Words of heat or cold a word before them may only intensify ('stinking hot', 'freezing cold'). */
const HEAT_WORDS: ReadonlySet<string> = new Set(['hot', 'cold', 'warm', 'humid', 'muggy', 'sticky', 'freezing']);

/** The problems a message names; holes are moths only in a garment or where moths are said ('digging holes' is no closet pest). */
function problemHits(t: string, garmentNamed: boolean) {
  const ws = words(t);
  const pieces = pieceHits(t);
  const garmentAt = new Set(pieces.map((h) => h.at));
  // A word inside a garment's own name is the garment's ('a tea dress', 'a coffee-coloured coat' named as a piece).
  const insideAPiece = (i: number) => pieces.some((p) => i >= p.at && i < p.at + p.span);
  return conceptsIn(ws, PROBLEMS).filter(
    (h) =>
      ((h.id !== 'moths' && h.id !== 'repair') || garmentNamed || / (moths?|moth-eaten|moth holes) /.test(t)) &&
      !(h.id.startsWith('stain:') && (insideAPiece(h.at) || opensAGarmentName(ws, h.at + h.span, garmentAt))) &&
      // 'Raining on and off all day' is the weather; only 'rained on' says a piece got wet.
      !(h.id === 'stain:water' && RAIN_AS_WEATHER.has(ws[h.at] ?? '')) &&
      // 'Stinkin hot', 'stinking cold': a smell word before a word of heat or cold only says how much.
      !(h.id === 'smell' && HEAT_WORDS.has(ws[h.at + h.span] ?? '')) &&
      // 'Grey with brown, or does it look all muddy?', 'do I gotta wear the scuffed dress shoes' (problem-as-description.ts).
      !(saidAsALook(ws, h.at) && coloursIn(t).length >= 2) &&
      // 'Too washed out together?': how colours look, not a wash.
      !(h.id === 'wash' && ws[h.at + h.span] === 'out' && /^wash/.test(ws[h.at] ?? '')) &&
      // 'What colours go with rust?': a soiling that is also a colour, asked of as a colour, is the colour.
      !(h.id.startsWith('stain:') && asksColoursOf(ws, h.at)) &&
      !(h.id === 'stain' && spotAsAPlace(ws, h.at)) &&
      !(h.id === 'storage' && storeAsAShop(ws, h.at)) &&
      // 'Don't want to ruin the pile': a velvet's or a towel's raised surface, not pills on a knit.
      !(h.id === 'pilling' && ws[h.at] === 'pile') &&
      !namesAPieceByState(ws, h.at, h.span, garmentAt),
  );
}

/** Words before 'spot' that make it a place ('the best ceviche spot', 'a good spot to watch'), and after it ('a spot to sit'). */
// prettier-ignore
const PLACE_SPOT_BEFORE: ReadonlySet<string> = new Set(['best', 'good', 'great', 'nice', 'top', 'favourite', 'favorite', 'fave', 'quiet', 'cool', 'local',
  'hidden', 'tourist', 'parking', 'picnic', 'viewing', 'sunset', 'camping', 'fishing', 'lunch', 'brunch', 'dinner', 'date', 'hangout', 'new', 'cute']);
const PLACE_SPOT_AFTER: ReadonlySet<string> = new Set(['to', 'for', 'near', 'nearby', 'in', 'around', 'downtown', 'where']);
/** Where a mark lands ('a spot on my cuff', 'spots of bleach') the spot is a stain; a spot one goes to is a place. */
function spotAsAPlace(ws: readonly string[], at: number): boolean {
  if (!['spot', 'spots'].includes(ws[at] ?? '')) return false;
  const next = ws[at + 1] ?? '';
  if (next === 'on' || next === 'of' || next === 'out') return false;
  return PLACE_SPOT_BEFORE.has(ws[at - 1] ?? '') || PLACE_SPOT_BEFORE.has(ws[at - 2] ?? '') || PLACE_SPOT_AFTER.has(next) || next === '';
}

/** Words before 'store' that make it a shop ('the department store', 'a thrift store'); 'store it', 'how to store' are the verb. */
// prettier-ignore
const SHOP_STORE_BEFORE: ReadonlySet<string> = new Set(['the', 'a', 'an', 'this', 'that', 'department', 'grocery', 'corner', 'convenience', 'thrift',
  'vintage', 'outlet', 'hardware', 'general', 'book', 'shoe', 'clothing', 'clothes', 'flagship', 'discount', 'big', 'local', 'online', 'apple']);
function storeAsAShop(ws: readonly string[], at: number): boolean {
  return ['store', 'stores'].includes(ws[at] ?? '') && SHOP_STORE_BEFORE.has(ws[at - 1] ?? '');
}

/** Verbs that bring a cause onto a piece ('spilled red wine', 'got curry on it', 'the toddler drew on my chinos'). */
// prettier-ignore
const LANDING_VERBS: ReadonlySet<string> = new Set(['got', 'stuck', 'dripped', 'drip', 'spilled', 'spilt', 'spill', 'smeared', 'splashed', 'splattered',
  'drew', 'dropped', 'knocked', 'leaked', 'leaking', 'rubbed', 'tracked']);
/** Words that put a cause on something ('on my shirt', 'all down the front'): they count only with a piece just after them. */
const ONTO: ReadonlySet<string> = new Set(['on', 'onto', 'over', 'down', 'inside', 'in']);
/** Parts of a piece a mark lands on ('the cuff', 'the collar', 'down the front'). */
// prettier-ignore
const PIECE_PARTS: ReadonlySet<string> = new Set(['cuff', 'cuffs', 'collar', 'collars', 'sleeve', 'sleeves', 'hem', 'lapel', 'lapels', 'front', 'pocket',
  'neckline', 'waistband', 'knee', 'knees', 'toe', 'toes', 'heel', 'sole', 'strap', 'lining']);
/** How far from its cause a verb that brings it may stand ('spilled red wine all down my shirt'). */
const CAUSE_REACH = 4;
/** How far from its cause 'on' a piece may stand ('drew on my chinos with a crayon'); a far 'on Saturday' names no piece. */
const ONTO_REACH = 6;

/** Whether the word at i is the colour a colour question asks about ('what colours go w rust'): a colour word just after the ask. */
function asksColoursOf(ws: readonly string[], i: number): boolean {
  if (colourInfo(ws[i] ?? '').kind === 'unknown') return false;
  const asked = phrasesIn(ws, [{ id: 'asked', phrases: COLOURS_ASKED }]);
  return asked.some((h) => i >= h.at + h.span && i - (h.at + h.span) <= 2);
}

/**
 * 'The wax-print wrap dress', 'my wine velvet blazer': a stain's cause that opens a garment's name, with only words of
 * its look between (a print, a colour, a fabric, another garment word), is the piece's print or colour, not a mark on it.
 * A word of marking or any other word between keeps it a stain ('grass-stained jeans', 'gum on my jeans').
 */
/** Words that never stand inside a garment's name: they link what lands to the piece it lands on. */
// prettier-ignore
const NAME_BREAKS: ReadonlySet<string> = new Set(['on', 'onto', 'in', 'into', 'over', 'down', 'all', 'of', 'off', 'out', 'up', 'at', 'from', 'to', 'with', 'and',
  'or', 'my', 'the', 'a', 'an', 'it', 'its', "it's", 'i', 'me', 'your', 'his', 'her', 'their', 'our', 'is', 'was', 'got', 'get', 'stain', 'stained', 'stains']);

function opensAGarmentName(ws: readonly string[], from: number, garmentAt: ReadonlySet<number>): boolean {
  for (let i = from; i < ws.length && i <= from + 3; i++) {
    if (garmentAt.has(i)) return true;
    const w = ws[i]!;
    // 'The waxed field jacket': a word of the name the tables do not hold ('field', 'work') is still of the name; only a
    // word that links a cause to a piece ('gum on my jeans', 'wine all over the shirt') ends it.
    if (NAME_BREAKS.has(w)) return false;
  }
  return false;
}

/** A stain cause alone ('wine', 'oil') is a colour or a word, not a problem, unless a stain or cleaning is also in the question. */
function problemIn(t: string, garmentNamed: boolean): ProblemId | null {
  const ws = words(t);
  const hits = problemHits(t, garmentNamed);
  // 'Stinks of sweat', 'smells like smoke': what a smell is of is no stain.
  const smelledOf = (h: { at: number }) => hits.some((m) => m.id === 'smell' && m.at < h.at && h.at - m.at <= 3);
  const causes = hits.filter((h) => h.id.startsWith('stain:') && !smelledOf(h));
  // '...paint splashed on the hem of my jeans': a cause landed on a garment is a stain too.
  const stainSaid =
    hits.some((h) => h.id === 'stain' || h.id === 'wash') ||
    / (out|off|remove|removing|get rid|lift|clean) /.test(t) ||
    // A leak, a mark or a spot is a stain whatever verb brings it ('a pen leaked in my pocket', 'yellow marks').
    / (leak|leaks|leaked|leaking|bled|burst|exploded|smudges?|smudged|marks?|spots?|blots?|splatter(ed)?|splodge) /.test(t) ||
    // A colour the cloth has gone is a mark too ('the armpits have gone yellow', 'collars turning grey').
    / (gone|turned|turning|going|gotten) (yellow|yellowish|grey|gray|brown|dingy) /.test(t) ||
    (garmentNamed && landedBeside(ws, causes, new Set(pieceHits(t).flatMap((h) => Array.from({ length: h.span }, (_, k) => h.at + k)))));
  // Water's own words say it landed ('it's been rained on', 'got soaked'): no other word is needed.
  // (Only where care is asked: 'the hems get soaked in slush' told of jeans that pool is their length's trouble.)
  const waterLanded = garmentNamed && causes.some((c) => c.id === 'stain:water') && says(ws, CARE);
  if (causes.length && (stainSaid || waterLanded)) return causes[0]!.id;
  // 'How do I wash it? There's a small stain on the sleeve': the stain is what the wash must deal with first.
  if (hits.some((h) => h.id === 'stain') && hits.some((h) => h.id === 'wash')) return 'stain';
  // 'Washed it on hot n now it's tiny': the precise problem said is what is asked, not the washing that caused it.
  // A wash told as done ('washed it on hot') is the cause; one asked ('how do I wash it… it's gone fuzzy') is the question.
  const washedBefore = hits.some((h) => h.id === 'wash' && /ed$/.test(ws[h.at] ?? ''));
  // 'Without shrinking it', 'w/o it pilling': a problem to prevent is no problem the piece has.
  const prevented = (h: { at: number }) => PREVENTING.has(ws[h.at - 1] ?? '') || (ws[h.at - 1] === 'o' && ws[h.at - 2] === 'w');
  const precise = hits.find((h) => !h.id.startsWith('stain:') && h.id !== 'wash' && !prevented(h));
  return (washedBefore ? precise?.id : undefined) ?? hits.find((h) => !h.id.startsWith('stain:'))?.id ?? null;
}

/**
 * Whether a cause landed on a piece: a verb that brings it stands beside it ('spilled coffee'), or it is said on a piece
 * near it ('coffee on my jeans', 'drew on my chinos with a crayon'). 'Coffee after the shops … on Saturday' is no stain.
 */
function landedBeside(ws: readonly string[], causes: readonly { at: number; span: number }[], garmentAt: ReadonlySet<number>): boolean {
  const distance = (c: { at: number; span: number }, i: number) => (i >= c.at + c.span ? i - (c.at + c.span) + 1 : c.at - i);
  // The piece, or a part of one ('on the cuff of my shirt', 'all down the front'), within a few words of 'on'.
  const onAPiece = (i: number) => [1, 2, 3, 4, 5, 6].some((k) => garmentAt.has(i + k) || PIECE_PARTS.has(ws[i + k] ?? ''));
  return causes.some((c) =>
    ws.some(
      (w, i) =>
        !(i >= c.at && i < c.at + c.span) &&
        ((LANDING_VERBS.has(w) && distance(c, i) <= CAUSE_REACH) || (ONTO.has(w) && onAPiece(i) && distance(c, i) <= ONTO_REACH)),
    ),
  );
}

/** Words before a problem that say it is to be prevented, not had ('without shrinking it'). */
const PREVENTING: ReadonlySet<string> = new Set(['without', 'avoid', 'avoiding', 'prevent', 'preventing', 'stop', 'wo']);

/** Words that make a clause about the place a trip leaves from. */
// prettier-ignore
const ORIGIN_WORDS: ReadonlySet<string> = new Set(['leaving', 'leave', 'departing', 'depart', 'here']);

/**
 * The message without its clauses about the place a trip leaves ('but I'm leaving Logan in the freezing cold', 'I'll be leaving
 * from rainy Vancouver'): a clause is cut at sentence ends, semicolons, dashes and 'but'.
 */
export function withoutOriginClauses(message: string): { rest: string; origin: string } {
  const clauses = message
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;]) /)
    .flatMap((sentence) => sentence.split(/ (?:but|—|–|-) /i));
  const isOrigin = (c: string) => wordsOf(norm(c)).some((w) => ORIGIN_WORDS.has(w));
  const kept = clauses.filter((c) => !isOrigin(c));
  return kept.length === clauses.length ? { rest: message, origin: '' } : { rest: kept.join(' '), origin: clauses.filter(isOrigin).join(' ') };
}

/** Weather words of the cold, said of the place a trip leaves. */
const LEAVING_COLD: ReadonlySet<string> = new Set(['cold', 'freezing', 'snow', 'ice']);

/** The message for its weather: without the words read as a care problem on a piece ('boots caked in mud' is no rain; word-sense.ts). */
function weatherWordsOf(message: string, ws: readonly string[]): string {
  // A word of the weather said of a piece ('a muddy boot', 'something warm') says nothing of the day.
  const ofAPiece = (i: number) => ['problem', 'describer'].includes(otherSenseAt(ws, i) ?? '');
  return ws.some((_, i) => ofAPiece(i)) ? ws.filter((_, i) => !ofAPiece(i)).join(' ') : message;
}

/** Stain causes said only as the weather ('it's muddy out, what shoes?'), unless care is asked ('a muddy field … how do I clean them'). */
const asWeatherOnly = (ws: readonly string[]): ProblemId[] => (says(ws, CARE) ? [] : problemsSaidAsWeather(ws));

/** The problem read from the lists, or a precise one the words' senses name when the lists read none or only 'wash' or 'stain' ('boots caked in mud'). */
function problemBy(listed: ProblemId | null, ws: readonly string[]): ProblemId | null {
  const read = listed && asWeatherOnly(ws).includes(listed) ? null : listed;
  const sensed = read === null || read === 'wash' || read === 'stain' ? (problemsBySense(ws)[0] ?? read) : read;
  // 'How do I get it out?' of a named piece asks for a mark to come out, whatever the soiling was called.
  return sensed ?? (asksToRemove(ws) ? 'stain' : caresForAPiece(ws) ? 'wash' : null);
}

/** Every problem named, the one `problemIn` reads first, then the other precise ones (stain causes when a stain is said, shrinking, pilling...) in the order written. */
function problemsIn(t: string, garmentNamed: boolean): ProblemId[] {
  const first = problemIn(t, garmentNamed);
  if (!first) return [];
  const hits = problemHits(t, garmentNamed);
  const stainSaid = first.startsWith('stain:');
  const more = hits.filter((h) => h.id !== 'stain' && h.id !== 'wash' && (stainSaid || !h.id.startsWith('stain:'))).map((h) => h.id);
  const all = [...new Set([first, ...more])];
  // 'Curry sauce', 'tomato sauce': one stain whose method already treats the oil in it.
  return all.some((p) => p === 'stain:curry' || p === 'stain:tomato') ? all.filter((p) => p !== 'stain:grease') : all;
}

/** Whether a follow-up says the day is free of work (its own plan, if it names one, is the plan then). */
function offWorkSaid(message: string, current: Omit<ParsedQuestion, 'followUp' | 'change'>): boolean {
  return !current.occasions.includes('work') && says(wordsOf(norm(message)), DAY_OFF);
}

/** An occasion's name without the words that joined it to the plan before ('then dinner' → 'dinner'). */
function withoutConnective(name: string | null): string | null {
  if (!name) return name;
  const ws = name.split(' ');
  let k = 0;
  // 'Then we're having lunch' names the lunch: the light verb before a meal or gathering is no part of its name.
  while (k < ws.length - 1 && (CONNECTIVE_WORDS.has(ws[k]!.toLowerCase()) || LIGHT_GERUNDS.has(ws[k]!.toLowerCase()))) k++;
  return ws.slice(k).join(' ');
}

const REPEATING_WORDS: ReadonlySet<string> = new Set(REPEATING);
/** Words that open a place's noun phrase after 'in' or 'at' ('in the gym', 'at an outdoor garden', 'in her garden'). */
const PLACE_DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'our', 'my', "someone's"]);
const GATHERINGS: ReadonlySet<string> = new Set([...SETTING_NOUNS, ...HALL_GATHERINGS]);
/** Occasions that, said before an event's noun, say whose event it is: 'the work do' is a party. */
const HOSTING_SETTINGS: ReadonlySet<string> = new Set(['work', 'class']);
const CONNECTIVE_WORDS: ReadonlySet<string> = new Set(CONNECTIVES);
const LIGHT_GERUNDS: ReadonlySet<string> = new Set(['having', 'grabbing', 'getting', 'doing', 'holding', 'throwing']);
const BUYING: ReadonlySet<string> = new Set(BUYING_VERBS);
const CAPS: ReadonlySet<string> = new Set(CAP_AFTER);

/** Whether the message's first question opens by asking a piece's colour ('what colour blouse…', 'which shade of tie…'). */
function opensOnAColour(raw: string): boolean {
  const first = raw.split(/[.!?\n]/).find((c) => /^\s*(what|which)\b/i.test(c) || raw.includes(`${c}?`)) ?? '';
  const m = /^\s*(?:so |ok |and )?(?:what|which) (?:colou?r|shade|tone)(?: of)? ([a-z-]+)/i.exec(first);
  // 'What colours go with my coat?' asks the colours of a piece, a question of its own.
  return !!m && piecesIn(` ${m[1]!.toLowerCase()} `).length > 0;
}

/** Whether the message refuses buying ('I can't really buy anything', 'not buying', "can't afford it"), rather than capping it. */
/** Words that deny the verb just after them. */
const NEGATORS: ReadonlySet<string> = new Set([
  'not',
  "n't",
  'no',
  'never',
  'without',
  "don't",
  'dont',
  "can't",
  'cant',
  "won't",
  'wont',
  'cannot',
  "didn't",
  'didnt',
]);

function buyingRefused(raw: string): boolean {
  const tokens = tokensOf(raw);
  return tokens.some(
    (t, i) =>
      (BUYING.has(t.lemma) || BUYING.has(t.lower.replace(/ing$/, ''))) &&
      // The denial is the verb's own ('not buying', "can't really afford"), not one that opened the sentence before it.
      tokens.slice(Math.max(0, i - 3), i).some((n) => NEGATORS.has(n.lower)) &&
      // "I don't mind spending $100" denies the minding, not the spending.
      !tokens.slice(Math.max(0, i - 3), i).some((n) => n.lemma === 'mind') &&
      !tokens.slice(i + 1, i + 3).some((n) => CAPS.has(n.lower)),
  );
}

const HAVING: ReadonlySet<string> = new Set(['have', 'own', 'got']);

/** Another piece asked for in one's place ('what else for shoes?', 'anything else?', 'an alternative?'). */
const ANOTHER_ASKED: readonly string[] = ['what/anything/something else', 'instead', 'alternative/alternatives', 'other option/options'];
/** Words in that clause that ask for something other than a piece to wear in its place. */
const NOT_A_SWAP: ReadonlySet<string> = new Set(['with', 'try', 'do', 'use', 'buy', 'get', 'fix', 'clean', 'wash', 'treat']);

/** `unnamed`: the words of `t` with names set aside (namesSetAside), read once by the caller. */
function kindOf(raw: string, t: string, q: Omit<ParsedQuestion, 'kind' | 'followUp' | 'change'>, unnamed: readonly string[]): QuestionKind {
  const ws = wordsOf(t);
  const said = (cue: readonly string[]) => says(ws, cue);
  // A piece named by its state ('the scuffed dress shoes') asks no care of it (problem-as-description.ts).
  const garmentAt = new Set(pieceHits(t).map((h) => h.at));
  // Nor does how colours look together ('will it look washed out').
  // A word of care inside a name ('the Polish Baltic Philharmonic') asks no care.
  const careSaid = says(
    unnamed.filter(
      (w, i) => !namesAPieceByState(ws, i, 1, garmentAt) && !(q.colours.length >= 2 && saidAsALook(ws, i)) && !(/^wash/.test(w) && ws[i + 1] === 'out'),
    ),
    CARE,
  );
  const whole = wordsOf(norm(raw));
  // Money said in a currency the price tables do not hold ('₦60,000') is money to spend all the same.
  // Money said beside buying refused ('$40 left this fortnight so I can't really buy anything') is a reason to wear what is owned.
  const money = (q.budget !== null || !!q.moneyAbroad) && !buyingRefused(raw);
  const saysOnly = (cue: readonly string[]) => phrasesIn(whole, [{ id: 'only', phrases: cue }]).some((h) => h.at === 0 && h.span === whole.length);
  if (saysOnly(GREETING)) return 'greeting';
  if (saysOnly(THANKS)) return 'thanks';
  // 'So bored of everything I own', 'I dress like a bus mechanic even on weekends. Help.': a fresh outfit from the closet.
  // A piece said as the rut itself ('the same old flannels every single day') is what to move away from, not what to buy.
  const otherAsk = said(BUY_ASKED) || said(COLOURS_ASKED) || said(PAIRING);
  if (said(STYLE_RUT) && (q.pieces.length === 0 || !otherAsk) && q.occasions.length === 0 && !q.activity && !money) return 'outfit';
  // 'Something warm but not boring', 'anything comfy?': clothes asked for by what they should be, nothing else to place them.
  if (clothesByQuality(raw) && q.pieces.length === 0 && q.occasions.length === 0 && !q.activity && !money && !q.offTopic) return 'outfit';
  if ((says(whole, ABOUT) || saysOnly(['help'])) && raw.split(/\s+/).length <= 6) return 'about';
  // 'Wat metal goes w my stuff': which metal to wear is dressing, never declined.
  const metal = said(METAL_ASKED);
  // 'The quickest way from Shin-Osaka to the airport with a suit bag?', 'import duty on a leather jacket?': a subject outside
  // clothes said before any piece is what is asked; the piece is only what the errand carries.
  const firstPiece = Math.min(...garmentAt);
  // The body is the exception: what hurts is so often what a piece does to it ('sore feet from my new boots').
  const subjectFirst = q.problem === null && q.fitArea === null && phrasesIn(ws, OFF_TOPIC).some((h) => h.at < firstPiece && h.id !== 'medical questions');
  if (q.offTopic && !said(FASHION_WORDS) && (q.pieces.length === 0 || subjectFirst) && !metal) return 'off-topic';
  // Nothing about clothes, grooming or getting dressed anywhere in it ('a good sushi place near me', 'a name for my puppy'):
  // declined before any other reading, so 'recommend' is not shopping.
  if (!aboutDressing(t, q)) return metal ? 'general' : 'off-topic';
  // A fact asked of an event, a price or a time, with no word of dressing in it, is no outfit question whatever event it names.
  if (said(FACT_ASKED) && !dressingSaid(t, q)) return 'off-topic';
  // A part of a garment that fits badly is a fit question, not care ('tight at the hips', 'shoulders too wide'); shoes that rub stay care.
  // The shoes must be the subject: 'jeans come down past my shoes' is about the jeans.
  const shoes = categoryOf(q.pieces[0]) === 'Shoes';
  // A fit problem is a garment's or its part's ('drag brunch' names neither: a drag is no hem).
  const fitSubject = q.pieces.length > 0 || said(FIT_PARTS);
  // 'My suit is tight across the shoulders now. What do I wear?': a fit told in one sentence, what to wear asked in another;
  // the sentence that asks decides (the fit is why the usual piece will not do).
  const askingClauses = clausesOf(raw).filter(asks);
  const wearAskedElsewhere = askingClauses.some((c) => says(wordsOf(norm(c)), OUTFIT_ASKED)) && !askingClauses.some((c) => fitIn(norm(c)).issue !== null);
  // 'Need a warm jacket that goes over kurtas, the camel coat is too long. budget 10k': a fit said of what is owned, beside money
  // to spend on another piece, is why one is bought.
  const buysAnother = money && q.pieces.length > 1;
  if (
    q.fitArea &&
    q.fitIssue &&
    fitSubject &&
    !shoes &&
    !wearAskedElsewhere &&
    !buysAnother &&
    (q.problem === null || q.problem === 'comfort' || q.problem === 'stretch')
  )
    return 'fit';
  // A fit problem with its fix asked and no care asked is the fit's, whatever else is said: a mark that comes of it ('they drag and
  // the hems get soaked: worth hemming?'), or the person's own change ('I think I'm shrinking! worth having them hemmed?').
  // Care told as how it came about ('they shrunk') is no care asked when the clause that asks weighs a fix ('size up or diff cut?').
  const careAsked = askingClauses.length ? askingClauses.some((c) => says(wordsOf(norm(c)), CARE)) : careSaid;
  if (q.fitIssue && fitSubject && !shoes && !careAsked && said(FIT_FIX)) return 'fit';
  // 'I want to buy one outfit for the reception... What should I look for?': the clause that asks asks what to buy, whatever
  // occasion or owned piece the rest sets beside it.
  if (askingClauses.some((c) => says(wordsOf(norm(c)), BUY_ASKED)) && q.fitArea === null && !careAsked && !q.offTopic && q.trip === null) return 'shopping';
  // 'Is the tweed jacket too heavy for a May wedding?', 'can I get away with the blazer over a tee for a talk?': a verdict asked
  // of a piece for an occasion or with another piece is the outfit built around it, with the verdict first; not its fit.
  // On a trip a bag is the luggage ('what I'm wearing plus one backpack'), not a piece to weigh.
  const weighed = q.trip?.form === 'trip' ? q.pieces.filter((p) => p !== 'bag') : q.pieces;
  if (weighed.length > 0 && (q.occasions.length > 0 || weighed.length >= 2) && said(PIECE_VERDICT) && q.fitArea === null) return 'outfit';
  // Two pieces weighed for an occasion ('the chukkas with the suit for the wedding, or should I stick to the oxfords?'): that outfit too.
  if (q.pieces.length >= 2 && q.occasions.length > 0 && said(COMPARING) && q.fitArea === null) return 'outfit';
  // 'Is the fisherman sweater too bulky under the peacoat?': one piece too thick for another is how they fit together.
  // Said beside a question of what to wear a piece with ('What do I wear the cable-knit with? It feels too chunky for the
  // office'), bulk is why it sits unworn: the pairing is asked.
  const bulkAsked = !q.pairWith || askingClauses.some((c) => says(wordsOf(norm(c)), BULK));
  if (said(BULK) && q.pieces.length > 0 && !shoes && bulkAsked) return 'fit';
  // 'How long should my sleeves be?', 'where should the shoulder seam sit?': how a part ought to fit.
  if (q.fitArea && !shoes && q.problem === null && / (how|where) .*(should|supposed|meant) /.test(t)) return 'fit';
  // 'Mine kind of pool at the bottom', 'they bunch up at the knee': what a named piece does on the body is how it fits (word-sense.ts).
  if (q.pieces.length > 0 && !shoes && q.problem === null && saysWhatAPieceDoes(ws)) return 'fit';
  // A trip is packing and an activity's bag is an outfit, by the request's form ('throw in my bag for boxing' is not bag care).
  if (q.trip?.form === 'trip' && !said(WHAT_TO_WEAR_NOW)) return 'packing';
  if (q.trip?.form === 'carry') return 'outfit';
  // A piece out of use and something asked in its place is about the outfit, not the stain.
  // Ruled out for a reason with no care asked ('I can't do the slip dress, it's at the cleaners') is the same: what to wear.
  // The clauses are read for a care ask only when a piece is ruled out for a reason (every message passes here).
  const asksCare = () => clausesOf(raw).some((c) => asks(c) && says(wordsOf(norm(c)), CARE));
  // 'My tote strap just ripped. I need a bag that fits a laptop, under $60. What should I look for?': the trouble is why a new
  // one is wanted; the clauses that ask, asking no care and no trouble, ask what to buy.
  if (
    (q.problem !== null || says(whole, OUT_OF_USE)) &&
    q.pieces.length > 0 &&
    (money || wishedPiece(ws, t) || (said(REPLACING) && q.fitIssue === null)) &&
    !said(OUTFIT_ASKED) &&
    // A trouble said in the clause that asks what to buy is what the new piece must spare ('what should I buy that won't hurt my knee?').
    !clausesOf(raw).some(
      (c) => asks(c) && (says(wordsOf(norm(c)), CARE) || (problemsIn(norm(c), true).length > 0 && !wordsOf(norm(c)).some((w) => BUYING.has(w)))),
    )
  )
    return 'shopping';
  // 'I'd rather not wear the derbies, they give me blisters. What else for shoes?': a piece set aside and another asked for is
  // the outfit without it, whatever trouble is why.
  // ('What else goes with that colour?' asks a pairing, not a swap.)
  // ('Upgrade or replace it?' weighs buying a new one.)
  // ('What else can I try?' asks another fix, 'anything else I should buy?' another purchase.)
  const swapAsked = clausesOf(raw).some((c) => {
    const cw = wordsOf(norm(c));
    return asks(c) && says(cw, ANOTHER_ASKED) && !cw.some((w) => NOT_A_SWAP.has(w));
  });
  if (q.avoid.length && (says(whole, OUT_OF_USE) || swapAsked) && (says(whole, ALTERNATIVE) || !asksCare())) {
    // Said with what it was for ('the saree is in the wash, what else for the party tonight?'): the outfit without it.
    return q.occasions.length > 0 || q.activity !== null ? 'outfit' : 'general';
  }
  // '$60 to spend at the thrift store': a shop with money is shopping, whatever 'store' could otherwise mean. Asked what to
  // wear there ('what should I wear for a day of shopping at the mall?'), the shopping is the outing dressed for.
  if (said(SHOP_PLACES) && (money || (said(SHOPPING) && !said(OUTFIT_ASKED)))) return 'shopping';
  // 'How do I dry my ski jacket after skiing?': a care verb done to a named piece asks its care (word-sense.ts).
  if ((careSaid || caresForAPiece(ws) || (q.problem && q.problem !== 'wash')) && !said(OUTFIT) && !(q.activity && q.problem === null)) return 'care';
  // 'Want a winter coat that isn't a puffer... around £200', "I'd like an actual swimsuit, under $80": a piece wished for, or
  // a budget with a piece, asks what to buy, whatever else is said of it (where it's worn, what it goes over), unless the
  // message asks what to wear.
  if ((wishedPiece(ws, t) || (money && q.pieces.length > 0)) && !said(OUTFIT_ASKED)) return 'shopping';
  // 'Funeral on Friday, what is appropriate?' asks for an outfit; 'is a hat fine at a christening?' asks a rule.
  // 'Can I wear my tan boots with the khaki chinos?', 'would the gold necklace go with my black dress': two pieces put together.
  // 'should the last jacket button stay open?', 'tucked or untucked for a barbecue?', 'what colour tights with my skirt?': how a piece
  // is worn, a rule, not an outfit for the occasion nor a verdict on two pieces.
  if (said(WEAR_RULE) && !said(OUTFIT_ASKED)) return 'general';
  // 'Is it okay to pair navy with black? I'm wearing the black polo.': the sentence that puts two colours together asks
  // the question; a piece in the next is its example.
  // Two owned pieces put together in the next sentence make it their pairing ('does olive go with black? my olive chinos w the black turtleneck').
  // 'What colours go with my mustard cardigan? I always end up wearing it with the same jeans': colours asked for a piece.
  // Asked for shoes or a bag as well ('what colours work with the emerald dress for shoes and jewellery?'), it is their pairing.
  if (said(COLOURS_ASKED) && (q.colours.length > 0 || q.pieces.length > 0) && !pieceAskedFor(t)) return 'colour';
  if (twoPiecesTogether(t, q)) return 'pairing';
  if (q.occasions.length === 0 && colourPairAsked(raw)) return 'colour';
  // 'Is it okay to pair navy with black?': the verb puts two colours together, whatever frame asks it.
  if (q.colours.length >= 2 && q.pieces.length === 0 && q.occasions.length === 0 && said(COMBINING)) return 'colour';
  // 'What do guests wear to a christening?' asks the custom, whatever the occasion; 'what do people wear to a climbing gym'
  // names only an activity, whose custom is its kit: what to wear for it.
  if (said(CUSTOM) && !(q.activity && q.occasions.every((o) => o === ACTIVITY_OCCASION[q.activity!][0]))) return 'etiquette';
  // 'Cocktail attire vs black tie, what's the diff?': two codes compared is what they mean, not an outfit for one.
  if (
    said(CODES_COMPARED) &&
    EXPLICIT_DRESS_CODES.filter((c) => !EXPLICIT_DRESS_CODES.some((o) => o !== c && o.includes(c) && t.includes(` ${o} `)) && t.includes(` ${c} `)).length >= 2
  )
    return 'etiquette';
  // 'The family asked everyone to wear white... what should I wear?': colours the hosts asked for are the occasion's, not a rule asked about.
  if (said(OUTFIT) && q.pieces.length === 0 && statedColours(raw)) return 'outfit';
  // 'What can I wear that's fine to get soaked?': a clause opened by the what-to-wear frame asks for clothes, and what
  // follows the frame in it describes them; neither asks leave to wear a piece.
  // 'Can I still wear my chambray shirtdress in December, or is it a summer thing?': a piece weighed against a season or the
  // weather, with no occasion, is the outfit built around it for that weather, its verdict first; not a rule of etiquette.
  if (q.pieces.length > 0 && q.occasions.length === 0 && q.problem === null && (q.weather.length > 0 || q.tempC !== null) && said(SEASON_VERDICT))
    return 'outfit';
  // A rule said only beside a question of what to wear a piece with ('What do I wear the cable-knit with? It's too casual for
  // work') is why it sits unworn, not the rule asked.
  const ruleBesidePairing =
    !!q.pairWith && askingClauses.length > 0 && !askingClauses.some((c) => says(wordsOf(norm(c)), ETIQUETTE)) && pieceBeforeWith(t) === q.pairWith;
  const ruleAsked = said(ETIQUETTE) && says(whole, ETIQUETTE, askedForClothes(raw)) && !ruleBesidePairing;
  if (ruleAsked && (q.pieces.length || q.colours.length || q.occasions.length === 0 || said(MEANING))) return 'etiquette';
  // Packing plans a trip, whatever the trip is for ('pack for a ski week', 'suitcase for a wedding weekend').
  // 'Trying to fit everything in a backpack': room in a bag is packing, not how a piece fits (word-sense.ts).
  if ((said(PACKING) || roomInABag(ws)) && !said(WHAT_TO_WEAR_NOW)) return 'packing';
  // An activity asks what to wear for it, however it is worded ('clothes for deadlifts?', 'gardning tomorrow').
  // 'Chelsea boots slip at the heel wen i walk, half size 2 big': a fit trouble said of a piece, the activity only when it
  // shows, asks about the fit, not what to wear for a walk.
  if (q.activity && q.fitIssue && q.pieces.length > 0 && !said(OUTFIT) && / (when|wen|whenever|while) (i|we|im|i'm) /.test(t)) return 'fit';
  if (q.activity && !said(SHOPPING) && !said(PAIRING)) return 'outfit';
  if (said(CAPSULE) && !said(WHAT_TO_WEAR)) return 'capsule';
  // 'Wat can I pull together from my stuff, not buying anything': buying refused is a question of what is owned.
  if (money || (said(SHOPPING) && !buyingRefused(raw) && !said(WHAT_TO_WEAR) && !said(OUTFIT_ASKED))) return 'shopping';
  // With no piece named, a pronoun in the clause that pairs is the piece ('what goes with it?'); one elsewhere is the weather's
  // or another clause's ('chucking it down all day... what do I wear over my uniform?').
  const pairsAPronoun = () => clausesOf(raw).some((c) => says(wordsOf(norm(c)), PAIRING) && / (it|this|them) /.test(` ${norm(c)} `));
  if (said(PAIRING) && (q.pieces.length > 0 || pairsAPronoun())) return 'pairing';
  if (q.pairWith && q.pieces.length >= 2 && / (what|which) /.test(t) && !said(OUTFIT)) return 'pairing';
  // 'What can I wear the white jeans with?': the piece held by a split pairing verb is paired, with no plan to dress for.
  if (q.pairWith && q.occasions.length === 0 && q.activity === null && pieceBeforeWith(t) === q.pairWith) return 'pairing';
  // 'Wigilia is at my daughter's. How smart should I go?': a gathering named, and how dressed up to be for it.
  if (q.occasionName !== null && said(OUTFIT_ASKED)) return 'outfit';
  if (said(OUTFIT) || ((q.occasions.length > 0 || q.weather.length > 0 || q.tempC !== null) && said(DRESSING_VERBS))) return 'outfit';
  // A fit said to be good ('the one that fits best', 'the body fits fine') names no fit problem.
  if (says(ws, FIT, (i) => otherSenseAt(ws, i) !== null || FITS_WELL.has(ws[i + 1] ?? ''))) return 'fit';
  // 'What goes with mustard?': one colour and what goes with it.
  if (q.colours.length && q.pieces.length === 0 && said(GOES_WITH)) return 'colour';
  // 'I never wear red, any way to try it with what I own?': one colour and how to wear it.
  if (q.colours.length === 1 && q.pieces.length === 0 && q.occasions.length === 0 && colourToWear(ws, q.colours[0]!)) return 'colour';
  if (said(COLOUR_TALK) || said(GOES_WITH_COLOUR) || (q.colours.length >= 2 && / (with|and) /.test(t))) return 'colour';
  if (q.occasions.length > 0 || q.dressCode) return 'outfit';
  // 'Can the velvet blazer work in the daytime?': one piece weighed for a setting is an outfit built around it.
  if (q.pieces.length === 1 && said(PIECE_IN_SETTING)) return 'outfit';
  // 'Something for the thing at Ruth's?': clothes for an event not named (the answer asks which).
  if (said(UNNAMED_EVENT)) return 'outfit';
  if (q.offTopic && q.pieces.length === 0) return 'off-topic';
  // 'Which jacket?' with the day's weather said ('13°C with 60 km/h gusts tomorrow'): the piece chosen for that day, in an outfit.
  if (q.pieces.length > 0 && / (which|what) /.test(t) && (q.weather.length > 0 || q.tempC !== null) && q.problem === null) return 'outfit';
  // Nothing else asked of a piece said with a day, a season, the weather or an event ('can the satin cami be worn in winter?',
  // 'presenting thurs 9am, wat top?'): the outfit built around it, for that setting, is the answer, not a tip about the piece.
  if (q.pieces.length > 0 && q.problem === null && q.fitArea === null && (q.weather.length > 0 || q.tempC !== null || q.day !== null || q.occasions.length > 0))
    return 'outfit';
  // 'It's 24 but pouring rain, taking the kids to the zoo': a plan said with its weather, nothing else asked of it, is dressed for.
  if (q.occasionName && (q.weather.length > 0 || q.tempC !== null) && q.pieces.length === 0) return 'outfit';
  // 'My cousin's umembeso sat, need to look decent': an event named with its day and whose it is, nothing else asked of it, is
  // dressed for too. A bare heading ('scratch that, not working tomorrow') names no event.
  const owned = (name: string) => /\w's /.test(name) || t.includes(`'s ${name.toLowerCase()} `);
  if (q.occasionName && q.day && q.pieces.length === 0 && (q.occasions.length > 0 || owned(q.occasionName))) return 'outfit';
  // 'Can I still wear my denim midi skirt, or is it trying too hard?': an owned piece weighed with no setting is a verdict on
  // wearing it, answered with what it goes with.
  if (q.pieces.length > 0 && q.problem === null && q.fitArea === null && said(OWN_PIECE_WEIGHED)) return 'etiquette';
  return 'general';
}

/** Leave asked to wear an owned piece, with nothing to wear it for. */
/** Asking the stylist for the outfit in so many words ('what would you suggest?', 'any ideas?', 'what should I wear?'). */
const OUTFIT_ASKED_BACK: readonly string[] = [
  'what would/do/should you suggest/recommend',
  'any ideas/suggestions',
  'what should/do/can i wear',
  'what to wear',
];

/** Whether every question sentence asks for the outfit, and none asks a rule: the rules said are told, not asked. */
function ruleToldAndOutfitAsked(text: string): boolean {
  const questions = text.split(/(?<=[.!?])\s+/).filter((c) => c.trim().endsWith('?'));
  const ws = (c: string) => wordsOf(norm(c));
  return questions.length > 0 && questions.every((c) => says(ws(c), OUTFIT_ASKED_BACK) && !says(ws(c), ETIQUETTE));
}
const OWN_PIECE_WEIGHED: readonly string[] = ['can/could/should i [still] wear my/this/these'];

/** Whether the message opens on 'something' or 'anything' and what it should be: clothes asked for by a quality. */
function clothesByQuality(raw: string): boolean {
  const ts = tokensOf(raw).filter((t) => t.pos !== 'PUNCT');
  return SOME_THING.has(ts[0]?.lower ?? '') && ts[1]?.pos === 'ADJ';
}

/** Whether a wish's object is a piece ('want a winter coat', "i'd like an actual swimsuit"), not one owned ('want my coat to...'). */
function wishedPiece(ws: readonly string[], t: string): boolean {
  const pieces = pieceHits(t);
  return phrasesIn(ws, [{ id: 'wish', phrases: WISHING }]).some((h) => {
    if (WISH_NEGATIONS.has(ws[h.at - 1] ?? '')) return false;
    // A few words of article and description ('an actual', 'a good waterproof') may stand between the wish and the piece.
    for (let k = h.at + h.span; k <= h.at + h.span + 4 && k < ws.length; k++) {
      if (pieces.some((p) => p.at === k)) return true;
      if (WISH_BREAKS.has(ws[k]!)) return false;
    }
    return false;
  });
}

/** Which of a message's words (as `wordsOf(norm(raw))`) lie in a what-to-wear frame or the rest of its clause. */
function askedForClothes(raw: string): (i: number) => boolean {
  const spans: [number, number][] = [];
  let at = 0;
  for (const clause of clausesOf(raw)) {
    const cw = wordsOf(norm(clause));
    for (const h of phrasesIn(cw, [{ id: 'what', phrases: WHAT_TO_WEAR }])) spans.push([at + h.at, at + cw.length]);
    at += cw.length;
  }
  return (i) => spans.some(([from, to]) => i >= from && i < to);
}

/** An office's usual dress code by its trade (vocabulary WORKPLACES), when the message names one; null when it names none. */
function workplaceCode(t: string): DressCode | null {
  const trade = conceptsIn(words(t), WORKPLACES)[0]?.id;
  return trade === 'formal' ? 'business formal' : trade === 'relaxed' ? 'smart casual' : null;
}

/** Words of a game that are also words of dressing ('the match'). */
const GAME_WORDS: ReadonlySet<string> = new Set(['match', 'matches']);
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'this', 'that', 'tonight', "tonight's", 'last', 'next', 'big', 'their', 'our']);

/** Dressing said in so many words: a piece, a fabric, a care or fit problem, a budget, a temperature, or a word of the trade. */
function dressingSaid(t: string, q: Omit<ParsedQuestion, 'kind' | 'followUp' | 'change'>): boolean {
  // 'The arsenal match', 'a match last night': a match after a determiner is a game, not colours that match.
  const ws = wordsOf(t).filter((w, i, all) => !(GAME_WORDS.has(w) && (DETERMINERS.has(all[i - 1] ?? '') || DETERMINERS.has(all[i - 2] ?? ''))));
  return (
    q.pieces.length > 0 ||
    q.fabric !== null ||
    q.problem !== null ||
    q.fitArea !== null ||
    q.budget !== null ||
    // Money in a currency the price tables do not hold ('RM250 to spend') is a budget all the same.
    !!q.moneyAbroad ||
    // A season in an event's name is no weather said ('the summer concerts'); a temperature is.
    q.tempC !== null ||
    q.dressCodeExplicit ||
    says(ws, FASHION_WORDS) ||
    says(ws, DRESSING_WORDS) ||
    // 'How smart should I go?': how dressed up to be.
    says(ws, OUTFIT_ASKED)
  );
}

/** Whether a message speaks of clothes, grooming or getting dressed at all: what `dressingSaid` reads, or a colour put with another, an occasion, activity, level, trip, day, weather or change. */
function aboutDressing(t: string, q: Omit<ParsedQuestion, 'kind' | 'followUp' | 'change'>): boolean {
  return (
    dressingSaid(t, q) ||
    // A colour speaks of dressing when it is put with another ('does navy go with black?'), not in 'a black lab puppy'.
    (q.colours.length > 0 && (q.colours.length >= 2 || / (go(es)?|work(s)?|match(es)?|pair(s)?|clash(es)?|with) /.test(t))) ||
    // A colour said of a whole look ('she can't stand all-white') is about what is worn.
    q.colours.some((c) => (c === 'gray' ? ['gray', 'grey'] : [c]).some((w) => t.includes(` all ${w} `) || t.includes(` all-${w} `))) ||
    q.occasions.length > 0 ||
    q.activity !== null ||
    q.dressCode !== null ||
    q.trip !== null ||
    q.tripDays !== null ||
    // A day or the weather alone may change the question before it ('what about tomorrow?', 'and if it's cold?').
    q.day !== null ||
    q.weather.length > 0 ||
    q.avoid.length > 0 ||
    phrasesIn(wordsOf(t), CHANGES).length > 0 ||
    // In a stylist's chat, 'what should I buy?' is about clothes.
    / (buy|buying|purchase|shop|shopping|invest in|splurge|missing|lacking|gaps?) /.test(t) ||
    // Money spent, not a day spent ('where should I spend my money first', not 'spending Saturday in the garden').
    / spend(ing)? (my|our|the) (money|budget|cash) /.test(t) ||
    says(wordsOf(t), UNNAMED_EVENT) ||
    // Asking for an outfit in any frame ('what's my go-to this week?').
    says(wordsOf(t), OUTFIT)
  );
}

/** Words that ask for a piece ('which shoes', 'what on top'). */
const ASKING_FOR: ReadonlySet<string> = new Set(['what', 'which', 'wat', 'wich']);
/** How many words after 'what' or 'which' the piece asked for is looked for. */
const ASKED_PIECE_REACH = 4;

/** Categories of what is worn on the body: two of them asked for together ask for an outfit, not a pairing. */
const WORN: ReadonlySet<Category | undefined> = new Set<Category | undefined>([
  'Tops',
  'Bottoms',
  'Shoes',
  'Outerwear',
  'Dresses & jumpsuits',
  'Suits & tailoring',
]);
const ACCESSORY_ASKED: ReadonlySet<Category | undefined> = new Set<Category | undefined>(['Accessories', 'Jewellery', 'Bags']);

/**
 * The pieces a message asks for. Two worn pieces asked together ('which coat and shoes?', 'which shoes and what on top?')
 * are both asked, so neither is paired with the other; otherwise the piece right after the first 'what' or 'which' ('navy
 * chinos, what shoes?', 'which saree and jewellery?' keeps the jewellery to go with the saree).
 */
function piecesAskedFor(t: string): string[] {
  const ws = t.trim().split(' ');
  const all: string[] = [];
  let first: string[] | null = null;
  ws.forEach((w, i) => {
    if (!ASKING_FOR.has(w)) return;
    first ??= piecesIn(` ${ws.slice(i + 1, i + 3).join(' ')} `);
    const after = ws.slice(i + 1, i + 1 + ASKED_PIECE_REACH);
    const stop = after.findIndex((x) => ASKING_FOR.has(x));
    all.push(...piecesIn(` ${(stop >= 0 ? after.slice(0, stop) : after).join(' ')} `));
  });
  // A tie or a bag asked beside a worn piece ('which suit n tie') is asked too; accessories alone are not a list of worn pieces.
  return all.length >= 2 && all.every((p) => WORN.has(categoryOf(p)) || ACCESSORY_ASKED.has(categoryOf(p))) && all.some((p) => WORN.has(categoryOf(p)))
    ? all
    : (first ?? []);
}

/** Whether every time a word is written it is capitalised inside a sentence ('the Rose Garden'), as names are. */
/** The reader's text with each word written only as a name and held by no dictionary set aside ('in Masaka' → 'in _'). */
function namesSetAside(message: string, t: string): string {
  // An English word inside a run of capitalised words is part of the name too ('the Polish Baltic Philharmonic' holds no polish).
  return t.replace(/[a-z][a-z'-]*/g, (w) => (w.length >= 4 && writtenOnlyAsName(message, w, isEnglishWord(w)) ? '_' : w));
}

function writtenOnlyAsName(message: string, word: string, inARun = false): boolean {
  // A pursuit spelt with a capital by its own name ('Pilates', 'Zumba', 'CrossFit') is the pursuit, not a place's name.
  if (/^[A-Z]/.test(ACTIVITY_SAID[word] ?? '')) return false;
  const found = [...message.matchAll(/[A-Za-z][A-Za-z'-]*/g)].filter((m) => m[0].toLowerCase() === word);
  return (
    found.length > 0 &&
    found.every((m) => {
      const before = message.slice(0, m.index).trimEnd();
      const named = /^[A-Z]/.test(m[0]) && before.length > 0 && !/[.!?:]$/.test(before);
      return named && (!inARun || /^\s+[A-Z][a-z]/.test(message.slice(m.index! + m[0].length)));
    })
  );
}

/** Words just before an activity that deny it is done ('nobody skis', 'not hiking this time', 'never swim'). */
const ACTIVITY_DENIED: ReadonlySet<string> = new Set([
  'nobody',
  'noone',
  'not',
  'never',
  "don't",
  'dont',
  "won't",
  'wont',
  "isn't",
  'isnt',
  "aren't",
  'arent',
  'without',
]);

/** A verb of watching a few words before a sport makes it watched, not played ('watching the cricket', 'see the rugby'). */
function watched(ws: readonly string[], at: number): boolean {
  // 'Going to the cricket', 'at the footy': a spectator sport said as the event one goes to is watched.
  const attended = SPECTATOR_SPORTS.has(ws[at] ?? '') && ws[at - 1] === 'the' && (ws[at - 2] === 'to' || ws[at - 2] === 'at');
  return attended || [1, 2, 3, 4].some((k) => WATCHING_VERBS.has(ws[at - k] ?? ''));
}

/** Whether a message reports a rule of what to wear ('closed shoes only', 'a tie is a must', 'the dress code says…'). */
function ruleStated(message: string): boolean {
  const ws = wordsOf(norm(message));
  return says(ws, RULE_STATED) || says(ws, RULE_STATED_AFTER) || piecesOnly(message);
}

/** A clause that ends on 'only' after a piece ('closed-toe flat shoes only', 'black only'): the rule said last. */
export function piecesOnly(message: string): boolean {
  return message.split(/[.;,:!?\n]/).some((clause) => {
    const ws = wordsOf(norm(clause));
    return ws.at(-1) === 'only' && ws.length >= 2 && piecesIn(` ${ws.slice(0, -1).join(' ')} `).length > 0;
  });
}

/** Words that put something on a garment ('mole on my blouse', 'oil all over the shirt'). */
const ON_WORDS: ReadonlySet<string> = new Set(['on', 'onto', 'over', 'down']);
/** How far after 'on' the garment it landed on is looked for ('on my favourite ivory silk blouse'). */
const LANDED_REACH = 5;
/** Whether the word at i is something said to be on a garment ('got mole on my silk blouse'): what is on it, not a subject. */
function landedOnAGarment(tw: readonly string[], i: number, garmentWords: ReadonlySet<number>): boolean {
  const on = [1, 2].find((k) => ON_WORDS.has(tw[i + k] ?? ''));
  if (on === undefined) return false;
  return Array.from({ length: LANDED_REACH }, (_, k) => i + on + 1 + k).some((j) => garmentWords.has(j));
}

/** Verbs of wearing or trying a colour ('never wear red', 'try it', 'work in some yellow'). */
// prettier-ignore
const WEARING_A_COLOUR: ReadonlySet<string> = new Set(['wear', 'wearing', 'wore', 'try', 'trying', 'rock', 'rocking', 'introduce', 'introducing', 'incorporate',
  'incorporating', 'pull', 'style', 'styling']);
const COLOUR_REACH = 3;
/** Whether the colour, or 'it' standing for it, is what a wearing verb takes ('i never wear red', 'any way to try it'). */
function colourToWear(ws: readonly string[], colour: string): boolean {
  return ws.some(
    (w, i) =>
      WEARING_A_COLOUR.has(w) &&
      ws.slice(i + 1, i + 1 + COLOUR_REACH).some((x, k) => x === colour || (colour === 'gray' && x === 'grey') || (k < 2 && (x === 'it' || x === 'them'))),
  );
}

/** Words after which capitalised words are a name: a person's title, or a place 'called' or 'named' so. */
const NAME_OPENERS: ReadonlySet<string> = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'called', 'named']);
/** How many capitalised words a name may hold ('The Black Tie', 'Mr Gala'). */
const LONGEST_NAME = 4;

/**
 * The message with each name said after a title or 'called' set aside ('coffee with my new boss, Mr. Gala', 'a pub called
 * The Black Tie'): a name is no occasion, dress code or activity, whatever its words are. The opener stays.
 */
function withNamesSetAside(message: string): string {
  const parts = message.split(/(\s+)/);
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    out += parts[i]!;
    if (!NAME_OPENERS.has(parts[i]!.toLowerCase().replace(/[.,]$/, ''))) continue;
    let k = i + 2;
    let taken = 0;
    while (k < parts.length && taken < LONGEST_NAME && /^[A-Z]/.test(parts[k]!)) {
      const ends = /[.,;:!?]$/.test(parts[k]!);
      taken++;
      k += 2;
      if (ends) break;
    }
    if (taken === 0) continue;
    // The punctuation that ended the name stays: it ends the clause.
    const last = parts[k - 2]!;
    out += parts[i + 1]! + (/[.,;:!?]$/.test(last) ? last.slice(-1) : '');
    i = k - 2;
  }
  return out;
}

/** Words that say a place is gone along or through ('along the river', 'through the gardens'). */
const GONE_THROUGH: ReadonlySet<string> = new Set(['along', 'through', 'thru', 'around', 'round', 'across', 'past']);
/** Whether the word at i names a place gone along ('along the gardens', 'through the Turia gardens'), a name's word between. */
function alongAPlace(ws: readonly string[], i: number): boolean {
  return (ws[i - 1] === 'the' && GONE_THROUGH.has(ws[i - 2] ?? '')) || (ws[i - 2] === 'the' && GONE_THROUGH.has(ws[i - 3] ?? ''));
}

/** Trades and businesses an activity's word may name ('a shift at the bike shop', 'the surf store'): a place of work or trade, not the pursuit done. */
// prettier-ignore
const BUSINESS_NOUNS: ReadonlySet<string> = new Set(['shop', 'shops', 'store', 'stores', 'outlet', 'showroom', 'dealership', 'dealer', 'warehouse', 'factory',
  'company', 'brand', 'boutique', 'magazine', 'mechanic', 'mechanics', 'retailer', 'supplier',
  // A venue named for the water or the park it stands by ('a ceilidh at the beach ballroom', 'the river cafe'); a hotel is
  // where one stays, and may be for the waters ('a thermal baths hotel').
  'ballroom', 'ballrooms', 'cafe', 'café', 'restaurant', 'pub', 'pavilion',
  // A road named for it ('a cabin out Chena Hot Springs Rd', 'on Ocean Ave'): an address, not the pursuit.
  'rd', 'street', 'st', 'avenue', 'ave', 'highway', 'hwy', 'boulevard', 'blvd']);

/** The activities a message says the person does: not those whose word only sets a gathering's scene or names a piece ('hiking boots'). */

/** Words between a subject and its verb that leave the subject as it is ('the bus doesn't run', 'the trains only run hourly'). */
const BETWEEN_SUBJECT_AND_VERB: ReadonlySet<string> = new Set([
  "doesn't",
  'doesnt',
  "don't",
  'dont',
  'does',
  'do',
  'not',
  "won't",
  'wont',
  'will',
  'only',
  'usually',
  'also',
  'still',
  'never',
  'always',
  'even',
  'is',
  "isn't",
  'isnt',
  'are',
  "aren't",
  'arent',
  'was',
  "wasn't",
  'stopped',
  'stops',
]);

const THING_ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an', 'this', 'that']);

/** 'The bus doesn't run on Saturday', 'the ferry only runs twice a day': a thing named with its article does the verb, not the person. */
function doneByAThing(ws: readonly string[], at: number): boolean {
  let k = at - 1;
  while (k >= 0 && BETWEEN_SUBJECT_AND_VERB.has(ws[k]!)) k--;
  if (k === at - 1 || k < 1) return false;
  const subject = ws[k]!;
  // Only an article: 'my granddaughter is getting married' is a person's doing.
  return THING_ARTICLES.has(ws[k - 1]!) && !PERSON_NOUNS.has(subject);
}

/** An event's noun ('gala', 'party', 'workshop'), or a place or business one runs ('the bar', 'the stall'). */
const EVENT_WORDS: ReadonlySet<string> = new Set([...OCCASION_HEADS.filter((h) => !h.includes(' ')), ...MANAGED.filter((m) => !m.includes(' '))]);
const isEventWord = (w: string) => EVENT_WORDS.has(w) || EVENT_WORDS.has(w.replace(/s$/, ''));

/**
 * The colours a message asks about: those of the clauses that ask, when they name two or more ('Everything I own is black,
 * grey, navy and oatmeal. Does navy go with charcoal?' asks navy and charcoal); else every colour said.
 */
function coloursAsked(message: string, t: string): string[] {
  const all = coloursIn(t);
  if (all.length <= 2) return all;
  const asked = [
    ...new Set(
      clausesOf(message)
        .filter(asks)
        .flatMap((c) => coloursIn(` ${norm(c)} `)),
    ),
  ];
  return asked.length >= 2 ? asked : all;
}

/** What is climbed on foot rather than on a wall: a mountain, a hill, a peak, or the way up ('up to the fortress gate'). */
const CLIMBED_ON_FOOT: ReadonlySet<string> = new Set([
  'mount',
  'mt',
  'mountain',
  'mountains',
  'hill',
  'hills',
  'peak',
  'volcano',
  'summit',
  'up',
  'stairs',
  'steps',
]);
/** Where a climb is on a wall or rock: a gym, a wall, a crag, a boulder. */
const CLIMBED_ON_A_WALL: ReadonlySet<string> = new Set([
  'gym',
  'wall',
  'walls',
  'crag',
  'crags',
  'boulder',
  'bouldering',
  'indoor',
  'route',
  'routes',
  'rope',
  'harness',
  'chalk',
]);

/**
 * 'Climbing Geumjeongsan Sunday, 4 hrs up to the fortress gate', 'climbing Mount Cargill': a mountain climbed on foot is a
 * hike. The climb is a wall's when one is said, else a hike's when what is climbed is a mountain's word or a name no
 * dictionary holds.
 */
function climbsAMountain(ws: readonly string[]): boolean {
  if (ws.some((w) => CLIMBED_ON_A_WALL.has(w))) return false;
  const at = ws.findIndex((w) => /^climb(ing|in|s|ed)?$/.test(w));
  if (at < 0) return false;
  const next = ws[at + 1] ?? '';
  const after = ws[at + 1] === 'the' ? (ws[at + 2] ?? '') : next;
  return CLIMBED_ON_FOOT.has(after) || (/^[a-z]{4,}$/.test(next) && !isEnglishWord(next));
}

/** Verbs of taking part said before a pursuit ('playing cricket', 'doing the hike'). */
const DOING_VERBS: ReadonlySet<string> = new Set(['playing', 'doing', 'going', 'joining', 'be', 'play', 'do', 'join']);

/** Words that put what is said beside them in the past: 'yesterday', 'last night', 'two days ago'. */
const PAST_TIME: ReadonlySet<string> = new Set(['yesterday', 'ago', 'yday', 'earlier']);
const PAST_AFTER_LAST: ReadonlySet<string> = new Set(['night', 'week', 'weekend', 'month', 'year', 'time', 'season', 'summer', 'winter', 'saturday', 'sunday']);
/** Past forms that say a pursuit was done, not planned: 'went hiking', 'played basketball', 'did yoga' ('were' is texted for 'we're'). */
const DONE_BEFORE: ReadonlySet<string> = new Set(['went', 'did', 'played', 'been', 'ran', 'tried']);

/**
 * A pursuit said in the past ('I twisted my ankle playing basketball yesterday', 'went hiking last weekend') is why, not the
 * plan: the day dressed for is another. Read in its own clause: a past-time word within three words either side, or a past
 * form right before it.
 */
function donePast(ws: readonly string[], h: { at: number; span: number }): boolean {
  if (DONE_BEFORE.has(ws[h.at - 1] ?? '')) return true;
  const near = [...ws.slice(Math.max(0, h.at - 3), h.at), ...ws.slice(h.at + h.span, h.at + h.span + 3)];
  return near.some((w, i) => PAST_TIME.has(w) || (w === 'last' && PAST_AFTER_LAST.has(near[i + 1] ?? '')));
}

function activitiesDone(ws: readonly string[]) {
  // A bag named for an activity is packed for it ('my gym bag for spin'): only a worn piece's name sets the activity aside.
  const namesAWornPiece = (end: number) => namesAPiece(ws, end) && !CARRIERS.has(ws[end] ?? '');
  // 'I have to bike there': the way to the occasion, not the occasion (way-there.ts).
  const notDone = (h: { id: ActivityId; at: number; span: number }) =>
    // 'It's the bar of the ski club, nobody skis': an activity denied is not done.
    ACTIVITY_DENIED.has(ws[h.at - 1] ?? '') ||
    (ws[h.at - 2] === 'no' && ws[h.at - 1] === 'one') ||
    // 'I'm not playing cricket, just cheering', 'won't be doing the hike': denied through the verb of doing it.
    (DOING_VERBS.has(ws[h.at - 1] ?? '') && (ACTIVITY_DENIED.has(ws[h.at - 2] ?? '') || ACTIVITY_DENIED.has(ws[h.at - 3] ?? ''))) ||
    setsTheScene(ws, h) ||
    BUSINESS_NOUNS.has(ws[h.at + h.span] ?? '') ||
    // 'Still under construction', 'under renovation': the state of a place, not work the person does.
    ws[h.at - 1] === 'under' ||
    // 'A 10k along the Turia gardens': a place gone along or through, not gardening there.
    alongAPlace(ws, h.at) ||
    // '10k to spend': a race's distance said beside money is the money.
    (/^\d{1,2}k$/.test(ws[h.at] ?? '') && ws.some((w) => MONEY_TALK.has(w))) ||
    namesAWornPiece(h.at + h.span) ||
    otherSenseIn(ws, h.at, h.span) ||
    goesThere(ws, h) ||
    watched(ws, h.at) ||
    whereAnotherIsDone(ws, h) ||
    doneByAThing(ws, h.at) ||
    donePast(ws, h) ||
    figurativeAt(ws, h.at) ||
    runsAnEvent(ws, h.at, isEventWord) ||
    // 'A run of meetings', 'the walk of shame': the noun with 'of' after it counts or names something else.
    (ws[h.at + h.span] === 'of' && (THING_ARTICLES.has(ws[h.at - 1] ?? '') || THING_ARTICLES.has(ws[h.at] ?? '')));
  // The reader keeps one mention per activity: a mention set aside is blanked so a later one can count ('running shoes for the marathon').
  let read = [...ws];
  for (let round = 0; round < 3; round++) {
    const aside = conceptsIn(read, ACTIVITIES).filter(notDone);
    if (aside.length === 0) break;
    read = read.map((w, i) => (aside.some((h) => i >= h.at && i < h.at + h.span) ? '_' : w));
  }
  const found = conceptsIn(read, ACTIVITIES);
  const hits = found.length ? found : ridesByDistance(read);
  // Walking said by its verb counts too; a walk up a mountain or for hours is a hike (walked.ts).
  const all = [...hits, ...walksSaid(read, hits).filter((h) => !hedgedAt(read, h))].sort((a, b) => a.at - b.at);
  const hike = walkIsAHike(ws);
  return all.filter((h) => !notDone(h)).map((h) => (h.id === 'walking' && hike ? { ...h, id: 'hiking' as const } : h));
}

/** Words that make a plan a maybe: said before it ('probably a walk') or as its condition after it ('a walk if it holds'). */
const HEDGES: ReadonlySet<string> = new Set(['maybe', 'probably', 'perhaps', 'possibly', 'might']);
const CONDITIONS: ReadonlySet<string> = new Set(['if', 'unless', 'permitting']);
const HEDGE_REACH = 3;
const CONDITION_REACH = 7;

/** Whether an activity is said as a maybe ('then probably a walk', 'a walk along the Bow if the chinook holds'). */
function hedgedAt(ws: readonly string[], h: { at: number; span: number }): boolean {
  return (
    ws.slice(Math.max(0, h.at - HEDGE_REACH), h.at).some((w) => HEDGES.has(w)) ||
    ws.slice(h.at + h.span, h.at + h.span + CONDITION_REACH).some((w) => CONDITIONS.has(w))
  );
}

/** Verbs of going on foot or wheels ('walk along the beach', 'run at North Beach'): the beach after them is where, not what. */
// prettier-ignore
const MOVING: ReadonlySet<string> = new Set(['walk', 'walks', 'walking', 'stroll', 'strolling', 'run', 'runs', 'running', 'jog', 'jogging', 'cycle',
  'cycling', 'ride', 'riding', 'bike', 'biking', 'parkrun', 'hike', 'hiking', 'meet', 'meeting']);
const ALONG: ReadonlySet<string> = new Set(['along', 'on', 'by', 'at', 'from', 'to', 'down', 'up', 'past', 'round', 'around', 'near']);

/** A beach said as where one walks or runs ('we'll walk along the Elbe beach first'): a place, not a day on the sand. */
function whereAnotherIsDone(ws: readonly string[], hit: { id: ActivityId; at: number }): boolean {
  if (hit.id !== 'beach') return false;
  const prep = [1, 2, 3].map((k) => hit.at - k).find((i) => ALONG.has(ws[i] ?? ''));
  return prep !== undefined && [1, 2, 3].some((k) => MOVING.has(ws[prep - k] ?? ''));
}

function setsTheScene(ws: readonly string[], hit: { id: ActivityId; at: number; span: number }): boolean {
  // The gathering may follow at once ('a garden ceremony') or after the place's own noun ('a ski lodge dinner')...
  const next = [ws[hit.at + hit.span] ?? '', ws[hit.at + hit.span + 1] ?? ''].find((w) => SETTING_NOUNS.has(w));
  // ...or come before it, with the place where it is held ('the sunset concert in the gardens', 'lunch in the garden').
  const before = placeOfAGathering(ws, hit.at);
  const gathering = next ?? before;
  return !!gathering && !((hit.id === 'swimming' || hit.id === 'beach') && /^part(y|ies)$/.test(gathering));
}

const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'my', 'our', 'their', 'his', 'her']);

/** The gathering a place hosts ('lunch in the garden' → lunch): the gathering's noun, then 'in' or 'at' and an article. */
function placeOfAGathering(ws: readonly string[], at: number): string | undefined {
  let k = at - 1;
  // One word may say which place it is, after the article ('in the school gym', 'at the botanical gardens').
  if (!ARTICLES.has(ws[k] ?? '') && ARTICLES.has(ws[k - 1] ?? '')) k--;
  if (ARTICLES.has(ws[k] ?? '')) k--;
  if (!['in', 'at'].includes(ws[k] ?? '')) return undefined;
  // A party's guests may do what the place is for ('a birthday party at a trampoline park'): only a seated gathering is set there.
  const noun = ws[k - 1] ?? '';
  return SETTING_NOUNS.has(noun) && !/^part(y|ies)$/.test(noun) ? noun : undefined;
}

/**
 * 'It's bitter this morning, frost on the car': the weather of a day told to a stylist, with nothing else asked,
 * asks what to wear in it. After a question it is that question's change instead (the follow-up reading).
 */
function weatherOfTheDay(q: Pick<ParsedQuestion, 'kind' | 'weather' | 'tempC' | 'day' | 'pieces' | 'colours' | 'fitArea' | 'problem' | 'offTopic'>): boolean {
  // With no day said it is today's ('so cold. help', 'pissing down sideways, bus at 11, wat do i throw on').
  return (
    q.kind === 'general' &&
    (q.weather.length > 0 || q.tempC !== null) &&
    q.problem === null &&
    q.offTopic === null &&
    q.pieces.length === 0 &&
    q.colours.length === 0 &&
    q.fitArea === null
  );
}

/** A sentence that puts two colours together and names no piece ('is it okay to pair navy with black?'). */
function colourPairAsked(raw: string): boolean {
  // Clause by clause: 'with the navy baju kurung, or do navy and black clash?' asks its colours in a clause of their own.
  return clausesOf(raw).some((sentence) => {
    const t = norm(sentence);
    return says(wordsOf(t), COMBINING) && coloursIn(t).length >= 2 && piecesIn(t).length === 0;
  });
}

/** Two named pieces joined by 'with' and no occasion: a question about wearing them together. */
function twoPiecesTogether(t: string, q: Omit<ParsedQuestion, 'kind' | 'followUp' | 'change'>): boolean {
  // A piece ruled out is not one of them: 'not feeling a dress, something w pants?' puts nothing with a dress.
  const kept = q.pieces.filter((p) => !q.avoid.includes(p));
  return kept.length >= 2 && q.occasions.length === 0 && q.activity === null && q.problem === null && / with /.test(t) && !says(wordsOf(t), PACKING);
}

/** Where a phrase's words end in a message's (the word after them), or -1 when they are not in it. */
function endOf(ws: readonly string[], phrase: readonly string[]): number {
  for (let i = 0; i + phrase.length <= ws.length; i++) if (phrase.every((w, k) => ws[i + k] === w)) return i + phrase.length;
  return -1;
}

/** The words with the first run of a phrase's words taken out. */
function withoutPhrase(ws: readonly string[], phrase: readonly string[]): string[] {
  const end = endOf(ws, phrase);
  return end < 0 ? [...ws] : [...ws.slice(0, end - phrase.length), ...ws.slice(end)];
}

/** The dressiest code the occasions' titles call for together ('church and brunch'). */
const codeOfOccasions = (occ: readonly string[]) => dressCodeFromTitle(occ.map((o) => OCCASIONS.find((row) => row.id === o)?.title ?? o).join(' and '));

/** Words that put two events one after the other on the same day ('confirmed at church, with lunch afterwards'). */
// Not a bare 'after': 'the wedding is the day after' is another day.
const IN_SEQUENCE = ['afterwards/afterward/beforehand/then', 'after that/it/church/the service/the ceremony', 'followed by', 'straight to/from'];

/**
 * The code of the occasion named, raised to the dressiest other occasion the message puts in sequence with it: one
 * outfit for 'my granddaughter is being confirmed on Sunday, with lunch at a restaurant afterwards' meets the church's
 * level, not the lunch's. Null when no occasion is named.
 */
function dressiestOfTheDay(namedCode: DressCode | null, occ: readonly string[], ws: readonly string[]): DressCode | null {
  if (namedCode === null || occ.length < 2 || !says(ws, IN_SEQUENCE)) return namedCode;
  const all = codeOfOccasions(occ);
  return all !== null && dressCodeRank(all) > dressCodeRank(namedCode) ? all : namedCode;
}

/** Every place an occasion is named in the normalised text. */
function mentions(t: string, occasion: string): number[] {
  const row = OCCASIONS.find((o) => o.id === occasion);
  if (!row) return [];
  const ws = wordsOf(t);
  // As a place in the text: the space before the word, where ' word ' is found in ' … word … '.
  const offsets: number[] = [];
  for (let i = 0, at = t.indexOf(ws[0] ?? '') - 1; i < ws.length; at += ws[i]!.length + 1, i++) offsets.push(at);
  // A word that names a piece's make ('my work jeans') is no mention of the occasion.
  return phrasesIn(ws, [row], (i) => namesAPiece(ws, i + 1)).map((h) => offsets[h.at]!);
}

/** The occasion asked about comes first: 'a party today, but what for the funeral' asks about the funeral, named twice. */
function asked(t: string, occasions: string[], message: string): string[] {
  if (occasions.length < 2) return occasions;
  const count = (o: string) => mentions(t, o).length;
  // The occasion in the clause that asks comes before one in a clause that describes it ('a funeral? it's a church service').
  const asking = norm(clausesOf(message).filter(asks).join(' '));
  const inAsking = (o: string) => (asking.trim() && mentions(asking, o).length > 0 ? 1 : 0);
  return [...occasions].sort((a, b) => inAsking(b) - inAsking(a) || count(b) - count(a));
}

/**
 * The day asked about. With two days in one message ('a funeral next Wednesday but a party today'),
 * the day named in the clause nearest the occasion asked about wins.
 */
function dayOf(message: string, today: string, occasion: string | null, phrase?: string): AskedDay | null {
  const whole = parseDay(message, today);
  if (!occasion) return whole;
  const t = norm(message);
  const clauses: { start: number; end: number; day: AskedDay }[] = [];
  let start = 0;
  for (const part of t.split(/(?=[,;!?]| but | while | then )/)) {
    const day = parseDay(part, today);
    if (day) clauses.push({ start, end: start + part.length, day });
    start += part.length;
  }
  if (new Set(clauses.map((c) => c.day.date)).size < 2) return whole;
  const at = [...mentions(t, occasion), ...(phrase && t.includes(` ${phrase} `) ? [t.indexOf(` ${phrase} `)] : [])];
  const distance = (c: (typeof clauses)[number]) =>
    Math.min(...at.map((p) => (p >= c.start && p <= c.end ? 0 : Math.min(Math.abs(p - c.start), Math.abs(p - c.end)))));
  return [...clauses].sort((a, b) => distance(a) - distance(b))[0]!.day;
}

/**
 * Denim is named by its wash ('light wash jeans', 'dark-wash denim'): a shade, not a laundry
 * question. The wash is read as the colour it names so 'wash' stays a care word only when it is one.
 */
const DENIM_WASH =
  /\b(light|pale|mid|medium|dark|deep|acid|stone|vintage|rinse|raw|black|grey|gray)[ -]?wash(ed)?\b(?=[ -]+(jeans?|denim|jackets?|shorts|skirts?|[a-z]+ (jeans?|denim)))/gi;
const WASH_SHADE: Record<string, string> = {
  light: 'light blue',
  pale: 'light blue',
  mid: 'blue',
  medium: 'blue',
  dark: 'indigo',
  deep: 'indigo',
  rinse: 'indigo',
  raw: 'indigo',
  black: 'black',
  grey: 'grey',
  gray: 'grey',
};
export function denimWashFree(message: string): string {
  return message.replace(DENIM_WASH, (_m, shade: string) => WASH_SHADE[shade.toLowerCase()] ?? 'light blue');
}

/**
 * 'A grocery run', 'the school run', 'a coffee run': a run named by where it goes is an errand, not
 * running. A run named by when, how far or how hard ('a morning run', 'a 5k run', 'trail run') stays a run.
 */
const RUN_KINDS =
  /^(a|an|the|my|our|his|her|their|your|this|that|morning|evening|night|nighttime|early|late|long|short|easy|quick|slow|tempo|trail|fun|charity|park|beach|treadmill|track|hill|first|last|daily|weekly|recovery|interval|sprint|race|marathon|group|club|solo|\d+k|\d+km|k|mile|miles|km|go|going|went|for|to|do|did|sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekend|today|tomorrow|tonight|i|we|you|they|he|she|usually|often|always|never|sometimes|also|then|and|will|can|could|should|might|gonna|wanna|want|like|love|to|still|easy)$/;
export function errandRunFree(message: string): string {
  // The word before is whole: the 'll of "we'll run" is a contraction's tail, not a run's destination.
  return message.replace(/(?<![A-Za-z0-9'’])([A-Za-z]+) run\b(?!ning)/g, (whole, before: string) =>
    RUN_KINDS.test(before.toLowerCase()) ? whole : `${before} errand`,
  );
}

/**
 * The sentences of a message that ask or say something: an aside ('Quick question.', 'Thanks in
 * advance!', 'My sister said to ask you.') is not read, so it can neither change the kind of question
 * nor make a follow-up look like a new one (issue 38: the main clause decides).
 */
function substance(message: string, today: string, unit?: 'F' | 'C'): string {
  const sentences = message.split(/(?<=[.!?])\s+(?=\S)/).filter((x) => x.trim());
  if (sentences.length < 2) return message;
  // 'How do I get it out?' after the sentence that says what 'it' is: a question pointing back is the question asked.
  // The sentence it points back to is kept with it, whatever that sentence says alone ('Got grease on the moleskins.').
  const pointsBack = (sentence: string) => asks(sentence) && wordsOf(norm(sentence)).some((w) => REFERRING.has(w));
  const said = sentences.map((sentence) => saysSomething(parseAlone(sentence, today, unit), sentence));
  const kept = sentences.filter((sentence, i) => said[i] || pointsBack(sentence) || (i + 1 < sentences.length && pointsBack(sentences[i + 1]!)));
  return kept.length === 0 || kept.length === sentences.length ? message : kept.join(' ');
}

/**
 * Whether what the message asks is about something other than clothes (issue 38.3: never answer a question that was
 * not asked): each clause that asks (a question mark, or opened by a question word), read alone, speaks of nothing
 * about dressing and says a subject of its own ('How do I bring it up without it being awkward?', 'any good ramen
 * places'). A lunch or a sister beside it sets the scene; it does not make the question a clothes question. A clause
 * that asks with request words only ('what is appropriate?', 'what should I bring to change into?') takes its subject
 * from the clauses around it.
 */
function asksAboutSomethingElse(message: string, today: string, unit?: 'F' | 'C'): boolean {
  const clauses = clausesOf(message);
  if (clauses.length < 2) return false;
  const asking = clauses.filter(asks);
  const ownSubject = (c: string) => wordsOf(norm(c)).filter((w) => w.length >= 3 && !ASKING.has(w)).length >= 3;
  if (asking.length === 0 || !asking.every((c) => ownSubject(c) && parseAlone(c, today, unit).kind === 'off-topic')) return false;
  // The rest sets a scene (an occasion, a day, a person); a piece, the weather or a problem there is what 'it' asks about.
  const scene = clauses.filter((c) => !asking.includes(c)).join(' ');
  if (scene === '') return true;
  const read = parseAlone(scene, today, unit);
  // A word of weather in the scene with no temperature is a topic ('a project on why salt melts ice'), unless the question
  // points back at it; a temperature said is the person's own weather.
  const pointsBack = asking.some((c) => wordsOf(norm(c)).some((w) => REFERRING.has(w)));
  // A task whose product is no clothes ('help me write a polite email to her'): the pieces of the scene are what the email is
  // about, not what is asked, whatever it points back at.
  if (asking.every((c) => TASKS_NOT_CLOTHES.has(parseAlone(c, today, unit).offTopic ?? ''))) return true;
  return onlyTheScene(pointsBack || read.tempC !== null ? read : { ...read, weather: [] });
}

/** Words by which a question points back at what the sentence before it said ('how do I deal with that?'). */
const REFERRING: ReadonlySet<string> = new Set(['it', 'that', 'this', 'them', 'those', 'these', 'they', 'there']);
/** Subjects declined as tasks whose product is not clothes: writing, choosing music or gifts, teaching, planning. */
const TASKS_NOT_CLOTHES: ReadonlySet<string> = new Set([
  'writing letters and documents',
  'writing that',
  'choosing music, readings, gifts or food',
  'teaching',
  'planning that',
  'what to say or read',
]);

/**
 * Whether every clause that asks is a clothes question of its own and names no declined subject, the declined word
 * being in a clause beside it ('Does lilac go with navy? I don't want to end up looking like a bruise'): the clause
 * that asks decides (issue 38.1), so the message is not declined.
 */
function asksOnlyAboutDressing(message: string, today: string, unit?: 'F' | 'C'): boolean {
  const clauses = clausesOf(message);
  const asking = clauses.filter(asks);
  if (clauses.length < 2 || asking.length === 0 || asking.length === clauses.length) return false;
  return asking.every((c) => {
    const r = parseAlone(c, today, unit);
    const ws = wordsOf(norm(c));
    // Of clothes itself: a piece, a colour or a word of dressing ('should I keep training through it?' is not).
    const ofClothes = r.pieces.length > 0 || r.colours.length > 0 || says(ws, FASHION_WORDS) || says(ws, DRESSING_WORDS) || says(ws, OUTFIT);
    return ofClothes && r.offTopic === null && !['general', 'off-topic', 'greeting', 'thanks', 'about'].includes(r.kind);
  });
}

/** A reading that holds an occasion, a day or nothing: no piece, colour, weather, problem, activity, trip or budget. */
export function onlyTheScene(
  r: Pick<MessageReading, 'pieces' | 'colours' | 'weather' | 'tempC' | 'avoid' | 'activity' | 'budget' | 'problem' | 'fabric' | 'fitArea' | 'trip'>,
): boolean {
  return (
    r.pieces.length === 0 &&
    r.colours.length === 0 &&
    r.weather.length === 0 &&
    r.tempC === null &&
    r.avoid.length === 0 &&
    r.activity === null &&
    r.budget === null &&
    r.problem === null &&
    r.fabric === null &&
    r.fitArea === null &&
    r.trip === null
  );
}

/** A message's clauses: sentences, and the parts a comma, a semicolon or a dash sets apart. */
function clausesOf(message: string): string[] {
  return (
    message
      // A dash is tried from the start of a run of spaces only, so a long run stays linear.
      .split(/(?<=[.!?;,])\s+|(?<!\s)\s+-\s+/)
      .map((c) => c.trim())
      .filter(Boolean)
  );
}

const ASKING: ReadonlySet<string> = new Set(ASKING_WORDS);

/** A clause that asks: a question mark, or opened by a question word. */
const asks = (clause: string) => clause.endsWith('?') || REQUEST_OPENERS.includes(wordsOf(norm(clause))[0] ?? '');

/**
 * Whether an occasion's phrase sits in a clause that describes the scene while the clause that asks names another
 * occasion ('what's appropriate for a funeral on Friday? it's a catholic church service'): the asked one is the
 * occasion, the other where or how it happens.
 */
function describesTheScene(message: string, phrase: string): boolean {
  const clauses = clausesOf(message);
  const asking = clauses.filter(asks);
  const lower = phrase.toLowerCase();
  if (asking.length === 0 || asking.some((c) => c.toLowerCase().includes(lower))) return false;
  const own = new Set(occasionsIn(` ${lower} `));
  return asking.some((c) => occasionsIn(norm(c)).some((o) => !own.has(o)));
}

function saysSomething(r: MessageReading, sentence: string): boolean {
  return (
    !['general', 'off-topic', 'greeting', 'thanks', 'about'].includes(r.kind) ||
    // 'What else?' asks for something in the place of what the sentence before rules out.
    says(wordsOf(norm(sentence)), ALTERNATIVE) ||
    // 'Mine kind of pool at the bottom': what a piece does on the body is said of the piece asked about.
    saysWhatAPieceDoes(wordsOf(norm(sentence))) ||
    // 'Anything I should think about with what I wear?': asking about getting dressed is what the sentences before set up.
    (asks(sentence) && says(wordsOf(norm(sentence)), DRESSING_VERBS)) ||
    // 'What do I bring?': what to carry for the plan the sentences before set up.
    (asks(sentence) && / (bring|pack|take with me) /.test(norm(sentence))) ||
    r.offTopic !== null ||
    r.pieces.length > 0 ||
    r.occasions.length > 0 ||
    r.weather.length > 0 ||
    r.colours.length > 0 ||
    r.avoid.length > 0 ||
    r.day !== null ||
    r.tempC !== null ||
    r.activity !== null ||
    r.budget !== null ||
    !!r.moneyAbroad ||
    r.problem !== null ||
    r.fabric !== null ||
    r.fitArea !== null ||
    r.trip !== null ||
    r.tripDays !== null ||
    // A place travelled to is the trip's, even in a sentence that says nothing else a trip reads ('but im heading to chicago lol').
    destinationIn(norm(sentence)) !== null ||
    opensAsFollowUp(sentence) ||
    phrasesIn(wordsOf(norm(sentence)), CHANGES).length > 0
  );
}

/** Event nouns that other languages write at the end of one long word ('Zuckerbäckerball', 'Opernball', 'Oktoberfest'). */
const COMPOUND_EVENT_HEADS: readonly string[] = ['ball', 'fest', 'gala'];
/** The shortest first part a compound must have: 'netball' and 'eyeball' are English words anyway. */
const COMPOUND_PREFIX_MIN = 4;

/** A word no English dictionary holds that ends in an event's noun is written as its two parts ('Zuckerbäcker ball'). */
function eventCompoundsSplit(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const lower = word.toLowerCase();
    const head = COMPOUND_EVENT_HEADS.find((h) => lower.endsWith(h) && lower.length - h.length >= COMPOUND_PREFIX_MIN);
    // 'Pickleball', 'dodgeball': a sport the tables name is played, not held.
    const played = conceptsIn([lower], ACTIVITIES).length > 0;
    return head && !played && !isEnglishWord(lower) ? `${word.slice(0, -head.length)} ${word.slice(-head.length)}` : word;
  });
}

/**
 * The occasions said to be wrong for a piece in clauses that do not ask ('it feels too chunky for the office'), and those
 * a plan replaces ("it's now a walk-through at the quarry instead of at the office"): where it is not, not what is asked.
 */
function wrongPlacesSaid(message: string): string[] {
  const clauses = clausesOf(message);
  const replaced = clauses.flatMap((c) => {
    const ws = wordsOf(norm(c));
    const at = ws.findIndex((w, i) => (w === 'instead' && ws[i + 1] === 'of') || (w === 'rather' && ws[i + 1] === 'than'));
    return at >= 0 ? occasionsIn(` ${ws.slice(at + 2).join(' ')} `).filter((o) => !occasionsIn(` ${ws.slice(0, at).join(' ')} `).includes(o)) : [];
  });
  if (!clauses.some(asks)) return replaced;
  const tooMuchFor = clauses
    .filter((c) => !asks(c))
    .flatMap((c) => {
      const ws = wordsOf(norm(c));
      const too = ws.indexOf('too');
      const forAt = ws.indexOf('for', too);
      return too >= 0 && forAt > too && forAt - too <= 3 ? occasionsIn(` ${ws.slice(forAt + 1).join(' ')} `) : [];
    });
  return [...replaced, ...tooMuchFor];
}

/** A level no lower than the office's (business casual). */
function atLeastOffice(code: DressCode | null): DressCode {
  return code && dressCodeRank(code) > dressCodeRank('business casual') ? code : 'business casual';
}

/** The fit trouble an alteration asked for mends: shortening mends a piece too long, taking in one too loose. */
const MENDS: readonly { issue: FitIssue; words: ReadonlySet<string> }[] = [
  { issue: 'long', words: new Set(['shorten', 'shortened', 'shortening', 'hemmed', 'hemming']) },
  { issue: 'short', words: new Set(['lengthen', 'lengthened', 'lengthening']) },
  { issue: 'loose', words: new Set(['taken', 'tighten', 'tightened', 'nipped']) },
  { issue: 'tight', words: new Set(['let', 'loosen', 'loosened']) },
];
function issueMendedBy(ws: readonly string[]): FitIssue | null {
  return (
    MENDS.find((m) => ws.some((w, i) => m.words.has(w) && (m.issue !== 'loose' || ws[i + 1] === 'in') && (m.issue !== 'tight' || ws[i + 2] === 'out')))
      ?.issue ?? null
  );
}

/** An event named by its verb ('pitching', 'presenting') is named by the event's noun when that is one too ('the pitch'). */
function nounOfGerund(phrase: string): string {
  if (phrase.includes(' ') || !phrase.toLowerCase().endsWith('ing')) return phrase;
  const noun = lemmaOf(phrase.toLowerCase());
  return noun !== phrase.toLowerCase() && sameEventRow(noun, phrase.toLowerCase()) ? noun : phrase;
}

export function parseAlone(raw: string, today: string, unit?: 'F' | 'C'): MessageReading {
  // The reading layer first: shorthand, digits for words, abbreviated days and misspellings become words (ADR 0116).
  const readText = eventCompoundsSplit(readMessage(raw).text);
  const message = withoutFeltFrom(errandRunFree(denimWashFree(withNamesSetAside(substance(readText, today, unit)))));
  const t = norm(message);
  const ws = words(message);
  // 'A garden ceremony', 'the ski lodge dinner': an activity's word before a gathering sets its scene (pool and beach parties aside).
  // 'A guided walk through the Botanic Garden': an activity's word written only inside a place's name is the place.
  // 'At Elliot's Beach', 'the Ice Palace': an activity's word written only as part of a name is a place, not what is done.
  const notANameIn = (words: readonly string[]) => (h: { at: number; span: number }) =>
    !words.slice(h.at, h.at + h.span).every((w) => writtenOnlyAsName(message, w));
  // 'My yoga class is having a christmas party': the group named by its pursuit holds the event; nobody does yoga.
  const heard = activitiesDone(ws)
    .filter(notANameIn(ws))
    .filter((h) => !hostsAnEvent(ws, h.at + h.span));
  const spoken = namedOccasion(message);
  // Weather said of a time ('hot days, cool nights', 'a rainy night') is no event: the time noun is the weather's.
  const weatherOfATime = (p: string) =>
    TIME_NOUNS.has(words(p).at(-1) ?? '') &&
    words(p)
      .slice(0, -1)
      .some((w) => WEATHER_WORDS.has(w));
  // Where a spill happened ('spilled soy sauce on it at lunch') is no occasion to dress for.
  const spillSetting = (p: { phrase: string }) => {
    const end = endOf(ws, words(p.phrase));
    return end > 0 && spilled(ws, end - words(p.phrase).length);
  };
  // 'Then meeting Mia for dinner': an event's word said as a verb of its own is no event (word-sense.ts).
  const doneAsVerb = (p: { phrase: string }) => {
    const pw = words(p.phrase);
    const start = endOf(ws, pw) - pw.length;
    return start >= 0 && pw.some((_, k) => otherSenseAt(ws, start + k, (w) => writtenOnlyAsName(message, w)) === 'verb');
  };
  // 'Will the blazer do?': 'do' after a garment is whether it will serve, not a party.
  const pieceWillDo = (p: { phrase: string }) => / do$/.test(p.phrase) && piecesIn(` ${p.phrase.replace(/ do$/, '')} `).length > 0;
  // 'I'd rather not wear the derbies': a phrase headed by a garment's word is the piece, not an event ('a derby').
  // (Only a plural: 'the derby' on Saturday is still the race.)
  const headedByAPiece = (p: string) => {
    const head = words(p).at(-1) ?? '';
    return head.endsWith('s') && piecesIn(` ${head} `).length > 0;
  };
  const phrase =
    spoken &&
    !namesAPiece(ws, endOf(ws, words(spoken.phrase))) &&
    !headedByAPiece(spoken.phrase) &&
    !weatherOfATime(spoken.phrase) &&
    !spillSetting(spoken) &&
    !doneAsVerb(spoken) &&
    !pieceWillDo(spoken)
      ? spoken
      : null;
  // 'The school concert tonight in the gym': a place for a sport said after the occasion named, as where it is held, is its
  // hall. A pool or a beach stays what the guests do there ('a party at the pool').
  const heldIn = (h: { id: string; at: number }) => {
    if (h.id === 'swimming' || h.id === 'beach') return false;
    // 'In the gym'; where the word is the pursuit's own place ('in an outdoor garden', 'at her garden'), any determiner and
    // a describing word or two may stand between.
    const place = PLACES_OF_PURSUITS.some((p) => p.id === h.id && p.phrases.includes(ws[h.at] ?? ''));
    const det = place ? [1, 2, 3].find((k) => PLACE_DETERMINERS.has(ws[h.at - k] ?? '')) : ws[h.at - 1] === 'the' ? 1 : undefined;
    // The gathering before it is a word of the settings, or the event the message names ('the works christmas do at the rugby club').
    const gathering = phrase && phrase.occasion !== null && ['do', ...GATHERINGS].includes(words(phrase.phrase).at(-1) ?? '');
    const gatheringEnd = gathering ? endOf(ws, words(phrase.phrase)) : -1;
    return (
      det !== undefined &&
      ['in', 'at'].includes(ws[h.at - det - 1] ?? '') &&
      (ws.slice(0, h.at - det - 1).some((w) => GATHERINGS.has(w)) || (gatheringEnd > 0 && gatheringEnd <= h.at - det - 1))
    );
  };
  // The phrase is read alone; the whole message may veto its activity ('trousers pool at my ankles' is no swim).
  const vetoed =
    !!phrase &&
    (activitiesDone(words(phrase.phrase)).some((h) => !heard.some((x) => x.id === h.id)) ||
      // 'A wedding reception in an outdoor garden': the phrase's activity is only the place the gathering is held.
      (phrase.activity !== null && heard.some((x) => x.id === phrase.activity) && heard.filter((x) => x.id === phrase.activity).every(heldIn)) ||
      // 'While job hunting': the phrase's activity is one the whole message rules out.
      (phrase.activity !== null && !heard.some((x) => x.id === phrase.activity) && ACTIVITIES.some((a) => a.id === phrase.activity && a.unless)) ||
      // 'Keep them in a shoe box': the phrase's word is read in another sense in the whole message (word-sense.ts).
      (phrase.activity !== null &&
        !heard.some((x) => x.id === phrase.activity) &&
        otherSenseIn(ws, endOf(ws, words(phrase.phrase)) - words(phrase.phrase).length, words(phrase.phrase).length)) ||
      // 'Run at North Beach': the phrase's beach is where another activity is done.
      (phrase.activity !== null &&
        !heard.some((x) => x.id === phrase.activity) &&
        conceptsIn(ws, ACTIVITIES).some((h) => h.id === phrase.activity && whereAnotherIsDone(ws, h))));
  // 'I've worn it exactly once, to a wedding', 'she gave it to me for my birthday': when a piece was worn or given is no
  // occasion dressed for now (piece-history.ts).
  const now = norm(withoutPiecePast(message));
  const toldPast = (p: string) => now !== t && !now.includes(` ${norm(p).trim()} `) && occasionsIn(now).length === 0;
  // 'What do I wear the cable-knit with? It feels too chunky for the office': a place said to be wrong for a piece, outside
  // the clause that asks, or one a plan replaces ('instead of at the office'), is where it is not, not the occasion asked about.
  const toldWrongFor = wrongPlacesSaid(message);
  const wrongPlace = (p: { phrase: string; occasion: string | null }) =>
    toldWrongFor.length > 0 && [p.occasion, ...occasionsIn(norm(p.phrase))].filter(Boolean).every((o) => toldWrongFor.includes(o!));
  const found = vetoed || (phrase && (describesTheScene(message, phrase.phrase) || toldPast(phrase.phrase) || wrongPlace(phrase))) ? null : phrase;
  // 'A party tonight, but what for the funeral? the funeral is formal': an occasion said twice is the one asked about.
  const inFound = found ? occasionsIn(` ${found.phrase.toLowerCase()} `) : [];
  const named = found && !occasionsIn(t).some((name) => !inFound.includes(name) && mentions(t, name).length >= 2) ? found : null;
  // 'Lake day Sunday, have I got anything to swim in?': an activity said outside the occasion's phrase is what the person does.
  // Read on the whole message, so a place after the phrase still sees the gathering it hosts ('the concert in the gardens').
  const phraseEnd = named ? endOf(ws, words(named.phrase)) : -1;
  const phraseStart = phraseEnd - (named ? words(named.phrase).length : 0);
  // Only the phrase's own activity words are set aside, so the gathering it names still sets the scene for a place after it.
  const phraseHits = heard.filter((h) => h.at >= phraseStart && h.at + h.span <= phraseEnd);
  const inPhraseHit = (i: number) => phraseHits.some((h) => i >= h.at && i < h.at + h.span);
  // 'At TD Garden': a word of a name is a place outside the phrase too.
  const rest = named && phraseEnd < 0 ? withoutPhrase(ws, words(named.phrase)) : [];
  const outside = named
    ? phraseEnd < 0
      ? activitiesDone(rest).filter(notANameIn(rest))[0]?.id
      : activitiesDone(ws.map((w, i) => (inPhraseHit(i) ? '_' : w)))
          .filter(notANameIn(ws))
          .filter((h) => !heldIn(h) && !hostsAnEvent(ws, h.at + h.span))
          .find((h) => h.at + h.span <= phraseStart || h.at >= phraseEnd)?.id
    : undefined;
  // When the phrase is itself an activity ('hike Dog Mountain … with a lot of climbing'), the first activity said is the one
  // done, unless another follows it at once: a compound's last noun heads it ('trail run').
  const compound = heard[0] ? heard.find((h) => h.at === heard[0]!.at + heard[0]!.span) : undefined;
  // 'Brunch on Sunday, then probably a walk if the chinook holds': beside an event named, an activity said as a maybe is a
  // maybe; the event is what is dressed for.
  const maybe = (id: ActivityId | undefined) => {
    const hits = heard.filter((h) => h.id === id);
    return !!named && named.occasion !== null && hits.length > 0 && hits.every((h) => hedgedAt(ws, h));
  };
  const firm = (id: ActivityId | undefined) => (maybe(id) ? undefined : id);
  const said = (named?.bare ? compound?.id : firm(outside)) ?? firm(heard.find((h) => !heldIn(h))?.id) ?? null;
  // A sport inside an occasion one watches or attends ('basketball game') is not what the person does; at a pool or
  // beach party the guests are in the water or on the sand, so its clothes are the person's (a beach wedding's are not).
  const saidInPhrase =
    !!named &&
    !!said &&
    !outside &&
    !((said === 'swimming' || said === 'beach') && / (party|parties|bbq|barbecue|cookout|hangout|day)$/.test(` ${named.phrase}`)) &&
    // 'My walking group meets…', 'running club': the people who do it together, and the person is one of them.
    !DOERS.some((d) => ` ${named.phrase.toLowerCase()} `.includes(` ${d} `)) &&
    conceptsIn(words(named.phrase), ACTIVITIES).some((h) => h.id === said);
  const doing = named && !named.bare ? (named.activity ?? (saidInPhrase ? null : said)) : said;
  const activity = doing === 'climbing' && climbsAMountain(ws) ? 'hiking' : doing;
  const readNow =
    now === t && toldWrongFor.length === 0
      ? null
      : new Set(occasionsIn(now, true, (w) => writtenOnlyAsName(message, w)).filter((o) => !toldWrongFor.includes(o)));
  const read = occasionsIn(t, true, (w) => writtenOnlyAsName(message, w)).filter((o) => !readNow || readNow.has(o));
  const inPhrase = named ? occasionsIn(` ${named.phrase.toLowerCase()} `) : [];
  // A workplace or a class before the event's noun is whose event it is ('the work do', 'the office party'), not the occasion.
  const fromPhrase = inPhrase.find((o) => !(HOSTING_SETTINGS.has(o) && named?.occasion));
  const namedAs = named && !activity ? (named.qualified ? named.occasion : (fromPhrase ?? named.occasion)) : null;
  const occasions = activity
    ? [
        ACTIVITY_OCCASION[activity][0],
        ...read.filter((o) => !SUPERSEDED_BY_ACTIVITY.has(o) || (o === 'work' && / (the office|at work|to work|my job) /.test(t))),
      ]
    : namedAs
      ? [namedAs, ...read.filter((o) => o !== namedAs && !inPhrase.includes(o))]
      : read;
  const distinct = occasions.filter((o) => !SUBSUMED.some(([specific, general]) => o === general && occasions.includes(specific)));
  // 'work out' is the gym, not the office.
  const workless = / work(ing)? ?out /.test(t) ? distinct.filter((o) => o !== 'work') : distinct;
  // The occasion named comes first however often another is mentioned.
  // A court where a sport is played is no court hearing ('pickup basketball at the court').
  const sportSaid = conceptsIn(ws, ACTIVITIES).some((h) => h.id === 'gym');
  // 'A pageant in the school gym': a pursuit's place where a gathering is held names no occasion of that pursuit either.
  const heldOnly = new Set(
    heard.filter((h) => heard.filter((x) => x.id === h.id).every(heldIn)).map((h) => ACTIVITY_OCCASION[h.id as keyof typeof ACTIVITY_OCCASION][0]),
  );
  const occ = (namedAs ? workless : asked(t, workless, message)).filter((o) => (o !== 'court' || !sportSaid) && (activity !== null || !heldOnly.has(o)));
  // 'Black-tie', 'smart-casual': the hyphen is spelling, not meaning.
  // 'Less dressy', 'a bit more casual': a degree asked of the look before, not the code of this occasion.
  const spelt = t.replace(/([a-z])-([a-z])/g, '$1 $2');
  const explicit = EXPLICIT_DRESS_CODES.find((c) => {
    const code = c.replace('-', ' ');
    // 'Dressy enough?', 'formal enough for…': a degree asked of a piece, not the code of the occasion.
    // "It's not black tie but people make an effort": a code denied is the one the occasion is not.
    return (
      spelt.includes(` ${code} `) &&
      !DEGREE_WORDS.some((d) => spelt.includes(` ${d} ${code} `)) &&
      !spelt.includes(` ${code} enough `) &&
      !CODE_DENIED.some((d) => spelt.includes(` ${d} ${code} `))
    );
  });
  // A code reported in quotation marks ("the invite says 'festive but relaxed'") is read with the calendar's table.
  const explicitCode = explicit ? parseDressCode(explicit) : quotedDressCode(message);
  const afterWork = !!namedAs && FROM_WORK.test(t);
  const namedCode = namedAs && named ? (named.qualified ? named.dressCode : (dressCodeFromTitle(named.phrase) ?? named.dressCode)) : null;
  const impliedRaw = activity
    ? ACTIVITY_OCCASION[activity][1]
    : (dressiestOfTheDay(namedCode, occ, words(message)) ?? (occ.length ? codeOfOccasions(occ) : null));
  // The workplace says the office's dress code: a law firm or a bank dresses up, a startup or a studio down.
  const office = (occ[0] === 'work' || occ[0] === 'job interview') && !explicitCode ? workplaceCode(t) : null;
  // An interview dresses one step above the office ('a design agency' is smart casual, so its interview is business casual).
  const workplace = office && occ[0] === 'job interview' ? DRESS_CODES[Math.min(dressCodeRank(office) + 1, dressCodeRank('business formal'))]! : office;
  // Straight from work: dressed for the office, which also does for the evening.
  const implied = workplace ?? (afterWork && impliedRaw && dressCodeRank(impliedRaw) < dressCodeRank('business casual') ? 'business casual' : impliedRaw);
  const canonicalWords = new Set((occ[0] ?? '').split(' '));
  const occasionName =
    named &&
    (!named.bare || endsInEventNoun(named.phrase) || (activity !== null && namedAsSaid(activity, named.phrase))) &&
    !words(named.phrase).every((w) => canonicalWords.has(w))
      ? `${asWritten(nounOfGerund(named.phrase), message)}${afterWork ? ' after work' : ''}`
      : null;
  const pieces = piecesIn(t);
  // Money is read without the asides that only say what something cost ('my fav thrift find (900 pesos!!)').
  const moneyText = norm(costAsidesOut(message));
  const moneyAbroad = moneyAbroadIn(moneyText);
  // 'A cooking class' is an occasion to dress for, not a question about cooking.
  const tw = wordsOf(t);
  // Only the phrase's own words: 'what painkiller before my dentist checkup' still asks a medical question.
  const namedWords = named ? wordsOf(norm(named.phrase)) : [];
  const namedEnd = endOf(tw, namedWords);
  const inNamed = named && namedEnd < 0 ? phrasesIn(namedWords, OFF_TOPIC).map((h) => h.id) : [];
  const inNamedPhrase = (h: { at: number; span: number }) => namedEnd >= 0 && h.at >= namedEnd - namedWords.length && h.at + h.span <= namedEnd;
  // Words a garment's name holds are the garment's ('a rash guard', 'dress code').
  const garmentWords = new Set(pieceHits(t).flatMap((h) => Array.from({ length: h.span }, (_, k) => h.at + k)));
  // A word in a figure of speech ('looking like a bruise', 'sick of my clothes') is no subject (figures.ts).
  const offTopicSaid =
    phrasesIn(
      tw,
      OFF_TOPIC,
      (i) =>
        garmentWords.has(i) || (tw[i] === 'code' && tw[i - 1] === 'dress') || figurativeAt(tw, i) || landedOnAGarment(tw, i, garmentWords) || visitedAt(tw, i),
    ).find((h) => !inNamed.includes(h.id) && !inNamedPhrase(h))?.id ??
    // A task other than dressing asked by the main clause: its object, not an occasion inside it, decides (other-task.ts).
    otherTaskAsked(message, pieces.length > 0 || conceptsIn(ws, FABRICS).length > 0 || coloursIn(t).length > 0);
  const offTopic = offTopicSaid && !asksOnlyAboutDressing(message, today, unit) ? offTopicSaid : null;
  const fitSaid = fitIn(t);
  // 'Shld I get them shortened? theyre like 2cm past my wrist': the alteration asked says the trouble it mends.
  const fit = fitSaid.area !== null && fitSaid.issue === null ? { ...fitSaid, issue: issueMendedBy(wordsOf(t)) } : fitSaid;
  const withMatch =
    / (?:go(?:es)?|goes|wear|pair|match|look|looks|work|works)(?: (?:best|good|well|nice))? with (?:my |a |an |the |these |this |some )?(.*)$/.exec(t) ??
    / style (?:my |a |an |the |these |this )?(.*)$/.exec(t);
  // 'Navy chinos, what shoes?': the piece asked for is not the subject.
  // Every piece asked for counts: 'which coat and shoes?', 'which shoes and what on top?' ask two, and pair with neither.
  // An accessory asked beside a worn piece is chosen with it for an occasion ('which suit n tie' for the recital); with no
  // occasion to dress, the worn piece is what the accessory is paired with ('which saree and jewellery?').
  const askedAll = piecesAskedFor(t);
  const pairsAnAccessory = !occ.length && !activity && askedAll.some((p) => WORN.has(categoryOf(p)));
  const askedPieces = pairsAnAccessory ? askedAll.filter((p) => !ACCESSORY_ASKED.has(categoryOf(p))) : askedAll;
  const heldByVerb = pieceBeforeWith(t);
  const pairWith = withMatch
    ? (piecesIn(` ${withMatch[1]!} `)[0] ?? heldByVerb)
    : (heldByVerb ?? (askedPieces.length && pieces.some((p) => !askedPieces.includes(p)) ? pieces.find((p) => !askedPieces.includes(p))! : null));
  // A fabric said names a piece of clothing too ('a hole in my merino crewneck', 'oil on the silk').
  const clothSaid = pieces.length > 0 || conceptsIn(ws, FABRICS).length > 0;
  // Two temperatures said of one day are its span ('mornings 19°C, afternoons 34°C'): read once.
  const span = temperatureSpanIn(message, unit);
  const occasionNamed = withoutConnective(occasionName ?? (!occ.length && !activity && !offTopic ? eventBySyntax(message) : null));
  // 'The Soweto derby', 'the cup tie': a garment's word heading the occasion's name, said nowhere else, is the occasion.
  // Only an occasion the tables name: one read by syntax alone ('no palazzo pls') may be the garment itself.
  const nameHead = occasionName ? (words(occasionName).at(-1) ?? '') : '';
  const headsTheName = (p: string) => !!nameHead && piecesIn(` ${nameHead} `).includes(p) && tw.filter((w) => w === nameHead).length === 1;
  // 'A burial in Masaka': a name no dictionary holds is never a typo of a trouble's word ('masala').
  const tp = namesSetAside(message, t);
  const tpw = wordsOf(tp);
  const problem = problemBy(problemIn(tp, clothSaid), tpw);
  const tripOptions = {
    activityNamed: activity !== null,
    knownPlace: (x: string) => destinationIn(x)?.name ?? null,
    hasProblem: problem !== null,
    todayMonth: Number(today.slice(5, 7)) - 1,
    today,
  };
  const tripRead = tripIn(t, ws, tripOptions);
  // On a trip, the weather said of the place left ('leaving Logan in the freezing cold', 'from rainy Vancouver') is not the trip's;
  // cold said there is what is worn on the way.
  const origin = tripRead?.form === 'trip' ? withoutOriginClauses(message) : { rest: message, origin: '' };
  const tripWeather = origin.rest;
  const leavingCold = origin.origin !== '' && weatherIn(origin.origin).some((w) => LEAVING_COLD.has(w));
  // The place left is no destination either ('… - leaving Helsinki in the snow'): the trip is read again without it.
  const tripHere =
    origin.origin !== '' && tripRead?.place && origin.origin.includes(tripRead.place)
      ? (tripIn(norm(origin.rest), words(origin.rest), tripOptions) ?? tripRead)
      : tripRead;
  const trip = tripHere && leavingCold ? { ...tripHere, leavingCold } : tripHere;
  const base = {
    pairWith,
    occasions: occ,
    // An event no table names is still the one dressed for, named back as written ('the year-end braai').
    occasionName: occasionNamed,
    // A norm reported for the place ('they're casual') never dresses an interview below its floor.
    // A stricter norm reported for the hosts or the place ('they're pretty traditional') dresses a step up.
    dressCode: withOccasionFloor(occ[0], explicitCode ?? withReportedNorm(withCasualSetting(implied, tw), tw)),
    dressCodeExplicit: !!explicitCode,
    dressCodeSaid:
      explicitCode && explicit && withOccasionFloor(occ[0], explicitCode) === explicitCode
        ? explicit === 'cocktail'
          ? 'cocktail attire'
          : explicit.replace('semi-formal', 'semi formal')
        : null,
    day: dayOf(message, today, occ[0] ?? null, named?.phrase),
    weather: weatherIn(weatherWordsOf(tripWeather, tw)),
    pieces: pieces.filter((p) => !headsTheName(p)),
    colours: coloursAsked(message, t),
    avoid: avoidIn(
      t,
      norm(readText),
      message.split(/(?<=[.!?])\s+/).map((sentence) => norm(sentence)),
    ),
    budget: budgetIn(moneyText, moneyAbroad),
    moneyAbroad,
    offTopic,
    activity,
    activitySaid: activitySaid(
      ws,
      heard.find((h) => h.id === activity),
    ),
    fabric: conceptsIn(ws, FABRICS)[0]?.id ?? null,
    problem,
    problems: [...new Set([...problemsIn(tp, clothSaid), ...problemsBySense(tpw)])].filter((p) => !asWeatherOnly(tw).includes(p)),
    tempC: span?.[1] ?? temperatureIn(tripWeather, unit),
    tempLowC: span?.[0] ?? null,
    tripDays: tripDaysIn(t),
    trip,
    // 'They listen to my chest': a part of the body examined, with no fit trouble said, is the examination's, not a fit question.
    fitArea: fit.issue === null && appointmentSaid(message)?.needs.length ? null : fit.area,
    fitIssue: fit.issue,
  };
  const whole = kindOf(message, t, base, tpw);
  // 'What colour blouse should I get for the peacock blue saree? The matching one is too tight now': the question opens on a
  // colour, and the fit or the care said after it is why, not what is asked.
  const kind =
    (whole === 'fit' || whole === 'care') && base.pieces.length > 0 && opensOnAColour(message) ? (base.pieces.length >= 2 ? 'pairing' : 'colour') : whole;
  // Shopping with no piece named buys for the part of the body said to suffer ('my ears freeze at the bus stop').
  const forParts = () => [...new Set(phrasesIn(wordsOf(t), COLD_PARTS).map((h) => h.id))];
  // 'One piece to make my wardrobe work for dressier things like graduations': a buy asked to lift the occasions a step.
  const liftsTheLevel = kind === 'shopping' && base.occasions.length > 0 && !base.dressCodeExplicit && changeSaid(t) === 'more formal';
  // 'Brussels for a week, I own nothing for the cold: what should I buy first?': on a trip, a clause that asks what to buy,
  // and none what to pack, asks the trip's gaps first (packing.ts leads with them).
  const buyingForTrip = kind === 'packing' && base.trip?.form === 'trip' && asksToBuyNotPack(message);
  return {
    ...base,
    kind,
    // A rut with an occasion or a pursuit said is that occasion's outfit ('I always look the same at dinners; the gala?').
    ...(kind === 'outfit' && base.occasions.length === 0 && !base.activity && says(wordsOf(t), STYLE_RUT) ? { restyle: true } : {}),
    ...(buyingForTrip ? { trip: { ...base.trip!, buying: true as const } } : {}),
    ...(liftsTheLevel ? { dressCode: shiftCode(base.dressCode, 1) } : {}),
    pieces: kind === 'shopping' ? pieceToBuyFirst(message, base.pieces.length ? base.pieces : forParts(), base.avoid) : base.pieces,
  };
}

/** Whether a clause that asks says what to buy ('what should I buy first?') and none what to pack or bring. */
function asksToBuyNotPack(message: string): boolean {
  const asking = clausesOf(message).filter(asks);
  return asking.some((c) => wordsOf(norm(c)).some((w) => BUYING.has(w))) && !asking.some((c) => says(wordsOf(norm(c)), PACKING));
}

/**
 * The piece to buy leads a shopping request: the first piece not said as theirs in the clause that asks to buy, else, when the
 * first piece named is one the person owns ('soaked through my jeans... are overtrousers worth buying?'), the first one not theirs.
 */
function pieceToBuyFirst(message: string, pieces: readonly string[], avoid: readonly string[] = []): string[] {
  const ws = wordsOf(norm(message));
  const at = (piece: string) => ws.flatMap((w, i) => (piecesIn(` ${w} `).includes(piece) ? [i] : []));
  const ownedAt = (i: number) => ws.slice(Math.max(0, i - 3), i).some((x) => x === 'my' || x === 'our');
  const owned = (piece: string) => at(piece).some(ownedAt);
  // 'I already have the mustard kurta': had, every time it is said ('my snow boots are cracking, need new ones' wants that kind again).
  const hadAt = (i: number) => {
    const before = ws.slice(Math.max(0, i - 5), i);
    const k = before.findLastIndex((x, j) => HAVING.has(x) && ['already', 'i', 'ive', "i've"].includes(before[j - 1] ?? ''));
    // 'I own no proper trainers' has none.
    return k >= 0 && !before.slice(k + 1).some((x) => ['no', 'not', 'any', 'never', 'nothing'].includes(x));
  };
  const hadEverywhere = (piece: string) => at(piece).length > 0 && at(piece).every(hadAt);
  // 'An outfit that isn't a saree', 'I already have the kurta, what should I look for?': with every piece named set aside or
  // had, the thing to buy is the one the message asks for by its occasion, not one of them.
  // Set aside as not what is wanted ('one that isn't a saree'), not as missing ('I own no trainers', which asks for them).
  const notWantedAt = (i: number) => ['a', 'an'].includes(ws[i - 1] ?? '') && ['not', "isn't", 'isnt', "aren't", 'arent'].includes(ws[i - 2] ?? '');
  const setAside = (piece: string) => avoid.includes(piece) && at(piece).some(notWantedAt);
  if (pieces.length > 0 && pieces.every((p) => setAside(p) || hadEverywhere(p)) && clausesOf(message).some((c) => says(wordsOf(norm(c)), BUY_ASKED))) return [];
  if (pieces.length < 2) return [...pieces];
  // The clause that asks to buy names it ('She says the suit jacket looks funereal. What kind of blazer should I buy?').
  const buying = clausesOf(message).find((c) => says(wordsOf(norm(c)), SHOPPING) || says(wordsOf(norm(c)), WISHING));
  const asked = buying ? piecesIn(norm(buying)).find((p) => pieces.includes(p) && !owned(p)) : undefined;
  const first = asked ?? (owned(pieces[0]!) ? pieces.find((p) => !owned(p)) : undefined);
  return first ? [first, ...pieces.filter((p) => p !== first)] : [...pieces];
}

/**
 * Reads a message into the question it asks. A follow-up ('and if it's cold?', 'what about
 * Saturday?') keeps what the previous question asked and changes only what the new words say.
 */
/** The change a follow-up's words say ('less formal', 'warmer', 'cheaper'), if any. */
function changeSaid(t: string): FollowUpChange | null {
  return phrasesIn(wordsOf(t), CHANGES)[0]?.id ?? null;
}

/** What a short follow-up changes: a named slot of the outfit ('and shoes?'), the formality, the warmth or the budget. */
function changeIn(message: string, current: Omit<ParsedQuestion, 'followUp' | 'change'>): FollowUpChange | null {
  const t = norm(message);
  const said = changeSaid(t);
  if (said) return said;
  const clause = clauseAskingForAPiece(message);
  const asked = clause ? changeIn(clause, { ...current, pieces: piecesIn(norm(clause)) }) : null;
  if (asked) return asked;
  if (message.trim().split(/\s+/).length > 6 || current.occasions.length || current.pieces.length === 0) return null;
  // 'How long should shorts be?', 'what goes with my blazer?': a question of its own about a piece, not the slot of the outfit before.
  if (
    /^ ?(how(?! about)|why|when|where|do|does|did|is|are|can|could|should|would|will|must)\b/.test(t) ||
    / (go(es)?|goes) (well )?with | pair(s|ed)? with | match(es)? /.test(t)
  )
    return null;
  return slotOf(current);
}

/**
 * The one clause that asks, when it asks for a piece and the others say why ('And shoes? There's a good foot of snow on
 * the sidewalks.'); null otherwise. 'Still the linen dress?' asks whether a piece survives the change, not for its slot.
 */
function clauseAskingForAPiece(message: string): string | null {
  const clauses = clausesOf(message);
  const asking = clauses.filter(asks);
  if (clauses.length < 2 || asking.length !== 1) return null;
  const t = norm(asking[0]!);
  return piecesIn(t).length > 0 && !wordsOf(t).includes('still') ? asking[0]! : null;
}

/** The slot of the outfit a piece named in a follow-up fills ('boots?' the shoes); null when no piece, or the piece is ruled out. */
function slotOf(current: Omit<ParsedQuestion, 'followUp' | 'change'>): FollowUpChange | null {
  const piece = current.pieces[0];
  if (!piece || current.occasions.length) return null;
  // 'Something without a blazer': a piece said no to changes what is left out, not which slot is asked about.
  if (current.avoid.includes(piece)) return null;
  // Socks are filed with accessories but asked about with the shoes ('and socks?').
  if (piece === 'socks') return 'shoes';
  // 'What if I wanna wear a dress instead?', 'still the suit?': a one-piece or a suit fills top and bottom, so it has no one
  // slot; the outfit is dressed again around it.
  const noun = FINER_PIECES.find((f) => f.id === piece)?.parent ?? piece;
  if (ONE_PIECES.has(noun) || TOP_AND_BOTTOM.has(noun)) return null;
  return SLOT_OF_CATEGORY[categoryOf(piece) ?? 'Tops'] ?? null;
}

/** Garment ids worn as a matched top and bottom ('suit'), which the garment table files with tops. */
const TOP_AND_BOTTOM: ReadonlySet<string> = new Set(['suit', 'tuxedo']);

const SLOT_OF_CATEGORY: Partial<Record<Category, FollowUpChange>> = {
  Tops: 'top',
  Bottoms: 'bottom',
  Outerwear: 'outerwear',
  Shoes: 'shoes',
  Accessories: 'accessories',
};

/** The closet category a garment noun is filed under. */
function categoryOf(piece: string | undefined): Category | undefined {
  // A finer kind ('bow tie', 'clutch') is filed where its noun is.
  const noun = FINER_PIECES.find((f) => f.id === piece)?.parent ?? piece;
  return GARMENTS.find((g) => g.id === noun)?.category;
}

const lowerCode = (a: DressCode, b: DressCode | null): DressCode => (b && dressCodeRank(b) < dressCodeRank(a) ? b : a);
const higherCode = (a: DressCode, b: DressCode | null): DressCode => (b && dressCodeRank(b) > dressCodeRank(a) ? b : a);

function shiftCode(code: DressCode | null, by: number): DressCode {
  const i = DRESS_CODES.indexOf(code ?? 'smart casual');
  return DRESS_CODES[Math.max(1, Math.min(DRESS_CODES.length - 1, i + by))]!;
}

/**
 * Reads a message into the question it asks. A follow-up ('and if it's cold?', 'what about
 * Saturday?', 'and shoes?', 'less formal?') keeps what the previous question asked and changes
 * only what the new words say.
 */
export function parseQuestion(message: string, context: ParseContext): ParsedQuestion {
  const history = context.history ?? [];
  const read = context.readAlone ?? parseAlone;
  // A follow-up to a follow-up reads the whole chain; each earlier turn is read once however the chain is walked.
  const readings = new Map<number, ParsedQuestion>();
  const readTurn = (i: number): ParsedQuestion => {
    let reading = readings.get(i);
    if (!reading) {
      reading = readInChain(history[i]!.content, i, context, read, readTurn);
      readings.set(i, reading);
    }
    return reading;
  };
  return readInChain(message, history.length, context, read, readTurn);
}

/** A trip said with something of its own (a length, a place, a month or a purpose), not only a bag or a packing word. */
function ownTrip(trip: TripRequest | null): boolean {
  return !!trip && (trip.days !== null || trip.place !== null || trip.month !== null || trip.purposes.length > 0);
}

/** The text of the last turn of a role before `end`, or null. */
function lastTurnOf(history: NonNullable<ParseContext['history']>, end: number, role: 'user' | 'assistant'): string | null {
  for (let i = end - 1; i >= 0; i--) if (history[i]!.role === role) return history[i]!.content;
  return null;
}

/** Whether an answer ends on an offer: its last sentence is a question ('Want a version without the blazer?'). */
function offerEnds(answer: string | null): boolean {
  return !!answer && answer.trim().endsWith('?');
}

/** The index of the last user turn before `end`, or -1. */
function lastUserTurn(history: NonNullable<ParseContext['history']>, end: number): number {
  for (let i = end - 1; i >= 0; i--) if (history[i]!.role === 'user') return i;
  return -1;
}

/** Words before a colour that make it stand for a piece ('the mustard', 'that navy one'). */
const POINTING: ReadonlySet<string> = new Set(['the', 'that', 'this', 'my']);

/**
 * A colour said as a noun after an answer ('cant do the mustard, got bleach on it') stands for the piece of that colour the
 * answer gave ('the mustard silk blouse'): the colour is written out as that piece, so the piece is read as named.
 */
function withColourReferences(message: string, lastAnswer: string | null): string {
  if (!lastAnswer) return message;
  const said = lastAnswer.split(/[^A-Za-z'-]+/).filter(Boolean);
  const lower = said.map((w) => w.toLowerCase());
  return withDescribedOnes(message, said, lower).replace(
    /\b(the|that|this|my) ([a-z]+)\b(?! (?:one|ones)\b)/gi,
    (whole, pointer: string, word: string, at: number) => {
      const colour = word.toLowerCase();
      if (!POINTING.has(pointer.toLowerCase()) || !(COLOUR_WORDS as readonly string[]).includes(colour)) return whole;
      // 'The black mock-neck': a colour before a noun describes it; only a colour that ends its phrase stands for a piece.
      const after = message.slice(at + whole.length);
      const next = /^\s*([A-Za-z][A-Za-z'-]*)/.exec(after)?.[1];
      if (next && !/^[\s]*[,.!?;:]/.test(after) && ['NOUN', 'PROPN', 'ADJ', 'X'].includes(tokensOf(next)[0]?.pos ?? '')) return whole;
      for (let i = lower.indexOf(colour); i >= 0; i = lower.indexOf(colour, i + 1)) {
        const end = lower.slice(i + 1, i + 5).findIndex((w) => piecesNamed(w).length > 0);
        if (end >= 0)
          return `${pointer} ${said
            .slice(i, i + end + 2)
            .join(' ')
            .toLowerCase()}`;
      }
      return whole;
    },
  );
}

/** Words before 'one' that point at no piece of their own ('the other one', 'the same one'). */
// prettier-ignore
const NOT_DESCRIBING: ReadonlySet<string> = new Set(['other', 'same', 'first', 'second', 'last', 'next', 'new', 'old', 'right', 'wrong', 'only', 'best', 'better',
  'whole', 'last', 'one', 'each', 'every', 'any']);

/**
 * 'I can't wear the satin one', 'is the linen one too thin?': a word of a piece the last answer named, said with 'one', stands
 * for that piece, written out ('the Black satin midi dress'), so the piece is read as named.
 */
function withDescribedOnes(message: string, said: readonly string[], lower: readonly string[]): string {
  return message.replace(/\b(the|that|this) ([a-z-]+) (one|ones|thing)\b/gi, (whole, pointer: string, word: string) => {
    const w = word.toLowerCase();
    // A colour with 'one' is left to the verdicts that weigh it against its kind ('the black one', piece-check.ts).
    if (NOT_DESCRIBING.has(w) || (COLOUR_WORDS as readonly string[]).includes(w)) return whole;
    for (let i = lower.indexOf(w); i >= 0; i = lower.indexOf(w, i + 1)) {
      const end = lower.slice(i + 1, i + 5).findIndex((x) => piecesNamed(x).length > 0);
      if (end >= 0) return `${pointer} ${lower.slice(i, i + end + 2).join(' ')}`;
    }
    return whole;
  });
}

/** Whether the plan is named by the head noun of the one before ('too much for a lunch' after 'my sister's 70th birthday lunch'). */
function sameHead(current: MessageReading, previous: ParsedQuestion): boolean {
  const head = words(current.occasionName ?? current.occasions[0] ?? '').at(-1);
  return !!head && words(previous.occasionName ?? '').includes(head);
}

/** Words that point back at something already said ('the dinner', 'that party'). */
const POINTING_BACK: ReadonlySet<string> = new Set(['the', 'that', 'this']);
/** Words that say what the plan is ('it's a blackout game', 'it is now a formal dinner'), before an article. */
const SAYS_WHAT_IT_IS: ReadonlySet<string> = new Set(["it's", 'its', 'now', "that's", 'thats']);

/**
 * Whether the plan asked about before is named again by its own noun, pointed at ('the dinner' after 'the pharmacy conference
 * dinner at the Marriott'): the same plan, with its day, name and level, not a new one.
 */
function namedAgain(message: string, current: MessageReading, previousOf: () => ParsedQuestion, saidWhatItIs = false): boolean {
  const head = words(current.occasionName ?? current.occasions[0] ?? '').at(-1);
  const ws = words(message);
  // The turn before is read only when the message points at a plan by its noun, or (`saidWhatItIs`) says what 'it' is
  // ('they just announced it's a blackout game' after the basketball game: the same game, said more precisely).
  const pointed = (i: number) =>
    POINTING_BACK.has(ws[i - 1] ?? '') || (saidWhatItIs && [2, 3].some((k) => SAYS_WHAT_IT_IS.has(ws[i - k] ?? '') && ARTICLES.has(ws[i - k + 1] ?? '')));
  if (!head || !ws.some((w, i) => w === head && pointed(i))) return false;
  const previous = previousOf();
  const before = words(previous.occasionName ?? previous.occasions[0] ?? '');
  return before.length > 1 && before.includes(head);
}

/** Reads a message said after the first `end` turns of the history; `readTurn` gives an earlier user turn's reading. */
function readInChain(
  message: string,
  end: number,
  context: ParseContext,
  read: NonNullable<ParseContext['readAlone']>,
  readTurn: (i: number) => ParsedQuestion,
): ParsedQuestion {
  // Follow-up cues are read in full words too ('n wat abt shoes?' is 'and what about shoes?').
  // 'Cant do the mustard': a colour said as a noun names the piece of that colour the last answer gave.
  const text = withColourReferences(readMessage(message).text, lastTurnOf(context.history ?? [], end, 'assistant'));
  // What the message asks is about something else: read whole (the scene kept) and declined.
  const elsewhere = asksAboutSomethingElse(text, context.today, context.unit);
  message = elsewhere ? text : substance(text, context.today, context.unit);
  const read0 = read(message, context.today, context.unit);
  // 'We have to wear black on the bottom … What would you suggest?': a rule told, and the stylist asked for the outfit in
  // a sentence of its own (which the substance drops), is the plan's rule to dress by, not a rule asked about.
  const reading = read0.kind === 'etiquette' && ruleToldAndOutfitAsked(text) ? { ...read0, kind: 'outfit' as const } : read0;
  // 'What if they move it inside to the gym?': the place the plan moves to is where it happens, not a new occasion.
  // A place whose only level is for working out there (a gym, a hall) says nothing of how a guest dresses; a place with
  // a level of its own ('moved to a bowling alley') gives the plan that level.
  // 'Turns out we're watching at a sports bar instead. Anything change?': a place said instead, asked what it changes, is
  // the plan moved there too.
  const movedInstead = / instead /.test(norm(text)) && says(wordsOf(norm(text)), ASKS_WHAT_CHANGES);
  const moved = !elsewhere && (says(wordsOf(norm(message)), MOVES_THE_PLAN) || movedInstead);
  const previousIndex = lastUserTurn(context.history ?? [], end);
  // 'Whit if I go straight from work, am I overdressed?': work said only as where the person comes from, after a plan, is
  // no new plan; the plan asked about before stays.
  const fromWork = previousIndex >= 0 && reading.occasions.length > 0 && reading.occasions.every((o) => o === 'work') && FROM_WORK.test(norm(message));
  // A place with a level of its own ('moved to a cocktail bar instead, same night') keeps the plan and gives it that level.
  const level = moved && reading.dressCode !== 'athletic' ? reading.dressCode : null;
  // ...and is said back as where the plan now is ('the holiday dinner at the bowling alley').
  const movedTo = level ? placeMovedTo(message) : null;
  // Straight from work the person wears their work clothes: the plan's level, or the office's if that is higher.
  const workLevel = fromWork ? atLeastOffice(readTurn(previousIndex).dressCode) : null;
  const current: typeof reading = elsewhere
    ? { ...reading, kind: 'off-topic' }
    : moved || fromWork
      ? { ...asSetting(reading), ...(level ? { dressCode: level } : {}), ...(workLevel ? { dressCode: workLevel } : {}) }
      : reading;
  const previousUser = previousIndex >= 0;
  // 'They've just said they're taking bloods too': an examination said after a question about a medical visit is a fact of that visit.
  const examined = previousUser && !!appointmentSaid(message)?.needs.length && !!appointmentSaid(context.history![previousIndex]!.content)?.visit;
  const short = message.trim().split(/\s+/).length <= 6;
  // A longer follow-up still names its change ('fine, but warmer: it will be 1 degree', 'could it be less dressy? the team wears hoodies').
  const refersBack =
    opensAsFollowUp(message) ||
    (message.trim().split(/\s+/).length <= 12 && current.occasions.length === 0 && / (it|that|this|the outfit|them) /.test(norm(message)));
  // 'Hmm actually less dressy, he says it's more of a bar': a change said in so many words, however long the message.
  const said = changeSaid(norm(message));
  // 'They're quite conservative. Does that change anything?': what the message states is a fact of the plan before.
  // Read from the whole text: 'What changes?' alone says nothing of clothes, so the substance of the message drops it.
  // 'Would the camel coat or the trench be better? The dinner is outside': the plan before, named again by its noun.
  const restated = previousUser && current.activity === null && current.occasions.length > 0 && namedAgain(message, current, () => readTurn(previousIndex));
  // 'They just announced it's a blackout game. What changes?': the plan before, said what it now is, asked what changes.
  const asksWhatChanges =
    current.activity === null &&
    says(wordsOf(norm(text)), ASKS_WHAT_CHANGES) &&
    (current.occasions.length === 0 || restated || (previousUser && namedAgain(message, current, () => readTurn(previousIndex), true)));
  // 'Which jacket would you throw over that?': a piece asked about the outfit just given is that slot.
  const asksForAPiece = clauseAskingForAPiece(message) !== null;
  // 'My walking shoes are falling apart, where do I look for new ones? I can spend 1,500 pesos': a piece worn out and asked
  // to be bought again, with money said or new ones asked for, is a shopping question of its own, not a slot taken out of
  // the outfit before ('I don't own tights and can't afford them, what else?' is still the outfit's).
  const buysAgain =
    current.kind === 'shopping' &&
    current.pieces.length > 0 &&
    (current.budget !== null || current.moneyAbroad !== null || / new (one|ones|pair|pairs) /.test(norm(message)));
  let change =
    (short || asksForAPiece ? changeIn(message, current) : null) ??
    (asksWhatChanges ? changeSaid(norm(text)) : null) ??
    (short ? null : (said ?? (refersBack && / (which|what|any) /.test(norm(message)) ? slotOf(current) : null)));
  if (buysAgain) change = null;
  // 'Cant do the mustard, got bleach on it at work': the plan asked about before, said again, is no plan of its own.
  // Only a message that takes a piece out is weighed so: the turn before is read when it can matter, not for every question.
  const samePlan =
    previousUser &&
    current.activity === null &&
    current.occasions.length > 0 &&
    // ...nor one that says how the outfit should change ('is that too much? nobody dresses up for crits').
    (current.avoid.length > 0 || current.problem !== null || change === 'less formal' || change === 'more formal') &&
    (current.occasions.every((o) => readTurn(previousIndex).occasions.includes(o)) || sameHead(current, readTurn(previousIndex)));
  const ownPlan = (current.occasions.length > 0 && !samePlan && !restated) || current.activity !== null;
  const weighs = !ownPlan && weighsPieces(message, current);
  // A piece weighed against another is not taken out: the verdict on the pair answers it.
  const takenOut = ownPlan || weighs || buysAgain ? [] : piecesTakenOut(message, current, change !== null && SLOTS.has(change));
  // 'It's outdoors on the lawn', 'it got moved': a sentence about 'it' says more about the plan just asked about.
  const aboutThePlan = current.day === null && /^ ?(it's|its|it is|it'll be|it will be|that's|thats|the plan is) /.test(norm(message));
  const roomSaid = current.occasions.length === 0 && current.activity === null && indoorClimate(message) !== null;
  const themed = current.occasions.length === 0 && current.activity === null && (themeSaid(message) !== null || current.dressCodeExplicit);
  // 'My ta'ovala is at my mum's place this week. What do I wear instead?': asked what to wear with no plan, day or trip of
  // its own, after a plan, the message is about that plan.
  const planless =
    current.kind === 'outfit' &&
    current.occasions.length === 0 &&
    current.activity === null &&
    current.trip === null &&
    current.day === null &&
    !current.occasionName &&
    previousIndex >= 0 &&
    ['outfit', 'etiquette'].includes(readTurn(previousIndex).kind);
  // 'My mom says it's fancy this yr, her new bf is coming lol', 'Change of plan: Laura has a spare ticket in the other end':
  // a statement that names no subject of its own, after a plan, tells something of that plan (issue 38.4), never a decline.
  const toldOfThePlan = current.kind === 'off-topic' && current.offTopic === null && !message.includes('?') && !asks(message.trim());
  // 'Want something brighter?' → 'Yes, brighter please, everyone's doing yellow and green': a yes to the answer's offer,
  // with no plan of its own, is about the plan that answer dressed.
  const acceptsOffer =
    previousUser &&
    current.occasions.length === 0 &&
    current.activity === null &&
    current.trip === null &&
    offerEnds(lastTurnOf(context.history ?? [], end, 'assistant')) &&
    phrasesIn(wordsOf(norm(text)), [{ id: 'yes', phrases: ASSENTS }]).some((h) => h.at === 0);
  const looksLikeFollowUp =
    acceptsOffer ||
    toldOfThePlan ||
    // The plan before named again with a change, a piece out or a trouble ('the blazer is too much for a lunch').
    samePlan ||
    opensAsFollowUp(message) ||
    planless ||
    // A piece taken out for a reason ('can't wear the chelsea boots, got a blister') or weighed against another
    // ('would the rust pants work better than the black ones?'): the outfit before it is the one changed.
    takenOut.length > 0 ||
    weighs ||
    moved ||
    fromWork ||
    asksWhatChanges ||
    // 'Can you do a less all-black version?': colours to wear more or less of, with no plan of its own, re-colour the plan before.
    (current.occasions.length === 0 && current.activity === null && current.pieces.length === 0 && statedColours(message) !== null) ||
    // 'It got moved to next Sunday', 'its sunday now', 'were doin 2 nights not 3': a message that asks nothing of its own
    // and states a fact of the plan (its day, weather or length) changes the request before it.
    statesAFact(current) ||
    // 'Update its an ugly sweater theme lol', 'turns out it's black tie': a theme or dress code said of the plan just asked about.
    themed ||
    // 'Could I wear a jumper instead?', 'id rather wear my dress', 'am I overdressed in the blazer?': a piece asked to wear,
    // or asked about as too much, with no plan or ruling-out of its own, is for the plan just asked about.
    (current.occasions.length === 0 &&
      current.activity === null &&
      current.avoid.length === 0 &&
      (pieceAskedToWear(message) !== null || (current.pieces.length > 0 && says(wordsOf(norm(message)), EXCESS_ASKED)))) ||
    // 'Ok but i have to bike there': how the person gets to the plan just asked about is a fact of it (way-there.ts).
    (current.occasions.length === 0 && wayThere(message) !== null) ||
    // 'The AC in those venues is always freezing tho': the room the plan is in is a fact of it too.
    roomSaid ||
    // 'They just emailed: closed-toe flat shoes only': a rule of what to wear, with no plan of its own, is the plan's rule.
    (current.occasions.length === 0 && current.activity === null && current.pieces.length > 0 && ruleStated(message)) ||
    examined ||
    // 'Would the sweater work better than the sport coat for that?': the occasion is the one before, whatever the length.
    (current.occasions.length === 0 && current.activity === null && / for (that|it|this|the same|then) /.test(norm(message))) ||
    // 'It's at a wine bar, pretty casual': 'it' is the plan just asked about, now said more precisely (its day stays).
    (message.trim().split(/\s+/).length <= 14 && aboutThePlan) ||
    (change !== null && !['care', 'colour', 'etiquette'].includes(current.kind)) ||
    // 'Is one pair of shoes enough? Trying to fit everything in a backpack': packing said with no trip of its own, after a
    // trip, is about that trip (its bag, its shoes).
    (current.kind === 'packing' && !ownTrip(current.trip) && previousUser && readTurn(previousIndex).trip?.form === 'trip') ||
    // 'Something without a blazer', 'no heels pls, we'll be walking everywhere': a message that opens by ruling a piece out.
    // A message that only rules pieces out ('I don't have a blazer, what else?'), however it is worded.
    (['general', 'off-topic', 'fit'].includes(current.kind) && current.avoid.length > 0 && current.occasions.length === 0 && current.activity === null);
  // A follow-up may say nothing of clothes itself ('and if the orchard is all muddy?', 'what about 10 days?'): the question before it does.
  const declined =
    current.kind === 'off-topic' &&
    !examined &&
    (current.offTopic !== null ||
      !(toldOfThePlan || opensAsFollowUp(message) || aboutThePlan || moved || weighs || themed || wayThere(message) !== null || roomSaid));
  if (!previousUser || !looksLikeFollowUp || declined || buysAgain || ['greeting', 'thanks', 'about'].includes(current.kind)) {
    return { ...current, kind: weatherOfTheDay(current) ? 'outfit' : current.kind, followUp: false, change: null };
  }
  // 'Thunderstorms now', 'it's raining right now': 'now' dates the weather, not the day asked about.
  const day =
    current.day &&
    (!current.occasions.length || asksWhatChanges) &&
    current.day.date === context.today &&
    !/\b(today|tonight|this (morning|afternoon|evening))\b/i.test(message)
      ? null
      : current.day;
  const previous = readTurn(previousIndex);
  if (['greeting', 'thanks', 'about', 'off-topic', 'general'].includes(previous.kind) && current.kind !== 'general') {
    return { ...current, followUp: false, change: null };
  }
  // A piece taken out of an outfit swaps that slot only; the rest of the outfit stays (issue 38.4).
  // Only a piece the last answer wore has a slot to swap; one it never named ('no shorts tho') is only left out.
  const lastAnswer = lastTurnOf(context.history ?? [], end, 'assistant');
  const wornBefore = takenOut.find((p) => lastAnswer === null || piecesNamed(lastAnswer).includes(p));
  const swapped = wornBefore && previous.kind === 'outfit' && change === null ? slotOfPiece(wornBefore) : null;
  // A one-piece taken out ('not feelin a dress') re-dresses the outfit: it has no one slot to swap.
  change = change ?? swapped;
  // 'The blazer is too much for a lunch. What would you do instead?': the piece judged too much leaves the plan's outfit,
  // its slot is swapped and the rest stays at the plan's level (the piece was too much, not the whole look).
  const tooMuchOut = samePlan && change === 'less formal' && says(wordsOf(norm(message)), ALTERNATIVE) ? current.pieces : [];
  if (tooMuchOut.length) change = slotOfPiece(tooMuchOut[0]!) ?? change;
  const slot = change === 'shoes' || change === 'outerwear' || change === 'top' || change === 'bottom' || change === 'accessories';
  const kind =
    tooMuchOut.length > 0 ||
    current.kind === 'general' ||
    // A yes to the offer keeps the question offered on; colours said with it are the colours wanted ('yellow and green').
    (acceptsOffer && ['colour', 'pairing', 'off-topic'].includes(current.kind)) ||
    current.kind === 'off-topic' ||
    // What the piece is taken out of, or weighed for, is the question before (a stain said is the reason, not a care question).
    takenOut.length > 0 ||
    weighs ||
    (slot && (previous.kind === 'outfit' || previous.kind === 'pairing')) ||
    (change === 'cheaper' && previous.kind === 'shopping') ||
    (current.kind === 'outfit' && previous.kind === 'pairing' && current.pieces.length === 0)
      ? previous.kind
      : current.kind;
  // 'Warmer?' says 'warm' but asks to keep the weather and dress warmer for it.
  const weather = current.weather.length && change !== 'warmer' && change !== 'cooler' ? current.weather : previous.weather;
  // 'Less dressy, turns out it's at a bowling alley': the step down, and no dressier than the occasion now named.
  const named = current.occasions.length ? current.dressCode : null;
  const dressCode =
    change === 'less formal'
      ? // A step down from cocktail is business casual: a business suit is no more relaxed than cocktail attire.
        lowerCode(previous.dressCode === 'cocktail' ? 'business casual' : shiftCode(previous.dressCode, -1), named)
      : change === 'more formal'
        ? higherCode(shiftCode(previous.dressCode, 1), named)
        : ((restated && !current.dressCodeExplicit ? null : current.dressCode) ??
          (offWorkSaid(message, current) && current.occasions.length === 0 ? 'casual' : previous.dressCode));
  const subject = previous.pairWith ?? previous.pieces[0];
  // 'Oh wait, tomorrow's my day off! Taking my cousin to Te Papa instead': the work plan before is gone; a day out is the plan.
  const offWork = offWorkSaid(message, current);
  return {
    kind: kind === 'general' ? 'outfit' : kind,
    occasions: current.occasions.length && !restated && !samePlan ? current.occasions : offWork ? ['casual day'] : previous.occasions,
    occasionName:
      restated || samePlan
        ? previous.occasionName
        : current.occasions.length
          ? current.occasionName
          : offWork
            ? 'day off'
            : movedTo && (previous.occasionName ?? previous.occasions[0])
              ? `${previous.occasionName ?? previous.occasions[0]} at the ${movedTo}`
              : previous.occasionName,
    dressCode,
    dressCodeExplicit: change === 'less formal' || change === 'more formal' ? true : current.dressCode ? current.dressCodeExplicit : previous.dressCodeExplicit,
    dressCodeSaid: change === 'less formal' || change === 'more formal' ? null : current.dressCode ? current.dressCodeSaid : previous.dressCodeSaid,
    day: day ?? previous.day,
    weather:
      change === 'warmer' && !weather.includes('cold')
        ? [...weather.filter((w) => w !== 'hot' && w !== 'warm'), 'cold']
        : change === 'cooler' && !weather.includes('hot')
          ? [...weather.filter((w) => w !== 'cold' && w !== 'cool'), 'hot']
          : weather,
    pieces:
      slot && previous.kind === 'pairing' && subject
        ? [...new Set([subject, ...current.pieces])]
        : swapped
          ? previous.pieces.filter((p) => !takenOut.includes(p))
          : current.pieces.length
            ? current.pieces
            : previous.pieces,
    colours: current.colours.length ? current.colours : previous.colours,
    avoid: [...new Set([...previous.avoid, ...current.avoid, ...takenOut, ...tooMuchOut])],
    budget:
      current.budget ?? (change === 'cheaper' && previous.budget ? { ...previous.budget, amount: Math.round(previous.budget.amount * 0.6) } : previous.budget),
    offTopic: null,
    pairWith: slot && previous.kind === 'pairing' ? (subject ?? null) : (current.pairWith ?? previous.pairWith),
    // 'And for the brunch after?': a new occasion ends the previous activity.
    activity: current.activity ?? (current.occasions.length || offWork ? null : previous.activity),
    activitySaid: current.activity ? current.activitySaid : current.occasions.length || offWork ? null : previous.activitySaid,
    fabric: current.fabric ?? previous.fabric,
    problem: takenOut.length ? previous.problem : (current.problem ?? previous.problem),
    problems: takenOut.length ? previous.problems : current.problems.length ? current.problems : previous.problems,
    tempC: current.tempC ?? (change === 'warmer' || change === 'cooler' ? null : previous.tempC),
    tempLowC: current.tempC !== null ? (current.tempLowC ?? null) : change === 'warmer' || change === 'cooler' ? null : (previous.tempLowC ?? null),
    tripDays: current.tripDays ?? previous.tripDays,
    trip:
      ownTrip(current.trip) || current.trip?.form === 'carry'
        ? current.trip
        : (followUpTrip(previous.trip, norm(message), Number(context.today.slice(5, 7)) - 1) ?? current.trip),
    fitArea: current.fitArea ?? previous.fitArea,
    fitIssue: current.fitIssue ?? previous.fitIssue,
    followUp: true,
    change: change ?? ((current.weather.length > 0 || current.tempC !== null) && !current.occasions.length && !day ? 'weather' : null),
    // Kit for doing something (shovelling, a hike) is no outfit for what comes after it; an occasion's outfit may carry on.
    // A day said to be off work ends the work outfit too: nothing of the uniform carries on.
    ...((previous.activity !== null && current.activity !== previous.activity && (current.occasions.length > 0 || current.activity !== null)) || offWork
      ? { newPlan: true }
      : {}),
  };
}

/**
 * The pieces a message takes out of use for a reason it gives: ruled out in so many words ('can't wear the chelsea
 * boots', 'no shorts tho'), or spoiled with something asked in its place ('spilled coffee on the lavender blouse, wat
 * else'). Patterns are a kind of look, not a piece.
 */
function piecesTakenOut(message: string, current: MessageReading, slotAsked: boolean): string[] {
  const ruled = ruledOutIn(message).map((r) => r.piece);
  // 'Wat about shoes? my feet hurt in heels': asked for a slot, a piece said with a problem is why, and goes.
  const spoiled = current.problem === null ? [] : says(wordsOf(norm(message)), ALTERNATIVE) ? current.pieces : slotAsked ? current.pieces.slice(1) : [];
  // 'I can't manage zips, and those boots have one', 'the shoes pinch': a trouble of the piece itself takes it out.
  const troubled = says(wordsOf(norm(message)), PIECE_TROUBLE) ? current.pieces : [];
  const known = new Set(current.pieces);
  return [...new Set([...current.avoid, ...ruled, ...spoiled, ...troubled])].filter((p) => p !== 'patterns' && known.has(p));
}

/** Words after a fit word that say the fit is good ('fits best', 'fits fine', 'fits like a glove'). */
// prettier-ignore
const FITS_WELL: ReadonlySet<string> = new Set(['best', 'well', 'fine', 'great', 'perfectly', 'perfect', 'nicely', 'ok', 'okay', 'right', 'like', 'better']);

/** Words that move a plan, before the place it moves to ('moved it to a bowling alley'). */
const MOVED_WORDS: ReadonlySet<string> = new Set(['move', 'moves', 'moved', 'moving', 'shift', 'shifted', 'relocate', 'relocated']);
/** Words before a place's name that are not part of it. */
const PLACE_OPENERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'one', 'of', 'those', 'these', 'some', 'inside', 'indoors', 'outside', 'outdoors']);
/** Words after a place's name that end it ('a cocktail bar instead, same night'). */
// prettier-ignore
const PLACE_ENDS: ReadonlySet<string> = new Set(['instead', 'same', 'on', 'at', 'for', 'this', 'next', 'tonight', 'tomorrow', 'now', 'because', 'bc', 'so', 'and',
  'but', 'with', 'does', 'do', 'lol', 'what', 'is', 'it', 'its', "it's", 'which', 'then']);

/** The place a plan is said to move to, as written ('turns out it's moved to a cocktail bar instead' → 'cocktail bar'); null when none. */
function placeMovedTo(message: string): string | null {
  const ws = wordsOf(norm(message));
  const at = ws.findIndex((w, i) => MOVED_WORDS.has(w) && ws.slice(i + 1, i + 5).includes('to'));
  if (at < 0) return null;
  let i = ws.indexOf('to', at) + 1;
  while (i < ws.length && PLACE_OPENERS.has(ws[i]!)) i++;
  const place: string[] = [];
  while (i < ws.length && place.length < 3 && !PLACE_ENDS.has(ws[i]!)) place.push(ws[i++]!);
  return place.length ? place.join(' ') : null;
}

/** A reading whose occasion is only the place the plan moves to: no occasion, activity or implied dress code of its own. */
function asSetting(r: MessageReading): MessageReading {
  return {
    ...r,
    kind: r.kind === 'outfit' ? 'general' : r.kind,
    occasions: [],
    occasionName: null,
    activity: null,
    activitySaid: null,
    dressCode: r.dressCodeExplicit ? r.dressCode : null,
  };
}

/** Two pieces weighed, or one put in another's place ('would the rust pants work better than the black ones?', 'swap the ponte pants for a skirt'). */
function weighsPieces(message: string, current: MessageReading): boolean {
  const ws = wordsOf(norm(message));
  return (current.pieces.length > 0 && (says(ws, COMPARING) || says(ws, SWAPPING))) || says(ws, WEIGHS_OWNED);
}

/**
 * A message that states a fact of a plan (its day, weather, temperature or length) and asks nothing of its own, or
 * only about a piece in the new conditions ('4°C and drizzly now. Still the linen dress?').
 */
function statesAFact(current: MessageReading): boolean {
  return (
    (current.kind === 'general' || (current.kind === 'outfit' && current.pieces.length > 0)) &&
    current.occasions.length === 0 &&
    current.activity === null &&
    (current.day !== null || current.weather.length > 0 || current.tempC !== null || current.tripDays !== null)
  );
}

const SLOTS: ReadonlySet<FollowUpChange> = new Set(['shoes', 'outerwear', 'top', 'bottom', 'accessories']);

/** The outfit slot a garment fills ('boots' the shoes, 'blouse' the top); null for a one-piece, which fills two. */
function slotOfPiece(piece: string): FollowUpChange | null {
  if (piece === 'socks') return 'shoes';
  if (ONE_PIECES.has(piece)) return null;
  return SLOT_OF_CATEGORY[categoryOf(piece) ?? 'Tops'] ?? null;
}

/** The garment nouns a free text names ('Navy Rain Jacket' → ['rain jacket']), as the parser reads them. */
export function piecesNamed(text: string): string[] {
  // Brackets and commas part a name's phrases: 'Charcoal suit (jacket and trousers)' names a suit, then its parts.
  return [...new Set(text.split(/[(),;]/).flatMap((part) => piecesIn(norm(part))))];
}

/** The closet category a garment noun is filed under (the garment table's), Tops when the noun is not a garment. */
export function categoryOfGarment(piece: string): Category {
  return categoryOf(piece) ?? 'Tops';
}

export interface NamedPiece {
  /** The garment noun, singular as the parser names it ('sneakers', 't-shirt'). */
  piece: string;
  /** The colour said just before it ('white sneakers'), else null. */
  colour: string | null;
  category: Category;
}

/**
 * The garments a free text names, each with the colour said right before it ('dark jeans and
 * white sneakers' → jeans without a colour, white sneakers), read with the parser's own piece and
 * colour words. A colour counts when it is among the three words before the piece.
 */
export function piecesWithColours(text: string): NamedPiece[] {
  const t = norm(text);
  const out: NamedPiece[] = [];
  for (const clause of t.split(/ (?:and|or|with|plus|but|,|;|\.) /)) {
    const ws = wordsOf(clause);
    for (const hit of claimPhrases(ws, GARMENTS, (i) => notAGarment(ws, i))) {
      // The three words before the piece: 'navy blue slim jeans', not a colour earlier in the clause.
      const near = ws.slice(Math.max(0, hit.at - 3), hit.at).join(' ');
      const colour = coloursIn(` ${near} `).at(-1) ?? null;
      const category = categoryOf(hit.id)!;
      if (!out.some((o) => o.piece === hit.id)) out.push({ piece: hit.id, colour, category });
    }
  }
  return out;
}

/** The weather's words, as a set (built once). */
const WEATHER_WORDS: ReadonlySet<string> = new Set(WEATHER_VOCABULARY);
