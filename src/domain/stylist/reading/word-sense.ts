import { saidAsALook } from './problem-as-description';
import { GARMENTS } from './vocabulary';
import { OBJECT_OPENERS, PEOPLE } from './people';
import { claimPhrases, phrasesIn, says } from './phrases';
import { isEnglishWord } from './tokens';
import type { ProblemId } from '../question/lexicon';

/**
 * Words that name a sport, a place to do one or the weather, and also something else (issue 38: one word must not pick the
 * builder). 'Box' is boxing only when it is done ('I box on Tuesdays', 'boxing'), not 'the box they came in'; 'pool' is the
 * swim only as a place ('at the pool', 'a pool party'), not 'trousers pool at the ankle'; 'mud' is the weather only when it
 * is out there ('it's muddy', 'a muddy trail'), not 'boots caked in mud'. Each row says which other senses a word has; the
 * logic below reads which one a mention takes from the words around it. A word with no row is always read as its lists say.
 */

/** The senses a word may take besides the doing: a container, a verb of what a garment does, a care problem, storing away. */
export type OtherSense = 'container' | 'garment' | 'problem' | 'storage' | 'room' | 'describer' | 'verb';

export interface SenseRow {
  /** The forms as written. */
  forms: readonly string[];
  /** The senses it may take besides the sport, the place or the weather. */
  senses: readonly OtherSense[];
  /** The care problem it names in the problem sense ('mud on my boots' is a mud stain); none when it names no care problem. */
  problem?: ProblemId;
  /**
   * Matter only when it landed on a piece ('duck fat on my chinos', 'fat splatter'): the word also describes a person
   * ('look fat in this dress', 'fat on my hips'), so nearness to a piece is not enough.
   */
  landed?: true;
}

// prettier-ignore
export const SENSE_WORDS: readonly SenseRow[] = [
  { forms: ['box', 'boxes'], senses: ['container'] },
  // 'Fit everything in a backpack', 'will my coats fit in the closet': room in a bag or a closet, not how a piece fits.
  { forms: ['fit', 'fits', 'fitting'], senses: ['room'] },
  { forms: ['pool', 'pools', 'pooling', 'pooled', 'puddle', 'puddles', 'puddling'], senses: ['garment'] },
  { forms: ['bunch', 'bunches', 'bunching', 'stack', 'stacks', 'stacking', 'drag', 'drags', 'dragging'], senses: ['garment'] },
  // 'A run in my tights' is a ladder to mend.
  { forms: ['run', 'runs'], senses: ['garment', 'problem'], problem: 'repair' },
  { forms: ['mud', 'muddy', 'dirt', 'dirty'], senses: ['problem'], problem: 'stain:mud' },
  { forms: ['paint', 'painted'], senses: ['problem'], problem: 'stain:paint' },
  { forms: ['fat'], senses: ['problem'], problem: 'stain:grease', landed: true },
  // Sand on a piece is no sanding job: brushed off, with no stain of its own.
  { forms: ['sand', 'sandy'], senses: ['problem'] },
  { forms: ['pack', 'packs', 'packing', 'packed'], senses: ['storage'] },
  // 'The navy tailored linen trousers', 'my black slim jeans', 'tall boots': a word of cut said before a piece's noun is
  // part of the piece's name, not a question of how it fits.
  // 'First time meeting the whole family', 'opening my presents': an event's -ing noun with an object of its own is the doing.
  { forms: ['meeting', 'opening'], senses: ['verb'] },
  { forms: ['tailored', 'fitted', 'slim', 'skinny', 'petite', 'tall', 'oversized', 'boxy', 'cropped', 'relaxed', 'straight', 'wide'], senses: ['describer'] },
  // 'Something warm but not boring', 'a warm coat for Sapporo': the warmth of what is worn, not the day's.
  { forms: ['warm', 'warmer', 'warmest', 'cosy', 'cozy'], senses: ['describer'] },
];

