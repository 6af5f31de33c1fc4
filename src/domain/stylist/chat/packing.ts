import { slotCategory } from '../../../shared/closet-slots';
import { DRESS_CODE_RULES, DRESS_CODES, dressCodeRank, type DressCode } from '../dress-code';
import { generateOutfit } from '../generate-outfit';
import { isTailoredLayer, profileItem, type ItemProfile } from '../item-profile';
import { piecesNamed, type ParsedQuestion } from '../question';
import { destinationNamed } from '../question/destinations';
import { isRuledOut, type RuledOut } from '../question/ruled-out';
import { PURPOSE_PHRASE, type SmallBag, type TravelMode, type TripPurpose } from '../question/trip';
import type { ClosetItem, StyleProfile, Weather } from '../types';
import { isWorkUniform } from '../work-uniform';
import { COOL_FROM_C, isRainLikely, temperatureBand } from '../weather-bands';
import { bareInTheWet } from '../temperature-fit';
import { ACTIVITY_NEEDS, activityAnswer } from './activity';
import { applyWeatherWords, weatherCondition, weatherPhrase, type ClosetAnswer, type TempUnit, type Wardrobe } from './answer';
import { listJoin, outfitCount, pickSet, suitablePieces, yours } from './closet-pick';
import { MONTH_NAMES, TRIP_SHOWERS_PERCENT, destinationWeather, tripWeather } from './trip-climate';

/**
 * 'What should I pack for 12 days in Portugal in May, sightseeing and a fancy dinner?': the days
 * planned from the closet for what the trip is. The weather is the person's, else the
 * destination's typical weather for the month, else home's, else an assumption said plainly; the
 * pieces are chosen for it (nothing warm for a hot trip, a warm layer for a cold one or for
 * nights outdoors) and for what the trip holds (the most comfortable shoes for walking, work
 * clothes for a conference, one dressier outfit named for a dinner or a wedding, swimwear for the
 * beach, sturdy shoes and warm layers for hiking and camping). What the closet lacks for the trip
 * is said in one line with what to look for.
 */

export interface PackingInput {
  question: ParsedQuestion;
  closet: readonly ClosetItem[];
  date: string;
  preferences: StyleProfile;
  wardrobe: Wardrobe;
  seed: number;
  unit?: TempUnit;
  /** Home's typical weather for the trip's month, for a trip that names no place (a weekend at the lake). */
  home?: Weather | null;
  /** The destination's forecast for the trip's first day, when the trip starts within the forecast's reach. */
  forecast?: Weather | null;
  /** Pieces the person said they lack or cannot use ('my hiking boots are being resoled'): never packed. */
  ruledOut?: readonly RuledOut[];
}

/** When nothing is said: a short trip. */
export const DEFAULT_TRIP_DAYS = 3;

/**
 * How many of each a trip needs: a top a day up to five (then a wash), bottoms and shoes repeat. One small bag holds three
 * tops at most and two bottoms, with one pair of shoes packed and the other worn: the pieces mix and a wash stretches them.
 */
export function packingCounts(days: number, bag?: SmallBag | null): { tops: number; bottoms: number; shoes: number } {
  if (bag) return { tops: Math.min(days, 3), bottoms: days <= 2 ? 1 : 2, shoes: days <= 2 ? 1 : 2 };
  return { tops: Math.min(days, 5), bottoms: days <= 2 ? 1 : days <= 5 ? 2 : 3, shoes: days <= 2 ? 1 : 2 };
}

/** The bag said back ('fits a backpack'). */
const BAG_PHRASE: Record<SmallBag, string> = { backpack: 'a backpack', 'carry-on': 'a carry-on' };
/** What is worn on the way, said of the journey named ('on the plane'), else of any. */
const TRAVEL_PHRASE: Record<TravelMode, string> = {
  plane: 'on the plane',
  train: 'on the train',
  car: 'for the drive',
  bus: 'on the bus',
  ferry: 'on the ferry',
};

/** A piece worn for a job stays home from a trip unless the person names it (work-uniform.ts). */
const isWorkKit = (p: ItemProfile) => isWorkUniform(p.item);

/** A piece owned as parts: asking for a suit packs its jacket and its trousers. Vocabulary: a new such piece is a row. */
const PARTS: Readonly<Record<string, readonly string[]>> = { suit: ['suit', 'suit jacket'], tuxedo: ['tuxedo', 'suit jacket'] };
/** Words for a kind of thing, not a piece ('what shoes', 'a top', the bag itself): naming one asks for nothing to be packed. */
const NOT_A_PIECE_ASKED: ReadonlySet<string> = new Set(['shoes', 'top', 'tops', 'bottoms', 'bag', 'clothes', 'outfit', 'accessories', 'patterns', 'delicate']);

/**
 * The owned pieces a person names for the trip ('two of the sessions need a suit', 'my red dress for the wedding'), each
 * piece once: a piece of parts by its parts in one colour. A piece said not owned is not in the closet given.
 */
function piecesAskedFor(question: ParsedQuestion, active: readonly ItemProfile[]): { piece: string; items: ItemProfile[] }[] {
  const out: { piece: string; items: ItemProfile[] }[] = [];
  for (const piece of question.pieces) {
    if (NOT_A_PIECE_ASKED.has(piece)) continue;
    const parts = PARTS[piece] ?? [piece];
    const matches = active.filter((p) => piecesNamed(`${p.item.subcategory ?? ''} ${p.item.name}`).some((n) => parts.includes(n)));
    const first = matches[0];
    if (!first) continue;
    const items =
      parts.length > 1
        ? [first, ...matches.filter((p) => p !== first && p.item.color === first.item.color && slotCategory(p.item) !== slotCategory(first.item))]
        : [first];
    if (!out.some((o) => o.items.some((p) => items.includes(p)))) out.push({ piece, items });
  }
  return out;
}

/** The least dressy code above the days' that a named piece belongs to (a suit on a business casual trip: business formal). */
function codeOfPieces(items: readonly ItemProfile[], daily: DressCode): DressCode | null {
  const core = items.filter((p) => slotCategory(p.item) !== 'Outerwear' && slotCategory(p.item) !== 'Accessories');
  const judged = core.length ? core : items;
  if (judged.every((p) => DRESS_CODE_RULES[daily].core.includes(p.formality))) return null;
  for (const code of DRESS_CODES) {
    if (dressCodeRank(code) <= dressCodeRank(daily) || code === 'cocktail') continue;
    if (judged.every((p) => DRESS_CODE_RULES[code].core.includes(p.formality))) return code;
  }
  return null;
}

/** The date whose month the trip's weather is for: the month said, else the day asked, else today. */
export function tripDate(question: ParsedQuestion, today: string): string {
  const month = question.trip?.month;
  if (month === null || month === undefined) return question.day?.date ?? today;
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = month + 1 < m ? y + 1 : y;
  return `${year}-${String(month + 1).padStart(2, '0')}-15`;
}

const textOf = (p: ItemProfile) => `${p.item.subcategory ?? ''} ${p.item.name} ${p.item.material ?? ''}`.toLowerCase();
/** Words of a piece's name that make it swimwear, as people in different places say it ('togs', 'cossie', 'bathers'). Vocabulary: a new word is a row. */
const SWIM_WORDS: ReadonlySet<string> = new Set([
  'swim',
  'swimsuit',
  'swimsuits',
  'swimwear',
  'swimmers',
  'bikini',
  'trunks',
  'boardshorts',
  'bathing',
  'togs',
  'cossie',
  'cozzie',
  'bathers',
  'speedos',
  'tankini',
]);
const isSwimwear = (text: string) =>
  (text.toLowerCase().match(/[a-z]+/g) ?? []).some((w, i, ws) => SWIM_WORDS.has(w) || (w === 'board' && ws[i + 1] === 'shorts'));
