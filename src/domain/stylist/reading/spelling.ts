import { editDistance } from '../question/lexicon';
import { onVocabularyChange, VOCABULARY } from './vocabulary';

/**
 * Spelling correction against the product's own vocabulary (ADR 0116). Only a word the English
 * model does not know and the vocabulary does not hold is corrected: 'wich' → 'which', 'chinoes' →
 * 'chinos', 'hikin' → 'hiking'; 'wear' is never turned into 'bear'. The nearest vocabulary word wins,
 * a near tie going to the commoner word; a true tie (two words as near and as common) is left alone,
 * since guessing would answer a question that was not asked.
 */

export interface Correction {
  from: string;
  to: string;
}

/** How far a word of this length may be from its correction: one edit up to five letters, two from seven. */
function reach(length: number): number {
  if (length < 4) return 0;
  return length >= 8 ? 2 : 1;
}

/** Words by first letter, so a correction compares a word with a few hundred candidates, not all of them. */
let byInitial: Map<string, [string, number][]> | null = null;
onVocabularyChange(() => {
  byInitial = null;
});
function candidatesFrom(initial: string): [string, number][] {
  if (!byInitial) {
    byInitial = new Map();
    for (const [w, weight] of VOCABULARY) {
      const list = byInitial.get(w[0]!) ?? [];
      list.push([w, weight]);
      byInitial.set(w[0]!, list);
    }
  }
  return byInitial.get(initial) ?? [];
}

/** A word's consonants in order ('something' → 'smthng'). */
const skeleton = (word: string) => word.replace(/[aeiou]/g, '');

/** The commonest vocabulary word whose consonants are the typed ones (or those and the g of '-ing'); null on a tie or none. */
function skeletonMatch(w: string): string | null {
  let best: [string, number] | null = null;
  let tie = false;
  for (const [candidate, weight] of candidatesFrom(w[0]!)) {
    if (candidate === skeleton(candidate)) continue;
    const k = skeleton(candidate);
    if (k !== w && !(k === `${w}g` && candidate.endsWith('ing'))) continue;
    if (!best || weight > best[1]) [best, tie] = [[candidate, weight], false];
    else if (weight === best[1]) tie = true;
  }
  return best && !tie ? best[0] : null;
}

/** Up to this length a word is corrected only for a dropped or swapped letter. */
const SHORT = 4;

/** Whether `typo` is `word` with two neighbouring letters swapped ('shose' for 'shoes'). */
function swapped(typo: string, word: string): boolean {
  if (typo.length !== word.length) return false;
  const at = [...typo].findIndex((ch, i) => ch !== word[i]);
  return at >= 0 && typo[at] === word[at + 1] && typo[at + 1] === word[at] && typo.slice(at + 2) === word.slice(at + 2);
}

/** Whether `typo` is `word` with letters left out. */
function droppedFrom(typo: string, word: string): boolean {
  let i = 0;
  for (const ch of word) if (ch === typo[i]) i++;
  return i === typo.length;
}

/**
 * The vocabulary word a misspelt word stands for, or null. `isWord` says whether a form is a real
 * word ('hikin' + g is 'hiking': a dropped g is restored when the result is a word).
 */
export function correctionFor(word: string, isWord: (w: string) => boolean): string | null {
  const w = word.toLowerCase();
  if (!/^[a-z]+$/.test(w) || VOCABULARY.has(w) || isWord(w)) return null;
  // Dropped g, as texted: 'hikin', 'goin', 'bowlin'.
  if (w.length >= 4 && w.endsWith('in') && (VOCABULARY.has(`${w}g`) || isWord(`${w}g`))) return `${w}g`;
  // Vowels left out, as texted: 'smthn' → 'something', 'wrk' → 'work' (a texted -ing drops its g too). Two letters say too
  // little ('dr' Martens, 'kr' after a price, 'lt' sizes): those are rows of the shorthand table or left alone.
  if (!/[aeiou]/.test(w) && w.length >= 3) return skeletonMatch(w);
  const max = reach(w.length);
  if (max === 0) return null;
  // Typos keep the first letter far more often than not; a word that changes it is left for the reader to ask about.
  let best: { word: string; score: number; distance: number } | null = null;
  let tie = false;
  for (const [candidate, weight] of candidatesFrom(w[0]!)) {
    if (Math.abs(candidate.length - w.length) > max) continue;
    const distance = editDistance(w, candidate, max);
    if (distance > max) continue;
    // A word of four letters changed in one letter is as often another word ('moto', a motorbike taxi, is not 'moth'):
    // only a letter left out or two swapped are taken as slips there.
    if (w.length <= SHORT && !droppedFrom(w, candidate) && !swapped(w, candidate)) continue;
    // A dropped letter is the commonest slip ('wich' is 'which' before it is 'with').
    const score = distance - 0.1 * Math.log2(1 + weight) - (droppedFrom(w, candidate) ? 0.05 : 0);
    if (!best || score < best.score - 1e-9) {
      best = { word: candidate, score, distance };
      tie = false;
    } else if (Math.abs(score - best.score) < 1e-9 && candidate !== best.word) tie = true;
  }
  if (!best || tie) return null;
  // An inflection of an English word ('craps out', "dale's" typed 'dales') is that word, not a slip for another one
  // ('caps', 'dates'); a plural spelt wrong ('chinoes' for 'chinos') still finds its own word.
  const base = englishBase(w, isWord);
  if (base !== null && !best.word.startsWith(base.slice(0, -1))) return null;
  return best.word;
}

/** The English word a form inflects ('craps' → 'crap', 'dales' → 'dale', 'spilled' → 'spill'), or null. */
function englishBase(w: string, isWord: (w: string) => boolean): string | null {
  for (const suffix of ['es', 's', 'ed', 'd']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix) && isWord(w.slice(0, -suffix.length))) return w.slice(0, -suffix.length);
  }
  return null;
}
