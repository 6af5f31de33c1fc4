import { slotCategory } from '../../../shared/closet-slots';
import type { ChatGrounding, ChatTurn } from '../../../adapters/ai/port';
import { BEST_BUY_ASKED, SHOP_PLACES } from '../../../domain/stylist/reading/cues';
import { says } from '../../../domain/stylist/reading/phrases';
import { typicalWeather, type WeatherReport } from '../../../adapters/weather';
import type { UserRow } from '../../../db/schema';
import type { ClosetItem, DayEvent, StyleProfile, Weather } from '../../../domain/stylist';
import { departmentsOf } from '../../../domain/profile/departments';
import { applyWeatherWords, colourAnswer, outfitAnswer, pairingAnswer, wardrobeOf, type TempUnit } from '../../../domain/stylist/chat/answer';
import { buyOneAnswer, oneItemAnswer } from '../../../domain/stylist/chat/buy-one';
import { layerAskedToLeave } from '../../../domain/stylist/chat/skip-a-layer';
import { ownedForOccasionAnswer } from '../../../domain/stylist/chat/owned-for-occasion';
import { keepOrBuyOwnedNamed, onlySetAside, shoppingAnswer } from '../../../domain/stylist/chat/shopping';
import { metalAnswer } from '../../../domain/stylist/chat/metal-match';
import { capsuleAnswer, mostOutfitsAdded } from '../../../domain/stylist/chat/capsule';
import { weatherWordsBorneOut } from '../../../domain/stylist/weather-bands';
import { wrongForTheDay } from '../../../domain/stylist/temperature-fit';
import { levelForPieces, piecesRequired, piecesWaived } from '../../../domain/stylist/chat/pieces-required';
import { profileItem } from '../../../domain/stylist/item-profile';
import { verbFor } from '../../../domain/stylist/grammar';
import { careAnswer } from '../../../domain/stylist/chat/care';
import { asksForDayOutfit } from '../../../domain/stylist/chat/day-outfit';
import { fitAnswer } from '../../../domain/stylist/chat/fit';
import { colourClosetAnswer } from '../../../domain/stylist/chat/colour-closet';
import { categoryOfPiece, itemCalledByName } from '../../../domain/stylist/chat/owned-match';
import { piecePairingAnswer } from '../../../domain/stylist/chat/piece-pairing';
import { itemsReferredTo, withKindsOfOwnedPieces } from '../../../domain/stylist/chat/item-references';
import { piecesSaidToWear } from '../../../domain/stylist/chat/pieces-said-to-wear';
import { packingAnswer, tripDate } from '../../../domain/stylist/chat/packing';
import { preferenceDressCode } from '../../../domain/stylist/dress-code';
import { etiquetteAnswer, weatherVerdict } from '../../../domain/stylist/chat/etiquette';
import { withCalendarEvent } from '../../../domain/stylist/chat/calendar-occasion';
import {
  comparedPieces,
  asksWhichOf,
  comparisonVerdict,
  fallsShortOf,
  pieceVerdict,
  piecesAskedAbout,
  purposeSaid,
  weatherWeighed,
} from '../../../domain/stylist/chat/piece-check';
import { clarifyingQuestion } from '../../../domain/stylist/chat/clarify';
import { isPluralName } from '../../../domain/stylist/grammar';
import { closetWearing } from '../../../domain/stylist/chat/kind-asked-to-wear';
import { occasionWithArticle } from '../../../domain/stylist/question/occasion-phrase';
import { temperatureUnit } from '../../../domain/stylist/chat/units';
import { parseQuestion, pieceAskedToWear, type ParsedQuestion } from '../../../domain/stylist/question';
import { readMessage } from '../../../domain/stylist/reading';
import { scaleWritten } from '../../../domain/stylist/reading/metric-cues';
import { destinationIn, type Destination } from '../../../domain/stylist/question/destinations';
import { cityIn } from '../../../domain/stylist/question/gazetteer';
import { destinationWeather } from '../../../domain/stylist/chat/trip-climate';
import { asksToGet, isRuledOut, namesOf, ruledOutIn, type RuledOut } from '../../../domain/stylist/question/ruled-out';
import { withoutNamed } from '../../../adapters/ai/answer-shape';
import { stem, words } from '../../../domain/stylist/question/lexicon';
import type { Ctx } from '../../context';
import { weatherQueryFor } from '../users/home-location';
import { closetGaps, gapGoesWith, gapsAnswer, type Gap, type GapClimate } from '../../../domain/gaps';
import type { TGeneratedOutfit } from '../../../shared/schemas/stylist';
import { climateFor } from '../gaps/closet-gaps';

/** A destination's day when only the person's words describe it: mild, dry, then their words applied. */
const MILD_DAY: Weather = { minTempC: 12, maxTempC: 20, precipitationProbability: 10, precipitationMm: 0, windKph: 10, source: 'typical' };

