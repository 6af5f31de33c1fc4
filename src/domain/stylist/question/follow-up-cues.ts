import { phrasesIn, says } from '../reading/phrases';

/**
 * Frames of a follow-up that moves the plan just asked about to another place (issue 38.4): the
 * place named after them is where the occasion now happens, not a new occasion ('what if they move
 * it inside to the gym', 'it got moved to the hall'). Notation of ../reading/phrases.
 */
// prettier-ignore
export const MOVES_THE_PLAN: readonly string[] = [
  'move/moves/moved/moving/shift/shifts/shifted/relocate/relocates/relocated it/things/everything',
  'it got/was/is/gets moved/shifted/relocated', 'it\'s/its been moved/shifted/relocated', 'it has been moved/shifted/relocated',
  'it\'s/its moved/shifted/relocated',
  'it\'s/its now at/in', 'it is now at/in',
];

/**
 * Asking whether something just said changes the plan's outfit ('does that change anything?', 'what changes?'): the
 * rest of the message is a fact of the plan asked about before (issue 38.4). Notation of ../reading/phrases.
 */
// prettier-ignore
export const ASKS_WHAT_CHANGES: readonly string[] = [
  'does/would/will/should that/this/it change anything/things/much/what', 'what changes', 'what should/would/do i change',
  'anything i should change', 'anything i need/have to change', 'anything change/changes/different', 'should/do/would i change anything', 'do/would i need to change anything', 'any changes', 'change anything',
  // Told a fact that spoils the plan, and asked what to do ('she can't stand all-white. What now?').
  'what now', 'now what', 'other option/options', 'plan b',
];

/** A question whether a piece is too much or too little ('am I overdressed in the blazer?'): a verdict on it, whose 'no' is the good news. */
// prettier-ignore
export const EXCESS_ASKED: readonly string[] = ['overdressed/underdressed/overdone', 'too dressy/casual/formal/smart/fancy/much/flashy/plain/loud'];

/** Words that ask to wear what follows them ('could I wear a jumper instead', 'id rather wear my dress'). */
export const WEAR_VERBS: ReadonlySet<string> = new Set(['wear', 'wearing', 'rock', 'rocking', 'try']);
/** How many words may stand between the verb and the piece ('wear a long dress', 'wear xmas jumpers'). */
export const WEAR_REACH = 4;

/** Garment nouns (as the garment table names them) worn as top and bottom at once: taking one out re-dresses the outfit. */
export const ONE_PIECES: ReadonlySet<string> = new Set(['dress', 'jumpsuit', 'romper', 'playsuit', 'overalls', 'swimsuit']);

/**
 * Frames that set one thing of the person's against another ('would the black mock-neck work better than the crewneck',
 * 'the loafers in place of the boots', 'swap the crewneck for the mock-neck'): after an answer, a follow-up weighing
 * pieces of it, whether or not the garment table knows the words they are named by. Notation of ../reading/phrases.
 */
// prettier-ignore
export const WEIGHS_OWNED: readonly string[] = [
  'better/nicer/smarter/dressier/warmer/cooler/comfier than the/my', 'rather than the/my', 'instead of the/my', 'in place of the/my',
  'swap/switch/trade/replace/sub [out] the/my * for/with the/my',
];

/**
 * Fastenings and parts of a piece a person may be unable to manage ('I can't manage zips with my arthritis'), each with
 * the stem its mention in an owned piece's name or material starts with: the piece swapped in has none of them.
 */
// prettier-ignore
export const FASTENINGS: readonly { id: string; phrases: readonly string[] }[] = [
  { id: 'zip', phrases: ['zip/zips/zipper/zippers/zipped'] },
  { id: 'lace', phrases: ['laces/lace-ups/laced/shoelaces'] },
  { id: 'button', phrases: ['button/buttons/buttoned'] },
  { id: 'buckle', phrases: ['buckle/buckles/clasp/clasps'] },
  { id: 'heel', phrases: ['heel/heels'] },
  { id: 'strap', phrases: ['strap/straps/strappy'] },
];

/**
 * What makes a piece unwearable said of the piece itself (issue 38.4): a fastening the person cannot manage, the way it
 * hurts or fits ('the shoes pinch', 'those boots give me blisters', 'the sweater is too itchy'). Said after an answer
 * that wore the piece, the piece goes and its slot is filled again. Notation of ../reading/phrases.
 */
// prettier-ignore
export const PIECE_TROUBLE: readonly string[] = [
  "can't/cant/cannot/can't/couldn't manage/do/handle/undo/work/reach/fiddle [with] [the] zip/zips/zipper/zippers/laces/buttons/buckles/clasps/straps",
  'struggle/struggles/struggling with [the] zip/zips/zipper/zippers/laces/buttons/buckles/clasps/straps',
  'pinch/pinches/pinching/rub/rubs/rubbing/chafe/chafes/chafing/itch/itches/itchy/scratchy',
  'give/gives/gave me [a] blisters/blister', 'hurt/hurts/kill/kills my feet/toes/heels',
  'too tight/small/itchy/scratchy/heavy/stiff', 'digs/dig in',
  // In the way of what the person does ('is the cardigan going to get in the way when I sweep?', 'restricts my arms').
  'get/gets/getting in the/my way', 'in the/my way when/while', 'restrict/restricts/restricting my/the arms/movement/shoulders',
  'hard/hard to move/bend/reach in', 'flap/flaps/flapping around',
];

