import { categoryFromText, type CatalogCategory } from '../../shared/catalog-categories';
import { COLOUR_WORDS, DEPARTMENT_WORDS, FILLER_WORDS, KINDS, NOT_GARMENT_PHRASES, SYNONYM_GROUPS } from './search-words';

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
}

export interface SearchReading {
  alternatives: SearchAlternative[];
  /** The department the words name ('women's heels'), or null. */
  department: 'men' | 'women' | null;
}

/** The words of a search: lower case, letters and digits (hyphenated words kept whole), apostrophes dropped ("women's" is 'womens'). */
export function searchTokens(text: string): string[] {
  const plain = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '');
  return (plain.match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []).slice(0, 24).map((w) => w.slice(0, 40));
}

/** Whether near-spelling correction may change a word: not 'or', a department or a filler word, and at least 3 characters. */
export const isCorrectable = (token: string) => token.length >= 3 && token !== 'or' && !DEPARTMENT_WORDS.has(token) && !FILLER_WORDS.has(token);

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

/** Whether a word is a garment noun on its own (the shop's category vocabulary). */
const isGarmentWord = (word: string) => categoryFromText(word) !== null || categoryFromText(singular(word)) !== null;

function readAlternative(tokens: string[]): SearchAlternative {
  const colours: string[] = [];
  const garments: string[][] = [];
  const words: string[][] = [];
  /** The garment words in order: the last decides the category. */
  const garmentText: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // Two words a synonym group has as one ('sport coat', 'court shoes') are one term.
    const pair = i + 1 < tokens.length ? `${tokens[i]} ${tokens[i + 1]}` : '';
    if (pair && SYNONYM_PHRASES.has(pair)) {
      if (!NOT_GARMENT_PHRASES.has(pair) && (isGarmentWord(tokens[i]!) || isGarmentWord(tokens[i + 1]!))) {
        garments.push(synonymsOf(pair));
        garmentText.push(pair);
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
  return { category: categoryFromText(garmentText.join(' ')), garments, wider, colours, words };
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
      ];
      // Relaxed, an alternative without a garment noun would match every product of its colour.
      if (strictness === 'garments' && a.garments.length === 0) return null;
      return parts.length > 0 ? `(${parts.join(strictness === 'any' ? ' | ' : ' & ')})` : null;
    })
    .filter((t): t is string => t !== null);
  return alternatives.length > 0 ? alternatives.join(' | ') : null;
}

/** Whether relaxing a reading to its garment nouns changes it (other words to drop, or a garment to widen). */
export const hasRelaxableWords = (reading: SearchReading) =>
  reading.alternatives.some((a) => a.garments.length > 0 && (a.words.length > 0 || a.wider.some((w, i) => w.length > a.garments[i]!.length)));
