import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { item, weather } from '../test-fixtures';
import { activityAnswer } from './activity';

/** A uniform's clothes (scrubs, an apron) stay at work, while protective gear still serves a job at home (issue 38.5). */
describe('a day out is not dressed in the work uniform', () => {
  it.each(Array.from({ length: 12 }, (_, i) => 9100 + i))('seed %i', (seed) => {
    const rand = mulberry32(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const uniform = item({
      id: 1,
      name: pick(['Navy scrub top', 'Green scrubs top', 'Black chef jacket']),
      category: 'Tops',
      formality: 'casual',
      warmth: 'light',
    });
    const tee = item({ id: 2, name: pick(['Grey marl T-shirt', 'White cotton tee']), category: 'Tops', formality: 'casual', warmth: 'light' });
    const shorts = item({ id: 3, name: 'Khaki shorts', category: 'Bottoms', formality: 'casual', warmth: 'light' });
    const sandals = item({ id: 4, name: 'Tan sandals', category: 'Shoes', formality: 'casual' });
    const a = activityAnswer({
      activity: pick(['beach', 'walking', 'swimming'] as const),
      closet: [uniform, tee, shorts, sandals],
      weather: weather({ maxTempC: 27, minTempC: 20 }),
      dayText: 'on Sunday',
      weatherText: '27°C',
    });
    expect(a.itemIds).not.toContain(uniform.id);
  });
});
