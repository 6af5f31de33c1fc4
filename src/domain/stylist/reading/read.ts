import { temperaturesInDigits } from './numbers';
import { DAY_ABBREVIATIONS, DAY_NEIGHBOURS, DIGIT_BEFORE_DEGREE, DIGIT_WORDS, SHORTHAND, SIGN_WORDS } from './shorthand';
import { correctionFor, type Correction } from './spelling';
import { isEnglishWord, tokensOf, type Token } from './tokens';
import { PEOPLE } from './people';
import { VOCABULARY } from './vocabulary';

/**
 * The reading layer (issue 38, ADR 0116): a message as a person typed it becomes the message the
 * parser reads. Texting shorthand is expanded from a table, digits that stand for words are read as
 * those words, abbreviated days are days where a day is meant, and words the English model does not
 * know are corrected towards the product's vocabulary. The reader also says how much of the message
 * it recognised, so a reply can ask rather than guess.
 */

export interface Reading {
  /** The message in full words, as the parser reads it. */
  text: string;
  corrections: Correction[];
  /** Words neither English nor the product's, after correction ('zxqv'); names and brands land here too. */
  unknown: string[];
  /** Words that carry meaning (not 'the', 'to', 'a'...), for how much of the message was recognised. */
  meaningful: number;
}

