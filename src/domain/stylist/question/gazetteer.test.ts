import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { destinationIn, destinationNamed, placeScale } from './destinations';
import { climateAt } from '../../../shared/climate-families';
import { cityIn, cityNamed } from './gazetteer';
import { CITY_ROWS } from '../../../shared/gazetteer-cities';
import { isEnglishWord } from '../reading/tokens';

/**
 * The gazetteer (generated from GeoNames) names the towns the destination table does not: their climate by latitude and country,
 * their hemisphere and their temperature scale. A town named is where someone is or goes, never by itself a trip. Drawn by a seed.
 */
const rand = mulberry32(4242);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

// Towns the destination table does not list, with what is known of them.
const TOWNS: [name: string, south: boolean, scale: 'C' | 'F'][] = [
  ['Lagos', false, 'C'],
  ['Winnipeg', false, 'C'],
  ['Jaipur', false, 'C'],
  ['Duluth', false, 'F'],
  ['Invercargill', true, 'C'],
  ['Suva', true, 'C'],
  ['Ushuaia', true, 'C'],
  ['Boise', false, 'F'],
  ['Kochi', false, 'C'],
  ['Tromsø', false, 'C'],
];

describe('the gazetteer', () => {
  it('finds a town after a word of place, whatever the frame, and knows its hemisphere and scale', () => {
    for (let k = 0; k < 40; k++) {
      const [name, south, scale] = pick(TOWNS);
      const frame = pick(['going to', 'a week in', 'flying into', 'visiting', 'back from', 'staying near']);
      const text = ` ${frame} ${name.toLowerCase()} ${pick(['next week', 'for my sisters 60th', 'in january', ''])} `;
      const town = cityIn(text.replace(/\s+/g, ' '));
      expect(town?.name, text).toBe(name);
      expect(town?.south, text).toBe(south);
      expect(placeScale(text.replace(/\s+/g, ' ')), text).toBe(scale);
    }
  });

  it('by name, as a trip names it back', () => {
    for (const [name, south] of TOWNS) expect(destinationNamed(name)?.south ?? null, name).toBe(south);
    expect(cityNamed('Sao Paulo')?.name).toBe('São Paulo');
  });

  it("finds a city GeoNames writes with its ' City' by its plain name ('to Cebu')", () => {
    const rows = CITY_ROWS.split('\n').map((r) => r.split('|')[0]!);
    // Only names whose plain part is no other town's and no English word: 'Kansas City' is, 'Mexico City' is not Mexico.
    const cities = rows.filter((n) => / City$/.test(n) && !rows.includes(n.replace(/ City$/, '')) && !isEnglishWord(n.replace(/ City$/, '').toLowerCase()));
    expect(cities.length).toBeGreaterThan(20);
    for (let k = 0; k < 30; k++) {
      const name = pick(cities);
      const plain = name.replace(/ City$/, '').toLowerCase();
      const text = ` ${pick(['going to', 'a week in', 'visiting'])} ${plain} ${pick(['next week', 'in january', ''])} `.replace(/\s+/g, ' ');
      expect(cityIn(text)?.name, text).toBe(name);
      expect(cityNamed(plain)?.name, plain).toBe(name);
    }
  });

  it('is never by itself a trip: the destination table alone makes one', () => {
    expect(destinationIn(' sales are on at rosedale this weekend ')).toBeNull();
    expect(destinationIn(' a week in lisbon ')?.name).toBe('Lisbon');
  });

  it('gives a broad climate by latitude and country', () => {
    expect(climateAt(6.5, 'NG')).toBe('tropical');
    expect(climateAt(-21.2, 'CK')).toBe('tropical');
    expect(climateAt(51.7, 'GB')).toBe('oceanic');
    expect(climateAt(-46.1, 'NZ')).toBe('oceanic');
    expect(climateAt(49.9, 'CA')).toBe('continental');
    expect(climateAt(37.1, 'PT')).toBe('mediterranean');
    expect(climateAt(69.6, 'NO')).toBe('subarctic');
    // Hot deserts: a December in Dubai or Riyadh is mild and dry, not a humid-subtropical 4–12°C.
    expect(climateAt(25.2, 'AE')).toBe('desert');
    expect(climateAt(24.7, 'SA')).toBe('desert');
    expect(climateAt(25.3, 'IN')).not.toBe('desert');
  });

  it('reads common English words as places only when the table lists them', () => {
    for (const w of ['reading', 'bath', 'mobile', 'orange', 'hope', 'home', 'church', 'work', 'town']) expect(cityIn(` walking to ${w} later `), w).toBeNull();
  });
});