/** Open-Meteo forecasts 16 days ahead; further out, the month's typical weather is the honest answer. */
const FORECAST_DAYS = 15;

function seedFor(userId: number, date: string, message: string): number {
  let h = 2166136261;
  for (const ch of `${userId}:${date}:${message}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) % 2_000_000_000;
}

function toEngineWeather(report: WeatherReport): Weather {
  // A month's mean rainfall is not a forecast: typical weather is wet only when rain is more likely than not.
  const typical = report.source === 'typical';
  return {
    minTempC: report.minTempC,
    maxTempC: report.maxTempC,
    precipitationProbability: report.precipitationProbability,
    precipitationMm: typical ? 0 : report.precipitationMm,
    windKph: report.windKph,
    source: report.source,
  };
}

/** A question about what to add, not how to shop ('what should I buy?', 'what am I missing?', 'what does my closet need?'). */
const WHAT_TO_BUY =
  /\b(what|which)\b.*\b(buy|get|add|purchase|invest in|missing|lack|lacking|need|gaps?)\b|\b(buy|purchase|invest in|add)\b.*\b(what|which) (should|would|is|would be)\b|\b(missing|lacks?|gaps?) (in|from) my (closet|wardrobe)\b/i;
/** Pieces a metal question may name and still be about the metal worn ('a nice watch maybe? what metal goes with my stuff'). */
const METAL_CARRIERS: ReadonlySet<string> = new Set(['watch', 'jewellery', 'jewelry', 'necklace', 'earrings', 'bracelet', 'ring', 'rings', 'belt']);
const WARDROBE_SCOPE = /\b(work|office|weekend|holiday|winter|summer|everyday|day-to-day|going-out|evening) (wardrobe|closet|clothes|rotation|basics)\b/i;
/** An occasion's name that is a place to shop ('Owino market', 'the boxing day sale'). */
const SHOPPED_AT = /\b(market|markets|sale|sales|shops?|stores?|mall|boutiques?|outlet|bazaar|souk)\b/i;
export const asksWhatToBuy = (message: string) => WHAT_TO_BUY.test(message) || says(words(message), BEST_BUY_ASKED);
function weatherFacts(w: Weather): NonNullable<ChatGrounding['weather']> {
  const rain = w.precipitationProbability >= 50 || w.precipitationMm >= 1;
  return { maxTempC: w.maxTempC, minTempC: w.minTempC, rain, snow: rain && w.maxTempC <= 1 };
}

/** The weather the person states, for checking a model's reply when the answer has no forecast of its own. */
function statedWeather(question: ParsedQuestion): ChatGrounding['weather'] {
  if (question.weather.length === 0 && question.tempC === null) return null;
  const w = applyWeatherWords(MILD_DAY, question.weather, question.tempC, question.tempLowC ?? null);
  return { ...weatherFacts(w), snow: question.weather.includes('snow') || weatherFacts(w).snow };
}

/** The budget said back after an answer for an occasion: spent on what it lacks, or kept when nothing is lacking. */
function budgetLine(lacks: boolean, budget: string): string {
  return lacks
    ? ` With ${budget}, put it toward the first piece you lack and wear what you own for the rest.`
    : ` What you own covers it, so keep the ${budget} for when something wears out.`;
}

export interface GroundingInput {
  message: string;
  history: readonly ChatTurn[];
  today: string;
  closet: ClosetItem[];
  preferences: StyleProfile;
  /** The user's stored events for the coming week. */
  events: readonly DayEvent[];
  /**
   * The stored outfit of the day, for 'what should I wear today?' (the chat doors pass it; Home and
   * the texts read the same one). Absent (the operator's test chat, the benchmarks): the engine
   * answers for today as for any day, and nothing is stored.
   */
  dayOutfit?: () => Promise<TGeneratedOutfit>;
  /** What the closet lacks (the one gap model). Absent: decided from this input alone, with nothing read. */
  gaps?: () => Promise<Gap[]>;
}

/** The gap model on the chat's own input: its week of events and profile (the doors pass the stored read instead). */
function gapsFromInput(user: UserRow, input: GroundingInput, climate: GapClimate = climateFor(user, input.today)): Gap[] {
  return closetGaps({
    profile: { preferredStyle: input.preferences.preferredStyle, styleGoals: input.preferences.styleGoals, budget: null },
    events: input.events.map((e) => ({ title: e.title, date: e.date, dressCode: e.dressCode ?? null })),
    climate,
    closet: input.closet,
    wardrobe: wardrobeOf(departmentsOf(user), input.closet),
    unit: temperatureUnit({ phoneNumber: user.phoneNumber, homeLocation: user.homeLocation, homeCountry: user.homeCountry }),
  });
}

/**
 * Issue 16: reads the question (with the turns before it) and, for outfit, pairing and colour
 * questions, answers it from the user's closet with the outfit engine and the weather for the
 * day asked (the forecast where it reaches, the question's own words winning).
 */
export async function groundChat(ctx: Ctx, user: UserRow, input: GroundingInput): Promise<{ grounding: ChatGrounding; question: ParsedQuestion }> {
  const unit: TempUnit = temperatureUnit({ phoneNumber: user.phoneNumber, homeLocation: user.homeLocation, homeCountry: user.homeCountry });
  // A bare number is read in the scale the person writes in when they show one ('60 km/h gusts', 'R900'); else the account's.
  const userTurns = input.history.filter((t) => t.role === 'user').map((t) => t.content);
  const texts = [input.message, ...userTurns.reverse()];
  // Failing that, in the scale of a place the conversation names ('22 degrees in glasgow', '25 degrees the whole time' of a Queenstown trip).
  const readUnit = scaleWritten(texts) ?? placeScaleIn(texts) ?? unit;
  // An occasion in the calendar is that event: its day and dress code ('what should I wear to the wedding?').
  const read = (message: string) =>
    withCalendarEvent(parseQuestion(message, { today: input.today, unit: readUnit, history: input.history }), input.events, input.today);
  const first = read(input.message);
  // 'Road salt is all over my Dr. Martens': a piece named only by its own name is read as the piece it is before anything is
  // declined (issue 38.3: a question about clothes is never refused).
  // So is one read as an event for want of a garment word ('the maroon tussar panjabi, wat bottoms n shoes go w it'), or as
  // nothing in particular.
  const unread =
    (first.kind === 'off-topic' && first.offTopic === null) || first.kind === 'general' || (first.occasionName !== null && first.occasions.length === 0);
  const owned = unread ? withKindsOfOwnedPieces(input.message, input.closet) : null;
  const parsed = owned ? read(owned) : first;
  // Stated facts win everywhere (issue 38.5): a piece the person says they lack or cannot use, in this message or earlier in the
  // conversation, is out of the closet for every builder and named in no sentence of the answer. Asked what to buy ('I don't
  // own a swimsuit, what should I look for?'), a piece not owned is the subject, not a piece to leave out.
  const ruled = [input.message, ...input.history.filter((t) => t.role === 'user').map((t) => t.content)]
    .flatMap((m) =>
      ruledOutIn(
        readMessage(m).text,
        input.closet.map((i) => i.name),
      ),
    )
    .filter((r) => !(r.lacks && (parsed.kind === 'shopping' || asksToGet(readMessage(input.message).text))));
  if (ruled.length === 0) return groundRequest(ctx, user, input, parsed, unit, ruled);
  const closet = input.closet.filter((i) => !isRuledOut(i, ruled));
  const { grounding, question } = await groundRequest(ctx, user, { ...input, closet }, narrowedAvoid(parsed, ruled), unit, ruled);
  // Asked what to buy in place of a piece out of use ('my tote strap ripped, I need a bag'), the owned one is out of the closet,
  // but its kind is what the answer is about.
  const neverName = namesOf(parsed.kind === 'shopping' ? ruled.filter((r) => !r.outOfUse) : ruled);
  const said = (text: string | null | undefined) => (text ? withoutNamed(text, neverName) : (text ?? null));
  return { question, grounding: { ...grounding, closetAnswer: said(grounding.closetAnswer), shortAnswer: said(grounding.shortAnswer), neverName } };
}

/** An owned piece asked about as fine for the weather ('is my trench still ok', 'my parka warm enough'). */
const PIECE_WEIGHED_FOR_WEATHER = ['is/are my * ok/okay/fine/enough', 'my * still ok/okay/fine/enough', 'my * warm enough', 'is/are the * still ok/okay/fine'];

/** A piece said not to count by its kind ('hiking boots') rules out that kind, not every piece of its noun the parser's avoid list holds ('boots'). */
function narrowedAvoid(question: ParsedQuestion, ruled: readonly RuledOut[]): ParsedQuestion {
  const finer = new Set(ruled.filter((r) => r.marks.length > 0).map((r) => r.piece));
  return finer.size ? { ...question, avoid: question.avoid.filter((p) => !finer.has(p)) } : question;
}

/** A pairing asked of a piece the person called by its own name ('what goes with my iro and buba?'), when no garment word named it. */
function ownNamePairing(question: ParsedQuestion, texts: readonly string[], closet: readonly ClosetItem[], weather: Weather | null, unit: TempUnit) {
  // As typed first: the speller may have taken a name no table holds for a garment it knows ('buba' is no 'bra').
  const anchor = texts.map((t) => itemCalledByName(t, closet)).find(Boolean);
  return anchor ? pairingAnswer({ question, closet, weather, unit, anchor }) : null;
}

async function groundRequest(
  ctx: Ctx,
  user: UserRow,
  input: GroundingInput,
  question: ParsedQuestion,
  unit: TempUnit,
  ruled: readonly RuledOut[],
): Promise<{ grounding: ChatGrounding; question: ParsedQuestion }> {
  const wardrobe = wardrobeOf(departmentsOf(user), input.closet);
  const reading = readMessage(input.message);
  // Builders read the message as the reader wrote it out: 'cardi' is a cardigan, 'b4' before, 'wat' what.
  const readText = reading.text;
  // A piece set aside ('nothing for rain except the trench') is owned, not the one to buy.
  const buying = question.pieces.filter((p) => !onlySetAside(readText, p));
  const said = new Set(
    [
      ...words(reading.text),
      ...(question.followUp ? input.history.filter((t) => t.role === 'user').flatMap((t) => words(readMessage(t.content).text)) : []),
    ].map(stem),
  );
  const previousQuestion = question.followUp ? ([...input.history].reverse().find((t) => t.role === 'user')?.content ?? null) : null;
  // The owned pieces the last answer named: a follow-up keeps them where it changes nothing about them.
  const lastAnswer = question.followUp ? ([...input.history].reverse().find((t) => t.role === 'assistant')?.content ?? '') : '';
  // A plan of its own ('and after that, lunch with the deacons?') is dressed afresh: the last outfit was for something else.
  const kept = question.newPlan ? [] : piecesOfLastAnswer(lastAnswer, input.closet);
  const base: ChatGrounding = {
    kind: question.kind,
    offTopic: question.offTopic,
    wardrobe,
    closetAnswer: null,
    tipQuery: question.occasions.join(' '),
    weatherWords: question.weather,
    occasions: question.occasions,
    budget: question.budget ? `${{ USD: '$', EUR: '€', GBP: '£' }[question.budget.currency]}${question.budget.amount}` : (question.moneyAbroad ?? null),
    previousQuestion,
    facts: [],
    change: question.change,
    request: { ...question },
    unclearWords: reading.unknown,
    occasionsSaid: question.occasions.filter((o) => words(o).some((w) => said.has(stem(w)))),
    weather: statedWeather(question),
  };

  // 'Wat metal goes w my stuff?': the metal already worn decides, whatever kind of question the rest reads as.
  // ('Gold or silver with my black dress?' pairs the metal with that piece: the pairing builders answer it.)
  const metal = question.pieces.every((p) => METAL_CARRIERS.has(p)) ? metalAnswer(readText, input.closet) : null;
  if (metal) return { question, grounding: { ...base, closetAnswer: metal.text, tipQuery: '', occasions: [], weatherWords: [], facts: metal.facts } };

  // Too little to answer: one short question naming the likeliest readings, never a guess (issue 38.3).
  const eventsThatDay = input.events.filter((e) => e.date.slice(0, 10) === (question.day?.date ?? input.today)).length;
  const clarify = clarifyingQuestion(readText, question, {
    hasHistory: input.history.length > 0,
    eventsThatDay,
    namesAnOwnedPiece: question.pieces.length === 0 && itemsReferredTo(readText, input.closet).length > 0,
  });
  if (clarify)
    return {
      question,
      grounding: {
        ...base,
        kind: question.kind === 'off-topic' ? 'general' : question.kind,
        closetAnswer: clarify,
        tipQuery: '',
        occasions: [],
        weatherWords: [],
        facts: ['Asked which occasion or piece is meant'],
      },
    };

  // The kinds the conversation took out of use, however finely said ('the leather backpack'): a swap or a pairing never offers them.
  const takenOut = ruled.map((r) => r.piece);
  const slotChange = question.followUp && ['shoes', 'outerwear', 'top', 'bottom', 'accessories'].includes(question.change ?? '');
  // 'Do I own anything that works as smart shoes for a wedding?': what of one kind is owned for the occasion, not an outfit.
  if (question.kind === 'outfit' || question.kind === 'general') {
    const owned = ownedForOccasionAnswer({ question, message: readText, closet: input.closet, wardrobe });
    if (owned) return { question, grounding: { ...base, closetAnswer: owned.text, tipQuery: '', occasions: [], weatherWords: [], facts: owned.facts } };
  }
  // 'Can I wear my linen trousers if it's cold?': a yes or no on that piece for that weather, not a whole outfit.
  if (
    question.kind === 'outfit' &&
    !question.occasions.length &&
    !question.activity &&
    (/\b(can|should|could) i (still )?wear (my|the)\b|\b(ok|okay|fine) to wear (my|the)\b/i.test(readText) ||
      // 'My trench coat still ok now, or is it too cold?': the owned piece weighed for the weather, said first.
      // (Shoes weighed for the ground, ice or snow, have answers of their own.)
      (says(words(readText), PIECE_WEIGHED_FOR_WEATHER) && question.pieces.every((p) => categoryOfPiece(p) !== 'Shoes')))
  ) {
    const verdict = weatherVerdict(question, readText, input.closet);
    if (verdict) return { question, grounding: { ...base, closetAnswer: verdict.text, tipQuery: '', occasions: [], weatherWords: [], facts: verdict.facts } };
  }
  // A shopping request of its own shape ('one piece to make my work wardrobe less boring', 'a rain jacket or make do?')
  // is the shopping builder's, before the occasion it names can send it to the outfit builder.
  // Where the person shops ('Owino market', 'the op shops on George St', 'the Lotte sale') is no occasion bought for: what the
  // wardrobe lacks is asked.
  const shopsThere = question.kind === 'shopping' && (says(words(readText), SHOP_PLACES) || SHOPPED_AT.test(question.occasionName ?? ''));
  if (question.kind === 'shopping' && question.change !== 'cheaper') {
    // With an activity said, only a kind weighed against an owned piece named is this builder's ('or are my softshell ones enough
    // for walking the dog?'); the activity's kit is the outfit builder's.
    // A piece set aside ('nothing for rain except the trench') is owned, not the one to buy.
    const shop = {
      question: { ...question, pieces: buying, ...(shopsThere ? { occasions: [], occasionName: null } : {}) },
      message: readText,
      closet: input.closet,
      wardrobe,
    };
    const answer = question.activity === null ? shoppingAnswer(shop, oneItemAnswer) : keepOrBuyOwnedNamed(shop);
    if (answer) return { question, grounding: { ...base, closetAnswer: answer.text, tipQuery: '', occasions: [], weatherWords: [], facts: answer.facts } };
  }
  // 'What do I need to buy for the gym?', 'three summer weddings and $100, what should I get?': what the closet lacks
  // for that occasion is the outfit builder's to say, with the pieces already owned that will do.
  const shoppingFor =
    question.kind === 'shopping' &&
    question.pieces.length === 0 &&
    question.change !== 'cheaper' &&
    (question.activity !== null || (question.occasions.length > 0 && !WARDROBE_SCOPE.test(readText) && !shopsThere));
  // 'Can I wear my white sneakers with my suit to a wedding?': the outfit is built around the owned pieces asked about.
  // 'Would the cream sweater work better than the tweed sport coat for that?': the proposal is tried in the other's place.
  const compared = ['outfit', 'etiquette', 'general', 'pairing'].includes(question.kind)
    ? comparedPieces(readText, question, input.closet, kept, input.message)
    : null;
  // 'Can I leave the down coat at home?': the layer asked to stay home is weighed by the outfit answer, not worn as asked.
  const leaving = layerAskedToLeave(readText, input.closet);
  const askedWhether = (
    compared ? [compared.candidate] : ['outfit', 'etiquette', 'general'].includes(question.kind) ? piecesAskedAbout(readText, question, input.closet) : []
  ).filter((i) => i.id !== leaving?.id);
  // 'I'd like to wear my sash, what goes with it?': the pieces said to be worn anchor the outfit as the ones asked about do.
  const asked = (askedWhether.length ? askedWhether : piecesSaidToWear(input.message, question, input.closet)).filter((i) => i.id !== leaving?.id);
  const anchoredAsked = compared !== null || asked.length >= 2 || (asked.length === 1 && question.kind === 'outfit');
  if (question.kind === 'outfit' || shoppingFor || anchoredAsked) {
    const date = question.day?.date ?? input.today;
    const ahead = Math.round((Date.parse(date) - Date.parse(input.today)) / 86_400_000);
    const query = weatherQueryFor(user, date);
    // 'What should I wear today?' is what Home and the morning text answer: the one stored outfit of
    // the day (built now if it is the day's first ask), dressed for the weather it was chosen for.
    const day = input.dayOutfit && asksForDayOutfit(question, input.today) ? await input.dayOutfit() : null;
    const dayOutfit = day && day.items.length > 0 ? day : null;
    const report: WeatherReport =
      (dayOutfit?.weather ? { ...dayOutfit.weather, precipitationMm: dayOutfit.weather.precipitationMm ?? 0 } : null) ??
      (ahead >= 0 && ahead <= FORECAST_DAYS ? await ctx.weather.forDay(query) : typicalWeather(query));
    const weather = applyWeatherWords(toEngineWeather(report), question.weather, question.tempC, question.tempLowC ?? null);
    // 'Would my velvet lehenga be too hot at 28?': one piece asked about that is wrong for the day is said so, and the
    // outfit is built without it rather than around it.
    const single = !compared && askedWhether.length === 1 ? askedWhether[0]! : null;
    const objection = single ? wrongForTheDay(profileItem(single), weather.maxTempC) : null;
    const anchored = anchoredAsked && !objection;
    // 'Dark suit is the rule', 'the manager said all black with closed shoes': the owned pieces a reported rule requires are worn.
    // In a follow-up ('they just emailed: closed-toe flat shoes only') the rule swaps its slots and the rest of the last answer stays.
    const required = !anchoredAsked && question.kind === 'outfit' ? piecesRequired(readText, question, input.closet) : [];
    const slotsRequired = new Set(required.map(slotCategory));
    const keptBesideRequired = kept.filter((id) => {
      const item = input.closet.find((i) => i.id === id);
      return !!item && !slotsRequired.has(slotCategory(item));
    });
    const waived = required.length ? piecesWaived(readText, question, input.closet).map((i) => i.id) : [];
    // 'What if I wanna wear a dress instead?', 'could I wear a jumper?': a kind asked to wear after an outfit is the only choice for its place.
    const wearKind = question.followUp && !anchoredAsked ? pieceAskedToWear(readText, question.avoid) : null;
    const wearing = wearKind ? closetWearing(input.closet, wearKind) : null;
    // The pieces a rule requires set the level at the least: a tie is not worn with a t-shirt and cargo shorts.
    const ruledQuestion = required.length ? { ...question, dressCode: levelForPieces(required, question.dressCode) } : question;
    const answerWith = (tried: typeof compared) =>
      outfitAnswer({
        question: ruledQuestion,
        closet: tried
          ? input.closet.filter((i) => i.id !== tried.other.id)
          : objection
            ? input.closet.filter((i) => i.id !== single!.id)
            : waived.length
              ? input.closet.filter((i) => !waived.includes(i.id))
              : (wearing ?? input.closet),
        date,
        dayLabel: question.day?.label ?? 'today',
        weather,
        // Beyond the forecast the month's typical weather stands in, and the answer says so.
        typicalFor: ahead > FORECAST_DAYS ? new Date(`${date}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }) : null,
        calendarEvents: input.events.filter((e) => e.date.slice(0, 10) === date),
        preferences: input.preferences,
        wardrobe,
        unit,
        // 'And shoes?' means the shoes of the outfit just suggested: the same seed finds the same outfit.
        seed: seedFor(user.id, date, slotChange && previousQuestion ? previousQuestion : input.message),
        ...(dayOutfit ? { dayOutfit: dayOutfit.items.map((i) => i.id) } : {}),
        // A piece tried in another's place keeps the rest of the last answer around it: the follow-up changes only that piece.
        kept: tried
          ? [tried.candidate.id, ...kept.filter((id) => id !== tried.other.id)]
          : anchored
            ? asked.map((i) => i.id)
            : required.length
              ? [...required.map((i) => i.id), ...(question.followUp ? keptBesideRequired : [])]
              : kept,
        message: readText,
        ...(anchored || required.length ? { anchored: true } : {}),
        takenOut,
      });
    const triedIn = answerWith(compared);
    // A piece tried in and not kept: the outfit before stands, the piece it would have replaced back in it.
    // So does one below the occasion's level when the piece it would replace meets it.
    const answer = compared && (!triedIn.itemIds.includes(compared.candidate.id) || fallsShortOf(compared, question.dressCode)) ? answerWith(null) : triedIn;
    const spend = shoppingFor && base.budget ? budgetLine(answer.lacks ?? false, base.budget) : '';
    // With no occasion, a piece is weighed against the weather said ('are my Docs OK on icy pavements?').
    // An activity is said as the person said it ('for biking'), not as the gym its level comes from.
    const forWhat = question.activitySaid
      ? question.activitySaid
      : question.occasionName || question.occasions[0]
        ? occasionWithArticle(question.occasionName ?? question.occasions[0]!)
        : weatherWeighed(question.weather);
    // Weighed for something of its own ('better than the sneakers for all the stairs?'): said back in those words.
    const purpose = compared ? purposeSaid(readText) : null;
    const verdict = (ids: readonly number[]) =>
      objection
        ? `Not in this weather: your ${single!.name} ${verbFor([single!.name], 'is', 'are')} ${objection}.`
        : compared
          ? comparisonVerdict(compared, ids, purpose ?? forWhat, weather, asksWhichOf(readText))
          : pieceVerdict(asked, ids, forWhat, readText);
    return {
      question,
      grounding: {
        ...base,
        closetAnswer:
          anchored || objection
            ? `${verdict(answer.itemIds)} ${answer.text}`
            : `${wearKind && !wearing ? `You don't have ${articled(wearKind)} in your closet, so this is the closest: ${answer.text.charAt(0).toLowerCase()}${answer.text.slice(1)}` : answer.text}${spend}`,
        tipQuery: answer.tipQuery,
        // The tips speak to the day dressed for: 'too warm for 12 degrees' is said of a coat, not of the weather.
        weatherWords: weatherWordsBorneOut(question.weather, weather),
        // A one-piece follow-up gets no occasion tips: it answers only what changed.
        // An activity's answer says what it needs; a generic occasion or weather tip would contradict it (linen for lifting).
        // A verdict on a piece asked about is the answer: no stock tip after it (issue 38.6).
        ...(slotChange || question.activity || anchored || objection ? { occasions: [], weatherWords: [], tipQuery: '' } : {}),
        facts: [...answer.facts, `Weather source: ${report.label}${report.place ? ` for ${report.place}` : ''}`],
        candidates: answer.itemIds.length ? [answer.itemIds.map((id) => input.closet.find((i) => i.id === id)?.name ?? `#${id}`)] : [],
        weather: weatherFacts(weather),
      },
    };
  }
  if (question.kind === 'pairing') {
    // 'Make it warmer, it is 4°C now' after a pairing question: the same pairing, re-chosen for the weather now stated.
    const weatherChanged = question.followUp && ['warmer', 'cooler', 'weather'].includes(question.change ?? '');
    const stated =
      question.weather.length > 0 || question.tempC !== null ? applyWeatherWords(MILD_DAY, question.weather, question.tempC, question.tempLowC ?? null) : null;
    const answer =
      (weatherChanged ? null : piecePairingAnswer({ question, message: readText, closet: input.closet, takenOut, unit })) ??
      pairingAnswer({ question, closet: input.closet, weather: stated, unit, message: readText }) ??
      ownNamePairing(question, [input.message, readText], input.closet, stated, unit);
    if (answer) return { question, grounding: { ...base, closetAnswer: answer.text, tipQuery: answer.tipQuery, facts: answer.facts } };
    // 'What goes with it?' of a piece nothing can place, for an occasion named: what to wear for that occasion, never a refusal.
    if (question.occasions.length > 0 || question.activity) return groundRequest(ctx, user, input, { ...question, kind: 'outfit' }, unit, ruled);
  }
  if (question.kind === 'care') {
    const answer = careAnswer({ question, closet: input.closet, message: readText });
    return { question, grounding: { ...base, closetAnswer: answer.text, tipQuery: '', occasions: [], weatherWords: [], facts: answer.facts } };
  }
  if (question.kind === 'etiquette') {
    const answer = etiquetteAnswer({ question, message: readText, closet: input.closet, wardrobe });
    return {
      question,
      // A verdict or a custom is the answer: no occasion's stock tip after it (issue 38.6).
      grounding: { ...base, closetAnswer: answer.text, tipQuery: '', weatherWords: [], occasions: [], facts: answer.facts },
    };
  }
  // Buying one named thing: that item, its price, and what it must go with; never a general budgeting text.
  // ('Nothing for rain except the trench': a piece set aside is owned, not the one to buy.)
  if (question.kind === 'shopping' && buying.length > 0 && question.change !== 'cheaper') {
    const answer = buyOneAnswer({ question: { ...question, pieces: buying }, message: readText, closet: input.closet });
    if (answer) return { question, grounding: { ...base, closetAnswer: answer.text, tipQuery: '', occasions: [], weatherWords: [], facts: answer.facts } };
  }
  // 'What should I buy?' (no piece named): the one gap model answers, as on Home, Shop and by text.
  if (
    (question.kind === 'shopping' || question.kind === 'capsule') &&
    question.pieces.length === 0 &&
    // 'my work wardrobe', 'the weekend closet': an occasion said of the wardrobe is what it is for, not an event to dress for.
    (question.occasions.length === 0 || WARDROBE_SCOPE.test(readText) || shopsThere) &&
    question.change !== 'cheaper' &&
    // An activity's gear is answered for it by the outfit builder; a budget is said back; the gap model already reads the season and climate.
    question.activity === null &&
    asksWhatToBuy(readText)
  ) {
    // Shopping for somewhere named ('flying to Seoul in January, what should I buy first?'): that place's months, not home's (issue 38.5).
    const away = placeNamedIn(readText);
    const gaps = away
      ? gapsFromInput(user, input, awayClimate(away, question.day?.date ?? input.today))
      : input.gaps
        ? await input.gaps()
        : gapsFromInput(user, input);
    const budget = base.budget;
    // What the first buy completes in the closet: the reason to buy it is the pieces it makes work. With nothing
    // missing, the piece that adds the most outfits still answers 'what's the single best buy?'.
    const goesWith = gaps[0]
      ? gapGoesWith(gaps[0], input.closet)
      : ` If you want one piece anyway, ${mostOutfitsAdded({
          question,
          closet: input.closet,
          weather: toEngineWeather(typicalWeather(weatherQueryFor(user, input.today))),
          date: input.today,
          everyday: preferenceDressCode(input.preferences.preferredStyle, false),
          wardrobe,
        })}.`;
    const text = `${gapsAnswer(gaps)}${goesWith}${
      budget
        ? gaps.length
          ? ` With ${budget}, start with the first and let the rest wait for the next budget.`
          : ` Keep the ${budget} for when something wears out.`
        : ''
    }`;
    const facts = gaps.map((g) => `Closet gap: ${g.label}: ${g.reason}${g.budget ? ` Budget $${g.budget.min}-$${g.budget.max}.` : ''}`);
    return { question, grounding: { ...base, closetAnswer: text, tipQuery: '', occasions: [], weatherWords: [], facts } };
  }
  if (question.kind === 'packing') {
    // The destination's weather is the person's words over its typical month, never the home forecast. With no place named, home's typical weather for the trip's month is the best guess (a weekend at the lake is usually near home).
    const date = tripDate(question, input.today);
    // A named place within the forecast's reach gets its forecast (the weather adapter finds the place); further out, its normals.
    const place = question.trip?.place && !question.trip.place.startsWith('the ') ? question.trip.place : null;
    const ahead = Math.round((Date.parse(date) - Date.parse(input.today)) / 86_400_000);
    const report = place && ahead >= 0 && ahead <= FORECAST_DAYS ? await ctx.weather.forDay({ location: place, timezone: user.timezone, date }) : null;
    const answer = packingAnswer({
      question,
      closet: input.closet,
      date,
      preferences: input.preferences,
      wardrobe,
      seed: seedFor(user.id, input.today, input.message),
      unit,
      home: question.trip?.place && !question.trip.place.startsWith('the ') ? null : toEngineWeather(typicalWeather(weatherQueryFor(user, date))),
      forecast: report?.source === 'forecast' ? toEngineWeather(report) : null,
      ruledOut: ruled,
    });
    return {
      question,
      grounding: { ...base, closetAnswer: answer.text, shortAnswer: answer.short ?? null, tipQuery: '', occasions: [], weatherWords: [], facts: answer.facts },
    };
  }
  if (question.kind === 'fit') {
    const answer = fitAnswer({ question, closet: input.closet, message: readText });
    if (answer) return { question, grounding: { ...base, closetAnswer: answer.text, tipQuery: '', occasions: [], weatherWords: [], facts: answer.facts } };
  }
  if (question.kind === 'capsule') {
    const report = await ctx.weather.forDay(weatherQueryFor(user, input.today));
    const weather = applyWeatherWords(toEngineWeather(report), question.weather, question.tempC, question.tempLowC ?? null);
    const answer = capsuleAnswer({
      question,
      closet: input.closet,
      weather,
      date: input.today,
      everyday: preferenceDressCode(input.preferences.preferredStyle, false),
      wardrobe,
    });
    return { question, grounding: { ...base, closetAnswer: answer.text, tipQuery: '', occasions: [], weatherWords: [], facts: answer.facts } };
  }
  if (question.kind === 'colour') {
    const answer = colourClosetAnswer({ question, message: readText, closet: input.closet }) ?? colourAnswer(question);
    if (answer) return { question, grounding: { ...base, closetAnswer: answer.text, tipQuery: answer.tipQuery, facts: answer.facts } };
  }
  return { question, grounding: base };
}

