import { conceptsIn, editDistance, words, type Concept } from './lexicon';
import { PEOPLE } from '../reading/people';
import { tokensOf, type PartOfSpeech } from '../reading/tokens';
import { tripLengthIn } from './trip-and-fit';

/**
 * What a trip is, read from the request's form rather than from one keyword: how long ('12 days',
 * 'a long weekend', 'two nights'), where (a known place, or a setting such as a lake or the
 * mountains), when (a month), and what it is for (work, a wedding, a dressy dinner, the beach,
 * hiking, camping, skiing, sightseeing on foot). The packing answer dresses each of these; a
 * single activity today with 'bring' or 'bag' is not a trip but an outfit plus what to carry.
 */

export type TripPurpose = 'work' | 'wedding' | 'formal' | 'dinner' | 'beach' | 'hiking' | 'camping' | 'skiing' | 'sightseeing' | 'lake' | 'relaxing';

export interface TripRequest {
  /** 'trip': pack for days away; 'carry': one activity soon, what to wear and what to bring in the bag. */
  form: 'trip' | 'carry';
  days: number | null;
  /** The length as the person said it ('a long weekend', '12 days', '2 nights'), to say back. */
  lengthSaid: string | null;
  /** The destination as written, capitalised ('Portugal', 'the lake'); null when none is named. */
  place: string | null;
  /** 0–11 when the month is said ('in may'); null otherwise. */
  month: number | null;
  /** What the trip is for, in the order said; empty when the person says nothing of it. */
  purposes: TripPurpose[];
  /** Nights said to be cool while the days are not ('hot days, cool nights'): a light layer goes in. */
  coolNights?: boolean;
  /**
   * Nights said to be cold ('it gets cold at night', 'nights around 5 degrees', 'freezing nights'): a warm layer goes in, and the
   * cold (or the number) said of the nights is not the days' weather.
   */
  coldNights?: boolean;
  /** Each purpose in the person's own words ('fancy dinner', 'sightseeing', 'conference'), to name it back. */
  said: Partial<Record<TripPurpose, string>>;
  /** What others are said to be doing ('everyone here is doing a festival'): never a purpose of the trip, however else it is read. */
  othersPlans?: TripPurpose[];
  /** The one small bag everything must fit ('carry-on only', 'just a backpack', 'no checked bag'): fewer pieces that mix. */
  bag?: SmallBag;
  /** How the person travels ('what do I wear on the plane'), so what is worn on the way is said of it. */
  travel?: TravelMode;
  /** What to buy for the trip is asked ('what should I buy first?'): the answer leads with what the closet lacks for it. */
  buying?: true;
  /** Cold said of the place left ('leaving Logan in the freezing cold'): a warm layer is worn on the way, whatever the trip's weather. */
  leavingCold?: boolean;
}

export type SmallBag = 'backpack' | 'carry-on';
export type TravelMode = 'plane' | 'train' | 'car' | 'bus' | 'ferry';

/**
 * A small bag said as the limit of the luggage. Vocabulary: a new way of saying it is a phrase here. Read as whole words
 * ('backpacking' is a kind of trip, not the bag).
 */
// prettier-ignore
const SMALL_BAGS: readonly { id: SmallBag; phrases: readonly string[]; limited?: boolean }[] = [
  { id: 'backpack', phrases: ['backpack', 'rucksack', 'daypack', 'day pack'], limited: true },
  { id: 'carry-on', phrases: ['carry-on', 'carry on only', 'carryon', 'hand luggage', 'cabin bag', 'cabin luggage', 'overhead bin', 'no checked bag',
    'no checked luggage', 'no checked bags', 'not checking a bag', 'not checking bags', 'without checking a bag', 'personal item', 'one small bag', 'small suitcase',
    'carry on bag', 'carry on suitcase', 'carry on luggage'] },
];

