import { claimPhrases, expandPhrase, phrasesIn, type PhraseRow } from '../reading/phrases';
import { GARMENTS } from '../reading/vocabulary';

/**
 * Pieces the person says they lack or cannot use (issue 38.5): 'I don't have hiking boots or
 * wellies', 'my hiking boots are getting resoled so don't count those', 'can't wear heels'. A
 * stated fact about the closet beats the closet and the builders' habits: such a piece is never
 * chosen and never named, as a pick or as something to look for. Read phrase by phrase, not as a
 * garment noun alone: 'no hiking boots' rules out hiking boots, not the ankle boots also owned.
 * Pure.
 */

export interface RuledOut {
  /** The garment noun as the garment tables name it ('boots', 'wellies'). */
  piece: string;
  /** Words said with it that single it out ('hiking' in 'hiking boots'); empty: every piece of that noun. */
  marks: string[];
  /** Not owned ('I don't have wellies'), which a question about buying one asks about; else out of use ('can't wear', 'being resoled'). */
  lacks: boolean;
  /** Owned but broken, away or in the wash ('my tote strap ripped'): a question about buying one asks for its replacement. */
  outOfUse?: true;
}

/**
 * Kinds of a garment the garment table lumps under one noun but people own, or lack, apart:
 * 'no wellies' says nothing of ankle boots. Read before the garment table, so they claim their words.
 */
// prettier-ignore
export const FINER_PIECES: readonly (PhraseRow & { parent: string })[] = [
  { id: 'wellies', parent: 'boots', phrases: ['wellies/wellie/welly/wellys/wellingtons/wellington/gumboots/galoshes', 'rain/rubber/wellington boots/boot'] },
  // 'I don't own a clutch' says nothing of the tote: an evening bag is a kind of its own.
  { id: 'clutch', parent: 'bag', phrases: ['clutch/clutches', 'evening bag/bags'] },
  // 'I don't have a bow tie' leaves the other ties in play.
  { id: 'bow tie', parent: 'tie', phrases: ['bowtie/bowties', 'bow tie/ties'] },
  // 'I lost the cleats' leaves the boots they go on: studs and grips are kinds of their own.
  { id: 'cleats', parent: 'boots', phrases: ['cleats/cleat/crampons/microspikes', 'ice cleats/grips/spikes', 'football/soccer/rugby boots/boot'] },
];

const PIECE_ROWS: readonly PhraseRow[] = [...FINER_PIECES, ...GARMENTS];

/** The finer kind a phrase opens with ('bow tie and…' → 'bow tie'), or null: what is avoided is that kind, not its whole noun. */
export function finerPieceAt(text: string): string | null {
  const ws = wordsOfText(text);
  return phrasesIn(ws, FINER_PIECES).find((h) => h.at === 0)?.id ?? null;
}

/** Words said inside a frame that soften it without changing it ("don't actually have", "can't really wear"). */
// prettier-ignore
const SOFTENERS: ReadonlySet<string> = new Set(['actually', 'really', 'even', 'currently', 'honestly', 'technically', 'exactly', 'literally', 'totally', 'just']);

