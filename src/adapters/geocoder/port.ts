/** A place a user's 'home city or ZIP' was found to be. */
export interface GeoPlace {
  /** 'San Francisco, California' */
  name: string;
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2 ('US'), when known. */
  countryCode: string | null;
}

export type GeocodeResult = { ok: true; place: GeoPlace } | { ok: false; reason: 'not-found' | 'unavailable' };

export interface GeocoderPort {
  readonly name: 'open-meteo' | 'offline';
  /** Never throws: an unreachable vendor answers `unavailable`, an unknown place `not-found`. */
  geocode(query: string): Promise<GeocodeResult>;
}

export type GeocoderConfig = { provider: 'offline' } | { provider: 'open-meteo'; baseUrl: string; timeoutMs: number };
