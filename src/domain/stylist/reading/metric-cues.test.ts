import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { scaleWritten } from './metric-cues';

/** The scale a person writes in, from the measures and money they use (seeded sentences around each cue). */
const rand = mulberry32(5150);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const FRAMES = [
  'its {c} out and minus 14 on the bridge, wat do i wear',
  'Forecast says 31 with {c} tomorrow. What do I put on?',
  'about {c} and 18 in the office, what to wear',
];
const METRIC = ['60 km/h gusts', '30 cm of snow', 'a 12km run', 'R900 to spend', '₹3,000 budget', '1500 kr max', 'a 10kg bag limit', '€80 to spend'];
const NEUTRAL = ['a 6 mile walk', '$80 to spend', 'a couple of hours', 'three friends'];

describe('the scale a person writes in', () => {
  it.each(Array.from({ length: 12 }, () => [pick(FRAMES).replace('{c}', pick(METRIC))] as const))("'%s' is written in °C", (text) => {
    expect(scaleWritten([text])).toBe('C');
  });
  it.each(Array.from({ length: 6 }, () => [pick(FRAMES).replace('{c}', pick(NEUTRAL))] as const))("'%s' says nothing of its scale", (text) => {
    expect(scaleWritten([text])).toBeNull();
  });
  it('a unit said outright decides, and the newest message that says anything wins', () => {
    expect(scaleWritten(['it will be 40F', 'we walked 5 km'])).toBe('F');
    expect(scaleWritten(['what about 12?', 'it was 13°C and 60 km/h gusts'])).toBe('C');
    expect(scaleWritten(['and if its 90 tomorrow', 'earlier it was 55°F'])).toBe('F');
  });
});
