import { tokensOf } from './tokens';
import { WEATHER_VOCABULARY } from './vocabulary';

/**
 * What a number measures, read from the word after it (ADR 0116). '8 inches of snow', 'a 6-mile hike',
 * '2 kids', '4 days' count or measure something; '85 and humid', '30 out', '12 degrees' do not. A number
 * followed by a noun that is not a weather word, a temperature unit or a time of day measures that noun.
 */

// prettier-ignore
const NOT_MEASURES: ReadonlySet<string> = new Set([...WEATHER_VOCABULARY, 'degree', 'deg', 'f', 'c', 'out', 'outside', 'today', 'tomorrow',
  'tonight', 'morning', 'afternoon', 'evening', 'night', 'weekend', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'ish', 'plus', 'and', 'n', 'or', 'but', 'with', 'in', 'on', 'at', 'by', 'this', 'next', 'all', 'during', 'for', 'so', 'which', 'what', 'i', 'we',
  // A limit said after the number ('budget 250 max', '100 total') measures nothing of its own.
  'max', 'maximum', 'total', 'limit', 'each']);

export function measuresSomething(after: string): boolean {
  const word = /^[\s-]*([a-z]+(?:'[a-z]+)?)/i.exec(after)?.[1]?.toLowerCase();
  if (!word || NOT_MEASURES.has(word)) return false;
  const [token] = tokensOf(word);
  if (!token) return false;
  // A lone word's part of speech is a guess; its lemma is not: a plural ('inches', 'miles', 'kids') names what is counted.
  return token.lemma !== token.lower || token.pos === 'NOUN' || token.pos === 'PROPN' || !token.known;
}

/** Words that make a number below zero ('minus 10', 'negative 5'): written with its sign. Vocabulary: a new word is a row. */
const SIGN_WORDS: readonly string[] = ['minus', 'negative'];

/** The text with a number said below zero in words written with its sign: 'minus 10' → '-10'. Lengths change; read numbers from the result. */
export function signedNumbers(text: string): string {
  return text.replace(/\b([a-z]+)(?<!\s)\s+(\d{1,3})\b/gi, (whole, word: string, n: string) => (SIGN_WORDS.includes(word.toLowerCase()) ? `-${n}` : whole));
}

// prettier-ignore
const ONES: readonly string[] = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS: readonly string[] = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORD = `(?:(?:${TENS.filter(Boolean).join('|')})(?:[ -](?:${ONES.slice(1, 10).join('|')}))?|${ONES.join('|')})`;
/** A number in words said as a temperature: after a sign word ('minus thirty'), or before degrees or 'below'/'above' ('thirty below', 'twenty degrees'). */
const TEMPERATURE_IN_WORDS = new RegExp(
  `\\b(?:(${SIGN_WORDS.join('|')})\\s+(${NUMBER_WORD})\\b|(${NUMBER_WORD})(?=\\s*(?:°|degrees?\\b|deg\\b))|(${NUMBER_WORD})\\s+below(?:\\s+zero)?\\b)`,
  'gi',
);

function valueOf(words: string): number {
  const [tens, ones] = words.toLowerCase().split(/[ -]/);
  const t = TENS.indexOf(tens!);
  return t >= 2 ? t * 10 + (ones ? ONES.indexOf(ones) : 0) : ONES.indexOf(tens!);
}

/**
 * The text with temperatures said in words written in digits, so they are read as any other: 'minus thirty' → '-30', 'thirty
 * below' → '-30', 'twenty degrees' → '20 degrees'. A number in words anywhere else ('two kids', 'one night') is left as written.
 */
export function temperaturesInDigits(text: string): string {
  return text.replace(TEMPERATURE_IN_WORDS, (_all, _sign: string | undefined, signed?: string, plain?: string, below?: string) =>
    signed ? `-${valueOf(signed)}` : plain ? String(valueOf(plain)) : `-${valueOf(below!)}`,
  );
}

/**
 * Words that say a number is how the air feels ('-18 with the windchill', 'a wind chill of -20', 'feels like 5', 'real feel 30'):
 * a temperature, whatever else the message says. Vocabulary: a new way to say it is a row.
 */
export const FEELS_WORDS: readonly string[] = [
  'windchill',
  'wind chill',
  'wind-chill',
  'feels like',
  'feels-like',
  'real feel',
  'realfeel',
  'real-feel',
  'feel like',
];
