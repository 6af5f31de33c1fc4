import { slotCategory } from '../../../shared/closet-slots';
import { MAX_OUTFIT_ITEMS, type Category } from '../../../shared/closet-constants';
import { profileItem, type ItemProfile } from '../item-profile';
import type { ActivityId } from '../question/lexicon';
import type { ClosetItem, Weather } from '../types';
import { isRainLikely, temperatureBand } from '../weather-bands';

/**
 * What an activity needs the outfit to do, slot by slot, and the owned pieces that meet each
 * need. Lifting needs an athletic top, athletic bottoms and trainers; gardening needs durable
 * clothes and sturdy shoes that can get dirty; skiing needs insulated, waterproof layers. When
 * nothing owned meets a need the answer says so and what to look for, instead of dressing the
 * person for the office.
 */

interface Slot {
  /** What the slot is, as the answer says it ('trainers'). */
  need: string;
  categories: readonly Category[];
  fits: (p: ItemProfile, text: string) => boolean;
  /** Whether the answer can stand without it (a layer, a hat). */
  optional?: boolean;
  /** Pieces that suit the need best come first (work boots over trainers for digging). */
  prefer?: RegExp;
  /** What will do when nothing owned meets the need itself (a plain tee for the gym). */
  fallback?: (p: ItemProfile, text: string) => boolean;
  /** A stand-in for it is worth saying as missing (sneakers on a trail): the answer names what to get. */
  standInLacks?: string;
  /** Worn only on a day this cold or colder (a mid layer for a cool hike). */
  coldest?: 'cool' | 'cold';
}

const ATHLETIC_WORDS =
  /\b(performance|sport|sports|athletic|gym|training|trainers?|running|run|workout|tank|jogger|joggers|leggings|track|dri-?fit|tech|compression|yoga|bike|cycling)\b/;
const DELICATE = /\b(silk|satin|cashmere|linen|suede|velvet|lace|sequin|chiffon)\b/;
const TAILORED = /\b(suit|dress shirt|blazer|tuxedo|tailored|pencil|trousers|slacks|cocktail|oxford shoes|heels|pumps|loafers|pearl)\b/;

const athletic = (p: ItemProfile, text: string) => p.formality === 'athletic' || ATHLETIC_WORDS.test(text);
const trainers = (p: ItemProfile, text: string) => athletic(p, text) || /\b(trainers?|running shoes|training shoes|cross ?trainers?)\b/.test(text);
/** Casual or athletic, nothing delicate or tailored: clothes that can get dirty. */
const durable = (p: ItemProfile, text: string) =>
  (p.formalityLevel <= 1 || athletic(p, text)) && !DELICATE.test(text) && !TAILORED.test(text) && !p.rainSensitive;
// Rain-sensitive shoes (white leather trainers) are sturdy enough on a dry day: the wet-day filter keeps them off rain.
const sturdyShoes = (p: ItemProfile, text: string) =>
  !DELICATE.test(text) &&
  (/\b(boots?|wellies|wellingtons|work shoes|hiking|trail|clogs)\b/.test(text) || athletic(p, text) || /\b(sneakers?|trainers?)\b/.test(text)) &&
  !/\b(heels|ankle boots|chelsea)\b/.test(text);
const trailShoes = (p: ItemProfile, text: string) =>
  !p.rainSensitive &&
  (/\b(hiking|trail|walking boots?|approach)\b/.test(text) || trainers(p, text) || (/\bboots?\b/.test(text) && /\b(leather|work|combat|hiking)\b/.test(text)));
const insulatedShell = (_p: ItemProfile, text: string) => /\b(ski|snow|puffer|down|insulated|parka|padded|shell|waterproof|gore-?tex)\b/.test(text);
const snowPants = (_p: ItemProfile, text: string) => /\b(ski|snow|salopettes?|waterproof|insulated)\b.*\b(pants|trousers|bibs?)\b|\bsalopettes\b/.test(text);
const baseLayer = (p: ItemProfile, text: string) => /\b(thermal|base ?layer|merino|wool|fleece)\b/.test(text) && !TAILORED.test(text);
const swimwear = (_p: ItemProfile, text: string) => /\b(swim|swimsuit|swimwear|bikini|trunks|board ?shorts|one-piece|bathing)\b/.test(text);
const lightTop = (p: ItemProfile, text: string) =>
  !DELICATE.test(text) &&
  !p.onePiece &&
  p.formalityLevel <= 2 &&
  !/\b(sweater|wool|cashmere|hoodie|turtleneck|dress shirt)\b/.test(text) &&
  !TAILORED.test(text);