/** How one travels, by the words said of the journey. Vocabulary: a new way is a row. */
// prettier-ignore
const TRAVEL_MODES: readonly { id: TravelMode; words: readonly string[] }[] = [
  { id: 'plane', words: ['plane', 'flight', 'flights', 'flying', 'fly', 'airport', 'airplane', 'aeroplane', 'layover'] },
  { id: 'train', words: ['train', 'trains', 'rail'] },
  { id: 'car', words: ['drive', 'driving', 'car', 'drove'] },
  { id: 'bus', words: ['bus'] },
  { id: 'ferry', words: ['ferry', 'boat'] },
];

/** Words that make a bag the limit of the luggage ('only a backpack', 'fit it all in a backpack'), not a bag for the day. */
// prettier-ignore
const LIMITS: readonly string[] = ['only', 'just', 'fit', 'fits', 'fitting', 'everything', 'all', 'no checked', 'not checking', 'cut', 'trim', 'smaller', 'shorten'];

/** The small bag a message limits the luggage to, the phrase said first; null when none. */
export function smallBagIn(t: string): SmallBag | null {
  let best: { id: SmallBag; at: number } | null = null;
  const limited = LIMITS.some((w) => t.includes(` ${w} `));
  for (const row of SMALL_BAGS)
    for (const phrase of row.phrases) {
      if (row.limited && !limited) continue;
      const at = t.indexOf(` ${phrase} `);
      if (at >= 0 && (!best || at < best.at)) best = { id: row.id, at };
    }
  return best?.id ?? null;
}

/** The way of travelling a message names first ('on the plane', 'a long drive'); null when none. */
export function travelModeIn(ws: readonly string[]): TravelMode | null {
  for (const w of ws) {
    const row = TRAVEL_MODES.find((r) => r.words.includes(w));
    if (row) return row.id;
  }
  return null;
}

/** Purpose words that describe the event after them ('one fancy brunch'): named back with it, never alone ('the fancy'). */
const DESCRIBING: ReadonlySet<string> = new Set(['fancy', 'dressy', 'nice']);
/** Words that end a phrase: the describer then stands alone ('something fancy and fun'). */
const PHRASE_ENDS: ReadonlySet<string> = new Set(['and', 'or', 'n', 'with', 'w', 'for', 'to', 'at', 'in', 'on', 'but', 'so', 'one', 'a', 'the']);
function describesTheNext(ws: readonly string[], h: { at: number; span: number }): boolean {
  const next = ws[h.at + h.span] ?? '';
  return h.span === 1 && DESCRIBING.has(ws[h.at]!) && /^[a-z]{3,}$/.test(next) && !PHRASE_ENDS.has(next);
}

/** Words after 'cabin' that make it a plane's ('a cabin bag', 'cabin crew'), not a stay in the woods. */
const PLANE_CABIN: ReadonlySet<string> = new Set([
  'bag',
  'bags',
  'luggage',
  'case',
  'suitcase',
  'baggage',
  'crew',
  'pressure',
  'only',
  'size',
  'sized',
  'allowance',
]);
function cabinOfAPlane(ws: readonly string[], at: number): boolean {
  return ws[at] === 'cabin' && PLANE_CABIN.has(ws[at + 1] ?? '');
}