const WARM_TOP = /\b(sweater|jumper|knit|cardigan|hoodie|sweatshirt|fleece|turtleneck|merino|wool|cashmere|thermal)\b/;
const HEAVY = /\b(wool|cashmere|overcoat|parka|puffer|down|fleece|turtleneck|hoodie|sweatshirt|flannel|corduroy|tweed|thermal|boots?|trench)\b/;
const LIGHT_ONLY = /\b(linen|shorts|sandals?|slides|flip-?flops|tank|espadrilles)\b/;
/** Tops made for warm days: a tee layers under a knit in the cold, a polo or a short-sleeved shirt is not packed for it. */
const SUMMER_TOP = /\b(polo|pique|short[- ]sleeve[sd]?|camp shirt|sleeveless|cami|camisole|tank)\b/;
export const STURDY = /\b(hiking|trail|walking boots?|work boots?|leather boots?|boots|trainers?|running|training|sneakers?)\b/;
export const NOT_STURDY = /\b(heels?|ankle boots?|chelsea|suede|dress|oxford|loafers?|pumps|flats)\b/;
/** Pieces for deep winter only: left home unless the trip is cold (a high under 10 °C). */
const DEEP_WINTER = /\b((snow|winter) ?boots?|fleece[- ]lined|thermals?|base ?layer|long johns|expedition|parka|toque)\b/;
/** Words of a stay at a spa, whose pools and saunas want swimwear. */
const SPA = / (spa|spas|therme|thermal baths?|hot springs?|onsen|sauna|saunas|wellness) /;
/** Thermals worn under clothes in deep cold, by the words people file them under. */
const BASE_LAYER = /\b(base[- ]?layers?|thermals?|long johns|long underwear|ski tights|merino leggings)\b/;
/** A piece filed as swimwear, or named as it ('Navy burkini' filed under Swim is swimwear whatever its noun). */
const swimwearPiece = (p: ItemProfile) => p.slot === 'swim' || isSwimwear(textOf(p));

/** Days this cool or cooler need a warm layer, not only a light jacket. */
const COOL_DAYS_UP_TO_C = 12;
/** Outer layers the wind does not get through. */
const WINDPROOF = /\b(windbreaker|wind ?cheater|anorak|shell|rain jacket|raincoat|parka|softshell|waterproof)\b/;

/** A night this mild or warmer needs no heavy knit. */
const MILD_NIGHT_FROM_C = 15;

/** Pieces only for the cold: never in a hot trip's suitcase, whatever their filed warmth says. */
export const COLD_ONLY =
  /\b(sweaters?|jumpers?|knit|cardigans?|hoodie|sweatshirt|fleece|turtleneck|merino|wool|cashmere|thermal|base ?layer|quarter-?zip|beanie|ski|puffer|down|parka|insulated|flannel|corduroy|snow)\b/;
const SUN_HAT = /\b(sun ?hat|straw hat|bucket hat|panama|wide-?brim|(?<!-)cap(?!-)|baseball cap|visor)\b/;
const GLOVES = /\b(gloves?|mittens?)\b/;
const WARM_SCARF = /\b(scarf|scarves|snood|neck warmer|neck gaiter)\b/;
/** Accessories worn for looks, not warmth: a silk scarf, a bandana, driving gloves. */
const FOR_LOOKS = /\b(silk|satin|chiffon|bandana|driving|lace|sheer)\b/;
const WARM_HAT = /\b(beanies?|toques?|tuques?|bobble hats?|wool(?:len)? hats?|knit(?:ted)? hats?|ushankas?|balaclavas?)\b/;
const OPEN_SHOES = /\b(sandals?|flip-?flops|slides|thongs|jandals)\b/;
const RAIN_PANTS = /\b(rain|waterproof|shell) (pants|trousers)\b/;
const INSULATED = /\b(ski|puffer|down|insulated|parka|padded)\b/;

/** How kind a shoe is to a day on foot: trainers first, heels last. */
function comfort(p: ItemProfile): number {
  const t = textOf(p);
  if (/\b(heels?|pumps|stilettos?)\b/.test(t)) return 0;
  if (/\b(sneakers?|trainers?|running|walking|training)\b/.test(t)) return 3;
  if (/\b(loafers?|flats|boots?|sandals?|moccasins?|slip-ons?)\b/.test(t)) return 2;
  return 1;
}

/** How made for a trail a shoe is: hiking boots, then trail shoes; a cold or wet trail wants a boot over a runner. */
function trailScore(p: ItemProfile, rough: boolean): number {
  const t = textOf(p);
  const hiking = /\bhiking\b/.test(t) ? 2 : /\btrail\b/.test(t) ? 1 : 0;
  return hiking * 2 + (rough && /\bboots?\b/.test(t) ? 1 : 0);
}

const warmthOf = (p: ItemProfile) => ({ warm: 2, medium: 1, light: 0 })[p.warmth] ?? 0;

/**
 * Places people go to for the beach: a trip there in a warm month packs for the beach even when the beach is not named.
 * Vocabulary: a new resort is a row (its climate is the destinations table's).
 */
// prettier-ignore
const BEACH_RESORTS: ReadonlySet<string> = new Set(['cancun', 'tulum', 'playa del carmen', 'cabo', 'los cabos', 'puerto vallarta', 'punta cana', 'bahamas', 'jamaica',
  'aruba', 'barbados', 'st lucia', 'turks and caicos', 'caribbean', 'hawaii', 'maui', 'oahu', 'kauai', 'honolulu', 'key west', 'florida keys', 'miami', 'phuket',
  'koh samui', 'bali', 'maldives', 'goa', 'fiji', 'tahiti', 'zanzibar', 'seychelles', 'mauritius', 'cartagena', 'bermuda', 'belize', 'puerto rico', 'dominican republic',
  'cuba', 'costa rica', 'ibiza', 'mykonos', 'santorini', 'algarve', 'mallorca', 'majorca', 'crete', 'gold coast', 'cairns', 'rio', 'rio de janeiro', 'amalfi', 'sardinia']);
/** Tops for the office or an evening, not a campsite. */
const DRESS_TOP = /\b(oxford|dress shirt|blouse|silk|satin)\b/;
/** With cold nights said, a figure this low is the nights' low, not the days'. */
const NIGHT_LOW_UP_TO_C = 10;
/** A resort is beach weather from this day's high. */
const BEACH_FROM_C = 25;

/** Activities a trip's own purposes already pack for (trail shoes for hiking, swimwear for the beach). */
const SPORT_AS_PURPOSE = new Set<NonNullable<ParsedQuestion['activity']>>(['hiking', 'skiing', 'beach', 'swimming', 'watersports', 'walking']);

const TRIP_READS_ITSELF = new Set<string>(['party', 'dinner', 'theatre']);

/** Purposes the parser read as an activity or an occasion, folded into the trip's own. */
function purposesOf(question: ParsedQuestion): TripPurpose[] {
  const out = [...(question.trip?.purposes ?? [])];
  // A plan said of other people ('my friends are doing a beach week') is theirs, whichever word the parser read it from.
  const others = question.trip?.othersPlans ?? [];
  const add = (p: TripPurpose) => {
    if (!out.includes(p) && !others.includes(p)) out.push(p);
  };
  const byActivity: Partial<Record<NonNullable<ParsedQuestion['activity']>, TripPurpose>> = {
    hiking: 'hiking',
    skiing: 'skiing',
    beach: 'beach',
    swimming: 'beach',
    watersports: 'lake',
    walking: 'sightseeing',
  };
  const a = question.activity ? byActivity[question.activity] : undefined;
  if (a) add(a);
  for (const o of question.occasions) {
    // A trip reads its own evenings ('party', 'dinner'); the parser's, from a word like 'nights', would invent one.
    if (question.trip && TRIP_READS_ITSELF.has(o)) continue;
    if (o === 'wedding') add('wedding');
    else if (o === 'court') add('work');
    else if (o === 'work' || o === 'conference' || o === 'meeting' || o === 'job interview') add('work');
    else if (o === 'gala' || o === 'cocktail party') add('formal');
    else if (o === 'dinner' || o === 'party' || o === 'date' || o === 'theatre' || o === 'first date') add('dinner');
  }
  return out;
}

