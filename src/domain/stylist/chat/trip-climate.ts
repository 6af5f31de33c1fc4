import { familyMonth } from '../../../shared/climate-families';
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

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Over several days, a daily chance of rain this high means some of them will be wet. */
export const TRIP_SHOWERS_PERCENT = 35;

export function destinationWeather(place: Destination, month: number): Weather {
  const [minTempC, maxTempC, rain] = familyMonth(place.climate, place.south, month);
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
