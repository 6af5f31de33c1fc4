import { z } from 'zod';
import type { GeocoderPort } from '../geocoder/port';
import { typicalWeather } from './climate-normals';
import { describeWeather, type WeatherLogger, type WeatherPort, type WeatherQuery, type WeatherReport } from './port';

export interface OpenMeteoOptions {
  /** e.g. https://api.open-meteo.com */
  baseUrl: string;
  /** Finds a home location that has no stored point yet: the app's one geocoder, with its embedded fallback. */
  geocoder: GeocoderPort;
  timeoutMs: number;
  log: WeatherLogger;
  /** The clock for the hourly cache; tests move it. */
  now?: () => Date;
  fetch?: typeof fetch;
}

const series = z.array(z.number().nullable()).min(1);
const ZForecast = z.object({
  daily: z.object({
    time: z.array(z.string()).min(1),
    temperature_2m_max: series,
    temperature_2m_min: series,
    precipitation_probability_max: series,
    precipitation_sum: series,
    wind_speed_10m_max: series,
  }),
});

interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

class WeatherError extends Error {}

const HOUR_MS = 3_600_000;
const MAX_CACHE_ENTRIES = 1000;
const FAILURE_RETRY_MS = 5 * 60_000;

/**
 * Open-Meteo's free forecast API at the user's stored point (or, before one is stored, where the
 * geocoder finds their home city or ZIP), for that local day.
 * Replies are cached in memory per place, day and hour (per process; fine for a forecast that changes
 * hourly at most). Any failure answers with typical weather, so the outfit never waits on a vendor.
 */
export class OpenMeteoWeather implements WeatherPort {
  readonly name = 'open-meteo' as const;
  private readonly cache = new Map<string, { expiresAt: number; value: Promise<WeatherReport> }>();
  private readonly places = new Map<string, { day: number; value: Promise<Place | null> }>();
  private readonly now: () => Date;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: OpenMeteoOptions) {
    this.now = options.now ?? (() => new Date());
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async forDay(query: WeatherQuery): Promise<WeatherReport> {
    const location = query.coordinates ? `@${query.coordinates.latitude.toFixed(3)},${query.coordinates.longitude.toFixed(3)}` : query.location?.trim();
    if (!location) return typicalWeather(query);
    const now = this.now().getTime();
    const key = `${location.toLowerCase()}|${query.timezone}|${query.date}`;
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    const entry = { expiresAt: (Math.floor(now / HOUR_MS) + 1) * HOUR_MS, value: Promise.resolve<WeatherReport>(typicalWeather(query)) };
    entry.value = this.forecast({ ...query, location }).catch((error: unknown) => {
      // A failing vendor is retried after a few minutes, not on every request, and not only next hour.
      entry.expiresAt = Math.min(entry.expiresAt, now + FAILURE_RETRY_MS);
      this.options.log.warn(
        { reason: error instanceof Error ? error.message : String(error), location, date: query.date },
        'weather forecast unavailable; using typical weather',
      );
      return typicalWeather(query);
    });
    this.remember(this.cache, key, entry);
    return entry.value;
  }

  private remember<T>(map: Map<string, T>, key: string, entry: T) {
    if (map.size >= MAX_CACHE_ENTRIES) map.delete(map.keys().next().value!);
    map.set(key, entry);
  }

  private async getJson<T>(url: URL, schema: z.ZodType<T>): Promise<T> {
    const res = await this.fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) throw new WeatherError(`${url.host} answered ${res.status}`);
    const parsed = schema.safeParse(await res.json());
    if (!parsed.success) throw new WeatherError(`${url.host} sent an unexpected reply`);
    return parsed.data;
  }

  private place(location: string): Promise<Place | null> {
    // Places do not move: a geocoding answer is kept for the day.
    const day = Math.floor(this.now().getTime() / (24 * HOUR_MS));
    const key = location.toLowerCase();
    const cached = this.places.get(key);
    if (cached && cached.day === day) return cached.value;
    const value = this.geocode(location);
    // A failed lookup is not remembered: the next request tries again.
    value.catch(() => this.places.delete(key));
    this.remember(this.places, key, { day, value });
    return value;
  }

  private async geocode(location: string): Promise<Place | null> {
    const found = await this.options.geocoder.geocode(location);
    if (found.ok) return found.place;
    if (found.reason === 'not-found') return null;
    // Not remembered (see place()): the next request asks again.
    throw new WeatherError(`no geocoder answered for '${location}'`);
  }

  private async forecast(query: WeatherQuery & { location: string }): Promise<WeatherReport> {
    const place = query.coordinates
      ? { name: query.coordinates.place, latitude: query.coordinates.latitude, longitude: query.coordinates.longitude }
      : await this.place(query.location);
    if (!place) throw new WeatherError(`no place called '${query.location}'`);
    const url = new URL('/v1/forecast', this.options.baseUrl);
    url.searchParams.set('latitude', place.latitude.toFixed(4));
    url.searchParams.set('longitude', place.longitude.toFixed(4));
    url.searchParams.set('daily', 'temperature_2m_max,temperature_2m_min,precipitation_probability_max,precipitation_sum,wind_speed_10m_max');
    url.searchParams.set('timezone', query.timezone);
    url.searchParams.set('start_date', query.date);
    url.searchParams.set('end_date', query.date);
    const { daily } = await this.getJson(url, ZForecast);
    const i = daily.time.indexOf(query.date);
    if (i < 0) throw new WeatherError(`no forecast for ${query.date}`);
    const maxTempC = daily.temperature_2m_max[i];
    const minTempC = daily.temperature_2m_min[i];
    if (maxTempC == null || minTempC == null) throw new WeatherError(`no temperatures for ${query.date}`);
    const precipitationProbability = daily.precipitation_probability_max[i] ?? 0;
    const precipitationMm = daily.precipitation_sum[i] ?? 0;
    const windKph = daily.wind_speed_10m_max[i] ?? 0;
    return {
      source: 'forecast',
      label: 'Forecast',
      summary: describeWeather(minTempC, maxTempC, precipitationProbability, windKph),
      minTempC,
      maxTempC,
      precipitationProbability,
      precipitationMm,
      windKph,
      place: place.name,
    };
  }
}
