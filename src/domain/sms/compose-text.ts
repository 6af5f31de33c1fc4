import { fitSegments, fitsIn, MAX_REPLY_SEGMENTS } from './fit-segments';
import { sentenceMatches } from '../../shared/plain-text';

/**
 * A stylist answer composed for a text message (issue 23.5): two GSM-7 segments, built from the
 * answer's own sentences rather than cut mid-sentence. The answer is first written in GSM-7 (a
 * degree sign or an en dash would make the whole text UCS-2 and halve its room); then, when it is
 * still too long, weather and other asides in brackets go unless they name the person's pieces,
 * and whole sentences are kept in order of use: the first (it answers the question), then a
 * sentence saying what the closet lacks, then the rest in order while they fit. Only a first
 * sentence that cannot fit on its own is cut between words.
 */

/** Characters outside GSM-7 that answers use, in plain GSM-7. */
const GSM_FORMS: [RegExp, string][] = [
  [/°\s?([FC])\b/g, '$1'],
  [/°/g, ' degrees'],
  [/[–—]/g, '-'],
  [/[‘’]/g, "'"],
  [/[“”]/g, '"'],
  [/…/g, '...'],
  [/×/g, 'x'],
  [/[•·]/g, '-'],
  [/\u00a0/g, ' '],
];

export function asGsmText(text: string): string {
  return GSM_FORMS.reduce((t, [re, to]) => t.replace(re, to), text);
}

/** Sentences with their end marks; '9:30 AM', '$1.50' and '3.5' are not ends. */
function sentencesOf(text: string): string[] {
  const found = sentenceMatches(text);
  return (found.length ? found : [text]).map((s) => s.trim()).filter(Boolean);
}

/** What the closet lacks, and what to look for: kept before the rest of the answer. */
const LACKS = /\b(don't|do not|doesn't) (own|have)\b|\blook for\b|\bno [^.]{0,40}\bfor (this|it)\b|\bmissing\b|\bcan't put together\b/i;

/** Asides in brackets that do not name an owned piece ('(rain likely, 41-54F / 5-12C)', '(you didn't say how long)'). */
function withoutAsides(sentence: string): string {
  return sentence
    .replace(/\s*\((?![^)]*\byour\b)[^)]*\)/g, '')
    .replace(/(\s+)([,.;:]?)/g, (_all, space: string, mark: string) => mark || space)
    .trim();
}

export function composeForText(answer: string, maxSegments = MAX_REPLY_SEGMENTS): string {
  const gsm = asGsmText(answer)
    // White space with a line break in it is that one break: the bullet pattern below then has one way to read
    // it (`\s*\n\s*` had cubically many on a run of breaks).
    .replace(/\s+/g, (space) => (space.includes('\n') ? '\n' : space))
    // A text has no lists: bullets and line breaks become one flowing message.
    .replace(/([.:!?])?\n(?:[-*•]|\d+\.)\s+/g, (_match, end: string | undefined) => (end ? `${end} ` : '; '))
    .replace(/^\s*[-*]\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const fits = (t: string) => fitsIn(t, maxSegments);
  if (fits(gsm)) return gsm;
  const full = sentencesOf(gsm);
  const short = full.map(withoutAsides);
  // Each form keeps what fits; the one keeping more of what matters wins, the form with its asides on a tie.
  const pick = (sentences: string[]): string[] | null => {
    const where = (re: RegExp) => sentences.map((s, i) => (i > 0 && re.test(s) ? i : -1)).filter((i) => i > 0);
    // The answer, what is missing, the sentences naming the person's pieces, then the rest.
    const order = [0, ...where(LACKS), ...where(/\byour [A-Z]/), ...sentences.map((_s, i) => i).slice(1)];
    const kept = new Set<number>();
    for (const i of order) {
      if (kept.has(i)) continue;
      const next = [...kept, i].sort((a, b) => a - b).map((k) => sentences[k]!);
      if (fits(next.join(' '))) kept.add(i);
      else if (i === 0) return null;
    }
    return [...kept].sort((a, b) => a - b).map((k) => sentences[k]!);
  };
  const a = pick(full);
  const b = pick(short);
  // What names the person's pieces or what they lack counts most.
  const worth = (kept: string[] | null) => (kept ? kept.reduce((n, x) => n + (LACKS.test(x) || /\byour [A-Z]/.test(x) ? 10 : 1), 0) : -1);
  const best = worth(a) >= worth(b) ? a : b;
  if (best) return best.join(' ');
  return fitSegments(short.join(' '), maxSegments);
}
