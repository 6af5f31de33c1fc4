import { categoryFromText, type CatalogCategory } from '../../shared/catalog-categories';
import { FORMALITIES, type Formality } from '../../shared/closet-constants';
import { DRESS_CODE_RULES, dressCodeFromTitle, dressCodeRank, type DressCode } from '../stylist/dress-code';
import { GARMENT_WORDS, OCCASIONS } from '../stylist/reading/vocabulary';
import { phrasesIn } from '../stylist/reading/phrases';
import { COLOUR_WORDS, DEPARTMENT_WORDS, FILLER_WORDS, KINDS, LEVEL_WORDS, NOT_GARMENT_PHRASES, STEM_CLASHES, SYNONYM_GROUPS } from './search-words';

/**
 * Reading a shopping search (issue 41, ADR 0110): what the words ask of the catalog. The garment
 * noun decides the category (the head noun comes last: 'dress' is a dress, 'dress shirt' a shirt,
 * 'dress socks' socks); colour words are a filter on the product's colours; words naming a
 * department choose it; every other word must match, each through its group of synonyms.
 * Alternatives joined by 'or' ('loafers or pumps', as the gap rows ask) are read one by one.
 * Pure: the service turns a reading into a PostgreSQL tsquery (`tsqueryText`) and runs it.
 */

export interface SearchAlternative {
  /** The category the alternative's garment noun names, or null when it names none. */
  category: CatalogCategory | null;
  /** Garment nouns (each with its synonyms): kept when the other words are relaxed. */
  garments: string[][];
  /** The garment nouns widened to the broader garment each is a kind of ('stilettos': heels), for a relaxed search. */
  wider: string[][];
  /** Colours in the catalog's spelling: matched on the product's colours and name only. */
  colours: string[];
  /** Every other word (materials, styles, brands), each with its synonyms. */
  words: string[][];
  /**
   * An occasion named with the garment ('office trousers', 'wedding guest dress'), read with the
   * stylist's occasion table and dress-code rules: the words that name it and the dress levels it
   * allows (`accepted`: the occasion's words or any allowed level's words), and the levels it
   * prefers (its target and the allowed levels above it), for ranking. Null when none is named or
   * the occasion sets no dress level above casual (the gym, the beach: their words stay words).
   */
  occasion: { words: string[]; accepted: string[]; preferred: string[] } | null;
}

export interface SearchReading {
  alternatives: SearchAlternative[];
  /** The department the words name ('women's heels'), or null. */
  department: 'men' | 'women' | null;
}

/**
 * The words of a search: lower case, letters and digits (hyphenated words kept whole), apostrophes
 * dropped ("women's" is 'womens'). A lone letter is glued to the word after it, as the compound
 * people type both ways ('t shirt' is 't-shirt', 'v neck' 'v-neck'); 'a' and 'i' only where the
 * compound is a known garment word ('a line': 'a-line'), since elsewhere they are words of their own.
 */
export function searchTokens(text: string): string[] {
  const plain = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '');
  const raw = plain.match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const word = raw[i]!;
    const next = raw[i + 1];
    const glued = next === undefined ? '' : `${word}-${next}`;
    if (/^[a-z]$/.test(word) && next !== undefined && /^[a-z]/.test(next) && !FILLER_WORDS.has(next) && (!FILLER_WORDS.has(word) || GLUED_WORDS.has(glued))) {
      out.push(glued);
      i++;
    } else out.push(word);
  }
  return out.slice(0, 24).map((w) => w.slice(0, 40));
}

/** Compounds of a lone 'a' or 'i' that are garment words ('a-line'), the only ones glued. */
const GLUED_WORDS: ReadonlySet<string> = new Set(['a-line', 'i-line']);

/**
 * Whether near-spelling correction may change a word: not 'or', a department or a filler word, at
 * least 3 characters, and not a word the vocabulary already knows as a garment or a colour
 * ('slides' is spelt right: correcting it to the catalog's 'slim' changes what was asked).
 */
export const isCorrectable = (token: string) =>
  token.length >= 3 && token !== 'or' && !DEPARTMENT_WORDS.has(token) && !FILLER_WORDS.has(token) && !isGarmentWord(token) && !COLOUR_WORDS.has(token);