const shortsOrLight = (p: ItemProfile, text: string) =>
  !DELICATE.test(text) &&
  !TAILORED.test(text) &&
  !p.onePiece &&
  (/\b(shorts|skirt|linen|swim)\b/.test(text) || (p.formalityLevel <= 1 && p.warmth === 'light'));
const beachShoes = (_p: ItemProfile, text: string) => /\b(sandals?|slides|flip-?flops|espadrilles|canvas)\b/.test(text);
// Jackets made for being outside: field, waxed and utility jackets were cut for it, a trench or an overcoat for the city.
const outdoorLayer = (p: ItemProfile, text: string) =>
  slotCategory(p.item) === 'Outerwear' &&
  (p.rainwear || /\b(fleece|shell|rain|windbreaker|anorak|puffer|hiking|softshell|packable|field|waxed|utility|barn)\b/.test(text)) &&
  !/\b(trench|blazer|overcoat|suit)\b/.test(text);

const TOP: Category[] = ['Tops'];
const BOTTOM: Category[] = ['Bottoms'];
const SHOES: Category[] = ['Shoes'];
const OUTER: Category[] = ['Outerwear'];

const plainTop = (p: ItemProfile, text: string) => durable(p, text) && /\b(tee|t-shirt|tank|hoodie|sweatshirt|crew)\b/.test(text);
const sneakers = (p: ItemProfile, text: string) => /\bsneakers?\b/.test(text) && !p.rainSensitive;

const SPORT: Slot[] = [
  { need: 'an athletic top', categories: TOP, fits: athletic, fallback: plainTop },
  { need: 'athletic bottoms', categories: BOTTOM, fits: athletic },
  { need: 'trainers', categories: SHOES, fits: trainers, fallback: sneakers },
];

