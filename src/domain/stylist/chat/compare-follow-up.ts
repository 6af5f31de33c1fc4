import type { ClosetItem, Weather } from '../types';
import { isRainLikely, temperatureBand } from '../weather-bands';
import { profileItem } from '../item-profile';
import { isPluralName } from '../grammar';
import { piecesNamed } from '../question';

/**
 * 'Would the black mock-neck work better than the crewneck for that?', 'the shirt dress or the culottes?', 'swap the
 * crewneck for the mock-neck': a follow-up that weighs two owned pieces, each named by the words of its own name
 * (issue 38.4). The garment table need not know the word ('culottes', 'mock-neck'): the closet's names are the
 * vocabulary of a person's own pieces. The piece proposed is the candidate; the one it would replace, the other.
 */

/** Words that part the two sides, the piece proposed before them ('the dress rather than the culottes'). */
// prettier-ignore
const PROPOSED_FIRST: readonly (readonly string[])[] = [['than'], ['instead', 'of'], ['in', 'place', 'of'], ['over'], ['vs'], ['versus'], ['or']];
/** Verbs that put the second piece in the first's place ('swap the crewneck for the mock-neck'). */
const SWAP_VERBS = new Set(['swap', 'switch', 'trade', 'replace', 'exchange', 'sub', 'substitute']);
const SWAP_JOINS = new Set(['for', 'with']);
/** Words that say nothing about which piece: never enough alone to pick one. */
// prettier-ignore
const EMPTY = new Set(['a', 'an', 'the', 'my', 'that', 'this', 'those', 'these', 'one', 'ones', 'pair', 'would', 'should', 'could', 'can', 'will', 'be',
  'is', 'are', 'it', 'i', 'wear', 'work', 'works', 'go', 'better', 'nicer', 'smarter', 'dressier', 'warmer', 'cooler', 'more', 'less', 'for', 'with',
  'what', 'about', 'how', 'do', 'you', 'think', 'maybe', 'instead', 'rather', 'and', 'to', 'in', 'of', 'if', 'then', 'so', 'new', 'other']);
// prettier-ignore
const COLOURS = new Set(['black', 'white', 'navy', 'grey', 'gray', 'charcoal', 'cream', 'ivory', 'beige', 'tan', 'camel', 'brown', 'olive', 'green',
  'blue', 'red', 'burgundy', 'pink', 'purple', 'yellow', 'orange', 'rust', 'teal', 'emerald', 'khaki', 'gold', 'silver', 'light', 'dark', 'pale']);

/** Quotes around a word ('the 'nice' one'), trimmed by index: a regex anchored at the end is quadratic on a run of quotes. */
function withoutEdgeQuotes(w: string): string {
  let start = 0;
  let end = w.length;
  while (start < end && w[start] === "'") start++;
  while (end > start && w[end - 1] === "'") end--;
  return w.slice(start, end);
}

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^a-z0-9'-]+/)
    .map(withoutEdgeQuotes)
    .filter(Boolean);

/** A word's forms to match on: itself, without a plural s, and a hyphenated word's parts and joined form. */
function forms(word: string): string[] {
  const out = new Set<string>([word]);
  if (word.includes('-')) {
    out.add(word.replace(/-/g, ''));
    for (const part of word.split('-')) if (part) out.add(part);
  }
  for (const w of [...out]) if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) out.add(w.slice(0, -1));
  return [...out];
}

