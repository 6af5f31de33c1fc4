import { isEnglishWord } from '../reading/tokens';
import { climateAt } from '../../../shared/climate-families';
import type { Destination } from './place';
import { townRows } from '../../../shared/town-rows';

/**
 * The world's towns and cities (shared/gazetteer-cities.ts, generated from GeoNames), for places the
 * destination table does not list: 'packing for Rarotonga', '8 degrees at night in Delhi'. A city
 * gives its country and latitude, and from them a broad climate (by latitude band, the west-coast
 * countries of Europe and New Zealand oceanic) and the scale its people read temperatures in.
 * Coarse on purpose, like the table: a packing list needs the season's family, not a forecast.
 */

interface City {
  name: string;
  country: string;
  lat: number;
}

/** Countries whose people read °F. */
const READS_FAHRENHEIT: ReadonlySet<string> = new Set(['US', 'PR', 'BS', 'BZ', 'KY', 'LR', 'PW', 'FM', 'MH', 'GU', 'VI', 'AS', 'MP']);
/** Words before a place's name that make it a place ('in Lagos', 'to Byron Bay', 'visiting Jaipur'). */
const PLACE_BEFORE: ReadonlySet<string> = new Set(['in', 'to', 'visit', 'visiting', 'from', 'at', 'near', 'around', 'across', 'through', 'into', 'outside']);
const LONGEST_NAME = 4;

let byName: Map<string, City> | null = null;

/** Names as the reader writes them: lower case, accents dropped ('são paulo' is 'sao paulo' too). */
function keysOf(name: string): string[] {
  const lower = name.toLowerCase();
  const plain = lower.normalize('NFD').replace(/\p{M}+/gu, '');
  return plain === lower ? [lower] : [lower, plain];
}

function cities(): Map<string, City> {
  if (byName) return byName;
  const map = new Map<string, City>();
  // Rows come most populous first: a name keeps its largest place.
  for (const { name, country, lat } of townRows()) for (const key of keysOf(name)) if (!map.has(key)) map.set(key, { name, country, lat });
  return (byName = map);
}

function destinationOf(city: City): Destination {
  return { name: city.name, climate: climateAt(city.lat, city.country), south: city.lat < 0, fahrenheit: READS_FAHRENHEIT.has(city.country) };
}

/**
 * A town or city named in normalised, padded text after a word of place ('... in rarotonga ...'), the longest name first; a
 * one-word name that is also an English word ('nice', 'reading', 'bath') is left to the table, which knows when it is a place.
 */
export function cityIn(t: string): Destination | null {
  const ws = t.trim().split(/\s+/);
  for (let i = 1; i < ws.length; i++) {
    if (!PLACE_BEFORE.has(ws[i - 1]!)) continue;
    for (let n = Math.min(LONGEST_NAME, ws.length - i); n >= 1; n--) {
      const name = ws.slice(i, i + n).join(' ');
      // GeoNames writes some cities with their ' City' ('Cebu City'): a person writes 'to Cebu'.
      const city = cities().get(name) ?? cities().get(`${name} city`);
      if (city && (n > 1 || !isEnglishWord(name))) return destinationOf(city);
    }
  }
  return null;
}

/** A town or city by the name the parser wrote back ('Rarotonga'), or null. */
export function cityNamed(name: string): Destination | null {
  const city = cities().get(name.toLowerCase()) ?? cities().get(`${name.toLowerCase()} city`);
  return city ? destinationOf(city) : null;
}
