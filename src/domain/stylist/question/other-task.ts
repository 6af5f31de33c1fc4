import {
  ASKING_WORDS,
  CARE,
  DRESSING_OBJECTS,
  DRESSING_WORDS,
  FASHION_WORDS,
  KNOWING_ASKED,
  MACHINE_VERBS,
  MACHINES,
  OTHER_TASKS,
  OUTFIT,
  PERSON_ASKED,
  TASK_FRAME,
} from '../reading/cues';
import { WEATHER_VOCABULARY } from '../reading/vocabulary';
import { phrasesIn, says } from '../reading/phrases';
import { tokensOf, type Token } from '../reading/tokens';
import { asksOutsideTheTrade } from './asked-thing';

/**
 * A request for a task whose product is not clothes (issue 38.3: a question not about clothes is declined): the main
 * clause's verb asks for something written, chosen or predicted, and its object is no piece of clothing nor anything of
 * the stylist's trade ('could you write me a listing for a house with a pool', 'suggest a sermon illustration for
 * Sunday'). An occasion or an activity inside that object is what the thing is for, not an occasion to dress for. A word
 * of clothes anywhere in the message keeps it a clothes question ('suggest something to wear for the game').
 */

const FRAME: ReadonlySet<string> = new Set(TASK_FRAME);
const WEATHER_WORDS_ASKED: ReadonlySet<string> = new Set([...WEATHER_VOCABULARY, ...DRESSING_OBJECTS]);
/** Words that end a verb's object: what follows says what it is for or about ('a description for a house'). */
const ENDS_OBJECT: ReadonlySet<Token['pos']> = new Set(['ADP', 'PUNCT', 'SCONJ', 'CCONJ', 'PART', 'AUX']);
/** Who the thing is for, said between the verb and its object ('write me a toast'). */
const RECIPIENTS: ReadonlySet<string> = new Set(['me', 'us', 'him', 'her', 'them', 'myself', 'up', 'out']);
/** Words that open the topic of a task done to a person ('quiz me on', 'teach us about'). */
const TOPIC_MARKS: ReadonlySet<string> = new Set(['on', 'about']);
/** A head that stands for something to wear, however the verb asks for it ('suggest something', 'pick one', 'any ideas'). */
const GENERIC: ReadonlySet<string> = new Set([...ASKING_WORDS, ...DRESSING_OBJECTS]);

/** The declined subject when the message asks for a task other than dressing, or null. `ofClothes`: the message names a piece, colour or fabric. */
export function otherTaskAsked(message: string, ofClothes: boolean): string | null {
  if (ofClothes) return null;
  const tokens = tokensOf(message);
  const lower = tokens.map((t) => t.lower);
  if (says(lower, FASHION_WORDS) || says(lower, DRESSING_WORDS) || says(lower, CARE) || says(lower, OUTFIT)) return null;
  // 'Who is hosting the party on Saturday?': a clause that asks for a person asks nothing a stylist answers.
  if (tokens.some((t, i) => PERSON_ASKED.includes(t.lower) && askedAsRequest(tokens, i))) return 'questions outside clothes';
  const lemmas = tokens.map((t) => (t.pos === 'VERB' || t.pos === 'NOUN' ? t.lemma : t.lower));
  // 'Are the buses running with all this snow?', 'best way to get my truck started at -40': a machine's workings.
  if (machineAtWork(tokens)) return 'cars, buses and other machines';
  // 'Do you know if they're closing the bridge this weekend?': a fact asked, not of the weather, is not the stylist's.
  const ofWeather = lower.some((w) => WEATHER_WORDS_ASKED.has(w));
  const knowing = ofWeather ? undefined : phrasesIn(lemmas, KNOWING_ASKED).find((hit) => askedAsRequest(tokens, hit.at));
  if (knowing) return knowing.id;
  for (const hit of phrasesIn(lemmas, OTHER_TASKS)) {
    if (!askedAsRequest(tokens, hit.at)) continue;
    const head = objectHead(tokens, hit.at + hit.span);
    if (head !== null && !GENERIC.has(head)) return hit.id;
  }
  // 'What time should we leave for the airport?', 'how long should I boil eggs for the picnic?': the question's own word decides.
  if (asksOutsideTheTrade(tokens)) return 'questions outside clothes';
  return null;
}

