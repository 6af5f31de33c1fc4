import { colourInfo } from '../colour-harmony';
import { FABRICS } from '../question/lexicon';
import type { ClosetItem } from '../types';
import { listJoin } from './closet-pick';
import { isPluralName } from '../grammar';

/**
 * A piece the person is weighing ('heeled ankle boots', 'white linen wide-leg pants', 'a vintage suede fringe jacket')
 * against the owned pieces of its kind: does one already do its job, or would it do one nothing owned does? Judged by
 * the words that describe it, not by its noun alone: owning snow boots says nothing of a heeled pair. Pure.
 */

/** Words before a piece's noun that say nothing of what it is like. */
// prettier-ignore
const NOT_DESCRIBING: ReadonlySet<string> = new Set(['a', 'an', 'the', 'some', 'new', 'pair', 'of', 'my', 'any', 'these', 'those', 'this', 'that',
  'buy', 'buying', 'get', 'getting', 'gettin', 'need', 'want', 'eyeing', 'found', 'saw', 'seen', 'bought', 'order', 'ordering', 'thinking', 'about',
  'another', 'third', 'second', 'more', 'extra', 'other', 'vintage', 'nice', 'good', 'cheap', 'online', 'i', 'im', "i'm", 'for', 'and', 'or', 'with', 'at', 'in',
  'on', 'to', 'is', 'are', 'it', 'them', 'really', 'very', 'cute', 'gorgeous', 'lovely', 'great', 'proper', 'real', 'like', 'few', 'one', 'ones',
  // What it is for, not what it is like ('work shoes', 'going-out tops').
  'work', 'everyday', 'office', 'party', 'wedding', 'going-out', 'weekend', 'winter', 'summer', 'travel', 'daily']);

/** Words of a fabric: a cloth changes less of a piece's job than its cut ('linen wide-leg' and 'cotton wide-leg' do one job). */
const FABRIC_WORDS: ReadonlySet<string> = new Set(FABRICS.flatMap((f) => f.terms));

/** What the person said the piece is like: the describing words just before its noun ('heeled', 'suede fringe'). */
export function describingWords(ws: readonly string[], nounAt: number, sentenceStart = 0): string[] {
  const out: string[] = [];
  // Only the noun's own sentence describes it ('…to spend. Black shoes or a tie?': 'spend' is no kind of shoe).
  for (let i = nounAt - 1; i >= Math.max(sentenceStart, nounAt - 3); i--) {
    const w = ws[i]!;
    if (NOT_DESCRIBING.has(w) || /\d/.test(w) || w.includes('€') || w.includes('$')) break;
    out.unshift(w);
  }
  return out;
}

/** Colours near enough to do one job ('white linen trousers' and cream ones). */
// prettier-ignore
const NEAR_COLOURS: readonly (readonly string[])[] = [['white', 'cream', 'ivory', 'off white', 'ecru', 'oat', 'bone'], ['black', 'jet'],
  ['navy', 'midnight', 'dark navy'], ['grey', 'light grey', 'heather grey', 'silver'], ['charcoal', 'dark grey'], ['brown', 'chocolate', 'dark brown'],
  ['tan', 'camel', 'cognac', 'beige', 'sand', 'stone', 'khaki']];

/** Whether two colours are one, or near enough to do one job. */
function nearColour(a: string, b: string): boolean {
  const [x, y] = [colourInfo(a).name, colourInfo(b).name];
  return x === y || NEAR_COLOURS.some((g) => g.includes(x) && g.includes(y));
}

const stem = (w: string) => w.replace(/(ed|s)$/, '').replace(/-/g, ' ');

/** Whether an owned piece is said to be like that: every describing word, or its colour close to the one said, is in it. */
function alike(item: ClosetItem, said: readonly string[], colour: string | null): boolean {
  const text = ` ${`${item.color} ${item.name}`.toLowerCase().replace(/-/g, ' ')} `;
  // Its cut and make decide (a heel, a wide leg, a fringe); its cloth only when nothing else is said.
  const cut = said.filter((w) => !FABRIC_WORDS.has(w));
  const deciding = cut.length ? cut : said;
  const sameFeatures = deciding.length > 0 && deciding.every((w) => text.includes(` ${stem(w)}`));
  const sameColour = !colour || nearColour(colour, item.color);
  return sameFeatures && sameColour;
}

export interface OverlapVerdict {
  /** The sentence that weighs it against the closet. */
  text: string;
  /** The owned piece that already does its job, if one does. */
  duplicate: ClosetItem | null;
}

/**
 * The verdict for a piece described by `said` (and `colour`) against the owned pieces of its kind (`same`): one already
 * does its job, or none is like it and it earns its place. Null when nothing describes it (the noun alone says too little).
 */
export function overlapVerdict(noun: string, said: readonly string[], colour: string | null, same: readonly ClosetItem[]): OverlapVerdict | null {
  const features = said.filter((w) => colourInfo(w).kind === 'unknown');
  if (features.length === 0) return null;
  const like = same.find((i) => alike(i, features, colour));
  const plural = /s$/.test(noun);
  if (like)
    return {
      text: `Your ${like.name} already ${isPluralName(like.name) ? 'do' : 'does'} much the same job, so I'd skip ${plural ? 'them' : 'it'} unless ${plural ? 'they replace' : 'it replaces'} ${isPluralName(like.name) ? 'those' : 'that one'}.`,
      duplicate: like,
    };
  const described = `${features.join(' ')} ${noun}`;
  // 'None of your coats', 'so a dress coat would': the kind in the plural, one of it with its article.
  const kinds = plural ? noun : /(s|sh|ch|x)$/.test(noun) ? `${noun}es` : `${noun}s`;
  const one = plural ? described : `${/^[aeiou]/.test(described) ? 'an' : 'a'} ${described}`;
  return {
    text: same.length
      ? `None of your ${kinds} is like that (you have your ${listJoin(same.slice(0, 2).map((i) => i.name))}), so ${one} would earn ${plural ? 'their' : 'its'} place: ${plural ? 'they do' : 'it does'} a job nothing you own does.`
      : `You own nothing like ${/s$/.test(noun) ? '' : /^[aeiou]/.test(described) ? 'an ' : 'a '}${described}, so ${/s$/.test(noun) ? 'they' : 'it'} would fill a real gap.`,
    duplicate: null,
  };
}

/** Colours a kind is usefully bought in, the most versatile first. */
const KIND_COLOURS = ['navy', 'charcoal', 'mid grey', 'black', 'brown', 'tan', 'olive', 'light grey', 'blue', 'burgundy', 'camel', 'cream'];

/** The most versatile colour none of the owned pieces of its kind already is ('I have charcoal and navy' → mid grey). */
export function colourNotOwned(same: readonly ClosetItem[], saidOwned: readonly string[] = []): string | null {
  const owned = [...same.map((i) => i.color), ...saidOwned];
  return KIND_COLOURS.find((c) => !owned.some((o) => nearColour(c, o))) ?? null;
}