const singular = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** A word's synonyms (itself first), from every group that has it in either number, and the kinds of each (`KINDS`). */
export function synonymsOf(word: string): string[] {
  const same = (a: string, b: string) => a === b || singular(a) === singular(b);
  const out = new Set([word]);
  for (const group of SYNONYM_GROUPS) if (group.some((g) => same(g, word))) for (const g of group) out.add(g);
  for (const w of [...out]) for (const [broad, kinds] of KINDS) if (same(broad, w)) for (const k of kinds) out.add(k);
  return [...out];
}

/** The broad words a word is a kind of ('slingbacks': heels). */
const broaderOf = (word: string) => [...KINDS].filter(([, kinds]) => kinds.some((k) => k === word || singular(k) === singular(word))).map(([broad]) => broad);

const SYNONYM_PHRASES = new Set([...SYNONYM_GROUPS.flat(), ...[...KINDS.values()].flat()].filter((w) => w.includes(' ')));

/** Words of the stylist's garment table that name no garment ('outfit', 'clothes', 'layer'). */
const NOT_GARMENTS = new Set(['outfit', 'outfits', 'clothes', 'clothing', 'wardrobe', 'closet', 'layer', 'layers']);
/** Garment nouns: the shop's category vocabulary, the stylist's garment words (ADR 0116) and the words of the shop's garment synonym groups. */
const GARMENT_NOUNS: ReadonlySet<string> = new Set([
  ...GARMENT_WORDS.filter((w) => !NOT_GARMENTS.has(w)),
  ...SYNONYM_GROUPS.filter((g) => g.some((w) => categoryFromText(w) !== null))
    .flat()
    .filter((w) => !w.includes(' ')),
]);

/** Whether a word is a garment noun on its own (the shop's category vocabulary, the stylist's garment words). */
export const isGarmentWord = (word: string) =>
  categoryFromText(word) !== null || categoryFromText(singular(word)) !== null || GARMENT_NOUNS.has(word) || GARMENT_NOUNS.has(singular(word));

/** An alternative's occasion (see `SearchAlternative.occasion`), and the token positions that name it. */
function occasionOf(tokens: string[]): { occasion: { code: DressCode; words: string[] } | null; at: Set<number> } {
  const at = new Set<number>();
  const codes: DressCode[] = [];
  const words: string[] = [];
  // A word of a two-word garment or dress code ('dinner jacket', 'black tie') is that term's, not an occasion's.
  const inPhrase = (i: number) => SYNONYM_PHRASES.has(`${tokens[i - 1]} ${tokens[i]}`) || SYNONYM_PHRASES.has(`${tokens[i]} ${tokens[i + 1]}`);
  const hits = phrasesIn(tokens, OCCASIONS, inPhrase);
  // A phrase inside a longer one of another occasion is that occasion's ('work out' is the gym's, not work).
  const within = (h: (typeof hits)[number], g: (typeof hits)[number]) => g !== h && g.span > h.span && g.at <= h.at && h.at + h.span <= g.at + g.span;
  for (const hit of hits.filter((h) => !hits.some((g) => within(h, g)))) {
    const row = OCCASIONS.find((o) => o.id === hit.id)!;
    const code = dressCodeFromTitle(row.title);
    // Only occasions that ask for a dress level above casual: 'running shoes' and 'beach bag' keep their words.
    if (!code || dressCodeRank(code) < dressCodeRank('smart casual')) continue;
    codes.push(code);
    for (let k = hit.at; k < hit.at + hit.span; k++) {
      at.add(k);
      words.push(tokens[k]!);
    }
  }
  if (codes.length === 0) return { occasion: null, at };
  const code = codes.reduce((a, b) => (dressCodeRank(b) > dressCodeRank(a) ? b : a));
  return { occasion: { code, words: [...new Set(words)] }, at };
}