/** 'Something' and 'anything' as people write them: what a describer after them describes ('something warm'). */
export const SOME_THING: ReadonlySet<string> = new Set(['something', 'anything', 'somethin', 'sumthin', 'smth', 'sth']);
/** Words a describer after them describes: 'something warm', 'anything cosy', 'clothes warm enough'. */
const DESCRIBED_BEFORE: ReadonlySet<string> = new Set([...SOME_THING, 'nothing', 'stuff', 'clothes', 'pieces', 'layers', 'outfit', 'one']);

// ---- Frames: the words around a mention that say its sense --------------------------------------

/** Words before a mention that make it the pursuit or the place ('go boxing', 'play in the pool', 'off to the beach'). */
const DOING_BEFORE: ReadonlySet<string> = new Set([
  'go',
  'goes',
  'going',
  'went',
  'gone',
  'play',
  'plays',
  'playing',
  'played',
  'to',
  'at',
  'near',
  'by',
  'for',
  'hit',
  'hitting',
  'visit',
  'visiting',
]);
/** Nouns after a mention that make it the pursuit's event ('a pool party', 'boxing class', 'the paint job'). */
const EVENT_AFTER: ReadonlySet<string> = new Set([
  'party',
  'parties',
  'day',
  'days',
  'class',
  'classes',
  'session',
  'lesson',
  'lessons',
  'practice',
  'game',
  'match',
  'trip',
  'club',
  'league',
  'meet',
  'night',
  'time',
  'gym',
]);
/** Words before a container ('in the box', 'out of their boxes'), and what may describe it ('a shoe box', 'the original box'). */
const INTO: ReadonlySet<string> = new Set(['in', 'into', 'inside', 'from', 'of', 'out']);
const CONTAINER_MODIFIERS: ReadonlySet<string> = new Set([
  'original',
  'shoe',
  'storage',
  'cardboard',
  'plastic',
  'own',
  'old',
  'big',
  'small',
  'same',
  'under-bed',
  'underbed',
]);
const DETERMINERS: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'my',
  'its',
  'their',
  'his',
  'her',
  'our',
  'your',
  'this',
  'that',
  'these',
  'those',
  'some',
]);
/** Who a garment verb is said of: a piece, or a word that stands for one ('mine kind of pool', 'they bunch up'). */
const GARMENT_SUBJECTS: ReadonlySet<string> = new Set([
  'they',
  'it',
  'mine',
  'these',
  'those',
  'them',
  'pair',
  'ones',
  'legs',
  'hem',
  'hems',
  'sleeves',
  'fabric',
]);
/** Words that may stand between a subject and its verb ('kind of', 'always', 'tend to'). */
const HEDGES: ReadonlySet<string> = new Set([
  'kind',
  'sort',
  'of',
  'kinda',
  'sorta',
  'always',
  'just',
  'still',
  'tend',
  'to',
  'all',
  'really',
  'slightly',
  'a',
  'bit',
  'little',
  'do',
  'does',
  'seem',
  'seems',
  'like',
]);
/** Where a garment verb goes ('pool at the ankle', 'bunch up', 'drag on the floor'). */
const GARMENT_VERB_NEXT: ReadonlySet<string> = new Set(['at', 'around', 'over', 'on', 'up', 'down', 'out', 'in', 'behind', 'above', 'below', 'along']);
/** The weather's own frame for a problem word: 'it's muddy', 'muddy out', 'mud everywhere', 'a muddy trail'. */
const WEATHER_AROUND: ReadonlySet<string> = new Set([
  'it',
  "it's",
  'its',
  'out',
  'outside',
  'everywhere',
  'trail',
  'trails',
  'ground',
  'field',
  'fields',
  'path',
  'paths',
  'course',
  'roads',
  'conditions',
  'forecast',
  'weather',
  'season',
]);
/** Words around a problem word that make it matter on a piece ('caked in mud', 'some paint on it', 'mud all over'). */
const MATTER_BEFORE: ReadonlySet<string> = new Set([
  'in',
  'with',
  'the',
  'some',
  'got',
  'get',
  'gets',
  'covered',
  'caked',
  'full',
  'are',
  'is',
  'so',
  'all',
  'of',
]);
const MATTER_AFTER: ReadonlySet<string> = new Set(['on', 'in', 'all', 'over', 'stain', 'stains', 'marks', 'splatter', 'splashes', 'spots', 'caked', 'stuck']);
/** Where matter lands on a piece ('fat on my chinos', 'all over the shirt'), and the words that say it left a mark ('fat stains'). */
const LANDED_ON: ReadonlySet<string> = new Set(['on', 'onto', 'over', 'down']);
const MARK_AFTER: ReadonlySet<string> = new Set(['stain', 'stains', 'mark', 'marks', 'splatter', 'splatters', 'splash', 'splashes', 'spots', 'spot']);
/** How far the word of landing may stand after the matter, and the piece after it ('fat landed on my old charcoal work chinos'). */
const LANDED_REACH = 5;
/** Words that end the phrase a piece would stand in ('on my hips, which jeans'). */
const PHRASE_ENDS: ReadonlySet<string> = new Set(['which', 'what', 'and', 'but', 'so', 'or', 'for', 'because', 'when', 'before', 'after']);

