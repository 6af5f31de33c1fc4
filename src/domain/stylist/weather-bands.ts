import type { Season, Warmth } from '../../shared/closet-constants';
import type { Weather } from './types';

/**
 * Temperature bands, decided on the day's forecast high (maxTempC) because that is when the
 * outfit is worn longest. Each band includes its lower edge: 24.0 °C is hot, 23.9 °C is mild.
 *   freezing  max < 0
 *   cold      0 ≤ max < 10
 *   cool      10 ≤ max < 17
 *   mild      17 ≤ max < 24
 *   hot       max ≥ 24
 */
export const HOT_FROM_C = 24;
export const MILD_FROM_C = 17;
export const COOL_FROM_C = 10;
export const COLD_FROM_C = 0;

/** Rain is likely at a probability of 50 % or more, or with 1 mm or more of precipitation. */
export const RAIN_PROBABILITY_PERCENT = 50;
export const RAIN_MM = 1;

/** From this wind speed a layer is worth having even on a dry day. */
export const WINDY_FROM_KPH = 40;

export const TEMPERATURE_BANDS = ['freezing', 'cold', 'cool', 'mild', 'hot'] as const;
export type TemperatureBand = (typeof TEMPERATURE_BANDS)[number];

export function temperatureBand(maxTempC: number): TemperatureBand {
  if (maxTempC >= HOT_FROM_C) return 'hot';
  if (maxTempC >= MILD_FROM_C) return 'mild';
  if (maxTempC >= COOL_FROM_C) return 'cool';
  if (maxTempC >= COLD_FROM_C) return 'cold';
  return 'freezing';
}

export function isRainLikely(weather: Weather): boolean {
  return weather.precipitationProbability >= RAIN_PROBABILITY_PERCENT || weather.precipitationMm >= RAIN_MM;
}

export function isWindy(weather: Weather): boolean {
  return weather.windKph >= WINDY_FROM_KPH;
}

/**
 * The weather words said that the day dressed for bears out, for the tips beside an outfit: 'is my coat too warm
 * for 12 degrees?' says 'warm' of the coat, and a tip on dressing for heat would contradict the cool day answered.
 * Heat words need a mild or hot high, cold ones a cool or colder one; rain, wind and sun are the person's to say.
 */
export function weatherWordsBorneOut<W extends string>(said: readonly W[], weather: Pick<Weather, 'maxTempC'>): W[] {
  const band = temperatureBand(weather.maxTempC);
  const warmish = band === 'hot' || band === 'mild';
  return said.filter((w) => (HEAT_WORDS.has(w) ? warmish : COLD_WORDS.has(w) ? !warmish : true));
}
const HEAT_WORDS: ReadonlySet<string> = new Set(['hot', 'warm', 'humid']);
const COLD_WORDS: ReadonlySet<string> = new Set(['cold', 'snow', 'ice']);

/** Cold or freezing (max < 10 °C): light pieces cannot be worn alone and a coat is required. */
export function isCold(band: TemperatureBand): boolean {
  return band === 'cold' || band === 'freezing';
}

/**
 * Which bands a season tag suits. Seasons follow the forecast, not the calendar, so a Summer
 * shirt is fine on a warm October day (and the southern hemisphere needs no special case).
 *   All Seasons: every band
 *   Summer: mild and hot (max ≥ 17)
 *   Winter: freezing, cold and cool (max < 17)
 *   Spring, Fall: everything but hot (max < 24): transitional pieces layer under a coat
 */
const SEASON_BANDS: Record<Season, readonly TemperatureBand[]> = {
  'All Seasons': TEMPERATURE_BANDS,
  Summer: ['mild', 'hot'],
  Winter: ['freezing', 'cold', 'cool'],
  Spring: ['freezing', 'cold', 'cool', 'mild'],
  Fall: ['freezing', 'cold', 'cool', 'mild'],
};

export function seasonFits(season: Season, band: TemperatureBand): boolean {
  return SEASON_BANDS[season]?.includes(band) ?? true;
}

/** The warmth a top or coat should ideally have in a band; scoring prefers it, the rules only forbid extremes. */
export function idealWarmthLevel(band: TemperatureBand): number {
  return { freezing: 2, cold: 2, cool: 1, mild: 0.5, hot: 0 }[band];
}

export function warmthLevel(warmth: Warmth): number {
  return warmth === 'light' ? 0 : warmth === 'medium' ? 1 : 2;
}

/** A swing from a cool morning to a warm afternoon this wide or wider wants a layer that comes off ('19°C at 8am, 34°C by 2pm'). */
export const SWING_C = 12;

/** A day that starts cool and ends warm: a layer for the start, taken off later. */
export function coolStart(weather: Pick<Weather, 'minTempC' | 'maxTempC'>): boolean {
  return weather.minTempC < HOT_FROM_C && weather.maxTempC - weather.minTempC >= SWING_C;
}

/** The third slot goes to outerwear when the day calls for a layer: cool or colder, rain likely, windy, or a cool start. */
export function outerwearPreferred(weather: Weather): boolean {
  const band = temperatureBand(weather.maxTempC);
  return band === 'freezing' || band === 'cold' || band === 'cool' || isRainLikely(weather) || isWindy(weather) || coolStart(weather);
}

/**
 * What of a day's weather decides its outfit: the temperature band, rain and wind. A forecast
 * that moves within these (18 °C to 19 °C, 10% to 20% rain) keeps the day's outfit; one that
 * crosses a line (rain now likely, a cool day turned cold) rebuilds it.
 */
export function dressingWeather(weather: Pick<Weather, 'maxTempC' | 'precipitationProbability' | 'precipitationMm' | 'windKph'>): string {
  const full = { minTempC: weather.maxTempC, source: 'forecast' as const, ...weather };
  return `${temperatureBand(weather.maxTempC)}|${isRainLikely(full) ? 'wet' : 'dry'}|${isWindy(full) ? 'windy' : 'calm'}`;
}
