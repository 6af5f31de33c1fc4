/**
 * The shape of a chat answer (issue 16): at most five sentences, or a list of at most five
 * points with a sentence before and after; at most 900 characters; nothing for the other
 * wardrobe or the wrong weather.
 */
import { sentenceMatches } from '../../shared/plain-text';
import { SUBCATEGORIES } from '../../shared/closet-constants';
import { stem, terms } from './text';
import { CATEGORY_WORDS, COLOR_WORDS } from './closet-match';

/** Garment words of every shelf, stemmed: a ruled-out form before one describes it ('midi skirt'). */
const GARMENT_STEMS: ReadonlySet<string> = new Set(Object.values(CATEGORY_WORDS).flat());

export const MAX_ANSWER_CHARS = 900;
export const MAX_ANSWER_SENTENCES = 5;

export interface TipFilters {
  wardrobe: 'menswear' | 'womenswear' | 'mixed';
  /** Rain or snow asked about: no suede, linen, silk or canvas suggested. */
  rain: boolean;
  hot?: boolean;
  /** What the person stated: a tip that contradicts it is never appended (issue 38.5). */
  stated?: StatedFacts;
}

/** The facts a person stated that a generic tip must not overrule. */
export interface StatedFacts {
  /** Colours asked for ('wear white or light colours'): a tip naming other colours is another request's. */
  colours?: readonly string[];
  /** Pieces ruled out ('no tie'): a tip naming one is dropped. */
  avoid?: readonly string[];
  /** The level the answer was dressed to, when the person set it ('they're really casual'): a tip naming a piece above it is dropped. */
  level?: string | null;
}

/** Levels from least to most demanding (the dress codes' order) and the least level each demanding piece belongs to. */
const LEVELS = ['athletic', 'casual', 'smart casual', 'business casual', 'business formal', 'cocktail', 'formal'];
const PIECE_LEVEL: ReadonlyMap<string, string> = new Map([
  ['suit', 'business formal'],
  ['tie', 'business formal'],
  ['necktie', 'business formal'],
  ['tuxedo', 'formal'],
  ['tux', 'formal'],
  ['gown', 'formal'],
  ['cufflink', 'business formal'],
]);
/** Colour words that shade a colour rather than name one. */
const SHADES = new Set(terms('light dark pale bright'));