/** Words after which the word describes a person ('I look fat', 'feel so fat'), whatever follows. */
// prettier-ignore
const SAID_OF_A_PERSON: ReadonlySet<string> = new Set(['look', 'looks', 'looking', 'feel', 'feels', 'feeling', 'seem', 'seems', 'am', "i'm", 'im', 'so', 'too', 'very', 'bit', 'kinda', 'being', 'getting']);

/** 'Fat on my charcoal chinos', 'fat all over the shirt', 'fat splatter': the word is matter on a piece, not a word of the body. */
function landedOnAPiece(ws: readonly string[], i: number): boolean {
  if (SAID_OF_A_PERSON.has(ws[i - 1] ?? '')) return false;
  if (MARK_AFTER.has(ws[i + 1] ?? '')) return true;
  // A few words may say how it got there ('fat landed on', 'fat from the pan all over').
  let k = i + 1;
  while (k <= i + LANDED_REACH && k < ws.length && !LANDED_ON.has(ws[k]!) && !PHRASE_ENDS.has(ws[k]!)) k++;
  if (!LANDED_ON.has(ws[k] ?? '')) return false;
  for (let j = k + 1; j <= Math.min(ws.length - 1, k + LANDED_REACH); j++) {
    if (PHRASE_ENDS.has(ws[j]!)) return false;
    if (pieceAt(ws, j)) return true;
  }
  return false;
}

/** Verbs a garment is put away with, the particle saying it is stored ('put my winter stuff away', 'pack them away'). */
const STORING_VERBS: ReadonlySet<string> = new Set([
  'put',
  'putting',
  'puts',
  'pack',
  'packing',
  'packs',
  'tuck',
  'tucking',
  'box',
  'boxing',
  'store',
  'storing',
  'stow',
  'stowing',
  'fold',
  'folding',
]);
const STORING_PARTICLES: ReadonlySet<string> = new Set(['away']);
/** How far a phrasal verb's particle may stand from it ('put all my winter stuff away'). */
const PARTICLE_REACH = 6;
/** How far a named piece may stand from a problem word to be its subject ('my boots are caked in mud'). */
const PIECE_REACH = 6;

const rowOf = (word: string): SenseRow | undefined => SENSE_WORDS.find((r) => r.forms.includes(word));

/** 'In the box', 'into a shoe box', 'out of their original boxes': a preposition of containing before the word, its describers skipped. */
function containerFrame(ws: readonly string[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && (DETERMINERS.has(ws[k]!) || CONTAINER_MODIFIERS.has(ws[k]!))) k--;
  return INTO.has(ws[k] ?? '');
}

/** Bags one travels with, and the furniture clothes are kept in: what things fit into. */
const TRAVEL_CONTAINERS: ReadonlySet<string> = new Set([
  'backpack',
  'suitcase',
  'carry-on',
  'carryon',
  'luggage',
  'bag',
  'bags',
  'duffel',
  'duffle',
  'weekender',
  'holdall',
  'case',
  'pack',
]);
const HOME_CONTAINERS: ReadonlySet<string> = new Set([
  'drawer',
  'drawers',
  'closet',
  'wardrobe',
  'dresser',
  'shelf',
  'shelves',
  'cupboard',
  'room',
  'apartment',
  'dorm',
]);
/** How far the thing fitted may run before 'in' ('fit all my winter stuff into the closet'). */
const ROOM_REACH = 6;

