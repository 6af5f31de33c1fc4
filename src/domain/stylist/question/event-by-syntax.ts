import { tokensOf, type Token } from '../reading/tokens';
import { PEOPLE } from '../reading/people';
import { DISCOURSE_MARKERS } from '../reading/cues';
import { GARMENT_WORDS, SETTING_NOUNS, WEATHER_VOCABULARY } from '../reading/vocabulary';
import { ACTIVITY_NOUNS, BODY_NOUNS, NOT_AN_EVENT, PERSON_NOUNS, PLACE_NOUNS, TIME_NOUNS, WATCHING_VERBS } from '../reading/event-frames';

/**
 * The event a person dresses for, found by where it stands rather than by a table of event words
 * (issue 38: 'the year-end braai', 'watching the cricket' were answered as a plain day because no
 * list held 'braai'). The object of 'for' or 'to' after a dressing question, or of a verb of
 * watching, is what the outfit is for; its last noun heads it, and the words before it from the
 * first non-determiner are its name as the person wrote it; said first, as a heading, the opening noun
 * phrase is. People, times, places, the weather and garments are not events ('for my brother', 'for the weekend', 'to the house', 'for a jacket'), and an activity
 * said as a noun ('for the walk') is the activity reader's.
 */
const LEAD_INS: ReadonlySet<string> = new Set(DISCOURSE_MARKERS);

/** Words of the weather and its warnings: a heading made of them is the forecast, not a gathering. */
// prettier-ignore
const WEATHER_HEADINGS: ReadonlySet<string> = new Set(['rain', 'snow', 'storm', 'warning', 'alert', 'advisory', 'heatwave', 'sleet', 'hail', 'fog',
  'frost', 'ice', 'wind', 'gale', 'blizzard', 'freezing', 'forecast', 'typhoon', 'cyclone', 'monsoon', 'drizzle', 'thunderstorm', 'downpour']);

export function eventBySyntax(message: string): string | null {
  const tokens = tokensOf(message);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const opens =
      (t.lower === 'for' || t.lower === 'to') && t.pos !== 'PART' ? true : t.pos === 'VERB' && (WATCHING_VERBS.has(t.lemma) || t.lemma === 'attend');
    if (!opens) continue;
    const phrase = nounPhraseAt(tokens, i + 1);
    if (phrase) return phrase.text;
  }
  // Said first, as a heading ('grandsons matric dance photos at our house sat 5pm, what shd i wear'): the opening noun
  // phrase, once the people who own it are set aside.
  let start = 0;
  // Words that only lead in ('hmm', 'ok so') are no heading either.
  const owner = (t: Token) =>
    DETERMINERS.has(t.lower) ||
    PEOPLE.includes(t.lower.replace(/'?s$/, '')) ||
    t.lower === "'s" ||
    t.lower === "'" ||
    LEAD_INS.has(t.lower) ||
    t.pos === 'INTJ';
  while (start < tokens.length && owner(tokens[start]!)) start++;
  // A word in -ing opens a heading only after an owner ("my sister's naming day"); first in the message it is the person's
  // own doing ('Thinking saree for Friday').
  const owned = start > 0 && /^('s|’s|my|our|his|her|their)$/.test(tokens[start - 1]!.lower);
  if (start >= tokens.length || (['PRON', 'VERB', 'AUX'].includes(tokens[start]!.pos) && !(owned && gerundBeforeANoun(tokens, start)))) return null;
  // A name no dictionary holds, said to be somewhere or some day ('Wigilia is at my daughter's', 'Diwali is on Sunday'), is
  // the gathering, though the English model tags it a proper noun.
  const named = tokens[start];
  if (named?.pos === 'PROPN' && !named.known && tokens[start + 1]?.lemma === 'be' && ['at', 'on'].includes(tokens[start + 2]?.lower ?? '')) return named.text;
  const heading = nounPhraseAt(tokens, start);
  // The subject of a verb is what the sentence tells of, not a heading ('the southeaster is howling'); one that is only said
  // to be somewhere or some day is a gathering all the same ('Wigilia is at my daughter's', 'the braai is on Saturday').
  const next = heading ? tokens[heading.end + 1] : undefined;
  const placed = next?.lemma === 'be' && ['at', 'on'].includes(tokens[heading!.end + 2]?.lower ?? '');
  if (!heading || (next && (next.pos === 'AUX' || next.pos === 'VERB') && !placed)) return null;
  // A garment opening the message is the thing it tells of ('my winter boots leak and…'), unless a gathering heads
  // the phrase ('ugly sweater party on friday').
  const said = tokens.slice(start, heading.end + 1).map((t) => t.lower);
  // 'Feeling meh today', 'feeling rough': how the person feels opens the message, not a gathering.
  if (FEELING.has(said[0] ?? '')) return null;
  // A heading of the weather ('freezing rain warning for the commute', 'snow day') says the weather, not an event.
  if (said.some((w) => WEATHER_HEADINGS.has(w))) return null;
  const garment = said.some((w) => GARMENT_WORDS.includes(w as never));
  return garment && !SETTING_NOUNS.has(tokens[heading.end]!.lower) ? null : heading.text;
}

/** Words of how one feels: a heading they open is a mood ('feeling meh'), whatever the tagger makes of them. */
const FEELING: ReadonlySet<string> = new Set(['feeling', 'feelin', 'feel', 'felt', 'kinda', 'bit', 'so']);

/** Whether the token at `i` is a word in -ing that describes the noun after it ('naming day', 'leaving do'). */
function gerundBeforeANoun(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  return t.pos === 'VERB' && t.lower.endsWith('ing') && tokens[i + 1]?.pos === 'NOUN';
}

/** Times that close an event's own name ('naming day', 'game night', 'race day'). */
const EVENT_TIMES: ReadonlySet<string> = new Set(['day', 'night']);
const DETERMINERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'my', 'our', 'his', 'her', 'their', 'your', 'this', 'that', 'next', 'some']);
/** What a noun phrase may hold before its head: describing words, other nouns, numbers, an owner ('the guides'', 'her'). */
const INSIDE: ReadonlySet<string> = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);

