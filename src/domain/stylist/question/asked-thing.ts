import { colourInfo } from '../colour-harmony';
import { ASKING_WORDS, FIT_WORDS, GARMENT_WORDS, GARMENTS, OCCASION_WORDS, SETTING_NOUNS, WEATHER_VOCABULARY } from '../reading/vocabulary';
import { BODY_NOUNS } from '../reading/event-frames';
import { DRESSING_OBJECTS, STANDS_FOR_WEAR, TRADE_VERBS as TRADE_VERB_LIST } from '../reading/cues';
import type { Token } from '../reading/tokens';
import { conceptsIn, FABRICS } from './lexicon';

/**
 * What a question's main clause asks for, read from its shape (issue 38.3: the main clause decides what is asked; a
 * question not about clothes is declined in one sentence): 'what time should we leave for the airport' asks a time,
 * 'how many people should I invite to my party' a number of people, 'what's the GST rate on a restaurant bill' a rate,
 * 'do I need a visa for Japan' a visa, 'how long should I boil eggs for the picnic' how to boil. The occasion after
 * it ('for the picnic', 'to my party') is what the thing is for, not an occasion to dress for.
 *
 * The thing asked is outside the stylist's trade when it is a noun of no table of the trade (garments, fabrics,
 * colours, fit, the body, weather, occasions, shops and tailors; 'which hiking trail' asks for a trail) nor a word that stands for something to
 * wear ('ideas', 'something'), or a verb of doing other than dressing, buying, packing or caring for clothes. A word
 * the English model does not know (a name, a brand, a garment of a culture the tables miss) is never judged outside.
 */