/** The levels a dress code allows for a garment of a category, and the ones it prefers (its target and above). */
function occasionLevels(code: DressCode, category: CatalogCategory | null): { accepted: Formality[]; preferred: Formality[] } {
  const rule = DRESS_CODE_RULES[code];
  const accepted =
    category === 'dresses' && rule.onePiece ? rule.onePiece : category && ['jackets', 'accessories', 'bags'].includes(category) ? rule.extra : rule.core;
  const level = (f: Formality) => FORMALITIES.indexOf(f);
  const preferred = accepted.filter((f) => level(f) >= level(rule.target));
  return { accepted: [...accepted], preferred: preferred.length > 0 ? preferred : [...accepted] };
}

function readAlternative(tokens: string[]): SearchAlternative {
  const colours: string[] = [];
  const garments: string[][] = [];
  const words: string[][] = [];
  /** The garment words in order: the last decides the category. */
  const garmentText: string[] = [];
  const named = occasionOf(tokens);
  for (let i = 0; i < tokens.length; i++) {
    if (named.at.has(i)) continue;
    // Two words a synonym group has as one ('sport coat', 'court shoes') are one term.
    const pair = i + 1 < tokens.length ? `${tokens[i]} ${tokens[i + 1]}` : '';
    if (pair && SYNONYM_PHRASES.has(pair)) {
      if (!NOT_GARMENT_PHRASES.has(pair) && (isGarmentWord(tokens[i]!) || isGarmentWord(tokens[i + 1]!) || synonymsOf(pair).some(isGarmentWord))) {
        garments.push(synonymsOf(pair));
        // The phrase is its group's garment: a 'bathing suit' is the swimsuit it means, not a suit.
        garmentText.push(SYNONYM_GROUPS.find((g) => g.includes(pair))?.find((w) => categoryFromText(w) !== null) ?? pair);
      } else words.push(synonymsOf(pair));
      i++;
      continue;
    }
    const token = tokens[i]!;
    const colour = COLOUR_WORDS.get(token);
    if (colour) {
      if (!colours.includes(colour)) colours.push(colour);
    } else if (isGarmentWord(token)) {
      garments.push(synonymsOf(token));
      garmentText.push(token);
    } else words.push(synonymsOf(token));
  }
  const wider = garments.map((group) => [...new Set([...group, ...group.flatMap(broaderOf).flatMap(synonymsOf)])]);
  const category = categoryFromText(garmentText.join(' '));
  let occasion: SearchAlternative['occasion'] = null;
  if (named.occasion) {
    const { code, words: occasionWords } = named.occasion;
    const levels = occasionLevels(code, category);
    const wordsOf = (fs: Formality[]) => fs.flatMap((f) => LEVEL_WORDS[f]);
    occasion = {
      words: occasionWords,
      accepted: [...new Set([...occasionWords, ...wordsOf(levels.accepted)])],
      preferred: [...new Set(wordsOf(levels.preferred))],
    };
  }
  return { category, garments, wider, colours, words, occasion };
}

/** Reads a search into its alternatives and the department it names. */
export function readSearch(text: string): SearchReading {
  let department: SearchReading['department'] = null;
  const alternatives: SearchAlternative[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) alternatives.push(readAlternative(current));
    current = [];
  };
  for (const token of searchTokens(text)) {
    if (token === 'or') close();
    else if (DEPARTMENT_WORDS.has(token)) department = DEPARTMENT_WORDS.get(token)!;
    else if (!FILLER_WORDS.has(token)) current.push(token);
  }
  close();
  return { alternatives, department };
}

/** The categories the words name: every alternative's, or none when one alternative names none (its words may be in any category). */
export function categoriesNamed(reading: SearchReading): CatalogCategory[] {
  const named = reading.alternatives.map((a) => a.category);
  if (named.length === 0 || named.some((c) => c === null)) return [];
  return [...new Set(named as CatalogCategory[])];
}

/**
 * How strictly a reading is matched: `all` every word; `garments` only the garment nouns and
 * colours (the words that decide what the product is), for when the other words find nothing;
 * `any` any word, for ranking a relaxed page (the wrap dress first when no sequinned one exists).
 */
export type Strictness = 'all' | 'garments' | 'any';