// Purposes by concept: stems and one-letter typos match ('sightseing', 'confrence'), not a phrase list.
// prettier-ignore
const PURPOSES: readonly Concept<TripPurpose>[] = [
  { id: 'work', terms: ['conference', 'work trip', 'business trip', 'meetings', 'meeting', 'client', 'clients', 'offsite', 'trade show', 'trade fair', 'convention', 'summit', 'work event', 'presentation', 'training course', 'for work', 'on business', 'networking', 'sales trip', 'expo'] },
  { id: 'wedding', terms: ['wedding', 'nuptials', 'rehearsal dinner', 'wedding reception', 'bridesmaid', 'best man', 'groomsman'] },
  { id: 'formal', terms: ['gala', 'black tie', 'ball', 'opera', 'awards', 'formal event', 'formal dinner', 'cocktail party'] },
  { id: 'dinner', terms: ['fancy dinner', 'nice dinner', 'dinner', 'restaurant', 'night out', 'nights out', 'going out', 'go out', 'evenings out', 'date night', 'theatre', 'theater', 'show', 'party', 'anniversary', 'fancy', 'dressy', 'clubbing', 'bar', 'bars', 'cocktails', 'reception', 'evening reception', 'drinks reception', 'banquet', 'evening event', 'cocktail hour',
    // A ceremony the trip is for asks one smart outfit, named back as said ('his convocation').
    'graduation', 'convocation', 'commencement', 'christening', 'baptism', 'award ceremony'], unless: ['rehearsal dinner', 'formal dinner', 'cocktail party', 'wedding reception'] },
  { id: 'beach', terms: ['beach', 'seaside', 'island', 'resort', 'pool', 'swim', 'swimming', 'snorkel', 'snorkeling', 'snorkelling', 'scuba', 'diving', 'surf', 'surfing', 'tropical', 'cruise', 'sunbathe', 'sunbathing', 'all inclusive', 'coast', 'coastal'],
    // A cruise of an evening or on a river is an outing on a boat, not days by the sea.
    unless: ['dinner cruise', 'lunch cruise', 'evening cruise', 'night cruise', 'sunset cruise', 'harbour cruise', 'harbor cruise', 'river cruise', 'canal cruise', 'boat cruise'] },
  { id: 'hiking', terms: ['hike', 'hiking', 'hikes', 'trek', 'trekking', 'trail', 'trails', 'national park', 'backpacking trip', 'go backpacking', 'going backpacking', 'backpacking through', 'backpacking around', 'backpacking across', 'went backpacking', 'mountain walks', 'climbing', 'outdoors', 'scrambling'] },
  { id: 'camping', terms: ['camping', 'camp', 'campsite', 'tent', 'glamping', 'cabin', 'campfire', 'festival'], otherSense: cabinOfAPlane },
  { id: 'skiing', terms: ['ski', 'skiing', 'snowboard', 'snowboarding', 'slopes', 'chalet', 'apres ski'] },
  { id: 'sightseeing', terms: ['sightseeing', 'walking', 'lots of walking', 'on foot', 'city break', 'museums', 'museum', 'tour', 'tours', 'touring', 'exploring', 'explore', 'wander', 'wandering', 'walking tour', 'see the sights', 'landmarks', 'city trip'] },
  { id: 'lake', terms: ['lake', 'lakeside', 'lake house', 'cottage', 'river', 'boat', 'boating', 'kayak', 'kayaking', 'canoe', 'fishing'] },
  { id: 'relaxing', terms: ['relax', 'relaxing', 'spa', 'wellness', 'lazy', 'chill', 'family visit', 'visiting family', 'visit my parents', 'in-laws', 'holidays with family'] },
];

/** Words that make a message about days away: a suitcase, a trip, travel. */
const TRIP_WORDS =
  / (pack|packing|pakcing|packin|pakc|suit ?case|carry ?-?on|luggage|duffel|holdall|trip|vacation|vacay|holiday|getaway|travel(l?ing)?|flying|staying|stay|visit(ing)?|going away|away for|abroad|honeymoon|cruise|retreat|road ?trip) /;
/** Bringing things along: a trip when days or a place are said, a bag for one activity otherwise. */
const BRING_WORDS = / (bring|take|throw in|put in|carry|my bag|gym bag|kit bag|backpack|tote|what goes in|need to have) /;
const PACK_WORDS = / (pack|packing|pakcing|packin|pakc|suit ?case|carry ?-?on|luggage) /;
// A day of this week said by name is soon too ('aquafit on Thursday, what do I bring?').
const SOON =
  / (today|tonight|tomorrow|tmrw|this (morning|afternoon|evening)|later|after work|before work|class|practice|session|lesson|monday|tuesday|wednesday|thursday|friday|saturday|sunday) /;

const COOL_NIGHTS = / (cool|cold|chilly|freezing|crisp) (nights?|evenings?|mornings?) /;
/** Cold said of the nights: 'cold at night', 'freezing overnight', 'nights are cold', 'nights around 5 degrees', 'lows of 2'. */
const COLD_AT_NIGHT = / (cold|freezing|chilly|frosty|nippy) (at night|overnight|after dark|nights?|in the night) /;
const NIGHTS_ARE =
  / (nights?|overnight|lows?) (are |get |gets |go |drop |dropping |will be |of )?(down )?(to |around |about |near |below )?(cold|freezing|chilly|-?\d{1,2}) /;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * Times of year named by a holiday or a break: the month they fall in (northern calendar, the usual school
 * one). Vocabulary: a new holiday is a row.
 */