/** The noun phrase that starts at `start`, named as written, when its head could be an event. */
function nounPhraseAt(tokens: readonly Token[], start: number): { text: string; end: number } | null {
  let i = start;
  while (i < tokens.length && DETERMINERS.has(tokens[i]!.lower)) i++;
  const first = i;
  let head = -1;
  for (; i < tokens.length; i++) {
    const t = tokens[i]!;
    // An owner's mark ('the guides' braai', "my nephew's christening") or a hyphen stays inside the phrase.
    if (t.lower === "'s" || t.lower === "'" || t.lower === '’s' || (t.text === '-' && t.before === '')) continue;
    // 'An engagement do', 'the work do': after a noun, 'do' is a party, whatever the model's tag. After an owner's mark, a word
    // in -ing is the thing owned ("Ana's kirking"), not a verb.
    const owned = i > first && /^('s|’s|')$/.test(tokens[i - 1]!.lower) && t.pos === 'VERB' && t.lower.endsWith('ing');
    // A word in -ing before a noun describes it ('naming day', 'leaving drinks').
    const describing = gerundBeforeANoun(tokens, i);
    const pos = (t.lower === 'do' && i > first && tokens[i - 1]!.pos === 'NOUN') || owned ? 'NOUN' : describing ? 'ADJ' : t.pos;
    if (!INSIDE.has(pos)) break;
    // A time ends the phrase ("Ana's lobola tomorrow"); 'day' and 'night' after a noun name the event ('naming day', 'game night').
    if (i > first && TIME_NOUNS.has(t.lower) && !EVENT_TIMES.has(t.lower) && t.before !== '' && !/^(-|'s|’s|')$/.test(tokens[i - 1]!.lower)) break;
    if (pos === 'NOUN') head = i;
  }
  if (head < 0) return null;
  const noun = tokens[head]!.lower;
  if (!tokens[head]!.known && !/^[a-z]+$/.test(noun)) return null;
  const eventTime = EVENT_TIMES.has(noun) && head > first;
  if (
    PEOPLE.includes(noun) ||
    PERSON_NOUNS.has(noun) ||
    (TIME_NOUNS.has(noun) && !eventTime) ||
    PLACE_NOUNS.has(noun) ||
    NOT_AN_EVENT.has(noun) ||
    ACTIVITY_NOUNS.has(noun) ||
    BODY_NOUNS.has(noun) ||
    GARMENT_WORDS.includes(noun as never) ||
    WEATHER_VOCABULARY.includes(noun as never)
  )
    return null;
  // An owner's name opens the phrase only as an owner; a person's own name or a place is not the event ('to Jamie', 'to Lisbon').
  const words = tokens.slice(first, head + 1);
  if (words.every((w) => w.pos === 'PROPN')) return null;
  const text = words
    .map((w, k) => (k > 0 && w.before === '' ? w.text : `${k > 0 ? ' ' : ''}${w.text}`))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, end: head };
}
