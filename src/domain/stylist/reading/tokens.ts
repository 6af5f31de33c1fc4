import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * The message as words, read by wink-nlp's English model (ADR 0116): each token with its lemma,
 * part of speech, whether the model knows it as an English word, and whether a negation governs
 * it ('I don't have a blazer' negates 'have a blazer'). Loaded once per process (3.8 MB, about
 * 65 MB of memory); reading a message takes well under a millisecond.
 */

export type PartOfSpeech =
  'ADJ' | 'ADP' | 'ADV' | 'AUX' | 'CCONJ' | 'DET' | 'INTJ' | 'NOUN' | 'NUM' | 'PART' | 'PRON' | 'PROPN' | 'PUNCT' | 'SCONJ' | 'SYM' | 'VERB' | 'X' | 'SPACE';

export interface Token {
  /** As written. */
  text: string;
  lower: string;
  lemma: string;
  pos: PartOfSpeech;
  /** 'word', 'number', 'punctuation', 'emoji', 'email', 'url', 'symbol', 'currency', 'ordinal'... */
  type: string;
  /** Whether the English model holds the word: an unknown word is a typo, shorthand, a name or a brand. */
  known: boolean;
  negated: boolean;
  /** Spaces written before it ('' when glued to the word before, as '2nite' is read '2' 'nite'). */
  before: string;
}

const nlp = winkNLP(model);
const its = nlp.its;

// The model numbers the words it holds from 0; a word it has never seen is given the next free number.
// A nonsense word read first marks where the model's own words end.
const FIRST_UNKNOWN = (nlp.readDoc('qzxjvkw').tokens().itemAt(0)?.out(its.uniqueId) as number | undefined) ?? Number.MAX_SAFE_INTEGER;

/** A run of one mark longer than any word needs ('//////…', '??????…'), which the model's e-mail and URL patterns crawl. */
const MARK_RUN = /([^\p{L}\p{N}\s])\1{3,}/gu;

export function tokensOf(text: string): Token[] {
  // Three of a mark say all a longer run says ('!!!'); the rest only costs the model time on hostile input (ADR 0102).
  const tokens = nlp.readDoc(text.replace(MARK_RUN, '$1$1$1')).tokens();
  const out: Token[] = [];
  for (let i = 0; i < tokens.length(); i++) {
    const t = tokens.itemAt(i);
    const value = t.out(its.value) as string;
    out.push({
      text: value,
      lower: value.toLowerCase(),
      // The lemma helper needs the model's addons, which its type declaration leaves out.
      lemma: (t.out(its.lemma as never) as string).toLowerCase(),
      pos: t.out(its.pos) as PartOfSpeech,
      type: t.out(its.type) as string,
      known: (t.out(its.uniqueId) as number) < FIRST_UNKNOWN,
      negated: t.out(its.negationFlag) as boolean,
      before: t.out(its.precedingSpaces) as string,
    });
  }
  return out;
}

/** A lone word as the model reads it: whether it holds the word, and its lemma ('saw' → 'see'). Remembered: the matchers ask of the same words often. */
interface LoneWord {
  english: boolean;
  lemma: string;
}
const loneMemo = new Map<string, LoneWord>();

function loneWord(word: string): LoneWord {
  const known = loneMemo.get(word);
  if (known) return known;
  const t = nlp.readDoc(word).tokens();
  const one = t.length() === 1 ? t.itemAt(0) : null;
  const read: LoneWord = {
    english: !!one && (one.out(its.uniqueId) as number) < FIRST_UNKNOWN,
    lemma: one ? (one.out(its.lemma as never) as string).toLowerCase() : word,
  };
  if (loneMemo.size >= 20_000) loneMemo.clear();
  loneMemo.set(word, read);
  return read;
}

/** Whether the English model holds a word, as a lower-case single word. */
export function isEnglishWord(word: string): boolean {
  return loneWord(word).english;
}

/**
 * A lone word's lemma as the English model gives it ('saw' → 'see', 'biked' → 'bike'). Said of the word alone, so a form
 * shared by two verbs gets the commoner one: enough to know that 'saw' is not 'sawing' said short.
 */
export function lemmaOf(word: string): string {
  return loneWord(word).lemma;
}