/** Frames that say the pieces after them are not owned, or not to hand. */
// prettier-ignore
const NOT_OWNED: readonly string[] = [
  "don't/dont/doesn't/doesnt have/own [any/a/an]", 'do/does not have/own [any/a/an]', "haven't/havent/hasnt/hasn't got [any/a/an]",
  'have/has/got no', 'never owned/had [any/a/an]', 'lost/forgot my', 'lost the', 'left my',
  // Away with someone else ('I lent my wellies to my brother').
  'lent/loaned/borrowed [out] my/the', 'gave away my/the', 'gave/given/give the/my', 'gave/given my/the * to', 'passed on my/the',
];
/** Frames that say the pieces after them cannot be worn. */
// prettier-ignore
const CANNOT_WEAR: readonly string[] = [
  // Owned but not to hand this time ('dont have a clean rollneck', 'no ironed shirts'), or worn out and gone ('wore thru the work pants').
  "don't/dont/doesn't/doesnt have [any/a/an] clean/dry/ironed/pressed/washed", 'do/does not have [any/a/an] clean/dry/ironed/pressed/washed',
  "haven't/havent got [any/a/an] clean/dry/ironed/pressed/washed", 'no clean/dry/ironed/pressed/washed',
  'wore/worn/wearing thru/through the/my/those/these', 'tossed/binned/threw out/chucked the/my/those/these',
  "can't/cant/cannot wear/use [any/my/a/an]",
  // Hours on one's feet in them ('cant stand in snow boots for 10 hrs', "can't walk in heels").
  "can't/cant/cannot stand/walk/work/dance in [any/my/a/an/the]", 'can not wear/use [any/my/a/an]', "won't/wont be able to wear [my/any]",
  // A kind the person never wears ('I don't do dresses or heels', 'I never wear skirts'): out of every outfit and every shopping line.
  "don't/dont do/wear [any/a/an]", 'do not do/wear [any/a/an]', 'never do/wear [any/a/an]', "won't/wont do/wear [any/a/an]", 'no longer wear [any/a/an]',
  // Not wanted this time ('I really don't feel like wearing a dress', 'not in the mood for heels'): out of this outfit.
  "don't/dont feel like wearing [any/my/a/an/the]", 'do not feel like wearing [any/my/a/an/the]', "don't/dont want to wear [any/my/a/an/the]",
  'do not want to wear [any/my/a/an/the]', 'not in the mood for [any/my/a/an/the]',
  'would/i\'d/id rather not wear [any/my/a/an/the]', "i'm/im not wearing [any/my/a/an/the]", 'i am not wearing [any/my/a/an/the]',
  // Something asked for besides a piece ('what can I wear with the trousers that isn't the blazer?').
  // Said of an owned piece ('the', 'my'); 'a coat that isn't a puffer' describes what to buy, and rules nothing out.
  "that/which isn't/isnt/aint the/my", "that's/thats not the/my", 'that is not the/my',
  // The piece always worn with the one asked about ('I only ever wear it w the band tee', 'I always end up wearing them with the
  // same striped tee'): something besides it is asked, so it is out of this answer (it stays owned).
  'always/only/usually wear/wore/style/pair it/them with [the/my/that/this]', 'only/always ever wear/wore/style/pair it/them with [the/my/that/this]',
  'always end/ends up wearing/pairing/styling it/them with [the/my/that/this]', 'it/them with the same',
];

/** Frames said after a piece that put it out of use ('my boots are getting resoled', 'at the cobbler', 'don't count those'). */
// prettier-ignore
const AFTER_THE_PIECE: readonly string[] = [
  'is/are/r/were getting/being resoled/repaired/fixed/mended/altered/cleaned/reheeled/dry-cleaned',
  "is/are/r/were at/in the cobbler/cobblers/cobbler's/tailor/tailors/tailor's/cleaner/cleaners/cleaner's/menders/repair/shop",
  "is/are/r/were at the dry cleaner/cleaners/cleaner's", 'is/are/r/were in the wash/laundry/hamper',
  // Left somewhere else ('my docs are at my girlfriend's place till tues', 'the boots are still at mum's house').
  'is/are/r/were [still] at my/his/her/their/our/a * place/house/flat/apartment/home',
  'is/are/r/were broken/ripped/torn/ruined/wrecked/stained/lost/missing/shrunk/soaked/destroyed/gone/dead',
  // 'The loafers r out', 'heels are out': said out of the running.
  'is/are/r out',
  // Found wrong in wear ('the hoodie is way too hot behind the machine'): out of this answer, and the rest is kept.
  'is/are/r/was/were [way/far/much/just/bit/kinda/really] too hot/warm/heavy/thick/itchy/scratchy/stiff/bulky/sweaty/formal/dressy/casual',
  "is/are/r/was/were [just] not warm/cool/dressy/smart enough",
  'broke/died/split/ripped/snapped', 'fell apart', 'is/are/r falling apart', "don't/dont/do not count them/those/it/that/these",
];
/**
 * Frames that put out of use the piece a pronoun stands for ('the white blouse has a stain I can't get out, so that's off the
 * table'): the last owned piece the message named before it.
 */
