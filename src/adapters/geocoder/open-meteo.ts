import { z } from 'zod';
import { geocodeOffline } from './offline';
import type { GeocodeResult, GeocoderPort } from './port';
import { US_STATES } from './us-states';

/** Open-Meteo's geocoding answer (`/v1/search`). */
const ZGeocoding = z.object({
  results: z
    .array(
      z.object({
        name: z.string(),
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        country_code: z.string().optional(),
        country: z.string().optional(),
        admin1: z.string().optional(),
      }),
    )
    .optional(),
});

export interface OpenMeteoGeocoderOptions {
  /** e.g. https://geocoding-api.open-meteo.com (GEOCODING_API_BASE_URL) */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Open-Meteo's free geocoding API; when it does not answer (offline, timeout, bad reply) the
 * embedded table answers instead, so setting a home location never depends on the network.
 */
export class OpenMeteoGeocoder implements GeocoderPort {
  readonly name = 'open-meteo' as const;
  private readonly fetch: typeof fetch;
  constructor(private readonly options: OpenMeteoGeocoderOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async geocode(query: string): Promise<GeocodeResult> {
    const [rawName = '', ...rest] = query.split(',').map((s) => s.trim());
    const qualifier = rest.join(' ').trim();
    const zip = /^\d{5}(-\d{4})?$/.test(rawName);
    const url = new URL('/v1/search', this.options.baseUrl);
    url.searchParams.set('name', zip ? rawName.slice(0, 5) : rawName);
    url.searchParams.set('count', '10');
    url.searchParams.set('language', 'en');
    url.searchParams.set('format', 'json');
    if (zip) url.searchParams.set('countryCode', 'US');
    let results: z.infer<typeof ZGeocoding>['results'];
    try {
      const res = await this.fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs), headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`geocoding answered ${res.status}`);
      const parsed = ZGeocoding.safeParse(await res.json());
      if (!parsed.success) throw new Error('unexpected geocoding reply');
      results = parsed.data.results ?? [];
    } catch {
      const offline = geocodeOffline(query);
      return offline ? { ok: true, place: offline } : { ok: false, reason: 'unavailable' };
    }
    if (results.length === 0) {
      const offline = geocodeOffline(query);
      return offline ? { ok: true, place: offline } : { ok: false, reason: 'not-found' };
    }
    let best = results[0]!;
    if (qualifier) {
      const wanted = [qualifier.toLowerCase(), (US_STATES[qualifier.toUpperCase()] ?? '').toLowerCase()].filter(Boolean);
      const match = results.find((r) => [r.admin1, r.country, r.country_code].some((v) => v && wanted.includes(v.toLowerCase())));
      if (match) best = match;
    }
    return {
      ok: true,
      place: {
        name: [best.name, best.admin1].filter(Boolean).join(', '),
        latitude: best.latitude,
        longitude: best.longitude,
        countryCode: best.country_code?.toUpperCase() ?? null,
      },
    };
  }
}