/** The container a word of room fits things into ('fit everything in a backpack': 'backpack'), or null. */
function containerAfter(ws: readonly string[], i: number): string | null {
  for (let k = i + 1; k <= Math.min(ws.length - 1, i + ROOM_REACH); k++) {
    if (ws[k] !== 'in' && ws[k] !== 'into') continue;
    let c = k + 1;
    while (c < ws.length && (DETERMINERS.has(ws[c]!) || CONTAINER_MODIFIERS.has(ws[c]!) || ws[c] === 'one' || ws[c] === 'just')) c++;
    const noun = ws[c] ?? '';
    return TRAVEL_CONTAINERS.has(noun) || HOME_CONTAINERS.has(noun) ? noun : null;
  }
  return null;
}

function roomIn(ws: readonly string[], i: number): boolean {
  return containerAfter(ws, i) !== null;
}

/** Words that open a person as an object ('meeting them', 'meeting friends', 'meeting my sister'): the openers and the people. */
const OBJECTS: ReadonlySet<string> = new Set([...OBJECT_OPENERS, ...PEOPLE]);

/** How far a piece's noun may stand after a word describing it ('slim fit stretch jeans'). */
const DESCRIBER_REACH = 3;
/** Words that end a piece's name: a describer before one of them describes no piece ('slim for the jeans', 'tall and thin'). */
const NAME_BREAKS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'but',
  'is',
  'are',
  'was',
  'be',
  'too',
  'very',
  'so',
  'than',
  'for',
  'to',
  'with',
  'at',
  'on',
  'through',
  'around',
  'across',
  'it',
  'they',
  'them',
  'enough',
]);

/** Whether the word at `i` stands in a piece's name, its noun a few describing words after it ('tailored linen trousers'). */
function namesAPieceAfter(ws: readonly string[], i: number): boolean {
  for (let k = i + 1; k <= Math.min(ws.length - 1, i + DESCRIBER_REACH); k++) {
    if (pieceAt(ws, k)) return true;
    if (NAME_BREAKS.has(ws[k]!) || DETERMINERS.has(ws[k]!) || INTO.has(ws[k]!)) return false;
  }
  return false;
}

/** Whether a garment is named at `i` (as the head of a piece's name). */
function pieceAt(ws: readonly string[], i: number): boolean {
  return claimPhrases(ws.slice(i, i + 1), GARMENTS).length > 0;
}

function pieceNear(ws: readonly string[], i: number, reach: number): boolean {
  for (let k = Math.max(0, i - reach); k <= Math.min(ws.length - 1, i + reach); k++) if (k !== i && pieceAt(ws, k)) return true;
  return false;
}

/** The subject before a verb, hedges skipped ('mine kind of pool': 'mine'). */
function subjectBefore(ws: readonly string[], i: number): string | undefined {
  let k = i - 1;
  while (k >= 0 && HEDGES.has(ws[k]!)) k--;
  return ws[k];
}

/** Whether the storing phrase ('put … away', 'pack it away') holds a word of the message. */
export function storedAway(ws: readonly string[]): boolean {
  return ws.some((w, i) => STORING_VERBS.has(w) && ws.slice(i + 1, i + 1 + PARTICLE_REACH).some((p) => STORING_PARTICLES.has(p)));
}

/**
 * The sense a mention takes when it is not the pursuit, the place or the weather: null when it is (or the word has no row).
 * `isName` says whether a word was written as a name ('Dana'), which the lower-case words no longer show.
 * The doing frames win: 'going to the pool', 'a pool party', 'boxing class' are the pursuit whatever else is near.
 */