/** The fastenings a message says (FASTENINGS ids: 'zip', 'lace'...), to keep out of the piece swapped in. */
export function fasteningsSaid(message: string): string[] {
  const ws = message
    .toLowerCase()
    .split(/[^a-z'-]+/)
    .filter(Boolean);
  if (!says(ws, PIECE_TROUBLE)) return [];
  return [...new Set(phrasesIn(ws, FASTENINGS).map((h) => h.id))];
}

/** Garment kinds (as the garment table names them) worn to lounge or train in: swapped into a dressed outfit, never. */
export const LOUNGE_KINDS: ReadonlySet<string> = new Set(['joggers', 'hoodie', 'leggings']);

/**
 * A follow-up asking whether going without a piece is all right ('i dont own a blazer tho, is that ok?', 'is it fine
 * without one?', 'do I need one?'): the answer is that verdict for the occasion's level, then the outfit without it.
 */
// prettier-ignore
export const LEAVING_OUT_ASKED: readonly string[] = [
  "is/that's/thats/it's/its/this that/it/this [still] ok/okay/fine/alright/acceptable/bad/weird", 'will/would/is that/it [still] be ok/okay/fine/alright',
  "that's/thats/it's/its/this [still] ok/okay/fine/alright/acceptable", 'ok/okay/fine/alright without', 'do/will/would i [really] need one/it/to/a/an',
  'get away without', 'go/skip without', 'without one ok/okay/fine',
];

/** Pieces a level expects (garment ids → dress codes): without one the outfit sits a step under that level. */
// prettier-ignore
export const EXPECTED_AT: Readonly<Record<string, readonly string[]>> = {
  tie: ['black tie', 'formal'],
  blazer: ['business formal', 'formal', 'black tie'],
  'suit jacket': ['business formal', 'formal', 'black tie'],
  suit: ['business formal', 'formal', 'black tie'],
  heels: ['black tie'],
};

/** The piece a follow-up asks to go without ('is it fine without a tie?'), among those it rules out; null when it asks no such thing. */
export function pieceLeftOutAsked(message: string, ruledOut: readonly string[], named: readonly string[]): string | null {
  const ws = message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^a-z'-]+/)
    .filter(Boolean);
  if (!says(ws, LEAVING_OUT_ASKED)) return null;
  return named.find((p) => ruledOut.includes(p)) ?? null;
}

/** Words that say a plan has a theme ('an ugly sweater theme', 'it's 70s themed', 'the theme is disco'). */
const THEME_WORDS = new Set(['theme', 'themed']);
/** Words that end the theme's own words on either side ('its an ugly sweater theme', 'the theme is 70s lol'). */
// prettier-ignore
const THEME_STOPS = new Set(['a', 'an', 'the', 'its', "it's", 'is', 'was', 'be', 'now', 'lol', 'haha', 'party', 'night', 'so', 'and', 'but', 'update', 'oh', 'ok', 'okay', 'apparently', 'actually', 'turns', 'out', 'what', 'about', 'for', 'of', 'to']);

const AFTER_THEME_STOPS = new Set(['lol', 'haha', 'now', 'so', 'and', 'but', 'apparently', 'what', 'any', 'ideas', 'help']);

/** The theme a message gives the plan ('update its an ugly sweater theme lol' → 'ugly sweater'), or null when it names none. */
export function themeSaid(message: string): string | null {
  const ws = message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^a-z0-9'-]+/)
    .filter(Boolean);
  const at = ws.findIndex((w) => THEME_WORDS.has(w));
  if (at < 0) return null;
  const before: string[] = [];
  for (let i = at - 1; i >= 0 && before.length < 3 && !THEME_STOPS.has(ws[i]!); i--) before.unshift(ws[i]!);
  if (before.length) return before.join(' ');
  const after: string[] = [];
  let i = at + 1;
  while (i < ws.length && ['is', 'was', "it's", 'its', 'be'].includes(ws[i]!)) i++;
  // After 'theme is' the theme may hold an article ('under the sea'); it ends at a word that ends the clause.
  for (; i < ws.length && after.length < 4 && !AFTER_THEME_STOPS.has(ws[i]!); i++) after.push(ws[i]!);
  return after.length ? after.join(' ') : null;
}

/**
 * Saying yes to what the last answer offered ('Want something brighter?' → 'Yes, brighter please'): the reply is about the
 * plan that answer dressed, whatever else it says. Read only at the start of the reply. Notation of ../reading/phrases.
 */
// prettier-ignore
export const ASSENTS: readonly string[] = ['yes/yeah/yep/yup/yea/ya/sure/ok/okay/definitely/absolutely/please/pls/plz', 'go on/ahead', 'why not',
  'sounds good/great', 'that would/that\'d be great/good/lovely/perfect'];
