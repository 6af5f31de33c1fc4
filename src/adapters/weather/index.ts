import { TypicalWeather } from './climate-normals';
import { OpenMeteoWeather } from './open-meteo';
import type { GeocoderPort } from '../geocoder/port';
import type { WeatherConfig, WeatherLogger, WeatherPort } from './port';

export type { WeatherConfig, WeatherPort, WeatherQuery, WeatherReport } from './port';
export { typicalWeather, TypicalWeather } from './climate-normals';
export { OpenMeteoWeather } from './open-meteo';

/** Open-Meteo only when WEATHER_PROVIDER=open-meteo; otherwise climate normals, with no network. */
export function createWeather(config: WeatherConfig, options: { log: WeatherLogger; geocoder: GeocoderPort }): WeatherPort {
  if (config.provider === 'open-meteo') {
    return new OpenMeteoWeather({ baseUrl: config.baseUrl, geocoder: options.geocoder, timeoutMs: config.timeoutMs, log: options.log });
  }
  return new TypicalWeather();
}
