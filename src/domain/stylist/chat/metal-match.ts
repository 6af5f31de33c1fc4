import type { ClosetItem } from '../types';
import { isPluralName } from '../grammar';
import { listJoin } from './closet-pick';
import { phrasesIn } from '../reading/phrases';
import { METAL_ASKED } from '../reading/cues';
import { words } from '../question/lexicon';
import type { ClosetAnswer } from './answer';

/**
 * 'What metal goes with my stuff?', 'gold or silver watch?': the metal the person already wears, read from the pieces
 * that carry one (jewellery, a watch, a belt buckle named with it), and the advice to match it or to mix on purpose.
 * Pure; null when no metal is asked about.
 */

/** Metals by the words a piece's name or colour uses for them. Vocabulary: a new word for a metal is a row here. */
// prettier-ignore
const METALS: readonly { id: string; said: string; words: readonly string[]; warm: boolean }[] = [
  { id: 'silver', said: 'silver', words: ['silver', 'sterling', 'steel', 'stainless', 'chrome', 'platinum', 'white gold', 'titanium', 'gunmetal', 'pewter'], warm: false },
  { id: 'gold', said: 'gold', words: ['gold', 'golden', 'gilt', 'brass', 'rose gold', 'bronze', 'copper'], warm: true },
];

export function metalAsked(message: string): boolean {
  return phrasesIn(words(message), [{ id: 'metal', phrases: METAL_ASKED }]).length > 0;
}

function metalOf(item: ClosetItem): (typeof METALS)[number] | null {
  // A garment in a silver colour (a reflective jacket, a lamé top) carries no metal to match: jewellery, watches and belts do.
  if (item.category !== 'Accessories' && item.category !== 'Jewellery') return null;
  const text = ` ${`${item.color ?? ''} ${item.name}`.toLowerCase()} `;
  // The longest word first ('white gold' is silver-toned, 'rose gold' warm).
  const hits = METALS.flatMap((m) => m.words.filter((w) => text.includes(` ${w} `)).map((w) => ({ m, w })));
  return hits.sort((a, b) => b.w.length - a.w.length)[0]?.m ?? null;
}

export function metalAnswer(message: string, closet: readonly ClosetItem[]): ClosetAnswer | null {
  if (!metalAsked(message)) return null;
  const worn = closet
    .filter((i) => i.status === 'active')
    .flatMap((i) => {
      const metal = metalOf(i);
      return metal ? [{ item: i, metal }] : [];
    });
  const piece = /\bwatch\b/i.test(message) ? 'watch' : 'piece';
  if (!worn.length)
    return {
      text: `Nothing you own carries a metal yet, so pick by your colours: silver or steel sits best with black, grey, navy and cool colours, gold with browns, camel, olive and warm ones.`,
      itemIds: [],
      tipQuery: '',
      facts: ['Metal asked: none owned'],
    };
  const counts = METALS.map((m) => ({ m, items: worn.filter((w) => w.metal === m).map((w) => w.item) })).filter((c) => c.items.length);
  counts.sort((a, b) => b.items.length - a.items.length);
  const [main, other] = counts;
  const names = listJoin(main!.items.map((i) => `your ${i.name}`));
  const text = other
    ? `You wear both: ${names} in ${main!.m.said}, ${listJoin(other.items.map((i) => `your ${i.name}`))} in ${other.m.said}. A ${main!.m.said}-toned ${piece} goes with most of it; mixing works when it looks meant, so wear the two metals together more than once in a look.`
    : `${names.charAt(0).toUpperCase()}${names.slice(1)} ${main!.items.length > 1 || isPluralName(main!.items[0]!.name) ? 'are' : 'is'} ${main!.m.said}, so a ${main!.m.said}-toned ${piece}${main!.m.id === 'silver' ? ' (steel or silver)' : ' (gold or brass)'} matches what you already wear.`;
  return { text, itemIds: main!.items.map((i) => i.id), tipQuery: '', facts: [`Metal asked: owned ${counts.map((c) => c.m.id).join(', ')}`] };
}
