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