export function otherSenseAt(ws: readonly string[], i: number, isName: (w: string) => boolean = () => false): OtherSense | null {
  const w = ws[i];
  if (w === undefined) return null;
  const row = rowOf(w);
  if (!row) return null;
  const before = ws[i - 1] ?? '';
  const beforeDet = DETERMINERS.has(before) ? (ws[i - 2] ?? '') : before;
  const after = ws[i + 1] ?? '';
  if (EVENT_AFTER.has(after)) return null;
  const has = (s: OtherSense) => row.senses.includes(s);
  if (has('room') && roomIn(ws, i)) return 'room';
  // 'Nothing warmer than a denim jacket': a piece measured against a piece ('warmer than yesterday' is still the weather).
  const againstAPiece = after === 'than' && (namesAPieceAfter(ws, i + 1) || (DETERMINERS.has(ws[i + 2] ?? '') && namesAPieceAfter(ws, i + 2)));
  if (has('describer') && (namesAPieceAfter(ws, i) || DESCRIBED_BEFORE.has(before) || againstAPiece)) return 'describer';
  // 'Meeting my parents', 'meeting Mia for dinner': a person after it, by a word of people or a name no dictionary holds.
  const person = OBJECTS.has(after) || (/^[a-z]{2,}$/.test(after) && (!isEnglishWord(after) || isName(after)));
  if (has('verb') && !DETERMINERS.has(before) && person) return 'verb';
  if (has('container') && containerFrame(ws, i)) return 'container';
  if (has('storage') && storedAway(ws.slice(Math.max(0, i - PARTICLE_REACH), i + 1 + PARTICLE_REACH))) return 'storage';
  if (has('garment')) {
    // What a piece does ('mine kind of pool at the bottom', 'they bunch up'): said of the piece, going somewhere on the body.
    const subject = subjectBefore(ws, i) ?? '';
    if ((GARMENT_SUBJECTS.has(subject) || pieceAt(ws, ws.indexOf(subject, Math.max(0, i - 6)))) && GARMENT_VERB_NEXT.has(after)) return 'garment';
    // 'A run in my tights', 'my tights have a run': a ladder, not a jog.
    if (has('problem') && ['in', 'on'].includes(after) && pieceNear(ws, i, 3)) return 'problem';
  }
  if (DOING_BEFORE.has(beforeDet)) return null;
  if (has('problem')) {
    if (row.landed) return landedOnAPiece(ws, i) ? 'problem' : null;
    // 'Does it look all muddy?': how a look seems, not matter on a piece.
    if (weatherFrame(ws, i) || saidAsALook(ws, i)) return null;
    // A thing on the piece ('caked in mud', 'paint on my jeans', 'muddy boots'), not a thing done ('paint the fence in my jeans').
    const aThing = MATTER_BEFORE.has(before) || MATTER_AFTER.has(after) || pieceAt(ws, i + 1);
    if (aThing && pieceNear(ws, i, PIECE_REACH)) return 'problem';
  }
  return null;
}

/** Whether any word of a span is read in another sense than the pursuit's ('the box' in 'in the box'). */
export function otherSenseIn(ws: readonly string[], at: number, span = 1): boolean {
  for (let k = at; k < at + span; k++) if (otherSenseAt(ws, k)) return true;
  return false;
}

/**
 * The care problems a message names by the senses of its words: a named piece with mud or paint on it, a piece kept in its
 * box, things put or packed away are stored. Empty when none.
 */
export function problemsBySense(ws: readonly string[]): ProblemId[] {
  const out: ProblemId[] = [];
  ws.forEach((w, i) => {
    const sense = otherSenseAt(ws, i);
    const row = rowOf(w);
    if (sense === 'problem' && row?.problem) out.push(row.problem);
    if ((sense === 'container' && pieceNear(ws, i, 8)) || sense === 'storage') out.push('storage');
    // 'Will all my sweaters fit in the drawer?': room at home is storage; room in a bag is the packing before it.
    if (sense === 'room' && HOME_CONTAINERS.has(containerAfter(ws, i) ?? '')) out.push('storage');
  });
  if (storedAway(ws)) out.push('storage');
  if (partDamaged(ws)) out.push('repair');
  if (shrunkInTheWash(ws)) out.push('shrink');
  return [...new Set(out)];
}