/** The owned item a side of the comparison names by its words, or null when none or several equally. */
function ownedBy(side: readonly string[], closet: readonly ClosetItem[], talkedOf: ReadonlySet<number>): ClosetItem | null {
  // 'the mock neck' is the 'Mock-neck' too: adjacent words are tried joined.
  const said = new Set<string>();
  side.forEach((w, i) => {
    if (!EMPTY.has(w)) for (const f of forms(w)) said.add(f);
    const next = side[i + 1];
    if (next && !EMPTY.has(w) && !EMPTY.has(next)) for (const f of forms(`${w}${next}`)) said.add(f);
  });
  const ofKind = (word: string) => {
    const kind = piecesNamed(word)[0]!;
    return closet.filter((i) => i.status !== 'archived' && piecesNamed(`${i.subcategory ?? ''} ${i.name}`).includes(kind)).length;
  };
  const scored = closet
    .filter((item) => item.status !== 'archived')
    .map((item) => {
      const named = new Set(wordsOf(`${item.name} ${item.subcategory ?? ''} ${item.color}`).flatMap(forms));
      const hits = [...said].filter((w) => named.has(w));
      // 'The jumper' alone, with two jumpers owned and neither in the conversation: no guess at which.
      const kindOnly = hits.length === 1 && piecesNamed(hits[0]!).length > 0 && !talkedOf.has(item.id) && ofKind(hits[0]!) > 1;
      if (kindOnly) return { item, score: 0 };
      // A colour alone does not say which piece ('the black one' is read with its kind elsewhere).
      const score = hits.some((w) => !COLOURS.has(w)) ? hits.length + (talkedOf.has(item.id) ? 0.5 : 0) : 0;
      return { item, score };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.item.id - b.item.id);
  const [first, second] = scored;
  if (!first || (second && second.score === first.score)) return null;
  return first.item;
}

/** How many words either side of the cue may name a piece ('the black mock-neck long sleeve'). */
const SIDE = 6;

/** Where a phrase of words starts in a list of words, from `from` on; -1 when absent. */
function indexOfPhrase(ws: readonly string[], phrase: readonly string[], from = 0): number {
  for (let i = from; i + phrase.length <= ws.length; i++) if (phrase.every((p, j) => ws[i + j] === p)) return i;
  return -1;
}

/**
 * The two owned pieces a follow-up weighs, named by the words of their names: the proposed one (candidate) and the one
 * it would replace (other). 'X or Y' proposes the one the last answer did not wear. Null when the message does not set
 * two owned pieces side by side.
 */
export function piecesWeighedByName(
  message: string,
  closet: readonly ClosetItem[],
  inConversation: readonly number[] = [],
): { candidate: ClosetItem; other: ClosetItem } | null {
  const ws = wordsOf(message);
  const talkedOf = new Set(inConversation);
  const pair = (a: readonly string[], b: readonly string[]) => {
    const first = ownedBy(a, closet, talkedOf);
    const second = ownedBy(b, closet, talkedOf);
    return first && second && first.id !== second.id ? { first, second } : null;
  };
  // 'Swap the crewneck for the mock-neck': the piece going out is named first.
  const verb = ws.findIndex((w) => SWAP_VERBS.has(w));
  if (verb >= 0) {
    const join = ws.findIndex((w, i) => i > verb + 1 && SWAP_JOINS.has(w));
    const found = join > 0 ? pair(ws.slice(verb + 1, join), ws.slice(join + 1, join + 1 + SIDE)) : null;
    if (found) return { candidate: found.second, other: found.first };
  }
  for (const cue of PROPOSED_FIRST) {
    const at = indexOfPhrase(ws, cue);
    if (at <= 0) continue;
    // The right side ends where the plan is said again ('… than the culottes for that').
    const end = ws.indexOf('for', at + cue.length);
    const found = pair(ws.slice(Math.max(0, at - SIDE), at), ws.slice(at + cue.length, Math.min(end > 0 ? end : ws.length, at + cue.length + SIDE)));
    if (!found) continue;
    // 'The shirt dress or the culottes?': neither is proposed in words; the one not in the last answer is the new idea.
    if (cue[0] === 'or' && talkedOf.has(found.first.id) && !talkedOf.has(found.second.id)) return { candidate: found.second, other: found.first };
    return { candidate: found.first, other: found.second };
  }
  return null;
}

/**
 * Why the piece tried in lost to the one it would replace, from what the two are: its level against the other's, then
 * the weather (a rain-shy piece on a wet day, a light one on a cold day). Null when the two differ in neither.
 */
export function whyNotTried(candidate: ClosetItem, other: ClosetItem, day?: Weather): string | null {
  const weather = day ? { wet: isRainLikely(day), cold: ['cold', 'freezing'].includes(temperatureBand(day.maxTempC)) } : null;
  const c = profileItem(candidate);
  const o = profileItem(other);
  const its = isPluralName(candidate.name) ? "they're" : "it's";
  if (c.formalityLevel < o.formalityLevel) return `${its} more casual than your ${other.name}, and the occasion asks for the dressier one`;
  if (c.formalityLevel > o.formalityLevel) return `${its} dressier than the occasion needs`;
  if (weather?.wet && c.rainSensitive && !o.rainSensitive)
    return `${c.rainSensitive === 'suede' || c.rainSensitive === 'silk' ? `${c.rainSensitive} spots` : 'it marks'} in the rain`;
  if (weather?.cold && c.warmth === 'light' && o.warmth !== 'light') return `${its} lighter than your ${other.name} on a cold day`;
  return null;
}