const SEGMENTS = /[A-Za-z0-9][A-Za-z0-9'’/-]*|[^A-Za-z0-9]+/g;
// Subjects and auxiliaries before 'sat' make it the verb ('I sat', "they've sat in the box", 'it has sat there').
const PRONOUNS = new Set([
  'i',
  'we',
  'he',
  'she',
  'they',
  'you',
  'it',
  'who',
  'just',
  'had',
  'have',
  'has',
  'was',
  'were',
  'been',
  "i've",
  "we've",
  "they've",
  "you've",
  'ive',
  'weve',
  'theyve',
  "it's",
  "he's",
  "she's",
  'never',
  'still',
  'always',
]);
/** After these a digit is a number ('at 4', 'size 2', 'around 4'). */
const NUMBER_CONTEXT = new Set([
  // 'plus 4' (a '+4' as typed): the day's temperature.
  'plus',
  'at',
  'size',
  'around',
  'about',
  'by',
  'til',
  'till',
  'until',
  'from',
  'like',
  'is',
  'are',
  'be',
  'only',
  'just',
  'under',
  'over',
  'of',
  'than',
  'top',
  'page',
  'number',
  'no',
  'the',
  'those',
  'these',
  'in',
  'x',
  'or',
  'and',
  'each',
  'every',
  'all',
  'minus',
  'plus',
  'maybe',
]);
/** Before these a digit is a number ('2 pm', '4 or 5', '2 of them'). */
const NUMBER_FOLLOWERS = new Set([
  'pm',
  'am',
  'oclock',
  "o'clock",
  'of',
  'or',
  'to',
  'and',
  'k',
  'km',
  'mi',
  'x',
  'people',
  'times',
  'hrs',
  'hr',
  'mins',
  'min',
  'sec',
  'secs',
  'degrees',
  'deg',
  // '4 below out there', '4 above zero': the day's temperature.
  'below',
  'above',
  'more',
  'less',
  'ish',
  'percent',
  // A day of a month ('27 dec to 2 jan'): the digit is the date.
  'jan',
  'january',
  'feb',
  'february',
  'mar',
  'march',
  'apr',
  'april',
  'jun',
  'june',
  'jul',
  'july',
  'aug',
  'august',
  'sep',
  'sept',
  'september',
  'oct',
  'october',
  'nov',
  'november',
  'dec',
  'december',
]);

function isWord(w: string): boolean {
  return VOCABULARY.has(w) || isEnglishWord(w);
}

/** A digit that stands for a word: '2' in 'what 2 wear', not in '2 days', 'at 2', '2 pm'. */
function digitWord(digit: string, before: string | undefined, after: string | undefined, afterThat?: string): string | null {
  const word = DIGIT_WORDS[digit];
  if (!word || !before || !after || !/^[a-z]/.test(before) || !/^[a-z]/.test(after)) return null;
  if (NUMBER_CONTEXT.has(before) || NUMBER_FOLLOWERS.has(after)) return null;
  const [next] = tokensOf(after);
  // A plural after it is what it counts: '2 kids', '4 days', '2 pairs'.
  if (next && next.lemma !== next.lower && /s$/.test(next.lower)) return null;
  // Before an adjective or adverb it measures how much: 'is that 2 casual', '2 cold for shorts'.
  // Before an adjective or adverb it measures how much ('is that 2 casual', '2 cold for shorts'), unless it counts
  // the plural after them ('2 new shirts').
  const counted = afterThat ? tokensOf(afterThat)[0] : undefined;
  const countsNext = counted && counted.lemma !== counted.lower && /s$/.test(counted.lower);
  if (next && (next.pos === 'ADJ' || next.pos === 'ADV')) {
    if (countsNext) return null;
    if (DIGIT_BEFORE_DEGREE[digit]) return DIGIT_BEFORE_DEGREE[digit];
  }
  return word;
}

/** An abbreviated day is a day where a day is meant: 'on sat', 'sat night', 'hikin sat w friends'; not 'I sat' or 'in the sun'. */
function dayWord(abbreviation: string, before: string | undefined, after: string | undefined): string | null {
  const day = DAY_ABBREVIATIONS[abbreviation];
  if (!day) return null;
  const nearDay = (before !== undefined && DAY_NEIGHBOURS.has(before)) || (after !== undefined && DAY_NEIGHBOURS.has(after));
  if (abbreviation === 'sun' || abbreviation === 'wed') return nearDay ? day : null;
  if (abbreviation === 'sat') return nearDay || (before !== undefined && !PRONOUNS.has(before)) ? day : null;
  return day;
}

/** Birthdays people name by the age alone: 'my friend's 40th', 'her 21st', 'my sisters 75th' (round and half-round ages). */
const MILESTONE = /^(1[368]th|21st|[1-9][05]th|100th)$/;
const POSSESSIVE = /^(my|his|her|their|your|our|own|[a-z]+'s|[a-z]+s')$/;

/** An owner said as texted, without the apostrophe: 'my sisters 75th', 'dads 60th'. */
const ownerTexted = (w: string) => w.endsWith('s') && PEOPLE.includes(w.slice(0, -1));

/** 'My friend's 40th' is a 40th birthday; 'on the 30th' stays a date, and '40th birthday' or 'anniversary' is already said. */
function milestone(segment: string, w: string, before: string | undefined, after: string | undefined): string | null {
  if (!MILESTONE.test(w) || before === undefined || !(POSSESSIVE.test(before) || ownerTexted(before))) return null;
  return after !== undefined && /^(birthday|bday|b-day|anniversary|party|celebration|jubilee)$/.test(after) ? null : `${segment} birthday`;
}

/** Words of the calendar that may follow a day's short form with a capital ('Sat Dec 5', 'Fri Night'). */
const CALENDAR_WORDS = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$|^(morning|afternoon|evening|night|nite|noon|midday|am|pm)$/;

/** Shorthand, digits and days, word by word with the words either side. */
function expand(raw: string): string {
  const segments = raw.match(SEGMENTS) ?? [];
  const lower = segments.map((s) => s.toLowerCase().replace(/’/g, "'"));
  const isWordAt = (i: number) => /^[a-z0-9]/.test(lower[i] ?? '');
  const neighbourAt = (i: number, step: number): number => {
    for (let j = i + step; j >= 0 && j < segments.length; j += step) {
      if (isWordAt(j)) return j;
      // A sentence ends at a full stop or a question mark: 'what 2 wear? 4' has no word after the 2.
      if (/[.?!;:]/.test(segments[j]!)) return -1;
    }
    return -1;
  };
  const neighbour = (i: number, step: number): string | undefined => lower[neighbourAt(i, step)];
  return segments
    .map((segment, i) => {
      if (!isWordAt(i)) {
        // A sign standing alone between two words: 'sage + olive' is 'sage and olive'.
        const sign = /^\s+\S\s+$/.test(segment) ? SIGN_WORDS[segment.trim()] : undefined;
        return sign && isWordAt(i - 1) && isWordAt(i + 1) ? ` ${sign} ` : segment;
      }
      const w = lower[i]!;
      // A digit with a degree sign is a temperature ('2°C'), never 'to'.
      if (/^[°º]/.test(segments[i + 1] ?? '')) return segment;
      // Letters joined to a currency sign name the currency ('N$1,500', 'R$90'), never shorthand.
      if (/^[$£€¥₹]/.test(segments[i + 1] ?? '')) return segment;
      const before = neighbour(i, -1);
      const after = neighbour(i, 1);
      const next = neighbourAt(i, 1);
      const afterNext = next < 0 ? undefined : neighbour(next, 1);
      // 'Mon Laferte', 'Sun Ra': a day's short form written as the first of two names is a name, not a day.
      const asName = /^[A-Z]/.test(segment) && next >= 0 && /^[A-Z][a-z]/.test(segments[next]!) && !CALENDAR_WORDS.test(lower[next]!);
      // 'Plan b?', 'vitamin d': a lone letter after a noun, ending the sentence, is that noun's label, not shorthand.
      const label = w.length === 1 && next < 0 && before !== undefined && tokensOf(before)[0]?.pos === 'NOUN';
      return (
        (label ? undefined : SHORTHAND[w]) ??
        digitWord(w, before, after, afterNext) ??
        (asName ? null : dayWord(w, before, after)) ??
        milestone(segment, w, before, after) ??
        segment
      );
    })
    .join('');
}

/** Whether a token is a name as written: capitalised inside a sentence ('hiking with Jess', 'in Denver'). */
/** What follows a thing's 's when it says what the thing is or where ('the maxi's in the wash', 'the coat's too big', 'my boot's split'). */
const STATES: ReadonlySet<string> = new Set(['ADP', 'ADV', 'VERB', 'PART']);
const NAMES: ReadonlySet<string> = new Set(['NOUN', 'PROPN', 'ADJ']);

/**
 * Whether the token at `i` is the 's of 'is' after a noun ('Maxi's in the wash'), not a possessive ('Tom's wedding', 'my mum's
 * old coat'): the word after it says so, a state or a place rather than a thing owned.
 */
function isAfterANoun(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (t.before !== '' || (t.lower !== "'s" && t.lower !== '’s')) return false;
  const noun = tokens[i - 1];
  if (!noun || (noun.pos !== 'NOUN' && noun.pos !== 'PROPN')) return false;
  const next = tokens[i + 1];
  if (!next) return true;
  if (next.type === 'punctuation') return true;
  // "Ana's kirking", "Thabo's naming day": a word the model does not know, or an -ing word heading a noun, is the thing owned.
  if (next.pos === 'VERB' && (!next.known || (next.lower.endsWith('ing') && tokens[i + 2]?.pos === 'NOUN'))) return false;
  if (STATES.has(next.pos)) return true;
  // 'The coat's huge' says how it is; 'my mum's old coat' names what is hers.
  return next.pos === 'ADJ' && !NAMES.has(tokens[i + 2]?.pos ?? '');
}

function writtenAsName(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (!/^[A-Z]/.test(t.text) || i === 0) return false;
  return !/^[.?!]$/.test(tokens[i - 1]!.text);
}

const FUNCTION_WORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'you',
  'your',
  'are',
  'what',
  'that',
  'this',
  'have',
  'has',
  'was',
  'not',
  'but',
  'some',
  'any',
  'can',
  'could',
  'should',
  'would',
  'will',
  'from',
  'about',
  'into',
  'just',
  'too',
  'very',
  'really',
  'there',
  'their',
  'them',
  'they',
  'how',
  'which',
  'when',
  'where',
  'who',
  'why',
]);

