import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { saysDemanding } from '../question/activity-said';
import type { ActivityId } from '../question/lexicon';
import type { ClosetItem } from '../types';
import { item, weather } from '../test-fixtures';
import { activityAnswer } from './activity';

/**
 * Issue 38 (an outdoor activity answered with another sport's gear): a piece owned that is named for the activity asked
 * about (climbing pants for bouldering, a ski jacket for the slopes, swim trunks for the pool) is chosen before another
 * piece that merely fits the slot (running tights, a puffer, board shorts), however warm or little worn that one is; a
 * long or hilly walk without the word 'hike' is dressed as a hike: the best owned athletic top and trainers, never a work
 * uniform (scrubs) or fashion sneakers. Closets are generated: colours, wear counts and ids drawn from a seed.
 */

const rand = mulberry32(4417);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const COLOURS = ['Charcoal', 'Black', 'Navy', 'Olive', 'Grey', 'Rust', 'Teal'];
const COOL_DRY = weather({ minTempC: 6, maxTempC: 11, precipitationProbability: 5 });

interface Case {
  activity: ActivityId;
  category: ClosetItem['category'];
  madeFor: readonly string[];
  other: readonly { name: string; formality?: ClosetItem['formality'] }[];
}

const CASES: Case[] = [
  {
    activity: 'climbing',
    category: 'Bottoms',
    madeFor: ['climbing pants', 'climbing trousers'],
    other: [
      { name: 'running tights', formality: 'athletic' },
      { name: 'stretch joggers', formality: 'athletic' },
    ],
  },
  {
    activity: 'hiking',
    category: 'Tops',
    madeFor: ['hiking shirt', 'hiking tee'],
    other: [
      { name: 'running tee', formality: 'athletic' },
      { name: 'training top', formality: 'athletic' },
    ],
  },
  {
    activity: 'cycling',
    category: 'Bottoms',
    madeFor: ['cycling shorts', 'cycling tights'],
    other: [
      { name: 'track pants', formality: 'athletic' },
      { name: 'fleece joggers', formality: 'athletic' },
    ],
  },
  {
    activity: 'running',
    category: 'Tops',
    madeFor: ['running top', 'running tee'],
    other: [
      { name: 'training tee', formality: 'athletic' },
      { name: 'gym top', formality: 'athletic' },
    ],
  },
  { activity: 'skiing', category: 'Outerwear', madeFor: ['ski jacket', 'ski shell'], other: [{ name: 'puffer jacket' }, { name: 'insulated parka' }] },
  { activity: 'swimming', category: 'Swim', madeFor: ['swim trunks', 'swim shorts'], other: [{ name: 'board shorts' }, { name: 'bikini' }] },
];

describe('a piece named for the activity is chosen first', () => {
  it('over a warmer or less worn piece that only fits the slot, in generated closets', () => {
    for (let k = 0; k < 60; k++) {
      const c = CASES[k % CASES.length]!;
      const [a, b] = rand() < 0.5 ? [1, 2] : [2, 1];
      const made = item({ id: a, name: `${pick(COLOURS)} ${pick(c.madeFor)}`, category: c.category, timesWorn: 8 + Math.floor(rand() * 10) });
      const o = pick(c.other);
      const other = item({ id: b, name: `${pick(COLOURS)} ${o.name}`, category: c.category, formality: o.formality ?? null, warmth: 'warm', timesWorn: 0 });
      const closet = [other, made, item({ id: 9, name: 'Grey Running Shoes', category: 'Shoes', formality: 'athletic' })];
      const answer = activityAnswer({ activity: c.activity, closet, weather: COOL_DRY, dayText: 'today', weatherText: 'cool' });
      expect(answer.itemIds, `${c.activity}: ${made.name} vs ${other.name}`).toContain(made.id);
      expect(answer.itemIds, `${c.activity}: ${made.name} vs ${other.name}`).not.toContain(other.id);
    }
  });
});

const WALKS = ['training walk', 'charity walk', 'long walk', 'sponsored walk'];
const LENGTHS = ['18 km', '20km', '25 km', '12 miles', '15 miles', '30k'];
const TAILS = [' with a lot of hills', ' with some steep climbs', '', ' along the coast'];
const FRAMES = [
  (w: string, l: string, t: string) => `I'm doing a ${w} this weekend: ${l}${t}. I don't own hiking boots. What should I wear?`,
  (w: string, l: string, t: string) => `${w} on saturday, ${l}${t}. what do i wear`,
  (w: string, l: string, t: string) => `What should I wear for a ${l} ${w} tomorrow${t}?`,
];

describe('a long walk is dressed as a hike', () => {
  it('the athletic top and trainers owned, never scrubs or fashion sneakers', () => {
    let read = 0;
    for (let k = 0; k < 40; k++) {
      const message = pick(FRAMES)(pick(WALKS), pick(LENGTHS), pick(TAILS));
      const q = parseQuestion(message, { today: '2026-11-23' });
      if (q.activity !== 'walking') continue;
      read++;
      expect(saysDemanding(message), message).toBe(true);
      const closet = [
        item({ id: 1, name: `${pick(COLOURS)} scrub top`, category: 'Tops', timesWorn: 0 }),
        item({
          id: 2,
          name: `${pick(COLOURS)} ${pick(['running tee', 'training top', 'performance tee'])}`,
          category: 'Tops',
          formality: 'athletic',
          timesWorn: 12,
        }),
        item({ id: 3, name: 'White leather sneakers', category: 'Shoes', material: 'leather', timesWorn: 0 }),
        item({ id: 4, name: `${pick(COLOURS)} running shoes`, category: 'Shoes', formality: 'athletic', timesWorn: 20 }),
        item({ id: 5, name: `${pick(COLOURS)} ${pick(['joggers', 'leggings', 'track pants'])}`, category: 'Bottoms', formality: 'athletic' }),
      ];
      const answer = activityAnswer({
        activity: 'walking',
        closet,
        weather: COOL_DRY,
        dayText: 'on Saturday',
        weatherText: 'cool',
        avoid: q.avoid,
        demanding: true,
      });
      expect(answer.itemIds, message).toContain(2);
      expect(answer.itemIds, message).toContain(4);
      expect(answer.itemIds, message).not.toContain(1);
      expect(answer.itemIds, message).not.toContain(3);
    }
    expect(read).toBeGreaterThan(20);
  });
});