const MACHINE_NOUNS: ReadonlySet<string> = new Set(MACHINES);
const MACHINE_DOINGS: ReadonlySet<string> = new Set(MACHINE_VERBS);
/**
 * A machine named as a noun, and later in its clause a verb of running, starting or failing, in a sentence that asks ('are
 * the buses running?', 'whats the best way to get my truck started'): what the message asks about. Told in passing ('the bus
 * aircon is broken again. placement at 7') it is the day's circumstance.
 */
function machineAtWork(tokens: readonly Token[]): boolean {
  const sentenceEnd = (i: number) => ['.', '!', '?'].includes(tokens[i]!.lower);
  const sentenceAsks = (i: number) => {
    let start = i;
    while (start > 0 && !sentenceEnd(start - 1)) start--;
    let end = i;
    while (end < tokens.length - 1 && !sentenceEnd(end)) end++;
    return tokens[end]!.lower === '?' || ASKS_FIRST.has(tokens[start]!.lower) || tokens.slice(start, end + 1).some((t) => QUESTION_WORDS.has(t.lower));
  };
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.pos !== 'NOUN' || !MACHINE_NOUNS.has(tokens[i]!.lower)) continue;
    for (let j = i + 1; j < tokens.length && tokens[j]!.pos !== 'PUNCT'; j++)
      if (tokens[j]!.pos === 'VERB' && MACHINE_DOINGS.has(tokens[j]!.lemma)) return sentenceAsks(i);
  }
  return false;
}
/** Words that make a sentence a question without its mark ('whats the best way 2 get my truck started'). */
// prettier-ignore
const QUESTION_WORDS: ReadonlySet<string> = new Set(['what', 'whats', "what's", 'wat', 'how', 'hows', "how's", 'why', 'when', 'where', 'anyone']);
/** Words that ask when they open the sentence ('are the trams running', 'can my car…'), and tell anywhere else. */
const ASKS_FIRST: ReadonlySet<string> = new Set(['is', 'are', 'do', 'does', 'can', 'could', 'should', 'will', 'any']);

/** Whether the verb at `at` is what its clause asks: only words of asking stand before it in the clause ('hey can u suggest'). */
function askedAsRequest(tokens: readonly Token[], at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.pos === 'PUNCT') return true;
    if (!FRAME.has(t.lower) && !FRAME.has(t.lemma)) return false;
  }
  return true;
}

/**
 * The head of the verb's object, before what it is for or about: its last noun ('a punchy listing description' →
 * description, 'a name 4 our hockey team' → team), else its last word; null when none is said.
 */
function objectHead(tokens: readonly Token[], from: number): string | null {
  let i = from;
  while (i < tokens.length && RECIPIENTS.has(tokens[i]!.lower)) i++;
  // 'Quiz me on beta blockers', 'teach me about tax': the topic after 'on' or 'about' is the object.
  if (i > from && TOPIC_MARKS.has(tokens[i]?.lower ?? '')) i++;
  let head: string | null = null;
  let noun: string | null = null;
  let pronoun = false;
  for (; i < tokens.length && !ENDS_OBJECT.has(tokens[i]!.pos); i++) {
    const t = tokens[i]!;
    if (t.pos === 'PRON') {
      // After a noun, a pronoun opens a clause about it ('a good song I can sing'); alone, it is the thing already in the
      // conversation or a thing to wear ('pick it', 'find one', 'suggest something warm'): nothing new is asked.
      if (noun !== null) break;
      pronoun = true;
    } else if (t.pos !== 'DET') {
      head = t.lower;
      if (t.pos === 'NOUN') noun = t.lower;
    }
  }
  return noun ?? (pronoun ? null : head);
}
