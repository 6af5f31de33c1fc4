import type { TWeatherSummary } from '../../shared/schemas/stylist';

export interface WeatherQuery {
  /** The user's 'home city or ZIP'; null when they have not said. */
  location: string | null;
  /** IANA timezone: picks the climate region and the forecast's local day. */
  timezone: string;
  /** YYYY-MM-DD in that timezone. */
  date: string;
  /** Where the home location was geocoded to (stored once per user): used instead of geocoding again, and for the climate region. */
  coordinates?: { latitude: number; longitude: number; place: string; countryCode?: string | null } | null;
  /** Where the home location probably is (the embedded table's guess), for the climate region only when no point is stored. */
  regionHint?: { latitude: number; longitude: number; place: string; countryCode?: string | null } | null;
}

/** What the stylist needs to dress someone for a day; never missing, at worst typical for the month. */
export type WeatherReport = TWeatherSummary & { precipitationMm: number };

export interface WeatherPort {
  readonly name: 'open-meteo' | 'typical';
  /** Never throws: a failing forecast becomes typical weather. */
  forDay(query: WeatherQuery): Promise<WeatherReport>;
}

export interface WeatherLogger {
  warn(details: object, message: string): void;
}

export type WeatherConfig = { provider: 'typical' } | { provider: 'open-meteo'; baseUrl: string; timeoutMs: number };

/** A short description a person reads beside the numbers: 'Cool, 35% chance of rain'. */
export function describeWeather(minTempC: number, maxTempC: number, precipitationProbability: number, windKph: number): string {
  const mean = (minTempC + maxTempC) / 2;
  const feel = maxTempC >= 32 ? 'Hot' : mean >= 22 ? 'Warm' : mean >= 15 ? 'Mild' : mean >= 8 ? 'Cool' : mean >= 0 ? 'Cold' : 'Freezing';
  const parts = [feel];
  const what = maxTempC <= 1 ? 'snow' : 'rain';
  if (precipitationProbability >= 60) parts.push(`${what} likely (${Math.round(precipitationProbability)}%)`);
  else if (precipitationProbability >= 30) parts.push(`${Math.round(precipitationProbability)}% chance of ${what}`);
  else parts.push('mostly dry');
  if (windKph >= 35) parts.push('windy');
  return parts.join(', ');
}
