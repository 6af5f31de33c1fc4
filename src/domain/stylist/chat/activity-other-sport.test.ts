import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { ACTIVITIES, gearForAnotherSport, sportsNamed } from '../question/lexicon';
import { item, weather } from '../test-fixtures';
import { activityAnswer } from './activity';

/**
 * Issue 38 (an activity answered with another sport's gear): a piece whose own name says it is for another sport (capoeira
 * trousers on a basketball court, cross-country ski boots on a dog walk) is worn only when nothing else fills the slot; the
 * piece named for the sport asked about still comes first. Sports and closets are drawn from the activity table by a seed.
 */

const rand = mulberry32(9173);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const COLOURS = ['Charcoal', 'Black', 'Navy', 'Olive', 'White', 'Teal'];
const MILD_DRY = weather({ minTempC: 14, maxTempC: 21, precipitationProbability: 5 });
/** One-word sports of the gym family that name nothing else in the tables. */
const SPORTS = (ACTIVITIES.find((c) => c.id === 'gym')?.terms ?? []).filter((t) => !t.includes(' ') && sportsNamed(t).length === 1);

describe('gear for another sport', () => {
  it('the table offers enough sports to draw from', () => expect(SPORTS.length).toBeGreaterThan(15));

  it('is not chosen over a plain piece that fills the slot, in generated closets', () => {
    for (let k = 0; k < 60; k++) {
      const asked = pick(SPORTS);
      const other = pick(SPORTS.filter((s) => s !== asked));
      const closet = [
        item({ id: 1, name: `${pick(COLOURS)} ${other} trousers`, category: 'Activewear', formality: 'athletic', timesWorn: 0 }),
        item({ id: 2, name: `${pick(COLOURS)} ${pick(['joggers', 'track pants', 'gym shorts'])}`, category: 'Bottoms', timesWorn: 15 }),
        item({ id: 3, name: `${pick(COLOURS)} ${pick(['training tee', 'tank top'])}`, category: 'Tops', formality: 'athletic' }),
        item({ id: 4, name: 'Grey running shoes', category: 'Shoes', formality: 'athletic' }),
      ];
      const answer = activityAnswer({ activity: 'gym', closet, weather: MILD_DRY, dayText: 'today', weatherText: 'mild', name: `pickup ${asked}` });
      expect(answer.itemIds, `${asked} with ${closet[0]!.name}`).not.toContain(1);
      expect(answer.itemIds, `${asked} with ${closet[0]!.name}`).toContain(2);
    }
  });

  it('is still worn when nothing else fills the slot', () => {
    const closet = [
      item({ id: 1, name: 'White capoeira trousers', category: 'Activewear', formality: 'athletic' }),
      item({ id: 3, name: 'Black training tee', category: 'Tops', formality: 'athletic' }),
    ];
    const answer = activityAnswer({ activity: 'gym', closet, weather: MILD_DRY, dayText: 'today', weatherText: 'mild', name: 'basketball' });
    expect(answer.itemIds).toContain(1);
  });

  it('reads a sport by its own term, all-round gear and shared gear aside', () => {
    expect(gearForAnotherSport('white capoeira trousers', 'gym', 'pickup basketball')).toBe(true);
    expect(gearForAnotherSport('red basketball jersey', 'gym', 'pickup basketball')).toBe(false);
    // Said only as 'the gym', any sport of the gym's family will do.
    expect(gearForAnotherSport('red basketball jersey', 'gym', '')).toBe(false);
    expect(gearForAnotherSport('cross-country ski boots', 'walking', 'walking the dog')).toBe(true);
    // Snow gear serves snow play; swim shorts serve the beach; running shoes serve every sport.
    expect(gearForAnotherSport('black ski trousers', 'snow', 'sledding')).toBe(false);
    expect(gearForAnotherSport('navy swim shorts', 'beach', 'the beach')).toBe(false);
    expect(gearForAnotherSport('grey running shoes', 'gym', 'basketball')).toBe(false);
    expect(gearForAnotherSport('navy swim trunks', 'gym', 'the gym')).toBe(true);
  });
});
