import type { Category } from '../../../shared/closet-constants';
import { phrasesIn, type PhraseRow } from './phrases';

/**
 * What a person says a piece must stand up to ('my Chelsea boots leak', 'useless below -10', 'I
 * crawl around in attics', 'the toggles are hard to manage'): stated facts a piece bought for them
 * must meet first (issue 38.5), as the foot needs of reading/feet.ts do for shoes. Vocabulary: a new
 * condition is a row; the buying answer reads each row's words, the kinds of piece it concerns and
 * what to look for, nothing else.
 */

export type WearNeedId =
  'wet' | 'deep cold' | 'ice' | 'wind' | 'knees' | 'joints' | 'easy fastening' | 'no laces' | 'compact' | 'touchscreen' | 'heat' | 'laptop';

export interface WearNeed extends PhraseRow<WearNeedId> {
  /** The kinds of piece the need concerns: waterproofing is for a coat or boots, not for a belt. */
  for: readonly Category[];
  /** What a piece bought for it must have, as the end of 'look for …'. */
  lookFor: string;
  /** How the answer says it back ('for wet days'). */
  said: string;
}

/** Words of hands that find small fastenings hard ('arthritic', 'the toggles are fiddly', "can't manage the laces"). */
// prettier-ignore
const EASY_FASTENING: readonly string[] = ['arthritis/arthritic', 'stiff fingers/hands', 'hard/difficult/fiddly/tricky to manage/do/undo/fasten/button',
  'toggles/buttons/laces are/get/getting hard/difficult/fiddly', 'can\'t/cant manage the buttons/toggles/laces/zip', 'a pain w/with my hands'];

const COVERING: readonly Category[] = ['Outerwear', 'Shoes', 'Bottoms', 'Accessories', 'Activewear'];