const TRADE_VERBS: ReadonlySet<string> = new Set(TRADE_VERB_LIST);
/** Auxiliaries that open a question of what to do ('should I get a timer', 'can I buy a …'). */
const MODALS: readonly string[] = ['should', 'shall', 'can', 'could', 'would'];
/** Verbs of getting hold of a thing: what they take is the thing asked about ('should I get a timer or a new battery'). */
const GETTING: ReadonlySet<string> = new Set(['get', 'buy', 'order', 'need', 'bring', 'pack', 'rent', 'borrow', 'replace']);
/** Verbs with which a question is asked inside another ('do you know what …', 'can you tell me which …'). */
const ASKING_INSIDE: ReadonlySet<string> = new Set(['know', 'tell']);
const WH_DETERMINERS: ReadonlySet<string> = new Set(['what', 'which', 'whats', "what's"]);
/** Every word of the garment table's phrases ('trench', 'jackets', 'kurta'). */
const GARMENT_TABLE_WORDS: ReadonlySet<string> = new Set([
  ...GARMENT_WORDS,
  ...GARMENTS.flatMap((g) => g.phrases.flatMap((p) => p.match(/[a-z][a-z'-]*/g) ?? [])),
]);
// prettier-ignore
const TRADE_NOUNS: ReadonlySet<string> = new Set([...ASKING_WORDS, ...FIT_WORDS, ...OCCASION_WORDS, ...SETTING_NOUNS, ...WEATHER_VOCABULARY,
  ...DRESSING_OBJECTS, ...BODY_NOUNS, ...STANDS_FOR_WEAR]);

/** Whether a noun belongs to the trade: a table of the trade holds it, or it names a garment, a fabric or a colour. */
function ofTheTrade(t: Token): boolean {
  const w = t.lower;
  return (
    !t.known ||
    TRADE_NOUNS.has(w) ||
    TRADE_NOUNS.has(t.lemma) ||
    GARMENT_TABLE_WORDS.has(w) ||
    conceptsIn(w, FABRICS).length > 0 ||
    colourInfo(w).kind !== 'unknown'
  );
}

const isNoun = (t: Token | undefined) => t !== undefined && (t.pos === 'NOUN' || t.pos === 'PROPN');

/** The last noun of the noun phrase starting at `from` (determiners, adjectives, numbers and nouns), or null. */
function headOfPhrase(tokens: readonly Token[], from: number): Token | null {
  let head: Token | null = null;
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (isNoun(t)) head = t;
    else if (!['DET', 'ADJ', 'NUM', 'PRON'].includes(t.pos) || (head !== null && t.pos !== 'NOUN')) break;
  }
  return head;
}

/**
 * The word a clause's question asks for when its shape says so, else null: the noun after 'what'/'which'/'how many', the
 * noun of 'what is the …', the verb of 'how do I …' or 'what's the best way to …' with its object, the thing needed in
 * 'do I need a …', the subject of 'is the … running?'.
 */
export function askedThing(tokens: readonly Token[]): Token | null {
  // The first clause that asks ('my daughter has a concert on Friday, what songs do kids sing?').
  for (let start = 0; start < tokens.length;) {
    const end = tokens.findIndex((t, i) => i > start && t.pos === 'PUNCT' && t.lower !== "'");
    const clause = tokens.slice(start, end < 0 ? tokens.length : end + 1);
    if (asks(clause)) return thingAskedBy(clause);
    if (end < 0) break;
    start = end + 1;
  }
  return null;
}

const OPENS_A_QUESTION: ReadonlySet<string> = new Set([...WH_DETERMINERS, 'how', 'do', 'does', 'did', 'is', 'are', ...MODALS]);

/** Whether a clause opens as a question ('what …', 'how …', 'do I …', 'is the …'). */
function asks(clause: readonly Token[]): boolean {
  const first = clause.find((t) => t.pos !== 'INTJ' && t.pos !== 'PUNCT');
  return first !== undefined && OPENS_A_QUESTION.has(first.lower);
}

function thingAskedBy(tokens: readonly Token[]): Token | null {
  const at = tokens.findIndex((t) => t.pos !== 'INTJ' && t.pos !== 'PUNCT');
  const first = tokens[at];
  if (!first) return null;
  const next = (k: number) => tokens[at + k];
  // 'what wine', 'which hiking trail', 'whats a good playlist', 'what time should we leave'
  if (WH_DETERMINERS.has(first.lower) || (first.lower === 'how' && ['many', 'much'].includes(next(1)?.lower ?? ''))) {
    let from = at + 1 + (first.lower === 'how' ? 1 : 0);
    // 'what is the GST rate', "what's a good …": the copula before the noun phrase.
    if (['is', "'s", 'are', 'was'].includes(tokens[from]?.lower ?? '')) from++;
    const head = headOfPhrase(tokens, from);
    // 'what's the best way to learn Spanish': the way is the verb's.
    if (head && head.lower === 'way' && tokens[tokens.indexOf(head) + 1]?.lower === 'to') return tokens[tokens.indexOf(head) + 2] ?? null;
    if (head) return head;
    // 'what should I cook for the potluck'
    if (first.lower !== 'how' && tokens[from]?.pos === 'AUX' && tokens[from + 1]?.pos === 'PRON' && tokens[from + 2]?.pos === 'VERB') return tokens[from + 2]!;
    return null;
  }
  // 'how do I ask my boss for a raise', 'how long should I boil eggs'
  if (first.lower === 'how') {
    let k = at + 1;
    if (tokens[k]?.pos === 'ADJ' || tokens[k]?.pos === 'ADV') k++;
    if (tokens[k]?.pos === 'AUX' && tokens[k + 1]?.pos === 'PRON' && tokens[k + 2]?.pos === 'VERB') return tokens[k + 2]!;
    return null;
  }
  // 'do you know what the exchange rate is': the question asked inside is the one asked.
  if (first.pos === 'AUX' && next(1)?.lower === 'you' && ASKING_INSIDE.has(next(2)?.lemma ?? '')) {
    const wh = tokens.findIndex((t, i) => i > at + 2 && (WH_DETERMINERS.has(t.lower) || t.lower === 'how'));
    return wh < 0 ? null : thingAskedBy(tokens.slice(wh));
  }
  // 'do I need a visa to go to Japan', 'should I get a timer for the block heater'
  if (first.pos === 'AUX' && next(1)?.pos === 'PRON' && (next(2)?.lemma === 'need' || (MODALS.includes(first.lower) && GETTING.has(next(2)?.lemma ?? ''))))
    return headOfPhrase(tokens, at + 3);
  // 'is the ferry to the island running on Boxing Day?'
  if (['is', 'are'].includes(first.lower) && next(1)?.pos === 'DET' && isNoun(next(2))) {
    const verb = tokens.slice(at + 3).find((t) => t.pos === 'VERB');
    if (verb && verb.lower.endsWith('ing')) return next(2)!;
  }
  return null;
}

/** Particles a verb of moving takes before what it is done in ('turn up in', 'throw on'). */
const PARTICLES: ReadonlySet<string> = new Set(['up', 'out', 'down', 'over', 'around', 'about']);

/** 'What should I run in?', 'what do I throw on', 'what should I turn up in': a verb that ends on 'in' or 'on' asks what to wear doing it. */
function doneIn(tokens: readonly Token[], verb: Token): boolean {
  let i = tokens.indexOf(verb) + 1;
  while (PARTICLES.has(tokens[i]?.lower ?? '')) i++;
  const end = tokens[i + 1];
  // What follows says what for, or nothing does ('what do I run in for the 10k', 'what should I turn up in?').
  return ['in', 'on'].includes(tokens[i]?.lower ?? '') && (end === undefined || ['PUNCT', 'ADP', 'SCONJ'].includes(end.pos));
}

/** Whether the first question of the message asks for something outside the trade (a time, a rate, a visa, how to boil). */
export function asksOutsideTheTrade(tokens: readonly Token[]): boolean {
  const thing = askedThing(tokens);
  if (!thing) return false;
  if (thing.pos === 'VERB') return thing.known && !TRADE_VERBS.has(thing.lemma) && !TRADE_VERBS.has(thing.lower) && !doneIn(tokens, thing);
  return !ofTheTrade(thing);
}