// prettier-ignore
export const ACTIVITY_NEEDS: Record<ActivityId, { phrase: string; slots: Slot[]; lookFor: string; why: string }> = {
  lifting: { phrase: 'lifting weights', slots: SPORT, lookFor: 'a moisture-wicking tee, shorts or joggers you can squat in, and flat, stable trainers', why: 'so you can move freely and stay cool, with flat soles to keep you stable under the bar' },
  gym: { phrase: 'the gym', slots: SPORT, lookFor: 'a moisture-wicking top, shorts, joggers or leggings and cushioned trainers', why: 'so you can move freely and stay cool' },
  running: { phrase: 'a run', slots: SPORT, lookFor: 'a moisture-wicking top, running shorts or tights and running shoes', why: 'so sweat wicks away and nothing rubs' },
  yoga: { phrase: 'yoga', slots: [SPORT[0]!, SPORT[1]!], lookFor: 'a fitted stretch top and leggings or fitted shorts (you go barefoot)', why: 'so everything stretches and stays put when you bend' },
  cycling: { phrase: 'a bike ride', slots: [SPORT[0]!, SPORT[1]!, { need: 'trainers', categories: SHOES, fits: trainers, optional: true }], lookFor: 'a fitted wicking top and padded cycling shorts or close-fitting leggings', why: 'so nothing loose catches on the chain' },
  hiking: {
    phrase: 'a hike',
    slots: [
      { need: 'a breathable top', categories: TOP, fits: (p, t) => athletic(p, t) || (durable(p, t) && lightTop(p, t)) },
      {
        need: 'trail-friendly bottoms',
        categories: BOTTOM,
        fits: (p, t) => athletic(p, t) || (durable(p, t) && !/\b(jeans|denim)\b/.test(t)),
        // Nothing made for the trail (or too cold for shorts): casual trousers, never tailored ones.
        fallback: (p, t) => p.formalityLevel <= 2 && !TAILORED.test(t) && !DELICATE.test(t) && !p.onePiece,
      },
      // Made for the trail before anything athletic that merely fits (climbing shoes, court shoes).
      // Owning none, closed sturdy shoes (sneakers on a dry day) beat going without; the answer still says what to get.
      {
        need: 'trail or hiking shoes',
        categories: SHOES,
        fits: trailShoes,
        prefer: /\b(hiking|trail|approach|walking)\b/,
        fallback: sturdyShoes,
        standInLacks: 'hiking boots with a grippy sole',
      },
      // A cool trail wants a warm mid layer over the tee (merino, fleece), as walkers layer.
      { need: 'a warm mid layer', categories: TOP, fits: baseLayer, optional: true, coldest: 'cool' },
      { need: 'a light outdoor layer', categories: OUTER, fits: outdoorLayer, optional: true },
    ],
    lookFor: 'hiking shoes or trail runners, quick-dry trousers or shorts, a wicking top and a packable rain shell',
    why: 'so you stay dry and sure-footed on the trail',
  },
  skiing: {
    phrase: 'a day in the snow',
    slots: [
      { need: 'an insulated, waterproof ski jacket', categories: OUTER, fits: insulatedShell },
      { need: 'waterproof ski or snow pants', categories: BOTTOM, fits: snowPants },
      { need: 'a thermal or merino base layer', categories: TOP, fits: baseLayer },
    ],
    lookFor: 'an insulated waterproof ski jacket and pants, a merino or thermal base layer, ski socks, gloves and goggles (boots are usually rented)',
    why: 'so the base layer keeps you warm and the shell keeps the snow out',
  },
  swimming: {
    phrase: 'swimming',
    slots: [
      { need: 'swimwear', categories: ['Swim', 'Bottoms', 'Tops'], fits: (p, t) => p.slot === 'swim' || swimwear(p, t) },
      { need: 'sandals or slides', categories: SHOES, fits: beachShoes, optional: true },
    ],
    lookFor: 'a swimsuit or swim trunks and slides for the poolside',
    why: 'so you dry off quickly',
  },
  gardening: {
    phrase: 'gardening',
    slots: [
      { need: 'a durable casual top', categories: TOP, fits: durable, prefer: /\b(old|sweatshirt|tee|t-shirt|flannel|work)\b/ },
      { need: 'durable bottoms', categories: BOTTOM, fits: durable, prefer: /\b(jeans|work|cargo|canvas|denim)\b/ },
      { need: 'sturdy shoes you can get dirty', categories: SHOES, fits: sturdyShoes, prefer: /\b(boots?|wellies|wellingtons|clogs)\b/ },
    ],
    lookFor: 'hard-wearing jeans or work trousers, an old tee or sweatshirt, rubber boots or sturdy work shoes, and gloves',
    why: 'so nothing precious gets dirty and it all washes easily',
  },
  moving: {
    phrase: 'moving day',
    slots: [
      { need: 'a top you can lift in', categories: TOP, fits: durable },
      { need: 'bottoms you can bend in', categories: BOTTOM, fits: durable },
      { need: 'closed-toe trainers or boots', categories: SHOES, fits: sturdyShoes, prefer: /\b(trainers?|sneakers?|running|training|work boots?)\b/ },
    ],
    lookFor: 'stretchy joggers or old jeans, a tee you can sweat in and closed-toe trainers with grip',
    why: 'so you can lift and bend, with closed toes to protect your feet from dropped boxes',
  },
  chores: {
    phrase: 'a messy job',
    slots: [
      { need: 'an old or durable top', categories: TOP, fits: durable, prefer: /\b(old|sweatshirt|tee|t-shirt|hoodie|work)\b/ },
      { need: 'durable bottoms', categories: BOTTOM, fits: durable, prefer: /\b(jeans|work|cargo|joggers|old)\b/ },
      { need: 'closed shoes you can get dirty', categories: SHOES, fits: sturdyShoes, prefer: /\b(boots?|old|work)\b/ },
    ],
    lookFor: 'an old tee or sweatshirt, work trousers or old jeans and closed shoes you do not mind ruining',
    why: 'so nothing precious gets paint or dirt on it',
  },
  walking: {
    phrase: 'a walk',
    slots: [
      { need: 'a comfortable top', categories: TOP, fits: (p, t) => durable(p, t) || (p.formalityLevel <= 2 && !TAILORED.test(t)) },
      { need: 'comfortable bottoms', categories: BOTTOM, fits: durable },
      { need: 'comfortable walking shoes', categories: SHOES, fits: sturdyShoes, prefer: /\b(sneakers?|trainers?|walking|boots?)\b/ },
      { need: 'a weather layer', categories: OUTER, fits: (p, t) => outdoorLayer(p, t) || /\b(jacket|parka|puffer)\b/.test(t), optional: true },
    ],
    lookFor: 'comfortable trainers or walking boots and a light waterproof jacket',
    why: 'so you stay comfortable for the whole walk',
  },
  watersports: {
    phrase: 'time on the water',
    slots: [
      { need: 'a quick-dry top', categories: [...TOP, 'Swim'], fits: (p, t) => athletic(p, t) || swimwear(p, t) || p.slot === 'swim', fallback: plainTop },
      { need: 'quick-dry shorts or swimwear', categories: [...BOTTOM, 'Swim'], fits: (p, t) => athletic(p, t) || swimwear(p, t) || p.slot === 'swim' },
      { need: 'water shoes or sandals', categories: SHOES, fits: beachShoes, optional: true },
    ],
    lookFor: 'quick-dry shorts or swimwear, a rash guard or wicking top, water shoes, and a windproof layer for the way back',
    why: 'so you dry fast if you get splashed',
  },
  beach: {
    phrase: 'the beach',
    slots: [
      { need: 'a light top', categories: TOP, fits: lightTop, prefer: /\b(tee|t-shirt|tank|linen|breton|striped|camisole|cami|polo|shirt)\b/ },
      { need: 'shorts or something light', categories: BOTTOM, fits: shortsOrLight },
      { need: 'swimwear', categories: ['Swim'], fits: (p) => p.slot === 'swim', optional: true },
      { need: 'sandals', categories: SHOES, fits: beachShoes, optional: true },
    ],
    lookFor: 'swimwear, a light cover-up or linen shirt, shorts and sandals, plus a hat',
    why: 'so you stay cool and shake off the sand',
  },
  outdoors: {
    phrase: 'a day outdoors',
    slots: [
      { need: 'a durable casual top', categories: TOP, fits: durable, prefer: /\b(flannel|sweatshirt|hoodie|fleece|henley|sweater|tee)\b/ },
      { need: 'durable bottoms', categories: BOTTOM, fits: durable, prefer: /\b(jeans|cargo|canvas|work|denim|chinos)\b/ },
      { need: 'sturdy shoes or boots', categories: SHOES, fits: sturdyShoes, prefer: /\b(boots?|wellies|wellingtons)\b/ },
      { need: 'a warm or waterproof outer layer', categories: OUTER, fits: outdoorLayer, optional: true },
    ],
    lookFor: 'sturdy waterproof boots, durable trousers, a warm layer you can get dirty and a waterproof shell',
    why: 'so you stay warm and dry through hours outside, in clothes that can get dirty',
  },
};

