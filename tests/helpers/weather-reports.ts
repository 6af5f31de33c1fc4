import type { WeatherPort, WeatherReport } from '../../src/adapters/weather';

/** A mild, dry forecast: the day the journeys pin when the weather is not what they test. */
export const MILD: WeatherReport = {
  source: 'forecast',
  label: 'Forecast',
  summary: 'Mild and dry',
  minTempC: 12,
  maxTempC: 19,
  precipitationProbability: 5,
  precipitationMm: 0,
  windKph: 8,
  place: 'Test City',
};

/** The same day with rain likely. */
export const RAIN: WeatherReport = { ...MILD, summary: 'Rain likely', minTempC: 9, maxTempC: 14, precipitationProbability: 90, precipitationMm: 9 };

/** A weather port that answers one report for every day asked. */
export const weatherAlways = (report: WeatherReport): WeatherPort => ({ name: 'open-meteo', forDay: async () => report });
