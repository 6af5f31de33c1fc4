import { asGsmText } from '../sms/compose-text';
import { fitsIn, isGsm7Char, MAX_REPLY_SEGMENTS } from '../sms/fit-segments';

/** What PACK texts: the next trip's list. */
export interface PackTextInput {
  where: string;
  startDate: string;
  endDate: string;
  /** The pieces to pack, in the list's order; packed ones are counted, not named. */
  pieces: readonly { name: string; packed: boolean }[];
  transit: readonly string[];
  missing: readonly string[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const day = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}`;

/** Text in GSM-7 only: the usual substitutions, accents dropped where GSM-7 has no accented form, anything else left out. */
export function gsm7(text: string): string {
  let out = '';
  for (const ch of asGsmText(text)) {
    if (isGsm7Char(ch)) out += ch;
    else {
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      if (bare && [...bare].every(isGsm7Char)) out += bare;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

const join = (names: readonly string[]) => names.join(', ');

/**
 * PACK (issue 44 point 2): the trip's list in GSM-7, within two messages. The pieces still to pack
 * are named; when they do not all fit, as many as fit are named and the rest counted ('+4 more'),
 * and what to wear on the way, then what is missing, give way before the pieces do.
 */
export function packText(input: PackTextInput, maxSegments = MAX_REPLY_SEGMENTS): string {
  const dates = input.startDate === input.endDate ? day(input.startDate) : `${day(input.startDate)}-${day(input.endDate)}`;
  const head = `Pack for ${gsm7(input.where) || 'your trip'}, ${dates}:`;
  const todo = input.pieces.filter((p) => !p.packed).map((p) => gsm7(p.name) || 'a piece');
  const done = input.pieces.length - todo.length;
  const doneText = done ? ` ${done} already packed.` : '';
  const transit = input.transit.length ? ` Wear on the way: ${join(input.transit.map(gsm7))}.` : '';
  const missing = input.missing.length ? ` Missing: ${join(input.missing.map(gsm7))}.` : '';
  if (input.pieces.length === 0) return fit(`${head} nothing from your closet suits it yet.${missing}`, maxSegments);
  if (todo.length === 0) return fit(`${head} all ${input.pieces.length} pieces are packed.${transit}`, maxSegments);
  const body = (names: readonly string[], rest: number) => ` ${join(names)}${rest ? ` +${rest} more` : ''}.`;
  for (const tail of [`${doneText}${transit}${missing}`, `${doneText}${missing}`, doneText, '']) {
    // As many names as fit with this tail, the rest counted.
    for (let n = todo.length; n >= 1; n--) {
      const text = `${head}${body(todo.slice(0, n), todo.length - n)}${tail}`;
      if (fitsIn(text, maxSegments)) return text;
    }
  }
  return fit(`${head} ${todo.length} pieces.`, maxSegments);
}

/** Cut between words as a last resort (a destination too long to name). */
function fit(text: string, maxSegments: number): string {
  if (fitsIn(text, maxSegments)) return text;
  const words = text.split(' ');
  while (words.length > 1 && !fitsIn(`${words.join(' ')}...`, maxSegments)) words.pop();
  return `${words.join(' ')}...`.slice(0, 300);
}
