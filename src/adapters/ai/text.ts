/** Small text tools shared by the local stylist's retrieval and closet matching. */

const STOPWORDS = new Set(
  (
    'a an the and or but if then so of to in on at for from by with about into over under as is are was were be been being am ' +
    'i me my mine we our you your yours it its this that these those there here what which who whom whose when where why how ' +
    'do does did doing done can could should would will shall may might must have has had having not no yes just very really ' +
    'some any all each every more most other such only own same than too also please thank thanks tell give show need want ' +
    'know like get got go going let lets im ive id dont cant wont isnt arent s t ok okay hi hello hey'
  ).split(' '),
);

/** British spellings and near-synonyms folded together, so one keyword list serves both. */
const CANONICAL: Record<string, string> = {
  colour: 'color',
  colours: 'colors',
  grey: 'gray',
  favourite: 'favorite',
  trouser: 'pant',
  trousers: 'pants',
  tshirt: 'tee',
  tshirts: 'tees',
  sneaker: 'sneaker',
  trainers: 'sneakers',
  trainer: 'sneaker',
  jumper: 'sweater',
  jumpers: 'sweaters',
  jewellery: 'jewelry',
  tailour: 'tailor',
};

/** A light stemmer: plural and possessive endings only, enough for garment words. */
export function stem(word: string): string {
  let w = CANONICAL[word] ?? word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(ches|shes|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  return CANONICAL[w] ?? w;
}

/** Lower-case word tokens, apostrophes and hyphens folded ('t-shirt' → 'tshirt', "what's" → 'whats'). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/(\w)-(\w)/g, '$1$2')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** 'How to dress for...' is about dressing, not about dresses: the verb gets its own word. */
export function normalizeQuestion(text: string): string {
  return text
    .replace(/\b(to|how|i|you|we|should|can|do) dress\b/gi, '$1 dressing')
    .replace(/\bdress (for|up|down|like|well|when|in|smart|nicely)\b/gi, 'dressing $1');
}

/** Stemmed content words: what retrieval compares. */
export function terms(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem);
}

/** Stemmed tokens with stop words kept, for phrase matching ('what goes with'). */
export function stems(text: string): string[] {
  return words(text).map(stem);
}

export function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** 'a, b and c' */
export function listJoin(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export type SeasonName = 'winter' | 'spring' | 'summer' | 'fall';

/** Northern-hemisphere season for a YYYY-MM-DD date: every supported timezone is in the US. */
export function seasonOf(isoDate: string): SeasonName {
  const month = Number(isoDate.slice(5, 7));
  if (month === 12 || month <= 2) return 'winter';
  if (month <= 5) return 'spring';
  if (month <= 8) return 'summer';
  return 'fall';
}