// prettier-ignore
const PRONOUN_OUT: readonly string[] = [
  "that's/thats/it's/its/they're/theyre off the table", 'that/it is off the table', 'they/those are off the table',
  "that's/thats/it's/its/they're/theyre out", 'that/it is out', 'they/those are out',
  "that's/thats/it's/its/they're/theyre not an option", 'that/it is not an option', 'they/those are not an option',
  "that's/thats/it's/its/they're/theyre out of the question", 'that/it is out of the question', "that/it/they/those can't/cant/cannot be worn",
];
/** Verbs that ask a piece out of the outfit ('swap the cargo pants for…', 'can I switch out my boots'). */
const SWAP_OUT: readonly string[] = ['swap/switch/replace/trade [out] the/my/those/these/that/this'];
const SWAP_JOINS: ReadonlySet<string> = new Set(['for', 'with', 'to', 'into']);
const FRAMES_BEFORE = [
  { id: 'lacks', phrases: NOT_OWNED },
  { id: 'cannot', phrases: CANNOT_WEAR },
];
/** Words that open the phrase of a piece said out of use: 'my hiking boots', 'the blazer'. */
const OWNERS = new Set(['my', 'the', 'our', 'those', 'these', 'his', 'her', 'their']);

/** Words before a garment's noun that do not single it out ('my', 'any', 'proper'). */
// prettier-ignore
const NOT_MARKS = new Set(['a', 'an', 'the', 'my', 'any', 'some', 'proper', 'real', 'decent', 'good', 'actual', 'own', 'pair', 'pairs', 'of',
  'these', 'those', 'this', 'that', 'i', "i've", 'ive', 'got', 'so', 'and', 'or', 'nor', 'even', 'new', 'old', 'usual', 'your', 'yours', 'no', 'same',
  // 'The full suit', 'the whole suit': the piece entire, not one of several.
  'full', 'whole', 'entire', 'complete']);

