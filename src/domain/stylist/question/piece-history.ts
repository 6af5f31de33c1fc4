import { tokensOf, type Token } from '../reading/tokens';

/**
 * Clauses that tell a piece's past ('I've worn it exactly once, to a wedding', 'my daughter gave me a mustard jumper for my
 * birthday', 'bought it for a party last year'): the occasion there is when the piece was worn, given or bought, not the one
 * dressed for now (issue 38.1: a side clause adds context, it never sets what is asked). Pure.
 */

/** Verbs (by lemma) that tell what happened to a piece: worn, given, bought, made for someone. */
// prettier-ignore
const PIECE_HISTORY: ReadonlySet<string> = new Set(['wear', 'give', 'buy', 'receive', 'gift', 'inherit', 'thrift', 'knit', 'make', 'sew', 'hand',
  'pass', 'bring', 'send', 'order']);

/** Words that put a clause ahead of now ('next', 'tomorrow', 'on Saturday'), or say an invitation to what is coming. */
// prettier-ignore
const AHEAD: ReadonlySet<string> = new Set(['tomorrow', 'tonight', 'tmrw', 'next', 'coming', 'upcoming', 'soon', 'later', 'will', "'ll", 'gonna', 'going',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekend', 'invited', 'invite', 'asked']);

/** Irregular past forms of the verbs above, by their text: the lite model tags 'worn' an adjective and leaves it unlemmatised. */
// prettier-ignore
const IRREGULAR_PAST: ReadonlyMap<string, string> = new Map([['wore', 'wear'], ['worn', 'wear'], ['gave', 'give'], ['given', 'give'], ['bought', 'buy'],
  ['made', 'make'], ['brought', 'bring'], ['sent', 'send'], ['sewn', 'sew']]);

/** The verb a past form tells ('worn' → 'wear', 'thrifted' → 'thrift'), or null when the word tells no past. */
function pastLemma(t: Token): string | null {
  const irregular = IRREGULAR_PAST.get(t.lower);
  if (irregular) return irregular;
  return (t.pos === 'VERB' || t.pos === 'AUX') && t.lower !== t.lemma && t.lower.endsWith('ed') ? t.lemma : null;
}

/** Whether a clause tells a piece's past: a past verb of the piece's history, nothing ahead of now, no question. */
function tellsPiecePast(clause: readonly Token[]): boolean {
  if (clause.some((t) => AHEAD.has(t.lower) || t.text === '?')) return false;
  return clause.some((t) => PIECE_HISTORY.has(pastLemma(t) ?? ''));
}

/** Marks that end a clause. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['.', '!', '?', ';', ',', '—', '–', '-']);

/** The message with the clauses that tell a piece's past left out, for reading what occasion is dressed for now. */
export function withoutPiecePast(message: string): string {
  const out: string[] = [];
  let removed = false;
  let clause: Token[] = [];
  // A clause with no verb of its own ('…worn exactly once, to a wedding.') goes with the clause before it.
  let pastBefore = false;
  const close = () => {
    if (clause.length === 0) return;
    const verbless = !clause.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    const past = verbless ? pastBefore : tellsPiecePast(clause);
    if (past) removed = true;
    else out.push(clause.map((t) => `${t.before}${t.text}`).join(''));
    pastBefore = past;
    clause = [];
  };
  for (const t of tokensOf(message)) {
    clause.push(t);
    if (t.pos === 'PUNCT' && CLAUSE_ENDS.has(t.text)) close();
  }
  close();
  // Nothing told of a piece's past: the message as written, not as the tokens put it back together.
  return removed ? out.join('').trim() : message;
}
