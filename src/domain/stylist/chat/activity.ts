import { DEEP_COLD_C, indoorLayer } from './weather-notes';
import { madeToBeSeen } from './in-the-dark';
import { isInsulatedBoot } from '../temperature-fit';
import { slotCategory } from '../../../shared/closet-slots';
import { MAX_OUTFIT_ITEMS, type Category } from '../../../shared/closet-constants';
import { profileItem, type ItemProfile } from '../item-profile';
import { ACTIVITIES, conceptsIn, gearForAnotherSport, words, type ActivityId } from '../question/lexicon';
import { occasionWithArticle } from '../question/occasion-phrase';
import { dressCodeFromTitle, dressCodeRank } from '../dress-code';
import type { ClosetItem, Weather } from '../types';
import { isUniformClothing, isWorkUniform } from '../work-uniform';
import { coolStart, isRainLikely, isWindy, temperatureBand } from '../weather-bands';

/**
 * What an activity needs the outfit to do, slot by slot, and the owned pieces that meet each
 * need. Lifting needs an athletic top, athletic bottoms and trainers; gardening needs durable
 * clothes and sturdy shoes that can get dirty; skiing needs insulated, waterproof layers. When
 * nothing owned meets a need the answer says so and what to look for, instead of dressing the
 * person for the office. On the ice or in the snow it is cold whatever the forecast says; on a cold
 * day outside, the warm hat, gloves and scarf owned are named (as pieces of the look while it has room).
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
  coldest?: 'mild' | 'cool' | 'cold';
  /** Filled only when the pieces already chosen call for it (shorts under a rash vest, not under a swimsuit). */
  when?: (chosen: readonly ItemProfile[]) => boolean;
  /** Worn to and from the activity, not in it (clothes over the swimsuit on the way to the pool): said apart. */
  wayThere?: boolean;
}

const ATHLETIC_WORDS =
  /\b(performance|sport|sports|athletic|gym|training|trainers?|running|run|workout|tank|jogger|joggers|leggings|track|dri-?fit|tech|compression|yoga|bike|cycling|wicking)\b/;
// Clothes worn for a job, not for sport: never the activity's top.
const DELICATE = /\b(silk|satin|cashmere|linen|suede|velvet|lace(?!-? ?up)|sequin|chiffon)\b/;
const TAILORED = /\b(suit|dress shirt|blazer|tuxedo|tailored|pencil|trousers|slacks|cocktail|oxford shoes|heels|pumps|loafers|pearl)\b/;

const athletic = (p: ItemProfile, text: string) => p.formality === 'athletic' || ATHLETIC_WORDS.test(text);
// Boots filed as sportswear (hiking boots, ski boots) are made for a trail or a slope, never a gym floor.
const trainers = (p: ItemProfile, text: string) =>
  !/\b(boots?|booties|hiking|ski|cleats|crampons)\b/.test(text) &&
  (athletic(p, text) || /\b(trainers?|running shoes|training shoes|cross ?trainers?)\b/.test(text));
/** Made for work with the hands whatever else the name says ('work trousers', 'carpenter pants', 'a samue: cotton work jacket and trousers'). */
const WORKWEAR = /\b(work|cargo|carpenter|utility|canvas)\b/;
/** Casual or athletic, nothing delicate or tailored (unless made for work): clothes that can get dirty. */
const durable = (p: ItemProfile, text: string) =>
  (p.formalityLevel <= 1 || athletic(p, text)) && !DELICATE.test(text) && (!TAILORED.test(text) || WORKWEAR.test(text)) && !p.rainSensitive;
// Rain-sensitive shoes (white leather trainers) are sturdy enough on a dry day: the wet-day filter keeps them off rain.
const sturdyShoes = (p: ItemProfile, text: string) =>
  !DELICATE.test(text) &&
  (/\b(boots?|wellies|wellingtons|work shoes|walking shoes|hiking|trail|clogs)\b/.test(text) || athletic(p, text) || /\b(sneakers?|trainers?)\b/.test(text)) &&
  !/\b(heels|ankle boots|chelsea)\b/.test(text);
// 'Tramping' is New Zealand's hiking; sandals, sport or not, are no trail shoes for a day's walk.
const trailShoes = (p: ItemProfile, text: string) =>
  (!p.rainSensitive || /\b(hiking|tramping)\b/.test(text)) &&
  !/\b(sandals?|slides|flip-?flops|jandals?)\b/.test(text) &&
  (/\b(hiking|tramping|trail|walking boots?|approach)\b/.test(text) ||
    trainers(p, text) ||
    (/\bboots?\b/.test(text) && /\b(leather|work|combat|hiking)\b/.test(text)));
const insulatedShell = (_p: ItemProfile, text: string) => /\b(ski|snow|puffer|down|insulated|parka|padded|shell|waterproof|gore-?tex)\b/.test(text);
const snowPants = (_p: ItemProfile, text: string) => /\b(ski|snow|salopettes?|waterproof|insulated)\b.*\b(pants|trousers|bibs?)\b|\bsalopettes\b/.test(text);
const winterBoots = (_p: ItemProfile, text: string) => BOOTS.test(text) && /\b(snow|winter|insulated|lined|waterproof|hiking|work)\b/.test(text);
const baseLayer = (p: ItemProfile, text: string) => /\b(thermal|base ?layer|merino|wool|fleece)\b/.test(text) && !TAILORED.test(text);
const swimwear = (p: ItemProfile, text: string) =>
  p.slot === 'swim' || /\b(swim\w*|bikini|trunks|board ?shorts|one-piece|bathing|rash ?(guard|vest)|rashguard)\b/.test(text);
// Swimwear that covers only the top half (a rash vest, a swim top): shorts or leggings go with it in the water.
const SWIM_TOP = /\b(rash ?(guard|vest)|rashguard|swim (top|shirt|tee))\b/;
const swimTopOnly = (chosen: readonly ItemProfile[]) =>
  chosen.some((p) => SWIM_TOP.test(textOf(p.item))) && !chosen.some((p) => swimwear(p, textOf(p.item)) && !SWIM_TOP.test(textOf(p.item)));
/** Bottoms that can go in the water: swim bottoms, or stretch shorts and leggings made for sport (bike shorts). */
const waterBottoms = (p: ItemProfile, text: string) =>
  (swimwear(p, text) && !SWIM_TOP.test(text)) || (athletic(p, text) && /\b(shorts|leggings|tights)\b/.test(text) && !/\b(cotton|denim)\b/.test(text));
/** Easy clothes to pull on over wet swimwear for the way home: casual, nothing tailored, delicate or for sport. */
const pullOn = (p: ItemProfile, text: string) =>
  p.formalityLevel <= 1 && !DELICATE.test(text) && !TAILORED.test(text) && !swimwear(p, text) && p.formality !== 'athletic';