const SLOT_OF: Partial<Record<NonNullable<ParsedQuestion['change']>, 'shoes' | 'layer' | 'tops' | 'bottoms'>> = {
  shoes: 'shoes',
  outerwear: 'layer',
  top: 'tops',
  bottom: 'bottoms',
};

/** One thing the closet lacks for the trip, and what to look for (the packing list's missing pieces too). */
export interface Gap {
  what: string;
  lookFor: Record<Wardrobe, string>;
}

export const GAPS = {
  swimwear: { what: 'swimwear', lookFor: { menswear: 'swim trunks', womenswear: 'a swimsuit', mixed: 'a swimsuit or trunks' } },
  rain: { what: 'rain shell', lookFor: { menswear: 'a packable rain jacket', womenswear: 'a packable rain jacket', mixed: 'a packable rain jacket' } },
  warm: {
    what: 'warm layer',
    lookFor: { menswear: 'a fleece or an insulated jacket', womenswear: 'a fleece or an insulated jacket', mixed: 'a fleece or an insulated jacket' },
  },
  coat: {
    what: 'coat warm enough',
    lookFor: {
      menswear: 'a warm coat or a puffer (borrow one, or buy or thrift one second-hand if you will not wear it at home)',
      womenswear: 'a warm coat or a puffer (borrow one, or buy or thrift one second-hand if you will not wear it at home)',
      mixed: 'a warm coat or a puffer (borrow one, or buy or thrift one second-hand if you will not wear it at home)',
    },
  },
  hikingBoots: {
    what: 'waterproof hiking boots',
    lookFor: { menswear: 'waterproof hiking boots', womenswear: 'waterproof hiking boots', mixed: 'waterproof hiking boots' },
  },
  onlyGloves: { what: 'gloves', lookFor: { menswear: 'warm gloves', womenswear: 'warm gloves', mixed: 'warm gloves' } },
  gloves: {
    what: 'gloves or a warm hat',
    lookFor: { menswear: 'warm gloves and a beanie', womenswear: 'warm gloves and a beanie', mixed: 'warm gloves and a beanie' },
  },
  rainPants: { what: 'rain pants', lookFor: { menswear: 'waterproof rain pants', womenswear: 'waterproof rain pants', mixed: 'waterproof rain pants' } },
  sun: {
    what: 'sun hat',
    lookFor: {
      menswear: 'a packable sun hat (and pack sunscreen)',
      womenswear: 'a packable wide-brim sun hat (and pack sunscreen)',
      mixed: 'a packable sun hat (and pack sunscreen)',
    },
  },
  lightTops: {
    what: 'light tops for the heat',
    lookFor: {
      menswear: 'two or three light cotton or linen tees or shirts',
      womenswear: 'two or three light cotton or linen tops',
      mixed: 'two or three light cotton or linen tops',
    },
  },
  sturdy: {
    what: 'sturdy shoes',
    lookFor: { menswear: 'trail shoes or hiking boots', womenswear: 'trail shoes or hiking boots', mixed: 'trail shoes or hiking boots' },
  },
  ski: {
    what: 'ski wear',
    lookFor: {
      menswear: 'an insulated ski jacket and pants with a thermal base layer',
      womenswear: 'an insulated ski jacket and pants with a thermal base layer',
      mixed: 'an insulated ski jacket and pants with a thermal base layer',
    },
  },
} satisfies Record<string, Gap>;

export const DRESSY_LOOK_FOR: Record<'cocktail' | 'formal' | 'business' | 'smart', Record<Wardrobe, string>> = {
  business: { menswear: 'a navy or charcoal suit', womenswear: 'a tailored suit or a sheath dress with a blazer', mixed: 'a navy or charcoal suit' },
  formal: {
    menswear: 'a dark suit or tuxedo with black dress shoes',
    womenswear: 'an evening dress and dressy shoes',
    mixed: 'a dark suit or an evening dress',
  },
  cocktail: { menswear: 'a dark suit and leather dress shoes', womenswear: 'a cocktail dress and dressy shoes', mixed: 'a dark suit or a cocktail dress' },
  smart: { menswear: 'a crisp shirt and tailored trousers', womenswear: 'a silk-look top or a simple dress', mixed: 'a crisp shirt and tailored trousers' },
};

/** The dress code of the trip's one dressy occasion: what the person wrote, else what the occasion usually asks. */
function eventCode(question: ParsedQuestion, purposes: readonly TripPurpose[], daily: DressCode): DressCode | null {
  const dressy = purposes.includes('formal') ? 'formal' : purposes.includes('wedding') ? 'cocktail' : purposes.includes('dinner') ? 'dinner' : null;
  if (question.dressCodeExplicit && question.dressCode && dressCodeRank(question.dressCode) > dressCodeRank(daily)) return question.dressCode;
  // A meeting, a pitch or an interview on a trip gets one outfit a step above the work days.
  if (dressy === null && question.occasions.some((o) => o === 'meeting' || o === 'job interview' || o === 'court'))
    return dressCodeRank(daily) < dressCodeRank('business formal') ? 'business formal' : null;
  // A party the trip is for ('for my sister's 75th', 'a hen do'): one outfit a step above the days.
  if (dressy === null && question.occasions.some((o) => o === 'party' || o === 'cocktail party'))
    return dressCodeRank(daily) < dressCodeRank('smart casual') ? 'smart casual' : 'cocktail';
  if (dressy === null) return null;
  if (dressy !== 'dinner') return dressy;
  // A dinner is dressier than the days: cocktail when it is said to be fancy, else a step above them.
  const said = question.trip?.said.dinner ?? '';
  // 'A nice dinner' on a beach week is a step above the days, not a suit: only a dinner said to be dressy is cocktail.
  if (/\b(fancy|dressy|upscale|posh|formal|elegant|black tie|michelin)\b/.test(said) || dressCodeRank(daily) >= dressCodeRank('smart casual'))
    return 'cocktail';
  return 'smart casual';
}

function purposeText(question: ParsedQuestion, purposes: readonly TripPurpose[]): string | null {
  const said = question.trip?.said ?? {};
  const parts = purposes
    .filter((p) => p !== 'lake' || !question.trip?.place?.includes('lake'))
    .map((p) => {
      const words = said[p];
      // Named back in the person's words where they name a thing ('the fancy dinner', 'the pool', 'sightseeing', 'lots of walking'), else by the purpose.
      if (!words || (p === 'work' && /\b(work|business)\b/.test(words))) return PURPOSE_PHRASE[p];
      if (/^(lots|some|plenty)\b/.test(words) || (/^[a-z]+ing\b/.test(words) && p !== 'wedding')) return words;
      if (['wedding', 'dinner', 'formal', 'work', 'sightseeing', 'beach', 'lake'].includes(p) && !/^(visit|go|get)/.test(words)) return `the ${words}`;
      return PURPOSE_PHRASE[p];
    });
  return parts.length ? listJoin([...new Set(parts)]) : null;
}

/** Whether the person said they lack the piece a gap is for: a noun they ruled out as not owned is in the gap's words. */
function lackSaid(gap: Gap, ruledOut: readonly RuledOut[]): boolean {
  const words = ` ${[gap.what, ...Object.values(gap.lookFor)].join(' ').toLowerCase()} `;
  return ruledOut.some((r) => r.lacks && words.includes(` ${r.piece} `.replace(/s $/, ' ')));
}

