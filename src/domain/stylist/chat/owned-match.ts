import { slotCategory } from '../../../shared/closet-slots';
import type { Category } from '../../../shared/closet-constants';
import { colourInfo } from '../colour-harmony';
import { categoryOfGarment, piecesNamed as readPieces } from '../question';
import { firstConcept, FABRICS } from '../question/lexicon';
import { FABRIC_GARMENTS, NAME_ALIASES } from '../reading/vocabulary';
import type { ClosetItem } from '../types';

/**
 * Which owned item each garment in a message means. A mention is a garment word with the words
 * written just before it ('the tan boots', 'my grey wool trousers', 'the floral skirt'); an item
 * matches when it is that kind of garment and carries those words in its name or colour. A colour
 * the person gives that the item does not have rules the item out; other words rank.
 */

/** Garment nouns of a short text, remembered: item names and single words are read again and again. */
const pieceMemo = new Map<string, string[]>();
function piecesNamed(text: string): string[] {
  let found = pieceMemo.get(text);
  if (!found) {
    if (pieceMemo.size > 2000) pieceMemo.clear();
    pieceMemo.set(text, (found = readPieces(text)));
  }
  return found;
}

export interface Mention {
  /** The parser's garment noun ('boots', 'trousers', 'jewellery'). */
  piece: string;
  /** The words as written ('necklace', 'pants'), for echoing the person's own word. */
  surface: string;
  /** Words written before the garment that describe it ('tan', 'grey wool', 'floral'). */
  modifiers: string[];
  /** The colour among the modifiers, when one is given. */
  colour: string | null;
  /** The owned item it most likely means; null when nothing owned matches. */
  item: ClosetItem | null;
  /** Word position in the message, for telling the asked-for garment from the subject. */
  at: number;
}

// prettier-ignore
const STOP = new Set(['a', 'an', 'the', 'my', 'your', 'his', 'her', 'our', 'their', 'this', 'that', 'these', 'those', 'some', 'any', 'with', 'and',
  'or', 'to', 'for', 'of', 'on', 'in', 'at', 'wear', 'wearing', 'go', 'goes', 'pair', 'match', 'what', 'which', 'can', 'could', 'would', 'should',
  'is', 'are', 'it', 'i', 'me', 'do', 'does', 'new', 'old', 'get', 'got', 'store', 'keep', 'how', 'where', 'best', 'good', 'works', 'work', 'w',
  'colour', 'color', 'kind', 'type', 'style', 'weird', 'ok', 'okay', 'fine', 'if', 'but', 'so', 'too', 'out', 'from', 'off', 'all', 'over']);

/** The closet category a garment noun names. */
export function categoryOfPiece(piece: string): Category {
  // The garment table files dresses and suits under their own categories; a verdict compares them with tops.
  const category = categoryOfGarment(piece);
  return ['Dresses & jumpsuits', 'Suits & tailoring'].includes(category) ? 'Tops' : category;
}

function tokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .replace(/\bw\/o\b/g, 'without')
      .replace(/(^|\s)w\/?(?=\s|$)/g, '$1with')
      .match(/[a-z0-9][a-z0-9'-]*/g) ?? []
  );
}

const itemText = (item: Pick<ClosetItem, 'name' | 'subcategory' | 'color'>) =>
  ` ${`${item.subcategory ?? ''} ${item.name} ${item.color}`.toLowerCase().replace(/gray/g, 'grey')} `;

/** Whether a word reads as a colour ('tan', 'navy', 'light'), as opposed to a style word ('floral', 'wrap'). */
export function isColourWord(word: string): boolean {
  return colourInfo(word).kind !== 'unknown';
}

/** Pieces made of parts that carry the set's name ('Navy Suit Jacket', 'Navy Suit Trousers'). */
const SETS: ReadonlySet<string> = new Set(['suit', 'tracksuit']);

/**
 * Whether every place a name says the piece, it says it as the style of the garment after it ('Dress trousers', 'dress
 * pants'): the piece's own word followed at once by another garment's.
 */
function styleWordIn(name: string, piece: string): boolean {
  const ws = tokens(name);
  const at = ws.flatMap((w, i) => (piecesNamed(w).includes(piece) ? [i] : []));
  return (
    at.length > 0 &&
    at.every((i) => {
      const next = ws[i + 1];
      // Read together, the two words still name the next garment ('dress trousers' is trousers, 'trench coat' only itself).
      // A suit's parts are the suit ('Navy Suit Trousers'); a 'button-up shirt' is still a button-up (a top either way).
      return (
        !!next &&
        !SETS.has(piece) &&
        piecesNamed(`${ws[i]} ${next}`).some((p) => p !== piece && piecesNamed(next).includes(p) && categoryOfPiece(p) !== categoryOfPiece(piece))
      );
    })
  );
}