/** A coat for the way to the water and back: anything casual, never a blazer or a suit jacket. */
const wayLayer = (p: ItemProfile, text: string) => slotCategory(p.item) === 'Outerwear' && !p.tailored && !/\b(blazer|suit)\b/.test(text);
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
// A heel sinks in sand and slips on a wet pool deck: flat ones only.
const beachShoes = (_p: ItemProfile, text: string) => /\b(sandals?|slides|flip-?flops|espadrilles|canvas)\b/.test(text) && !HEELED.test(text);
const HEELED = /\b(heels?|heeled|block-?heels?|wedges?|stilettos?|platforms?|pumps)\b/;
// Jackets made for being outside: field, waxed and utility jackets were cut for it, a trench or an overcoat for the city.
const outdoorLayer = (p: ItemProfile, text: string) =>
  slotCategory(p.item) === 'Outerwear' &&
  (p.rainwear || /\b(fleece|shell|rain|windbreaker|windproof|spray|anorak|puffer|hiking|softshell|packable|field|waxed|utility|barn)\b/.test(text)) &&
  !/\b(trench|blazer|overcoat|suit)\b/.test(text);

// Shoes that can get wet: sandals and slides before canvas.
const OPEN_SHOES = /\b(sandals?|slides|flip-?flops|water shoes)\b/;
const QUICK_DRY = /\b(swim\w*|rash|wicking|quick-?dry|dri-?fit|shorts)\b/;
const TRAIL_GEAR = /\b(hiking|trail|cleats|crampons)\b/;
// Worn for show, not for cold or a fall: satin, sequins and lace stay home from the ice and the snow.
const SHOWY = /\b(silk|satin|sequin|chiffon|lace|linen|velvet)\b/;
const WARM_TOP_WORDS = /\b(sweater|jumper|knit|fleece|sweatshirt|hoodie|thermal|merino|wool|cardigan|flannel|turtleneck|quarter-zip|base ?layer)\b/;
/** A warm top for the cold: a knit, a fleece or a thermal (cashmere too: nobody sits in the dirt at a rink). */
const warmTop = (p: ItemProfile, text: string) =>
  !p.onePiece && !SHOWY.test(text) && !TAILORED.test(text) && (p.warmth !== 'light' || WARM_TOP_WORDS.test(text));
/** Trousers one can fall, kneel or sit in the snow in: casual, long, nothing tailored or delicate. */
const casualTrousers = (p: ItemProfile, text: string) =>
  !p.onePiece && !SHOWY.test(text) && !TAILORED.test(text) && p.formalityLevel <= 2 && !/\b(skirt|shorts)\b/.test(text);
/** The same, short of ski or snow pants: the slopes' gear, not the rink's or the wall's. */
const everydayTrousers = (p: ItemProfile, text: string) => casualTrousers(p, text) && !snowPants(p, text);
/** Trousers that stretch for a lunge or a high step: athletic, or cut to stretch (hiking, climbing, track pants); never ski pants. */
const stretchBottoms = (p: ItemProfile, text: string) =>
  !snowPants(p, text) && (athletic(p, text) || /\b(stretch|joggers|leggings|sweatpants|track|hiking|climbing)\b/.test(text));
// A coat for standing about in the cold: anything rated for it (a parka, a wool coat), never a blazer.
const warmCoat = (p: ItemProfile, text: string) => p.coldRated || insulatedShell(p, text) || (slotCategory(p.item) === 'Outerwear' && /\bfleece\b/.test(text));
const snowBoots = (_p: ItemProfile, text: string) =>
  /\b(snow|winter|insulated|duck|rubber|wellies|wellingtons|wellington)\b/.test(text) && /\b(boots?|wellies|wellingtons)\b/.test(text);
// Leather, rubber and hiking boots shed snow; suede and canvas soak through (rainSensitive).
const weatherBoots = (p: ItemProfile, text: string) =>
  !p.rainSensitive && p.waterResistant && /\b(boots?|wellies|wellingtons)\b/.test(text) && !/\b(heels?|heeled)\b/.test(text);
// Curling ice wants clean, flat soles: trainers kept for indoors, never boots or a heel.
const flatSoles = (p: ItemProfile, text: string) =>
  (trainers(p, text) || /\b(sneakers?|plimsolls?)\b/.test(text)) && !/\b(boots?|heels?|hiking|trail|cleats)\b/.test(text);

const TOP: Category[] = ['Tops'];
const BOTTOM: Category[] = ['Bottoms'];
const SHOES: Category[] = ['Shoes'];
const OUTER: Category[] = ['Outerwear'];

// Clothes for the way there and back over the water's own kit: something to pull on, and a layer from a cool day down
// (rainwear on a wet day, else the warmest owned, as any slot sorts).
const TO_THE_WATER: Slot[] = [
  { need: 'something easy to pull on', categories: TOP, fits: pullOn, prefer: /\b(maxi|tee|t-shirt|tank|sweatshirt|hoodie)\b/, optional: true, wayThere: true },
  {
    need: 'a layer for the way there and back',
    categories: OUTER,
    fits: wayLayer,
    optional: true,
    coldest: 'cool',
    wayThere: true,
  },
];

const plainTop = (p: ItemProfile, text: string) => durable(p, text) && /\b(tee|t-shirt|tank|hoodie|sweatshirt|crew)\b/.test(text);
const sneakers = (p: ItemProfile, text: string) => /\bsneakers?\b/.test(text) && !p.rainSensitive;

const SPORT: Slot[] = [
  { need: 'an athletic top', categories: TOP, fits: athletic, fallback: plainTop },
  { need: 'athletic bottoms', categories: BOTTOM, fits: athletic },
  { need: 'trainers', categories: SHOES, fits: trainers, fallback: sneakers },
];

/** Shoes that come off at the mat's edge without sitting down to unlace them. */
const slipOff = (p: ItemProfile, text: string) => /\b(sandals?|slides|slip-?ons?|flip-?flops|mules|clogs|sliders)\b/.test(text) && !p.rainSensitive;
/** A barefoot class: its kit, then shoes easy to slip off and, short of a hot day, a layer for the way there and back. */
const ON_THE_MAT: Slot[] = [
  SPORT[0]!,
  SPORT[1]!,
  { need: 'shoes easy to slip off', categories: SHOES, fits: slipOff, optional: true, wayThere: true },
  {
    need: 'a layer for the way there and back',
    categories: [...TOP, ...OUTER],
    // A light knit pulled over the kit (not a wrap dress: a dress goes over nothing).
    fits: (p, t) => /\b(cardigan|hoodie|sweatshirt|zip|fleece|wrap)\b/.test(t) && !p.tailored && !p.onePiece,
    optional: true,
    coldest: 'mild',
    wayThere: true,
  },
];

/** Warm accessories for a cold day outside, named when owned. */
type Wrap = 'hat' | 'scarf' | 'gloves';

interface Needs {
  phrase: string;
  slots: Slot[];
  lookFor: string;
  why: string;
  /** Done outside: a cold or wet day adds a practical layer and warm accessories. */
  outside?: boolean;
  /** Where it is cold whatever the forecast ('on the ice', 'in the snow'): dressed as for a cold day. */
  chill?: string;
  /** Which warm accessories suit it on a cold day (a runner's hat and gloves, not a scarf); outside, all three unless said. */
  wraps?: readonly Wrap[];
}

