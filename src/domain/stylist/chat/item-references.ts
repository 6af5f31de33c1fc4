import { piecesNamed } from '../question';
import { isEnglishWord, tokensOf, type PartOfSpeech } from '../reading/tokens';
import type { ClosetItem } from '../types';
import { foldedWords as fold, isColourWord as isColour, singular } from './owned-match';

/**
 * Which owned items a text refers to by the words of their names, however much of the name it says
 * ('the cream barong Tagalog' is the Cream barong Tagalog with embroidery, 'my sash' the Métis sash,
 * 'the steel toes' the Steel-toe work boots). People, and the assistant turns a client sends back, call
 * pieces by a part of their name, in words no garment table need hold. A reference is a run of
 * consecutive words of one item's name; it counts when it says what kind of piece it is, when it says
 * two words of the name, or when it is one word no other owned item's name holds, said after 'my' or
 * 'the'. Where two items fit a run equally well, neither is taken: which one is meant is not guessed.
 */

export interface ItemReference {
  item: ClosetItem;
  /** Word position of the run in the text, and its length in words. */
  at: number;
  span: number;
  /** Said under a negation ('I don't want to wear the sash', 'can't find the pashmina'). */
  negated: boolean;
  /** Said in a clause of condition or cause ('my knee hurts if the shoes are too high'): a case, not a choice. */
  supposed: boolean;
}

/** Words of a name that say nothing of which item it is. */
const FILLER: ReadonlySet<string> = new Set(['and', 'with', 'of', 'the', 'a', 'an', 'my', 'in', 'for', 'to', 'n', 'on', 'from', 'or', 'by']);
/** Words that point at one thing, before a single word of a name ('my sash', 'the kamzol'); 'her' may be no owner ('walk her down'). */
const POINTERS: ReadonlySet<string> = new Set(['my', 'the', 'this', 'that', 'these', 'those', 'your', 'our']);

interface NameWords {
  item: ClosetItem;
  words: ReadonlySet<string>;
  /** The name's head: its last word before what it is 'with' or a bracket ('kamzol' of 'Burgundy velvet kamzol with gold embroidery'). */
  head: string;
  /** The words of the name that alone name a kind of garment ('boot', 'barong', 'top'). */
  kind: ReadonlySet<string>;
}

const kindMemo = new Map<string, boolean>();
/** Whether a word alone names a kind of garment ('boots', 'barong', 'top'). */
function isGarmentWord(word: string): boolean {
  let found = kindMemo.get(word);
  if (found === undefined) {
    if (kindMemo.size > 4000) kindMemo.clear();
    kindMemo.set(word, (found = piecesNamed(word).length > 0));
  }
  return found;
}

function namesOf(closet: readonly ClosetItem[]): NameWords[] {
  return closet
    .filter((i) => i.status !== 'archived')
    .map((item) => {
      // 'One' of 'one-piece' is no word of the name on its own: 'a black one' points at no swimsuit ('piece' still names it).
      const named = fold(item.name).filter((w) => !FILLER.has(w) && !ONE_WORDS.has(w));
      const beforeBracket = fold(item.name.split('(')[0]!);
      const withAt = beforeBracket.indexOf('with');
      const head = (withAt > 0 ? beforeBracket.slice(0, withAt) : beforeBracket).at(-1) ?? '';
      return { item, words: new Set(named.map(singular)), head: singular(head), kind: new Set(named.filter(isGarmentWord).map(singular)) };
    });
}

/** Words before 'the' that make what follows a place ('up the top', 'at the front'). */
const PLACE_BEFORE: ReadonlySet<string> = new Set(['up', 'at', 'on', 'to', 'from', 'into', 'onto', 'down']);

/** Words that open a clause of condition or cause. */
const SUPPOSING: ReadonlySet<string> = new Set(['if', 'unless', 'because', 'cause', 'cuz', 'bc', 'since', 'whether']);

/** Whether a word of `opening` stands before position `at` in its clause (back to the last punctuation). */
function inClauseOf(read: readonly { w: string; beforePunct: boolean }[], at: number, opening: ReadonlySet<string>): boolean {
  for (let i = at - 1; i >= 0 && !read[i]!.beforePunct; i--) if (opening.has(read[i]!.w)) return true;
  return false;
}

