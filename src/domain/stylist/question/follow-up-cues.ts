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
  'it\'s/its now at/in', 'it is now at/in',
];

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
