import type { ClimateFamily, Destination } from '../question/destinations';
import type { TripRequest } from '../question/trip';
import type { Weather } from '../types';

/**
 * The weather a trip is packed for, in order of trust: what the person says; the destination's
 * typical weather for the month (its climate family's normals, the hemisphere flipping the
 * seasons); the home region's typical weather for the month when no place is named (a weekend at
 * the lake is usually near home); and otherwise a plain assumption (beach weather for a beach
 * trip, snow for a ski trip, else mild), said as such so the person can correct it.
 */

/** [min °C, max °C, chance of rain on a day %] for each month, northern hemisphere. Rounded, representative. */
type Normal = readonly [number, number, number];

// prettier-ignore
const NORMALS: Record<ClimateFamily, readonly Normal[]> = {
  tropical: [[23, 29, 30], [23, 29, 30], [23, 30, 30], [24, 31, 30], [25, 31, 45], [25, 31, 55], [25, 32, 55], [25, 32, 55], [25, 31, 60], [24, 30, 55], [24, 29, 40], [23, 29, 30]],
  desert: [[12, 23, 5], [13, 25, 5], [16, 28, 5], [20, 33, 3], [24, 38, 2], [27, 41, 1], [29, 42, 2], [29, 41, 3], [26, 38, 2], [21, 33, 3], [16, 28, 4], [13, 24, 6]],
  mediterranean: [[6, 14, 45], [7, 15, 40], [9, 18, 35], [11, 20, 30], [14, 23, 20], [17, 27, 10], [19, 30, 5], [20, 30, 5], [18, 27, 15], [14, 23, 35], [10, 18, 45], [7, 15, 50]],
  'humid subtropical': [[2, 10, 30], [3, 11, 35], [6, 15, 40], [11, 20, 40], [16, 24, 40], [20, 27, 50], [24, 31, 45], [25, 32, 40], [21, 28, 45], [15, 22, 40], [9, 17, 35], [4, 12, 30]],
  oceanic: [[3, 8, 55], [3, 9, 45], [4, 12, 45], [6, 15, 40], [9, 18, 40], [12, 21, 35], [14, 23, 35], [14, 23, 40], [12, 20, 40], [9, 16, 50], [6, 11, 55], [4, 9, 55]],
  continental: [[-6, 2, 35], [-5, 4, 33], [0, 10, 37], [5, 16, 38], [11, 22, 37], [16, 27, 33], [19, 29, 30], [18, 28, 30], [14, 24, 28], [7, 17, 28], [2, 9, 33], [-3, 3, 35]],
  subarctic: [[-5, 1, 55], [-5, 2, 50], [-3, 4, 50], [0, 8, 45], [5, 14, 40], [9, 18, 45], [12, 21, 45], [11, 19, 50], [7, 14, 50], [3, 8, 55], [-1, 3, 55], [-4, 1, 55]],
  alpine: [[-9, 0, 45], [-9, 1, 45], [-5, 5, 45], [-1, 9, 50], [3, 14, 55], [7, 18, 55], [9, 21, 50], [9, 20, 50], [5, 16, 45], [1, 11, 40], [-4, 4, 45], [-8, 0, 45]],
  highland: [[6, 21, 10], [7, 23, 10], [9, 25, 15], [11, 26, 25], [12, 26, 45], [13, 24, 65], [12, 23, 70], [12, 23, 70], [12, 22, 65], [10, 22, 40], [8, 21, 15], [6, 20, 10]],
};

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Over several days, a daily chance of rain this high means some of them will be wet. */
export const TRIP_SHOWERS_PERCENT = 35;

export function destinationWeather(place: Destination, month: number): Weather {
  const [minTempC, maxTempC, rain] = NORMALS[place.climate][place.south ? (month + 6) % 12 : month]!;
  return { minTempC, maxTempC, precipitationProbability: rain, precipitationMm: 0, windKph: 12, source: 'typical' };
}

export type TripWeatherSource = 'forecast' | 'stated' | 'destination' | 'home' | 'a temperate guess' | 'assumed';

export interface TripWeather {
  weather: Weather;
  source: TripWeatherSource;
  /** The month the typical weather is for, when it comes from normals. */
  month: number | null;
}

/** Settings named instead of a place ('the desert', 'the rainforest') that say something of the weather. */
const SETTINGS: Record<string, { climate?: ClimateFamily; wet?: boolean }> = {
  'the desert': { climate: 'desert' },
  'the rainforest': { wet: true },
  'the jungle': { climate: 'tropical', wet: true },
};

const MILD: Weather = { minTempC: 12, maxTempC: 20, precipitationProbability: 20, precipitationMm: 0, windKph: 10, source: 'typical' };
const BEACH: Weather = { minTempC: 23, maxTempC: 30, precipitationProbability: 15, precipitationMm: 0, windKph: 12, source: 'typical' };
const SNOW: Weather = { minTempC: -8, maxTempC: -1, precipitationProbability: 45, precipitationMm: 0, windKph: 15, source: 'typical' };

export function tripWeather(input: {
  trip: TripRequest | null;
  destination: Destination | null;
  /** The person's words about the weather there, applied over the typical day: they always win. */
  stated: ((base: Weather) => Weather) | null;
  /** The home region's typical weather for the trip's month; used only when no place is named. */
  home: Weather | null;
  month: number;
  /** The forecast at the destination for the trip's first day, when the trip starts within the forecast's reach. */
  forecast?: Weather | null;
}): TripWeather {
  const typical = typicalTripWeather(input);
  return input.stated ? { weather: input.stated(typical.weather), source: 'stated', month: typical.month } : typical;
}

function typicalTripWeather(input: Parameters<typeof tripWeather>[0]): TripWeather {
  // A real forecast for the place beats its month's normals.
  if (input.forecast) return { weather: input.forecast, source: 'forecast', month: input.month };
  if (input.destination) return { weather: destinationWeather(input.destination, input.month), source: 'destination', month: input.month };
  const setting = input.trip?.place ? SETTINGS[input.trip.place] : undefined;
  if (setting?.climate)
    return {
      weather: destinationWeather({ name: input.trip!.place!, climate: setting.climate, south: false, fahrenheit: false }, input.month),
      source: 'destination',
      month: input.month,
    };
  if (setting?.wet) {
    // A rainforest is wet whatever the month: its temperature is home's (or mild), its rain is its own.
    const base = input.home ?? MILD;
    return {
      weather: { ...base, precipitationProbability: Math.max(base.precipitationProbability, 70) },
      source: input.home ? 'home' : 'assumed',
      month: input.home ? input.month : null,
    };
  }
  const purposes = input.trip?.purposes ?? [];
  // A ski trip is in the snow and a beach holiday in the sun, wherever they are.
  if (purposes.includes('skiing')) return { weather: SNOW, source: 'assumed', month: null };
  if (purposes.includes('beach')) return { weather: BEACH, source: 'assumed', month: null };
  const namedElsewhere = input.trip?.place && !input.trip.place.startsWith('the ');
  if (input.home && !namedElsewhere) return { weather: input.home, source: 'home', month: input.month };
  // A place the table does not know ('home to Duluth for Thanksgiving', 'my sister's in Inverness'): the month's weather in a temperate
  // climate is a better guess than the same mild day all year (December is not 12-20 °C), said as a guess.
  if (namedElsewhere)
    return {
      weather: destinationWeather({ name: input.trip!.place!, climate: 'oceanic', south: false, fahrenheit: false }, input.month),
      source: 'a temperate guess',
      month: input.month,
    };
  return { weather: MILD, source: 'assumed', month: null };
}