// A run on a cold morning: a warm long-sleeve layer over the top (merino, a thermal, a fleece quarter-zip), as runners layer.
// Nothing delicate or chunky: a cashmere or cable knit is no running layer.
const RUN: Slot[] = [
  SPORT[0]!,
  // Made for running (tights, running shorts) before any athletic bottoms (fleece joggers, track pants).
  { ...SPORT[1]!, prefer: /\b(running|tights|run)\b/ },
  SPORT[2]!,
  {
    need: 'a warm long-sleeve layer',
    categories: TOP,
    fits: (p, t) =>
      (baseLayer(p, t) || (athletic(p, t) && p.warmth !== 'light')) && !DELICATE.test(t) && !/\b(chunky|cable|fisherman|cardigan|turtleneck)\b/.test(t),
    optional: true,
    coldest: 'cold',
  },
];

/** Snow on the ground: warm and dry from the boots up, whether sledding or shovelling the drive. */
const SNOW: Slot[] = [
  { need: 'a warm top', categories: TOP, fits: warmTop, prefer: /\b(thermal|base ?layer|merino|fleece|sweater|jumper|wool|flannel)\b/ },
  {
    need: 'waterproof snow pants',
    categories: BOTTOM,
    fits: snowPants,
    // Jeans or work trousers will do for an hour, but they soak through: the answer says so.
    fallback: casualTrousers,
    // Heavier cloth first: lined, wool, cord, denim or canvas over thin chinos.
    prefer: /\b(ski|snow|insulated|lined|fleece|wool|cords?|corduroy|jeans|denim|work|canvas|cargo)\b/,
    standInLacks: 'waterproof snow pants',
  },
  { need: 'insulated snow boots', categories: SHOES, fits: snowBoots, fallback: weatherBoots, standInLacks: 'insulated, waterproof snow boots' },
  // A coat for the snow: a parka or a puffer; a wool coat will do; a trench or a mac is for city rain.
  {
    need: 'a warm, waterproof coat',
    categories: OUTER,
    fits: (p, t) => warmCoat(p, t) && !/\b(trench|mac|mackintosh|blazer)\b/.test(t),
    prefer: /\b(parka|puffer|down|insulated|ski|snow|padded|quilted)\b/,
  },
];