/** A text as lower-case words, commas kept as their own word (they part lists). */
export function wordsOfText(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/,/g, ' , ')
    .replace(/[^a-z0-9',-]+/g, ' ')
    .split(' ')
    .filter((w) => w && w !== '-');
}

/** The garments written in a run of words, each with where it starts and ends. */
function garmentHits(ws: readonly string[]) {
  return claimPhrases(ws, PIECE_ROWS);
}

/** The words just before a garment's noun that single it out, back to a word that does not describe it. */
function marksBefore(ws: readonly string[], at: number, from: number): string[] {
  const out: string[] = [];
  for (let i = at - 1; i >= Math.max(from, at - 3); i--) {
    const w = ws[i]!;
    if (w === ',' || NOT_MARKS.has(w)) break;
    out.unshift(w);
  }
  return out;
}

/** Words that end a frame before any piece: 'I don't have to wear a suit', 'don't have time for my jacket'. */
// prettier-ignore
const FRAME_ENDS = new Set(['to', 'for', 'with', 'in', 'on', 'at', 'anything', 'much', 'enough', 'time', 'room', 'space', 'money', 'that', 'what', 'which', 'if', 'but', 'because', 'since']);

/** The garment at a word and those listed after it with 'or'/'nor' ('hiking boots or wellies'). */
function listFrom(ws: readonly string[], start: number, hits: ReturnType<typeof garmentHits>, lacks: boolean, owned: readonly string[]): RuledOut[] {
  const out: RuledOut[] = [];
  let from = start;
  for (;;) {
    const hit = hits.find((h) => h.at >= from && h.at <= from + 3);
    if (!hit || ws.slice(from, hit.at).some((w) => FRAME_ENDS.has(w) || w === ',')) break;
    const marks = marksBefore(ws, hit.at, from);
    out.push({ piece: hit.id, marks: marks.length ? marks : ownWordOf(ws.slice(hit.at, hit.at + hit.span), hit.id, owned), lacks });
    const next = hit.at + hit.span;
    // 'or', 'nor' (and a comma before them) carry the list on; anything else ends it ('no heels, flats are fine').
    const sep = ws[next] === ',' ? next + 1 : next;
    if (!['or', 'nor'].includes(ws[sep] ?? '')) break;
    from = sep + 1;
  }
  return out;
}

/**
 * A garment said by a word of its own that is no name of the whole row ('the palazzos' of the trousers row) singles out
 * the owned pieces whose names hold that word: 'I don't want to wear the palazzos' leaves the linen trousers in. Only a
 * word some owned name of that garment holds counts, so a synonym ('trainers' for sneakers) still rules out the kind.
 */
function ownWordOf(written: readonly string[], piece: string, owned: readonly string[]): string[] {
  const idStems = new Set(piece.split(' ').map(stemOf));
  const ofThePiece = owned.map(wordsOfText).filter((nws) => garmentHits(nws).some((h) => h.id === piece));
  for (const w of written) {
    const stem = stemOf(w);
    if (idStems.has(stem)) continue;
    const holding = ofThePiece.filter((nws) => nws.some((n) => stemOf(n) === stem));
    if (holding.length > 0 && holding.length < ofThePiece.length) return [w];
  }
  return [];
}

/** The pieces a message rules out, each once. */
export function ruledOutIn(text: string, owned: readonly string[] = []): RuledOut[] {
  // 'I don't actually have the grey sweatshirt', 'can't really wear heels': a softening word inside a frame changes nothing.
  const ws = wordsOfText(text).filter((w) => !SOFTENERS.has(w));
  const hits = garmentHits(ws);
  const out: RuledOut[] = [];
  for (const frame of phrasesIn(ws, FRAMES_BEFORE)) {
    const listed = listFrom(ws, frame.at + frame.span, hits, frame.id === 'lacks', owned);
    out.push(...(listed.length ? listed : ownedNamed(ws, frame.at + frame.span, owned, frame.id === 'lacks')));
  }
  for (const frame of phrasesIn(ws, [{ id: 'after', phrases: AFTER_THE_PIECE }])) {
    // The piece is the subject of the frame: the last one named before it in the clause, with its owner or article
    // ('my hiking boots r getting resoled'), not a piece of another clause ('without heels, my feet are wrecked').
    const subject = hits.filter((h) => h.at + h.span <= frame.at && frame.at - (h.at + h.span) <= 2).at(-1);
    // 'My ta'ovala is at my mum's place': a piece called by a word of its own name no garment table holds is that owned piece.
    if (!subject) {
      out.push(...ownedBefore(ws, frame.at, owned));
      continue;
    }
    if (ws.slice(subject.at + subject.span, frame.at).includes(',')) continue;
    const before = ws.slice(Math.max(0, subject.at - 4), subject.at);
    const ownerAt = Math.max(...before.map((w, i) => (OWNERS.has(w) ? i : -1)));
    if (ownerAt < 0 || before.slice(ownerAt).includes(',')) continue;
    out.push({ piece: subject.id, marks: marksBefore(ws, subject.at, subject.at - before.length + ownerAt + 1), lacks: false, outOfUse: true });
  }
  // 'Can I swap the cargo pants for something less workwear?': the piece swapped out, for nothing named, is out of the next
  // answer. Swapped for a piece named ('swap the jumper for the cardigan'), the two are weighed elsewhere (compare-follow-up.ts).
  for (const frame of phrasesIn(ws, [{ id: 'swap', phrases: SWAP_OUT }])) {
    const piece = hits.find((h) => h.at >= frame.at + frame.span && h.at - (frame.at + frame.span) <= 3);
    if (!piece) continue;
    const end = piece.at + piece.span;
    const forAPiece = SWAP_JOINS.has(ws[end] ?? '') && hits.some((h) => h.at > end && h.at - end <= 4);
    if (forAPiece) continue;
    out.push({ piece: piece.id, marks: marksBefore(ws, piece.at, frame.at + frame.span), lacks: false, outOfUse: true });
  }
  for (const frame of phrasesIn(ws, [{ id: 'pronoun', phrases: PRONOUN_OUT }])) {
    // 'It's out of my budget', 'they're out there': 'out' of something else.
    if (ws[frame.at + frame.span - 1] === 'out' && ['of', 'there', 'and', 'for', 'tonight', 'now'].includes(ws[frame.at + frame.span] ?? '')) continue;
    const subject = hits.filter((h) => h.at + h.span <= frame.at).at(-1);
    if (!subject) continue;
    const before = ws.slice(Math.max(0, subject.at - 4), subject.at);
    const ownerAt = Math.max(...before.map((w, i) => (OWNERS.has(w) ? i : -1)));
    if (ownerAt < 0) continue;
    out.push({ piece: subject.id, marks: marksBefore(ws, subject.at, subject.at - before.length + ownerAt + 1), lacks: false, outOfUse: true });
  }
  return dedupe(out);
}

/**
 * A piece the person calls by a word of its own name rather than a garment's ('if I don't wear the Blundstones', 'no Havaianas'):
 * the first word after the frame that names owned pieces of one garment only, marked by that word.
 */
function ownedNamed(ws: readonly string[], from: number, owned: readonly string[], lacks: boolean): RuledOut[] {
  for (let k = from; k < Math.min(ws.length, from + 3); k++) {
    const w = ws[k]!;
    if (FRAME_ENDS.has(w) || w === ',') break;
    if (NOT_MARKS.has(w) || w.length < 4) continue;
    // 'blundstones' said of 'Blundstone boots': the plural of a name is not the stem of a noun.
    const same = (n: string) => n === w || `${n}s` === w || `${n}es` === w;
    const named = owned.map(wordsOfText).filter((nws) => nws.some(same));
    const garments = new Set(named.flatMap((nws) => garmentHits(nws).map((h) => h.id)));
    if (garments.size === 1) return [{ piece: [...garments][0]!, marks: [named[0]!.find(same)!], lacks }];
    if (garments.size > 1) break;
  }
  return [];
}

/** Any garment: a piece ruled out by a word of its own name, whatever kind it is ('the ta'ovala'). */
export const ANY_PIECE = '*';

/**
 * The owned piece said just before a frame that puts it out of use, by a word of its own name after its owner ('my
 * ta'ovala is at mum's'): ruled out by that word, whatever garment it is.
 */
function ownedBefore(ws: readonly string[], frameAt: number, owned: readonly string[]): RuledOut[] {
  const w = ws[frameAt - 1];
  if (!w || w.length < 4 || NOT_MARKS.has(w) || !ws.slice(Math.max(0, frameAt - 4), frameAt - 1).some((x) => OWNERS.has(x))) return [];
  const named = owned.map(wordsOfText).filter((nws) => nws.includes(w));
  return named.length === 1 ? [{ piece: ANY_PIECE, marks: [w], lacks: false, outOfUse: true }] : [];
}

function dedupe(list: readonly RuledOut[]): RuledOut[] {
  const seen = new Set<string>();
  return list.filter((r) => {
    const key = `${r.piece}|${r.marks.join(' ')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const stemOf = (w: string) => w.replace(/'s$/, '').replace(/(?<=[a-z]{3})(es|s)$/, '');

/** How each ruled-out piece is written, for the answer's last step: its noun's every form, and the words that single it out. */
export function namesOf(ruled: readonly RuledOut[]): { forms: string[]; marks: string[] }[] {
  return ruled.map((r) => ({
    // A piece ruled out by its own name is written as that name.
    forms:
      r.piece === ANY_PIECE
        ? r.marks
        : [...new Set((PIECE_ROWS.find((row) => row.id === r.piece)?.phrases ?? [r.piece]).flatMap(expandPhrase).map((ws) => ws.join(' ')))],
    marks: r.piece === ANY_PIECE ? [] : r.marks,
  }));
}

/** Whether an item of the closet is a ruled-out piece ('Brown Waterproof Hiking Boots' is the hiking boots said not to count). */
export function isRuledOut(item: { name: string; subcategory?: string | null; color?: string | null }, ruled: readonly RuledOut[]): boolean {
  if (ruled.length === 0) return false;
  const ws = wordsOfText(`${item.color ?? ''} ${item.name} , ${item.subcategory ?? ''}`);
  const hits = garmentHits(ws);
  const all = new Set(ws.map(stemOf));
  return ruled.some((r) => (r.piece === ANY_PIECE || hits.some((h) => h.id === r.piece)) && r.marks.every((m) => all.has(stemOf(m))));
}

/** Asking what to get: a piece said not owned is then what the answer is about ('I don't own a swimsuit, what should I look for?'). */
// prettier-ignore
const ASKS_TO_GET: readonly string[] = [
  'what/which * should/do/can/could/would i buy/get/purchase/order', 'what/which * should/do/can/could/would i look for', 'what/which * to buy/get/purchase',
  'what to look for', 'where * i buy/get', 'should i buy/get', 'worth buying/getting', 'recommend a/an/some/any',
];

export function asksToGet(text: string): boolean {
  return phrasesIn(wordsOfText(text), [{ id: 'get', phrases: ASKS_TO_GET }]).length > 0;
}