// prettier-ignore
const HOLIDAY_MONTHS: readonly { month: number; phrases: readonly string[] }[] = [
  { month: 1, phrases: ['mardi gras', 'carnaval', "valentine's", 'valentines', 'presidents day', "presidents' day", 'ski week'] },
  { month: 2, phrases: ['spring break', 'spring brk', "st patrick's", 'st patricks', 'march break'] },
  { month: 3, phrases: ['easter', 'easter break', 'easter holidays', 'passover'] },
  { month: 4, phrases: ['memorial day', 'may bank holiday', 'may half term'] },
  { month: 6, phrases: ['summer holidays', 'summer holiday', 'summer break', 'summer vacation', 'summer hols', 'fourth of july', '4th of july', 'july 4th'] },
  { month: 8, phrases: ['labor day', 'labour day'] },
  { month: 9, phrases: ['fall break', 'autumn break', 'october half term', 'halloween', 'thanksgiving in canada'] },
  { month: 10, phrases: ['thanksgiving', 'black friday'] },
  { month: 11, phrases: ['christmas', 'xmas', 'christmas break', 'christmas holidays', 'winter break', 'holiday break', 'hanukkah', 'new year', "new year's", 'new years', 'nye'] },
];

/** The month of a holiday or break the message names ('spring break in Cancún', 'over Christmas'), or null. */
export function holidayMonthIn(t: string): number | null {
  let best: { month: number; at: number; span: number } | null = null;
  for (const row of HOLIDAY_MONTHS) {
    for (const phrase of row.phrases) {
      const at = t.indexOf(` ${phrase} `);
      // The longest phrase said wins ('thanksgiving in canada' over 'thanksgiving').
      if (at >= 0 && (!best || phrase.length > best.span)) best = { month: row.month, at, span: phrase.length };
    }
  }
  return best?.month ?? null;
}

/** 'in may', 'during july', 'early october', 'next march': a month said of the trip ('may I' is not May). */
export function monthIn(t: string, todayMonth?: number): number | null {
  if (todayMonth !== undefined && / next month /.test(t)) return (todayMonth + 1) % 12;
  const named = namedMonthIn(t);
  return named ?? holidayMonthIn(t);
}

function namedMonthIn(t: string): number | null {
  const names = `${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec`;
  const m =
    new RegExp(` (?:in|during|for|this|next|early|late|mid|end of|over|around|through) (?:early |late |mid |mid-)?(${names}) `).exec(t) ??
    new RegExp(` (${names}) (?:\\d{4}|trip|holiday|vacation|break) `).exec(t);
  if (m) {
    const i = MONTHS.findIndex((name) => name.startsWith(m[1]!.slice(0, 3)));
    return i >= 0 ? i : null;
  }
  // A misspelt month after 'in' ('febuary', 'agust', 'septmber'): one edit from a name of five letters or more.
  const typo = / (?:in|during|for|this|next|early|late|mid) ([a-z]{4,10}) /g;
  for (let w = typo.exec(t); w; w = typo.exec(t)) {
    const word = w[1]!;
    const i = MONTHS.findIndex((name) => name.length >= 5 && editDistance(word, name, 2) <= (name.length >= 7 ? 2 : 1));
    if (i >= 0) return i;
    typo.lastIndex = w.index + 1;
  }
  return null;
}

/**
 * The trip a message describes, or null when it describes none. `known` finds a destination the
 * climate table knows (passed in so the table stays with the answer that uses it).
 */
