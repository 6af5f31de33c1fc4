import type { DressCode } from '../../shared/schemas/calendar';
import { containsPhrase, normalizeText } from '../stylist/text';

export interface EventText {
  title: string;
  description?: string | null | undefined;
  location?: string | null | undefined;
}

export interface DressCodeGuess {
  dressCode: DressCode | null;
  /** explicit: the text states the dress code ('Dress code: black tie'); inferred: guessed from what the event is. */
  source: 'explicit' | 'inferred';
}

/** How invitations and calendars write a dress code. Longest phrase first, so 'business casual' is not read as 'casual'. */
// prettier-ignore
const EXPLICIT: [DressCode, string[]][] = [
  ['Black Tie', ['black tie', 'creative black tie', 'white tie', 'tuxedo', 'tuxedos', 'tux']],
  // 'Black tie optional': a tuxedo is welcome, a dark suit or long dress is enough, which is Formal.
  ['Formal', ['formal', 'formal attire', 'formal wear', 'formalwear', 'evening wear', 'evening attire', 'black tie optional', 'black tie invited']],
  ['Cocktail', ['cocktail', 'cocktail attire', 'cocktail dress', 'semi formal', 'semiformal', 'semi formal attire', 'festive attire', 'dressy']],
  ['Business Formal', ['business formal', 'business professional', 'business attire', 'professional attire', 'suit and tie', 'suits', 'suit', 'lounge suit']],
  ['Business Casual', ['business casual', 'office casual', 'smart business', 'work attire', 'office attire']],
  ['Smart Casual', ['smart casual', 'dressy casual', 'casual chic', 'elegant casual', 'cocktail casual', 'dress to impress']],
  ['Casual', ['casual', 'casual attire', 'informal', 'relaxed', 'come as you are', 'jeans', 'dress down', 'jeans ok', 'jeans welcome']],
  ['Athletic', ['athletic', 'athletic wear', 'activewear', 'active wear', 'athleisure', 'sportswear', 'gym clothes', 'workout clothes', 'workout gear', 'sneakers']],
  ['Outdoor', ['outdoor', 'outdoor attire', 'outdoor gear', 'hiking boots', 'hiking gear', 'rain gear', 'layers', 'wear layers', 'boots']],
];

/** Phrases that state a dress code wherever they appear (no 'dress code:' needed): nobody writes 'black tie' by accident. */
const UNAMBIGUOUS = new Set(
  [
    'black tie',
    'black tie optional',
    'white tie',
    'business casual',
    'smart casual',
    'business formal',
    'business professional',
    'cocktail attire',
    'formal attire',
    'casual attire',
    'semi formal',
    'semiformal',
    'dressy casual',
  ].map((p) => normalizeText(p).trim()),
);

