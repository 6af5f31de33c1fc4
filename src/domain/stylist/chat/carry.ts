import { slotCategory } from '../../../shared/closet-slots';
import { profileItem } from '../item-profile';
import type { ActivityId } from '../question/lexicon';
import type { ClosetItem, Weather } from '../types';
import { isRainLikely, temperatureBand } from '../weather-bands';

/**
 * 'What do I throw in my bag for boxing tonight?': one activity soon, so the outfit plus what to
 * carry for it: the kit the activity needs, a change for afterwards named from the closet (a
 * top not already worn), and a layer when the way home is cold or wet.
 */

type Kit = 'sport' | 'studio' | 'water' | 'outdoor' | 'snow' | 'messy' | 'walk';

const KIT_OF: Record<ActivityId, Kit> = {
  lifting: 'sport',
  gym: 'sport',
  running: 'sport',
  cycling: 'sport',
  yoga: 'studio',
  swimming: 'water',
  watersports: 'water',
  beach: 'water',
  hiking: 'outdoor',
  outdoors: 'outdoor',
  skiing: 'snow',
  gardening: 'messy',
  moving: 'messy',
  chores: 'messy',
  walking: 'walk',
  climbing: 'sport',
  skating: 'outdoor',
  curling: 'sport',
  snow: 'outdoor',
  shoveling: 'outdoor',
};

const KIT: Record<Kit, string> = {
  sport: 'a water bottle, a small towel, fresh socks and deodorant',
  studio: 'water, a small towel and your own mat if the studio does not lend one',
  water: 'a towel, sunscreen, slides and a dry change of clothes',
  outdoor: 'water, a snack, sunscreen and a spare pair of socks',
  snow: 'gloves, a hat, goggles, sunscreen and spare ski socks',
  messy: 'work gloves, water and a clean top for afterwards',
  walk: 'water and a light layer in case the day turns',
};

/** In and out of cold water (a winter swim, a cold-water dip), the bag warms you up again: no sunscreen and slides. */
const WATER_IN_THE_COLD = 'a big towel or a changing robe, a warm hat, gloves and a dry, warm change of clothes to put on straight away';

/** The kit to carry, for the day it is: the water's changes with the cold. */
function kitFor(kit: Kit, weather: Weather): string {
  const cold = ['cold', 'freezing'].includes(temperatureBand(weather.maxTempC));
  return kit === 'water' && cold ? WATER_IN_THE_COLD : KIT[kit];
}

/** The carry line: the kit, a change of top from the closet, and a layer for the way home when it is cold or wet. */
export function carryLine(
  activity: ActivityId,
  closet: readonly ClosetItem[],
  wearing: readonly number[],
  weather: Weather,
  /** Where the person goes straight after ('hot yoga b4 work, then straight to the office'): the change is dressed for it. */
  after: { said: string; level: number } | null = null,
): { text: string; itemIds: number[] } {
  const kit = KIT_OF[activity];
  const active = closet.filter((i) => i.status === 'active' && !wearing.includes(i.id)).map(profileItem);
  // Straight on to work or class: the change is a top and a bottom at that level, not a spare tee.
  const dressed = after ? changeFor(active, after.level) : [];
  if (after && dressed.length === 2) {
    const [top, bottom] = dressed;
    return {
      text: `In the bag: ${kitFor(kit, weather)}, plus your ${top!.item.name} and ${bottom!.item.name} to change into for ${after.said}.`,
      itemIds: dressed.map((p) => p.item.id),
    };
  }
  // A sweaty activity wants a clean top for after: a casual one not already in the outfit.
  // Outdoors, the spare top is a warm one for the top of the hill rather than a change.
  const warmSpare = kit === 'outdoor' || kit === 'snow';
  const spareOk = (p: ReturnType<typeof profileItem>) =>
    !warmSpare || p.warmth !== 'light' || /\b(hoodie|fleece|sweat|knit|sweater|merino)\b/i.test(p.item.name);
  const change =
    kit === 'sport' || kit === 'studio' || kit === 'messy' || warmSpare
      ? active
          .filter((p) => slotCategory(p.item) === 'Tops' && !p.onePiece && p.formalityLevel <= 1 && spareOk(p))
          .sort((a, b) => (warmSpare ? Number(b.warmth === 'warm') - Number(a.warmth === 'warm') : 0) || a.item.timesWorn - b.item.timesWorn)[0]
      : undefined;
  const chilly = ['cold', 'freezing', 'cool'].includes(temperatureBand(weather.maxTempC)) || isRainLikely(weather);
  const layer =
    chilly &&
    !wearing.some((id) =>
      (() => {
        const w = closet.find((i) => i.id === id);
        return !!w && slotCategory(w) === 'Outerwear';
      })(),
    )
      ? active.find(
          (p) => slotCategory(p.item) === 'Outerwear' && (isRainLikely(weather) ? p.rainwear : p.warmth !== 'light') && !/\b(blazer|suit)\b/i.test(p.item.name),
        )
      : undefined;
  const extras = [
    change ? `your ${change.item.name} ${warmSpare ? 'as a warm layer' : 'to change into'}` : null,
    layer ? `your ${layer.item.name} for the way home` : null,
  ].filter(Boolean);
  return {
    text: `In the bag: ${kitFor(kit, weather)}${extras.length ? `, plus ${extras.join(' and ')}` : ''}.`,
    itemIds: [change, layer].filter((p) => !!p).map((p) => p!.item.id),
  };
}

/** A top and a bottom at least at a level (the office's), the least worn first; none when the closet lacks either. */
function changeFor(active: readonly ReturnType<typeof profileItem>[], level: number): ReturnType<typeof profileItem>[] {
  const pick = (category: string) =>
    active
      .filter((p) => slotCategory(p.item) === category && !p.onePiece && !p.sportMade && p.formalityLevel >= level)
      .sort((a, b) => a.formalityLevel - b.formalityLevel || a.item.timesWorn - b.item.timesWorn)[0];
  const top = pick('Tops');
  const bottom = pick('Bottoms');
  return top && bottom ? [top, bottom] : [];
}