/**
 * How people describe a piece by what it looks like rather than what it is called ('the long puffy one' for the Black
 * ankle-length down coat): each describing word with the words of names it stands for. Vocabulary: a row per word.
 */
// prettier-ignore
const DESCRIBED_AS: Readonly<Record<string, readonly string[]>> = {
  puffy: ['puffer', 'down', 'quilted', 'padded', 'puffa'], puffer: ['down', 'quilted', 'padded'], fluffy: ['fleece', 'sherpa', 'teddy', 'faux-fur', 'fur', 'mohair'],
  fuzzy: ['fleece', 'sherpa', 'teddy', 'mohair', 'angora'], shiny: ['satin', 'sequin', 'sequinned', 'patent', 'metallic', 'lame'],
  sparkly: ['sequin', 'sequinned', 'sequined', 'glitter', 'metallic', 'beaded'], long: ['ankle-length', 'maxi', 'long', 'floor-length', 'knee-length'],
  short: ['mini', 'cropped', 'short'], stripy: ['striped', 'stripe', 'breton'], flowery: ['floral', 'flower', 'poppy'], spotty: ['polka', 'dot', 'spotted'],
  chunky: ['chunky', 'cable-knit', 'cable'], warm: ['down', 'insulated', 'wool', 'thermal', 'fleece'], waterproof: ['rain', 'waterproof', 'gore-tex'],
};
/** Words that end a description ('the long puffy one'). */
const ONE_WORDS: ReadonlySet<string> = new Set(['one', 'ones']);

/** Pieces called 'the <describing words> one': every describing word matches its name through the table, and only one owned name does. */
function describedOnes(read: readonly { w: string }[], names: readonly NameWords[]): { item: ClosetItem; at: number; span: number; score: number }[] {
  const out: { item: ClosetItem; at: number; span: number; score: number }[] = [];
  for (let i = 0; i < read.length; i++) {
    if (!ONE_WORDS.has(read[i]!.w)) continue;
    let start = i;
    while (start > 0 && DESCRIBED_AS[read[start - 1]!.w]) start--;
    if (start === i || !POINTERS.has(read[start - 1]?.w ?? '')) continue;
    const described = read.slice(start, i).map((r) => r.w);
    const fits = names.filter((n) => described.every((d) => DESCRIBED_AS[d]!.some((w) => w.split('-').every((part) => n.words.has(singular(part))))));
    if (fits.length === 1) out.push({ item: fits[0]!.item, at: start, span: i - start + 1, score: described.length + 1 });
  }
  return out;
}

