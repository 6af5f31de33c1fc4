/**
 * A problem word that describes rather than asks (issue 38: the clause that asks decides). Two shapes, read from the
 * words around it:
 * - how a look seems ('does it look all muddy', 'will the grey look washed out'), where colours are the subject: the
 *   person asks whether colours go together, not how to clean anything;
 * - which piece is meant ('do I gotta wear the scuffed dress shoes', 'can I wear my ripped jeans'): a word between a
 *   determiner and the garment names the piece by its state when wearing it is asked and no fix is ('how do I clean
 *   the scuffed shoes', 'my scuffed boots, any tips?' still ask care).
 */

const LOOK_VERBS: ReadonlySet<string> = new Set(['look', 'looks', 'looking', 'looked', 'seem', 'seems', 'appear', 'appears', 'read', 'reads']);
/** Words that only say how much between the verb and the word ('look all muddy', 'looks a bit washed out'). */
// prettier-ignore
const DEGREE: ReadonlySet<string> = new Set(['all', 'a', 'bit', 'little', 'too', 'so', 'very', 'really', 'kinda', 'kind', 'sort', 'of', 'quite', 'super',
  'more', 'less', 'abit', 'rather', 'pretty', 'way']);
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'my', 'those', 'these', 'that', 'this', 'his', 'her', 'our', 'their', 'your']);
/** Verbs that ask about wearing a piece. */
const WEARING: ReadonlySet<string> = new Set(['wear', 'wearing', 'wore', 'pair', 'pairing', 'style', 'styling', 'match', 'rock', 'go', 'goes', 'put']);
/** Verbs that ask for a fix: with one, a piece named by its state is the piece to mend. */
// prettier-ignore
const FIX_VERBS: ReadonlySet<string> = new Set(['fix', 'fixing', 'clean', 'cleaning', 'wash', 'washing', 'mend', 'mending', 'repair', 'repairing', 'save',
  'saving', 'restore', 'rescue', 'remove', 'removing', 'polish', 'polishing', 'treat', 'revive', 'salvage', 'whiten', 'get', 'deal', 'sort', 'stop', 'prevent']);

/** Whether the problem word at `at` says how the look seems, with only words of degree between it and the look verb. */
export function saidAsALook(ws: readonly string[], at: number): boolean {
  for (let i = at - 1; i >= 0 && at - i <= 4; i--) {
    if (LOOK_VERBS.has(ws[i]!)) return true;
    if (!DEGREE.has(ws[i]!)) return false;
  }
  return false;
}

/**
 * Whether the problem word spanning `at`..`at + span` names a piece by its state: a determiner before it (with at most
 * one other word between), a garment within two words after, wearing asked and no fix asked anywhere in the message.
 */
export function namesAPieceByState(ws: readonly string[], at: number, span: number, garmentAt: ReadonlySet<number>): boolean {
  const opened = DETERMINERS.has(ws[at - 1] ?? '') || DETERMINERS.has(ws[at - 2] ?? '');
  const end = at + span;
  const garmentAfter = [0, 1, 2].some((k) => garmentAt.has(end + k));
  return opened && garmentAfter && ws.some((w) => WEARING.has(w)) && !ws.some((w) => FIX_VERBS.has(w));
}