export function tripIn(
  t: string,
  ws: readonly string[],
  options: { activityNamed: boolean; knownPlace: (t: string) => string | null; hasProblem: boolean; todayMonth?: number; today?: string },
): TripRequest | null {
  const length = tripLengthIn(t);
  const tripWords = TRIP_WORDS.test(t);
  const bring = BRING_WORDS.test(t);
  // One small bag said as the limit of the luggage ('only bringing a rucksack') is packing too.
  const packWord = PACK_WORDS.test(t) || smallBagIn(t) !== null;
  // Most messages are not about a trip: nothing below is read for them.
  if (!length && !tripWords && !bring && !packWord) return null;
  const known = options.knownPlace(t);
  const place = known ?? settingIn(t) ?? otherPlaceIn(t) ?? (length ? placeBeforeLength(t) : null);
  const month = monthIn(t, options.todayMonth) ?? (options.today ? monthOfDateSaid(t, options.today) : null);
  const purposesOf = () => {
    // 'Everyone here is doing a festival and I'm off to a conference': what others do is not what the trip is for.
    const all = conceptsIn(ws, PURPOSES);
    const hits = all.filter((h) => !saidOfOthers(ws, h.at));
    const others = all.filter((h) => !hits.includes(h) && !hits.some((k) => k.id === h.id)).map((h) => h.id);
    return {
      purposes: hits.map((h) => h.id),
      said: Object.fromEntries(hits.map((h) => [h.id, ws.slice(h.at, h.at + h.span + (describesTheNext(ws, h) ? 1 : 0)).join(' ')])),
      ...(others.length ? { othersPlans: others } : {}),
    };
  };
  const request = (form: TripRequest['form'], read = purposesOf()): TripRequest => ({
    form,
    days: length?.days ?? null,
    lengthSaid: length?.said ?? null,
    place,
    month,
    ...(COOL_NIGHTS.test(t) ? { coolNights: true } : {}),
    ...(COLD_AT_NIGHT.test(t) || NIGHTS_ARE.test(t) ? { coldNights: true } : {}),
    ...read,
    ...(smallBagIn(t) ? { bag: smallBagIn(t)! } : {}),
    ...(travelModeIn(ws) ? { travel: travelModeIn(ws)! } : {}),
  });
  // 'It got sunscreen on it at the beach last weekend', 'how do I wash it after a week at the lake': days away told as already
  // had are why something is asked, not a trip to pack for. Days still to come said as well ('next week', 'going') keep it.
  if (TOLD_AS_PAST.test(t) && !packWord && !GOING.test(t) && !/ (next|coming|upcoming) /.test(t)) return null;
  // A single activity soon, with something to bring: an outfit and the bag, not a suitcase (nor bag care).
  const caring = / (wash|washing|clean|cleaning|stain|stains|smell|smells|stink|stinks|dry|iron|fold|store|repair|fix|mend) /.test(t);
  if (options.activityNamed && bring && !caring && !length && !place && !/ (trip|vacation|holiday|getaway|suit ?case|luggage|away) /.test(t) && SOON.test(t)) {
    return request('carry');
  }
  // 'What should I wear this weekend when I visit my mum?' asks for an outfit: wearing, with nothing to pack and no run of days.
  if (/ what (should|do|can|shall) i wear /.test(t) && !packWord && !bring && (!length || length.said === 'a weekend')) return null;
  // 'How do I pack a suit so it doesn't crease?' is care: a problem with no days and no place.
  const folding = / (fold|folding|roll|rolling|crease|creases|creasing|creased|wrinkle|wrinkles|wrinkled|wrinkling|iron|ironing|steam|steaming) /.test(t);
  if ((options.hasProblem || folding) && !length && !known) return null;
  // A length with something that makes it days away: 'this weekend' alone is a day, not a trip.
  if (length && (tripWords || bring || place)) return request('trip');
  // Nights are spent away: 'going up to my sister's for 5 nights', 'a couple of nights at my parents''.
  // So are nights with what they are for ('goa 4 nights w the girls, beachy days, one fancy brunch').
  if (length && / nights? /.test(` ${length.said} `)) {
    const read = purposesOf();
    if (GOING.test(t) || month !== null || read.purposes.length > 0) return request('trip', read);
  }
  if (tripWords && (bring || packWord)) return request('trip');
  if (bring && (place || month !== null) && !SOON.test(t)) return request('trip');
  if (packWord && (place || month !== null)) return request('trip');
  // 'Help me pack', 'packing tips': a trip not yet described, planned on an assumption; a capsule stays a capsule.
  if (packWord && !/ (capsule|cubes?) /.test(t)) return request('trip');
  return null;
}