/** The owned items the text refers to, in the order referred to; each item once. */
export function itemsReferredTo(text: string, closet: readonly ClosetItem[]): ItemReference[] {
  // Each word with its part of speech: a word of a name followed by a noun describes that noun ('the nursing crew').
  const tokens = tokensOf(text);
  const read = tokens.flatMap((t, k) => fold(t.text).map((w) => ({ w, pos: t.pos, negated: t.negated, beforePunct: tokens[k + 1]?.pos === 'PUNCT' })));
  const raw = read.map((r) => r.w);
  const said = raw.map(singular);
  const describesNext = (i: number) => !read[i]!.beforePunct && (['NOUN', 'PROPN'] as PartOfSpeech[]).includes(read[i + 1]?.pos ?? 'PUNCT');
  const names = namesOf(closet);
  // How many owned names hold each word: a word only one holds tells that item on its own.
  const holders = new Map<string, number>();
  for (const n of names) for (const w of n.words) holders.set(w, (holders.get(w) ?? 0) + 1);
  const candidates: { item: ClosetItem; at: number; span: number; score: number }[] = [];
  for (const n of names) {
    for (let i = 0; i < said.length; i++) {
      if (!n.words.has(said[i]!)) continue;
      // The run: name words one after another, a filler allowed between two of them ('maroon and mustard').
      let end = i + 1;
      while (end < said.length && (n.words.has(said[end]!) || (FILLER.has(said[end]!) && n.words.has(said[end + 1] ?? '')))) end++;
      const run = said.slice(i, end).filter((w) => n.words.has(w));
      // A letter alone ('t' of 'T-shirt') says nothing on its own.
      const distinct = new Set(run.filter((w) => w.length > 1));
      const ofKind = [...distinct].some((w) => n.kind.has(w));
      const meaningful = [...distinct].filter((w) => !isColour(w));
      // One word said alone is a piece only as 'my …' or 'the …' ('the barong'; not 'men in formal shirts', 'I dress like').
      // An owner's mark points as well ("my grandma's lusekofte": the 's read as its own word).
      const pointed = POINTERS.has(raw[i - 1] ?? '') || (raw[i - 1] === 's' && read[i - 1]?.pos === 'PART');
      // The head of one owned name, a word no garment table knows ('the kamzol', 'my sash'), standing as the thing meant;
      // another word of the name is no piece alone ('my knee' is not the knee-length skirt).
      // So is a word of the name no English dictionary holds, when only one owned name has it ('my lusekofte' for the Cream
      // Norwegian lusekofte sweater): it can only be that piece.
      const only = meaningful.length === 1 && holders.get(meaningful[0]!) === 1 && !isGarmentWord(raw[i]!) && !describesNext(end - 1);
      const lone = only && (meaningful[0] === n.head || !isEnglishWord(meaningful[0]!));
      // 'Up the top', 'at the top': a place, not a piece.
      const place = PLACE_BEFORE.has(raw[i - 2] ?? '');
      // Colours alone ('black and white') say no piece.
      if (meaningful.length > 0 && (distinct.size >= 2 || (pointed && !place && (ofKind || lone)))) {
        candidates.push({ item: n.item, at: i, span: end - i, score: distinct.size + (ofKind ? 1 : 0) });
      }
      i = end - 1;
    }
  }
  candidates.push(...describedOnes(read, names));
  candidates.sort((a, b) => b.score - a.score || a.at - b.at);
  const taken: ItemReference[] = [];
  const overlaps = (a: { at: number; span: number }, b: { at: number; span: number }) => a.at < b.at + b.span && b.at < a.at + a.span;
  for (const c of candidates) {
    if (taken.some((t) => overlaps(t, c) || t.item.id === c.item.id)) continue;
    // Another item fitting the same words as well: no guess.
    if (candidates.some((o) => o.item.id !== c.item.id && o.score === c.score && overlaps(o, c))) continue;
    taken.push({
      item: c.item,
      at: c.at,
      span: c.span,
      negated: read.slice(c.at, c.at + c.span).some((r) => r.negated),
      supposed: inClauseOf(read, c.at, SUPPOSING),
    });
  }
  return taken.sort((a, b) => a.at - b.at);
}

/**
 * The text with each owned piece it names only by words no garment table holds ('my Dr. Martens', 'the lusekofte') followed by
 * its kind ('my Dr. Martens boots'), so a reader that knows garments by their nouns reads a piece where the person named
 * one; null when no reference lacks its kind. Which piece is meant is decided by `itemsReferredTo`, never guessed.
 */
/** The word for a piece of each shelf of the closet, for a name that holds none. */
const SHELF_WORD: Partial<Record<ClosetItem['category'], string>> = {
  Tops: 'top',
  Bottoms: 'trousers',
  Shoes: 'shoes',
  Outerwear: 'jacket',
  'Dresses & jumpsuits': 'dress',
  Jewellery: 'jewellery',
  Bags: 'bag',
};

export function withKindsOfOwnedPieces(text: string, closet: readonly ClosetItem[]): string | null {
  const tokens = tokensOf(text);
  // Each folded word's token, so a run of words maps back to where it ends in the text.
  const tokenOf = tokens.flatMap((t, k) => fold(t.text).map(() => k));
  const words = tokens.flatMap((t) => fold(t.text));
  const after = new Map<number, string>();
  for (const r of itemsReferredTo(text, closet)) {
    if (r.negated || r.supposed) continue;
    const run = words.slice(r.at, r.at + r.span);
    if (run.some(isGarmentWord) || isGarmentWord(words[r.at + r.span] ?? '')) continue;
    // A name with no garment word at all ('Maroon tussar panjabi') is said with its shelf's word: it is a top all the same.
    const kind = fold(r.item.name).filter(isGarmentWord).at(-1) ?? SHELF_WORD[r.item.category];
    const end = tokenOf[r.at + r.span - 1];
    if (kind && end !== undefined) after.set(end, kind);
  }
  if (after.size === 0) return null;
  return tokens.map((t, k) => `${t.before}${t.text}${after.has(k) ? ` ${after.get(k)}` : ''}`).join('');
}