/** Whether a tip overrules something the person stated: a colour not asked for, a piece ruled out, a piece above the level they set. */
export function contradictsStated(tip: string, stated: StatedFacts | undefined): boolean {
  if (!stated) return false;
  const said = terms(tip);
  const colours = said.filter((w) => COLOR_WORDS.has(w) && !SHADES.has(w));
  const asked = new Set((stated.colours ?? []).flatMap((c) => terms(c)));
  if (asked.size && colours.some((c) => !asked.has(c))) return true;
  const avoided = new Set((stated.avoid ?? []).flatMap((p) => terms(p).slice(-1)));
  if (said.some((w) => avoided.has(w))) return true;
  const rank = stated.level ? LEVELS.indexOf(stated.level) : -1;
  return rank >= 0 && said.some((w) => LEVELS.indexOf(PIECE_LEVEL.get(w) ?? '') > rank);
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

export function pickTips(bodies: readonly string[], n: number, filters: TipFilters, already: string, asked = ''): string[] {
  const tips: string[] = [];
  // Issue 38.6: a tip speaks to this question. Of a topic's points, the ones that share the most words with what was asked
  // come first ('or should the tie be more muted for the funeral?' takes the point about a dark, plain tie).
  const askedTerms = new Set(terms(asked));
  const overlap = (t: string) => new Set(terms(t).filter((w) => askedTerms.has(w))).size;
  for (const body of bodies) {
    const candidates = body
      .split('\n')
      .flatMap((line) => (LIST_LINE.test(line) ? [line] : sentencesOf(line)))
      .map((line) => line.trim())
      .filter(Boolean);
    // The first sentence of a topic is its framing ('Start with the invitation…'): a list point is a better tip.
    const points = candidates.filter((c) => LIST_LINE.test(c));
    const ranked = askedTerms.size
      ? points
          .map((c, i) => ({ c, i, score: overlap(c) }))
          .sort((a, b) => b.score - a.score || a.i - b.i)
          .map((x) => x.c)
      : points;
    const ordered = [...ranked, ...candidates.filter((c) => !LIST_LINE.test(c))];
    const tip = ordered
      .map(asTip)
      .find(
        (t) =>
          t.length <= 220 &&
          suits(t, filters) &&
          !contradictsStated(t, filters.stated) &&
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

/**
 * A piece the person said they lack or cannot use, as plain words for the last step of an answer
 * (issue 38.5): the ways its noun is written ('boots', 'boot', 'chelsea boots') and the words said
 * with it that single it out ('hiking'); no marks means every piece of that noun.
 */
export interface NeverName {
  forms: string[];
  marks: string[];
}

interface Token {
  /** Lower case; ',' ':' ';' '(' ')' stand for themselves. */
  w: string;
  start: number;
  end: number;
}

const TOKEN = /[A-Za-z0-9][A-Za-z0-9'’-]*|[,:;()]/g;

function tokensIn(sentence: string): Token[] {
  return [...sentence.matchAll(TOKEN)].map((m) => ({ w: m[0].toLowerCase().replace(/’/g, "'"), start: m.index, end: m.index + m[0].length }));
}

const plain = (w: string) => w.replace(/'s$/, '').replace(/(?<=[a-z]{3})(es|s)$/, '');

/** The first place a ruled-out piece is named: its noun's words, [at, end). */
function firstMention(ws: readonly string[], never: readonly NeverName[]): { at: number; end: number } | null {
  for (let i = 0; i < ws.length; i++) {
    for (const n of never) {
      const form = n.forms.map((f) => f.split(' ')).find((f) => f.every((w, k) => ws[i + k] === w));
      if (!form) continue;
      // 'Midi skirt', 'dress shoes': a form said before another kind of garment describes that one.
      const next = ws[i + form.length];
      if (next !== undefined && GARMENT_STEMS.has(stem(next)) && !n.forms.includes(next)) continue;
      const near = new Set(ws.slice(Math.max(0, i - 4), i + form.length).map(plain));
      if (n.marks.every((m) => near.has(plain(m)))) return { at: i, end: i + form.length };
    }
  }
  return null;
}

/** Words that join the items of a list. */
const JOINS = new Set([',', 'and', 'or']);
/** Words that open a list of pieces: what comes after them up to a join is one item. */
// prettier-ignore
const OPENS_A_LIST = new Set(['for', 'pack', 'wear', 'bring', 'add', 'get', 'buy', 'try', 'with', 'take', 'choose', 'swap', 'plus', ':', '(']);
/** Words an item of a list does not hold: reaching one going left, the item has begun after it. */
// prettier-ignore
const NOT_IN_AN_ITEM = new Set([...JOINS, ...OPENS_A_LIST, ';', ')', 'own', 'have', 'has', 'no', 'not', 'is', 'are', 'in', 'on', 'to', 'of', 'at', 'by',
  'from', 'as', 'if', 'so', 'but', 'then', 'look', 'need', 'needs', "don't", 'dont', 'your', 'my', 'you', 'it', 'its', "it's"]);

/** Where the list item holding a mention begins: back over its describing words, and 'your' when the list is of yours ('…, your boots'). */
function itemStart(tokens: readonly Token[], at: number): number {
  let i = at;
  while (i > 0 && at - i < 5 && !NOT_IN_AN_ITEM.has(tokens[i - 1]!.w)) i--;
  if (i > 1 && tokens[i - 1]!.w === 'your' && JOINS.has(tokens[i - 2]!.w)) i--;
  return i;
}

/** The sentence without the list item [from, to) of its tokens, the list's joins mended; null when the item stands in no list. */
function withoutItem(sentence: string, tokens: readonly Token[], from: number, to: number): string | null {
  // 'Pack your hiking boots, tee and jeans': 'your' stays for the items after it.
  const yours = tokens[from - 1]?.w === 'your' && OPENS_A_LIST.has(tokens[from - 2]?.w ?? '');
  const before = yours ? tokens[from - 2]!.w : tokens[from - 1]?.w;
  const after = tokens[to]?.w;
  const ends = after === undefined || after === ')' || after === ';' || after === ':';
  // A later item: the join before it goes with it ('trail shoes or hiking boots' → 'trail shoes').
  if (!yours && before !== undefined && JOINS.has(before) && (ends || JOINS.has(after))) {
    const joinAt = before !== ',' && tokens[from - 2]?.w === ',' ? from - 2 : from - 1;
    let out = sentence.slice(0, tokens[joinAt]!.start).trimEnd() + sentence.slice(tokens[to - 1]!.end);
    // 'a, b and c' without c is 'a and b': the list's last comma takes the join's word.
    if (before === 'and' || before === 'or') {
      const list = tokens.slice(0, joinAt);
      const comma = list.map((t) => t.w).lastIndexOf(',');
      if (comma >= 0 && list.slice(comma + 1).every((t) => t.w === 'your' || !NOT_IN_AN_ITEM.has(t.w))) {
        out = `${sentence.slice(0, list[comma]!.start)} ${before}${out.slice(list[comma]!.end)}`;
      }
    }
    return out;
  }
  // The first item after what opens the list goes with the join after it ('look for hiking boots and a fleece' → 'look for a fleece').
  if (before !== undefined && OPENS_A_LIST.has(before) && before !== '(' && after !== undefined && JOINS.has(after)) {
    const next = after === ',' && ['and', 'or'].includes(tokens[to + 1]?.w ?? '') ? to + 2 : to + 1;
    if (!tokens[next]) return null;
    return sentence.slice(0, tokens[from]!.start) + sentence.slice(tokens[next]!.start);
  }
  // The only thing in brackets: the brackets go ('(your hiking boots)').
  if (before === '(' && after === ')') return sentence.slice(0, tokens[yours ? from - 2 : from - 1]!.start).trimEnd() + sentence.slice(tokens[to]!.end);
  return null;
}

/** One sentence without the ruled-out pieces, or null when it is about one of them. */
function sentenceWithout(sentence: string, never: readonly NeverName[]): string | null {
  let s = sentence;
  // Each pass takes out one item; a sentence names only a few.
  for (let pass = 0; pass < 6; pass++) {
    const tokens = tokensIn(s);
    const mention = firstMention(
      tokens.map((t) => t.w),
      never,
    );
    if (!mention) return s;
    const mended = withoutItem(s, tokens, itemStart(tokens, mention.at), mention.end);
    if (mended === null) return null;
    // Each run of spaces is tried from its start only (a lookbehind), so a long run cannot make it quadratic.
    s = mended.replace(/(?<!\s)\s+(?=[,.;:!?)])/g, '').replace(/\s{2,}/g, ' ');
  }
  return null;
}

/**
 * The last step of every answer (issue 38.5): a piece the person said they lack or cannot use is
 * named in no sentence, whichever builder, tip or model wrote it. Where it is one item of a list
 * ('look for trail shoes or hiking boots') the item goes and the list is mended; a sentence about
 * the piece ('You don't own hiking boots…') goes whole. Unchanged when nothing of it would be left.
 */
export function withoutNamed(text: string, never: readonly NeverName[] | undefined): string {
  if (!never || never.length === 0) return text;
  const lines = text.split('\n').map((line) => {
    const lead = LIST_LINE.exec(line)?.[0] ?? '';
    const kept = sentencesOf(line.slice(lead.length))
      .map((x) => sentenceWithout(x, never))
      .filter((x): x is string => !!x);
    return kept.length ? `${lead}${kept.join(' ')}` : line.trim() === '' ? line : null;
  });
  const out = lines
    .filter((l): l is string => l !== null)
    .join('\n')
    .trim();
  return out.length > 0 ? out : text;
}