export function packingAnswer(given: PackingInput): ClosetAnswer {
  // A piece said not to count is not in the suitcase, whatever the trip asks for.
  const input = given.ruledOut?.length ? { ...given, closet: given.closet.filter((i) => !isRuledOut(i, given.ruledOut!)) } : given;
  const { question, wardrobe } = input;
  const unit = input.unit ?? 'F';
  const trip = question.trip;
  // An outing on a named day ('at the lake on the 4th of July') is that day, not a run of days.
  const oneDay = !trip?.days && !question.tripDays && trip?.month == null && !!question.day && !trip?.place?.match(/^[A-Z]/);
  const days = trip?.days ?? question.tripDays ?? (oneDay ? 1 : DEFAULT_TRIP_DAYS);
  const lengthSaid = trip?.lengthSaid ?? (question.tripDays ? `${question.tripDays} days` : oneDay ? question.day!.label : null);
  const purposes = purposesOf(question);
  const has = (p: TripPurpose) => purposes.includes(p);
  const destination = trip?.place ? destinationNamed(trip.place) : null;
  const month = trip?.month ?? Number(input.date.slice(5, 7)) - 1;
  // A beach resort in its warm months is a beach trip whether or not the beach is named ('spring break in Cancún'): swimwear goes in.
  const impliedBeach =
    !!destination && BEACH_RESORTS.has(destination.name.toLowerCase()) && destinationWeather(destination, month).maxTempC >= BEACH_FROM_C && !has('beach');
  if (impliedBeach) purposes.push('beach');
  // Cold said of the nights ('it gets cold at night', 'nights around 5 degrees') is not the days' weather: a warm layer goes in instead.
  const coldNights = !!trip?.coldNights;
  const dayWords = coldNights ? question.weather.filter((w) => w !== 'cold' && w !== 'cool') : question.weather;
  const dayTempC = coldNights && question.tempC !== null && question.tempC <= NIGHT_LOW_UP_TO_C ? null : question.tempC;
  const stated = dayWords.length > 0 || dayTempC !== null;
  const tw = tripWeather({
    trip,
    destination,
    stated: stated ? (base) => applyWeatherWords(base, dayWords, dayTempC) : null,
    home: input.home ?? null,
    month,
    forecast: input.forecast ?? null,
  });
  const weather = tw.weather;
  const band = temperatureBand(weather.maxTempC);
  const hot = band === 'hot';
  const cold = band === 'cold' || band === 'freezing';
  const outdoorsNights = has('camping') || has('hiking') || has('skiing');
  const windy = question.weather.includes('wind');
  const wet = isRainLikely(weather) || (days >= 3 && weather.precipitationProbability >= TRIP_SHOWERS_PERCENT);
  const needWarm = cold || outdoorsNights || band === 'cool' || coldNights;
  // Evenings cooler than the days ('hot days, cool nights', Lisbon in May): one light layer.
  const coolEvenings = !needWarm && (weather.minTempC <= 15 || !!trip?.coolNights);

  // The days' dress code: work clothes for a work trip, relaxed for the outdoors, smart casual otherwise.
  const explicitDaily =
    question.dressCodeExplicit && question.dressCode && dressCodeRank(question.dressCode) <= dressCodeRank('business casual') ? question.dressCode : null;
  const daily: DressCode =
    explicitDaily ??
    (has('work') ? 'business casual' : has('beach') || has('hiking') || has('camping') || has('lake') || has('skiing') ? 'casual' : 'smart casual');
  const owned = input.closet.filter((i) => i.status === 'active').map(profileItem);
  // The pieces the person names for the trip go in whatever the rules below would say; work kit stays home unless named.
  const asked = piecesAskedFor(question, owned);
  const askedIds = new Set(asked.flatMap((a) => a.items.map((p) => p.item.id)));
  const active = owned.filter((p) => !isWorkKit(p) || askedIds.has(p.item.id));
  const rulesWeather: Weather = wet ? { ...weather, precipitationProbability: Math.max(weather.precipitationProbability, 50) } : weather;
  // The engine's rules for the code and weather, then the climate's own: nothing heavy for a hot trip, nothing flimsy for a cold one.
  // Kit made for a sport (running shoes, a sports bra, a football jersey) travels only on a trip for a sport, or when named.
  const sportTrip = has('hiking') || has('camping') || has('skiing') || (question.activity !== null && !SPORT_AS_PURPOSE.has(question.activity));
  const climateOk = (p: ItemProfile) => {
    const t = textOf(p);
    if (isWorkKit(p) && !askedIds.has(p.item.id)) return false;
    if (p.sportMade && !swimwearPiece(p) && !sportTrip && !askedIds.has(p.item.id)) return false;
    if (hot && (p.warmth === 'warm' || HEAVY.test(t) || COLD_ONLY.test(t)) && !(outdoorsNights && slotCategory(p.item) === 'Shoes')) return false;
    if (needWarm && LIGHT_ONLY.test(t) && (slotCategory(p.item) !== 'Tops' || cold)) return false;
    // A mild trip whose nights stay mild ('75 and sunny all week') takes no heavy knit: a light layer covers the evenings.
    if (band === 'mild' && weather.minTempC >= MILD_NIGHT_FROM_C && slotCategory(p.item) === 'Tops' && (p.warmth === 'warm' || HEAVY.test(t))) return false;
    // Snow boots, thermals and fleece-lined pieces are for a cold trip (or nights outdoors, or snow said), not a mild one.
    if (!cold && !outdoorsNights && !question.weather.includes('snow') && DEEP_WINTER.test(t)) return false;
    if (cold && SUMMER_TOP.test(t) && slotCategory(p.item) === 'Tops') return false;
    if (wet && p.rainSensitive && slotCategory(p.item) === 'Shoes') return false;
    // A camp or a trail is no place for a dress shirt or a blouse: it creases, stains and keeps nobody warm.
    if (outdoorsNights && !has('work') && !has('wedding') && !has('dinner') && !has('formal') && DRESS_TOP.test(t) && slotCategory(p.item) === 'Tops')
      return false;
    // Heels are no shoes for snow or a day on foot.
    if ((cold || has('sightseeing') || outdoorsNights) && /\b(heels?|pumps|stilettos?)\b/.test(t)) return false;
    return true;
  };
  const suited = suitablePieces(input.closet, daily, rulesWeather, input.date).filter(climateOk);
  // A cold trip with only light-rated trousers and skirts at the level still packs them, worn over tights or thermals:
  // 'no bottoms' would leave the person with nothing to wear to the conference.
  const coveredLegs = suited.some((p) => slotCategory(p.item) === 'Bottoms')
    ? []
    : suitablePieces(input.closet, daily, { ...rulesWeather, maxTempC: Math.max(rulesWeather.maxTempC, COOL_FROM_C) }, input.date).filter(
        // Never swimwear or linen: only trousers and skirts that a pair of tights makes winter wear.
        (p) => slotCategory(p.item) === 'Bottoms' && !bareInTheWet(p) && !swimwearPiece(p) && !/\blinen\b/.test(textOf(p).toLowerCase()),
      );
  const pool = [...suited, ...coveredLegs];
  const want = packingCounts(days, trip?.bag);
  // Denim is heavy in the heat: left home when enough lighter bottoms are owned.
  const lighter = pool.filter((p) => slotCategory(p.item) === 'Bottoms' && !/\b(jeans|denim)\b/.test(textOf(p)));
  const dayPool = hot && lighter.length >= want.bottoms ? pool.filter((p) => slotCategory(p.item) !== 'Bottoms' || lighter.includes(p)) : pool;
  // A small bag cuts the full list down, the pieces that mix with the most kept, rather than choosing another list.
  const set = pickSet(dayPool, { ...packingCounts(days), layers: 0, onePieces: 0 });
  set.tops.splice(want.tops);
  set.bottoms.splice(want.bottoms);
  // Leaving the knits home can leave few tops: light casual tops fill the days.
  if (hot && set.tops.length < want.tops) {
    const more = suitablePieces(input.closet, 'casual', rulesWeather, input.date).filter(
      (p) =>
        slotCategory(p.item) === 'Tops' &&
        !p.onePiece &&
        // Filling up never brings the work kit back in (a scrub top is no top for a holiday).
        (!isWorkKit(p) || askedIds.has(p.item.id)) &&
        !set.tops.some((q) => q.item.id === p.item.id) &&
        !COLD_ONLY.test(textOf(p)) &&
        !HEAVY.test(textOf(p)) &&
        p.warmth !== 'warm',
    );
    set.tops.push(...more.slice(0, want.tops - set.tops.length));
  }

  // Shoes by what the days hold: the most comfortable owned pair for walking, a sturdy pair for trails.
  // Open shoes stay home in the cold, even ones made for a trail ('Teva hiking sandals').
  const shoeOk = (p: ItemProfile) =>
    slotCategory(p.item) === 'Shoes' &&
    !(wet && p.rainSensitive) &&
    !(hot && /\bboots?\b/.test(textOf(p)) && !outdoorsNights) &&
    !(cold && OPEN_SHOES.test(textOf(p)));
  const gaps: Gap[] = [];
  let walkShoe: ItemProfile | null = null;
  if (has('hiking') || has('camping')) {
    walkShoe =
      active
        .filter((p) => shoeOk(p) && STURDY.test(textOf(p)) && !NOT_STURDY.test(textOf(p)))
        .sort((a, b) => trailScore(b, cold || wet) - trailScore(a, cold || wet) || comfort(b) - comfort(a) || a.item.id - b.item.id)[0] ?? null;
    if (!walkShoe || !/\b(hiking|trail|boots?)\b/.test(textOf(walkShoe))) gaps.push(walkShoe ? { ...GAPS.sturdy, what: 'proper trail shoes' } : GAPS.sturdy);
    // Cold or wet trails want a waterproof boot; trail runners are for dry, mild ones.
    else if ((cold || wet) && !active.some((p) => slotCategory(p.item) === 'Shoes' && /\bhiking boots?\b/.test(textOf(p)))) gaps.push(GAPS.hikingBoots);
    if (wet && !active.some((p) => RAIN_PANTS.test(textOf(p)))) gaps.push(GAPS.rainPants);
  } else if (cold) {
    // Cold or snowy: the warmest pair that sheds water leads.
    walkShoe = null;
  } else if (has('sightseeing')) {
    walkShoe = [...set.shoes, ...active.filter(shoeOk)].sort((a, b) => comfort(b) - comfort(a) || warmthOf(a) - warmthOf(b))[0] ?? null;
  }
  const coldShoe =
    cold && !walkShoe
      ? [...set.shoes, ...pool.filter(shoeOk)].sort((a, b) => Number(b.waterResistant) - Number(a.waterResistant) || warmthOf(b) - warmthOf(a))[0]
      : undefined;
  const lead = walkShoe ?? coldShoe ?? null;
  const shoes = lead ? [lead, ...set.shoes.filter((s) => s.item.id !== lead.item.id)].slice(0, Math.max(want.shoes, 1)) : set.shoes;

  // A warm layer for cold days or nights outdoors: a warm top among the tops, and the warmest fitting outer layer.
  const tops = [...set.tops];
  if (needWarm && !tops.some((p) => WARM_TOP.test(textOf(p)))) {
    const warmTop = active.filter(
      (p) => slotCategory(p.item) === 'Tops' && !p.onePiece && WARM_TOP.test(textOf(p)) && !p.rainSensitive && p.formalityLevel <= 3,
    )[0];
    if (warmTop) tops.splice(Math.max(tops.length - 1, 0), tops.length >= want.tops ? 1 : 0, warmTop);
  }
  // Outdoors, a trench or a tailored coat is the wrong layer: a fleece, a shell or a puffer is the right one.
  const outdoors = has('hiking') || has('camping') || has('skiing');
  const outerOk = (p: ItemProfile) =>
    slotCategory(p.item) === 'Outerwear' &&
    // A blazer, suit or tuxedo jacket is part of a look, not what keeps the weather off.
    !/\b(blazer|suit)\b/.test(textOf(p)) &&
    !isTailoredLayer(p.item) &&
    !(outdoors && /\b(trench|overcoat|wool coat|pea ?coat|mac)\b/.test(textOf(p)));
  let layer: ItemProfile | null = null;
  if (has('skiing')) {
    layer = active.filter((p) => outerOk(p) && INSULATED.test(textOf(p)))[0] ?? null;
    if (!layer) gaps.push(GAPS.ski);
  }
  if (!layer && (needWarm || wet || coolEvenings)) {
    // A hot trip takes only a light rain shell, never a coat or a trench.
    const candidates = active
      .filter((p) => outerOk(p) && (!hot || ((p.rainwear || coolEvenings) && !HEAVY.test(textOf(p)) && !COLD_ONLY.test(textOf(p)))))
      .sort((a, b) => {
        // In the cold, warmth decides and rainwear breaks ties; otherwise a wet trip's rainwear leads.
        // Wind said ('12°C and windy' on a boat) asks for a layer the wind cannot get through.
        const windproof = (p: ItemProfile) => (windy && (p.rainwear || WINDPROOF.test(textOf(p))) ? 2 : 0);
        const score = (p: ItemProfile) =>
          (cold ? warmthOf(p) * 2 + (wet && p.rainwear ? 1 : 0) : (wet && p.rainwear ? 2 : 0) + (needWarm ? warmthOf(p) : -warmthOf(p))) + windproof(p);
        return score(b) - score(a) || a.item.id - b.item.id;
      });
    layer = candidates[0] ?? null;
    // Cold needs a warm outer layer; nights outdoors need at least a warm top.
    const warmLayer = layer && (warmthOf(layer) >= 2 || INSULATED.test(textOf(layer)) || /\bfleece\b/.test(textOf(layer)));
    // Cool days (12 °C at most) with nothing warmer than a light knit need a warm layer too.
    const coolDays = band === 'cool' && weather.maxTempC <= COOL_DAYS_UP_TO_C;
    const warmTop = tops.some((p) => WARM_TOP.test(textOf(p)));
    const heavyTop = active.some((p) => p.slot === 'top' && p.warmth === 'warm');
    if (!has('skiing') && !warmLayer && (cold || (outdoorsNights && !warmTop) || (coolDays && !heavyTop))) {
      gaps.push(cold ? GAPS.coat : GAPS.warm);
    }
  }
  // Gloves missing with a warm hat owned: only the gloves are said missing.
  if (cold && (outdoors || band === 'freezing') && !active.some((p) => GLOVES.test(textOf(p))))
    gaps.push(active.some((p) => WARM_HAT.test(textOf(p))) ? GAPS.onlyGloves : GAPS.gloves);
  // Deep cold, or cold days spent outside: the thermals owned go under everything, one for the top and one for the legs.
  const baseLayers =
    cold && (outdoors || band === 'freezing')
      ? (['top', 'bottom'] as const).flatMap((slot) =>
          active.filter((p) => p.slot === slot && BASE_LAYER.test(textOf(p)) && !tops.includes(p) && !set.bottoms.includes(p)).slice(0, 1),
        )
      : [];
  // A cold trip: the owned warm hat, scarf and gloves go in, one of each (a silk scarf is for looks, not the cold).
  const coldKit = cold
    ? [WARM_HAT, WARM_SCARF, GLOVES].flatMap((kind) =>
        active.filter((p) => slotCategory(p.item) === 'Accessories' && kind.test(textOf(p)) && !FOR_LOOKS.test(textOf(p))).slice(0, 1),
      )
    : [];
  const snowy = weather.maxTempC <= 1;
  if ((hot ? isRainLikely(weather) : wet && !snowy) && !active.some((p) => p.rainwear && outerOk(p) && !(hot && HEAVY.test(textOf(p))))) gaps.push(GAPS.rain);
  // Sun for beach days and hot days away from work: an owned hat goes in, else it is one of the gaps; sunscreen either way.
  const sunny = has('beach') || (hot && !has('work'));
  const sunHat = sunny ? (active.find((p) => slotCategory(p.item) !== 'Shoes' && SUN_HAT.test(textOf(p)) && !COLD_ONLY.test(textOf(p))) ?? null) : null;
  // Cool nights on a hot trip with no light jacket owned: the lightest knit goes in for them.
  const nightKnit =
    coolEvenings && !layer && hot
      ? (active
          .filter((p) => slotCategory(p.item) === 'Tops' && !p.onePiece && WARM_TOP.test(textOf(p)) && !INSULATED.test(textOf(p)) && !tops.includes(p))
          .sort((a, b) => warmthOf(a) - warmthOf(b))[0] ?? null)
      : null;
  // A spa's pools and saunas want swimwear in any weather ('spa weekend in Bad Waltersdorf').
  const spa = SPA.test(` ${Object.values(trip?.said ?? {}).join(' ')} `);
  const swim = has('beach') || spa || (has('lake') && !cold && band !== 'cool') ? active.filter(swimwearPiece).slice(0, 1) : [];
  if ((has('beach') || spa || (has('lake') && hot)) && swim.length === 0) gaps.push(GAPS.swimwear);
  // A closet kept for another climate (a winter closet packed for the sun) holds too few light tops: said, not packed around.
  if (hot && tops.length < Math.ceil(want.tops / 2)) gaps.push(GAPS.lightTops);
  // The least of the gaps, said last.
  if (sunny && !sunHat) gaps.push(GAPS.sun);

  // The one dressy occasion, dressed by the engine from the whole closet.
  // A piece named that is dressier than the days (a suit on a business casual trip) is a dressier outfit of its own.
  const occasionCode = eventCode(question, purposes, daily);
  const pieceCode = asked.map((a) => codeOfPieces(a.items, daily)).find((c): c is DressCode => c !== null) ?? null;
  const code = pieceCode && (!occasionCode || dressCodeRank(pieceCode) > dressCodeRank(occasionCode)) ? pieceCode : occasionCode;
  const event = code
    ? generateOutfit({
        closet: [...input.closet],
        date: input.date,
        events: [{ title: question.occasions[0] ?? code, date: input.date, startTime: null, endTime: null, dressCode: code }],
        weather,
        preferences: input.preferences,
        seed: input.seed,
      })
    : null;
  // The named pieces that belong to the dressier outfit are worn in it; the engine's picks fill the other slots.
  const inEvent = code ? asked.filter((a) => a.items.every((p) => suitsCode(p, code))).flatMap((a) => a.items) : [];
  const eventItems =
    inEvent.length || (event?.kind === 'outfit' && !event.shortOf)
      ? dressyOutfit(
          inEvent.map((p) => p.item),
          event?.kind === 'outfit' ? event.items : [],
        )
      : [];
  if (event && code && !inEvent.length && (event.kind !== 'outfit' || event.shortOf)) {
    const level = code === 'formal' ? 'formal' : code === 'cocktail' ? 'cocktail' : code === 'business formal' ? 'business' : 'smart';
    gaps.push({
      what: code === 'formal' ? 'formal wear' : code === 'cocktail' ? 'dressy wear' : code === 'business formal' ? 'business formal wear' : 'smarter outfit',
      lookFor: DRESSY_LOOK_FOR[level],
    });
  }

  // Work days and free days: the free days get relaxed pieces of their own, not the work clothes again.
  const freeDays = has('work') && (question.occasions.includes('casual day') || has('sightseeing') || has('relaxing') || has('beach') || has('lake'));
  const relaxed = freeDays
    ? pickSet(
        suitablePieces(input.closet, 'casual', rulesWeather, input.date).filter(
          (p) => ![...tops, ...set.bottoms].some((q) => q.item.id === p.item.id) && climateOk(p),
        ),
        { tops: trip?.bag ? 1 : 2, bottoms: trip?.bag ? 0 : 1, shoes: 0, layers: 0, onePieces: 0 },
      )
    : null;
  const freeExtra = relaxed ? [...relaxed.tops, ...relaxed.bottoms] : [];
  const packed = [
    ...tops,
    ...set.bottoms,
    ...shoes,
    ...(layer ? [layer] : []),
    ...swim,
    ...(sunHat ? [sunHat] : []),
    ...(nightKnit ? [nightKnit] : []),
    ...baseLayers,
    ...coldKit,
    ...freeExtra,
  ];
  // A piece named for the trip and not worn to the dressier outfit goes in as asked.
  const askedExtra = asked.flatMap((a) => a.items).filter((p) => !inEvent.includes(p) && !packed.some((q) => q.item.id === p.item.id));
  packed.push(...askedExtra);
  const outfits = outfitCount({ ...set, tops, shoes });
  const facts = [
    `Trip: ${days} days`,
    ...(trip?.place ? [`Destination: ${trip.place}`] : []),
    ...(purposes.length ? [`Trip purposes: ${purposes.join(', ')}`] : []),
    `Trip weather (${tw.source}): ${weatherPhrase(weather, unit)}`,
    `Packed: ${packed.map((p) => p.item.name).join(', ') || 'nothing suitable owned'}`,
    `Outfits: ${outfits}`,
  ];

  // 1. The trip said back: its length as given, the place and month, what it is for, and the weather with where it came from.
  const length = lengthSaid ?? `a ${days}-day trip (you didn't say how long)`;
  const where = trip?.place ? ` ${/^the (lake|beach|coast|seaside|shore|cottage|cabin)$/.test(trip.place) ? 'at' : 'in'} ${trip.place}` : '';
  const when = trip?.month !== null && trip?.month !== undefined ? ` in ${MONTH_NAMES[trip.month]}` : '';
  // A purpose the place implies (the beach at a resort) is packed for, not said back as if the person had said it.
  const what = purposeText(
    question,
    purposes.filter((p) => p !== 'beach' || !impliedBeach),
  );
  const climate = weatherPhrase(weather, unit);
  const source =
    tw.source === 'stated'
      ? question.tempC !== null || question.weather.some((w) => w !== 'rain' && w !== 'snow' && w !== 'wind' && w !== 'sun') || tw.month === null
        ? 'as you said'
        : `as you said, with ${MONTH_NAMES[tw.month]}'s typical temperatures ${destination ? 'there' : 'near home'}`
      : tw.source === 'forecast'
        ? 'the forecast there'
        : tw.source === 'destination'
          ? `typical for ${MONTH_NAMES[tw.month ?? month]} there`
          : tw.source === 'home'
            ? `typical near home for ${MONTH_NAMES[tw.month ?? month]}; tell me if it's further afield`
            : tw.source === 'a temperate guess'
              ? `I don't know ${trip?.place ?? 'the place'}'s weather, so I've assumed a typical ${MONTH_NAMES[tw.month ?? month]}; tell me the forecast there and I'll adjust`
              : has('skiing')
                ? "I've assumed snow; tell me the forecast and I'll adjust"
                : has('beach')
                  ? "I've assumed hot beach weather; tell me the forecast and I'll adjust"
                  : `I've assumed mild weather${trip?.place && !destination ? ` as I don't know ${trip.place}'s` : ''}; tell me the forecast there and I'll adjust`;
  // 'What do I wear on the plane?': what travels on the body is said of the journey named.
  const onTheWay = trip?.travel ? TRAVEL_PHRASE[trip.travel] : 'in transit';
  // 'And shoes?' after a packing answer: only that part of the suitcase, never the whole answer again.
  const slot = question.followUp && question.change ? SLOT_OF[question.change] : undefined;
  if (slot) {
    const pieces = slot === 'shoes' ? shoes : slot === 'layer' ? (layer ? [layer] : []) : slot === 'tops' ? tops : set.bottoms;
    const why =
      slot === 'shoes' && walkShoe && pieces[0] === walkShoe
        ? `, the ${walkShoe.item.name} for ${has('hiking') || has('camping') ? 'the trails' : 'all the walking'}`
        : slot === 'layer' && layer
          ? `, worn ${onTheWay}`
          : '';
    const gap = gaps.find((g) =>
      slot === 'shoes' ? g === GAPS.sturdy || g.what === 'proper trail shoes' : slot === 'layer' ? g === GAPS.rain || g === GAPS.warm || g === GAPS.ski : false,
    );
    const text = pieces.length
      ? `${slot === 'layer' ? 'A layer' : slot.charAt(0).toUpperCase() + slot.slice(1)} for ${length}${where} (${climate}): pack ${yours(pieces.map((p) => p.item))}${why}.${gap ? ` You have no ${gap.what} for it: look for ${gap.lookFor[wardrobe]}.` : ''}`
      : slot === 'layer'
        ? `For ${length}${where} (${climate}), you need no coat${gap ? `, but you have no ${gap.what}: look for ${gap.lookFor[wardrobe]}` : ': a light knit in the bag covers a cool evening'}.`
        : `None of your ${slot} suits ${length}${where} in that weather.`;
    return { text, itemIds: pieces.map((p) => p.item.id), tipQuery: '', facts };
  }
  // A follow-up that changes the weather says so first.
  const ifSaid = question.followUp && question.change === 'weather' ? weatherCondition(question, unit) : null;
  // One small bag is said first: the list below is cut to fit it.
  const inBag = trip?.bag ? `, all in ${BAG_PHRASE[trip.bag]}` : '';
  const sentences: string[] = [
    `${ifSaid ? `${ifSaid}, for` : 'For'} ${length}${where}${when}${what ? ` with ${what}` : ''}${inBag}, plan for ${climate} (${source}).`,
  ];
  // The weather changed: the piece that meets it is named first, so the answer speaks to what was asked.
  const meets = ifSaid && layer ? (wet && layer.rainwear ? 'the rain' : cold && warmthOf(layer) >= 2 ? 'the cold' : null) : null;
  const later: string[] = [];
  if (meets && layer) sentences.push(`Your ${layer.item.name} is the piece for ${meets}: keep it to hand and wear it ${onTheWay}.`);

  if (tops.length === 0 || set.bottoms.length === 0) {
    const lacking = listJoin([tops.length ? null : 'tops', set.bottoms.length ? null : 'bottoms'].filter((x): x is string => !!x));
    sentences.push(
      `Your closet has no ${lacking} that suit ${DRESS_CODE_RULES[daily].label} in that weather, so pack ${want.tops} tops and ${want.bottoms} bottoms you can mix: plain, neutral colors go furthest.`,
    );
  } else {
    // 2. What to pack, each piece named with why where the trip decides it.
    const shoeText = shoes.length
      ? `${shoes.length === 1 ? 'a pair of shoes' : `${shoes.length} pairs of shoes`} (${yours(shoes.map((p) => p.item))}${
          walkShoe && shoes[0]?.item.id === walkShoe.item.id
            ? `, the ${walkShoe.item.name} for ${has('hiking') || has('camping') ? 'the trails' : 'all the walking'}`
            : ''
        })`
      : null;
    const layerText = layer
      ? `your ${layer.item.name} ${has('skiing') && INSULATED.test(textOf(layer)) ? 'for the slopes' : cold && warmthOf(layer) >= 2 ? 'for the cold' : layer.rainwear && (wet || !coolEvenings) ? (wet ? 'for the rain' : 'against wind and showers') : cold ? 'as the outer layer' : needWarm || coolEvenings ? 'for cool evenings' : 'for the showers'}`
      : null;
    const workText = has('work')
      ? ` for the ${question.trip?.said.work && !/\b(work|business)\b/.test(question.trip.said.work) ? question.trip.said.work : 'work'} days`
      : '';
    const parts = [
      `${tops.length} top${tops.length === 1 ? '' : 's'} (${yours(tops.map((p) => p.item))})`,
      `${set.bottoms.length} bottom${set.bottoms.length === 1 ? '' : 's'} (${yours(set.bottoms.map((p) => p.item))})${workText}`,
      freeExtra.length ? `${yours(freeExtra.map((p) => p.item))} for the free days` : null,
      shoeText,
      layerText,
      swim.length ? `${yours(swim.map((p) => p.item))} for ${spa && !has('beach') ? 'the spa' : 'swimming'}` : null,
      baseLayers.length ? `${yours(baseLayers.map((p) => p.item))} to wear underneath` : null,
      coldKit.length ? `${yours(coldKit.map((p) => p.item))} to keep warm outdoors` : null,
      nightKnit ? `your ${nightKnit.item.name} for the cool nights` : null,
      sunHat ? `your ${sunHat.item.name} for the sun (with sunscreen)` : null,
      askedExtra.length ? `${yours(askedExtra.map((p) => p.item))} as you asked` : null,
    ].filter((x): x is string => !!x);
    sentences.push(`Pack ${listJoin(parts)}.`);
    // 3. The plan for the days: how many outfits, what repeats, what travels on the body.
    const repeats =
      tops.length < days && !(tops.length < want.tops)
        ? `, tops and bottoms worn more than once`
        : set.bottoms.length < days
          ? `, a new top each day while the bottoms repeat`
          : '';
    // Leaving a cold place for a hot one: the warmest coat owned is worn on the way and stays out of the bag.
    const wayCoat =
      trip?.leavingCold && !cold && !needWarm
        ? owned.filter((p) => slotCategory(p.item) === 'Outerwear' && !/\b(blazer|suit)\b/.test(textOf(p))).sort((a, b) => warmthOf(b) - warmthOf(a))[0]
        : undefined;
    const transit = [
      layer && (needWarm || wet) && !wayCoat ? layer : null,
      (cold ? shoes[0] : [...shoes].sort((a, b) => warmthOf(b) - warmthOf(a) || comfort(b) - comfort(a))[0]) ?? null,
    ].filter((p): p is ItemProfile => !!p);
    if (wayCoat)
      later.push(
        `Leaving in the cold, wear your ${wayCoat.item.name} ${onTheWay === 'in transit' ? 'to the airport' : onTheWay}, with a layer you can take off: it travels on you, not in the bag.`,
      );
    later.push(
      `That's ${outfits} outfit${outfits === 1 ? '' : 's'} for ${days} day${days === 1 ? '' : 's'}${repeats}${
        transit.length ? `; wear ${yours(transit.map((p) => p.item))} ${onTheWay}, the bulkiest pieces travel on you` : ''
      }${tops.length < want.tops ? `, and plan a wash or pack ${want.tops - tops.length} more top${want.tops - tops.length === 1 ? '' : 's'}` : ''}.`,
    );
    // One small bag: the list is cut to pieces that mix, one pair of shoes packed and the other worn.
    if (trip?.bag) {
      const packedShoe = shoes.length > 1 ? shoes.find((p) => !transit.includes(p)) : undefined;
      later.push(
        `It fits ${BAG_PHRASE[trip.bag]}: the pieces mix${packedShoe ? `, only your ${packedShoe.item.name} go in the bag` : ''}, and a quick wash stretches them.`,
      );
    }
    // Cold nights said: the warmest piece packed is named for them, or the warmest coat owned goes in for them.
    if (coldNights) {
      const packedWarm = [layer, ...tops].filter((p): p is ItemProfile => !!p).sort((a, b) => warmthOf(b) - warmthOf(a))[0];
      const coat = active
        .filter((p) => slotCategory(p.item) === 'Outerwear' && p.warmth === 'warm' && !p.tailored && p !== layer)
        .sort((a, b) => warmthOf(b) - warmthOf(a))[0];
      const forNights = coat ?? packedWarm;
      if (forNights)
        later.push(
          coat
            ? `For the cold nights, add your ${coat.item.name}, and layer up after dark.`
            : `For the cold nights, layer your ${forNights.item.name} over the rest after dark.`,
        );
    }
  }

  // 4. A piece the trip needs that the person said they lack: before the dressier outfit, so a short answer keeps it.
  // A gap the person already said they lack ('I don't own a swimsuit though') is not named back (issue 38.5): they are
  // told to get one before they go.
  const saidLacking = gaps.filter((g) => lackSaid(g, given.ruledOut ?? []));
  const unsaid = gaps.filter((g) => !saidLacking.includes(g));
  if (saidLacking.length)
    sentences.push(
      `You said you don't have ${saidLacking.length > 1 ? 'some of what it needs' : 'one'}, so buy ${saidLacking.length > 1 ? 'them' : 'one'} before you go: the trip needs ${saidLacking.length > 1 ? 'them' : 'it'}.`,
    );
  // 5. The dressier outfit, named.
  if (code && eventItems.length) {
    const name =
      occasionCode === code || !pieceCode
        ? eventName(question, purposes)
        : `the days that call for ${article(asked.find((a) => codeOfPieces(a.items, daily))!.piece)}`;
    const extra = eventItems.filter((i) => !packed.some((p) => p.item.id === i.id));
    sentences.push(
      extra.length
        ? `For ${name}, add ${yours(extra)}${extra.length < eventItems.length ? ` to wear with ${yours(eventItems.filter((i) => !extra.includes(i)))}` : ''}.`
        : `For ${name}, wear ${yours(eventItems)}, already packed.`,
    );
  }

  // 5b. A sport the trip is for (a half marathon, a climbing weekend): its kit, chosen as the activity's own answer would.
  const sport = question.activity && !SPORT_AS_PURPOSE.has(question.activity) ? question.activity : null;
  const kit = sport ? activityAnswer({ activity: sport, closet: input.closet, weather, dayText: '', weatherText: '' }) : null;
  const kitItems = kit ? input.closet.filter((i) => kit.itemIds.includes(i.id)) : [];
  if (sport && kitItems.length) {
    const extra = kitItems.filter((i) => !packed.some((p) => p.item.id === i.id));
    const name = question.occasionName ? `the ${question.occasionName}` : ACTIVITY_NEEDS[sport].phrase;
    sentences.push(extra.length ? `For ${name}, add ${yours(extra)}.` : `For ${name}, ${yours(kitItems)} are already packed.`);
  }

  // 6. What else the closet lacks for this trip, in one line. Asked what to buy for it, that is the answer: it comes right after
  // the trip's weather, first thing bought first, and a closet that lacks nothing is told so.
  const gapLine = unsaid.length
    ? `Your closet has no ${listJoin(unsaid.slice(0, 3).map((g) => g.what)).replace(/ and ([^,]+)$/, ' or $1')} for this trip: look for ${listJoin(unsaid.slice(0, 3).map((g) => g.lookFor[wardrobe]))}.`
    : null;
  if (trip?.buying) {
    const first = unsaid[0] ?? gaps[0];
    sentences.splice(
      1,
      0,
      first
        ? `Buy first: ${first.lookFor[wardrobe]}, since your closet has no ${first.what} for this trip.${unsaid.length > 1 ? ` Then ${listJoin(unsaid.slice(1, 3).map((g) => g.lookFor[wardrobe]))}.` : ''} What you own covers the rest.`
        : `You own what this trip needs, so skip buying anything for it.`,
    );
  } else if (gapLine) sentences.push(gapLine);
  // The plan for the days (what repeats, what travels on the body, the bag, cold nights) comes after what was asked about:
  // an answer cut to length loses those first, never the dinner or the gap.
  sentences.push(...later);
  const itemIds = [...new Set([...packed.map((p) => p.item.id), ...eventItems.map((i) => i.id), ...kitItems.map((i) => i.id)])];
  // The plan for a text message: the same picks, names only, with the transit piece and the one missing thing.
  const shortLength = lengthSaid ?? `${days} days`;
  const packedNames = [tops, set.bottoms, shoes, layer ? [layer] : [], swim].filter((g) => g.length).map((g) => listJoin(g.map((p) => p.item.name)));
  const wearOn = layer && (needWarm || wet) ? layer : null;
  const gapShort = saidLacking.length
    ? " Buy what you said you don't have before you go."
    : unsaid[0]
      ? ` No ${unsaid[0].what}: look for ${unsaid[0].lookFor[wardrobe]}.`
      : '';
  const eventShort = code && eventItems.length ? ` For ${eventName(question, purposes)}: ${listJoin(eventItems.map((i) => i.name))}.` : '';
  // It opens as the full plan does (its asides dropped), so both doors read alike.
  const opening = sentences[0]!.replace(/\s*\((?![^)]*\byour\b)[^)]*\)/g, '').replace(/(\s+)([,.]?)/g, (_all, space: string, mark: string) => mark || space);
  const short =
    tops.length && set.bottoms.length
      ? `${opening} Pack your ${packedNames.join('; ')}.${eventShort}${wearOn ? ` Wear the ${wearOn.item.name} on the way.` : ''}${gapShort}`
      : null;
  void shortLength;
  return { text: sentences.join(' '), itemIds, tipQuery: '', facts, ...(short ? { short } : {}) };
}