export interface ActivityAnswerInput {
  activity: ActivityId;
  closet: readonly ClosetItem[];
  weather: Weather;
  /** 'today', 'on Saturday'... */
  dayText: string;
  /** 'rain likely, 50–60°F / 10–16°C' */
  weatherText: string;
  avoid?: readonly string[];
  /** The occasion as the person named it ('the yoga class', 'indoor climbing'), said instead of the activity's own phrase. */
  name?: string | null;
  /** A follow-up's opening ('If it snows', 'To stay warmer'), so the answer says what changed. */
  opening?: string | null;
  /** 'What do I need to buy for the gym?': what only stands in for the activity's gear is named as the thing to buy. */
  buying?: boolean;
}

export interface ActivityAnswer {
  text: string;
  itemIds: number[];
  facts: string[];
  /** The answer says what the closet lacks for the activity. */
  lacks: boolean;
}

function listJoin(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function textOf(item: ClosetItem): string {
  return `${item.subcategory ?? ''} ${item.name} ${item.material ?? ''}`.toLowerCase();
}

/** 'What should I wear for yard work?': the owned pieces that meet the activity's needs, or plainly what is missing. */
export function activityAnswer(input: ActivityAnswerInput): ActivityAnswer {
  const needs = ACTIVITY_NEEDS[input.activity];
  const active = input.closet.filter((i) => i.status === 'active').map(profileItem);
  const avoided = input.avoid ?? [];
  const cold = ['cold', 'freezing'].includes(temperatureBand(input.weather.maxTempC));
  const wet = isRainLikely(input.weather);
  // From a cool day down, the warmer of two pieces that fit (trousers before shorts on a 10°C trail).
  const coolOrColder = cold || temperatureBand(input.weather.maxTempC) === 'cool';
  const chosen: ItemProfile[] = [];
  const missing: string[] = [];
  const best = (slot: Slot, fits: NonNullable<Slot['fallback']>) =>
    active
      .filter((p) => slot.categories.includes(slotCategory(p.item)) && !chosen.includes(p) && fits(p, textOf(p.item)))
      .filter((p) => !avoided.some((a) => textOf(p.item).includes(a)))
      .filter((p) => !(wet && p.rainSensitive))
      // Bare legs and open shoes are for warm days: on a cold one the answer says what is missing instead.
      .filter((p) => !(cold && /\b(shorts|tank|sandals?|slides|flip-?flops)\b/.test(textOf(p.item))))
      // Warmer pieces on a cool day, lighter on a warm one; then the least worn.
      .sort(
        (a, b) =>
          preferred(slot, b) - preferred(slot, a) ||
          // Rainwear (wellies, a shell) on a wet day, and not on a dry one.
          (wet ? Number(b.rainwear) - Number(a.rainwear) : Number(a.rainwear) - Number(b.rainwear)) ||
          (coolOrColder ? warmth(b) - warmth(a) : warmth(a) - warmth(b)) ||
          a.item.timesWorn - b.item.timesWorn ||
          a.item.id - b.item.id,
      )[0];
  /** Needs met only by a stand-in (a plain tee for an athletic top): what to buy first when the person asks. */
  const standIns: string[] = [];
  const saidMissing: string[] = [];
  /** Picks only the weather asked for (a mid layer): the first to go when a look has too many pieces. */
  const weatherExtras: ItemProfile[] = [];
  const band = temperatureBand(input.weather.maxTempC);
  for (const slot of needs.slots) {
    if (slot.coldest && BAND_ORDER.indexOf(band) < BAND_ORDER.indexOf(slot.coldest)) continue;
    const fit = best(slot, slot.fits);
    const pick = fit ?? (slot.fallback ? best(slot, slot.fallback) : undefined);
    if (pick) chosen.push(pick);
    else if (!slot.optional) missing.push(slot.need);
    if (pick && slot.coldest) weatherExtras.push(pick);
    if (pick && !fit) standIns.push(slot.need);
    if (pick && !fit && slot.standInLacks) saidMissing.push(slot.standInLacks);
  }
  // Cold or wet outdoors: a practical layer when the activity is outside and one is owned.
  const outdoors = ['hiking', 'gardening', 'moving', 'running', 'cycling', 'beach', 'walking', 'watersports', 'outdoors'].includes(input.activity);
  // On a trail, a bike or in the dirt only gear made for it will do: a trench or an overcoat is city wear however wet it gets.
  const rugged = input.activity !== 'walking';
  if (outdoors && (cold || wet) && !chosen.some((p) => slotCategory(p.item) === 'Outerwear')) {
    const layer =
      active.find((p) => outdoorLayer(p, textOf(p.item))) ??
      // Nothing made for the trail, but a cold day: a winter coat made for being outside (a down parka) beats none.
      (cold
        ? active.find((p) => slotCategory(p.item) === 'Outerwear' && !p.tailored && /\b(parka|down|insulated|padded|quilted)\b/.test(textOf(p.item)))
        : undefined) ??
      (rugged
        ? undefined
        : (active.find((p) => wet && p.rainwear && slotCategory(p.item) === 'Outerwear') ??
          // Nothing made for outdoors: any coat beats none on a cold or wet walk, but never a blazer or a suit jacket.
          active.find((p) => slotCategory(p.item) === 'Outerwear' && !p.rainSensitive && !/\b(blazer|suit)\b/.test(textOf(p.item)))));
    if (layer) chosen.push(layer);
  }
  // Indoors or out, a cold day needs something warm for the way there and back (and between climbs, sets or games).
  if (!outdoors && cold && !chosen.some((p) => slotCategory(p.item) === 'Outerwear')) {
    const layer = active
      .filter((p) => slotCategory(p.item) === 'Outerwear' && !p.tailored && !avoided.some((a) => textOf(p.item).includes(a)))
      .sort((a, b) => Number(outdoorLayer(b, textOf(b.item))) - Number(outdoorLayer(a, textOf(a.item))) || warmth(b) - warmth(a))[0];
    if (layer) chosen.push(layer);
  }
  // A look holds at most MAX_OUTFIT_ITEMS pieces: the weather's extras go first, the coat stays.
  for (const extra of weatherExtras.reverse()) if (chosen.length > MAX_OUTFIT_ITEMS) chosen.splice(chosen.indexOf(extra), 1);
  const noRainwear = outdoors && wet && !chosen.some((p) => p.rainwear);
  // A wet trail wants grip: trainers will do, but say what would be better.
  const shoes = chosen.find((p) => slotCategory(p.item) === 'Shoes');
  const noTrailShoes =
    input.activity === 'hiking' &&
    (wet || cold) &&
    !!shoes &&
    !/\b(hiking|trail|walking boots?|boots?)\b/.test(textOf(shoes.item)) &&
    !saidMissing.includes('hiking boots with a grippy sole');
  const noColdLayer = outdoors && rugged && cold && !wet && !chosen.some((p) => slotCategory(p.item) === 'Outerwear');
  // The beach without swimwear: the outfit for the sand, and plainly that there is nothing to swim in.
  const noSwimwear = input.activity === 'beach' && !chosen.some((p) => p.slot === 'swim' || swimwear(p, textOf(p.item)));
  const lead = `${input.opening ? `${input.opening}, for` : 'For'} ${input.name ?? needs.phrase} ${input.dayText} (${input.weatherText})`;
  const names = chosen.map((p) => p.item.name);
  const sentences: string[] = [];
  if (missing.length === needs.slots.filter((s) => !s.optional).length) {
    sentences.push(`${lead}, nothing in your closet is made for it: you don't own ${listJoin(missing)}.`);
    sentences.push(`Look for ${needs.lookFor}; the shop can help you find them.`);
    return { text: sentences.join(' '), itemIds: [], facts: [`Activity: ${needs.phrase}`, `The closet has nothing for ${needs.phrase}`], lacks: true };
  }
  // 'Stay cool' is for a warm day; on a cold one the layer keeps you warm between efforts.
  const why =
    cold && chosen.some((p) => slotCategory(p.item) === 'Outerwear')
      ? needs.why.replace(/ and stay cool$/, ', with a warm layer for before and after')
      : needs.why;
  const lacking = [
    ...missing,
    ...(noRainwear ? [`a waterproof shell made for ${needs.phrase}`] : []),
    ...(noTrailShoes ? ['hiking boots with a grippy sole'] : []),
    ...saidMissing,
    ...(noColdLayer ? [`a warm outdoor layer (fleece or insulated jacket)`] : []),
    ...(noSwimwear ? ['swimwear'] : []),
  ];
  if (input.buying && standIns.length) lacking.push(...standIns.filter((n) => !lacking.includes(n)));
  // What the kit is for ('so you stay dry and sure-footed') is promised only when nothing it needs is missing.
  sentences.push(`${lead}, wear your ${listJoin(names)}, ${lacking.length ? `the closest you own for ${needs.phrase}` : why}.`);
  if (missing.length) sentences.push(`You don't own ${listJoin(lacking)} yet, so look for ${lookForLacking(lacking, needs.lookFor)}.`);
  else if (lacking.length) sentences.push(`You don't own ${listJoin(lacking)} yet: look for ${lookForLacking(lacking, needs.lookFor)}.`);
  else if (input.buying) sentences.push(`You own what ${needs.phrase} needs, so nothing to buy yet.`);
  return {
    text: sentences.join(' '),
    itemIds: chosen.map((p) => p.item.id),
    facts: [`Activity: ${needs.phrase}`, `Outfit from the closet: ${listJoin(names)}`, ...(missing.length ? [`Missing: ${listJoin(missing)}`] : [])],
    lacks: lacking.length > 0,
  };
}

/** One line on what to look for: the activity's own list when it lacks a whole kit, else just the pieces named. */
function lookForLacking(lacking: readonly string[], kit: string): string {
  const parts = lacking.map((l) =>
    l.startsWith('a waterproof shell')
      ? 'a packable, breathable rain shell with a hood'
      : l.startsWith('hiking boots')
        ? 'waterproof hiking boots or trail shoes with deep lugs'
        : l.startsWith('a warm outdoor layer')
          ? 'a fleece or a light insulated jacket that packs small'
          : l === 'swimwear'
            ? 'a swimsuit or swim trunks that dry fast'
            : kit,
  );
  // The activity's own list already names a shell, boots or a fleece: the piece is not asked for twice.
  const inKit = (part: string) => part !== kit && parts.includes(kit) && KIT_KEYS.some((k) => part.includes(k) && kit.includes(k));
  return listJoin([...new Set(parts.filter((p) => !inKit(p)))]);
}
const KIT_KEYS = ['shell', 'hiking', 'fleece', 'swim'];

function preferred(slot: Slot, p: ItemProfile): number {
  return slot.prefer?.test(textOf(p.item)) ? 1 : 0;
}

/** Coldest last: a slot for 'cool' days is worn at cool, cold and freezing. */
const BAND_ORDER = ['hot', 'mild', 'cool', 'cold', 'freezing'] as const;

function warmth(p: ItemProfile): number {
  return p.warmth === 'warm' ? 2 : p.warmth === 'medium' ? 1 : 0;
}
