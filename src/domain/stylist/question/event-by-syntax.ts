import { tokensOf, type Token } from '../reading/tokens';
import { PEOPLE } from '../reading/people';
import { GARMENT_WORDS } from '../reading/vocabulary';
import { ACTIVITY_NOUNS, NOT_AN_EVENT, PERSON_NOUNS, PLACE_NOUNS, TIME_NOUNS } from '../reading/event-frames';

/**
 * The event a person dresses for, found by where it stands rather than by a table of event words
 * (issue 38: 'the year-end braai', 'watching the cricket' were answered as a plain day because no
 * list held 'braai'). The object of 'for' or 'to' after a dressing question, or of a verb of
 * watching, is what the outfit is for; its last noun heads it, and the words before it from the
 * first non-determiner are its name as the person wrote it. People, times, places and garments are
 * not events ('for my brother', 'for the weekend', 'to the house', 'for a jacket'), and an activity
 * said as a noun ('for the walk') is the activity reader's.
 */
export function eventBySyntax(message: string): string | null {
  const tokens = tokensOf(message);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const opens = (t.lower === 'for' || t.lower === 'to') && t.pos !== 'PART' ? true : t.pos === 'VERB' && WATCHING.has(t.lemma);
    if (!opens) continue;
    const phrase = nounPhraseAt(tokens, i + 1);
    if (phrase) return phrase;
  }
  return null;
}

const WATCHING: ReadonlySet<string> = new Set(['watch', 'attend', 'see']);
const DETERMINERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'my', 'our', 'his', 'her', 'their', 'your', 'this', 'that', 'next', 'some']);
/** What a noun phrase may hold before its head: describing words, other nouns, numbers, an owner ('the guides'', 'her'). */
const INSIDE: ReadonlySet<string> = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);

/** The noun phrase that starts at `start`, named as written, when its head could be an event. */
function nounPhraseAt(tokens: readonly Token[], start: number): string | null {
  let i = start;
  while (i < tokens.length && DETERMINERS.has(tokens[i]!.lower)) i++;
  const first = i;
  let head = -1;
  for (; i < tokens.length; i++) {
    const t = tokens[i]!;
    // An owner's mark ('the guides' braai', "my nephew's christening") or a hyphen stays inside the phrase.
    if (t.lower === "'s" || t.lower === "'" || t.lower === '’s' || (t.text === '-' && t.before === '')) continue;
    if (!INSIDE.has(t.pos)) break;
    if (t.pos === 'NOUN') head = i;
  }
  if (head < 0) return null;
  const noun = tokens[head]!.lower;
  if (!tokens[head]!.known && !/^[a-z]+$/.test(noun)) return null;
  if (
    PEOPLE.includes(noun) ||
    PERSON_NOUNS.has(noun) ||
    TIME_NOUNS.has(noun) ||
    PLACE_NOUNS.has(noun) ||
    NOT_AN_EVENT.has(noun) ||
    ACTIVITY_NOUNS.has(noun) ||
    GARMENT_WORDS.includes(noun as never)
  )
    return null;
  // An owner's name opens the phrase only as an owner; a person's own name or a place is not the event ('to Jamie', 'to Lisbon').
  const words = tokens.slice(first, head + 1);
  if (words.every((w) => w.pos === 'PROPN')) return null;
  return words
    .map((w, k) => (k > 0 && w.before === '' ? w.text : `${k > 0 ? ' ' : ''}${w.text}`))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
