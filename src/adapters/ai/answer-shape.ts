/**
 * The shape of a chat answer (issue 16): at most five sentences, or a list of at most five
 * points with a sentence before and after; at most 900 characters; nothing for the other
 * wardrobe or the wrong weather.
 */
import { sentenceMatches } from '../../shared/plain-text';
import { SUBCATEGORIES } from '../../shared/closet-constants';
import { terms } from './text';

export const MAX_ANSWER_CHARS = 900;
export const MAX_ANSWER_SENTENCES = 5;

export interface TipFilters {
  wardrobe: 'menswear' | 'womenswear' | 'mixed';
  /** Rain or snow asked about: no suede, linen, silk or canvas suggested. */
  rain: boolean;
  hot?: boolean;
}

const WOMENSWEAR_WORDS = /\b(dress|dresses|skirts?|blouses?|heels|gowns?|pumps|jumpsuits?|camisoles?|handbags?|earrings|tights|bras?|midi)\b/i;
const MENSWEAR_WORDS = /\b(ties?|neckties?|cufflinks|tuxedos?|pocket squares?)\b/i;
const RAIN_WRONG = /\b(suede|linen|silk|canvas|sandals|espadrilles|nubuck)\b/i;
const HEAT_WRONG = /\b(wool coat|parka|puffer|thermal|chunky knit)\b/i;

/** Whether a line suits the wardrobe and the weather ('dress shirt' and 'dress code' are not dresses). */
export function suits(line: string, filters: TipFilters): boolean {
  const text = line.replace(/\bdress(es)? (shirts?|shoes|code|codes|trousers|pants|watch|up|down|for|to|well|better)\b/gi, ' ');
  if (filters.wardrobe === 'menswear' && WOMENSWEAR_WORDS.test(text)) return false;
  if (filters.wardrobe === 'womenswear' && MENSWEAR_WORDS.test(text)) return false;
  if (filters.rain && RAIN_WRONG.test(text)) return false;
  if (filters.hot && HEAT_WRONG.test(text)) return false;
  return true;
}