// prettier-ignore
export const ACTIVITY_NEEDS: Record<ActivityId, Needs> = {
  lifting: { phrase: 'lifting weights', slots: SPORT, lookFor: 'a moisture-wicking tee, shorts or joggers you can squat in, and flat, stable trainers', why: 'so you can move freely and stay cool, with flat soles to keep you stable under the bar' },
  gym: { phrase: 'the gym', slots: SPORT, lookFor: 'a moisture-wicking top, shorts, joggers or leggings and cushioned trainers', why: 'so you can move freely and stay cool' },
  running: { phrase: 'a run', slots: RUN, lookFor: 'a moisture-wicking top, running shorts or tights and running shoes', why: 'so sweat wicks away and nothing rubs', outside: true, wraps: ['hat', 'gloves'] },
  yoga: { phrase: 'yoga', slots: ON_THE_MAT, lookFor: 'a fitted stretch top and leggings or fitted shorts (you go barefoot)', why: 'so everything stretches and stays put when you bend; the mat is done barefoot' },
  // Any flat, closed sneaker pedals well enough when no trainers are owned ('only got my white leather sneakers').
  cycling: { phrase: 'a bike ride', slots: [SPORT[0]!, SPORT[1]!, { need: 'trainers', categories: SHOES, fits: trainers, optional: true, fallback: (p, t) => p.formalityLevel <= 2 && /\b(sneakers?|trainers?|plimsolls?|canvas shoes|skate shoes)\b/.test(t) && !/\b(boots?|heels?|platforms?)\b/.test(t) }], lookFor: 'a fitted wicking top and padded cycling shorts or close-fitting leggings', why: 'so nothing loose catches on the chain', outside: true, wraps: ['gloves'] },
  hiking: {
    phrase: 'a hike',
    slots: [
      // Made to sweat in (a running tee, a wicking top) before a casual tee; a work uniform (scrubs) stays at work.
      { need: 'a breathable top', categories: TOP, fits: (p, t) => !isWorkUniform(p.item) && (athletic(p, t) || (durable(p, t) && lightTop(p, t))), prefer: ATHLETIC_WORDS },
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
        prefer: /\b(hiking|tramping|trail|approach|walking)\b/,
        fallback: sturdyShoes,
        standInLacks: 'hiking boots with a grippy sole',
      },
      // A cool trail wants a warm mid layer over the tee (merino, fleece), as walkers layer.
      { need: 'a warm mid layer', categories: TOP, fits: baseLayer, optional: true, coldest: 'cool' },
      { need: 'a light outdoor layer', categories: OUTER, fits: outdoorLayer, optional: true },
    ],
    lookFor: 'hiking shoes or trail runners, quick-dry trousers or shorts, a wicking top and a packable rain shell',
    why: 'so you stay dry and sure-footed on the trail', outside: true,
  },
  skiing: {
    phrase: 'a day in the snow',
    // A day on the slopes is cold whatever the valley's forecast: a hat and gloves go with the shell.
    chill: 'on the slopes',
    slots: [
      { need: 'an insulated, waterproof ski jacket', categories: OUTER, fits: insulatedShell },
      { need: 'waterproof ski or snow pants', categories: BOTTOM, fits: snowPants },
      { need: 'a thermal or merino base layer', categories: TOP, fits: baseLayer },
      // Snowshoes strap onto your own boots, and ski boots come off at the end of the day: warm boots are worn either way.
      { need: 'warm waterproof boots', categories: SHOES, fits: winterBoots, optional: true },
    ],
    lookFor: 'an insulated waterproof ski jacket and pants, a merino or thermal base layer, ski socks, gloves and goggles (boots are usually rented)',
    why: 'so the base layer keeps you warm and the shell keeps the snow out',
  },
  swimming: {
    phrase: 'swimming',
    slots: [
      { need: 'swimwear', categories: ['Swim', 'Bottoms', 'Tops'], fits: swimwear, prefer: /\b(swimsuit|one-piece|bikini|trunks|board ?shorts|bathing)\b/ },
      { need: 'swim bottoms or stretch shorts', categories: [...BOTTOM, 'Swim'], fits: waterBottoms, optional: true, when: swimTopOnly },
      { need: 'sandals or slides', categories: SHOES, fits: beachShoes, optional: true, prefer: OPEN_SHOES },
      ...TO_THE_WATER,
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
    why: 'so nothing precious gets dirty and it all washes easily', outside: true,
  },
  moving: {
    phrase: 'moving day',
    slots: [
      { need: 'a top you can lift in', categories: TOP, fits: durable },
      { need: 'bottoms you can bend in', categories: BOTTOM, fits: durable },
      { need: 'closed-toe trainers or boots', categories: SHOES, fits: sturdyShoes, prefer: /\b(trainers?|sneakers?|running|training|work boots?)\b/ },
    ],
    lookFor: 'stretchy joggers or old jeans, a tee you can sweat in and closed-toe trainers with grip',
    why: 'so you can lift and bend, with closed toes to protect your feet from dropped boxes', outside: true,
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
      { need: 'a comfortable top', categories: TOP, fits: (p, t) => !isWorkUniform(p.item) && (durable(p, t) || (p.formalityLevel <= 2 && !TAILORED.test(t))) },
      { need: 'comfortable bottoms', categories: BOTTOM, fits: durable },
      { need: 'comfortable walking shoes', categories: SHOES, fits: sturdyShoes, prefer: /\b(sneakers?|trainers?|walking|boots?)\b/ },
      // A jacket for the weather from a cool day down; a wet day's shell, or a cool start's layer, is chosen below.
      { need: 'a weather layer', categories: OUTER, fits: (p, t) => outdoorLayer(p, t) || /\b(jacket|parka|puffer)\b/.test(t), optional: true, coldest: 'cool' },
    ],
    lookFor: 'comfortable trainers or walking boots and a light waterproof jacket',
    why: 'so you stay comfortable for the whole walk', outside: true,
  },
  watersports: {
    phrase: 'time on the water',
    slots: [
      // Made for the water or to dry fast (a rash vest, a wicking tee) before anything merely athletic.
      { need: 'a quick-dry top', categories: [...TOP, 'Swim'], fits: (p, t) => athletic(p, t) || swimwear(p, t), fallback: plainTop, prefer: QUICK_DRY },
      { need: 'quick-dry shorts or swimwear', categories: [...BOTTOM, 'Swim'], fits: (p, t) => athletic(p, t) || swimwear(p, t), prefer: QUICK_DRY },
      { need: 'water shoes or sandals', categories: SHOES, fits: beachShoes, optional: true, prefer: OPEN_SHOES },
      TO_THE_WATER[1]!,
    ],
    lookFor: 'quick-dry shorts or swimwear, a rash guard or wicking top, water shoes, and a windproof layer for the way back',
    why: 'so you dry fast if you get splashed', outside: true, wraps: [],
  },
  beach: {
    phrase: 'the beach',
    slots: [
      { need: 'a light top', categories: TOP, fits: lightTop, prefer: /\b(tee|t-shirt|tank|linen|breton|striped|camisole|cami|polo|shirt)\b/ },
      // A cool day by the water (or a pool party in December): casual trousers and sneakers will do.
      { need: 'shorts or something light', categories: BOTTOM, fits: shortsOrLight, fallback: casualTrousers },
      { need: 'swimwear', categories: ['Swim'], fits: (p) => p.slot === 'swim', optional: true },
      { need: 'sandals', categories: SHOES, fits: beachShoes, fallback: sneakers, optional: true },
    ],
    lookFor: 'swimwear, a light cover-up or linen shirt, shorts and sandals, plus a hat',
    why: 'so you stay cool and shake off the sand', outside: true, wraps: [],
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
    why: 'so you stay warm and dry through hours outside, in clothes that can get dirty', outside: true,
  },
  climbing: {
    phrase: 'climbing',
    slots: [
      // A merino or thermal base layer climbs as well as a gym top; a casual tee or shirt will do.
      {
        need: 'a stretchy athletic top',
        categories: TOP,
        fits: (p, t) => athletic(p, t) || /\b(base ?layer|thermal)\b/.test(t),
        fallback: (p, t) => plainTop(p, t) || (durable(p, t) && !p.onePiece && p.formalityLevel <= 1),
        prefer: /\b(tank|tee|t-shirt|base ?layer|thermal|long-sleeve|running|training|athletic)\b/,
      },
      {
        need: 'stretchy bottoms you can high-step in',
        categories: BOTTOM,
        fits: stretchBottoms,
        // Nothing that stretches: loose casual trousers (cargos, chinos) still let a knee come up; jeans and skirts do not.
        fallback: (p, t) => everydayTrousers(p, t) && !/\b(jeans|denim)\b/.test(t),
        prefer: /\b(cargo|joggers|leggings|tights|climbing|hiking|stretch)\b/,
      },
      // Climbing shoes are hired at the wall (owned ones go in the bag); trainers for the way there or the walk in to a crag.
      { need: 'climbing shoes', categories: SHOES, fits: (p, t) => /\b(climbing|approach)\b/.test(t) || trainers(p, t), prefer: /\b(climbing|approach)\b/, optional: true },
    ],
    lookFor: 'a stretchy tee or tank, leggings, joggers or shorts you can high-step in, and climbing shoes (most walls rent them)',
    why: 'so you can reach and high-step freely, with climbing shoes hired at the wall',
  },
  skating: {
    phrase: 'skating',
    chill: 'on the ice',
    slots: [
      { need: 'a warm jumper or fleece', categories: TOP, fits: warmTop, prefer: /\b(sweater|jumper|knit|fleece|sweatshirt|hoodie|cardigan)\b/ },
      { need: 'jeans or warm trousers you can fall in', categories: BOTTOM, fits: everydayTrousers,
        // Denim and cord keep the cold and a fall out better than thin leggings.
        prefer: /\b(jeans|denim|cords?|corduroy|lined|thermal)\b/ },
      { need: 'a warm coat', categories: OUTER, fits: warmCoat },
      // Skates are hired at the rink: warm, flat boots for the way there and the rinkside.
      // Hiking boots are the trail's: a rink's boots are for warmth, its trainers for the walk there.
      {
        need: 'warm boots for the rinkside',
        categories: SHOES,
        fits: (p, t) => (snowBoots(p, t) || weatherBoots(p, t)) && !TRAIL_GEAR.test(t),
        fallback: (p, t) => sturdyShoes(p, t) && !TRAIL_GEAR.test(t),
        optional: true,
      },
    ],
    lookFor: 'a warm jumper, jeans or thick leggings, a warm coat, gloves and a hat (skates are hired at the rink)',
    why: 'so you stay warm by the ice and can move, and fall, in comfort',
  },
  curling: {
    phrase: 'curling',
    chill: 'on the ice',
    wraps: ['gloves', 'hat'],
    slots: [
      // Layers, as on any cold rink: a close base (a thermal, a henley, a tee) under a light warm top.
      {
        need: 'a warm base layer',
        categories: TOP,
        fits: (p, t) => athletic(p, t) || baseLayer(p, t) || warmTop(p, t) || plainTop(p, t) || /\bhenley\b/.test(t),
        prefer: /\b(thermal|base ?layer|henley|long-sleeve|tee|t-shirt)\b/,
      },
      {
        need: 'stretchy trousers you can lunge in',
        categories: BOTTOM,
        fits: stretchBottoms,
        fallback: (p, t) => everydayTrousers(p, t) && !/\b(jeans|denim)\b/.test(t),
        standInLacks: 'stretchy trousers or track pants',
      },
      { need: 'clean, flat-soled trainers', categories: SHOES, fits: flatSoles },
      {
        need: 'a light warm layer',
        categories: TOP,
        fits: (p, t) => warmTop(p, t) && p.warmth !== 'light',
        prefer: /\b(quarter-zip|fleece|merino|zip)\b/,
        optional: true,
        coldest: 'cool',
      },
    ],
    lookFor: 'stretchy trousers or track pants, a thermal base layer under a light warm top, clean flat-soled trainers kept for the ice, and thin gloves',
    why: 'so you can lunge into each delivery and stay warm on the ice, on clean flat soles',
  },
  snow: {
    phrase: 'playing in the snow',
    outside: true,
    chill: 'in the snow',
    slots: SNOW,
    lookFor: 'waterproof snow pants, insulated snow boots, a warm waterproof coat, waterproof gloves and a warm hat',
    why: 'so you stay warm and dry however long you are out in the snow',
  },
  shoveling: {
    phrase: 'shoveling snow',
    outside: true,
    chill: 'in the snow',
    slots: [SNOW[0]!, { ...SNOW[1]!, fits: (p, t) => snowPants(p, t) || (casualTrousers(p, t) && /\b(work|canvas|cargo|ski|snow|insulated|lined)\b/.test(t)), standInLacks: undefined }, SNOW[2]!, SNOW[3]!],
    lookFor: 'insulated snow boots with grip, waterproof gloves, a warm hat and a waterproof coat you can move in',
    why: 'so you stay warm and dry and keep your footing while you dig',
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
  /** The person said the weather or the temperature: it is said back as it is, snow or not. */
  weatherStated?: boolean;
  /** Strong sun said ('full sun', 'I burn like crazy'): shade and cover whatever the forecast's high. */
  sunSaid?: boolean;
  /** A hard outing said ('a proper mountain hike', 'some scrambling', '15km'): shoes made for it are needed, dry or not. */
  demanding?: boolean;
  /** Said to be done outside ('an hour standing outside' on a site visit): dressed for the weather as every outdoor activity is. */
  outdoors?: boolean;
  /** Done on the road in the dark ('7am, it'll still be dark'): a piece made to be seen is chosen first where it fits. */
  dark?: boolean;
  /** Pieces asked about ('is my samue all right for the cleanup?'): each is worn where it meets a need of the activity. */
  kept?: readonly number[];
  /** The room it is done in, as said ('the hall is always freezing'): a cold one takes a layer to wear until warmed up. */
  indoors?: 'warm' | 'cold' | null;
}