/** Every word for a catalog colour ('gray': gray and grey), so a product named either way is found. */
const colourSpellings = (colour: string) => [...new Set([colour, ...[...COLOUR_WORDS].filter(([, c]) => c === colour).map(([w]) => w)])];

/** A word as a tsquery operand: a phrase for several words, hyphens kept (the parser reads 't-shirt' whole). */
const operand = (term: string, weights = '') => {
  const parts = term.split(' ').filter(Boolean);
  return parts.length === 1 ? `${parts[0]}${weights}` : `(${parts.map((p) => `${p}${weights}`).join(' <-> ')})`;
};
const anyOf = (terms: string[], weights = '') => `(${terms.map((t) => operand(t, weights)).join(' | ')})`;

/**
 * The tsquery text for `to_tsquery('english', …)` (which stems each word and drops stop words),
 * or null when nothing is left to match. Colours must be in the name or the colours (weights A
 * and B), not in a description's 'pairs with navy chinos'. Tokens are letters, digits and inner
 * hyphens only (`searchTokens`), so nothing in them is a tsquery operator.
 */
export function tsqueryText(reading: SearchReading, strictness: Strictness): string | null {
  const alternatives = reading.alternatives
    .map((a) => {
      const parts = [
        ...(strictness === 'garments' ? a.wider : a.garments).map((g) => anyOf(g)),
        ...a.colours.map((c) => anyOf(colourSpellings(c), ':AB')),
        ...(strictness === 'garments' ? [] : a.words.map((w) => anyOf(w))),
        ...(strictness === 'garments' || !a.occasion ? [] : [anyOf(a.occasion.accepted)]),
      ];
      // Relaxed, an alternative without a garment noun would match every product of its colour.
      if (strictness === 'garments' && a.garments.length === 0) return null;
      return parts.length > 0 ? `(${parts.join(strictness === 'any' ? ' | ' : ' & ')})` : null;
    })
    .filter((t): t is string => t !== null);
  return alternatives.length > 0 ? alternatives.join(' | ') : null;
}

/** Whether relaxing a reading to its garment nouns changes it (other words or an occasion to drop, or a garment to widen). */
export const hasRelaxableWords = (reading: SearchReading) =>
  reading.alternatives.some(
    (a) => a.garments.length > 0 && (a.words.length > 0 || a.occasion !== null || a.wider.some((w, i) => w.length > a.garments[i]!.length)),
  );

/**
 * What ranks first among the matches of an occasion (ADR 0110): the tsquery texts of the
 * occasion's own words ('wedding') and of the dress levels it prefers ('formal' for a wedding
 * guest's dress), or null when no alternative names an occasion.
 */
export function preferenceTexts(reading: SearchReading): { named: string; level: string } | null {
  const occasions = reading.alternatives.map((a) => a.occasion).filter((o) => o !== null);
  if (occasions.length === 0) return null;
  return { named: anyOf([...new Set(occasions.flatMap((o) => o.words))]), level: anyOf([...new Set(occasions.flatMap((o) => o.preferred))]) };
}

const escapeRegex = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word's surface form as a PostgreSQL regular expression: its own when the stemmer folds it into another word, else the word's start. */
const surfaceOf = (word: string) => STEM_CLASHES.get(word) ?? `\\m${escapeRegex(singular(word)).replace(/[ -]+/g, '[\\s-]*')}`;

/**
 * The surface checks of each alternative (ADR 0110): for each group of words (a garment's or
 * another word's, as the strictness matches them) holding a word the
 * English stemmer folds into an unrelated one (`STEM_CLASHES`: 'leggings' is `leg`, as in
 * 'wide-leg'), a regular expression the product's name or description must match: any word of
 * the group as written. Empty lists when no word clashes. Patterns come from the word tables only.
 */
export function surfaceChecks(reading: SearchReading, strictness: Strictness): string[][] {
  return reading.alternatives.map((a) =>
    [...(strictness === 'garments' ? a.wider : a.garments), ...(strictness === 'garments' ? [] : a.words)]
      .filter((group) => group.some((w) => STEM_CLASHES.has(w)))
      .map((group) => `(${group.map(surfaceOf).join('|')})`),
  );
}
