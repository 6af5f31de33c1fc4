import { phrasesIn, type PhraseRow } from './phrases';

/**
 * What a person says of their feet and of the ground they will stand on (issue 38.5: stated facts win
 * in every builder). A foot condition changes what a shoe must have ('I have flat feet' is arch
 * support, never a flat shoe); soft ground sinks a thin heel. Vocabulary: a new condition or ground
 * is a row; the builders read the rows' ids and words only.
 */

export type FootNeedId = 'bunion' | 'flat feet' | 'heel pain' | 'wide feet' | 'sore feet' | 'long on feet' | 'walking a lot';

export interface FootNeed extends PhraseRow<FootNeedId> {
  /** What a shoe bought for it must have, as the end of 'look for …'. */
  lookFor: string;
  /** How the answer says it back ('your bunion'). */
  said: string;
}

// prettier-ignore
export const FOOT_NEEDS: readonly FootNeed[] = [
  { id: 'bunion', said: 'your bunion', phrases: ['bunion/bunions', 'hallux valgus'],
    lookFor: 'a wide, roomy toe box (round or almond, never pointed) in soft leather that stretches where the bunion presses, and a low, stable heel' },
  { id: 'flat feet', said: 'flat feet', phrases: ['flat feet/foot', 'flat footed', 'fallen arches', 'low arches', 'overpronate/overpronation/overpronating'],
    lookFor: 'firm arch support, a cushioned insole (or room for your own orthotic) and a heel counter that holds your heel straight' },
  { id: 'heel pain', said: 'your heels', phrases: ['plantar fasciitis', 'heel pain', 'heel spur/spurs'],
    lookFor: 'a cushioned heel with real arch support and a slightly raised heel rather than a completely flat sole' },
  { id: 'wide feet', said: 'wide feet', phrases: ['wide feet/foot', 'broad feet', 'feet are wide'], lookFor: 'a true wide fit and a round toe, tried on in the afternoon when feet are largest' },
  { id: 'sore feet', said: 'your feet', phrases: ['sore/aching/bad/tired feet', 'feet hurt/ache/kill', 'feet are killing/sore', 'feet kill me', 'will my * kill me', 'blisters'],
    lookFor: 'a cushioned footbed, a low, stable heel and soft uppers that do not rub' },
  { id: 'long on feet', said: 'so long on your feet', phrases: ['on my feet', 'on your feet', 'standing all day/night/evening', 'stand in for', 'long shift/shifts', '12/10/8/twelve/ten hour shift/shifts'],
    lookFor: 'a cushioned footbed, a low, stable heel and a grippy sole' },
  // Walking said as part of the day ('lots of walking between buildings'): any heel is a trial, not only a thin one.
  { id: 'walking a lot', said: 'all that walking', phrases: ['lots/loads/heaps/plenty of walking', 'a lot of walking', 'walking all day', 'walking a lot', 'walk a lot', 'walking between', 'on foot all day'],
    lookFor: 'a cushioned, flexible sole with a low heel and a secure fit' },
];
/** A heel of any kind ('block-heel pumps', 'wedges'): fine for standing, a trial for a day of walking. */
const ANY_HEEL: ReadonlySet<string> = new Set([
  'heels',
  'heel',
  'heeled',
  'stiletto',
  'stilettos',
  'pumps',
  'pump',
  'slingback',
  'slingbacks',
  'wedge',
  'wedges',
  'platform',
  'platforms',
]);
/** Whether a shoe, by its name's words, has a heel of any height or shape. */
export function heeled(nameWords: readonly string[]): boolean {
  return nameWords.some((w) => ANY_HEEL.has(w));
}

/** Ground a thin heel sinks into or catches on. */
// prettier-ignore
export const SOFT_GROUND: readonly PhraseRow<'soft ground'>[] = [
  { id: 'soft ground', phrases: ['on/across grass', 'on the grass/lawn/sand/gravel/cobbles/cobblestones/beach/field', 'on a lawn/field/beach', 'grass/lawn/sand/gravel/cobbled/cobblestone reception/ceremony/wedding/venue', 'in a field', 'on sand', 'on gravel', 'on cobbles/cobblestones'] },
];

/** The foot needs a message states, the most particular first (the table's order: a bunion before sore feet). */
export function footNeedsIn(ws: readonly string[]): FootNeed[] {
  const said = new Set(phrasesIn(ws, FOOT_NEEDS).map((h) => h.id));
  return FOOT_NEEDS.filter((n) => said.has(n.id));
}

/** The positions of the words a foot need is said with ('flat' of 'flat feet' is no flat shoe). */
export function footNeedWords(ws: readonly string[]): Set<number> {
  return new Set(phrasesIn(ws, FOOT_NEEDS).flatMap((h) => Array.from({ length: h.span }, (_, k) => h.at + k)));
}

/** Whether the message says the ground is soft or uneven for a heel ('the reception is on grass'). */
export function saysSoftGround(ws: readonly string[]): boolean {
  return phrasesIn(ws, SOFT_GROUND).length > 0;
}