// ---- Damage said of a part ('the zipper on my parka broke', 'the hem of my skirt came down') -------------

/** Parts of a piece that break, come off or come down: with a word of breaking near, a thing to mend. */
// prettier-ignore
const MENDABLE_PARTS: ReadonlySet<string> = new Set(['zip', 'zips', 'zipper', 'zippers', 'hem', 'hems', 'hemline', 'seam', 'seams', 'button', 'buttons', 'sole',
  'soles', 'heel', 'strap', 'straps', 'lining', 'pocket', 'pockets', 'buckle', 'clasp', 'stitching', 'crotch', 'cuff', 'cuffs', 'collar', 'toggle', 'toggles', 'drawstring']);
/** Words that say a part broke ('broke', 'split', 'snapped', 'frayed', 'missing', 'stuck'). */
// prettier-ignore
const BROKEN: ReadonlySet<string> = new Set(['broke', 'broken', 'breaking', 'split', 'splitting', 'ripped', 'tore', 'torn', 'burst', 'busted', 'bust', 'snapped',
  'undone', 'unravelling', 'unraveling', 'unravelled', 'unraveled', 'fraying', 'frayed', 'missing', 'stuck', 'jammed', 'detached', 'peeling', 'separating', 'hole', 'holes']);
/** Words of falling away, broken only with the way they went ('came off', 'fell down', 'coming apart'). */
const FALLING: ReadonlySet<string> = new Set(['came', 'come', 'comes', 'coming', 'fell', 'falling', 'fallen', 'falls', 'keeps']);
const FALLEN_WAY: ReadonlySet<string> = new Set(['off', 'down', 'apart', 'undone', 'away', 'loose', 'open', 'unstitched']);
/** How far a part may stand from the word that says it broke ('the zipper on my parka broke'). */
const DAMAGE_REACH = 6;

function brokenAt(ws: readonly string[], k: number): boolean {
  const w = ws[k] ?? '';
  return BROKEN.has(w) || (FALLING.has(w) && [ws[k + 1], ws[k + 2]].some((n) => FALLEN_WAY.has(n ?? '')));
}

/** Whether the message says a part of a piece broke, came off or came down: a repair. */
export function partDamaged(ws: readonly string[]): boolean {
  return ws.some((w, i) => {
    if (!MENDABLE_PARTS.has(w)) return false;
    for (let k = Math.max(0, i - DAMAGE_REACH); k <= Math.min(ws.length - 1, i + DAMAGE_REACH); k++) if (k !== i && brokenAt(ws, k)) return true;
    return false;
  });
}

/** Whether a word of the message is a verb of what a piece does on the body ('they pool at the ankle', 'it bunches up'): a fit question. */
export function saysWhatAPieceDoes(ws: readonly string[]): boolean {
  return ws.some((_, i) => otherSenseAt(ws, i) === 'garment');
}

/** The weather's frame for a problem word ('it's muddy', 'muddy out', 'a muddy trail', 'mud everywhere'). */
function weatherFrame(ws: readonly string[], i: number): boolean {
  return WEATHER_AROUND.has(ws[i - 1] ?? '') || WEATHER_AROUND.has(ws[i + 1] ?? '');
}

/**
 * Care problems a list would read from a word said only as the weather ('it's muddy out, what shoes?' names no mud stain):
 * each row's problem whose every mention in the message stands in the weather's frame.
 */
export function problemsSaidAsWeather(ws: readonly string[]): ProblemId[] {
  return SENSE_WORDS.flatMap((row) => {
    const at = ws.flatMap((w, i) => (row.forms.includes(w) ? [i] : []));
    return row.problem && at.length > 0 && at.every((i) => weatherFrame(ws, i)) ? [row.problem] : [];
  });
}

/**
 * A care verb done to a named piece ('how do I dry my ski jacket after skiing', 'get chlorine out of my swimsuit'): the
 * asking clause is about the piece's care, whatever pursuit it comes after.
 */