/** Words before '+1' that make it a guest ('my +1', 'bringing a +1'). */
const GUEST_OWNERS: ReadonlySet<string> = new Set(['a', 'my', 'your', 'his', 'her', 'their', 'our', 'the', 'no']);
const lastWord = (text: string) => text.trim().split(/\s+/).pop()?.toLowerCase() ?? '';

/** Titles written with a full stop before a name ('Dr. Martens', 'St. Kilda', 'Mt. Hood'). */
const TITLE_STOP = /\b(Dr|Mr|Mrs|Ms|St|Mt|Ft|Jr|Sr|dr|mr|mrs|ms|st|mt)\.(?= [A-Za-z])/g;

/** Letters no accent-stripping reaches ('Iðnó', 'Ørsted', 'Łódź'), written as English spells them, so a name stays one word. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ß: 'ss',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
};

function plainLetters(text: string): string {
  return text.replace(/[ðÐþÞøØæÆœŒßłŁđĐı]/g, (c) => PLAIN_LETTERS[c] ?? c);
}

export function readMessage(raw: string): Reading {
  // Accents are spelling, not meaning: 'Cancún' is Cancun, 'quinceañera' quinceanera, 'café' cafe.
  // A minus sign as phones and weather apps write it ('−27', '–15') is the sign of the number after it; between digits a dash is a range.
  // A plus sign before a number ('+4 n sunny') is the number above zero; 'a +1' or 'my +1' is a guest and keeps it.
  const signed = temperaturesInDigits(raw)
    .replace(/(^|[^\d])[\u2212\u2013](?=\d)/g, '$1-')
    .replace(/(^|\s)\+(?=\d)/g, (all, before: string, at: number) => (GUEST_OWNERS.has(lastWord(raw.slice(0, at))) ? all : `${before}plus `));
  // A title's full stop ('Dr. Martens', 'St. Kilda', 'Mt. Hood') ends no sentence: it is dropped so the name is read whole.
  const titled = signed.replace(TITLE_STOP, '$1');
  const expanded = expand(plainLetters(titled.normalize('NFD').replace(/[\u0300-\u036f]/g, '')));
  const tokens = tokensOf(expanded);
  const corrections: Correction[] = [];
  const unknown: string[] = [];
  let meaningful = 0;
  /** A word no dictionary or table holds and no correction reaches. */
  const strange = (n: Token) =>
    n.type === 'word' && !n.known && /^[a-z]{3,}$/.test(n.lower) && !VOCABULARY.has(n.lower) && !isWord(n.lower) && correctionFor(n.lower, isWord) === null;
  const text = tokens
    .map((t, i) => {
      if (isAfterANoun(tokens, i)) return ' is';
      if (t.type !== 'word') return t.before + t.text;
      const w = t.lower;
      if (/^[a-z]{3,}$/.test(w) && !FUNCTION_WORDS.has(w)) meaningful++;
      if (t.known || VOCABULARY.has(w) || !/^[a-z]+$/.test(w) || writtenAsName(tokens, i)) return t.before + t.text;
      // 'Balik kampung': beside a word of no dictionary that nothing corrects, a word is another language's, not a slip ('Bali');
      // only the texted dropped g ('hikin ngong hills') is still read as itself.
      const foreign = [tokens[i - 1], tokens[i + 1]].some((n) => n !== undefined && strange(n));
      const corrected = correctionFor(w, isWord);
      const to = foreign && corrected !== `${w}g` ? null : corrected;
      if (to) {
        corrections.push({ from: t.text, to });
        return t.before + to;
      }
      if (w.length >= 3) unknown.push(t.text);
      return t.before + t.text;
    })
    .join('');
  return { text, corrections, unknown, meaningful };
}