/** How well an item fits a mention; null when it cannot be the piece meant. */
export function mentionScore(item: ClosetItem, piece: string, modifiers: readonly string[], surface = ''): number | null {
  if (item.status === 'archived') return null;
  const kinds = piecesNamed(`${item.subcategory ?? ''} ${item.name}`);
  const text = itemText(item);
  // A garment's word said just before another garment names its style, not itself: 'Dress trousers' are trousers.
  const exact = kinds.includes(piece) && !styleWordIn(`${item.subcategory ?? ''} ${item.name}`, piece);
  // 'my white shirt' may be the White Dress Shirt; 'shoes' are any shoes; 'jacket' any jacket or coat.
  const family =
    exact ||
    (piece === 'shirt' && kinds.some((k) => /^(shirt|dress shirt|button-down|polo)$/.test(k))) ||
    (/^(shoes|footwear)$/.test(piece) && slotCategory(item) === 'Shoes') ||
    (piece === 'jacket' && slotCategory(item) === 'Outerwear' && !/coat/.test(kinds.join(' '))) ||
    (piece === 'coat' && slotCategory(item) === 'Outerwear' && kinds.some((k) => /coat/.test(k))) ||
    (piece === 'top' && slotCategory(item) === 'Tops') ||
    (piece === 'trousers' && kinds.some((k) => /^(chinos|trousers|jeans)$/.test(k)) && modifiers.length > 0) ||
    (piece === 'jewellery' && slotCategory(item) === 'Accessories' && /necklace|earring|bracelet|ring|chain|pendant|jewel/.test(text)) ||
    (piece === 'sweater' && /sweater|knit|jumper|cardigan|turtleneck|merino|cashmere/.test(text));
  if (!family) return null;
  let score = exact ? 3 : 1;
  if (surface && text.includes(` ${surface.replace(/s$/, '')}`)) score += 1;
  // 'My Docs' are the 'Dr. Martens 1460 boots': a name the piece goes by, in the table of aliases, says which it is.
  else if (surface && aliasesOf(surface).some((a) => text.includes(` ${a} `) || text.includes(` ${a}s `))) score += 2;
  // 'My leather boots' are not the suede ones: a fabric said must be the item's own, by its name or material.
  const saidFabric = firstConcept(modifiers.join(' '), FABRICS);
  if (saidFabric) {
    const own = firstConcept(text, FABRICS) ?? (item.material && item.material !== 'other' ? item.material : null);
    if (own !== saidFabric && !(own === 'knit' && (saidFabric === 'wool' || saidFabric === 'cashmere'))) return null;
  }
  for (const m of modifiers) {
    const hit = text.includes(` ${m} `) || text.includes(` ${m.replace(/s$/, '')}`);
    if (isColourWord(m) && !hit) {
      // 'navy trousers' are not the black ones; a shade word alone ('light') only ranks.
      if (!/^(light|dark|pale|deep|bright|soft)$/.test(m)) return null;
      continue;
    }
    if (hit) score += 2;
  }
  return score;
}

/** The other names of a piece said by one of them ('docs' → 'dr martens', 'doc martens'…); none when it has no alias. */
function aliasesOf(surface: string): readonly string[] {
  const said = surface.toLowerCase();
  return NAME_ALIASES.find((row) => row.includes(said))?.filter((a) => a !== said) ?? [];
}

/** The owned item a garment with these words most likely is. */
export function bestOwned(closet: readonly ClosetItem[], piece: string, modifiers: readonly string[], surface = ''): ClosetItem | null {
  const scored = closet
    .map((item) => ({ item, score: mentionScore(item, piece, modifiers, surface) }))
    .filter((x): x is { item: ClosetItem; score: number } => x.score !== null)
    .sort((a, b) => b.score - a.score || a.item.id - b.item.id);
  const [first, second] = scored;
  if (!first) return null;
  // 'My boots' with two pairs owned and nothing more said: no guess at which pair is meant ('my Docs' says which by its name).
  if (second && modifiers.length === 0 && (second.score === first.score || aliasesOf(surface).length === 0)) return null;
  return first.item;
}