// prettier-ignore
export const CARE_OF_A_PIECE: readonly string[] = [
  'dry/rinse/freshen/deodorise/deodorize/disinfect/sanitise/sanitize/dry-clean/waterproof my/your/the/these/those/his/her',
  'get * out of my/the/your/these/those/his/her', 'get * off my/the/your/these/those/his/her',
];

/** Whether a care verb is done to a piece the message names ('dry my ski jacket'). */
export function caresForAPiece(ws: readonly string[]): boolean {
  return phrasesIn(ws, [{ id: 'care', phrases: CARE_OF_A_PIECE }]).some((h) => {
    const end = h.at + h.span;
    return [end, end + 1, end + 2].some((k) => pieceAt(ws, k));
  });
}

/** Whether the message speaks of room in a bag one travels with ('trying to fit everything in a backpack'): packing, not fit. */
export function roomInABag(ws: readonly string[]): boolean {
  return ws.some((_, i) => otherSenseAt(ws, i) === 'room' && TRAVEL_CONTAINERS.has(containerAfter(ws, i) ?? ''));
}

// ---- Asked to take something off a piece ('how do I get it out', 'will it come off') --------------------

/**
 * Asking for something to come out of or off a piece: with a piece named, the question is that piece's care, whatever
 * the soiling was called ('the baby spewed on my cami, how do I get it out') and whatever occasion a side clause names.
 */
// prettier-ignore
export const REMOVAL_ASKED: readonly string[] = [
  'get/getting/got it/this/that/them/these/those/the/any out/off', 'get/getting * stain/stains/mark/marks/spot/spots out/off',
  'it/this/that/they/stain/stains/mark/marks will/would/won\'t/wont/didn\'t come/comes/coming/came out/off',
  'will/would/does/did/can it/this/that/they come out/off', 'remove/removing/lift/lifting/shift/shifting it/this/that/them',
  // 'Got mole on my silk blouse, how do I treat it?': treating a piece something landed on.
  'treat/treating/save/saving/rescue/rescuing it/this/that/them',
];

/** Whether the message asks for something to come out of or off a piece it names ('got X on my shirt, how do I get it out?'). */
export function asksToRemove(ws: readonly string[]): boolean {
  return says(ws, REMOVAL_ASKED) && ws.some((_, i) => pieceAt(ws, i));
}

// ---- Shrunk in the wash ('put it in the dryer and now it's short in the arms') --------------------------

/** A piece put through the wash or the dryer: the size said after it ('in the dryer … now it's short'). */
// prettier-ignore
export const LAUNDERED: readonly string[] = [
  'in/into/through/out/from the/a wash/washer/dryer/drier/tumble/machine/laundry', 'out [of] the wash/washer/dryer/drier/machine',
  'tumble/tumbled dried/dry/drying/it/them', 'tumble-dried/tumbledried', 'hot wash/cycle', 'washed/dried it/them/hot',
];
/** The wash said after the size ('it's tiny after the wash', 'too short since washing'). */
export const LAUNDERED_SINCE: readonly string[] = ['after/since washing/drying/laundering', 'after/since the/a/one wash/dryer/drier/tumble/cycle'];
/** Words that say a piece came back smaller, said of it ('now it's short', 'two sizes smaller'), not before a garment ('my short dress'). */
const SMALLER: ReadonlySet<string> = new Set(['smaller', 'small', 'short', 'shorter', 'tiny', 'tight', 'tighter', 'cropped']);

/** Whether the message says a piece came out of the wash or the dryer smaller: shrinking, whatever words the size is said in. */
export function shrunkInTheWash(ws: readonly string[]): boolean {
  const before = phrasesIn(ws, [{ id: 'in', phrases: LAUNDERED }]).map((h) => h.at);
  const after = phrasesIn(ws, [{ id: 'since', phrases: LAUNDERED_SINCE }]).map((h) => h.at);
  if (!before.length && !after.length) return false;
  return ws.some(
    (w, i) => SMALLER.has(w) && !DETERMINERS.has(ws[i - 1] ?? '') && !pieceAt(ws, i + 1) && (before.some((at) => at < i) || after.some((at) => at > i)),
  );
}