/**
 * How an answer names the activity asked about: the occasion's own name when that names the activity ('the yoga
 * class', 'the Howth cliff walk'), else the activity as the person said it ('kayaking', 'basketball'), else null (the
 * activity's own phrase). A dressier occasion's name that names no activity ('the work play' read in 'guys from work
 * play basketball') is not what the activity's clothes are for: the activity said is named instead.
 */
const DOING_VERB = /^(play|plays|playing|do|does|doing|go|goes|going) (?=\S)/i;

/** An activity said as a habit ('walk every morning', 'swim daily'): named as the person's own ('your walk'). */
const HABIT = /^(?:the |a |my )?(?!(?:the|a|my|our|your)\b)([a-z]+) (?:every|each|daily)\b/i;

export function activityName(q: { occasionName: string | null; activitySaid?: string | null }): string | null {
  const habit = q.activitySaid ? HABIT.exec(q.activitySaid) : null;
  // A habit is what the person asks about, whatever else the message names ('by the time we finish breakfast').
  if (habit) return `your ${habit[1]!.toLowerCase()}`;
  const said = q.activitySaid ?? null;
  const elsewhere = (name: string) =>
    conceptsIn(words(name), ACTIVITIES).length === 0 && dressCodeRank(dressCodeFromTitle(name) ?? 'casual') > dressCodeRank('casual');
  // 'I play pickup basketball': the verb that does the activity is no part of its name.
  const name = q.occasionName?.replace(DOING_VERB, '') ?? null;
  // 'Pickup basketball', 'indoor kayaking': a name ending in a pursuit said bare is said bare too.
  if (name && said && !/^(the|a|an|your) /.test(said) && name.toLowerCase().endsWith(said.toLowerCase())) return name;
  if (name && !(said && elsewhere(name))) return occasionWithArticle(name);
  return said;
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
  // A long or hilly walk ('an 18 km training walk with hills') is a hike without the word: dressed as one, named as said.
  if (input.activity === 'walking' && input.demanding)
    return activityAnswer({ ...input, activity: 'hiking', name: input.name ?? ACTIVITY_NEEDS.walking.phrase });
  const needs = ACTIVITY_NEEDS[input.activity];
  // A uniform's clothes (scrubs, an apron) stay at work: a day at the beach or on a trail is not dressed in them.
  const active = input.closet.filter((i) => i.status === 'active' && !isUniformClothing(i)).map(profileItem);
  // Nothing to swim in: dressed for the poolside as for the sand, and plainly that there is nothing to swim in (the beach's
  // own answer), named as the person said it ('the pool party', 'swimming').
  if (input.activity === 'swimming' && !active.some((p) => p.slot === 'swim' || swimwear(p, textOf(p.item))))
    return activityAnswer({ ...input, activity: 'beach', name: input.name ?? needs.phrase });
  const avoided = input.avoid ?? [];
  const forecastCold = ['cold', 'freezing'].includes(temperatureBand(input.weather.maxTempC));
  // On the ice or in the snow it is cold whatever the forecast says.
  const cold = forecastCold || !!needs.chill;
  const hot = !needs.chill && temperatureBand(input.weather.maxTempC) === 'hot';
  const wet = isRainLikely(input.weather);
  const snowy = wet && input.weather.maxTempC <= 1;
  // From a cool day down, the warmer of two pieces that fit (trousers before shorts on a 10°C trail).
  const coolOrColder = cold || temperatureBand(input.weather.maxTempC) === 'cool';
  const chosen: ItemProfile[] = [];
  const missing: string[] = [];
  const outside = !!needs.outside || !!input.outdoors;
  const keptIds = new Set(input.kept ?? []);
  const inPool = (slot: Slot) => input.activity === 'swimming' && !slot.wayThere;
  const forAnotherSport = new Set(active.filter((p) => gearForAnotherSport(textOf(p.item), input.activity, input.name ?? '')));
  const best = (slot: Slot, fits: NonNullable<Slot['fallback']>, otherSports = false) =>
    active
      // Gear named for another sport (capoeira trousers on court, ski boots on a hike) comes only when nothing else will do.
      .filter((p) => otherSports || !forAnotherSport.has(p))
      // A piece named for the activity (a hiking shirt, climbing pants) meets the need it is in the place of.
      .filter(
        (p) =>
          slot.categories.includes(slotCategory(p.item)) && !chosen.includes(p) && (fits(p, textOf(p.item)) || (!slot.optional && madeFor(p, input.activity))),
      )
      .filter((p) => !avoided.some((a) => textOf(p.item).includes(a)))
      .filter((p) => !(wet && p.rainSensitive))
      // Bare legs and open shoes are for warm days: on a cold one the answer says what is missing instead.
      // (In the pool and on its side they are what is worn whatever the day: the way there is dressed for the weather.)
      .filter((p) => !(cold && !inPool(slot) && /\b(shorts|tank|sandals?|slides|flip-?flops)\b/.test(textOf(p.item))))
      // Insulated boots and winter layers are for the cold: on a hot day they are left out whatever the slot allows.
      .filter((p) => !(hot && (isInsulatedBoot(p) || /\b(parka|puffer|down|fleece-lined|thermal|insulated)\b/.test(textOf(p.item)))))
      // Warmer pieces on a cool day, lighter on a warm one; then the least worn.
      .sort(
        (a, b) =>
          // A piece the person asks about ('is my samue all right for the cleanup?') is worn where it meets the need.
          Number(keptIds.has(b.item.id)) - Number(keptIds.has(a.item.id)) ||
          // Snow underfoot, or a cold day on foot: boots before any other shoe the slot allows (a dog walk in ten inches of snow, at -10).
          (snowy || (cold && slot.prefer?.test('boots')) ? Number(BOOTS.test(textOf(b.item))) - Number(BOOTS.test(textOf(a.item))) : 0) ||
          // A cold day out: a knit, a hoodie or a turtleneck before a shirt or a tee, where the slot takes either.
          (cold && outside && slot.categories.includes('Tops')
            ? Number(WARM_TOP_WORDS.test(textOf(b.item)) || b.warmth === 'warm') - Number(WARM_TOP_WORDS.test(textOf(a.item)) || a.warmth === 'warm')
            : 0) ||
          // A piece named for the activity itself (climbing pants, hiking boots, a ski jacket, swim trunks) comes first.
          Number(madeFor(b, input.activity)) - Number(madeFor(a, input.activity)) ||
          preferred(slot, b) - preferred(slot, a) ||
          // Rainwear (wellies, a shell) on a wet day, and not on a dry one; in snow the warmth below decides.
          (wet && !snowy ? Number(b.rainwear) - Number(a.rainwear) : wet ? 0 : Number(a.rainwear) - Number(b.rainwear)) ||
          (coolOrColder ? warmth(b) - warmth(a) : warmth(a) - warmth(b)) ||
          a.item.timesWorn - b.item.timesWorn ||
          a.item.id - b.item.id,
      )[0];
  /** Needs met only by a stand-in (a plain tee for an athletic top): what to buy first when the person asks. */
  const standIns: string[] = [];
  const saidMissing: string[] = [];
  /** Picks only the weather asked for (a mid layer): the first to go when a look has too many pieces. */
  const weatherExtras: ItemProfile[] = [];
  /** Worn to and from the activity, said in a sentence of their own. */
  const wayThere: ItemProfile[] = [];
  const forecastBand = temperatureBand(input.weather.maxTempC);
  const band = needs.chill && BAND_ORDER.indexOf(forecastBand) < BAND_ORDER.indexOf('cold') ? 'cold' : forecastBand;
  for (const slot of needs.slots) {
    if (slot.coldest && BAND_ORDER.indexOf(band) < BAND_ORDER.indexOf(slot.coldest)) continue;
    if (slot.when && !slot.when(chosen)) continue;
    const fit = best(slot, slot.fits) ?? (slot.fallback ? undefined : best(slot, slot.fits, true));
    const pick = fit ?? (slot.fallback ? (best(slot, slot.fallback) ?? best(slot, slot.fits, true) ?? best(slot, slot.fallback, true)) : undefined);
    if (pick) chosen.push(pick);
    else if (!slot.optional) missing.push(slot.need);
    if (pick && slot.wayThere) wayThere.push(pick);
    if (pick && slot.coldest) weatherExtras.push(pick);
    if (pick && !fit) standIns.push(slot.need);
    if (pick && !fit && slot.standInLacks) saidMissing.push(slot.standInLacks);
  }
  // Cold or wet outdoors: a practical layer when the activity is outside and one is owned.
  const outdoors = outside;
  // An activity with a coat of its own (snow, a rink) has said what it needs to be warm and dry.
  const ownCoat = needs.slots.some((s) => !s.optional && s.categories.includes('Outerwear'));
  // On a trail, a bike or in the dirt only gear made for it will do: a trench or an overcoat is city wear however wet it gets.
  const rugged = input.activity !== 'walking';
  // Wind on a day short of hot chills as the cold does ('19 and windy, still the beach').
  const windChill = outdoors && isWindy(input.weather) && temperatureBand(input.weather.maxTempC) !== 'hot';
  if (outdoors && (cold || wet || windChill) && !chosen.some((p) => slotCategory(p.item) === 'Outerwear')) {
    const layer =
      // In the dark on the road, a layer made to be seen (a reflective running jacket) before any other.
      (input.dark ? active.find((p) => slotCategory(p.item) === 'Outerwear' && madeToBeSeen(p.item) && !(wet && p.rainSensitive)) : undefined) ??
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
  // A walk on a cold day: the warmest coat owned (a wool coat, a parka) over a jacket that is not warm, unless rain would spoil it.
  // In deep cold any outing outdoors takes it, rugged or not: a fleece on the ice at -35 °C is no layer.
  const deepCold = input.weather.maxTempC <= DEEP_COLD_C;
  if (outdoors && (!rugged || deepCold) && cold) {
    const worn = chosen.find((p) => slotCategory(p.item) === 'Outerwear');
    const insulated = (p: ItemProfile) => WINTER_COAT.test(textOf(p.item));
    const warmer = active
      .filter((p) => slotCategory(p.item) === 'Outerwear' && p.warmth === 'warm' && !/\b(blazer|suit)\b/.test(textOf(p.item)))
      .filter((p) => !avoided.some((a) => textOf(p.item).includes(a)) && !(wet && !snowy && p.rainSensitive))
      // In deep cold a coat made for it (a parka, a down or insulated coat) before any other warm layer.
      .sort((a, b) => (deepCold ? Number(insulated(b)) - Number(insulated(a)) : 0))[0];
    // A rain shell stays on a cold wet day; in snow a warm coat is what keeps the walk bearable; in deep cold, the winter coat.
    const wornFallsShort =
      !!worn && ((deepCold && !!warmer && insulated(warmer) && !insulated(worn)) || (worn.warmth !== 'warm' && !(wet && !snowy && worn.rainwear)));
    if (warmer && (!worn || wornFallsShort)) {
      if (worn) chosen.splice(chosen.indexOf(worn), 1);
      chosen.push(warmer);
    }
  }
  // Indoors or out, a cold day needs something warm for the way there and back (and between climbs, sets or games).
  // (A rink indoors is cold, but the way there is only as cold as the forecast.)
  if (!outdoors && forecastCold && !chosen.some((p) => slotCategory(p.item) === 'Outerwear')) {
    const layer = active
      .filter((p) => slotCategory(p.item) === 'Outerwear' && !p.tailored && !avoided.some((a) => textOf(p.item).includes(a)))
      .sort((a, b) => Number(outdoorLayer(b, textOf(b.item))) - Number(outdoorLayer(a, textOf(a.item))) || warmth(b) - warmth(a))[0];
    if (layer) chosen.push(layer);
  }
  // A look holds at most MAX_OUTFIT_ITEMS pieces: the weather's extras go first, the coat stays.
  // (Clothes for the way there are not worn with the kit: they take no room in it.)
  const worn = () => chosen.filter((p) => !wayThere.includes(p)).length;
  for (const extra of weatherExtras.reverse()) if (worn() > MAX_OUTFIT_ITEMS && !wayThere.includes(extra)) chosen.splice(chosen.indexOf(extra), 1);
  const noRainwear =
    outdoors &&
    !ownCoat &&
    wet &&
    !chosen.some((p) => p.rainwear) &&
    !(snowy && chosen.some((p) => slotCategory(p.item) === 'Outerwear' && p.warmth === 'warm'));
  // A wet trail wants grip: trainers will do, but say what would be better.
  const shoes = chosen.find((p) => slotCategory(p.item) === 'Shoes');
  // A mountain, a scramble or a long day on the trail wants shoes made for it, dry or not: everyday boots are not.
  // (Not said when the person has said they have no trail gear: they asked what from the closet works.)
  const noTrailShoes =
    input.activity === 'hiking' &&
    !!shoes &&
    !saidMissing.includes('hiking boots with a grippy sole') &&
    !avoided.some((a) => TRAIL_GEAR.test(a)) &&
    (input.demanding
      ? !/\b(hiking|trail|approach)\b/.test(textOf(shoes.item))
      : (wet || cold) && !/\b(hiking|trail|walking boots?|boots?)\b/.test(textOf(shoes.item)));
  const noColdLayer = outdoors && rugged && !ownCoat && cold && !wet && !chosen.some((p) => slotCategory(p.item) === 'Outerwear');
  // A cool start to a warm day out ('8 degrees at seven, 22 by breakfast'), or a cool day out: a light layer that comes off as it warms.
  // (In and out of the water, the cover-up is the beach's own answer.)
  const coolOut =
    coolStart(input.weather) || (temperatureBand(input.weather.maxTempC) === 'cool' && input.activity !== 'swimming' && input.activity !== 'beach');
  if (outdoors && !cold && coolOut && !chosen.some((p) => slotCategory(p.item) === 'Outerwear' || LIGHT_LAYER.test(textOf(p.item)))) {
    const layer = active
      .filter((p) => !chosen.includes(p) && (slotCategory(p.item) === 'Outerwear' || (slotCategory(p.item) === 'Tops' && LIGHT_LAYER.test(textOf(p.item)))))
      .filter((p) => !p.tailored && !/\b(blazer|suit|parka|down|puffer)\b/.test(textOf(p.item)) && !avoided.some((a) => textOf(p.item).includes(a)))
      // A city coat (a trench, an overcoat) is no layer to rake leaves or ride in; one made for outdoors or a knit is.
      .filter((p) => !rugged || outdoorLayer(p, textOf(p.item)) || slotCategory(p.item) === 'Tops' || !/\b(trench|overcoat|coat)\b/.test(textOf(p.item)))
      .sort((a, b) => warmth(a) - warmth(b) || a.item.id - b.item.id)[0];
    if (layer && worn() < MAX_OUTFIT_ITEMS) chosen.push(layer);
  }
  const wraps = cold && (outdoors || needs.chill) ? warmWraps(active, needs.wraps ?? ALL_WRAPS, avoided) : [];
  // Room left in the look: the accessories are pieces of it; the rest are only said.
  for (const w of wraps) if (worn() < MAX_OUTFIT_ITEMS) chosen.push(w);
  // A warm, dry day out for hours: an owned hat that shades is part of the kit.
  const sunny = !cold && !wet && ((outdoors && input.weather.maxTempC >= SUN_HAT_FROM_C) || !!input.sunSaid);
  const shade = sunny
    ? active.find((p) => slotCategory(p.item) === 'Accessories' && SHADES.test(textOf(p.item)) && !avoided.some((a) => textOf(p.item).includes(a)))
    : undefined;
  if (shade && !chosen.includes(shade)) {
    // Shade beats a shell carried against weather that is not coming: the look keeps to its size.
    const shell = worn() >= MAX_OUTFIT_ITEMS ? chosen.findIndex((p) => slotCategory(p.item) === 'Outerwear' && !wayThere.includes(p)) : -1;
    if (shell >= 0) chosen.splice(shell, 1);
    if (worn() < MAX_OUTFIT_ITEMS) chosen.push(shade);
  }
  // Strong sun said by the water ('I burn like crazy'): an owned sun-cover top (a rash vest, a UPF shirt) goes in the water too.
  const inWater = input.activity === 'swimming' || input.activity === 'watersports' || input.activity === 'beach';
  const cover =
    input.sunSaid && inWater
      ? active.find((p) => !chosen.includes(p) && SUN_COVER.test(textOf(p.item)) && !avoided.some((a) => textOf(p.item).includes(a)))
      : undefined;
  if (cover && worn() < MAX_OUTFIT_ITEMS) chosen.push(cover);
  // The beach without swimwear: the outfit for the sand, and plainly that there is nothing to swim in.
  const noSwimwear = input.activity === 'beach' && !chosen.some((p) => p.slot === 'swim' || swimwear(p, textOf(p.item)));
  // The activity as the person named it ('kayaking', 'the hike'), else the row's own phrase ('time on the water').
  const called = input.name ?? needs.phrase;
  // Snow on the ground says the cold itself: a mild forecast is not said back against it (a temperature the person gave is).
  const weatherText =
    needs.chill === 'in the snow' && !forecastCold && !input.weatherStated ? 'snow on the ground, so dress for below freezing' : input.weatherText;
  const lead = `${input.opening ? `${input.opening}, for` : 'For'} ${called} ${input.dayText} (${weatherText})`;
  const names = chosen.filter((p) => !wraps.includes(p) && !wayThere.includes(p)).map((p) => p.item.name);
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
    ...(noRainwear ? [`a waterproof shell made for ${called}`] : []),
    ...(noTrailShoes ? ['hiking boots with a grippy sole'] : []),
    ...saidMissing,
    ...(noColdLayer ? [`a warm outdoor layer (fleece or insulated jacket)`] : []),
    ...(noSwimwear ? ['swimwear'] : []),
  ];
  if (input.buying && standIns.length) lacking.push(...standIns.filter((n) => !lacking.includes(n)));
  // What the kit is for ('so you stay dry and sure-footed') is promised only when nothing it needs is missing.
  sentences.push(`${lead}, wear your ${listJoin(names)}, ${lacking.length ? `the closest you own for ${called}` : why}.`);
  if (wayThere.length) sentences.push(`For getting there and back, add your ${listJoin(wayThere.map((p) => p.item.name))}.`);
  if (wraps.length) sentences.push(`It's cold${forecastCold ? '' : ` ${needs.chill}`}, so add your ${listJoin(wraps.map((w) => w.item.name))}.`);
  // Hours out in real cold (a rink, a site at -20): an owned base layer goes under it all, so the outer layers can stay light to move in.
  const base =
    (forecastCold && outdoors) || (needs.chill && cold)
      ? active.find((p) => !chosen.includes(p) && THERMAL.test(textOf(p.item)) && !avoided.some((a) => textOf(p.item).includes(a)))
      : undefined;
  if (base) sentences.push(`Underneath, your ${base.item.name} keeps the warmth in without bulk.`);
  // A cold room to move in: a knit to wear until warmed up, never a blazer; said only where the kit has no layer of its own.
  if (input.indoors === 'cold' && !wraps.length && !chosen.some((p) => slotCategory(p.item) === 'Outerwear' || p.slot === 'layer')) {
    const layer = indoorLayer(
      chosen,
      active.map((p) => p.item),
      true,
    );
    sentences.push(
      `The room starts cold, so ${layer ? `wear your ${layer.name}` : 'wear a jumper or zip-up layer'} over it until you warm up, then take it off.`,
    );
  }
  if (missing.length) sentences.push(`You don't own ${listJoin(lacking)} yet, so look for ${lookForLacking(lacking, needs.lookFor)}.`);
  // Only what a stand-in stood in for (snow pants, when the leggings will do for today): those pieces alone, not the whole kit.
  else if (lacking.length && lacking.every((l) => saidMissing.includes(l)))
    sentences.push(`You don't own ${listJoin(lacking)} yet, the one thing worth adding if you go often.`);
  else if (lacking.length) sentences.push(`You don't own ${listJoin(lacking)} yet: look for ${lookForLacking(lacking, needs.lookFor)}.`);
  else if (input.buying) sentences.push(`You own what ${called} needs, so nothing to buy yet.`);
  // Hours in the sun: the eyes and the skin left bare need cover too, whatever the clothes.
  if (sunny && outdoors && !inWater) {
    const glasses = active.find((p) => SUNGLASSES.test(textOf(p.item)) && !chosen.includes(p));
    sentences.push(`Out in the sun that long, ${glasses ? `bring your ${glasses.item.name} and ` : 'bring sunglasses and '}put sunscreen on whatever is bare.`);
  }
  return {
    text: sentences.join(' '),
    // The look's card holds the kit first; the way there's clothes fill what room is left.
    itemIds: [...chosen.filter((p) => !wayThere.includes(p)), ...wayThere].slice(0, MAX_OUTFIT_ITEMS).map((p) => p.item.id),
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

const ALL_WRAPS: readonly Wrap[] = ['hat', 'gloves', 'scarf'];

/** Tops worn over another and taken off as the day warms. */
/** Layers worn under everything in the cold: thermals and base layers. */
const THERMAL = /\b(thermals?|base ?layers?|long johns|long underwear)\b/;
const LIGHT_LAYER = /\b(cardigan|cardi|fleece|hoodie|sweater|jumper|knit|zip|vest|gilet|overshirt|shacket|rebozo|shawl|wrap)\b/;

/** Tops made to keep the sun off in the water. */
const SUN_COVER = /\b(rash ?(vest|guard|top)|rashie|upf|sun ?shirt|swim ?shirt)\b/;

/** From this warm (°C), a dry day outside calls for shade; hats that give it. */
const SUN_HAT_FROM_C = 20;
const SUNGLASSES = /\b(sunglasses|sunnies|shades)\b/;
const SHADES = /\b(sun ?hat|bucket hat|caps?|visor|straw hat|panama|wide-?brim\w*|brimmed hat)\b/;

// A hat for the cold is a knit one, never a sun hat or a cap; gloves are for warmth, not the garden or the evening.
const WRAP_FITS: Record<Wrap, (text: string) => boolean> = {
  hat: (t) =>
    /\b(beanie|toque|bobble|trapper|earmuffs|ear ?warmers?|balaclava)\b/.test(t) ||
    (/\bhats?\b/.test(t) && /\b(knit|knitted|wool|woolly|fleece|winter|fur)\b/.test(t)),
  gloves: (t) =>
    /\b(gloves?|mittens?|mitts)\b/.test(t) && !/\b(garden|gardening|rubber|latex|work|driving|opera|evening|lace|satin|boxing|golf|lifting)\b/.test(t),
  scarf: (t) => /\b(scarf|scarves|snood|neck ?warmer|neck gaiter)\b/.test(t) && !SHOWY.test(t),
};
const WARMEST = /\b(insulated|ski|thermal|lined|wool|woolly|cashmere|fleece|down|waterproof|winter|knit)\b/;

/** The warmest owned accessory of each kind asked for, in that order. */
function warmWraps(active: readonly ItemProfile[], kinds: readonly Wrap[], avoided: readonly string[]): ItemProfile[] {
  const pool = active.filter((p) => slotCategory(p.item) === 'Accessories' && !avoided.some((a) => textOf(p.item).includes(a)));
  return kinds.flatMap((kind) => {
    const fits = pool.filter((p) => WRAP_FITS[kind](textOf(p.item)));
    return fits.sort((a, b) => Number(WARMEST.test(textOf(b.item))) - Number(WARMEST.test(textOf(a.item))) || a.item.id - b.item.id).slice(0, 1);
  });
}

/** Whether the piece's own name says what it is for, and that is this activity ('charcoal climbing pants' for climbing). */
function madeFor(p: ItemProfile, activity: ActivityId): boolean {
  return conceptsIn(textOf(p.item), ACTIVITIES).some((h) => h.id === activity);
}

function preferred(slot: Slot, p: ItemProfile): number {
  return slot.prefer?.test(textOf(p.item)) ? 1 : 0;
}

/** Coats made for deep cold, by their names. */
const WINTER_COAT = /\b(parka|down|puffer|insulated|padded|quilted)\b/;

/** Coldest last: a slot for 'cool' days is worn at cool, cold and freezing. */
const BAND_ORDER = ['hot', 'mild', 'cool', 'cold', 'freezing'] as const;

const BOOTS = /\bboots?\b/;

function warmth(p: ItemProfile): number {
  return p.warmth === 'warm' ? 2 : p.warmth === 'medium' ? 1 : 0;
}

/** Long or full skirts and dresses catch in a chain or ride up on a saddle; heels slip off pedals. */
const CATCHES_ON_A_BIKE = /\b(midi|maxi|long|full|pleated|wrap|gown|heels?|pumps|stilettos?)\b/;

/** Whether a piece can be ridden to the occasion in ('i have to bike there'): no long or full skirt or dress, no heels. */
export function rideFriendly(item: ClosetItem): boolean {
  const text = textOf(item);
  const skirtOrDress = /\b(skirt|dress|gown)\b/.test(text);
  const heels = /\b(heels?|pumps|stilettos?)\b/.test(text);
  return heels ? false : !(skirtOrDress && CATCHES_ON_A_BIKE.test(text));
}

/**
 * The outfit for the occasion, adapted for the way there ('bike there, and it's supposed to pour'): what to keep on for
 * the ride and how to keep the trousers off the chain. Null when the way there asks nothing of the clothes.
 */
export function wayThereLine(way: ActivityId, items: readonly ClosetItem[], weather: Weather, closet: readonly ClosetItem[] = []): string | null {
  if (way !== 'cycling') return null;
  const wet = isRainLikely(weather);
  const isRainLayer = (i: ClosetItem) => i.status === 'active' && slotCategory(i) === 'Outerwear' && profileItem(i).rainwear;
  const rainLayer = items.find(isRainLayer);
  // None in the outfit: an owned one rides over it ('ride in your waxed jacket'), before telling the person to find one.
  const owned = rainLayer ? undefined : closet.find(isRainLayer);
  const legs = items.find((i) => slotCategory(i) === 'Bottoms' && !/\b(skirt|shorts)\b/.test(textOf(i)));
  // In the wet, what must arrive dry rides in a bag that keeps water out ('your roll-top waterproof backpack').
  const dryBag = wet
    ? closet.find((i) => i.status === 'active' && i.category === 'Bags' && /\b(waterproof|roll-?top|dry ?bag|pannier)\b/.test(textOf(i)))
    : undefined;
  const parts = [
    ...(wet
      ? [
          rainLayer
            ? `keep your ${rainLayer.name} on over everything`
            : owned
              ? `ride in your ${owned.name} over everything`
              : 'pack a waterproof jacket to ride in',
        ]
      : []),
    ...(legs ? [`roll the right leg of your ${legs.name} clear of the chain`] : []),
    ...(dryBag ? [`carry a spare top and anything that must stay dry in your ${dryBag.name}`] : []),
  ];
  return parts.length ? `For the ride there, ${listJoin(parts)}.` : null;
}
