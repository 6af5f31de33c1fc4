import { lookFor } from './look-for';
import { isMourning, levelWithRequest, requestFilter, requestKeptText } from './colour-request';
import { statedColours } from '../question/stated-colours';
import { inTheDark, inTheDarkNote } from './in-the-dark';
import { whatChangesLine } from './what-changes';
import { itemsReferredTo } from './item-references';
import { ASKS_WHAT_CHANGES } from '../question/follow-up-cues';
import { slotCategory } from '../../../shared/closet-slots';
import { FORMALITIES } from '../../../shared/closet-constants';
import type { Category, Formality } from '../../../shared/closet-constants';
import type { Department } from '../../../shared/constants';
import { colourInfo, describeHarmony, harmonyKind, harmonyScore } from '../colour-harmony';
import { dressesForWork, isWorkUniform } from '../work-uniform';
import { DRESS_CODE_RULES, DRESS_CODES, type DressCode } from '../dress-code';
import { generateOutfit } from '../generate-outfit';
import { slotOf } from '../swap';
import { isCoat, profileItem, type ItemProfile } from '../item-profile';
import { coversBottom } from '../rules';
import { categoryOfGarment, piecesNamed, type ParsedQuestion, type WeatherWord } from '../question';
import type { ClosetItem, DayEvent, OutfitResult, StyleProfile, Weather } from '../types';
import { ACTIVITY_NEEDS, activityAnswer, activityName, rideFriendly, wayThereLine } from './activity';
import { wayThere } from '../question/way-there';
import { saysDemanding, saysOutdoors } from '../question/activity-said';
import { DARK } from './appropriate';
import { isPluralName } from '../grammar';
import { carryLine } from './carry';
import { occasionWithArticle } from '../question/occasion-phrase';
import { appointmentAllows, appointmentLine, appointmentOf, chestExamined, opensAtFront } from './appointment';
import { EXPECTED_AT, fasteningsSaid, LOUNGE_KINDS, ONE_PIECES, pieceLeftOutAsked, themeSaid } from '../question/follow-up-cues';
import { isWetGroundPair, kinderPair, openWhereToesMustBeCovered, wetGroundLine, wetGroundPair } from './kinder-shoes';
import { COOL_FROM_C, coolStart, isRainLikely, isWindy, temperatureBand } from '../weather-bands';
import { bareInTheWet, deepCold, isInsulatedBoot, temperaturePenalty } from '../temperature-fit';
import { iceNote, layerInHeat, warmInsideAllows, weatherNote } from './weather-notes';
import { indoorClimate } from '../question/stated-weather';
import { wordsOfText } from '../question/ruled-out';
import { ON_TO_WORK } from '../reading/cues';
import { says } from '../reading/phrases';
import { wearNeedsIn } from '../reading/wear-needs';
import { skipAsked, skipVerdictText } from './skip-a-layer';

/** Plans said after an activity ('then coffee with the group', 'brunch after'), each with the level its change is dressed at. */
// prettier-ignore
const PLANS_AFTER: Readonly<Record<string, Formality>> = { coffee: 'casual', brunch: 'smart casual', lunch: 'smart casual', dinner: 'smart casual',
  drinks: 'smart casual', office: 'smart casual', class: 'casual', lectures: 'casual', uni: 'casual', school: 'casual' };
/** 'Then coffee', 'coffee after': a plan's word after 'then', or before a word of later. */
const THEN_BEFORE: ReadonlySet<string> = new Set(['then', 'after']);
const LATER_AFTER: ReadonlySet<string> = new Set(['after', 'afterwards', 'afterward', 'later']);

/** The plan said to follow the activity, within a couple of words of 'then' or 'after', and its level; null when none is. */
export function planAfter(ws: readonly string[]): { said: string; level: number } | null {
  for (let i = 0; i < ws.length; i++) {
    const level = PLANS_AFTER[ws[i]!];
    if (!level) continue;
    const near =
      [ws[i - 1], ws[i - 2]].some((w) => w !== undefined && THEN_BEFORE.has(w)) ||
      [ws[i + 1], ws[i + 2], ws[i + 3], ws[i + 4]].some((w) => w !== undefined && LATER_AFTER.has(w));
    if (near) return { said: ws[i]!, level: FORMALITIES.indexOf(level) };
  }
  return null;
}

/**
 * The stylist's answers that come from the user's own closet: an outfit for an occasion, day and
 * weather (run through the outfit engine), what goes with a piece (the engine's colour and
 * formality rules), whether two colours go together. Pure: the caller brings the closet, the
 * weather and the parsed question. Every answer is short (at most three sentences here; the
 * stylist adds one or two tips) and names only pieces the user owns as theirs.
 */

export type Wardrobe = 'menswear' | 'womenswear' | 'mixed';
export type TempUnit = 'F' | 'C';

export interface ClosetAnswer {
  text: string;
  /** Items named as the user's, for the LLM and for checks. */
  itemIds: number[];
  /** Words for choosing tips: the occasion and the weather ('wedding rain'). */
  tipQuery: string;
  /** Short facts for an LLM's context. */
  facts: string[];
  /** The same answer composed for a text message (about 300 characters), when the full one is long by nature (a packing plan). */
  short?: string;
  /** The answer says what the closet lacks for the request (an outfit builder sets it; a budget is then spent on that). */
  lacks?: boolean;
}

// prettier-ignore
const WOMENSWEAR = ['dress', 'skirt', 'blouse', 'heels', 'jumpsuit', 'flats'];
// prettier-ignore
const MENSWEAR = ['tie', 'suit', 'oxfords', 'dress shirt', 'dress shoes'];

/**
 * Menswear, womenswear or both: the departments the person shops (chosen, or read from their
 * gender: see departmentsOf) when known, else what the closet holds.
 */
export function wardrobeOf(departments: Department | null | undefined, closet: readonly Pick<ClosetItem, 'name' | 'subcategory'>[]): Wardrobe {
  if (departments === 'menswear') return 'menswear';
  if (departments === 'womenswear') return 'womenswear';
  if (departments === 'both') return 'mixed';
  const pieces = new Set(closet.flatMap((i) => piecesNamed(`${i.subcategory ?? ''} ${i.name}`)));
  const women = WOMENSWEAR.some((p) => pieces.has(p));
  const men = MENSWEAR.some((p) => pieces.has(p));
  return women && !men ? 'womenswear' : men && !women ? 'menswear' : 'mixed';
}

/** °F first for US users, °C first elsewhere; both always shown. */
export function temperatureText(minC: number, maxC: number, unit: TempUnit): string {
  const f = (c: number) => Math.round((c * 9) / 5 + 32);
  const [lo, hi] = [Math.round(minC), Math.round(maxC)];
  const c = lo === hi ? `${hi}°C` : `${lo}–${hi}°C`;
  const fa = f(minC) === f(maxC) ? `${f(maxC)}°F` : `${f(minC)}–${f(maxC)}°F`;
  return unit === 'F' ? `${fa} / ${c}` : `${c} / ${fa}`;
}

/**
 * The words in the question win over the forecast: 'in the rain' makes it rainy, 'if it's cold'
 * makes it cold; a temperature the person states ('it's 92°F') wins over both.
 */
/** Weather words that describe a fair day, which a month's typical rain does not overrule. */
const FAIR_WEATHER: ReadonlySet<WeatherWord> = new Set(['hot', 'humid', 'warm', 'mild', 'sun']);

export function applyWeatherWords(base: Weather, words: readonly WeatherWord[], statedC: number | null = null, statedLowC: number | null = null): Weather {
  const w = { ...base };
  const setTemps = (max: number) => {
    w.maxTempC = max;
    w.minTempC = Math.min(base.minTempC, max - 6);
    if (w.minTempC < max - 10) w.minTempC = max - 8;
  };
  for (const word of words) {
    if (word === 'rain') {
      w.precipitationProbability = Math.max(w.precipitationProbability, 80);
      w.precipitationMm = Math.max(w.precipitationMm, 5);
    } else if (word === 'ice') {
      // Ice is below freezing and underfoot: wet ground at a high of -1 °C (boots with grip, not shoes).
      w.precipitationProbability = Math.max(w.precipitationProbability, 80);
      w.precipitationMm = Math.max(w.precipitationMm, 3);
      if (w.maxTempC > 0) setTemps(-1);
    } else if (word === 'snow') {
      w.precipitationProbability = Math.max(w.precipitationProbability, 80);
      w.precipitationMm = Math.max(w.precipitationMm, 3);
      if (w.maxTempC > 1) setTemps(1);
    } else if (word === 'cold' && w.maxTempC >= COOL_FROM_C) setTemps(5);
    else if (word === 'cool' && (w.maxTempC >= 17 || w.maxTempC < 10)) setTemps(14);
    else if (word === 'mild' && (w.maxTempC >= 24 || w.maxTempC < 17)) setTemps(20);
    else if (word === 'warm' && (w.maxTempC < 20 || w.maxTempC >= 30)) setTemps(25);
    else if ((word === 'hot' || word === 'humid') && w.maxTempC < 27) setTemps(31);
    else if (word === 'wind') w.windKph = Math.max(w.windKph, 45);
    else if (word === 'sun' && !words.includes('rain') && !words.includes('snow')) {
      w.precipitationProbability = Math.min(w.precipitationProbability, 10);
      w.precipitationMm = 0;
    }
  }
  if (statedC !== null) {
    w.maxTempC = statedC;
    w.minTempC = statedLowC !== null && statedLowC < statedC ? statedLowC : statedC - 6;
  }
  // A fair day as the person states it beats a month's typical rain ('36 and humid on Thursday'): a climate average knows
  // less of that day than they do. A live forecast's rain stays unless they say the sun is out; a bare temperature or
  // 'freezing' says nothing of the sky, so the month's usual rain or snow stays then too.
  const fair = words.some((x) => FAIR_WEATHER.has(x));
  if (fair && base.source === 'typical' && !words.some((x) => x === 'rain' || x === 'snow' || x === 'ice')) {
    w.precipitationProbability = Math.min(w.precipitationProbability, 10);
    w.precipitationMm = 0;
  }
  return w;
}

export function weatherPhrase(weather: Weather, unit: TempUnit): string {
  const rain = isRainLikely(weather);
  const snow = rain && weather.maxTempC <= 1;
  const band = temperatureBand(weather.maxTempC);
  const feel = { freezing: 'freezing', cold: 'cold', cool: 'cool', mild: 'mild', hot: 'hot' }[band];
  return `${snow ? 'snow likely' : rain ? 'rain likely' : feel}, ${temperatureText(weather.minTempC, weather.maxTempC, unit)}`;
}

/**
 * The weather an answer quotes: the person's own words and temperature when they state them (a
 * stated 85°F is quoted as 85°F, not as a made-up range), the wind and humidity when said or
 * forecast, and for a day beyond the forecast the month's typical weather, said to be typical.
 */
export function askedWeatherPhrase(
  question: Pick<ParsedQuestion, 'weather' | 'tempC' | 'tempLowC'>,
  weather: Weather,
  unit: TempUnit,
  typicalFor?: string | null,
): string {
  const rain = isRainLikely(weather);
  const snow = rain && weather.maxTempC <= 1;
  const band = temperatureBand(weather.maxTempC);
  const feel = { freezing: 'freezing', cold: 'cold', cool: 'cool', mild: 'mild', hot: 'hot' }[band];
  const extras = [...(question.weather.includes('humid') ? ['humid'] : []), ...(question.weather.includes('wind') || isWindy(weather) ? ['windy'] : [])];
  const temp =
    question.tempC !== null
      ? temperatureText(question.tempLowC ?? question.tempC, question.tempC, unit)
      : temperatureText(weather.minTempC, weather.maxTempC, unit);
  // Rain said at or below freezing is freezing rain, as the person called it; snow is named only when they said snow.
  const frozen = question.weather.includes('snow')
    ? 'snow likely'
    : question.weather.includes('rain')
      ? 'freezing rain likely'
      : question.weather.includes('ice')
        ? 'icy'
        : 'snow likely';
  const base = `${[snow ? frozen : rain ? 'rain likely' : feel, ...extras].join(', ')}, ${temp}`;
  const stated = question.tempC !== null || question.weather.length > 0;
  return typicalFor && !stated ? `no forecast yet, typical for ${typicalFor}: ${base}` : base;
}

const OCCASION_PHRASE: Record<string, string> = {
  wedding: 'the wedding',
  funeral: 'the funeral',
  'job interview': 'your interview',
  'first date': 'a first date',
  date: 'your date',
  dinner: 'dinner',
  brunch: 'brunch',
  'cocktail party': 'the cocktail party',
  party: 'the party',
  gala: 'the gala',
  graduation: 'the graduation',
  work: 'work',
  meeting: 'your meeting',
  conference: 'the conference',
  gym: 'the gym',
  hike: 'a hike',
  beach: 'the beach',
  concert: 'the concert',
  church: 'church',
  travel: 'travelling',
  barbecue: 'the barbecue',
  theatre: 'the theatre',
  gallery: 'the gallery',
  'casual day': 'a casual day',
  'video call': 'your video call',
};

