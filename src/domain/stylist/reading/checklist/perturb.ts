import { mulberry32 } from '../../prng';
import { isEnglishWord } from '../tokens';

/**
 * Seeded perturbations of a question, as a real person might type it (the CheckList method,
 * Ribeiro et al., ACL 2020; issue 38.7). Each keeps the request the same: a right reader reads the
 * perturbed message as it read the original.
 */

export type Perturbation = 'typo' | 'texting' | 'clause' | 'reorder' | 'swap';
export const PERTURBATIONS: readonly Perturbation[] = ['typo', 'texting', 'clause', 'reorder', 'swap'];

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;

/** The text without a run of these characters at its end (a loop: a pattern anchored at the end is quadratic on a long run). */
function withoutTrailing(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** One slip of the fingers in one or two longer words: a letter left out, two swapped, one doubled. Never a real word. */
function typo(q: string, rng: Rng): string | null {
  const words = q.split(' ');
  const candidates = words.map((w, i) => ({ w, i })).filter(({ w, i }) => /^[a-z]{5,}$/.test(w) && !(i > 0 && /^[A-Z]/.test(w)));
  if (candidates.length === 0) return null;
  const slips = candidates.length >= 6 ? 2 : 1;
  let changed = 0;
  for (let n = 0; n < slips * 4 && changed < slips; n++) {
    const { w, i } = pick(rng, candidates);
    if (words[i] !== w) continue;
    const at = 1 + Math.floor(rng() * (w.length - 2));
    const kind = Math.floor(rng() * 3);
    const slipped =
      kind === 0 ? w.slice(0, at) + w.slice(at + 1) : kind === 1 ? w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2) : w.slice(0, at) + w[at] + w.slice(at);
    if (slipped === w || isEnglishWord(slipped)) continue;
    words[i] = slipped;
    changed++;
  }
  return changed ? words.join(' ') : null;
}

// prettier-ignore
const TEXTED: Record<string, string[]> = {
  with: ['w', 'w/'], tonight: ['2nite', 'tonite'], tomorrow: ['tmrw', 'tmr', '2moro'], please: ['pls', 'plz'], because: ['bc', 'cuz'],
  you: ['u'], your: ['ur'], what: ['wat', 'wut'], should: ['shud', 'shld'], before: ['b4'], are: ['r'], about: ['abt'], people: ['ppl'],
  birthday: ['bday'], weekend: ['wknd'], "don't": ['dont'], "can't": ['cant'], "i'm": ['im'], "what's": ['whats'], "it's": ['its'],
  saturday: ['sat'], friday: ['fri'], thursday: ['thurs'], monday: ['mon'], tuesday: ['tues'],
};

/** Texting style: lower case, shorthand for common words, a dropped g, sometimes no question mark. */
function texting(q: string, rng: Rng): string | null {
  const words = q.toLowerCase().replace(/[’]/g, "'").split(' ');
  let changed = 0;
  const out = words.map((w, i) => {
    const bare = withoutTrailing(w, ',.!?');
    const tail = w.slice(bare.length);
    const forms = TEXTED[bare];
    if (forms && rng() < 0.7) {
      changed++;
      return pick(rng, forms) + tail;
    }
    // 'to' before a verb and 'for' before an article, the way texts write them.
    if (bare === 'to' && /^(wear|get|go|bring|pack|buy|look)$/.test(words[i + 1] ?? '') && rng() < 0.7) {
      changed++;
      return '2' + tail;
    }
    if (bare === 'for' && /^(a|an|the|my|our)$/.test(words[i + 1] ?? '') && rng() < 0.7) {
      changed++;
      return '4' + tail;
    }
    if (/^[a-z]{4,}ing$/.test(bare) && rng() < 0.4) {
      changed++;
      return bare.slice(0, -1) + tail;
    }
    return w;
  });
  const text = out.join(' ');
  return changed ? (rng() < 0.5 ? withoutTrailing(text, '?') : text) : null;
}

// Clauses that say nothing of clothes, weather, days or places.
// prettier-ignore
const ASIDES = ['Quick question.', 'Sorry if this is a silly one!', 'Long week here, haha.', 'Thanks in advance.', 'My sister said to ask you.',
  'Hope you are well.', 'Been meaning to ask this for ages.', 'Random one for you.'];

function clause(q: string, rng: Rng): string {
  const aside = pick(rng, ASIDES);
  const q2 = q.trim();
  return rng() < 0.5 ? `${aside} ${q2}` : `${/[.!?]$/.test(q2) ? q2 : `${q2}.`} ${aside}`;
}

/** Two sentences in the other order ('A wedding on Saturday. What should I wear?' and the reverse). */
function reorder(q: string): string | null {
  const sentences = q
    .trim()
    .split(/(?<=[.!?])\s+(?=\S)/)
    .filter(Boolean);
  if (sentences.length !== 2) return null;
  const second = /[.!?]$/.test(sentences[1]!) ? sentences[1]! : `${sentences[1]}.`;
  return `${second} ${sentences[0]}`;
}

// prettier-ignore
const PEOPLE = ['Sam', 'Priya', 'Jordan', 'Mei', 'Alex', 'Tomás', 'Ngozi', 'Rosa'];
// prettier-ignore
const CITY_PAIRS: [string, string][] = [['London', 'Dublin'], ['Paris', 'Amsterdam'], ['Chicago', 'Boston'], ['Miami', 'Honolulu'], ['Lisbon', 'Barcelona'],
  ['Tokyo', 'Shanghai'], ['Denver', 'Toronto'], ['Seattle', 'Portland'], ['Rome', 'Athens'], ['Dubai', 'Phoenix']];

/** A person's name added, or a city swapped for one with the same weather. */
function swap(q: string, rng: Rng): string {
  const words = q.split(' ');
  for (const [a, b] of CITY_PAIRS) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const at = words.findIndex((w) => withoutTrailing(w, ',.!?;:').toLowerCase() === from.toLowerCase());
      if (at >= 0) return [...words.slice(0, at), to + words[at]!.slice(from.length), ...words.slice(at + 1)].join(' ');
    }
  }
  const name = pick(rng, PEOPLE);
  return /[.!?]$/.test(q.trim()) ? `${q.trim()} ${name} is coming too.` : `${q.trim()}. ${name} is coming too.`;
}

/** The perturbed question, or null when this perturbation does not apply to it (no long word to slip, one sentence to reorder). */
export function perturb(q: string, kind: Perturbation, seed: number): string | null {
  const rng = mulberry32(seed);
  switch (kind) {
    case 'typo':
      return typo(q, rng);
    case 'texting':
      return texting(q, rng);
    case 'clause':
      return clause(q, rng);
    case 'reorder':
      return reorder(q);
    case 'swap':
      return swap(q, rng);
  }
}