/** Whether a piece may be worn to an occasion of this dress code: its core pieces by the core rule, a coat or a tie more loosely. */
function suitsCode(p: ItemProfile, code: DressCode): boolean {
  const rule = DRESS_CODE_RULES[code];
  const cat = slotCategory(p.item);
  if (cat === 'Outerwear' || cat === 'Accessories') return rule.extra.includes(p.formality);
  return (p.onePiece && rule.onePiece ? rule.onePiece : rule.core).includes(p.formality);
}

/** The dressier outfit around the pieces named for it: the engine's picks keep only the slots the named pieces leave open. */
function dressyOutfit(named: readonly ClosetItem[], engine: readonly ClosetItem[]): ClosetItem[] {
  const cats = new Set(named.map((i) => slotCategory(i)));
  const onePiece = named.some((i) => profileItem(i).onePiece);
  // A dress named fills top and bottom; a top or bottom named leaves no room for the engine's dress.
  const bodyNamed = onePiece || cats.has('Tops') || cats.has('Bottoms');
  const rest = engine.filter((i) => {
    if (named.some((n) => n.id === i.id)) return false;
    const cat = slotCategory(i);
    if (cats.has(cat)) return false;
    if (onePiece && (cat === 'Tops' || cat === 'Bottoms')) return false;
    return !(bodyNamed && profileItem(i).onePiece);
  });
  return [...named, ...rest];
}

const article = (piece: string) => (/s$/.test(piece) && !/ss$/.test(piece) ? piece : `${/^[aeiou]/.test(piece) ? 'an' : 'a'} ${piece}`);

function eventName(question: ParsedQuestion, purposes: readonly TripPurpose[]): string {
  const said = question.trip?.said ?? {};
  if (purposes.includes('wedding')) return `the ${said.wedding ?? 'wedding'}`;
  if (purposes.includes('formal')) return `the ${said.formal ?? 'formal event'}`;
  if (purposes.includes('dinner')) return `the ${said.dinner ?? 'dinner'}`;
  if (question.occasions.includes('job interview')) return 'the interview';
  if (question.occasions.includes('meeting')) return 'the meeting';
  if (question.occasions.includes('court')) return 'the formal work days';
  return `the ${question.occasions[0] ?? 'dressy evening'}`;
}