/**
 * Every garment the message names (as the parser read them, in `pieces`), with its describing
 * words and the owned item it means.
 */
export function mentionsIn(message: string, pieces: readonly string[], closet: readonly ClosetItem[]): Mention[] {
  const ws = tokens(message);
  const out: Mention[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < ws.length; i++) {
    const two = i + 1 < ws.length ? piecesNamed(`${ws[i]} ${ws[i + 1]}`) : [];
    const one = piecesNamed(ws[i]!);
    let piece: string | undefined;
    let span = 1;
    // 'trench coat', 'dress shoes': a two-word garment that neither word names alone ('tan boots' is boots).
    const alone = i + 1 < ws.length ? piecesNamed(ws[i + 1]!) : [];
    // 'Palazzo pants', 'chelsea boots': two words that each name the same piece are one mention, the first saying which.
    const doubled = one.length > 0 && alone.includes(one[0]!) && pieces.includes(one[0]!);
    if (two.length === 1 && !one.includes(two[0]!) && !alone.includes(two[0]!) && pieces.includes(two[0]!)) [piece, span] = [two[0], 2];
    else if (doubled) [piece, span] = [one[0], 2];
    else if (one.length && pieces.includes(one[0]!)) piece = one[0];
    if (!piece) continue;
    const modifiers: string[] = doubled ? [ws[i]!] : [];
    for (let j = i - 1; j >= 0 && modifiers.length < 3; j--) {
      const w = ws[j]!;
      // Right before the garment, 'work' says which ('my olive work pants') and a fabric garment word is the cloth ('flannel overshirt').
      const describes = j === i - 1 - modifiers.length && (w === 'work' || FABRIC_GARMENTS.includes(w));
      if (!describes && (STOP.has(w) || piecesNamed(w).length)) break;
      modifiers.unshift(w);
    }
    const surface = ws.slice(doubled ? i + 1 : i, i + span).join(' ');
    const key = `${piece}:${modifiers.join(' ')}`;
    if (!seen.has(key)) {
      seen.add(key);
      const colour = modifiers.filter(isColourWord).join(' ') || null;
      out.push({ piece, surface, modifiers, colour, item: bestOwned(closet, piece, modifiers, surface), at: i });
    }
    i += span - 1;
  }
  return out;
}

/** How a mention reads in an answer: 'your Tan Suede Boots', or 'tan boots' when not owned. */
export function mentionName(m: Mention): string {
  if (m.item) return `your ${m.item.name}`;
  const words = [...m.modifiers, m.surface].join(' ');
  // 'a floral skirt', but 'tan boots' and 'jewellery' stand alone.
  return /(s|jewellery|jewelry)$/.test(m.surface) && !/(dress|ss)$/.test(m.surface) ? words : `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

/** Words of an item's name that say nothing of which item it is. */
const NAME_FILLER: ReadonlySet<string> = new Set(['and', 'with', 'of', 'the', 'a', 'an', 'my', 'in', 'for', 'to', 'n', 'on', 'from']);
/** Words as a person may type them: accents dropped ('ao dai' is 'áo dài'), lower case, 'don't' one word (not 'don' and 't'). */
export const foldedWords = (s: string): string[] =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .match(/[a-z0-9]+/g) ?? [];
/** One form for singular and plural ('toes' and 'toe'). */
export const singular = (w: string): string => w.replace(/(?<=[a-z]{3})(es|s)$/, '');

/**
 * The owned item a message calls by its own name when no garment word of the vocabulary does ('my coral lace iro and buba',
 * 'the áo dài'): every word of the item's name but its colours and filler is said. The item naming the most such words wins;
 * two items naming as many are no answer (which one is meant is asked, not guessed).
 */
export function itemCalledByName(message: string, closet: readonly ClosetItem[]): ClosetItem | null {
  const said = new Set(foldedWords(message).map(singular));
  let best: ClosetItem | null = null;
  let most = 0;
  let tied = false;
  for (const item of closet) {
    if (item.status !== 'active') continue;
    const core = foldedWords(item.name).filter((w) => !NAME_FILLER.has(w) && !isColourWord(w));
    // One short word ('tee') is too little to tell an item by.
    if (core.length === 0 || (core.length === 1 && core[0]!.length < 4) || !core.every((w) => said.has(singular(w)))) continue;
    if (core.length > most) [best, most, tied] = [item, core.length, false];
    else if (core.length === most) tied = true;
  }
  return tied ? null : best;
}
