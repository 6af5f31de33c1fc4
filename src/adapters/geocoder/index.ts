import { OfflineGeocoder } from './offline';
import { OpenMeteoGeocoder } from './open-meteo';
import type { GeocoderConfig, GeocoderPort } from './port';

export type { GeocodeResult, GeocoderConfig, GeocoderPort, GeoPlace } from './port';
export { geocodeOffline, OfflineGeocoder } from './offline';
export { OpenMeteoGeocoder } from './open-meteo';
export { timeZoneAt } from './time-zone-at';

/** Open-Meteo's geocoding (with the embedded table as fallback), or the table alone. */
export function createGeocoder(config: GeocoderConfig): GeocoderPort {
  return config.provider === 'open-meteo' ? new OpenMeteoGeocoder({ baseUrl: config.baseUrl, timeoutMs: config.timeoutMs }) : new OfflineGeocoder();
}