/** Sentences of a prose text ('7:00 AM', 'e.g.' and decimals do not end one). */
export function sentencesOf(text: string): string[] {
  return sentenceMatches(text)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Sentences outside lists, plus one per list line. */
export function sentenceCount(text: string): number {
  return text.split('\n').reduce((n, line) => n + (/^\s*([-*•]|\d+\.)\s/.test(line) ? 0 : sentencesOf(line).length), 0);
}

/** A list point ('- ', '* ', '• ', '1. ') at the start of a line. */
export const LIST_LINE = /^\s*(?:[-*•]|\d+\.)\s+/;

/** One tip: a list point or a sentence, its 'Label:' prefix dropped when short, as a full sentence. */
function asTip(line: string): string {
  let tip = line.replace(LIST_LINE, '').trim();
  tip = sentencesOf(tip)[0] ?? tip;
  return /[.!?]$/.test(tip) ? tip : `${tip}.`;
}

/** Up to `n` tips from the topics (the first topic's first), none repeating what the answer already says. */
/** A tip headed by a dress code ('Black tie: tuxedo...') speaks for that code only: it is no tip for an answer at another level. */
const DRESS_CODE_LABEL =
  /^(white tie|black tie(?: optional)?|creative black tie|cocktail(?: attire)?|business formal|business professional|business casual|smart casual|dressy casual|semi-?formal|formal|casual)\b[^:]{0,24}:/i;
function otherDressCode(tip: string, answer: string): boolean {
  const label = DRESS_CODE_LABEL.exec(tip)?.[1];
  return !!label && !answer.toLowerCase().includes(label.toLowerCase());
}

export function pickTips(bodies: readonly string[], n: number, filters: TipFilters, already: string): string[] {
  const tips: string[] = [];
  for (const body of bodies) {
    const candidates = body
      .split('\n')
      .flatMap((line) => (LIST_LINE.test(line) ? [line] : sentencesOf(line)))
      .map((line) => line.trim())
      .filter(Boolean);
    // The first sentence of a topic is its framing ('Start with the invitation…'): a list point is a better tip.
    const ordered = [...candidates.filter((c) => LIST_LINE.test(c)), ...candidates.filter((c) => !LIST_LINE.test(c))];
    const tip = ordered
      .map(asTip)
      .find(
        (t) =>
          t.length <= 220 &&
          suits(t, filters) &&
          !already.includes(t) &&
          !tips.includes(t) &&
          !otherDressCode(t, already) &&
          !otherOutfit(t, already) &&
          !settledAlready(t, already) &&
          !/:\.?$/.test(t),
      );
    if (tip) tips.push(tip);
    if (tips.length >= n) break;
  }
  return tips;
}

/**
 * A tip that is an outfit of its own ('tee, straight-leg jeans, white sneakers…') after an answer that chose
 * other pieces contradicts it (issue 38.6): two or more garments named, no more than half of them in the answer.
 */
function otherOutfit(tip: string, answer: string): boolean {
  const named = [...new Set(terms(tip).filter((w) => GARMENT_TERMS.has(w)))];
  if (named.length < 2) return false;
  const chosen = new Set(terms(answer));
  return named.filter((p) => chosen.has(p)).length * 2 <= named.length;
}

/**
 * A tip on a piece the answer has already chosen from the closet ('Outer layer: a trench coat or a
 * waterproof mac' after 'your Yellow raincoat keeps the rain off') is generic advice on a settled
 * question (issue 38.6): every garment the tip names falls in a category the answer already fills.
 */
function settledAlready(tip: string, answer: string): boolean {
  const advised = new Set(terms(tip).flatMap((w) => GARMENT_CATEGORY.get(w) ?? []));
  if (advised.size === 0) return false;
  const chosen = new Set(terms(answer).flatMap((w) => GARMENT_CATEGORY.get(w) ?? []));
  return [...advised].every((c) => chosen.has(c));
}

/** The garment nouns of the closet's own picker, each name's head ('Wool coat' → coat, 'Ankle boots' → boot), stemmed as `terms` stems them. */
const GARMENT_TERMS: ReadonlySet<string> = new Set(
  Object.values(SUBCATEGORIES)
    .flat()
    .flatMap((name) => terms(name).slice(-1))
    .filter((w) => w !== 'other'),
);

/** Each garment noun's category in the picker ('coat' → Outerwear); a noun filed under several keeps them all. */
const GARMENT_CATEGORY: ReadonlyMap<string, string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const [category, names] of Object.entries(SUBCATEGORIES)) {
    for (const head of names.flatMap((name) => terms(name).slice(-1)).filter((w) => w !== 'other')) {
      out.set(head, [...new Set([...(out.get(head) ?? []), category])]);
    }
  }
  return out;
})();

/** Cuts an answer to the limits: list points first, then whole sentences; never mid-word. */
export function fitAnswer(text: string, maxChars = MAX_ANSWER_CHARS): string {
  let out = text.trim();
  if (!out.includes('\n')) {
    const sentences = sentencesOf(out);
    if (sentences.length > MAX_ANSWER_SENTENCES) out = sentences.slice(0, MAX_ANSWER_SENTENCES).join(' ');
  }
  while (out.length > maxChars) {
    const lines = out.split('\n');
    const lastPoint = lines.map((l, i) => (LIST_LINE.test(l) ? i : -1)).filter((i) => i >= 0);
    if (lastPoint.length > 2) {
      lines.splice(lastPoint.at(-1)!, 1);
      out = lines.join('\n');
      continue;
    }
    const sentences = sentencesOf(out.replace(/\n/g, ' '));
    if (sentences.length > 1) {
      out = sentences.slice(0, -1).join(' ');
      continue;
    }
    out = `${withoutLastWord(out.slice(0, maxChars - 1))}…`;
  }
  return out;
}

/** The text without its last white space and what follows it ('Wear the navy bla' → 'Wear the navy'), as `/\s+\S*$/` did, in one pass. */
function withoutLastWord(text: string): string {
  let end = text.length;
  while (end > 0 && !/\s/.test(text[end - 1]!)) end--;
  if (end === 0) return text;
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}
