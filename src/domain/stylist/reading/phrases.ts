/**
 * Phrases of the vocabulary tables, found in a message's words (ADR 0116). A table row names a
 * thing (a garment, an occasion) and lists the phrases people write for it; a phrase is words,
 * where a word may offer alternatives ('rain coat/coats') and a bracketed word may be left out
 * ('[job] interview'), '_' stands for any one word, '*' for up to eight and '+' for one to eight
 * ('does + mean'). Matching is word by word on the exact forms written, so a row says every
 * form it accepts and nothing else: 'heels' is a row's word, 'heel' (of a foot) is not.
 */

export interface PhraseRow<Id extends string = string> {
  id: Id;
  phrases: readonly string[];
}

export interface PhraseHit<Id extends string> {
  id: Id;
  /** Index of the first word. */
  at: number;
  /** How many words. */
  span: number;
}

/** Every word sequence a phrase stands for: 'a/the [new] job' is 'a job', 'a new job', 'the job', 'the new job'. */
export function expandPhrase(phrase: string): string[][] {
  let out: string[][] = [[]];
  for (const slot of phrase.trim().split(/\s+/)) {
    const optional = slot.startsWith('[') && slot.endsWith(']');
    // A bracket holds one word's alternatives: '[so/a much/lot]' would silently read '[so' as a word.
    if (!optional && (slot.includes('[') || slot.includes(']'))) throw new Error(`A bracket holds one word: '${phrase}'`);
    const choices = (optional ? slot.slice(1, -1) : slot).split('/');
    const next: string[][] = [];
    for (const start of out) {
      if (optional) next.push(start);
      for (const choice of choices) next.push([...start, choice]);
    }
    out = next;
  }
  return out.filter((ws) => ws.length > 0);
}

interface Compiled<Id extends string> {
  id: Id;
  /** By first word, longest first, so a row claims 'trench coat' before 'trench'. */
  byFirst: Map<string, string[][]>;
}

const compiled = new WeakMap<readonly PhraseRow[], Compiled<string>[]>();
/**
 * By the phrase list too: callers wrap a constant list in a row made on each call
 * (`[{ id: 'opens', phrases: OPENERS }]`), which the table cache above never sees again; the
 * list itself is the same array every time, so it is expanded once (issue 45's chat profile).
 */
const byPhrases = new WeakMap<readonly string[], Map<string, string[][]>>();

function firstWords(phrases: readonly string[]): Map<string, string[][]> {
  let byFirst = byPhrases.get(phrases);
  if (!byFirst) {
    byFirst = new Map<string, string[][]>();
    for (const seq of phrases.flatMap(expandPhrase).sort((a, b) => b.length - a.length)) {
      const list = byFirst.get(seq[0]!) ?? [];
      list.push(seq);
      byFirst.set(seq[0]!, list);
    }
    byPhrases.set(phrases, byFirst);
  }
  return byFirst;
}

function compile<Id extends string>(rows: readonly PhraseRow<Id>[]): Compiled<Id>[] {
  let c = compiled.get(rows) as Compiled<Id>[] | undefined;
  if (!c) {
    c = rows.map((row) => ({ id: row.id, byFirst: firstWords(row.phrases) }));
    compiled.set(rows, c);
  }
  return c;
}

/** Where a sequence matched at `i` ends (exclusive), or -1: '_' is any one word, '*' up to eight, '+' one to eight. */
function endOfMatch(ws: readonly string[], i: number, seq: readonly string[], k = 0): number {
  if (k === seq.length) return i;
  const slot = seq[k]!;
  if (slot === '*' || slot === '+') {
    for (let skip = slot === '+' ? 1 : 0; skip <= MAX_GAP && i + skip <= ws.length; skip++) {
      const end = endOfMatch(ws, i + skip, seq, k + 1);
      if (end >= 0) return end;
    }
    return -1;
  }
  if (i >= ws.length || (slot !== '_' && ws[i] !== slot)) return -1;
  return endOfMatch(ws, i + 1, seq, k + 1);
}
const MAX_GAP = 8;

/**
 * Each row's phrases wherever they occur, rows in table order: a row claims the words it matches,
 * so a later row cannot read them again ('dress shoes' is not also a dress). `skip` says a word is
 * not to be read by the table at all (a verb that shares a garment's spelling). Hits in message order.
 */
export function claimPhrases<Id extends string>(ws: readonly string[], rows: readonly PhraseRow<Id>[], skip?: (i: number) => boolean): PhraseHit<Id>[] {
  const claimed = ws.map((_, i) => skip?.(i) ?? false);
  const hits: PhraseHit<Id>[] = [];
  for (const row of compile(rows)) {
    for (let i = 0; i < ws.length; i++) {
      for (const seq of row.byFirst.get(ws[i]!) ?? []) {
        const end = endOfMatch(ws, i, seq);
        if (end < 0 || claimed.slice(i, end).some(Boolean)) continue;
        for (let k = i; k < end; k++) claimed[k] = true;
        hits.push({ id: row.id, at: i, span: end - i });
        break;
      }
    }
  }
  return hits.sort((a, b) => a.at - b.at);
}

/**
 * Every place any of a row's phrases occurs, rows independent of each other (an occasion may be
 * read inside another: a rehearsal dinner is a wedding's and a dinner). One hit per row and start.
 */
export function phrasesIn<Id extends string>(ws: readonly string[], rows: readonly PhraseRow<Id>[], skip?: (i: number) => boolean): PhraseHit<Id>[] {
  const hits: PhraseHit<Id>[] = [];
  for (const row of compile(rows)) {
    for (let i = 0; i < ws.length; i++) {
      for (const seq of row.byFirst.get(ws[i]!) ?? []) {
        const end = endOfMatch(ws, i, seq);
        if (end < 0 || (skip && Array.from({ length: end - i }, (_, k) => i + k).some(skip))) continue;
        hits.push({ id: row.id, at: i, span: end - i });
        break;
      }
    }
  }
  return hits.sort((a, b) => a.at - b.at);
}

/** Whether any of the phrases occurs in the words. */
export function says(ws: readonly string[], phrases: readonly string[], skip?: (i: number) => boolean): boolean {
  return phrasesIn(ws, rowOf(phrases), skip).length > 0;
}
const asRows = new WeakMap<readonly string[], PhraseRow[]>();
function rowOf(phrases: readonly string[]): PhraseRow[] {
  let r = asRows.get(phrases);
  if (!r) asRows.set(phrases, (r = [{ id: 'said', phrases }]));
  return r;
}

/** Every word a table's phrases use, for the reader's spelling vocabulary. */
export function phraseWords(rows: readonly PhraseRow[]): string[] {
  return [...new Set(rows.flatMap((r) => r.phrases.flatMap(expandPhrase).flat()))].filter((w) => !GAPS.has(w));
}
const GAPS = new Set(['_', '*', '+']);