/** Words that open a new clause, after which its subject comes. */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(['and', 'but', 'while', 'so', 'because', 'since', 'though', 'although', 'whereas', 'whilst', 'cause']);
/** Subjects that are other people ('everyone here', 'they', 'my friends'): a plan said of them is not the person's. */
// prettier-ignore
const OTHERS: ReadonlySet<string> = new Set(['everyone', "everyone's", 'everybody', "everybody's", 'they', "they're", 'theyre', "they'll", 'people', 'he', "he's",
  'she', "she's", 'others', 'half', 'most', 'all']);
/** Words that put the person in the clause ('my sister and I', 'we'): the plan is theirs too. */
const FIRST_PERSON: ReadonlySet<string> = new Set(['i', "i'm", 'im', "i'll", "i've", "i'd", 'me', 'we', "we're", 'were', "we'll", 'us', 'myself', 'ourselves']);
const PEOPLE_WORDS: ReadonlySet<string> = new Set(PEOPLE);
/** A subject's own verb: 'my friends are', 'everyone here is doing'. Without one the people word names whose ('brothers wedding'). */
// prettier-ignore
const SUBJECT_VERBS: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', 'will', 'have', 'has', 'had', 'do', 'does', 'did', 'can', 'going', 'doing',
  'heading', 'off', 'gonna', 'get', 'gets', 'go', 'goes']);
/** Subjects that carry their verb ('they're', 'everyone's'). */
const WITH_VERB = /'(s|re|ll|ve)$/;

/** Whether the word at `at` is in a clause whose subject is other people and that never names the person. */
function saidOfOthers(ws: readonly string[], at: number): boolean {
  let start = at;
  while (start > 0 && !CLAUSE_OPENERS.has(ws[start - 1]!)) start--;
  const clause = ws.slice(start, at + 1);
  if (clause.some((w) => FIRST_PERSON.has(w))) return false;
  const at0 = clause[0] === 'my' || clause[0] === 'the' || clause[0] === 'our' ? 1 : 0;
  const subject = clause[at0];
  if (!subject || !(OTHERS.has(subject) || (PEOPLE_WORDS.has(subject) && clause[0] !== 'the'))) return false;
  return WITH_VERB.test(subject) || clause.slice(at0 + 1, at0 + 4).some((w) => SUBJECT_VERBS.has(w));
}

/** Time away said as past: 'last weekend', 'two weeks ago', 'back from', 'after a week at the lake'. */
const TOLD_AS_PAST =
  / (last|past) (weekend|week|month|summer|trip|holiday|vacation)| ago | (got|came|just) back | back from | after (a|the|my|our) (long )?(weekend|week|trip|holiday|vacation) /;

/** Going somewhere: 'going up to', 'heading down to', 'off to', 'staying at'. */
const GOING = / (going|goin|heading|headed|off|driving|flying|travelling|traveling|taking the train|staying|visiting) /;

/** 'In Inverness for 5 nights', 'to Leeds for a week': the word before a length said with 'for', when it can be a place. */
function placeBeforeLength(t: string): string | null {
  const m = / (?:in|to) ([a-z][a-z-]{2,}) for /.exec(t);
  if (!m || NOT_PLACES.has(m[1]!) || /(ing|ed)$/.test(m[1]!)) return null;
  if (tokensOf(t).some((k) => k.lower === m[1] && NOT_A_PLACE_POS.has(k.pos))) return null;
  return m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1);
}

/** 'From the 14th', 'on the 3rd': a day of the month said alone is this month's when still to come, else next month's. */
function monthOfDateSaid(t: string, today: string): number | null {
  const m = / (?:from|on|starting|after|until|till|by) (?:the )?(\d{1,2})(?:st|nd|rd|th) /.exec(t);
  if (!m) return null;
  const day = Number(m[1]);
  if (day < 1 || day > 31) return null;
  const month = Number(today.slice(5, 7)) - 1;
  return day >= Number(today.slice(8, 10)) ? month : (month + 1) % 12;
}

