import { slotCategory } from '../../../shared/closet-slots';
import { profileItem } from '../item-profile';
import { words } from '../question/lexicon';
import { footNeedsIn, heeled, madeForWetGround, openToed, saysClosedToes, saysSoftGround, saysStandingWater, saysWetGround, thinHeeled } from '../reading/feet';
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

/** Warm enough that wet feet are no danger, only a nuisance: a pair that dries fast beats one that keeps water out. */
const HOT_ENOUGH_FOR_OPEN_SHOES_C = 22;

/**
 * Water underfoot said ('streets flooding', 'bucketing down'), and an owned pair at the level made for it: then every other
 * pair stays home (issue 38.5: the weather said wins). Null when none is said or none is owned.
 */
export function wetGroundPair(
  message: string,
  closet: readonly ClosetItem[],
  allowed: readonly string[],
  weather: { maxTempC: number },
  /** The levels of the outfit's own pieces: open shoes made for the wet must meet these, not only an accessory's. */
  core: readonly string[] = allowed,
): { hot: boolean } | null {
  if (!saysWetGround(words(message))) return null;
  // Where toes must be covered (a site visit), only a pair that keeps water out will do, whatever the heat.
  const warm = weather.maxTempC >= HOT_ENOUGH_FOR_OPEN_SHOES_C && !saysClosedToes(words(message));
  const at = (hot: boolean, levels: readonly string[]) =>
    closet.some((i) => i.status === 'active' && slotCategory(i) === 'Shoes' && madeForWetGround(i.name, hot) && levels.includes(profileItem(i).formality));
  // Streets under water take open shoes whatever the day; rain that only pours leaves a dressed day its closed shoes.
  if (warm && at(true, saysStandingWater(words(message)) ? allowed : core)) return { hot: true };
  // Too dressy a day for open shoes: the pair that keeps water out, if one is owned.
  return at(false, allowed) ? { hot: false } : null;
}

/** Whether an owned pair is made for water underfoot in this weather. */
export function isWetGroundPair(item: ClosetItem, hot: boolean): boolean {
  return slotCategory(item) === 'Shoes' && madeForWetGround(item.name, hot);
}

/** Why the pair chosen for water underfoot is the one. */
export function wetGroundLine(item: ClosetItem, hot: boolean): string {
  const are = isPluralName(item.name) ? 'are' : 'is';
  return hot
    ? `With water underfoot, your ${item.name} ${are} the pair to wear: they dry fast, where closed leather shoes would stay soaked all day.`
    : `With water underfoot, your ${item.name} ${are} the pair to wear: they keep your feet dry.`;
}

/**
 * A site visit, a factory floor: an open pair stays home where a closed one at the level is owned. True for a pair to leave
 * out; false when nothing of the kind is said or no closed pair is owned.
 */
export function openWhereToesMustBeCovered(message: string, closet: readonly ClosetItem[], allowed: readonly string[], item: ClosetItem): boolean {
  if (slotCategory(item) !== 'Shoes' || !openToed(item.name) || !saysClosedToes(words(message))) return false;
  return closet.some((i) => i.status === 'active' && slotCategory(i) === 'Shoes' && !openToed(i.name) && allowed.includes(profileItem(i).formality));
}