function listJoin(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Patterned by its name ('Striped Tee', 'Floral Midi Skirt'): what 'solid colours only' rules out. */
const PATTERNED =
  /\b(strip(e|ed|es)|floral|print(ed)?|plaid|check(ed)?|tartan|gingham|polka|paisley|houndstooth|camo|leopard|zebra|graphic|logo|patterned|argyle|fair ?isle)\b/i;

/** Delicate by its fibre or finish: what 'nothing precious' rules out. */
const DELICATE = /\b(silk|satin|suede|cashmere|velvet|lace|sequin(ned|s)?|chiffon|organza|mohair)\b/i;

/** The garment nouns an item is, plus 'patterns' when its name says it is patterned and 'delicate' for a fragile fibre. */
function itemPieces(item: Pick<ClosetItem, 'name' | 'subcategory'> & { material?: string | null }): string[] {
  const text = `${item.subcategory ?? ''} ${item.name}`;
  return [...piecesNamed(text), ...(PATTERNED.test(text) ? ['patterns'] : []), ...(DELICATE.test(`${text} ${item.material ?? ''}`) ? ['delicate'] : [])];
}

function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export interface OutfitAnswerInput {
  question: ParsedQuestion;
  closet: readonly ClosetItem[];
  /** YYYY-MM-DD of the day asked about. */
  date: string;
  /** 'today', 'tomorrow', 'Saturday'... */
  dayLabel: string;
  /** The day's weather, the question's words already applied. */
  weather: Weather;
  /** The month whose typical weather stands in for a forecast not out yet ('May'); absent when the weather is a forecast. */
  typicalFor?: string | null;
  /** The user's stored events on that day: they decide when the question names no occasion. */
  calendarEvents: readonly DayEvent[];
  preferences: StyleProfile;
  wardrobe: Wardrobe;
  unit: TempUnit;
  seed: number;
  /**
   * The stored outfit of the day (its item ids), given only when the question asks for just that
   * (asksForDayOutfit): it is named instead of a new choice, so chat says what Home and the morning text say.
   */
  dayOutfit?: readonly number[];
  /**
   * The owned pieces the conversation's last answer named (the client's history is the conversation): a follow-up
   * that changes one slot keeps the rest of that outfit, whoever composed it.
   */
  kept?: readonly number[];
  /** The message as the reader wrote it out, for what a follow-up opens on. */
  message?: string;
  /** The kinds of piece the conversation says are not owned or out of use ('lent the backpack to my brother'), however finely said. */
  takenOut?: readonly string[];
  /** The kept pieces are ones the person asked about ('can I wear my boots with…'): kept where they suit, follow-up or not. */
  anchored?: boolean;
}

/** The day's stored outfit as the engine's result, or null when it is not given or a piece of it is no longer in the closet. */
function dayOutfitResult(generated: OutfitResult, closet: readonly ClosetItem[], ids: readonly number[] | undefined): OutfitResult | null {
  if (!ids || ids.length === 0) return null;
  const byId = new Map(closet.map((i) => [i.id, i]));
  const items = ids.map((id) => byId.get(id));
  if (!items.every((i): i is ClosetItem => !!i)) return null;
  return { ...generated, kind: 'outfit', items };
}

/** A follow-up that puts one piece in another's place ('what if I wear shorts instead', 'can I swap in the loafers'). */
const SWAP_ASKED = ['instead', 'swap', 'switch', 'rather', 'what if i wear/wore', 'could/can i wear', 'in place of'];

/** A change said between morning and afternoon that asks for layers ('2 degrees this morning, 9 by the afternoon'). */
const STATED_SWING_C = 5;

const FORMALITY_ORDER = ['athletic', 'outdoor', 'casual', 'smart casual', 'business casual', 'business formal', 'cocktail', 'formal', 'black tie'];

/** Words before 'boots' in a name that make them for snow or ice underfoot ('snow boots', 'duck boots', 'winter hiking boots'). */
const GROUND_BOOT_WORDS: ReadonlySet<string> = new Set(['snow', 'winter', 'duck', 'hiking', 'walking', 'rain', 'insulated', 'waterproof']);
function bootForTheGround(name: string): boolean {
  const ws = name.toLowerCase().split(/[^a-z-]+/);
  const boot = ws.findIndex((w) => w === 'boot' || w === 'boots');
  return boot > 0 && ws.slice(0, boot).some((w) => GROUND_BOOT_WORDS.has(w));
}

/** 'What should I wear to the wedding on Saturday if it rains?': the engine on the user's closet, in the stylist's voice. */
export function outfitAnswer(input: OutfitAnswerInput): ClosetAnswer {
  const { question, weather, unit } = input;
  if (question.activity) {
    const a = activityAnswer({
      activity: question.activity,
      closet: input.closet,
      weather,
      dayText: dayPhrase(input.dayLabel),
      weatherText: askedWeatherPhrase(question, weather, unit, input.typicalFor),
      avoid: question.avoid,
      name: activityName(question),
      weatherStated: question.tempC !== null || question.weather.length > 0,
      sunSaid: question.weather.includes('sun'),
      demanding: (question.activity === 'hiking' || question.activity === 'walking') && !!input.message && saysDemanding(input.message),
      // Rain, wind or snow the person says of the plan is weather they will be out in ('the wind off the water is brutal').
      outdoors: !!input.message && (saysOutdoors(input.message) || question.weather.some((w) => EXPOSED_TO.has(w))),
      dark: !!input.message && inTheDark(input.message, question.activity),
      // Only the pieces asked about are kept first: a follow-up's change of weather still re-dresses the rest (snow boots).
      kept: input.anchored ? (input.kept ?? []) : [],
      indoors: input.message ? indoorClimate(input.message) : null,
      buying: question.kind === 'shopping',
      opening:
        question.followUp && question.change
          ? (CHANGE_LEAD[question.change] ?? (question.change === 'weather' ? weatherCondition(question, unit) : null))
          : null,
    });
    const slot = question.followUp && question.change ? SLOT_CATEGORY[question.change] : undefined;
    if (slot) {
      // 'And shoes?' after an activity: only the shoes the activity's outfit chose, or what to look for.
      const piece = input.closet.find((i) => a.itemIds.includes(i.id) && slotCategory(i) === slot);
      const word = SLOT_WORD[slot]!;
      // 'What if I wear shorts instead?', or the pair named last time is out ('I lent my wellies'): the piece swaps in and the
      // rest of the outfit named last time stays, said as kept.
      const keptRest =
        piece && input.message && (says(wordsOfText(input.message), SWAP_ASKED) || question.avoid.length > 0)
          ? (input.kept ?? [])
              .map((id) => input.closet.find((i) => i.id === id))
              .filter((i): i is ClosetItem => !!i && slotCategory(i) !== slot && !(profileItem(i).onePiece && (slot === 'Tops' || slot === 'Bottoms')))
          : [];
      const text = piece
        ? keptRest.length
          ? `For ${ACTIVITY_NEEDS[question.activity].phrase}, swap in your ${piece.name} and keep your ${listJoin(keptRest.map((i) => i.name))}.`
          : `For ${word === 'shoes' ? 'shoes' : `the ${word}`}, your ${piece.name}, chosen for ${ACTIVITY_NEEDS[question.activity].phrase}.`
        : slot === 'Accessories'
          ? // 'What about a watch?' at the gym: the activity's shopping list is clothes, not an answer about a watch.
            `None of your accessories is made for ${ACTIVITY_NEEDS[question.activity].phrase}, so leave them at home, or look for one made for it.`
          : `None of your ${word === 'shoes' ? 'shoes' : (SLOT_PLURAL[word] ?? `${word}s`)} is made for ${ACTIVITY_NEEDS[question.activity].phrase}: look for ${ACTIVITY_NEEDS[question.activity].lookFor}.`;
      return { text, itemIds: piece ? [piece.id] : [], tipQuery: '', facts: a.facts };
    }
    const tipQuery = question.weather
      .map((w) => WEATHER_TIP_WORDS[w])
      .join(' ')
      .trim();
    // 'What do I throw in my bag for boxing?': the outfit, then what to carry for it.
    // Going straight on to work after it ('hot yoga b4 work then straight to the office'): the change is for the office.
    const onToWork = !!input.message && says(wordsOfText(input.message), ON_TO_WORK);
    const after = onToWork ? { said: 'work', level: FORMALITIES.indexOf('smart casual') } : input.message ? planAfter(wordsOfText(input.message)) : null;
    const carry = question.trip?.form === 'carry' ? carryLine(question.activity, input.closet, a.itemIds, weather, after) : null;
    // Ice the person states is footing for any activity ('the hill is like glass, still want my morning walk').
    const outfit = input.closet.filter((i) => a.itemIds.includes(i.id)).map(profileItem);
    const ice = iceNote(question.weather, input.closet, outfit, a.text);
    const dark = input.message ? inTheDarkNote(input.message, question.activity, input.closet, a.itemIds) : null;
    const text = [a.text, carry?.text, ice, dark].filter(Boolean).join(' ');
    return {
      text,
      itemIds: carry ? [...a.itemIds, ...carry.itemIds] : a.itemIds,
      tipQuery,
      facts: [...a.facts, `Weather: ${askedWeatherPhrase(question, weather, unit, input.typicalFor)}`],
      lacks: a.lacks,
    };
  }
  const occasion = question.occasions[0] ?? null;
  // Colours the hosts asked for ('white or light colours, not black', 'wear colour') beat the occasion's usual ones.
  const stated = input.message ? statedColours(input.message) : null;
  const dressCode = stated ? levelWithRequest(stated, occasion, question.dressCode, question.dressCodeExplicit) : question.dressCode;
  const asked = occasion !== null || dressCode !== null;
  // An event named only in the person's words ('the cabin on Sunday') is still the one asked: the calendar's other
  // events that day (a yoga class at 7) do not dress it, and with no level of its own the person's style does.
  const events: DayEvent[] = asked
    ? [{ title: occasion ?? dressCode!, said: question.occasionName, date: input.date, startTime: null, endTime: null, dressCode: dressCode ?? null }]
    : question.occasionName
      ? []
      : [...input.calendarEvents];

  // Pieces the user said no to stay out; so do pieces for the other wardrobe unless asked for.
  const avoided = new Set(question.avoid);
  // 'Can I leave the down coat at home for once?': the layer asked about stays out when the day allows it. One already ruled
  // out ('can I get away without a blazer?') is weighed by the occasion's level instead (leftOutVerdict).
  const skipRead = input.message ? skipAsked(input.message, input.closet, weather) : null;
  const skip = skipRead && !(question.followUp && itemPieces(skipRead.item).some((p) => avoided.has(p))) ? skipRead : null;
  // 'Not feeling a dress, something w pants?': one kind ruled out and another asked for in its place. Asked for legs, the outfit
  // takes no one-piece (a jumpsuit or overalls) in their place.
  const insteadBottoms = question.avoid.length > 0 && question.pieces.some((p) => !avoided.has(p) && (categoriesOfPiece(p) ?? []).includes('Bottoms'));
  const onePiece = (item: ClosetItem) => profileItem(item).onePiece || itemPieces(item).some((p) => ONE_PIECES.has(p));
  // 'Up a ladder n on my knees all day': a day of kneeling and climbing is worn in trousers where the closet has them.
  const trousersOwned = input.closet.some((i) => i.status === 'active' && slotCategory(i) === 'Bottoms' && !SKIRT.test(i.name));
  const kneels = !!input.message && trousersOwned && wearNeedsIn(wordsOfText(input.message), 'Bottoms').some((n) => n.id === 'knees');
  const skirted = (item: ClosetItem) => onePiece(item) || (slotCategory(item) === 'Bottoms' && SKIRT.test(item.name));
  // A room said to be warm ('she has the heat cranked up') takes no thermal base layer under the clothes.
  const indoors = input.message ? indoorClimate(input.message) : null;
  // 'I have to bike there': the outfit is one the person can ride to the occasion in (activity.ts rideFriendly).
  const way = input.message ? wayThere(input.message) : null;
  // A medical visit: nothing that has to come off whole, and a top that opens at the front where the closet has one (appointment.ts).
  const appointment = appointmentOf(question, input.message);
  // 'On my feet all evening', 'the reception is on grass': a thin heel stays home where a kinder pair at the level is owned.
  const levels = dressCode ? DRESS_CODE_RULES[dressCode].extra : FORMALITIES;
  // Streets flooding: a pair that drinks water stays home where one made for it is owned at the level (open in the heat).
  // Open shoes for the wet are held to the outfit's own levels: sandals to meetings are no answer to a storm.
  const wetPair = input.message
    ? wetGroundPair(input.message, input.closet, levels, weather, dressCode ? DRESS_CODE_RULES[dressCode].core : FORMALITIES)
    : null;
  const harsh = (item: ClosetItem) => slotCategory(item) === 'Shoes' && !!input.message && kinderPair(input.message, input.closet, levels, item) !== null;
  const wrongForTheGround = (item: ClosetItem) =>
    slotCategory(item) === 'Shoes' &&
    !!input.message &&
    ((wetPair !== null && !isWetGroundPair(item, wetPair.hot)) || openWhereToesMustBeCovered(input.message, input.closet, levels, item));
  // Uniform is for the job, whichever path below picks the pieces (the colours asked, a kept piece), as in the engine.
  const onDuty = dressesForWork(events, input.date);
  const usable = input.closet.filter(
    (item) =>
      !(skip?.leave && item.id === skip.item.id) &&
      (onDuty || !isWorkUniform(item)) &&
      !itemPieces(item).some((p) => avoided.has(p)) &&
      !harsh(item) &&
      !(insteadBottoms && onePiece(item)) &&
      !(kneels && skirted(item)) &&
      warmInsideAllows(indoors, item) &&
      (!way || rideFriendly(item)) &&
      appointmentAllows(item, appointment),
  );
  // The ground said decides the pair only where the engine still finds shoes among the pairs made for it.
  const forTheGround = usable.filter((i) => !wrongForTheGround(i));
  const grounded = (c: ClosetItem[]) => {
    const r = generateOutfit({ closet: c, date: input.date, events, weather, preferences: input.preferences, seed: input.seed });
    return r.kind === 'outfit' && r.items.some((i) => slotCategory(i) === 'Shoes');
  };
  const wearable = forTheGround.length < usable.length && grounded(forTheGround) ? forTheGround : usable;
  const frontOpen = chestExamined(appointment) ? wearable.filter(opensAtFront) : null;
  const allowedCloset =
    frontOpen && generateOutfit({ closet: frontOpen, date: input.date, events, weather, preferences: input.preferences, seed: input.seed }).kind === 'outfit'
      ? frontOpen
      : wearable;
  // A funeral is dressed in dark, quiet colours (a white shirt under them is traditional) wherever the closet can.
  const sombre = question.occasions[0] === 'funeral' && !stated;
  const obvious = (c: ClosetItem[]) => generateOutfit({ closet: c, date: input.date, events, weather, preferences: input.preferences, seed: input.seed });
  // 'I wear the same 3 things every week': the combination the closet gives first is the rut; the answer is the next one,
  // built without those pieces where the closet allows (a refresh), and the first is said as what it replaces.
  const generateFrom = (c: ClosetItem[]) => {
    const first = obvious(c);
    if (!question.restyle || first.kind !== 'outfit') return first;
    // Out of a rut is not into loungewear: sweatpants and gym kit stay out of the fresh combination where the closet allows.
    const dressed = c.filter((i) => !itemPieces(i).some((p) => LOUNGE_KINDS.has(p)) && profileItem(i).formality !== 'athletic');
    const freshFrom = (pool: ClosetItem[]) =>
      generateOutfit({
        closet: pool,
        date: input.date,
        events,
        weather,
        preferences: input.preferences,
        seed: input.seed,
        avoidItemIds: first.items.map((i) => i.id),
      });
    const made = (r: OutfitResult) => r.kind === 'outfit' && !r.shortOf;
    const fresh = freshFrom(dressed);
    if (made(fresh)) return fresh;
    const any = dressed.length < c.length ? freshFrom(c) : fresh;
    return made(any) ? any : first;
  };
  const quiet = stated
    ? (requestFilter(stated, allowedCloset, (c) => generateFrom(c).kind === 'outfit', isMourning(occasion)) ?? (() => true))
    : (i: ClosetItem) =>
        slotCategory(i) === 'Accessories' ||
        DARK.has(colourInfo(i.color).name) ||
        (slotCategory(i) === 'Tops' && ['white', 'ivory', 'cream'].includes(colourInfo(i.color).name));
  const quietAtLevel = sombre || stated ? generateFrom(allowedCloset.filter(quiet)) : null;
  // 'Black is required': when only dressier pieces are in the colours asked, the colours win over the level; the outfit is
  // dressed a step up in them rather than said to fall short of a casual look.
  const quietOutfit =
    stated && (quietAtLevel?.kind !== 'outfit' || quietAtLevel.shortOf) && dressCode
      ? (DRESS_CODES.slice(DRESS_CODES.indexOf(dressCode) + 1, DRESS_CODES.indexOf(dressCode) + 3)
          .map((code) =>
            generateOutfit({
              closet: allowedCloset.filter(quiet),
              date: input.date,
              events: events.map((e) => ({ ...e, dressCode: code })),
              weather,
              preferences: input.preferences,
              seed: input.seed,
            }),
          )
          .find((r) => r.kind === 'outfit' && !r.shortOf) ?? quietAtLevel)
      : quietAtLevel;
  const closet = quietOutfit?.kind === 'outfit' ? allowedCloset.filter(quiet) : allowedCloset;
  const generated = quietOutfit?.kind === 'outfit' ? quietOutfit : generateFrom(allowedCloset);
  const code = (generated.dressCode ?? 'smart casual') as DressCode;
  // A hot, dry day takes no coat unless the dress code itself needs a jacket.
  // A cool start to a hot day ('19°C at 8am, 34°C by 2pm') keeps the layer for the morning.
  // Rain in real heat (30°C and up) is met with an umbrella, not a coat: a light shell may stay, anything warmer goes.
  const sweltering = weather.maxTempC >= 30 && !coolStart(weather);
  const hotAndDry = (temperatureBand(weather.maxTempC) === 'hot' && !isRainLikely(weather) && !coolStart(weather)) || sweltering;
  const needsJacket = code === 'formal' || code === 'cocktail' || code === 'business formal';
  // The dress code in the person's words when they wrote it ('black tie', 'business casual'), else the engine's name for it.
  const rule = {
    ...DRESS_CODE_RULES[code],
    label: question.dressCodeSaid && question.dressCode === code ? question.dressCodeSaid : DRESS_CODE_RULES[code].label,
  };
  const temperatureFittedOf = (r: OutfitResult) =>
    baseLayerUnder(tailoredUnderCoat(temperatureFitted(r, closet, rule.extra, weather), closet, rule.extra, needsJacket), closet, weather, indoors !== null);
  const result: OutfitResult =
    (question.restyle ? null : dayOutfitResult(generated, closet, input.dayOutfit)) ??
    outdoorsLayered(
      temperatureFittedOf(
        windproofed(
          keptWhereStillRight(
            generated.kind === 'outfit' && hotAndDry && !needsJacket && generated.items.some((i) => slotCategory(i) !== 'Outerwear')
              ? { ...generated, items: generated.items.filter((i) => slotCategory(i) !== 'Outerwear' || (sweltering && isLightShell(i, weather))) }
              : generated,
            // A change of level re-dresses the whole outfit; a change of weather or day keeps what still suits.
            input.anchored || (question.followUp && !['less formal', 'more formal', ...Object.keys(SLOT_CATEGORY)].includes(question.change ?? ''))
              ? (input.kept ?? [])
              : [],
            closet,
            rule,
            weather,
            !!input.anchored,
            // 'And if it's raining when we leave?': only the weather changed, so the level the last answer dressed stands.
            question.followUp && question.change === 'weather',
          ),
          closet,
          rule.extra,
          weather,
          needsJacket,
        ),
      ),
      closet,
      weather,
      !!input.message && workedOutdoors(input.message),
    );

  const dayText = dayPhrase(input.dayLabel);
  // The occasion in the person's words when they said more than its name ('the pottery class', 'the minor league game').
  const occasionText = question.occasionName
    ? occasionWithArticle(question.occasionName)
    : occasion
      ? (OCCASION_PHRASE[occasion] ?? occasion)
      : dressCode
        ? `a ${dressCode} day`
        : null;
  const weatherText = askedWeatherPhrase(question, weather, unit, input.typicalFor);
  const lead = `For ${occasionText ? `${occasionText} ${dayText}` : dayText.replace(/^on /, '')} (${weatherText})`;
  const facts = [`Dress code: ${rule.label}`, `Weather: ${weatherText}`];
  const tipQuery = [occasion ?? dressCode ?? '', ...question.weather.map((w) => WEATHER_TIP_WORDS[w])].join(' ').trim();

  const sentences: string[] = [];
  // A follow-up that changes the formality or the warmth says so first, instead of restating the day.
  const changeLead = question.followUp && question.change ? CHANGE_LEAD[question.change] : undefined;
  const ifWeather = question.followUp && question.change === 'weather' ? weatherCondition(question, unit) : null;
  if (!asked && !question.occasionName && input.calendarEvents.length) {
    const deciding = [...input.calendarEvents].sort(
      (a, b) => FORMALITY_ORDER.indexOf((b.dressCode ?? '').toLowerCase()) - FORMALITY_ORDER.indexOf((a.dressCode ?? '').toLowerCase()),
    )[0]!;
    const list = listJoin(
      input.calendarEvents.map((e) => `${e.title}${e.startTime ? ` at ${clock(e.startTime)}` : ''}${e.dressCode ? ` (${e.dressCode})` : ''}`),
    );
    sentences.push(`${capital(input.dayLabel)} you have ${list}.`);
    if (deciding.dressCode) sentences.push(`Dress for ${deciding.title}: ${deciding.dressCode.toLowerCase()}.`);
  }

  if (result.kind !== 'outfit') {
    const missing = missingText(result, input, code);
    sentences.push(`${lead}, your closet can't put together ${rule.label} yet${missing.why}.`);
    sentences.push(`Look for ${lookFor(code, input.wardrobe, question.avoid)}${isRainLikely(weather) ? ', plus a trench or rain jacket' : ''}.`);
    return { text: sentences.join(' '), itemIds: [], tipQuery, facts: [...facts, 'The closet cannot dress this occasion yet'], lacks: true };
  }

  // 'It's going to be 97, still the blazer?': the weather changed, and the layer kept from the last answer is what is asked.
  if (question.followUp && question.change === 'weather' && question.pieces.some((p) => categoriesOfPiece(p)?.includes('Outerwear'))) {
    const keptItems = (input.kept ?? []).map((id) => closet.find((i) => i.id === id)).filter((i): i is ClosetItem => !!i);
    const layer = keptItems.find((i) => slotCategory(i) === 'Outerwear' && itemPieces(i).some((p) => question.pieces.includes(p)));
    const rest = keptItems.filter((i) => slotCategory(i) !== 'Outerwear');
    // A two-piece suit filed as the layer takes its trousers with it: without a bottom or a one-piece left, it stays on.
    const dressedWithout = rest.some((i) => slotCategory(i) === 'Bottoms' || profileItem(i).onePiece);
    const skip = dressedWithout && layerInHeat(question, weather, 'Outerwear', layer, rest, weatherCondition(question, unit), occasionText);
    if (skip) return { ...skip, tipQuery: '' };
  }
  // A piece tried in another's place (anchored) is answered with the whole outfit around it, not as one slot.
  // 'I don't own a blazer, is that ok?', 'is it fine without a tie?': the verdict on going without it, then the outfit.
  const leftOut = question.followUp && input.message ? pieceLeftOutAsked(input.message, question.avoid, piecesNamed(input.message)) : null;
  if (question.followUp && question.change && SLOT_CATEGORY[question.change] && !input.anchored && !leftOut) {
    return slotAnswer(question.change, result, closet, input, code);
  }
  if (result.shortOf) {
    // Nothing owned reaches the dress code: the nearest outfit from the closet, and plainly what is missing.
    const names = listJoin(result.items.map((i) => i.name));
    const closest = DRESS_CODE_RULES[result.shortOf.closest as DressCode]?.label ?? result.shortOf.closest;
    // A follow-up still opens with what it changed ('If it snows, …'), short of the dress code or not.
    const opening = changeLead
      ? `${changeLead} (${rule.label}), ${lead.charAt(0).toLowerCase()}${lead.slice(1)}`
      : ifWeather
        ? `${ifWeather}, ${lead.charAt(0).toLowerCase()}${lead.slice(1)}`
        : lead;
    if (leftOut) sentences.push(leftOutVerdict(leftOut, code, rule.label, occasionText));
    sentences.push(`${opening}, nothing you own reaches ${rule.label}; the closest is your ${names} (${closest}).`);
    const themeShort = question.followUp && input.message ? themeSaid(input.message) : null;
    if (themeShort)
      sentences.push(
        `For the ${themeShort} theme, let one piece carry it: ${/^[aeiou]/.test(themeShort) ? 'an' : 'a'} ${themeShort} piece if you have one, or a cheap find from a thrift shop.`,
      );
    sentences.push(`To be properly dressed for it, look for ${lookFor(code, input.wardrobe, question.avoid)}.`);
    const shortNote = weatherNote(question, weather, closet, result.items.map(profileItem), indoors);
    if (shortNote) sentences.push(shortNote);
    if (appointment) sentences.push(appointmentLine(appointment, result.items));
    return {
      text: sentences.join(' '),
      itemIds: result.items.map((i) => i.id),
      tipQuery,
      facts: [...facts, `Closest outfit from the closet (short of ${rule.label}): ${names}`],
      lacks: true,
    };
  }
  const profiles = result.items.map(profileItem);
  const names = listJoin(result.items.map((i) => i.name));
  // 'We go on to a cocktail bar afterwards: do I need to change anything?': what stays and what is swapped comes first.
  const asksChanges = question.followUp && question.change === null && !!input.message && says(wordsOfText(input.message), ASKS_WHAT_CHANGES);
  const before = asksChanges ? (input.kept ?? []).map((id) => input.closet.find((i) => i.id === id)).filter((i): i is ClosetItem => !!i) : [];
  const changes = before.length ? whatChangesLine(before, result.items, occasionText ?? 'it') : null;
  if (changes) sentences.push(changes);
  if (skip) sentences.push(skipVerdictText(skip, weatherText));
  sentences.push(
    leftOut
      ? `${leftOutVerdict(leftOut, code, rule.label, occasionText)} Wear your ${names}.`
      : changeLead
        ? `${changeLead} (${rule.label}), ${lead.charAt(0).toLowerCase()}${lead.slice(1)}, wear your ${names}.`
        : ifWeather
          ? `${ifWeather}, ${lead.charAt(0).toLowerCase()}${lead.slice(1)}, wear your ${names}.`
          : question.restyle
            ? restyleText(obvious(closet), result.items, lead, names)
            : `${lead}, wear your ${names}.`,
  );
  // 'Update its an ugly sweater theme lol': the plan keeps its outfit as the base, and one piece carries the theme.
  const theme = question.followUp && input.message ? themeSaid(input.message) : null;
  if (theme)
    sentences.push(
      `For the ${theme} theme, let one piece carry it: ${/^[aeiou]/.test(theme) ? 'an' : 'a'} ${theme} piece if you have one, or a cheap find from a thrift shop, with the rest of this outfit as the plain base around it.`,
    );
  const tie = tieGap(input);
  // Short of the garment the code names, the outfit is the nearest to it, not a hit.
  sentences.push(
    whyText(profiles, result, input, code, tie ? `the nearest you own to ${rule.label}` : rule.label).replace(/^It hits the nearest/, "It's the nearest"),
  );
  if (stated) sentences.push(requestKeptText(stated, result.items, listJoin));
  if (question.restyle) sentences.push(RESTYLE_IDEA);
  const gap = tie ?? gapText(profiles, input, code);
  const wetShoes = wetPair ? result.items.find((i) => isWetGroundPair(i, wetPair.hot)) : undefined;
  const note = (wetShoes ? wetGroundLine(wetShoes, wetPair!.hot) : null) ?? weatherNote(question, weather, closet, profiles, indoors);
  const ride = way ? wayThereLine(way, result.items, weather, input.closet) : null;
  if (ride) sentences.push(ride);
  if (note) sentences.push(note);
  const rainLayer = rainLayerToCarry(result.items, closet, weather, question);
  if (rainLayer) sentences.push(rainLayer);
  // A look is finished with what the person owns to carry and wear with it; said after the weather's say, so a long answer
  // drops it first.
  const finish = !question.followUp && !input.anchored ? finishingTouches(result.items, closet, rule, occasion) : null;
  if (finish) sentences.push(finish);
  if (appointment) sentences.push(appointmentLine(appointment, result.items));
  if (gap) sentences.push(gap);
  return {
    text: sentences.join(' '),
    itemIds: result.items.map((i) => i.id),
    tipQuery,
    facts: [...facts, `Outfit from the closet: ${names}`],
    lacks: gap !== null,
  };
}

/**
 * Rain said by the person ('it's bucketing down'), and nothing in the outfit keeps it off (a hot day leaves the coat home):
 * the rain layer they own, or an umbrella, comes along for the way there.
 */
function rainLayerToCarry(items: readonly ClosetItem[], closet: readonly ClosetItem[], weather: Weather, question: ParsedQuestion): string | null {
  if (!question.weather.includes('rain') || !isRainLikely(weather) || items.some((i) => profileItem(i).rainwear)) return null;
  const layer = closet.find((i) => i.status === 'active' && slotCategory(i) === 'Outerwear' && profileItem(i).rainwear);
  return layer ? `For the rain on the way, take your ${layer.name} or an umbrella.` : null;
}

/** What a fresh outfit from the same closet rests on, said once after it: the answer to a rut, not a stock closing line. */
const RESTYLE_IDEA =
  'The idea: pair pieces you rarely put together, tuck or belt the top so the outfit has shape, and let one piece of colour or texture lead.';

/** The outfit sentence of a rut: the obvious combination's main pieces the new one leaves out, then the new one. */
function restyleText(first: OutfitResult, items: readonly ClosetItem[], lead: string, names: string): string {
  const main = (i: ClosetItem) => ['Tops', 'Bottoms'].includes(slotCategory(i)) || profileItem(i).onePiece;
  const left = first.kind === 'outfit' ? first.items.filter((i) => main(i) && !items.includes(i)) : [];
  return left.length ? `${lead}, skip the obvious ${listJoin(left.map((i) => i.name))} and try your ${names}.` : `${lead}, wear your ${names}.`;
}

/** Accessories that finish a look rather than answer the weather or a sport. */
const FINISHING =
  /\b(earrings?|hoops?|studs|necklace|pendant|chain|bracelet|bangles?|cuff|watch|brooch|pearls?|jhumkas?|bag|tote|clutch|crossbody|satchel|purse|handbag|backpack|scarf|silk scarf|pocket square|headwrap|head wrap|gele|fedora|belt)\b/i;
/** Accessories kept for the weather or a job: the weather notes and the uniform's own answers name them. */
const NOT_A_FINISH =
  /\b(beanie|toque|gloves?|mittens?|umbrella|sunglasses|sun ?hat|cap|reflector|lanyard|badge|safety|hi-?vis|apron|socks?|tights|wool scarf)\b/i;

/** Bags made for a sport or a job ('chalk bag', 'gym bag', 'camera bag'): carried for that, not to finish a look. */
const KIT_BAG = /\b(chalk|gym|duffel|duffle|kit|dry|swim|beach|camera|nappy|diaper|tool|cooler|laptop)\b/i;

/** Up to two owned accessories that suit the look's level and colours: a bag and a piece of jewellery, say. */
function finishingTouches(
  items: readonly ClosetItem[],
  closet: readonly ClosetItem[],
  rule: { core: readonly string[] },
  occasion: string | null,
): string | null {
  if (occasion && /^(gym|hiking|running|swimming|beach)$/.test(occasion)) return null;
  if (items.some((i) => slotCategory(i) === 'Accessories')) return null;
  const colours = items.map((i) => colourInfo(i.color));
  const fits = closet
    .filter((i) => i.status === 'active' && slotCategory(i) === 'Accessories' && FINISHING.test(i.name) && !NOT_A_FINISH.test(i.name))
    .filter((i) => rule.core.includes(profileItem(i).formality) && !isWorkUniform(i) && !KIT_BAG.test(i.name))
    .map((i) => ({ i, s: colours.reduce((n, c) => n + harmonyScore(colourInfo(i.color), c), 0) / Math.max(1, colours.length) }))
    .filter((x) => x.s >= 0)
    .sort((a, b) => b.s - a.s || a.i.timesWorn - b.i.timesWorn || a.i.id - b.i.id);
  const picked: ClosetItem[] = [];
  const kindOf = (i: ClosetItem) => (/\b(bag|tote|clutch|crossbody|satchel|purse|handbag|backpack)\b/i.test(i.name) ? 'bag' : 'jewel');
  for (const x of fits) if (!picked.some((p) => kindOf(p) === kindOf(x.i)) && picked.length < 2) picked.push(x.i);
  return picked.length ? `Finish it with your ${listJoin(picked.map((i) => i.name))}.` : null;
}

/** Weather said of an activity that puts the person out in it. */
const EXPOSED_TO: ReadonlySet<WeatherWord> = new Set(['rain', 'wind', 'snow', 'ice']);

/** Tailoring and knits let the wind through: on a windy day the layer is a coat or shell, when one suits the dress code. */
const NOT_WINDPROOF = /\b(blazer|suit jacket|sport ?coat|cardigan|waistcoat|vest|knit)\b/i;
/**
 * A follow-up changes only what it names (issue 38.4): the pieces the last answer named stay in the outfit wherever
 * they still suit the changed request (its level, and the rain), and the engine's choice fills only the slots they
 * no longer can. A kept layer gives way to the engine's when the weather now needs rainwear or warmth it lacks.
 * Pieces the person chose themselves (`chosen`: 'can I wear my midi dress to brunch?') may sit one step dressier.
 */
function keptWhereStillRight(
  result: OutfitResult,
  keptIds: readonly number[],
  closet: readonly ClosetItem[],
  rule: { core: readonly string[]; extra: readonly string[]; target?: string },
  weather: Weather,
  chosen: boolean,
  levelStands = false,
): OutfitResult {
  if (result.kind !== 'outfit' || keptIds.length === 0) return result;
  // Rain on a wedding day is met with an umbrella and rain-proof shoes, not by changing out of the silk: at a dressy level
  // the clothes stay and only the shoes give way to the wet. At any level a piece under the coat (the velvet dress of a
  // night at the opera) stays: 'and if it's raining when we leave?' changes the coat and the shoes, not the look.
  const dressy = rule.target === 'formal' || rule.target === 'business';
  const covered = (slot: string) => slot !== 'shoes' && slot !== 'outerwear' && slot !== 'accessory';
  const wet = isRainLikely(weather);
  const cold = ['cold', 'freezing'].includes(temperatureBand(weather.maxTempC));
  let items = [...result.items];
  const placed = new Set<number>();
  for (const id of keptIds) {
    const kept = closet.find((i) => i.id === id);
    if (!kept || items.some((i) => i.id === id)) continue;
    const p = profileItem(kept);
    const slot = slotOf(p);
    const allowed = slot === 'outerwear' || slot === 'accessory' ? rule.extra : rule.core;
    // A piece the person chose may sit one step dressier than the day asks (a midi dress at a casual brunch), never below it.
    const dressiest = Math.max(...allowed.map((f) => FORMALITIES.indexOf(f as (typeof FORMALITIES)[number])));
    const fits = levelStands || allowed.includes(p.formality) || (chosen && FORMALITIES.indexOf(p.formality) === dressiest + 1);
    // The new weather sends back what it no longer suits: sandals in the rain, a light coat near freezing.
    // Shorts and sandals kept from a warmer answer go once the day said is cool ('wat if its 13 n blowin a gale instead').
    const bareInCool = temperatureBand(weather.maxTempC) === 'cool' && bareInTheWet(p);
    const spoilt = (wet && (p.rainSensitive || bareInTheWet(p)) && !(dressy && slot !== 'shoes') && !(covered(slot) && !bareInTheWet(p))) || bareInCool;
    if (!fits || spoilt || temperaturePenalty(p, weather.maxTempC, wet) > 0) continue;
    // A suit jacket or blazer kept is worn under a coat, not instead of it: it meets only another tailored piece. A coat kept
    // replaces the layer the engine chose, whatever its kind (no blazer the last answer never named under the chore coat).
    const sameLayer = (o: ItemProfile) =>
      slotOf(o) === slot && (slot !== 'outerwear' || o.tailored === p.tailored || (!p.tailored && !keptIds.includes(o.item.id)));
    const rival = items.map(profileItem).find(sameLayer);
    // In the heat the engine leaves the layer out unless the dress code needs one: a coat kept from a colder answer goes too.
    if (slot === 'outerwear' && !rival && temperatureBand(weather.maxTempC) === 'hot') continue;
    if (slot === 'outerwear' && rival && ((wet && rival.rainwear && !p.rainwear) || (cold && rival.warmth === 'warm' && p.warmth !== 'warm'))) continue;
    const clashes = (o: ItemProfile) =>
      sameLayer(o) || (slot === 'one-piece' && ['top', 'bottom'].includes(slotOf(o))) || (['top', 'bottom'].includes(slot) && slotOf(o) === 'one-piece');
    // Kept pieces come most wanted first: a later one (the shirt of the last answer) never displaces an earlier one (the dress tried in).
    if (items.some((i) => placed.has(i.id) && clashes(profileItem(i)))) continue;
    // A kept top or bottom displaces a one-piece only with its other half kept too: never a top with nothing below it.
    const half = slot === 'top' ? 'bottom' : slot === 'bottom' ? 'top' : null;
    const otherHalfKept = () => keptIds.some((k) => k !== id && closet.some((i) => i.id === k && slotOf(profileItem(i)) === half));
    if (half && items.some((i) => slotOf(profileItem(i)) === 'one-piece') && !otherHalfKept()) continue;
    placed.add(kept.id);
    items = [...items.filter((i) => !clashes(profileItem(i))), kept];
  }
  // Tights and stockings go under a skirt or a dress: kept from a dress answer, they leave with the dress ('trousers instead?').
  const legs = items.some((i) => /\b(skirt|dress|kilt)\b/i.test(i.name) || profileItem(i).onePiece);
  if (!legs) items = items.filter((i) => !UNDER_A_SKIRT.test(i.name));
  return { ...result, items };
}

/** Accessories worn for the look, not for warmth or rain: one taken out is left off, not replaced (a lost toque is). */
// prettier-ignore
const OPTIONAL_ACCESSORIES: ReadonlySet<string> = new Set(['tie', 'bow tie', 'belt', 'necklace', 'earrings', 'bracelet', 'watch', 'pocket square', 'brooch',
  'cufflinks', 'ring', 'rings', 'jewelry', 'jewellery', 'pin', 'tie clip']);
/** Accessories a dress code cannot do without: elsewhere one taken out is left off, not replaced. */
const REQUIRED_AT: Readonly<Record<string, readonly DressCode[]>> = {
  tie: ['business formal', 'formal'],
  'bow tie': ['formal'],
};

/** Legwear worn only under a skirt or a dress. */
/** A layer light enough for the heat (a packable shell, a windbreaker), which a hot wet day keeps. */
function isLightShell(item: ClosetItem, weather: Weather): boolean {
  const p = profileItem(item);
  return p.warmth === 'light' && (p.rainwear || isRainLikely(weather));
}

const UNDER_A_SKIRT = /\b(tights|stockings|pantyhose|hosiery)\b/i;
const SKIRT = /\b(skirt|kilt)\b/i;

/**
 * Tights gone from a look with a dress or skirt: the dress or skirt gives way to owned trousers at the level (and a top, for a
 * dress), the rest of the look kept. Null when the look bares no legs or no trousers at the level are owned.
 */
function legsCoveredOtherwise(
  kept: readonly ClosetItem[],
  closet: readonly ClosetItem[],
  levels: readonly string[],
  forWhat: string | null,
  plural: boolean,
): ClosetAnswer | null {
  const legs = kept.find((i) => profileItem(i).onePiece || SKIRT.test(i.name));
  if (!legs) return null;
  const active = closet.filter((i) => i.status === 'active' && !kept.includes(i));
  const atLevel = (i: ClosetItem) => levels.includes(profileItem(i).formality);
  const trousers = active.find((i) => slotCategory(i) === 'Bottoms' && !SKIRT.test(i.name) && !UNDER_A_SKIRT.test(i.name) && atLevel(i));
  // With no top at the level, the dressiest one owned: a dress swapped for trousers needs something above them.
  const tops = active.filter((i) => slotCategory(i) === 'Tops' && !profileItem(i).onePiece && profileItem(i).formality !== 'athletic');
  const dressiest = [...tops].sort((a, b) => profileItem(b).formalityLevel - profileItem(a).formalityLevel || a.id - b.id)[0];
  const top = profileItem(legs).onePiece ? (tops.find(atLevel) ?? dressiest) : undefined;
  if (!trousers || (profileItem(legs).onePiece && !top)) return null;
  const rest = kept.filter((i) => i !== legs && !UNDER_A_SKIRT.test(i.name) && slotCategory(i) !== 'Accessories');
  const into = top ? `your ${top.name} and ${trousers.name}` : `your ${trousers.name}`;
  return {
    text: `Without ${plural ? 'them' : 'it'}, swap your ${legs.name} for ${into}${forWhat ? ` for ${forWhat}` : ''}${rest.length ? `, and keep your ${listJoin(rest.map((i) => i.name))}` : ''}: trousers keep your legs warm and still look finished.`,
    itemIds: [...(top ? [top.id] : []), trousers.id, ...rest.map((i) => i.id)],
    tipQuery: '',
    facts: [`Follow-up: tights out of use; ${legs.name} swapped for trousers`],
  };
}

/** Thermals worn under everything: what 'layering' means at -10 °C and below. */
const BASE_LAYER = /\b(base ?layers?|thermals?|long johns|long underwear)\b/i;

/**
 * In deep cold (a high of -10 °C or below) an owned base layer goes under the outfit: the engine dresses the visible
 * layers, and thermals are what make an hour outside at -30 bearable. Not when the day is spent somewhere said to be warm.
 */
function baseLayerUnder(result: OutfitResult, closet: readonly ClosetItem[], weather: Weather, warmInside: boolean): OutfitResult {
  if (result.kind !== 'outfit' || warmInside || !deepCold(weather.maxTempC)) return result;
  const base = closet.filter((i) => i.status === 'active' && BASE_LAYER.test(`${i.subcategory ?? ''} ${i.name}`) && !result.items.includes(i));
  const missing = base.filter((i) => !result.items.some((o) => slotCategory(o) === slotCategory(i) && BASE_LAYER.test(o.name)));
  return missing.length ? { ...result, items: [...missing.slice(0, 2), ...result.items] } : result;
}

function windproofed(result: OutfitResult, closet: readonly ClosetItem[], allowed: readonly string[], weather: Weather, keepJacket: boolean): OutfitResult {
  if (result.kind !== 'outfit' || !isWindy(weather) || temperatureBand(weather.maxTempC) === 'hot') return result;
  // Tailoring (a suit, a blazer) is part of the look, however it is filed: never the layer against the wind.
  const windproof = (i: ClosetItem) => !profileItem(i).tailored && !NOT_WINDPROOF.test(`${i.subcategory ?? ''} ${i.name}`);
  const layer = result.items.find((i) => slotCategory(i) === 'Outerwear');
  if (layer && windproof(layer)) return result;
  const shell = closet
    .filter((i) => i.status === 'active' && slotCategory(i) === 'Outerwear' && windproof(i))
    .map(profileItem)
    .filter((p) => allowed.includes(p.formality))
    .sort((a, b) => a.item.timesWorn - b.item.timesWorn || a.item.id - b.item.id)[0]?.item;
  if (!shell) return result;
  // A suit or cocktail look keeps its jacket under the coat.
  return { ...result, items: [...result.items.filter((i) => keepJacket || i !== layer), shell] };
}

/** Hours out of doors said of the plan ('a site visit all afternoon', 'working outside'). */
const OUTDOOR_WORK = /\b(site visits?|on site|on-site|onsite|in the field|market stall|outside all|outdoors all)\b/i;
const workedOutdoors = (message: string) => saysOutdoors(message) || OUTDOOR_WORK.test(message);

/**
 * Hours out of doors on a wet or cold day: the layer is the one the weather needs (a waxed jacket or shell in the wet,
 * the warmest coat in the cold), whatever the plan's level, since nobody stands on a site in sleet in a wool wrap coat.
 */
function outdoorsLayered(result: OutfitResult, closet: readonly ClosetItem[], weather: Weather, outdoors: boolean): OutfitResult {
  const wet = isRainLikely(weather);
  const cold = ['cold', 'freezing'].includes(temperatureBand(weather.maxTempC));
  if (result.kind !== 'outfit' || !outdoors || (!wet && !cold)) return result;
  // Tailoring worn under the coat (a suit jacket) is part of the look, not the layer against the weather.
  const layer = result.items.find((i) => slotCategory(i) === 'Outerwear' && !profileItem(i).tailored);
  const warmth = (p: ItemProfile) => ({ light: 0, medium: 1, warm: 2 })[p.warmth] ?? 0;
  // Warmth counts double in the cold; in the wet, rainwear counts and wool, which soaks through, counts against.
  const score = (p: ItemProfile) => (cold ? warmth(p) * 2 : 0) + (wet ? (p.rainwear ? 2 : /\bwool\b/i.test(p.item.name) || p.rainSensitive ? -1 : 0) : 0);
  const best = closet
    .filter((i) => i.status === 'active' && slotCategory(i) === 'Outerwear')
    .map(profileItem)
    .filter((p) => !p.tailored)
    .sort((a, b) => score(b) - score(a) || warmth(b) - warmth(a) || a.item.timesWorn - b.item.timesWorn || a.item.id - b.item.id)[0];
  const held = layer ? profileItem(layer) : null;
  if (!best || result.items.includes(best.item) || (held && (score(held) > score(best) || (score(held) === score(best) && warmth(held) >= warmth(best)))))
    return result;
  return { ...result, items: [...result.items.filter((i) => i !== layer), best.item] };
}

/**
 * A dress code that calls for a jacket (formal, cocktail, business formal) keeps it on a cold day:
 * the coat goes over the suit jacket or blazer and comes off at the door. The engine's outfit holds
 * one layer, so the tailored one the closet has at this level is added under the coat.
 */
function tailoredUnderCoat(result: OutfitResult, closet: readonly ClosetItem[], allowed: readonly string[], needsJacket: boolean): OutfitResult {
  if (!needsJacket || result.kind !== 'outfit' || result.items.some((i) => profileItem(i).onePiece)) return result;
  const profiles = result.items.map(profileItem);
  const coat = profiles.find((p) => slotCategory(p.item) === 'Outerwear' && !p.tailored);
  if (!coat || profiles.some((p) => p.tailored)) return result;
  const taken = new Set(result.items.map((i) => i.id));
  const jacket = closet
    .filter((i) => i.status === 'active' && !taken.has(i.id))
    .map(profileItem)
    .filter((p) => p.tailored && allowed.includes(p.formality))
    // A suit's own jacket first, then the dressiest blazer; the least worn among equals.
    .sort(
      (a, b) =>
        Number(/\bsuit\b/i.test(b.item.name)) - Number(/\bsuit\b/i.test(a.item.name)) ||
        b.formalityLevel - a.formalityLevel ||
        a.item.timesWorn - b.item.timesWorn ||
        a.item.id - b.item.id,
    )[0];
  if (!jacket) return result;
  const at = result.items.indexOf(coat.item);
  return { ...result, items: [...result.items.slice(0, at), jacket.item, ...result.items.slice(at)] };
}

/** Heavy by nature whatever the warmth field says: wool, knits that cover the neck, boots. */
const HEAVY = /\b(wool|woollen|merino|cashmere|tweed|flannel|corduroy|fleece|turtleneck|roll ?neck|boots?|booties|overcoat|parka|puffer)\b/i;
/** Open or thin shoes that leave feet cold and wet in the freezing. */
const THIN_SHOES = /\b(sandals?|slides|flip-?flops|espadrilles|heels|pumps|loafers|ballet flats|flats|canvas)\b/i;

/**
 * The stated or forecast temperature decides within the dress code: on a hot day a wool trouser,
 * a turtleneck or boots give way to the lightest owned piece of the same kind; on a freezing one,
 * thin shoes give way to boots and a light coat to the warmest. Only what the closet holds at the
 * day's level is used; with nothing better the engine's piece stays.
 */
function temperatureFitted(result: OutfitResult, closet: readonly ClosetItem[], allowed: readonly string[], weather: Weather): OutfitResult {
  if (result.kind !== 'outfit') return result;
  const band = temperatureBand(weather.maxTempC);
  const hot = band === 'hot';
  const freezing = band === 'freezing' || (band === 'cold' && weather.maxTempC <= 2);
  if (!hot && !freezing) return result;
  const wet = isRainLikely(weather);
  const text = (i: ClosetItem) => `${i.subcategory ?? ''} ${i.name} ${i.material ?? ''}`;
  const heavy = (p: ItemProfile) => p.warmth === 'warm' || HEAVY.test(text(p.item));
  const taken = new Set(result.items.map((i) => i.id));
  const options = (i: ClosetItem) =>
    closet
      .filter((o) => o.status === 'active' && !taken.has(o.id) && slotCategory(o) === slotCategory(i))
      .map(profileItem)
      .filter((p) => allowed.includes(p.formality) && !(wet && p.rainSensitive) && p.onePiece === profileItem(i).onePiece)
      // Half a suit is no swap for a separate.
      .filter((p) => !/\bsuit\b/i.test(text(p.item)) || /\bsuit\b/i.test(text(i)));
  const items = result.items.map((i) => {
    const p = profileItem(i);
    let better: ItemProfile | undefined;
    if (hot && /\b(jeans|denim)\b/i.test(text(i)) && !heavy(p)) {
      // Denim is fine in the heat, but linen or light cotton at the same level is better when owned.
      better = options(i).filter((o) => o.warmth === 'light' && !heavy(o))[0];
    } else if (hot && heavy(p) && slotCategory(i) !== 'Outerwear') {
      better = options(i)
        .filter((o) => !heavy(o))
        .sort(
          (a, b) =>
            Number(b.warmth === 'light') - Number(a.warmth === 'light') ||
            Math.abs(a.formalityLevel - p.formalityLevel) - Math.abs(b.formalityLevel - p.formalityLevel),
        )[0];
    } else if (freezing && slotCategory(i) === 'Shoes' && (THIN_SHOES.test(text(i)) || p.rainSensitive)) {
      better = options(i).filter((o) => /\bboots?\b|booties/i.test(text(o.item)) && !o.rainSensitive)[0];
    } else if (freezing && slotCategory(i) === 'Outerwear' && p.warmth !== 'warm' && !/\b(blazer|suit)\b/i.test(text(i))) {
      // A warm coat before a warm jacket (issue 40.1: the coat is the outer layer in the cold).
      better = options(i)
        .filter((o) => o.warmth === 'warm' || /\b(wool|overcoat|parka|puffer|down)\b/i.test(text(o.item)))
        .sort((a, b) => Number(isCoat(b.item)) - Number(isCoat(a.item)))[0];
    }
    if (!better) return i;
    taken.add(better.item.id);
    return better.item;
  });
  return { ...result, items };
}

/** The closet category a follow-up slot names ('and shoes?' → Shoes). */
const SLOT_CATEGORY: Partial<Record<NonNullable<ParsedQuestion['change']>, Category>> = {
  shoes: 'Shoes',
  outerwear: 'Outerwear',
  top: 'Tops',
  bottom: 'Bottoms',
  accessories: 'Accessories',
};

const CHANGE_LEAD: Partial<Record<NonNullable<ParsedQuestion['change']>, string>> = {
  'less formal': 'A step more relaxed',
  'more formal': 'A step dressier',
  warmer: 'To stay warmer',
  cooler: 'To keep cooler',
};

const SLOT_WORD: Record<string, string> = { Shoes: 'shoes', Outerwear: 'layer', Tops: 'top', Bottoms: 'bottoms', Accessories: 'accessory' };
const SLOT_PLURAL: Record<string, string> = { layer: 'layers', top: 'tops', accessory: 'accessories', bottoms: 'bottoms', shoes: 'shoes' };
/** The piece a follow-up opens on: 'what about a bag?', 'and the boots?'; undefined for a slot word ('what about shoes?'). */
function openingPiece(message: string): string | undefined {
  const ws = message
    .toLowerCase()
    .split(/[^a-z'-]+/)
    .filter(Boolean);
  let at = ws[0] === 'and' || ws[0] === 'or' || ws[0] === 'maybe' || ws[0] === 'any' ? 1 : ws[1] === 'about' ? 2 : -1;
  if (at < 0) return undefined;
  if (['a', 'an', 'the', 'my', 'some'].includes(ws[at] ?? '')) at++;
  return piecesNamed(ws.slice(at, at + 2).join(' ')).find((piece) => !GENERIC_SLOT_WORDS.has(piece));
}

/** Words that name a whole slot rather than one kind of piece in it. */
const GENERIC_SLOT_WORDS = new Set(['shoes', 'top', 'accessories', 'jacket']);

/** 'And shoes?': only the piece asked about, from the same outfit, or the best owned one at its level; never the whole outfit again. */
/** The closet without its one-pieces (dresses, jumpsuits). */
function separatesOf(closet: readonly ClosetItem[]): ClosetItem[] {
  return closet.filter((i) => !profileItem(i).onePiece);
}

function slotAnswer(
  change: NonNullable<ParsedQuestion['change']>,
  result: OutfitResult,
  closet: readonly ClosetItem[],
  input: OutfitAnswerInput,
  code: DressCode,
): ClosetAnswer {
  const category = SLOT_CATEGORY[change]!;
  // A top or a bottom swapped in beside the rest is a separate: a dress or jumpsuit would take both places.
  const separates = category === 'Tops' || category === 'Bottoms' ? separatesOf(closet) : closet;
  const rule = DRESS_CODE_RULES[code];
  const wet = isRainLikely(input.weather);
  const coldDay = ['cold', 'freezing'].includes(temperatureBand(input.weather.maxTempC));
  // The piece the conversation already has in that slot, while it still suits the weather now said.
  const stillRight = (i: ClosetItem) => {
    const p = profileItem(i);
    return !(wet && p.rainSensitive) && !(category === 'Outerwear' && ((coldDay && p.warmth !== 'warm') || (wet && !p.rainwear && p.tailored)));
  };
  // A piece of this slot ruled out ('spilled coffee on the blouse, what else?') asks for another: not one the outfit already wears.
  const gone = goneOfSlot(input, category);
  const swapping = gone.length > 0;
  // The engine's pick for the slot, built around the rest, comes first.
  const worn = new Set(swapping ? (input.kept ?? []) : []);
  const inOutfit =
    (swapping ? undefined : (input.kept ?? []).map((id) => closet.find((i) => i.id === id)).find((i) => i && slotCategory(i) === category && stillRight(i))) ??
    (result.kind === 'outfit' ? result.items.find((i) => slotCategory(i) === category && !worn.has(i.id) && separates.includes(i)) : undefined);
  const allowed = category === 'Outerwear' || category === 'Accessories' ? rule.extra : rule.core;
  // 'What about a bag?' asks for a bag, not whatever accessory the outfit has: the piece named decides within the slot.
  // Only the piece the follow-up opens on ('what about a bag?'), not one it mentions in passing ('…, I wore the blouse').
  // A kind of accessory taken out ('lent the backpack to my brother') is the kind asked for, as 'what about a bag?' would be.
  const opening = openingPiece(input.message ?? '');
  // 'Wat jewellery w that?': the kind of accessory asked is the one named anywhere in the question, not only at its opening.
  const askedKind = category === 'Accessories' ? input.question.pieces.find((p) => categoryOfGarment(p) === 'Accessories') : undefined;
  const named = opening ?? (category === 'Accessories' ? (gone[0] ?? askedKind) : undefined);
  const isNamed = (i: ClosetItem) =>
    !named || (named === 'jewellery' && i.category === 'Jewellery') || itemPieces(i).some((p) => p === named || (named === 'coat' && /coat$/.test(p)));
  // 'What if I wear the league shirt instead?': an owned piece of the slot named by its own name, not ruled out, is the pick.
  // 'What if' proposes the piece; another 'if' makes it a case ('what shoes if the boots are too hot?').
  const proposes = !!input.message && says(wordsOfText(input.message), ['what/wat/wht if']);
  // A piece the outfit already wears, named again, is the one questioned ('the loafers are suede and it rained'); so is one
  // said as worn before ('I wore the silk blouse last week').
  const inKept = new Set(input.kept ?? []);
  const wornBefore = (at: number) =>
    /\b(wore|worn|had on)\s+(?:\S+\s+){0,3}$/i.test(
      wordsOfText(input.message ?? '')
        .slice(0, at)
        .join(' ') + ' ',
    );
  const saidByName = input.message
    ? itemsReferredTo(input.message, separates).find(
        (r) =>
          !r.negated &&
          (!r.supposed || proposes) &&
          !inKept.has(r.item.id) &&
          !wornBefore(r.at) &&
          slotCategory(r.item) === category &&
          r.item.status === 'active' &&
          !itemPieces(r.item).some((p) => gone.includes(p)),
      )?.item
    : undefined;
  const picked =
    saidByName ??
    // A piece taken out is replaced from one step around the level too: for a casual lunch, linen trousers before gym leggings.
    (swapping ? swappedIn(category, inOutfit, separates, input, [...new Set([...allowed, ...rule.extra])], wet, worn) : undefined) ??
    (inOutfit && isNamed(inOutfit) ? inOutfit : undefined) ??
    separates
      .filter((i) => i.status === 'active' && slotCategory(i) === category && isNamed(i) && !worn.has(i.id))
      .map(profileItem)
      .filter((p) => allowed.includes(p.formality) && !(wet && p.rainSensitive))
      .sort((a, b) => a.item.timesWorn - b.item.timesWorn || a.item.id - b.item.id)[0]?.item;
  // 'What about shoes? The reception is on grass': what is said of the feet or the ground beats the pair's level alone.
  const kinder = category === 'Shoes' && input.message ? kinderPair(input.message, closet, rule.extra, picked ?? inOutfit) : null;
  const owned = kinder?.item ?? picked;
  // 'For the bag instead', not 'the accessory': an accessory asked for or taken out by its kind is said by that kind.
  const word = category === 'Accessories' && named ? named : SLOT_WORD[category]!;
  // The rest of the outfit the conversation is about: the pieces its last answer named, else the engine's same outfit.
  const keptItems = (input.kept ?? []).map((id) => closet.find((i) => i.id === id)).filter((i): i is ClosetItem => !!i);
  // A top or a bottom asked for replaces a dress, and tights leave with it unless the new piece is a skirt.
  const separatesAsked = category === 'Tops' || category === 'Bottoms';
  const skirtIn = !!owned && /\b(skirt|kilt)\b/i.test(owned.name);
  const rest = (keptItems.length ? keptItems : result.kind === 'outfit' ? result.items : [])
    .filter((i) => slotCategory(i) !== category)
    .filter((i) => !(separatesAsked && profileItem(i).onePiece))
    .filter((i) => !(category === 'Bottoms' && !skirtIn && UNDER_A_SKIRT.test(i.name)));
  const withRest = rest.length ? ` with your ${listJoin(rest.slice(0, 3).map((i) => i.name))}` : '';
  // 'What if it's 100 degrees, still the blazer?': the verdict asked for, for the occasion.
  const q = input.question;
  const forWhat = q.occasionName || q.occasions[0] ? occasionWithArticle(q.occasionName ?? q.occasions[0]!) : null;
  const skip = layerInHeat(q, input.weather, category, owned ?? inOutfit, rest, weatherCondition(q, input.unit), forWhat);
  if (skip) return { ...skip, tipQuery: '' };
  // 'What about a bag?' for a wedding with only a canvas crossbody: it is owned, just not at this level; say so, never 'you don't own one'.
  const ownedOffLevel =
    !owned && named ? closet.find((i) => i.status === 'active' && slotCategory(i) === category && isNamed(i) && !worn.has(i.id)) : undefined;
  if (ownedOffLevel && named) {
    const level = profileItem(ownedOffLevel).formalityLevel;
    const casualer = level < FORMALITIES.indexOf(rule.target);
    return {
      text: `Your ${ownedOffLevel.name} is ${casualer ? 'more casual' : 'dressier'} than ${rule.label}, so for this one look for ${isPluralName(named) ? '' : /^[aeiou]/.test(named) ? 'an ' : 'a '}${casualer ? 'dressier' : 'simpler'} ${named}${withRest ? `${withRest.replace(/^ with/, ' to go with')}` : ''}; if it's the one you have, keep it small and plain so the rest leads.`,
      itemIds: [ownedOffLevel.id],
      tipQuery: '',
      facts: [`Follow-up: ${named}: ${ownedOffLevel.name} is owned but not at ${rule.label}`],
    };
  }
  if (!owned && opening) {
    // 'What about a leather jacket? I don't have one': the one owned piece that does its job, and the piece to look for.
    // Another kind of accessory does not stand in for the one asked about (a tie is not a bag).
    const instead = closet
      .filter((i) => i.status === 'active' && slotCategory(i) === category && category !== 'Accessories')
      .map(profileItem)
      .filter((p) => allowed.includes(p.formality) && !(wet && p.rainSensitive))
      .sort((a, b) => a.item.timesWorn - b.item.timesWorn || a.item.id - b.item.id)[0]?.item;
    const article = /^[aeiou]/.test(opening) ? 'an' : 'a';
    const piece = isPluralName(opening) ? opening : `${article} ${opening}`;
    return {
      text: `You don't own ${piece} yet, so it's worth looking for one that suits ${rule.label}.${instead ? ` Until then, your ${instead.name} takes its place${withRest}.` : ''}`,
      itemIds: instead ? [instead.id] : [],
      tipQuery: '',
      facts: [`Follow-up: ${opening} not owned`],
      lacks: true,
    };
  }
  // 'I gave that tie to my son. Anything else?': an accessory the level does not require is simply left off; the rest stands.
  const goneKind = gone[0];
  if (!owned && goneKind && OPTIONAL_ACCESSORIES.has(goneKind) && !REQUIRED_AT[goneKind]?.includes(code) && rest.length) {
    const plural = isPluralName(goneKind);
    return {
      text: `The look works without ${plural ? 'them' : 'it'}${forWhat ? ` for ${forWhat}` : ''}: keep your ${listJoin(rest.slice(0, 4).map((i) => i.name))}${goneKind === 'tie' ? ', with the collar open' : ''}.`,
      itemIds: rest.slice(0, 4).map((i) => i.id),
      tipQuery: '',
      facts: [`Follow-up: ${goneKind} out of use; not needed at ${rule.label}`],
    };
  }
  // 'Just laddered my only tights': legs that were covered under a dress or skirt are covered by trousers instead, at the level.
  if (!owned && goneKind && UNDER_A_SKIRT.test(goneKind)) {
    const swap = legsCoveredOtherwise(keptItems, closet, rule.core, forWhat, isPluralName(goneKind));
    if (swap) return swap;
  }
  // 'Lost the toque, what now?' when every other piece of its place is already worn: those stay, and the lost one is replaced.
  if (!owned && goneKind) {
    const still = keptItems.filter((i) => slotCategory(i) === category && !itemPieces(i).includes(goneKind));
    const plural = isPluralName(goneKind);
    const one = plural ? goneKind : `${/^[aeiou]/.test(goneKind) ? 'an' : 'a'} ${goneKind}`;
    return {
      text: `Nothing else you own takes the ${goneKind}${plural ? "'" : "'s"} place${still.length ? `, so keep your ${listJoin(still.map((i) => i.name))} on` : ''}${forWhat ? ` for ${forWhat}` : ''}, and replace ${plural ? 'them' : 'it'}: look for ${one} that ${plural ? 'suit' : 'suits'} ${rule.label}.`,
      itemIds: still.map((i) => i.id),
      tipQuery: '',
      facts: [`Follow-up: ${goneKind} out of use; nothing owned takes its place`],
      lacks: true,
    };
  }
  if (!owned) {
    const look =
      category === 'Shoes'
        ? ({ athletic: 'training shoes', casual: 'clean sneakers' }[code as string] ?? 'leather shoes at that level')
        : `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word} at that level`;
    return {
      text: `None of your ${SLOT_PLURAL[word] ?? word} suits ${rule.label}${wet ? ' in the rain' : ''}, so look for ${look}.`,
      itemIds: [],
      tipQuery: '',
      facts: [`Follow-up: ${word}; nothing owned suits ${rule.label}`],
    };
  }
  const p = profileItem(owned);
  const cold = coldDay;
  // The ground the person says the shoes must meet is said back, when the pair chosen is made for it ('a foot of snow').
  const ground = category === 'Shoes' ? (['snow', 'ice', 'rain'] as const).find((w) => input.question.weather.includes(w)) : undefined;
  // Any boot meets rain; snow and ice want a boot made for them (an ankle boot with a block heel is no snow boot).
  const meetsGround =
    ground !== undefined && (p.rainwear || isInsulatedBoot(p) || (ground === 'rain' ? /\bboots?\b/i.test(owned.name) : bootForTheGround(owned.name)));
  const why = kinder
    ? kinder.why
    : wet && p.rainwear
      ? 'it keeps the rain off'
      : meetsGround
        ? `${isPluralName(owned.name) ? 'they are' : 'it is'} made for the ${ground}, and ${isPluralName(owned.name) ? 'go' : 'goes'} with the ${rule.label.replace(/^an? /, '')} of the rest`
        : cold && category === 'Outerwear' && p.warmth === 'warm'
          ? 'it keeps you warm'
          : `it matches the ${rule.label.replace(/^an? /, '')} of the rest`;
  // Snow or ice said, and no pair owned is made for it: the closest pair, and plainly what it lacks.
  const groundLacked =
    (ground === 'snow' || ground === 'ice') && !meetsGround
      ? ` None of your shoes is made for ${ground === 'snow' ? 'deep snow' : 'ice'}, so keep to cleared paths, and look for waterproof boots with a grippy sole${ground === 'ice' ? ' (or slip-on ice grips)' : ''}.`
      : '';
  // A piece taken out is not named again; the swap says it is one, and that the trouble said is spared ('no zip to manage').
  const spared = swapping && input.message ? fasteningsSaid(input.message) : [];
  return {
    // The occasion the conversation is about is said with the piece, so the answer is plainly the one asked (issue 38.4).
    text: `For ${word === 'shoes' ? 'shoes' : `the ${word}`}${swapping ? ' instead' : ''}${forWhat ? ` at ${forWhat}` : ''}, wear your ${owned.name}${withRest}: ${spared.length ? `no ${listJoin(spared)} to manage, and ` : ''}${why}.${groundLacked}`,
    itemIds: [owned.id],
    tipQuery: '',
    facts: [`Follow-up: ${word}: ${owned.name}`],
  };
}

/**
 * The piece put in the place of one taken out ('no chinos, they're in the wash', 'I can't manage zips and those boots have
 * one'): of the level of the piece it replaces (jeans for chinos, never sweatpants), loungewear only where the outfit is
 * itself casual, and without the fastening the person cannot manage. Undefined when nothing owned does.
 */
/** The kinds of a slot ruled out or taken out of use in the conversation ('no heels', 'lent the backpack to my brother'). */
function goneOfSlot(input: OutfitAnswerInput, category: Category): string[] {
  return [...input.question.avoid, ...(input.takenOut ?? [])].filter((piece) => categoryOfGarment(piece) === category);
}

function swappedIn(
  category: Category,
  enginePick: ClosetItem | undefined,
  closet: readonly ClosetItem[],
  input: OutfitAnswerInput,
  allowed: readonly string[],
  wet: boolean,
  worn: ReadonlySet<number>,
): ClosetItem | undefined {
  const replaced = (input.kept ?? []).map((id) => input.closet.find((i) => i.id === id)).find((i) => i && slotCategory(i) === category);
  const kept = (input.kept ?? []).map((id) => input.closet.find((i) => i.id === id)).filter((i): i is ClosetItem => !!i);
  const replacedLevel = replaced ? profileItem(replaced).formalityLevel : null;
  // The level to match is the outfit's: the piece replaced with the rest it was worn with.
  const levels = [replaced, ...kept.filter((i) => slotCategory(i) !== category && slotCategory(i) !== 'Accessories')].flatMap((i) =>
    i ? [profileItem(i).formalityLevel] : [],
  );
  const level = replaced && levels.length ? levels.reduce((a, b) => a + b, 0) / levels.length : null;
  const fastenings = input.message ? fasteningsSaid(input.message) : [];
  const text = (i: ClosetItem) => `${i.subcategory ?? ''} ${i.name} ${i.material ?? ''}`.toLowerCase();
  const lounge = (i: ClosetItem) => itemPieces(i).some((p) => LOUNGE_KINDS.has(p)) || profileItem(i).formality === 'athletic';
  // A second piece of a kind the outfit still wears (another cardigan over the cardigan) is no replacement for the one taken out.
  const wornKinds = new Set(kept.filter((i) => i !== replaced).flatMap(itemPieces));
  const doubles = (i: ClosetItem) => itemPieces(i).some((p) => wornKinds.has(p));
  // The weather now decides too: 'it's going to be 32 and they stick to me' wants the light pair, never wool.
  const band = input.weather ? temperatureBand(input.weather.maxTempC) : null;
  // Accessories are kinds that do different jobs: a bag taken out is replaced by a bag where one is owned, not by sunglasses.
  const gone = category === 'Accessories' ? goneOfSlot(input, category) : [];
  const otherKind = (i: ClosetItem) => gone.length > 0 && !itemPieces(i).some((p) => gone.includes(p));
  return closet
    .filter((i) => i.status === 'active' && slotCategory(i) === category && !worn.has(i.id) && !otherKind(i) && !fastenings.some((f) => text(i).includes(f)))
    .map(profileItem)
    .filter(
      (p) =>
        allowed.includes(p.formality) &&
        !(wet && p.rainSensitive) &&
        !(lounge(p.item) && ((replacedLevel !== null && replacedLevel > 1) || (replaced && !lounge(replaced)))),
    )
    .sort(
      (a, b) =>
        Number(lounge(a.item)) - Number(lounge(b.item)) ||
        Number(doubles(a.item)) - Number(doubles(b.item)) ||
        // A rain shell stands in for a jacket only when rain is coming.
        (wet ? 0 : Number(a.rainwear) - Number(b.rainwear)) ||
        Number(warmthFit(a, band) === null) - Number(warmthFit(b, band) === null) ||
        (level === null ? 0 : Math.abs(a.formalityLevel - level) - Math.abs(b.formalityLevel - level)) ||
        (warmthFit(b, band) ?? 0) - (warmthFit(a, band) ?? 0) ||
        Number(b.item.id === enginePick?.id) - Number(a.item.id === enginePick?.id) ||
        a.item.timesWorn - b.item.timesWorn ||
        a.item.id - b.item.id,
    )[0]?.item;
}

/**
 * The verdict on going without a piece at a level: fine unless the level expects it (a tie at black tie). The piece is
 * said as 'one': a piece the person lacks is named in no sentence of the answer (issue 38.5).
 */
function leftOutVerdict(piece: string, code: DressCode, label: string, occasionText: string | null): string {
  // The level is not said where it is expected: 'black tie' names the very piece a person may lack.
  if (EXPECTED_AT[piece]?.includes(code))
    return `The dress code does expect one, so without it you'll sit a step under what's asked: borrow one if you can, and otherwise keep everything else as polished as it gets.`;
  const open = piece === 'tie' ? '; leave the top button open so the collar looks chosen, not forgotten' : '';
  return `Yes, that's fine without one: ${occasionText ?? 'this'} at ${label.replace(/^an? /, '')} doesn't need it${open}.`;
}

/** 'What if it rains?': the condition the follow-up names, to open the changed answer (or packing plan). */
export function weatherCondition(question: ParsedQuestion, unit: TempUnit): string | null {
  if (question.tempC !== null) return `At ${temperatureText(question.tempC, question.tempC, unit)}`;
  const word = question.weather[0];
  const text: Record<WeatherWord, string> = {
    rain: 'If it rains',
    snow: 'If it snows',
    ice: "If it's icy",
    cold: 'If it turns cold',
    cool: 'If it turns cool',
    mild: 'If it stays mild',
    warm: 'If it warms up',
    hot: "If it's hot",
    wind: "If it's windy",
    humid: "If it's humid",
    sun: "If it's sunny",
  };
  return word ? text[word] : null;
}

function dayPhrase(label: string): string {
  return label === 'today' ? 'today' : label === 'tonight' ? 'tonight' : /^[A-Z]/.test(label) ? `on ${label}` : label;
}

const WEATHER_TIP_WORDS: Record<WeatherWord, string> = {
  rain: 'rain',
  snow: 'snow cold weather',
  ice: 'snow cold weather',
  cold: 'cold weather',
  cool: 'layering',
  mild: '',
  warm: 'hot weather',
  hot: 'hot weather',
  wind: 'layering',
  humid: 'hot weather',
  sun: '',
};

/** Black tie and white tie ask for one garment the formal level alone does not: a dinner suit, or an evening gown. */
function tieGap(input: OutfitAnswerInput): string | null {
  const said = input.question.dressCodeSaid;
  if (!said || !/\b(black|white) tie\b/.test(said) || said.includes('optional')) return null;
  const owned = (re: RegExp) => input.closet.some((i) => i.status === 'active' && re.test(`${i.subcategory ?? ''} ${i.name}`.toLowerCase()));
  const tux = owned(/\b(tux|tuxedo|dinner (suit|jacket)|tailcoat|tails)\b/);
  const gown = owned(/\b(gown|evening dress|floor[- ]length|maxi dress)\b/);
  if (input.wardrobe === 'menswear' && !tux)
    return `You don't own a tuxedo, which ${said} expects: this is the closest, or rent or buy a black dinner suit with a bow tie.`;
  if (input.wardrobe === 'womenswear' && !gown)
    return `You don't own a floor-length gown, which ${said} expects: this is the closest, or look for an evening gown or a very elegant long dress.`;
  if (input.wardrobe === 'mixed' && !tux && !gown)
    return `You don't own a tuxedo or an evening gown, which ${said} expects: this is the closest, or rent or buy one.`;
  return null;
}

function whyText(outfit: readonly ItemProfile[], result: OutfitResult, input: OutfitAnswerInput, code: DressCode, label: string): string {
  const { weather, question } = input;
  const rule = { ...DRESS_CODE_RULES[code], label };
  const reasons: string[] = [];
  const asked = question.occasions.length > 0 || question.dressCode !== null;
  reasons.push(asked || input.calendarEvents.length ? rule.label : `your ${input.preferences.preferredStyle || 'Smart Casual'} style`);
  // The coat is the layer the weather is about; a suit jacket under it is there for the dress code.
  const coat = outfit.find((p) => slotCategory(p.item) === 'Outerwear' && !p.tailored) ?? outfit.find((p) => slotCategory(p.item) === 'Outerwear');
  const wet = isRainLikely(weather);
  const band = temperatureBand(weather.maxTempC);
  if (wet) {
    const dryPiece = outfit.find((p) => p.rainwear);
    const fall = question.weather.includes('ice') && question.weather.includes('rain') ? 'freezing rain' : isSnowy(input) ? 'snow' : 'rain';
    if (dryPiece) reasons.push(`the ${dryPiece.item.name} ${isPluralName(dryPiece.item.name) ? 'keep' : 'keeps'} the ${fall} off`);
    // A blazer or suit jacket is no protection from the weather (issue 40.1): only a real outer layer is named for it.
    else if (coat && !coat.tailored) reasons.push(`the ${coat.item.name} adds a layer for the ${fall}`);
    // Said without naming fabrics the outfit does not hold: a list of what is left out reads as a suggestion. A delicate
    // piece kept under the coat (the velvet dress of the night out) is said to stay under it instead.
    const delicate = outfit.find((p) => p.rainSensitive && !['Outerwear', 'Shoes'].includes(slotCategory(p.item)));
    reasons.push(
      delicate
        ? `keep the ${delicate.item.name} under the ${coat && !coat.tailored ? coat.item.name : 'umbrella'} on the way`
        : 'nothing in it spots or shrinks in the wet',
    );
  } else if (band === 'cold' || band === 'freezing') {
    reasons.push(coat ? `the ${coat.item.name} keeps you warm` : 'these are your warmest pieces that fit');
  } else if (band === 'hot' && coat && coolStart(weather)) {
    reasons.push(`the ${coat.item.name} is for the cooler start and comes off as it heats up`);
  } else if (band === 'hot') {
    reasons.push('everything stays light');
  } else if (band === 'cool' && coat && !isWindy(weather)) {
    reasons.push(`the ${coat.item.name} is the layer a cool day needs`);
  }
  if (isWindy(weather) && !wet) reasons.push(coat ? `the ${coat.item.name} blocks the wind` : 'keep a layer handy against the wind');
  // A day said to swing ('2 degrees this morning, 9 by the afternoon'): dressed in layers, the outer one coming off as it warms.
  const low = question.tempLowC ?? null;
  const swingSaid = low !== null && question.tempC !== null && question.tempC - low >= STATED_SWING_C;
  // In the wet the coat stays on: the knit under it is what comes off.
  const offLater = wet ? outfit.find((p) => p !== coat && /\b(cardigan|sweater|jumper|knit|fleece|hoodie)\b/i.test(p.item.name)) : coat;
  if (swingSaid && band !== 'hot')
    reasons.push(offLater ? `dress in layers: the ${offLater.item.name} comes off as it warms up` : 'dress in layers you can take off as it warms up');
  const [a, b] = outfit;
  if (a && b && harmonyKind(a.colour, b.colour) !== 'unknown') {
    const why = describeHarmony(a.colour, b.colour);
    if (why) reasons.push(`colour-wise, ${why}`);
  }
  // What the person ruled out is left out and not named again ('I don't have a blazer' never brings the word back).
  if (question.avoid.length) reasons.push('leaving out what you ruled out');
  void result;
  const [first, ...rest] = reasons.slice(0, 4);
  return `It hits ${first}${rest.length ? `; ${rest.join('; ')}` : ''}.`;
}

/** Snow said, or rain likely at freezing. */
function isSnowy(input: OutfitAnswerInput): boolean {
  return input.question.weather.includes('snow') || (isRainLikely(input.weather) && input.weather.maxTempC <= 1);
}

/** What the outfit still lacks for the day: rainwear in the rain, boots in the snow, a coat in the cold, shoes at all. */
function gapText(outfit: readonly ItemProfile[], input: OutfitAnswerInput, code: DressCode): string | null {
  const wet = isRainLikely(input.weather);
  const band = temperatureBand(input.weather.maxTempC);
  const relaxed = code === 'athletic' || code === 'casual';
  if (!outfit.some((p) => slotCategory(p.item) === 'Tops' || p.onePiece)) {
    const top =
      code === 'athletic'
        ? 'a performance tee'
        : relaxed
          ? 'a simple tee'
          : { menswear: 'a crisp dress shirt', womenswear: 'a silk-look blouse or fine knit', mixed: 'a crisp shirt or fine knit' }[input.wardrobe];
    return `None of your tops suits ${DRESS_CODE_RULES[code].label}, so look for ${top}.`;
  }
  if (!outfit.some((p) => coversBottom(p))) {
    const bottom = code === 'athletic' ? 'shorts or joggers' : relaxed ? 'jeans or chinos' : 'tailored trousers';
    return `None of your bottoms suits ${DRESS_CODE_RULES[code].label}, so look for ${bottom}.`;
  }
  // Snow underfoot needs boots that keep water out: suede and canvas do not, and loafers let the snow in.
  const snowBoots = input.closet.some(
    (i) => i.status === 'active' && slotCategory(i) === 'Shoes' && /\bboots?\b/i.test(`${i.subcategory ?? ''} ${i.name}`) && !profileItem(i).rainSensitive,
  );
  if (isSnowy(input) && !snowBoots && code !== 'athletic')
    return `You don't own boots that keep snow out, so look for waterproof leather boots with a grippy sole.`;
  const ownsRainwear = input.closet.some((i) => i.status === 'active' && profileItem(i).rainwear && slotCategory(i) === 'Outerwear');
  // Snow is kept off by a warm coat and boots, not an umbrella.
  if (wet && !ownsRainwear && !isSnowy(input)) return `You don't own a rain jacket or trench yet, so consider adding one. Until then, take an umbrella.`;
  if ((band === 'cold' || band === 'freezing') && !outfit.some((p) => slotCategory(p.item) === 'Outerwear')) {
    return `You have no coat that suits this, so a warm wool coat is worth adding.`;
  }
  if (!outfit.some((p) => slotCategory(p.item) === 'Shoes') && !input.closet.some((i) => slotCategory(i) === 'Shoes' && i.status === 'active')) {
    return `Add your shoes to your closet and I'll include them next time.`;
  }
  return null;
}

function missingText(result: OutfitResult, input: OutfitAnswerInput, code: DressCode): { why: string } {
  if (result.kind === 'empty' || input.closet.length === 0) return { why: ': your closet is empty so far' };
  const allowed = DRESS_CODE_RULES[code].core;
  const fits = input.closet.map(profileItem).filter((p) => p.item.status === 'active' && allowed.includes(p.formality));
  const hasTop = fits.some((p) => slotCategory(p.item) === 'Tops' || p.onePiece);
  const hasBottom = fits.some((p) => coversBottom(p));
  const lacking = !hasTop && !hasBottom ? 'a top and a bottom' : !hasTop ? 'a top' : !hasBottom ? 'a bottom' : 'pieces that suit the weather';
  return { why: `: you're missing ${lacking} at that level` };
}

export interface PairingAnswerInput {
  question: ParsedQuestion;
  closet: readonly ClosetItem[];
  weather: Weather | null;
  /** Degrees shown in the user's unit, for a follow-up that states a temperature. */
  unit?: TempUnit;
  /** The owned piece the person called by its own name when no garment word of the vocabulary names it ('my iro and buba'). */
  anchor?: ClosetItem;
  /** The reader's text of the message, for what it asks of the look ('so it doesn't look too dressy'). */
  message?: string;
}

/** How a piece suits the day's temperature: warm pieces up on a cold day, light ones up on a hot one; null when it is wrong for the day. */
function warmthFit(p: ItemProfile, band: ReturnType<typeof temperatureBand> | null): number | null {
  if (!band || band === 'mild' || band === 'cool') return 0;
  const text = `${p.item.subcategory ?? ''} ${p.item.name}`.toLowerCase();
  if (band === 'cold' || band === 'freezing') {
    if (/\b(shorts|sandals?|slides|flip-?flops|tank|linen)\b/.test(text) || p.warmth === 'light') return null;
    return p.warmth === 'warm' ? 0.5 : 0;
  }
  // Hot: no coat, no wool.
  if (slotCategory(p.item) === 'Outerwear' || p.warmth === 'warm') return null;
  return p.warmth === 'light' ? 0.3 : 0;
}

/** Asking to take a piece down a level ('so it doesn't look too dressy', 'a casual way to wear it', 'dress it down'). */
// prettier-ignore
const DRESSING_DOWN = ['too dressy/formal/fancy/smart/much', 'dress it/them/this down', 'dressed down', 'casual way/ways', 'more casual/relaxed',
  'everyday/daytime way/ways', 'for everyday/daytime', 'less dressy/formal/fancy'];
function dressingDown(message: string | undefined): boolean {
  return !!message && says(wordsOfText(message), DRESSING_DOWN);
}

const PAIR_ORDER: Category[] = ['Tops', 'Bottoms', 'Shoes', 'Outerwear', 'Accessories'];

/** 'What goes with my navy blazer?': the best owned pieces by the engine's colour and formality rules. */
export function pairingAnswer(input: PairingAnswerInput): ClosetAnswer | null {
  const { question } = input;
  const active = input.closet.filter((i) => i.status === 'active');
  // 'What shoes go with my trench coat?': the coat is the subject, shoes are what is asked for.
  const subjectFirst = question.pairWith ? [question.pairWith, ...question.pieces.filter((p) => p !== question.pairWith)] : question.pieces;
  const askedFor = question.pairWith ? question.pieces.filter((p) => p !== question.pairWith).flatMap((p) => categoriesOfPiece(p) ?? []) : [];
  const anchor = input.anchor ?? findOwned({ ...question, pieces: subjectFirst }, active);
  const wet = input.weather ? isRainLikely(input.weather) : question.weather.includes('rain') || question.weather.includes('snow');
  const piece = subjectFirst[0] ?? null;
  if (!anchor && !piece) return null;
  const colour = anchor ? colourInfo(anchor.color) : colourInfo(question.colours[0] ?? null);
  const anchorProfile = anchor ? profileItem(anchor) : null;
  // 'Dressier, for a gallery opening?' after a pairing: the pieces chosen at the level asked, not the piece's own.
  const base = anchorProfile?.formalityLevel ?? 2;
  const shifted =
    question.followUp && question.dressCode && (question.change === 'more formal' || question.change === 'less formal' || question.occasions.length)
      ? FORMALITIES.indexOf(DRESS_CODE_RULES[question.dressCode].target as (typeof FORMALITIES)[number])
      : question.change === 'more formal'
        ? base + 1
        : question.change === 'less formal' || (!question.followUp && dressingDown(input.message))
          ? base - 1
          : base;
  const level = Math.max(0, Math.min(FORMALITIES.length - 1, shifted < 0 ? base : shifted));
  const anchorCategories = new Set<Category>(anchor ? [slotCategory(anchor)] : (categoriesOfPiece(piece!) ?? []));
  if (anchorProfile?.onePiece) anchorCategories.add('Tops').add('Bottoms');
  // 'Which jewellery with a V-neck?', 'what socks with loafers?': an accessory not owned and of no stated colour
  // is chosen by a rule of its own, not by the colours of the closet (no 'a jewellery would go well with your trousers').
  if (!anchor && question.colours.length === 0 && [...anchorCategories].every((c) => c === 'Accessories')) return null;
  const avoided = new Set(question.avoid);
  // A stated temperature or a follow-up's 'warmer' decides warmth; a forecast alone does not change a pairing.
  const band =
    input.weather && (question.tempC !== null || question.weather.some((w) => w !== 'rain' && w !== 'wind' && w !== 'sun'))
      ? temperatureBand(input.weather.maxTempC)
      : null;
  // A piece worn on one half is paired with the other half, never with a dress that covers both.
  const halfAnchored = anchorCategories.has('Tops') || anchorCategories.has('Bottoms');
  const candidates = active
    .filter((i) => i.id !== anchor?.id && !anchorCategories.has(slotCategory(i)))
    .map(profileItem)
    .filter((p) => !(halfAnchored && p.onePiece))
    .filter(
      (p) =>
        // A coat goes over anything on a cold day: its formality may sit further from the piece's.
        (Math.abs(p.formalityLevel - level) <= 1 ||
          ((band === 'cold' || band === 'freezing') && slotCategory(p.item) === 'Outerwear' && p.formalityLevel >= level)) &&
        !(wet && p.rainSensitive) &&
        !itemPieces(p.item).some((x) => avoided.has(x)) &&
        warmthFit(p, band) !== null,
    )
    .map((p) => ({
      p,
      score: harmonyScore(colour, p.colour) - 0.3 * Math.abs(p.formalityLevel - level) - 0.02 * Math.min(p.item.timesWorn, 20) + (warmthFit(p, band) ?? 0),
    }))
    .sort((a, b) => b.score - a.score || a.p.item.id - b.p.item.id);
  const picks: ItemProfile[] = [];
  const wanted = askedFor.filter((c) => !anchorCategories.has(c));
  if (wanted.length) {
    // Asked for one kind of piece: the best two of it.
    picks.push(
      ...candidates
        .filter((c) => wanted.includes(slotCategory(c.p.item)) && c.score > -0.3)
        .slice(0, 2)
        .map((c) => c.p),
    );
  } else {
    const cold = band === 'cold' || band === 'freezing';
    for (const category of PAIR_ORDER) {
      const best = candidates.find((c) => slotCategory(c.p.item) === category && c.score > -0.3);
      if (best && picks.length < 3) picks.push(best.p);
    }
    // A cold day needs the coat even when three pieces are already picked.
    const coat =
      cold && !anchorCategories.has('Outerwear') && !picks.some((p) => slotCategory(p.item) === 'Outerwear')
        ? candidates.find((c) => slotCategory(c.p.item) === 'Outerwear' && c.p.warmth !== 'light')?.p
        : undefined;
    if (coat) picks.splice(Math.min(picks.length, 2), picks.length >= 3 ? 1 : 0, coat);
  }
  const plural = !!piece && /(s|jeans|chinos|trousers|shorts|leggings)$/.test(piece);
  const subject = anchor ? `your ${anchor.name}` : `${plural ? '' : 'a '}${question.colours[0] ? `${question.colours[0]} ` : ''}${piece}`;
  if (picks.length === 0) {
    const text =
      active.length === 0
        ? `Once you add a few pieces to your closet, I'll pair ${subject} with exactly what you own.`
        : `Nothing in your closet sits at the right level to go with ${subject} yet: look for neutral pieces (navy, grey, white, tan) at a similar formality.`;
    return { text, itemIds: [], tipQuery: `${piece ?? ''} color matching`, facts: [`Pairing for ${subject}: nothing suitable owned`] };
  }
  const names = listJoin(picks.map((p) => p.item.name));
  // A follow-up that changes the weather says so first ('At 2°C, with your jeans...').
  const stated = question.tempC !== null && ['warmer', 'cooler', 'weather'].includes(question.change ?? '');
  // A temperature said with the question is said back too ('its like -15 2day, wat do i layer under the parka'): the picks are for it.
  const opening =
    question.followUp && question.change
      ? stated || question.change === 'weather'
        ? weatherCondition(question, input.unit ?? 'F')
        : (CHANGE_LEAD[question.change] ?? null)
      : question.tempC !== null
        ? weatherCondition(question, input.unit ?? 'F')
        : null;
  const lead = anchor
    ? `${opening ? `${opening}, with` : 'With'} ${subject}, try your ${names}.`
    : `${opening ? `${opening}, ${subject}` : capital(subject)} would go well with your ${names}.`;
  const coatPick = band === 'cold' || band === 'freezing' ? picks.find((p) => slotCategory(p.item) === 'Outerwear') : undefined;
  const warmthWhy = coatPick ? ` The ${coatPick.item.name} keeps you warm.` : band === 'hot' ? ' Everything stays light, with no coat.' : '';
  const first = picks[0]!;
  const harmony = colour.kind !== 'unknown' ? describeHarmony(colour, first.colour) : null;
  const sameLevel = picks.every((p) => p.formalityLevel === level);
  const formality = FORMALITIES[level]!;
  const why = harmony
    ? `${capital(colour.name)} and ${first.colour.name}: ${harmony}${sameLevel ? `, all at the same ${formality} level` : `, and the pieces sit close to its ${formality} level`}.`
    : `They sit at a ${formality} level, so nothing looks out of place.`;
  return {
    text: `${lead} ${why}${warmthWhy}${wet ? ' Nothing suede or linen, since rain is on the cards.' : ''}`,
    itemIds: [...(anchor ? [anchor.id] : []), ...picks.map((p) => p.item.id)],
    tipQuery: `${piece ?? anchor?.name ?? ''} color matching`,
    facts: [`Pairing for ${subject}: ${names}`],
  };
}

function categoriesOfPiece(piece: string): Category[] | null {
  const map: Record<string, Category[]> = {
    blazer: ['Outerwear', 'Tops'],
    'suit jacket': ['Outerwear', 'Tops'],
    coat: ['Outerwear'],
    jacket: ['Outerwear'],
    'rain jacket': ['Outerwear'],
    raincoat: ['Outerwear'],
    'trench coat': ['Outerwear'],
    'leather jacket': ['Outerwear'],
    'denim jacket': ['Outerwear'],
    jeans: ['Bottoms'],
    chinos: ['Bottoms'],
    trousers: ['Bottoms'],
    shorts: ['Bottoms'],
    skirt: ['Bottoms'],
    leggings: ['Bottoms'],
    dress: ['Tops', 'Bottoms'],
    jumpsuit: ['Tops', 'Bottoms'],
    suit: ['Tops', 'Bottoms', 'Outerwear'],
    boots: ['Shoes'],
    sneakers: ['Shoes'],
    loafers: ['Shoes'],
    heels: ['Shoes'],
    sandals: ['Shoes'],
    flats: ['Shoes'],
    oxfords: ['Shoes'],
    shoes: ['Shoes'],
    'dress shoes': ['Shoes'],
  };
  if (/^(jewellery|necklace|earrings|bracelet|ring|watch|belt|scarf|tie|bag|handbag|hat|cap|socks|sunglasses)$/.test(piece)) return ['Accessories'];
  return map[piece] ?? ['Tops'];
}

/** The owned item a question names: its garment word, and its colour when one is given. */
function findOwned(question: ParsedQuestion, closet: readonly ClosetItem[]): ClosetItem | null {
  let best: { item: ClosetItem; score: number } | null = null;
  for (const item of closet) {
    const pieces = itemPieces(item);
    const pieceHit = question.pieces.find((p) => pieces.includes(p));
    if (!pieceHit) continue;
    const itemColour = item.color.toLowerCase().replace('gray', 'grey');
    const colourAsked = question.colours.length > 0;
    const colourHit = question.colours.some((c) => itemColour.includes(c) || item.name.toLowerCase().includes(c));
    if (colourAsked && !colourHit) continue;
    // The first piece named is the subject: 'what goes with my blazer and jeans' is about the blazer.
    const score = 3 - question.pieces.indexOf(pieceHit) + (colourHit ? 2 : 0);
    if (!best || score > best.score) best = { item, score };
  }
  return best?.item ?? null;
}

/** 'Does navy go with black?': the colour wheel's answer. */
export function colourAnswer(question: ParsedQuestion): ClosetAnswer | null {
  if (question.colours.length < 2) return null;
  const [a, b] = question.colours.map((c) => colourInfo(c)) as [ReturnType<typeof colourInfo>, ReturnType<typeof colourInfo>];
  const kind = harmonyKind(a, b);
  const pair = `${capital(question.colours[0]!)} and ${question.colours[1]}`;
  const text: Record<string, string> = {
    neutral:
      a.kind === 'neutral' && b.kind === 'neutral'
        ? `${pair} work together: two neutrals make a calm base, so add texture or one accent colour to keep it interesting.`
        : `${pair} work together: the ${a.kind === 'neutral' ? a.name : b.name} grounds the ${a.kind === 'neutral' ? b.name : a.name}, so let the colour be the one statement.`,
    tonal: `${pair} make a tonal look: vary the shade and texture so it reads as intentional.`,
    analogous: `${pair} are neighbours on the colour wheel, so they blend easily; anchor them with a neutral.`,
    complementary: `${pair} are complementary, so they make each other pop: use one as the main colour and the other as an accent.`,
    triadic: `${pair} can work, but they're bold together: keep one small (a scarf or a top) and add a neutral.`,
    clash: `${pair} tend to clash: keep them apart, or separate them with a neutral like navy, grey or white.`,
    unknown: `I don't know one of those colours well enough to judge; a neutral between them is always safe.`,
  };
  return { text: text[kind]!, itemIds: [], tipQuery: 'color matching', facts: [`${pair}: ${kind}`] };
}