/**
 * The owned pieces the last answer wore, in the order named: by full name, as this stylist names them ('your Black wool
 * coat'), or by part of it, as another client or a person retelling it may ('the charcoal suit with the white shirt').
 */
function piecesOfLastAnswer(text: string, closet: readonly ClosetItem[]): number[] {
  const full = namedIn(text, closet).map((i) => i.id);
  const partly = itemsReferredTo(text, closet)
    .filter((r) => !r.negated)
    .map((r) => r.item.id);
  return [...full, ...partly.filter((id) => !full.includes(id))];
}

/** The owned pieces a text names by their full name, in the order named (an answer says 'your Black wool coat'). */
function namedIn(text: string, closet: readonly ClosetItem[]): ClosetItem[] {
  const lower = text.toLowerCase();
  return closet
    .filter((i) => i.status === 'active' && i.name.length > 2 && lower.includes(i.name.toLowerCase()))
    .sort((a, b) => lower.indexOf(a.name.toLowerCase()) - lower.indexOf(b.name.toLowerCase()));
}

/** A garment noun with its article ('a dress', 'an anorak', 'jeans'). */
function articled(piece: string): string {
  return isPluralName(piece) ? piece : `${/^[aeiou]/.test(piece) ? 'an' : 'a'} ${piece}`;
}

/** The scale of the first place the texts name, newest first; it stops at the first. */
/** A place a message names ('to Seoul', 'in Lagos'): the destination table's first, else any town of the gazetteer. */
function placeNamedIn(text: string): Destination | null {
  const t = ` ${text.toLowerCase().replace(/[^a-z0-9']+/g, ' ')} `;
  return destinationIn(t) ?? cityIn(t);
}

/** A place's climate over the month of `date` and the one after, as the gap model reads a home's. */
function awayClimate(place: Destination, date: string): GapClimate {
  const month = Number(date.slice(5, 7)) - 1;
  const months = [month, (month + 1) % 12].map((m) => destinationWeather(place, m));
  return {
    place: place.name,
    coldestMinC: Math.min(...months.map((m) => m.minTempC)),
    warmestMaxC: Math.max(...months.map((m) => m.maxTempC)),
    rainProbability: Math.max(...months.map((m) => m.precipitationProbability)),
  };
}

function placeScaleIn(texts: readonly string[]): 'C' | 'F' | null {
  for (const m of texts) {
    const place = placeNamedIn(m);
    if (place) return place.fahrenheit ? 'F' : 'C';
  }
  return null;
}
