import { editDistance } from './lexicon';
import { FEELS_WORDS, measuresSomething, signedNumbers } from '../reading/numbers';
import { isEnglishWord, tokensOf } from '../reading/tokens';
import { GARMENT_WORDS, lendPatternWords } from '../reading/vocabulary';
import { phrasesIn } from '../reading/phrases';
import { saidAsWeekday } from './when';

/**
 * The weather a person states, read by form: weather words (and their misspellings) and a
 * temperature, with or without a unit. A bare number said with weather words ('85 and humid',
 * 'supposed to be 90 and sunny', '12 degrees and rainy') is a temperature whose unit is decided by
 * what is physically plausible with those words: 85 °C does not happen, rain at 12 °F does not
 * fall, 'hot' at 30 °F is not hot. Only when both units are plausible does the person's own unit
 * decide. Pure.
 */

export type WeatherWord = 'rain' | 'snow' | 'ice' | 'cold' | 'cool' | 'mild' | 'warm' | 'hot' | 'wind' | 'humid' | 'sun';

// prettier-ignore
const WEATHER_WORDS: [WeatherWord, RegExp][] = [
  ['rain', / (rain(s|y|ing|ed)?|rainstorms?|drizzl(e|y|ing)|showers?|downpours?|pour(s|ing|ed)?|pelting|bucket(s|ing)?( it)? down|bucketing|flood(s|ing|ed)?|torrential|deluge|lashing|teeming|(chuck|tipp|hammer|sheet|belt|piss)ing( it)? down|wet|storm(s|y)?|thunder(y|storms?)?|showery|monsoon|umbrella|mud(dy)?|puddles?|soggy|boggy|waterlogged|damp|hail(s|ing|storms?)?) /],
  // Hail falls from summer thunderstorms as often as from winter skies: it is a storm's, and says nothing of cold.
  ['snow', / (snow(s|y|ing)?|sleet(y|ing)?|blizzard|slush(y)?|flurr(y|ies)) /],
  // Ice underfoot: below freezing and slippery ('freezing rain', 'ice on everything', 'icy roads'); not 'ice cream' or 'ice skating'.
  ['ice', / (icy|ice (on|everywhere|all over|storm)|ice-?storm|black ice|ic(e|es|ed|ing) (over|up)|froze(n)? (over|overnight|solid)|freezing (rain|drizzle)|sleet(y|ing)?|glaze of ice) /],
  ['cold', / (cold(er)?(?! front)|freezing|chilly|frost(s|y)?|icy|below zero|below freezing|sub-?zero|frigid|bitter(ly)? cold|(it'?s|is|so|really) bitter|perishing|baltic|arctic|winter(y)?) /],
  ['cool', / (cool(er)? (day|evening|morning|night|weather)|(it's|its|is|be|gets) cool|crisp|nippy|cold-?ish|cool-?ish) /],
  ['mild', / (mild) /],
  ['warm', / (warm(er)?( day| weather| evening)?|balmy) /],
  ['hot', / (hot(ter)?|(cook|roast|fry|bake|boil)(s|ed|ing)? (me|us|alive)|heat(wave)?|heat wave|scorch(ing|er)|sweltering|boiling|roasting|baking|sizzling|summer(y)?|sweaty) /],
  ['wind', / (wind(y|ier)?|breez(e|y)|gust(s|y)?|blustery|gale(s)?|howl(s|ing)?|\d+ ?(km|kms|kph|mph|miles|kilometres|kilometers) (an|per|a) hour|\d+ ?(km\/h|kph|mph)) /],
  ['humid', / (humid(ity|ex)?|muggy|sticky|steamy|swampy|tropical) /],
  // Said of the skin ('I burn like crazy', 'burn easily', 'sunburnt'): strong sun to cover up against.
  // The UV said ('UV is extreme', 'uv index 11') is strong sun whatever the temperature.
  ['sun', / (sun(ny|shine)?|sunburn(s|t|ed)?|(i|we|kids|they) burn|burn (easily|like crazy|badly|so easily|quickly|fast|in minutes)|uv|uv index) /],
];

lendPatternWords(
  WEATHER_WORDS.map(([, re]) => re),
  isEnglishWord,
);

/** Weather words as people misspell them ('rainny', 'windey', 'humdi', 'freezng'): one letter off a word of six letters or more. */
// prettier-ignore
const TYPO_TARGETS: [WeatherWord, string][] = [
  ['rain', 'raining'], ['rain', 'rainy'], ['rain', 'drizzle'], ['rain', 'pouring'], ['rain', 'showers'], ['snow', 'snowing'], ['snow', 'snowy'],
  ['cold', 'freezing'], ['cold', 'chilly'], ['wind', 'windy'], ['wind', 'breezy'], ['wind', 'blustery'], ['humid', 'humid'], ['humid', 'humidity'],
  ['hot', 'scorching'], ['hot', 'sweltering'],
];

/** Real words one letter off a weather word: 'ruining' is no rain. */
const REAL_WORDS = new Set(['ruining', 'railing', 'raising', 'raiding', 'reining', 'rainier', 'shoring', 'sowing', 'snowed', 'chills', 'wendy', 'winds']);

function norm(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9'-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** A clause that reports what was forecast, not what is: 'the forecast said mild', 'my app said it'd be nice', 'the forecast keeps saying mild'. */
const REPORTED =
  / (forecast|forecasts|app|phone|radio|tv|weatherman|weather man|weather|news|they) (said|says|say|promised|claimed|called for|shows|showed|predicted|predicts|(?:keeps|kept|is|was) saying)|(was|were) (supposed|meant|forecast|expected) to be /;
/** Where a message turns from one claim to the one it holds: 'the forecast said mild but it's bitter'. */
const TURN = / (?:but|though|although|yet|however|instead) /;

/**
 * Weather words in the order of the family, each once. What the person says it is beats what they
 * say was forecast: 'the forecast said mild but it's bitter this morning' is cold, not mild.
 */
export function weatherIn(text: string): WeatherWord[] {
  const whole = norm(outdoorText(text));
  const clauses = whole.split(TURN);
  // A reported clause is set aside wherever it stands ('it's sleeting even though my app said it'd be nice'), when another clause says the weather.
  const heldClauses = clauses.filter((c) => !REPORTED.test(` ${c} `));
  const held = heldClauses.length < clauses.length ? wordsIn(` ${heldClauses.join(' ')} `) : [];
  return held.length ? held : wordsIn(whole);
}

/**
 * Things indoors whose temperature is no weather: 'the hotel AC is always freezing', 'the office is
 * boiling', 'cold inside the church'. A clause about one of them says what to carry for it, not what
 * the day is like. Vocabulary: a new indoor thing is a phrase here.
 */
// prettier-ignore
export const INDOORS: readonly string[] = [
  'ac', 'a c', 'aircon', 'air con', 'air-con', 'air conditioning', 'aircon', 'heating', 'office/offices', 'hotel/hotels', 'hotel room', 'room/rooms',
  'classroom', 'hall/halls', 'building', 'plane', 'train', 'cinema', 'theatre/theater', 'church', 'restaurant', 'gym', 'studio', 'lab', 'hospital', 'courtroom',
  'house', 'flat', 'apartment', 'venue/venues', 'conference room', 'meeting room', 'lecture hall', 'library', 'museum', 'mall', 'store', 'workplace', 'cubicle',
  'cafe/cafes', 'café/cafés', 'coffee shop', 'kitchen/kitchens', 'salon', 'bakery', 'warehouse', 'factory', 'ward', 'clinic',
];
/** Words that are the inside itself ('cold inside', 'indoors it's warm'). */
const INSIDE: readonly string[] = ['inside', 'indoors', 'in here', 'in there'];
const INDOOR_ROWS = [{ id: 'indoors', phrases: INDOORS }];
const INSIDE_ROWS = [{ id: 'inside', phrases: INSIDE }];
/** After an indoor thing, words that say something of it ('the AC is freezing', 'the office gets cold'). */
// prettier-ignore
const SAID_OF_IT = new Set(['is', 'are', 'r', 'was', 'were', 'gets', 'get', 'will', 'can', 'stays', 'always', 'feels', 'keeps', 'runs', 'tends', 'could', 'might', 'be', 'blasts', 'blasting']);

/**
 * What sets a room's temperature ('she has the heat cranked up to 78', 'they keep the AC at 65', 'the thermostat's at 80'):
 * a clause that says the device is turned up or down speaks of indoors, not of the day. 'The heat' alone is the weather
 * ('the heat is brutal'); set by someone, it is the heating. Vocabulary: a new device or a new way of setting one is a row.
 */
const DEVICES: readonly string[] = [
  'heat',
  'heater/heaters',
  'heating',
  'thermostat',
  'radiator/radiators',
  'fireplace',
  'wood stove',
  'furnace',
  'ac',
  'a c',
  'aircon',
  'aircond',
  'air cond',
  'air con',
  'air conditioning',
  'air conditioner',
  'fan/fans',
];
// prettier-ignore
const SETTINGS: ReadonlySet<string> = new Set(['cranked', 'crank', 'cranks', 'cranking', 'turned', 'turn', 'turns', 'turning', 'blasting', 'blast', 'blasts', 'pumping', 'pumped', 'jacked', 'keep', 'keeps', 'kept', 'set', 'sets', 'running']);
/** 'The heat on' and 'the AC up' say a setting; 'the heat on Saturday' says a day. */
const ON_OR_UP: ReadonlySet<string> = new Set(['on', 'up']);
// prettier-ignore
const A_DAY_AFTER: ReadonlySet<string> = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'today', 'tomorrow', 'tonight', 'the', 'this', 'that', 'sat', 'sun']);
const DEVICE_ROWS = [{ id: 'device', phrases: DEVICES }];
/** Device words that also speak of the day ('the heat is brutal', 'fans at the game'): indoors only when set. */
const SAID_OF_THE_DAY_TOO: ReadonlySet<string> = new Set(['heat', 'fan', 'fans']);
/** A device speaks of a room: the AC or the thermostat always, the heat or a fan when set ('the heat cranked', 'the heat on'). */
function aboutDevice(ws: readonly string[]): boolean {
  return phrasesIn(ws, DEVICE_ROWS).some((h) => {
    const end = h.at + h.span;
    const near = [ws[h.at - 3], ws[h.at - 2], ws[h.at - 1], ws[end], ws[end + 1], ws[end + 2]];
    const setAfter = ON_OR_UP.has(ws[end] ?? '') && !A_DAY_AFTER.has(ws[end + 1] ?? '');
    return !SAID_OF_THE_DAY_TOO.has(ws[h.at]!) || setAfter || near.some((w) => w !== undefined && SETTINGS.has(w));
  });
}

/** Where a message's clauses part: punctuation, and the words that join one claim to another. */
const CLAUSE_PARTS = /[,;.!?()&]|\b(?:but|though|although|yet|however|while|whereas|because|cos|cuz|since|so|and|n|then)\b/gi;

/** Whether a clause's weather is an indoor thing's: said of it ('the hotel AC is freezing'), of a place one is in ('freezing in the office') or of the inside. */
function aboutIndoors(clause: string): boolean {
  const ws = norm(clause)
    .trim()
    .split(' ')
    .map((w) => w.replace(/'s$/, ''));
  if (phrasesIn(ws, INSIDE_ROWS).length > 0 || aboutDevice(ws)) return true;
  return phrasesIn(ws, INDOOR_ROWS).some((h) => {
    const next = ws[h.at + h.span] ?? '';
    const owner = ['the', 'my', 'our', 'a', 'this', 'that', 'their'].includes(ws[h.at - 1] ?? '') ? 2 : 1;
    return SAID_OF_IT.has(next) || ws[h.at - owner] === 'in';
  });
}

/** The message's clauses about an indoor thing, with where each starts. */
function indoorClauses(text: string): { from: number; clause: string }[] {
  const found: { from: number; clause: string }[] = [];
  let from = 0;
  const cut = (end: number) => {
    const clause = text.slice(from, end);
    if (aboutIndoors(clause)) found.push({ from, clause });
  };
  for (const m of text.matchAll(CLAUSE_PARTS)) {
    cut(m.index);
    from = m.index + m[0].length;
  }
  cut(text.length);
  return found;
}

/** The message without its clauses about an indoor thing; the rest kept as written, so numbers and their words stay together. */
export function outdoorText(text: string): string {
  let out = text;
  for (const { from, clause } of [...indoorClauses(text), ...waterClauses(text)])
    out = out.slice(0, from) + ' '.repeat(clause.length) + out.slice(from + clause.length);
  return out;
}

/** Water a temperature is said of: the sea's, the lake's, the pool's. */
const WATERS: ReadonlySet<string> = new Set(['water', 'waters', 'sea', 'ocean', 'lake', 'pool', 'river', 'surf', 'loch', 'fjord', 'harbour', 'harbor']);
/** Words between the water and its number ('the water's about 9', 'sea temp 18', 'the lake is only 14'); not 'at', which says an hour ('Athi River at 2'). */
const WATER_LINK: ReadonlySet<string> = new Set([
  'is',
  's',
  'temp',
  'temperature',
  'temps',
  'about',
  'around',
  'only',
  'like',
  'still',
  'maybe',
  'was',
  'will',
  'be',
  'gonna',
  'just',
]);

/** The clauses that give the water's temperature ('sea swim at 9am, water's about 9 degrees'): not the air's, nor a room's. */
function waterClauses(text: string): { from: number; clause: string }[] {
  const found: { from: number; clause: string }[] = [];
  let from = 0;
  const cut = (end: number) => {
    const clause = text.slice(from, end);
    const ws = norm(clause)
      .trim()
      .split(' ')
      .map((w) => w.replace(/'s$/, ''));
    const said = ws.some((w, i) => {
      if (!WATERS.has(w)) return false;
      let k = i + 1;
      while (k < ws.length && k - i <= 3 && WATER_LINK.has(ws[k]!)) k++;
      return k > i + 1 && /^-?\d{1,2}$/.test(ws[k] ?? '');
    });
    if (said) found.push({ from, clause });
  };
  for (const m of text.matchAll(CLAUSE_PARTS)) {
    cut(m.index);
    from = m.index + m[0].length;
  }
  cut(text.length);
  return found;
}

/** Devices that warm a room; the others (AC, fans) cool it. */
const WARMING: ReadonlySet<string> = new Set(['heat', 'heater', 'heaters', 'heating', 'radiator', 'radiators', 'fireplace', 'wood', 'furnace']);
// prettier-ignore
const NOT_WORKING: ReadonlySet<string> = new Set(['barely', 'broken', 'broke', 'busted', 'dead', 'off', 'no', 'not', "doesn't", 'doesnt', "isn't", 'isnt', "won't", 'wont', "don't", 'dont', 'never', 'weak',
  'patchy', 'unreliable', 'spotty', 'iffy', 'dodgy', 'useless']);
const ROOM_WARM_FROM_C = 23;
const ROOM_COLD_BELOW_C = 19;

/**
 * How warm the inside the person speaks of will be ('she has the heat cranked up to 78': warm; 'the office AC is
 * freezing': cold), or null when they say nothing of one. Its temperature first, then its words, then what sets it.
 * This is not the day's weather: it says what to wear under the coat and what to carry.
 */
export function indoorClimate(text: string): 'warm' | 'cold' | null {
  const clauses = indoorClauses(text).map((c) => c.clause);
  if (clauses.length === 0) return null;
  const said = clauses.join(', ');
  // The number said of the room, read as a temperature is read (a bare 78 with a warming device is a room's °F).
  const n = /(?<![\w$£€.:/-])(\d{2})(?!\s?(?:%|am|pm|mins?|minutes|people|guests))\b/.exec(said);
  if (n) {
    const v = Number(n[1]);
    const c = v > 35 ? fToC(v) : v;
    if (c >= ROOM_WARM_FROM_C) return 'warm';
    if (c < ROOM_COLD_BELOW_C) return 'cold';
  }
  const words = wordsIn(norm(said));
  if (words.some((w) => w === 'hot' || w === 'warm' || w === 'humid')) return 'warm';
  if (words.some((w) => w === 'cold' || w === 'cool')) return 'cold';
  const ws = norm(said).trim().split(' ');
  const devices = phrasesIn(ws, DEVICE_ROWS).map((h) => ws[h.at]!);
  // A device that does not work does the opposite: 'the AC barely works' is a warm room, 'the heating is broken' a cold one.
  const off = ws.some((w) => NOT_WORKING.has(w));
  if (devices.some((d) => WARMING.has(d))) return off ? 'cold' : 'warm';
  return devices.length ? (off ? 'warm' : 'cold') : null;
}

/** A season said of a piece's look ('or are they too summery', 'looks wintry'): a verdict on the piece, not the weather. */
const SEASON_LOOK = / (?:too|so|bit|looks?|looking|feels?) (?:summery|wintry|wintery|autumnal|springy) /g;

/** A season said as a time ('since the summer', 'last winter'): when something happened, not the weather asked about. */
const SEASON_AS_TIME = / (?:since|over|during|last|before|after|until|till|all) (?:the )?(?:summer|winter) /g;

/**
 * A season a piece is held to belong to ('are deck shoes only for summer?', 'or is it really a summer thing?'): the season
 * questioned, not the weather it will be worn in.
 */
const SEASON_BELONGED_TO =
  / (?:only|just|strictly|purely|mainly|mostly) (?:for|in) (?:the )?(?:summers?|winters?) | (?:a|an) (?:summer|winter|summery|wintry)(?: only)? (?:thing|piece|item|fabric|shoe|look) /g;

/** Seasons that also say what a piece is for ('my winter stuff', 'a summer dress'). */
const SEASONS: ReadonlySet<string> = new Set(['winter', 'wintry', 'wintery', 'summer', 'summery']);
/** Clothes said loosely after a season ('winter stuff', 'summer things'), beside the garments' own words. Vocabulary: a new word is a row. */
const CLOTHES_SAID_LOOSELY: ReadonlySet<string> = new Set([
  'stuff',
  'things',
  'gear',
  'kit',
  'wear',
  'pieces',
  'bits',
  'wardrobe',
  'clothes',
  'clothing',
  'outfits',
]);
const GARMENT_WORD_SET: ReadonlySet<string> = new Set(GARMENT_WORDS);

/** The text with each season or weather said of a piece ('winter stuff', 'my summer dresses', 'snow boots') left out: a piece's season is no weather. */
function seasonsOfPiecesDropped(said: string): string {
  const ts = said.split(' ');
  const next = (i: number) => ts[i + 1] ?? '';
  return ts
    .map((w, i) =>
      (SEASONS.has(w) && (GARMENT_WORD_SET.has(next(i)) || CLOTHES_SAID_LOOSELY.has(next(i)))) || (KINDS_BY_WEATHER.has(w) && GARMENT_WORD_SET.has(next(i)))
        ? ''
        : w,
    )
    .join(' ');
}
/** Weather that names a kind of piece before its noun ('snow boots', 'my rain jacket', 'a sun hat'): the piece, not the day. */
const KINDS_BY_WEATHER: ReadonlySet<string> = new Set(['rain', 'snow', 'sun', 'storm', 'wind']);

function wordsIn(said: string): WeatherWord[] {
  const t = seasonsOfPiecesDropped(said.replace(SEASON_LOOK, ' ').replace(SEASON_AS_TIME, ' ').replace(SEASON_BELONGED_TO, ' '));
  const found = new Set(WEATHER_WORDS.filter(([, re]) => re.test(t)).map(([w]) => w));
  for (const token of t.trim().split(' ')) {
    if (token.length < 5 || REAL_WORDS.has(token)) continue;
    for (const [w, target] of TYPO_TARGETS) {
      if (Math.abs(token.length - target.length) <= 1 && token[0] === target[0] && editDistance(token, target, 1) <= 1) found.add(w);
    }
  }
  const words = WEATHER_WORDS.map(([w]) => w).filter((w) => found.has(w));
  // 'hot pink' and 'summer dress' are not the weather when something else is said about it.
  // 'Is the coat warm enough?', 'something to keep me warm' ask of a piece's warmth, not the day's.
  const ofAPiece = / (warm enough|(keep|keeps|keeping|stay|stays|staying)( me| you| us| them)? warm) /;
  const ts = t.trim().split(' ');
  const patternOf = new Map(WEATHER_WORDS);
  return words.filter(
    (w) =>
      !saidOfAThing(ts, w) &&
      !deniedEverywhere(ts, patternOf.get(w)!) &&
      !(w === 'sun' && sunIsTheDay(ts)) &&
      !askedEverywhere(ts, patternOf.get(w)!) &&
      !(w === 'rain' && showersAreEvents(ts) && !rainSaidBesides(t)) &&
      !(w === 'hot' && / hot pink /.test(t) && !/ (it'?s|is|be|gets?|very|so|too) hot /.test(t)) &&
      !(w === 'warm' && ofAPiece.test(t) && !/ (it'?s|is|be|gets?|very|so|too) warm /.test(t)) &&
      // 'How do I dress so I'm warm but can still move?': warmth wished for the person, not the day's.
      !(w === 'warm' && WARMTH_WISHED.test(t) && !/ (it'?s|it is|its|day is|weather is) warm /.test(t)),
  );
}

/** Rain said other than by a shower ('a baby shower and it's pouring'). */
function rainSaidBesides(t: string): boolean {
  return patternOfRain.test(t.replace(/ showers? /g, ' '));
}
const patternOfRain = WEATHER_WORDS.find(([w]) => w === 'rain')![1];

/** Words that open a question after 'how <word>' ('how warm do I need to dress', 'how cold is it gonna get'). */
// prettier-ignore
const ASKING_AFTER: ReadonlySet<string> = new Set(['do', 'does', 'did', 'should', 'shall', 'will', 'would', 'can', 'could', 'must', 'is', 'are', 'was', 'to', 'am',
  "it's", 'its', 'gonna', 'will']);

/**
 * Whether every mention of a weather word is asked about ('how warm do I need to dress?', 'how cold is it?'): a question
 * states no weather. 'You wouldn't believe how cold it is' says it, so only 'how <word>' before a question's verb counts.
 */
function askedEverywhere(ts: readonly string[], pattern: RegExp): boolean {
  const at = ts.flatMap((x, i) => (pattern.test(` ${x} `) ? [i] : []));
  return at.length > 0 && at.every((i) => ts[i - 1] === 'how' && ASKING_AFTER.has(ts[i + 1] ?? ''));
}

/** Words that deny the weather word after them ('raining rather than snowing', 'rain instead of snow', "it won't snow"). */
// prettier-ignore
const DENYING: ReadonlySet<string> = new Set(['not', 'no', "isn't", 'isnt', "won't", 'wont', "doesn't", 'doesnt', "ain't", 'aint', 'stopped', 'never']);
const DENYING_PAIRS: readonly (readonly [string, string])[] = [
  ['rather', 'than'],
  ['instead', 'of'],
  ['no', 'longer'],
  ['no', 'more'],
];
/** Words that may stand between the denial and the weather ("it's not gonna be that cold", 'not too windy'). */
// prettier-ignore
const BETWEEN_DENIAL: ReadonlySet<string> = new Set(['gonna', 'going', 'to', 'be', 'expected', 'supposed', 'meant', 'any', 'that', 'too', 'so', 'very',
  'really', 'actually', 'even', 'much', 'as', 'a', 'lot', 'of']);

/**
 * Whether every one-word mention of a weather word is denied ('3 degrees and raining rather than snowing'): the weather
 * said is the other one. A word met only in a longer form ('bucketing down') is left as said.
 */
function deniedEverywhere(ts: readonly string[], pattern: RegExp): boolean {
  const at = ts.flatMap((x, i) => (pattern.test(` ${x} `) ? [i] : []));
  return at.length > 0 && at.every((i) => deniedAt(ts, i));
}

function deniedAt(ts: readonly string[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && i - j <= 4 && BETWEEN_DENIAL.has(ts[j]!) && !DENYING_PAIRS.some(([a, b]) => ts[j - 1] === a && ts[j] === b)) j--;
  if (j < 0) return false;
  return DENYING.has(ts[j]!) || DENYING_PAIRS.some(([a, b]) => ts[j - 1] === a && ts[j] === b);
}

/**
 * Warmth wished for the person ('so I'm warm', 'to stay warm', 'and still be warm') or of a piece ('need sumthin warmer 4
 * walkin', 'warmer gloves'), which says nothing of the weather.
 */
const WARMTH_WISHED =
  / (so|and|but|still) (i'?m|im|we'?re|i am|we are|i stay|i feel|i keep|i can be|i'll be) warm | (to|can|still) (be|feel|stay|keep) warm | (something|sumthin|somethin|smth|sth|anything|one|ones) warmer | warmer (clothes|layers?|coat|jacket|one|ones|pieces?|stuff|gear|boots|socks|gloves|hat|top|sweater|jumper) /;

/** Things a temperature word describes that are not the weather ('standing under warm lights', 'a hot drink', 'cold water'). */
// prettier-ignore
const NOT_WEATHER_HEADS: ReadonlySet<string> = new Set(['light', 'lights', 'lighting', 'lamp', 'lamps', 'spotlight', 'spotlights', 'stage', 'colour',
  'colours', 'color', 'colors', 'tone', 'tones', 'undertone', 'undertones', 'water', 'drink', 'drinks', 'food', 'meal', 'shower', 'bath', 'welcome', 'tea', 'coffee', 'chocolate']);

/** Whether every 'sun' said is the day as the day reader reads it ('choir concert sun 3pm', 'on sun'), not the sunshine. */
function sunIsTheDay(ts: readonly string[]): boolean {
  const at = ts.flatMap((x, i) => (x === 'sun' || x === "sun's" ? [i] : []));
  return at.length > 0 && at.every((i) => saidAsWeekday(ts, i) || sunAsTheHour(ts, i));
}

/** Words around 'the sun' that make it the hour ('until the sun's properly up', 'before the sun comes up', 'after the sun sets'). */
const SUN_HOURS_BEFORE: ReadonlySet<string> = new Set(['until', 'till', 'til', 'before', 'after', 'when', 'once']);
const SUN_HOURS_AFTER: ReadonlySet<string> = new Set(['up', 'rises', 'comes', 'sets', 'goes', 'down', 'rise', 'set']);
function sunAsTheHour(ts: readonly string[], i: number): boolean {
  const before = ts[i - 1] === 'the' ? ts[i - 2] : ts[i - 1];
  const after = ts.slice(i + 1, i + 4).filter((w) => w !== 'is' && w !== 'properly' && w !== 'fully' && w !== 'all' && w !== 'the' && w !== 'way');
  return SUN_HOURS_BEFORE.has(before ?? '') && SUN_HOURS_AFTER.has(after[0] ?? '');
}

/**
 * What a temperature word may describe and still be the weather: a time ('a hot day', 'cold mornings'), the weather's own
 * nouns ('a cold snap', 'warm air') and places ('a hot country'). Any other noun after it is a thing ('hot yoga', 'the Hot
 * Springs', 'a cold beer'), whatever the thing: the English model says it is a noun, so no list of things is kept.
 */
// prettier-ignore
const WEATHER_HEADS: ReadonlySet<string> = new Set(['day', 'days', 'today', 'tonight', 'tomorrow', 'tmrw', 'morning', 'mornings', 'afternoon',
  'afternoons', 'evening', 'evenings', 'night', 'nights', 'week', 'weeks', 'weekend', 'weekends', 'month', 'months', 'season', 'summer', 'summers',
  'winter', 'winters', 'spring', 'autumn', 'fall', 'weather', 'spell', 'snap', 'wave', 'front', 'one', 'ones', 'air', 'wind', 'winds', 'breeze', 'rain',
  'sun', 'sunshine', 'climate', 'temperature', 'temperatures', 'temps', 'conditions', 'forecast', 'degrees', 'place', 'places', 'country', 'city',
  'town', 'region', 'destination', 'beach', 'outside', 'out', 'start', 'stretch', 'streak', 'period', 'time', 'times', 'hour', 'hours', 'lately',
  // The body feeling the day ('cold hands at the bus stop', 'hot feet') is the weather felt.
  'hands', 'feet', 'toes', 'fingers', 'ears', 'nose', 'face', 'neck', 'legs', 'knees', 'head']);

/** The words that describe a thing's temperature as well as the day's ('rain', 'snow' before a noun are the weather's own: 'snow day'). */
const TEMPERATURE_WORDS: ReadonlySet<string> = new Set(['hot', 'warm', 'cold', 'cool']);

/** Whether the word after a temperature word is a thing it describes, by the English model: a known noun that is no time, weather or place. */
/** Words after 'right' that make it an adverb ('right now', 'right here', 'right away'). */
const RIGHT_AS_ADVERB: ReadonlySet<string> = new Set(['now', 'here', 'there', 'away', 'outside']);

function aThingAfter(word: string, next: string | undefined, then = ''): boolean {
  if (!TEMPERATURE_WORDS.has(word) || !next || WEATHER_HEADS.has(next) || !isEnglishWord(next)) return false;
  // 'Cold right now', 'freezing out here': 'right' before a word of time or place is no thing (the tagger reads it as a noun).
  if (next === 'right' && RIGHT_AS_ADVERB.has(then)) return false;
  const [, head] = tokensOf(`${word} ${next}`);
  // 'Cold walking to the bus' says how the walk feels: a word in -ing is what the person does, not a thing.
  if (!head || next.endsWith('ing')) return false;
  if (head.pos === 'NOUN' || head.pos === 'PROPN') return !WEATHER_HEADS.has(head.lemma);
  // A plural the model takes for a verb ('the hot springs') is a noun all the same.
  return head.pos === 'VERB' && /[^s]s$/.test(next);
}

/** Nouns that make a shower the weather's ('rain shower', 'snow showers'); any other noun before it names an event ('baby shower', 'meteor shower'). */
// prettier-ignore
const WEATHER_NOUNS: ReadonlySet<string> = new Set(['rain', 'thunder', 'snow', 'hail', 'sleet', 'monsoon', 'storm', 'squall', 'april', 'spring', 'summer', 'autumn',
  'winter', 'weather']);
const SHOWERS: ReadonlySet<string> = new Set(['shower', 'showers']);

/** Whether every shower said is an event, named by the noun before it ('the baby shower', 'a meteor shower', 'her bridal shower'). */
function showersAreEvents(ts: readonly string[]): boolean {
  const at = ts.flatMap((x, i) => (SHOWERS.has(x) ? [i] : []));
  return (
    at.length > 0 &&
    at.every((i) => {
      const before = ts[i - 1];
      if (!before || WEATHER_NOUNS.has(before) || WEATHER_HEADS.has(before)) return false;
      return tokensOf(`${before} ${ts[i]}`)[0]?.pos === 'NOUN';
    })
  );
}

/** Whether every mention of a weather word describes a thing that is not the weather ('warm lights', 'hot yoga'). */
function saidOfAThing(ts: readonly string[], word: string): boolean {
  const at = ts.flatMap((x, i) => (x === word ? [i] : []));
  return at.length > 0 && at.every((i) => NOT_WEATHER_HEADS.has(ts[i + 1] ?? '') || aThingAfter(word, ts[i + 1], ts[i + 2]));
}

/** What each unit would make of a number, judged against the words said with it. */
function plausible(celsius: number, words: readonly WeatherWord[], nearFreezing = false): boolean {
  if (celsius < -45 || celsius > 50) return false;
  // Sleet, slush and freezing rain happen only around the freezing point ('4 degrees with sleet' is 4 °C, not 4 °F).
  if (nearFreezing && (celsius < -8 || celsius > 8)) return false;
  // Rain falls above freezing and below the heat of a desert afternoon ('50 and raining' is 50 °F, never 50 °C).
  if (words.includes('rain') && !words.includes('snow') && (celsius < -2 || celsius > 38)) return false;
  if (words.includes('snow') && celsius > 8) return false;
  if ((words.includes('hot') || words.includes('humid')) && celsius < 18) return false;
  if (words.includes('warm') && celsius < 12) return false;
  // Cold is the speaker's: a morning of 19 °C is cold in Lagos, so only a warm day's number is too much for it.
  if (words.includes('cold') && celsius > 20) return false;
  if (words.includes('cool') && (celsius > 22 || celsius < -5)) return false;
  return true;
}

const fToC = (f: number) => ((f - 32) * 5) / 9;

/** Weather that happens only around the freezing point, whichever unit the number beside it is in. */
const NEAR_FREEZING: readonly string[] = [
  'sleet/sleeting/sleety/slush/slushy/slushie',
  'freezing rain/drizzle',
  'wintry mix',
  'rain and snow',
  'snow and rain',
];

/** The text after a number, without the number's decimal part ('.5km up' → 'km up'). */
function decimalsDropped(after: string): string {
  if (after[0] !== '.' || !(after[1]! >= '0' && after[1]! <= '9')) return after;
  let i = 1;
  while (i < after.length && after[i]! >= '0' && after[i]! <= '9') i++;
  return after.slice(i);
}

/** A unitless number's unit: the only plausible one, else the person's own, else °F above 45 (a °C that high is rare). */
export function unitFor(n: number, words: readonly WeatherWord[], hint?: 'F' | 'C', nearFreezing = false): 'F' | 'C' {
  // Sleet or slush settles it when one unit alone puts the number near freezing, whatever else is said ('warming up to plus 2, slushy').
  const nearF = Math.abs(fToC(n)) <= 8;
  if (nearFreezing && nearF !== Math.abs(n) <= 8) return nearF ? 'F' : 'C';
  const asF = plausible(fToC(n), words, nearFreezing);
  const asC = plausible(n, words, nearFreezing);
  if (asF && !asC) return 'F';
  if (asC && !asF) return 'C';
  return hint ?? (n > 45 ? 'F' : 'C');
}

// A bare number is a temperature only when said of the day: after 'it's', 'supposed to be', 'a high of'...
const SAID_OF_THE_DAY =
  /\b(?:it'?s|it is|it'?ll be|it will be|(?:is |it'?s )?(?:going|supposed|expected|meant|forecast(?:ed)?) to (?:be|hit|reach)|gonna be|high of|highs of|low of|lows of|feels like|forecast(?: says| is)?|temps? (?:of|around|in the)?) (?:like |around |about )?(-?\d{1,3})\b()/;
// ...or reported by what forecasts ('bom says 41 tmrw', 'the app says 28', 'met office reckons 3'): the forecast the person
// trusts, unless they correct it (REPORTED, weatherIn).
const REPORTED_NUMBER =
  /\b(?:forecast|app|phone|bom|met office|metservice|weatherman|weather man|weather|news|radio|accuweather|google|siri) (?:says?|said|reckons|is saying|predicts|promised|is calling for|calling for|called for|shows?|showing) (?:like |around |about |a high of |highs of )?(-?\d{1,3})\b()/;
// ...or after a looser word ('around 40', 'should be 60') when the message also speaks of the weather:
// 'pickup around 3' and 'about 8 inches of snow' are no temperatures (issue 38).
const LOOSELY_SAID = /\b(?:should be|will be|around|about|hitting|reaching) (-?\d{1,3})\b()/;
// ...or where the day's temperature is said to move ('supposed to drop to 28 tonight', 'climbing to 34 by noon'), when the
// message speaks of the weather too: 'dropped to 60 kilos' is no temperature.
const MOVES_TO =
  /\b(?:drops?|dropping|dropped|dips?|dipping|dipped|falls?|falling|fell|plunges?|plunging|sinks?|sinking|climbs?|climbing|rises?|rising|gets? down|getting down|goes down|going down) to (?:like |around |about |maybe )?(-?\d{1,3})\b()/;
// ...or followed by weather words: '85 and humid', '90 and sunny', '12 and rainy', '40 with wind'.
const WITH_WEATHER =
  /(?<![\w$£€.:/-])(-?\d{1,3})\s?(?:and|&|,|with|but)?\s?(?:really |very |super |pretty |kinda |quite |full |bright |blazing |heavy |clear )?(?:rain|snow|sleet|sun|humid|muggy|sticky|wind|breez|gust|hot|cold|warm|chilly|freez|cloud|overcast|clear|dry|wet|pour|drizzl|shower|storm|foggy|damp)/;
// 'This afternoon', 'all morning', 'tomorrow night', 'saturday afternoon' say when, not how many: '112 this afternoon' and
// '20 n sunny sat afternoon' are temperatures.
const COUNTED =
  /^\s?(?:(?:and|&|,|with|but) )?(?:\w+ )?(?!(?:this|that|the|tomorrow|today|tonight|all|each|every|on|in|by|at|for|most|late|early|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b)[a-z]+ (days?|nights?|weeks?|mornings?|afternoons?|evenings?)\b/;
// An ordinal's ending is glued to its number ('the 5th'); apart, 'th' is the start of a word ('112 this afternoon').
const NOT_A_TEMPERATURE =
  /^(?:\s*(?:%|:|\/)|\s*(?:percent|am|pm|a\.m|p\.m|o'?clock|min|mins|minutes|hours?|miles|km|people|guests|of us|of them|of you|of my|dollars|bucks|years?|days?|weeks?|nights?)\b|(?:st|nd|rd|th)\b)/;

/** Words that make 'plus one' a person ('my plus one'). */
const OWNERS: ReadonlySet<string> = new Set(['my', 'a', 'your', 'his', 'her', 'their', 'our', 'the', 'no']);

/** Words that soften a number, between it and the word that says what it is ('from about 3'). */
const HEDGES: ReadonlySet<string> = new Set(['about', 'around', 'roughly', 'approximately', 'approx', 'maybe', 'like', 'nearly', 'almost', 'just']);

/** Words that make a small number after them an hour ('around 4', 'by 6'). */
const TIME_BEFORE = new Set(['around', 'at', 'by', 'until', 'till', 'til', 'before', 'after', 'from', 'since']);

/**
 * Temperatures said as a range of the person's own scale ('single digits', 'in the teens', 'below
 * zero'): the middle of the range, in their unit. 'My teens' are children, so the teens need 'the'.
 */
// prettier-ignore
const RANGE_WORDS: readonly { re: RegExp; value: (part: string) => number }[] = [
  { re: /\b(low|lower|mid|middle|high|upper)?[- ]?single[- ]digits?\b/, value: (p) => (/low/.test(p) ? 2 : /high|upper/.test(p) ? 8 : 5) },
  { re: /\b(?:the |in the )(low|lower|mid|middle|high|upper)?[- ]?teens\b|\b(low|lower|mid|middle|high|upper)[- ]teens\b/, value: (p) => (/low/.test(p) ? 13 : /high|upper/.test(p) ? 18 : 15) },
  // A number said before it ('6 below zero') is read with its number.
  { re: /(?<!\d )\b(?:below|under) zero\b|\bsub-?zero\b|\bminus (?:temps|temperatures|figures)\b/, value: () => -5 },
];

/** A number said of the day after a word between ('still 105', 'only 40 this morning'). */
// ...or after the heat or the cold it measures, a time word between at most ('hectic heat today, 36', 'the cold tonight: -8').
const NAMED_THEN_SAID =
  /\b(?:heat|heatwave|cold|temps?|temperature)(?: today| tonight| tomorrow| tmrw| 2day| 2moro| 2nite)?\s?[,:]?\s(?:like |around |about |of )?(-?\d{1,3})\b()/;
const STILL_SAID =
  /\b(?:it'?s|it is|it'?ll be|it will be|gonna be) (?:still|already|only|just|even|easily|probably|actually|really|like|nearly|almost|over|at least) (-?\d{1,3})\b()/;
const IN_THE_DECADE = /in the (?:(?:low|lower|mid|middle|high|upper)[- ]?)?\d0/;
/** A bare decade is a temperature when said of the day ('80s in the day', '90s all week'); '80s party' and 'in her 80s' are not. */
const DECADE_OF_THE_DAY =
  /^(?:\s(?:in|during|by|all|most|every|through|through the|for the) ?(?:the )?)?\s?(?:day|days|daytime|today|tomorrow|tonight|week|weekend|morning|mornings|afternoon|afternoons|out|outside)\b/;

const FEELS_ROWS = [{ id: 'feels', phrases: FEELS_WORDS }];
/** Words that may stand between a number and the feel words: '-18 with the windchill', 'a wind chill of -20', 'feels like around 5'. */
const FEELS_GLUE: ReadonlySet<string> = new Set([
  'with',
  'w',
  'the',
  'a',
  'of',
  'is',
  'at',
  'around',
  'about',
  'like',
  'near',
  'nearly',
  'almost',
  'its',
  "it's",
  'it',
  'be',
  'will',
  'gonna',
]);
const NUMBER_WORD = /^-?\d{1,3}$/;

/** A number said of how the air feels, nearest the feel words on either side across glue words only, or null. */
function feltNumber(t: string): number | null {
  const ws = t
    .replace(/[^a-z0-9'-]+/g, ' ')
    .trim()
    .split(' ');
  for (const hit of phrasesIn(ws, FEELS_ROWS)) {
    for (const step of [1, -1]) {
      let i = step === 1 ? hit.at + hit.span : hit.at - 1;
      while (i >= 0 && i < ws.length && FEELS_GLUE.has(ws[i]!)) i += step;
      const w = ws[i];
      if (w !== undefined && NUMBER_WORD.test(w) && !NOT_A_TEMPERATURE.test(` ${ws.slice(i + 1, i + 2).join(' ')}`)) return Number(w);
    }
  }
  return null;
}

/** A number below zero said with no unit ('-18 this morning', 'minus 10 out'): nothing is counted below zero, so it is a temperature unless it measures something. */
const BELOW_ZERO = /(?<![\w.$£€:/-])(-\d{1,3})\b()/;
// ...or said of a time of the day ('33 by noon', '14 in the morning, 27 by mid-afternoon'): how warm it is then. A small
// number so said may be a clock time ('3 in the afternoon'), so it counts only beside a weather word.
const OF_A_TIME_OF_DAY =
  /(?<![\w$£€.:/-])(-?\d{1,3}) (?:by|in|this|at|around|during)(?: the)? (?:mid-?|late |early )?(?:morning|noon|midday|afternoon|arvo|evening|night|lunchtime|lunch)\b()/;
// A number said to be below, with nothing it is below but zero ('it's actually 4 below out there', '20 below zero'); 'below
// the knee', 'below average' and 'below freezing' are measured against something else.
const NUMBER_BELOW = /(?<![\w$£€.:/-])(\d{1,2}) below\b()/;
const BELOW_AFTER = /^ below(?: zero)?\b(?! (?:the|my|your|his|her|our|their|a|an|average|normal|par|budget|retail|knee|knees|waist|hip|hips|freezing)\b)/;
// A number given its plus sign is said against zero, as only a temperature is ('warming up to plus 2', '+3 and slushy').
const ABOVE_ZERO = /(?<![\w.$£€:/-])(?:plus |\+)(\d{1,3})\b()/;

/**
 * A stated temperature in °C: '90°F', '30 degrees', '12c', 'in the 80s', 'mid 70s', "it's 95 and humid",
 * '12 degrees and rainy', '105 out', 'single digits'. Null when no number is said of the weather.
 */
/** Temperatures said with a degree sign or the word ('mornings about 19°C, afternoons up to 34°C'), in order. */
const DEGREES_SAID = /(?<![\w-])(-?\d{1,3})\s?(?:°|degrees?|deg)\s?(f|c|fahrenheit|celsius|centigrade)?\b/g;

/**
 * The day's span when two temperatures are said of it ('mornings about 19°C, afternoons up to 34°C', 'from 12 degrees at 7 to 20
 * by lunch'): the lowest and the highest, in °C; null when fewer than two different ones are said.
 */
/** The text as the temperature readers read it: lower case, signs on numbers, and a range said with one unit ('65-70°F', '18 to 22 degrees') written with the unit on both ends. */
function degreesText(text: string): string {
  const t = signedNumbers(outdoorText(text).toLowerCase().replace(/º/g, '°').replace(/[’‘]/g, "'"));
  return t.replace(RANGE_WITH_ONE_UNIT, (_all, a: string, b: string, deg: string, unit: string | undefined) => {
    const said = `${deg}${unit ? ` ${unit}` : ''}`;
    return `${a} ${said} to ${b} ${said}`;
  });
}
const RANGE_WITH_ONE_UNIT = /(?<![\w.])(-?\d{1,3}) ?(?:-|–|to) ?(-?\d{1,3}) ?(°|degrees|deg)(?: ?(f|c)\b)?/g;

export function temperatureSpanIn(text: string, unitHint?: 'F' | 'C'): [low: number, high: number] | null {
  const t = degreesText(text);
  const words = weatherIn(text);
  const said: number[] = [];
  for (const m of t.matchAll(DEGREES_SAID)) {
    const n = Number(m[1]);
    const unit = m[2] ? (m[2].startsWith('c') ? 'C' : 'F') : unitFor(n, words, unitHint);
    const asC = (k: number) => Math.round((unit === 'F' ? fToC(k) : k) * 10) / 10;
    said.push(asC(n));
    // 'about 8 degrees at seven but 22 by the time we eat': the second number is the same day's, in the same scale.
    for (const k of companionNumbers(t.slice(m.index + m[0].length))) said.push(asC(k));
  }
  // With no degrees said, numbers said of the day's times ('14 in the morning, 27 by mid-afternoon') are its span.
  if (said.length === 0) {
    for (let rest = t, m = OF_A_TIME_OF_DAY.exec(rest); m; rest = rest.slice(m.index + m[0].length), m = OF_A_TIME_OF_DAY.exec(rest)) {
      const n = Number(m[1]);
      const before = rest.slice(0, m.index).trim().split(/\s+/).at(-1) ?? '';
      if (TIME_BEFORE.has(before) || (words.length === 0 && n >= 0 && n <= 12)) continue;
      const unit = unitFor(n, words, unitHint);
      said.push(Math.round((unit === 'F' ? fToC(n) : n) * 10) / 10);
    }
  }
  const low = Math.min(...said);
  const high = Math.max(...said);
  return said.length >= 2 && low < high && low >= -50 && high <= 55 ? [low, high] : null;
}

/** Words that join a second temperature to the first one said ('19 degrees in the morning n 32 by afternoon'). Vocabulary: a row each. */
const SPAN_JOINERS: ReadonlySet<string> = new Set(['to', 'and', 'but', 'n', '&', 'then', 'reaching', 'hitting', 'about', 'around', 'like', 'maybe']);
const SPAN_REACH_WORDS = 8;
const BARE_NUMBER = /^-?\d{1,2}$/;

/**
 * Bare numbers within a few words after a temperature, in the same sentence, joined to it by a word of SPAN_JOINERS and measuring
 * nothing themselves: '... n 32 by afternoon' is a temperature, '... and 2 kids', '... at 3' and '... to 5pm' are not.
 */
function companionNumbers(after: string): number[] {
  const sentence = after.split(/[.!?;](?:\s|$)/)[0] ?? '';
  const ws = sentence.trim().split(/\s+/);
  const out: number[] = [];
  for (let i = 1; i < ws.length; i++) {
    const w = ws[i]!.replace(/,$/, '');
    if (!BARE_NUMBER.test(w) || !SPAN_JOINERS.has(ws[i - 1]!)) continue;
    // Further on in the sentence, a number is the day's only when said of a time of it ('6 degrees at 7am when I leave for
    // work and 23 by lunch').
    if (i >= SPAN_REACH_WORDS && !OF_A_TIME_OF_DAY.test(ws.slice(i, i + 4).join(' '))) continue;
    if (measuresSomething(ws.slice(i + 1).join(' '))) continue;
    out.push(Number(w));
  }
  return out;
}

const THOUSANDS_WRITTEN = /(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d)/g;

export function temperatureIn(text: string, unitHint?: 'F' | 'C'): number | null {
  // A temperature said of the hotel's AC or the office is not the day's. A number written in thousands ('40,000 dram')
  // counts money or people, never degrees.
  const t = degreesText(text).replace(THOUSANDS_WRITTEN, ' ');
  const words = weatherIn(text);
  let n: number | null = null;
  let unit: 'F' | 'C' | null = null;
  const withUnit =
    /(?<![\w-])(-?\d{1,3})\s?(?:°|degrees?|deg)\s?(f|c|fahrenheit|celsius|centigrade)?\b/.exec(t) ?? /(?<![\w.$£€:/-])(-?\d{1,3})\s?(f|c)\b/.exec(t);
  const decade = /\b(?:in the )?(low|lower|mid|middle|high|upper)?[- ]?(\d)0'?s\b/.exec(t);
  const felt = withUnit ? null : feltNumber(t);
  if (withUnit) {
    n = Number(withUnit[1]);
    unit = withUnit[2] ? (withUnit[2].startsWith('c') ? 'C' : 'F') : null;
  } else if (felt !== null) {
    n = felt;
  } else if (
    decade &&
    // 'In the low 90s' is said of the weather with or without a weather word; 'mid 70s' needs one, or a time of day after it.
    (((decade[1] || IN_THE_DECADE.test(decade[0])) && (words.length > 0 || IN_THE_DECADE.test(decade[0]))) ||
      DECADE_OF_THE_DAY.test(t.slice(decade.index + decade[0].length)))
  ) {
    const part = decade[1] ?? '';
    n = Number(decade[2]) * 10 + (/low/.test(part) ? 2 : /high|upper/.test(part) ? 8 : 5);
  } else if (RANGE_WORDS.some(({ re }) => re.test(t))) {
    const range = RANGE_WORDS.find(({ re }) => re.test(t))!;
    const m = range.re.exec(t)!;
    n = range.value(m[1] ?? m[2] ?? '');
    // The person's own scale: single digits in Fahrenheit are deep cold, in Celsius a cool day.
    unit = unitHint ?? 'F';
  } else {
    for (const re of words.length > 0
      ? [
          SAID_OF_THE_DAY,
          STILL_SAID,
          REPORTED_NUMBER,
          WITH_WEATHER,
          MOVES_TO,
          LOOSELY_SAID,
          NAMED_THEN_SAID,
          BELOW_ZERO,
          NUMBER_BELOW,
          ABOVE_ZERO,
          OF_A_TIME_OF_DAY,
        ]
      : [SAID_OF_THE_DAY, STILL_SAID, REPORTED_NUMBER, WITH_WEATHER, BELOW_ZERO, NUMBER_BELOW, OF_A_TIME_OF_DAY]) {
      const m = re.exec(t);
      if (!m) continue;
      // A number's decimals belong to it: what follows them says what it measures ('5.5km up and back').
      const after = decimalsDropped(t.slice(m.index + m[0].indexOf(m[1]!) + m[1]!.length));
      // '5 pm and raining', '2 sunny days', '3 rainy nights', '8 inches of snow' count or measure something else.
      // Nothing is counted below zero: a negative number is measured only by a unit of time or count.
      if (NOT_A_TEMPERATURE.test(after) || COUNTED.test(after) || (re !== BELOW_ZERO && measuresSomething(after))) continue;
      // 'Rolling in around 4', 'pickup at 3', 'rain from about 3': an hour of the day, said after a word of time (a hedge between).
      const said = t
        .slice(0, m.index + m[0].indexOf(m[1]!))
        .trim()
        .split(/\s+/);
      while (said.length > 1 && HEDGES.has(said.at(-1)!) && !TIME_BEFORE.has(said.at(-1)!)) said.pop();
      const before = said.at(-1) ?? '';
      if (TIME_BEFORE.has(before) && Number(m[1]) >= 1 && Number(m[1]) <= 12) continue;
      if (re === OF_A_TIME_OF_DAY && words.length === 0 && Number(m[1]) >= 0 && Number(m[1]) <= 12) continue;
      // 'My plus one', 'a plus 1': a guest, not a temperature.
      if (re === ABOVE_ZERO && OWNERS.has(t.slice(0, m.index).trim().split(/\s+/).pop() ?? '')) continue;
      if (re === NUMBER_BELOW && !BELOW_AFTER.test(after)) continue;
      // '4 below out there', '20 below zero': below zero on the person's own scale.
      n = BELOW_AFTER.test(after) ? -Number(m[1]) : Number(m[1]);
      break;
    }
  }
  if (n === null) return null;
  const nearFreezing = phrasesIn(t.split(/[^a-z]+/), [{ id: 'near freezing', phrases: NEAR_FREEZING }]).length > 0;
  const c = (unit ?? unitFor(n, words, unitHint, nearFreezing)) === 'F' ? fToC(n) : n;
  // One decimal, so a stated 40°F is written back as 40°F, not 39°F.
  return c < -50 || c > 55 ? null : Math.round(c * 10) / 10;
}