// prettier-ignore
export const WEAR_NEEDS: readonly WearNeed[] = [
  { id: 'wet', said: 'the wet', for: COVERING,
    phrases: ['leak/leaks/leaking/leaked', 'soaked/soaking/drenched/sodden', 'get/gets/got/getting wet', 'wet feet/knees/legs/hands/cobbles/ground/days/weather/winters',
      'soaked through', 'let/lets/letting water/rain/wet in', 'let/lets/letting the water/rain/wet in', 'let/lets/letting in water/rain', 'puddles/slush/sleet/downpours',
      'not waterproof', 'in the rain'],
    lookFor: 'a waterproof membrane with sealed seams' },
  { id: 'deep cold', said: 'deep cold', for: ['Outerwear', 'Shoes', 'Accessories', 'Bottoms'],
    phrases: ['always/still freezing', "i'm/im freezing", 'freezing cold', 'frostbite', 'numb fingers/hands/toes/feet', 'fingers/hands/toes/feet go/get/went numb',
      'useless below/in', 'below zero/freezing', 'not warm enough'],
    lookFor: 'real insulation (down, a synthetic fill or Thinsulate) with a warm lining' },
  { id: 'ice', said: 'ice', for: ['Shoes'],
    phrases: ['ice/icy/slippery/slipping/slipped', 'black ice', 'cobbles/cobblestones'],
    lookFor: 'a soft rubber sole with deep lugs that grips on ice' },
  { id: 'wind', said: 'the wind', for: ['Outerwear', 'Accessories'],
    phrases: ['wind/windy/gusts/gusty/gale', 'flip/flips/flipped/flipping inside out', 'blows/blown inside out', 'turns/turned inside out'],
    lookFor: 'a windproof build' },
  { id: 'knees', said: 'your knees', for: ['Bottoms', 'Activewear'],
    phrases: ['kneel/kneeling/knelt', 'crawl/crawling/crawlspace/crawlspaces', 'on my knees', 'at/through the knee/knees', 'ripped/torn/worn/wore/blown at/through the knee/knees',
      // Up a ladder all day: legs covered and free to climb.
      'up/on/off a/the ladder/ladders/stepladder', 'up and down ladders', 'climbing ladders'],
    lookFor: 'reinforced double knees (with pockets for knee pads)' },
  { id: 'easy fastening', said: 'easy dressing', for: ['Outerwear', 'Tops', 'Bottoms', 'Dresses & jumpsuits'],
    phrases: EASY_FASTENING,
    lookFor: 'easy fastenings: a large zip or magnetic snaps rather than small buttons or toggles' },
  // The same hands on shoes: laces are the trouble, so the pair has none.
  { id: 'no laces', said: 'easy dressing', for: ['Shoes'],
    phrases: [...EASY_FASTENING, 'laces/lacing is/are/r a pain', 'hate/hates laces', 'tying/tie laces', 'bend/bending down'],
    lookFor: 'no laces to tie: a side zip, elastic sides (pull-on) or a hook-and-loop strap' },
  // A joint that hurts ('my knee is bad', 'won't hurt my back'): shoes that cushion every step and keep the heel low.
  { id: 'joints', said: 'your joints', for: ['Shoes'],
    phrases: ['bad/sore/dodgy/weak/arthritic knee/knees/hip/hips/back/ankle/ankles', 'hurt/hurts/hurting my knee/knees/hip/hips/back/feet/ankles',
      'knee/knees/hip/back/foot/feet/joint pain', 'my knee/knees/hip/hips/back/feet is/are bad/sore/playing/killing/dodgy', 'plantar fasciitis', 'bunion/bunions'],
    lookFor: 'a cushioned, supportive sole with a low, broad heel and room at the toe' },
  { id: 'compact', said: 'your bag', for: ['Accessories', 'Outerwear'],
    phrases: ['fit/fits in my/a/the tote/bag/backpack/pocket/handbag', 'small enough', 'folds/fold small/up', 'packable', 'compact'],
    lookFor: 'a compact one that folds small' },
  { id: 'touchscreen', said: 'your phone', for: ['Accessories'],
    phrases: ['use/using/check my phone', 'touchscreen/touch-screen', 'touch screen'],
    lookFor: 'touchscreen fingertips (or a liner glove that has them)' },
  { id: 'laptop', said: 'your laptop', for: ['Accessories'],
    phrases: ['laptop/laptops/macbook/notebook/computer', 'inch laptop/screen'],
    lookFor: 'a padded laptop compartment, a zip closure and a wide strap (or two) that takes the weight' },
  { id: 'heat', said: 'the heat', for: ['Tops', 'Bottoms', 'Dresses & jumpsuits', 'Outerwear', 'Activewear', 'Accessories'],
    phrases: ['sweat/sweaty/sweating', 'so/too/really/very hot', 'humid/humidity', 'boiling'],
    lookFor: 'a light, breathable fabric (linen, cotton or a wicking knit)' },
];

/** The wear needs a message states for a piece of `category`, in the table's order. */
export function wearNeedsIn(ws: readonly string[], category: Category): WearNeed[] {
  const said = new Set(phrasesIn(ws, WEAR_NEEDS).map((h) => h.id));
  return WEAR_NEEDS.filter((n) => said.has(n.id) && n.for.includes(category));
}

/** A high said at or below this is deep cold whatever words come with it ('gloves for -15'). */
export const DEEP_COLD_SAID_C = -5;

/** The wear needs stated for a piece of `category`: in words, and deep cold in a temperature said. */
export function statedWearNeeds(ws: readonly string[], category: Category, tempC: number | null): WearNeed[] {
  const needs = wearNeedsIn(ws, category);
  const cold = WEAR_NEEDS.find((n) => n.id === 'deep cold')!;
  const colder = tempC !== null && tempC <= DEEP_COLD_SAID_C && cold.for.includes(category) && !needs.includes(cold);
  return colder ? WEAR_NEEDS.filter((n) => n === cold || needs.includes(n)) : needs;
}