/** Shoes whose name says a thin or high heel. */
const THIN_HEELS: ReadonlySet<string> = new Set(['heels', 'heel', 'heeled', 'stiletto', 'stilettos', 'pumps', 'pump', 'slingback', 'slingbacks', 'strappy']);
/** Words of a shoe's name that make its heel low or broad, whatever else it says ('block-heel sandals', 'kitten heels', 'wedges'). */
const KIND_HEELS: ReadonlySet<string> = new Set(['block', 'kitten', 'low', 'wedge', 'wedges', 'flat', 'flats', 'platform', 'chunky']);

/** Whether a shoe, by its name's words, has a heel that sinks into grass or strains a foot. */
export function thinHeeled(nameWords: readonly string[]): boolean {
  return nameWords.some((w) => THIN_HEELS.has(w)) && !nameWords.some((w) => KIND_HEELS.has(w));
}

/** Water underfoot: streets flooding, a downpour, puddles. Vocabulary: a new way of saying it is a phrase. */
// prettier-ignore
export const WET_GROUND: readonly PhraseRow<'wet ground'>[] = [
  { id: 'wet ground', phrases: ['flood/floods/flooding/flooded', 'puddle/puddles', 'pouring/bucketing/teeming/lashing', 'downpour/downpours/deluge/cloudburst',
    'chucking/tipping/pissing/bucketing it down', 'monsoon', 'heavy rain', 'thunderstorm/thunderstorms', 'waterlogged', 'ankle deep', 'knee deep'] },
];

/** Water standing on the ground, not only falling: open shoes then beat any dress code. */
const STANDING_WATER: readonly PhraseRow<'standing'>[] = [
  { id: 'standing', phrases: ['flood/floods/flooding/flooded', 'puddle/puddles', 'waterlogged', 'ankle deep', 'knee deep'] },
];

/** Whether the message says water stands on the ground ('streets flooding', 'ankle deep'), not only that it pours. */
export function saysStandingWater(ws: readonly string[]): boolean {
  return phrasesIn(ws, STANDING_WATER).some((h) => !ws.slice(Math.max(0, h.at - 2), h.at).some((w) => DENIED.has(w)));
}

/** Whether the message says the ground will be under water or soaked ('streets flooding near silom', 'it's bucketing down'). */
export function saysWetGround(ws: readonly string[]): boolean {
  // 'If it isn't pouring', 'not flooding this time': water denied is no water underfoot.
  return phrasesIn(ws, WET_GROUND).some((h) => !ws.slice(Math.max(0, h.at - 2), h.at).some((w) => DENIED.has(w)));
}
/** Words that deny what follows them. */
const DENIED: ReadonlySet<string> = new Set(['not', "isn't", 'isnt', "wasn't", "won't", 'wont', 'no', 'without', "aren't", "doesn't"]);

/** Words of a shoe's name that let water through and dry fast: what a hot, flooded street wants. */
const OPEN_IN_THE_WET: ReadonlySet<string> = new Set([
  'sandal',
  'sandals',
  'slide',
  'slides',
  'flip-flop',
  'flip-flops',
  'flipflops',
  'thongs',
  'crocs',
  'jelly',
  'jellies',
  'eva',
]);
/** Words of a shoe's name that keep water out. */
const SHUTS_OUT_WATER: ReadonlySet<string> = new Set([
  'rubber',
  'waterproof',
  'rain',
  'wellies',
  'wellington',
  'wellingtons',
  'gumboots',
  'gore-tex',
  'goretex',
  'duck',
]);

/**
 * Whether a shoe, by its name's words, is made for water underfoot: in the heat one that lets it through and dries fast, or
 * keeps it out; in the cool only one that keeps it out.
 */
export function madeForWetGround(name: string, hot: boolean): boolean {
  const ws = shoeWords(name);
  return ws.some((w) => SHUTS_OUT_WATER.has(w)) || (hot && ws.some((w) => OPEN_IN_THE_WET.has(w)));
}

/** A shoe's name as words, hyphenated ones kept whole and in parts ('flip-flops', 'Gore-Tex', 'peep-toe' and their halves). */
function shoeWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z-]+/)
    .filter(Boolean)
    .flatMap((w) => (w.includes('-') ? [w, ...w.split('-')] : [w]));
}

/** Places where toes must be covered: a site, a factory floor, a lab. Vocabulary: a new place is a phrase. */
// prettier-ignore
export const CLOSED_TOE_PLACES: readonly PhraseRow<'closed toes'>[] = [
  { id: 'closed toes', phrases: ['site visit/visits/walkthrough/walk-through/inspection/tour', 'construction/building/work/job/mine/mining site', 'on site', 'onsite',
    'factory/factories/warehouse/warehouses/lab/labs/laboratory/laboratories/workshop floor', 'factory/warehouse/plant/mill/refinery/quarry', 'closed-toe/closed-toed/closed shoes'] },
];

/** Whether the message puts the person somewhere toes must be covered ('a site visit at a factory'). */
export function saysClosedToes(ws: readonly string[]): boolean {
  return phrasesIn(ws, CLOSED_TOE_PLACES).length > 0;
}

/** Whether a shoe, by its name's words, leaves the toes open. */
export function openToed(name: string): boolean {
  return shoeWords(name).some((w) => OPEN_IN_THE_WET.has(w) || OPEN_TOES.has(w));
}
/** Words of a shoe's name that leave the toes out, beyond the open pairs made for water. */
const OPEN_TOES: ReadonlySet<string> = new Set(['open-toe', 'open-toed', 'peep-toe', 'mules', 'espadrilles']);