/** What an event is, by its words. When a title names several, PRIORITY decides. */
// prettier-ignore
const HINTS: [DressCode, string[]][] = [
  ['Black Tie', ['gala', 'galas', 'ball', 'charity ball', 'masquerade ball', 'state dinner', 'opera gala', 'awards gala', 'black tie', 'white tie', 'benefit dinner', 'charity dinner', 'oscars party']],
  ['Cocktail', ['cocktail party', 'cocktail reception', 'cocktail hour', 'engagement party']],
  ['Formal', ['wedding', 'weddings', 'wedding ceremony', 'wedding reception', 'opera', 'symphony', 'philharmonic', 'ballet', 'banquet', 'prom', 'award ceremony', 'awards ceremony', 'awards', 'bar mitzvah', 'bat mitzvah', 'quinceanera', 'christening', 'baptism', 'formal dinner', 'graduation ceremony', 'commencement', 'vow renewal', 'debutante']],
  ['Business Formal', ['interview', 'job interview', 'board meeting', 'board of directors', 'investor', 'investors', 'investor meeting', 'pitch', 'court', 'hearing', 'deposition', 'trial', 'funeral', 'memorial', 'memorial service', 'wake', 'keynote', 'shareholder', 'shareholders', 'thesis defense', 'dissertation defense', 'client presentation', 'board review', 'embassy', 'signing ceremony', 'closing', 'audit committee']],
  ['Athletic', ['gym', 'run', 'running', 'jog', 'jogging', 'yoga', 'hot yoga', 'pilates', 'workout', 'work out', 'crossfit', 'spin', 'spin class', 'spinning', 'cycling', 'bike ride', 'tennis', 'soccer', 'basketball', 'football practice', 'soccer practice', 'practice', 'swim', 'swimming', 'climbing', 'bouldering', 'boxing', 'kickboxing', 'marathon', 'half marathon', '5k', '10k', 'bootcamp', 'boot camp', 'fitness', 'hiit', 'zumba', 'barre', 'rowing', 'squash', 'badminton', 'volleyball', 'personal trainer', 'pt session', 'dance class', 'lifting', 'weights', 'leg day', 'martial arts', 'karate', 'jiu jitsu', 'bjj', 'pickleball', 'triathlon', 'peloton', 'run club', 'track', 'stretching', 'physio', 'physical therapy']],
  ['Outdoor', ['hike', 'hikes', 'hiking', 'trail', 'trailhead', 'trek', 'trekking', 'backpacking', 'camping', 'campsite', 'camp', 'fishing', 'kayak', 'kayaking', 'canoe', 'canoeing', 'sailing', 'ski', 'skiing', 'snowboard', 'snowboarding', 'snowshoe', 'snowshoeing', 'beach', 'beach day', 'gardening', 'garden work', 'yard work', 'hunting', 'national park', 'state park', 'nature walk', 'bird watching', 'birdwatching', 'apple picking', 'pumpkin patch', 'orchard', 'golf', 'tee time', 'mountain', 'lake day', 'boat', 'boating', 'surf', 'surfing', 'paddleboard', 'rafting', 'zoo', 'farm', 'volunteer cleanup', 'park cleanup']],
  ['Business Casual', ['meeting', 'meetings', 'client meeting', 'client', 'clients', 'standup', 'stand up', 'daily standup', 'sync', '1 1', 'one on one', 'presentation', 'conference', 'office', 'workshop', 'seminar', 'networking', 'team lunch', 'all hands', 'offsite', 'review', 'performance review', 'sprint review', 'retro', 'retrospective', 'planning', 'sprint planning', 'lecture', 'training session', 'onboarding', 'work', 'career fair', 'job fair', 'sales call', 'client call', 'demo', 'kickoff', 'kick off', 'strategy', 'quarterly', 'qbr', 'team', 'parent teacher', 'parent teacher conference', 'office hours', 'coworking', 'summit', 'town hall', 'panel', 'recruiting']],
  ['Smart Casual', ['drinks after work', 'after work drinks', 'dinner', 'date', 'date night', 'first date', 'drinks', 'brunch', 'restaurant', 'theater', 'theatre', 'museum', 'gallery', 'art opening', 'exhibition', 'party', 'birthday', 'birthday dinner', 'happy hour', 'wine tasting', 'tasting', 'show', 'broadway', 'musical', 'comedy show', 'jazz', 'rehearsal dinner', 'anniversary', 'dinner party', 'cocktails', 'wine bar', 'rooftop', 'meetup', 'housewarming', 'bridal shower', 'baby shower', 'tea', 'afternoon tea', 'holiday party', 'reunion', 'church', 'mass', 'service', 'synagogue']],
  ['Casual', ['casual friday', 'grocery run', 'errand run', 'school run', 'beer run', 'coffee run', 'picnic', 'bbq', 'barbecue', 'cookout', 'groceries', 'grocery', 'shopping', 'movie', 'movies', 'cinema', 'coffee', 'errands', 'game night', 'hangout', 'hang out', 'walk', 'dog walk', 'concert', 'festival', 'playdate', 'play date', 'lunch', 'road trip', 'laundry', 'moving', 'ball game', 'ballgame', 'baseball game', 'football game', 'basketball game', 'hockey game', 'game', 'watch party', 'board game', 'board games', 'pizza', 'dentist', 'doctor', 'haircut', 'barber', 'vet', 'pickup', 'school pickup', 'drop off', 'family', 'book club', 'study', 'study group', 'library', 'flight', 'travel', 'airport', 'train', 'chores', 'cleaning', 'farmers market', 'flea market', 'brewery', 'bowling', 'arcade', 'karaoke', 'pub', 'pub quiz', 'trivia', 'sleepover', 'video call', 'call', 'appointment', 'car service', 'oil change', 'volunteer', 'class', 'homework', 'daycare', 'nap', 'gaming', 'pottery', 'cooking class', 'kids']],
];

