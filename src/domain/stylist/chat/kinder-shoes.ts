import { slotCategory } from '../../../shared/closet-slots';
import { profileItem } from '../item-profile';
import { words } from '../question/lexicon';
import { footNeedsIn, heeled, saysSoftGround, thinHeeled } from '../reading/feet';
import type { ClosetItem } from '../types';
import { isPluralName } from '../grammar';

/** Words of a shoe's name that say its heel is low or broad, preferred among the kinder pairs. */
const KIND_FIRST: ReadonlySet<string> = new Set(['block', 'wedge', 'wedges', 'flat', 'flats', 'kitten', 'low', 'sandals', 'loafers', 'ballet']);

export interface KinderPair {
  item: ClosetItem;
  /** The sentence that says why, to end the answer's shoes on. */
  why: string;
}

/**
 * The owned pair kinder to what the person says of their feet or the ground (issue 38.5: 'on my feet all evening',
 * 'will my bunion kill me', 'the reception is on grass'), when the pair chosen has a thin heel. Of the levels allowed,
 * never trainers at a wedding; null when nothing is said, the chosen pair is already kind, or no kinder pair is owned.
 */
export function kinderPair(message: string, closet: readonly ClosetItem[], allowed: readonly string[], chosen: ClosetItem | undefined): KinderPair | null {
  const ws = words(message);
  const needs = footNeedsIn(ws);
  const soft = saysSoftGround(ws);
  // A day of walking is hard on any heel; standing or a sore foot only on a thin one.
  const hard = needs.some((n) => n.id === 'walking a lot') ? heeled : thinHeeled;
  if ((!needs.length && !soft) || (chosen && !hard(words(chosen.name)))) return null;
  const kinder = closet
    .filter((i) => i.status === 'active' && i.id !== chosen?.id && slotCategory(i) === 'Shoes' && !hard(words(i.name)))
    .map(profileItem)
    .filter((p) => allowed.includes(p.formality) && p.formality !== 'athletic')
    .sort(
      (a, b) =>
        Number(words(b.item.name).some((w) => KIND_FIRST.has(w))) - Number(words(a.item.name).some((w) => KIND_FIRST.has(w))) ||
        b.formalityLevel - a.formalityLevel ||
        a.item.id - b.item.id,
    )[0]?.item;
  if (!kinder) return null;
  const are = isPluralName(kinder.name) ? 'are' : 'is';
  const why = soft
    ? `a thin heel sinks into soft ground, so your ${kinder.name} ${are} the steadier choice`
    : `with ${needs[0]!.said} to think of, your ${kinder.name} ${are} the more comfortable choice, and still ${are === 'are' ? 'look' : 'looks'} right`;
  return { item: kinder, why };
}