/** A place described by its setting rather than its name: 'the lake', 'the mountains', 'the coast'. */
function settingIn(t: string): string | null {
  const m =
    / (?:at|to|in|on|by|through|across|into) (?:the |a )(?:[a-z]+ )?(lake|mountains|coast|beach|seaside|countryside|islands?|desert|cottage|cabin|shore|rainforest|jungle|forest|woods) /.exec(
      t,
    );
  return m ? `the ${m[1]}` : null;
}

// Words after 'in' or 'to' that are not places ('in may', 'to pack', 'in my bag').
// prettier-ignore
const NOT_PLACES = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'this', 'that', 'which', 'what', 'there', 'here', 'town', 'total',
  'advance', 'case', 'mind', 'person', 'general', 'fact', 'style', 'summer', 'winter', 'spring', 'fall', 'autumn', 'pack', 'bring', 'take', 'wear', 'do', 'be',
  'get', 'go', 'stay', 'visit', 'see', 'help', 'make', 'keep', 'carry', 'fit', 'put', 'dress', 'look', 'plan', 'travel', 'fly', 'attend', 'work', 'check',
  'transit', 'between', 'order', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'just', 'only', 'about', 'around', 'for',
  ...MONTHS, 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'bag', 'suitcase', 'luggage', 'carry-on', 'case', 'it',
  'them', 'me', 'us', 'you', 'wearing', 'packing', 'terms', 'hand', 'style', 'rain', 'heat', 'cold', 'snow', 'weather', 'sun', 'hot', 'warm', 'city']);

const NOT_A_PLACE_POS = new Set<PartOfSpeech>(['VERB', 'AUX', 'ADV', 'ADJ', 'PRON', 'DET']);

/** A place named but not in the climate table ('ten days in uzbekistan'): said back, its weather not guessed. */
function otherPlaceIn(t: string): string | null {
  const m =
    / (?:trip|holiday|vacation|getaway|travel(?:l?ing)?|flying|going|heading|headed|off|days?|nights?|weeks?|weekend|fortnight|away|stay(?:ing)?|break|honeymoon|cruise) (?:in|to|around|through) ([a-z][a-z-]{2,}) /.exec(
      t,
    ) ?? / (?:visiting|visit) ([a-z][a-z-]{2,}) /.exec(t);
  if (!m || NOT_PLACES.has(m[1]!) || /(ing|ed)$/.test(m[1]!)) return null;
  // 'A day to lose weight', 'a weekend away to relax': after 'to', a verb is what the time is for, not where.
  if (tokensOf(t).some((k) => k.lower === m[1] && NOT_A_PLACE_POS.has(k.pos))) return null;
  return m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1);
}

/** How a purpose reads back in an answer. */
export const PURPOSE_PHRASE: Record<TripPurpose, string> = {
  work: 'work',
  wedding: 'a wedding',
  formal: 'a formal event',
  dinner: 'a dressy evening',
  beach: 'the beach',
  hiking: 'hiking',
  camping: 'camping',
  skiing: 'skiing',
  sightseeing: 'lots of walking',
  lake: 'time by the water',
  relaxing: 'some downtime',
};

/** A follow-up to a trip ('what about 10 days?', 'and in july?') changes its length or month and keeps the rest. */
export function followUpTrip(previous: TripRequest | null, t: string, todayMonth?: number): TripRequest | null {
  if (!previous) return null;
  const length = tripLengthIn(t);
  const month = monthIn(t, todayMonth);
  // 'Only taking a backpack, can you cut that down?': the same trip in a smaller bag.
  const bag = smallBagIn(t);
  const travel = travelModeIn(words(t));
  return {
    ...previous,
    ...(length ? { days: length.days, lengthSaid: length.said } : {}),
    ...(month !== null ? { month } : {}),
    ...(bag ? { bag } : {}),
    ...(travel ? { travel } : {}),
  };
}