/** A title naming several things: the most demanding dress code wins, activities over generic work words. */
const PRIORITY: readonly DressCode[] = [
  'Black Tie',
  'Formal',
  'Cocktail',
  'Business Formal',
  'Athletic',
  'Outdoor',
  'Business Casual',
  'Smart Casual',
  'Casual',
];

interface Phrase {
  code: DressCode;
  phrase: string;
}
const byLength = (a: Phrase, b: Phrase) => b.phrase.length - a.phrase.length;
const phrases = (groups: [DressCode, string[]][]) =>
  groups.flatMap(([code, list]) => list.map((p) => ({ code, phrase: normalizeText(p).trim() }))).sort(byLength);
const EXPLICIT_PHRASES = phrases(EXPLICIT);
const HINT_PHRASES = phrases(HINTS);

/** Every phrase found, longest first; a phrase found is blanked out so 'work out' is never also 'work'. */
function matches(text: string, table: readonly Phrase[]): Phrase[] {
  let rest = normalizeText(text);
  const found: Phrase[] = [];
  for (const entry of table) {
    if (!containsPhrase(rest, entry.phrase)) continue;
    found.push(entry);
    for (const form of [entry.phrase, `${entry.phrase}s`, `${entry.phrase}es`]) rest = rest.replaceAll(` ${form} `, '  ');
  }
  return found;
}

/** The dress code a phrase such as 'Black tie optional' or 'business casual, jeans ok' names (the first one stated). */
export function parseDressCodeText(text: string | null | undefined): DressCode | null {
  const normalized = normalizeText(text);
  let best: { code: DressCode; at: number } | null = null;
  for (const { code, phrase } of EXPLICIT_PHRASES) {
    const at = normalized.indexOf(` ${phrase} `);
    if (at >= 0 && (best === null || at < best.at)) best = { code, at };
  }
  return best?.code ?? null;
}

/** 'Dress code: cocktail', 'Attire - business casual', '(black tie)', or an unambiguous phrase anywhere. */
function explicitIn(text: string | null | undefined): DressCode | null {
  if (!text) return null;
  const lower = text.toLowerCase();
  const stated = /(?:dress[\s-]*code|attire|dress|wear)\s*(?:is|will be|:|-|–|—)\s*([^.;\n]{2,60})/.exec(lower);
  if (stated) {
    const code = parseDressCodeText(stated[1]);
    if (code) return code;
  }
  for (const [, inside] of lower.matchAll(/\(([^)]{2,40})\)/g)) {
    const code = parseDressCodeText(inside);
    if (code && normalizeText(inside).trim().split(' ').length <= 4) return code;
  }
  const normalized = normalizeText(text);
  for (const { code, phrase } of EXPLICIT_PHRASES) if (UNAMBIGUOUS.has(phrase) && containsPhrase(normalized, phrase)) return code;
  return null;
}

function inferredIn(text: string | null | undefined): DressCode | null {
  if (!text) return null;
  const found = matches(text, HINT_PHRASES);
  if (found.length === 0) return null;
  return PRIORITY.find((code) => found.some((f) => f.code === code)) ?? null;
}

/**
 * The dress code of an event. A stated dress code wins (title, then description, then
 * location); otherwise the title says what the event is, then the description, then the place.
 * Null when nothing hints at one: the day's outfit then follows the style preference.
 */
export function inferDressCode(event: EventText): DressCodeGuess {
  for (const text of [event.title, event.description, event.location]) {
    const code = explicitIn(text);
    if (code) return { dressCode: code, source: 'explicit' };
  }
  for (const text of [event.title, event.description, event.location]) {
    const code = inferredIn(text);
    if (code) return { dressCode: code, source: 'inferred' };
  }
  return { dressCode: null, source: 'inferred' };
}
