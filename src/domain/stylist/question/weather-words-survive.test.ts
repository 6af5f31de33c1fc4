import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { WEATHER_VOCABULARY } from '../reading/vocabulary';
import { parseQuestion } from './parse';
import { TEST_TODAY } from './test-ask';

/**
 * A weather word survives the reading layer: the speller never 'corrects' it into another word ('gusts' into
 * 'guests'), so what the person says of the weather reaches the answer. Every weather word of the vocabulary, in
 * seeded frames.
 */
// Words of the weather that change no outfit by themselves (a cloudy or foggy day is dressed as the temperature says).
const NOT_WEATHER_ALONE = new Set([
  'degrees',
  'forecast',
  'weather',
  'fahrenheit',
  'celsius',
  'temperature',
  'cool',
  'mild',
  'warm',
  'wind',
  'winds',
  'cloudy',
  'overcast',
  'fog',
  'foggy',
]);
const FRAMES = [
  (w: string) => `${w} tomorrow and im walkin the dog, wat do i wear`,
  (w: string) => `its ${w} out, what should i wear to work`,
  (w: string) => `${w} all day saturday, brunch w friends, outfit?`,
];

describe('weather words survive the reading layer', () => {
  const rand = mulberry32(2626);
  const words = WEATHER_VOCABULARY.filter((w) => !NOT_WEATHER_ALONE.has(w));
  it.each(words.map((w) => [w, FRAMES[Math.floor(rand() * FRAMES.length)]!(w)] as const))('%s: %s', (_w, message) => {
    expect(parseQuestion(message, { today: TEST_TODAY }).weather.length).toBeGreaterThan(0);
  });
});
