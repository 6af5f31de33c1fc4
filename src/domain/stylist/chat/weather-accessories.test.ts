import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { profileItem } from '../item-profile';
import { item } from '../test-fixtures';
import type { Weather } from '../types';
import type { WeatherWord } from '../question';
import { coldNote, FIERCE_HEAT_C, sunNote } from './weather-notes';

/**
 * The weather said asks for what an outfit of clothes leaves out (issue 38.5): snow, or a raw wet or windy day under 5 °C,
 * the owned hat, gloves and scarf; a fierce heat said (30 °C and up), the owned sun hat and sunglasses. Only accessories
 * count ('steel-cap boots' are no cap), only owned ones are named, and a mild day says nothing. Drawn by a seed.
 */
const rand = mulberry32(6203);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const day = (maxTempC: number, words: readonly WeatherWord[] = []): Weather =>
  ({
    maxTempC,
    minTempC: maxTempC - 6,
    precipitationProbability: words.includes('rain') ? 80 : 10,
    precipitationMm: 0,
    windKph: 10,
    source: 'forecast',
  }) as Weather;
const HATS = ['Black beanie', 'Grey wool toque', 'Cream knitted hat'];
const HANDS = ['Black touchscreen gloves', 'Red wool mittens'];
const NECKS = ['Grey wool scarf', 'Black neck warmer'];
const SUN = ['Khaki wide-brim sun hat', 'Straw panama hat', 'Navy baseball cap'];
const distractors = [
  item({ id: 20, name: 'Brown leather steel-cap work boots', category: 'Shoes' }),
  item({ id: 21, name: 'Navy wool coat', category: 'Outerwear' }),
  item({ id: 22, name: 'Grey hat-print tee', category: 'Tops' }),
];

describe('snow or a raw cold day names the owned hat, gloves and scarf', () => {
  it.each(Array.from({ length: 20 }, (_, i) => i))('variant %i', () => {
    const hat = item({ id: 1, name: pick(HATS), category: 'Accessories' });
    const hands = item({ id: 2, name: pick(HANDS), category: 'Accessories' });
    const neck = item({ id: 3, name: pick(NECKS), category: 'Accessories' });
    const words: WeatherWord[] = rand() < 0.5 ? ['snow'] : [pick(['rain', 'wind'] as const)];
    const max = words[0] === 'snow' ? Math.floor(rand() * 10) - 4 : Math.floor(rand() * 9) - 4;
    const worn = rand() < 0.3 ? [hat] : [];
    const note = coldNote(words, day(max, words), [...distractors, hat, hands, neck], worn.map(profileItem));
    expect(note, `${words} ${max}`).toContain(hands.name);
    expect(note).toContain(neck.name);
    if (worn.length) expect(note).not.toContain(hat.name);
    else expect(note).toContain(hat.name);
    expect(note).not.toMatch(/steel-cap|hat-print/);
  });

  it('says nothing on a mild or dry day, or with nothing owned', () => {
    for (let k = 0; k < 20; k++) {
      const hat = item({ id: 1, name: pick(HATS), category: 'Accessories' });
      expect(coldNote(['rain'], day(6 + Math.floor(rand() * 20), ['rain']), [hat], [])).toBeNull();
      expect(coldNote([], day(Math.floor(rand() * 8) - 4), [hat], [])).toBeNull();
      expect(coldNote(['snow'], day(0, ['snow']), distractors, [])).toBeNull();
    }
  });
});

describe('a fierce heat said names the owned sun hat', () => {
  it.each(Array.from({ length: 16 }, (_, i) => i))('variant %i', () => {
    const hat = item({ id: 1, name: pick(SUN), category: 'Accessories' });
    const t = FIERCE_HEAT_C + Math.floor(rand() * 14);
    const note = sunNote(['hot'], day(t), [...distractors, hat], t);
    expect(note, String(t)).toContain(hat.name);
    expect(note).not.toMatch(/steel-cap/);
  });

  it('a warm day said without sun says nothing', () => {
    for (let t = 17; t < FIERCE_HEAT_C; t++) expect(sunNote(['warm'], day(t), [item({ id: 1, name: pick(SUN), category: 'Accessories' })], t)).toBeNull();
  });
});
