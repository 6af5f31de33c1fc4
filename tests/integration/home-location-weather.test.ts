import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeocodeResult, GeocoderPort } from '../../src/adapters/geocoder';
import { OpenMeteoWeather, TypicalWeather, type WeatherPort } from '../../src/adapters/weather';
import { addItems, smallCloset } from '../helpers/stylist';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** The geocoder faked at its port: two known places, everything else unknown. */
class FakeGeocoder implements GeocoderPort {
  readonly name = 'open-meteo' as const;
  calls: string[] = [];
  async geocode(query: string): Promise<GeocodeResult> {
    this.calls.push(query);
    if (/^san francisco|^94110$/i.test(query.trim())) {
      return { ok: true, place: { name: 'San Francisco, California', latitude: 37.77, longitude: -122.42, countryCode: 'US' } };
    }
    if (/^oakland/i.test(query.trim())) return { ok: true, place: { name: 'Oakland, California', latitude: 37.8, longitude: -122.27, countryCode: 'US' } };
    if (/^london/i.test(query.trim())) return { ok: true, place: { name: 'London, England', latitude: 51.51, longitude: -0.13, countryCode: 'GB' } };
    return { ok: false, reason: 'not-found' };
  }
}

/** Open-Meteo's forecast faked at fetch: records the point asked for; `down` makes it fail like no network. */
function fakeForecast() {
  const state = { down: false, points: [] as string[], geocodingCalls: 0 };
  const fetchFn = (async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    if (url.pathname === '/v1/search') state.geocodingCalls++;
    if (state.down) throw new TypeError('fetch failed');
    state.points.push(`${url.searchParams.get('latitude')},${url.searchParams.get('longitude')}`);
    const date = url.searchParams.get('start_date')!;
    return new Response(
      JSON.stringify({
        daily: {
          time: [date],
          temperature_2m_max: [15],
          temperature_2m_min: [9],
          precipitation_probability_max: [85],
          precipitation_sum: [6],
          wind_speed_10m_max: [20],
        },
      }),
      { headers: { 'content-type': 'application/json' } },
    );
  }) as typeof fetch;
  return { state, fetchFn };
}

describe.each(databaseKinds)('weather from the home city or ZIP on %s', (kind) => {
  const geocoder = new FakeGeocoder();
  const forecast = fakeForecast();
  const weather: WeatherPort = new OpenMeteoWeather({
    baseUrl: 'http://forecast.test',
    geocoder,
    timeoutMs: 5000,
    log: { warn: () => undefined },
    fetch: forecast.fetchFn,
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { geocoder, weather, now: () => new Date('2026-11-23T18:00:00Z'), env: { SMS_COUNTRIES: 'US,CA,GB' } });
  });
  afterAll(() => t.close());

  const put = (cookie: string, id: number, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/users/${id}/home-location`, cookie, payload });

  it('geocodes once, stores the point, and forecasts there (not by timezone)', async () => {
    const { cookie, user } = await t.signUp();
    const res = await put(cookie, user.id, { homeLocation: '94110' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      homeLocation: '94110',
      place: 'San Francisco, California',
      latitude: 37.77,
      longitude: -122.42,
      countryCode: 'US',
      timeZone: 'America/Los_Angeles',
    });
    const row = (await t.database.execute(`select home_location, home_latitude, home_place, home_country from users where id = ${user.id}`)).rows[0];
    expect(row).toMatchObject({ home_location: '94110', home_latitude: 37.77, home_place: 'San Francisco, California', home_country: 'US' });

    await addItems(t.ctx.db, user.id, smallCloset);
    const before = geocoder.calls.length;
    forecast.state.points = [];
    const outfit = await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: {} });
    expect(outfit.statusCode).toBe(200);
    expect(outfit.json().weather).toMatchObject({ source: 'forecast', place: 'San Francisco, California', maxTempC: 15 });
    expect(forecast.state.points).toEqual(['37.7700,-122.4200']);
    expect(forecast.state.geocodingCalls).toBe(0);
    expect(geocoder.calls.length).toBe(before);
  });

  it("without the network, the user's own region's climate normals, labelled typical", async () => {
    const { cookie, user } = await t.signUp();
    await put(cookie, user.id, { homeLocation: 'Oakland, CA' });
    await addItems(t.ctx.db, user.id, smallCloset);
    forecast.state.down = true;
    try {
      const outfit = await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: {} });
      const w = outfit.json().weather;
      expect(w).toMatchObject({ source: 'typical', label: 'Typical weather', place: 'Oakland, California' });
      // November in the Bay Area (10–17 °C), not New York's (5–12 °C): the normals come from the point.
      expect(w.maxTempC).toBe(17);
      expect(w.summary).toMatch(/typical for November/);
    } finally {
      forecast.state.down = false;
    }
  });

  it('chat answers with the forecast of the home, °F first for a US phone, °C first otherwise', async () => {
    const us = await t.signUp({ phoneNumber: '+14155550134' });
    await put(us.cookie, us.user.id, { homeLocation: 'San Francisco' });
    await addItems(t.ctx.db, us.user.id, smallCloset);
    const answer = (
      await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie: us.cookie, payload: { message: 'What should I wear to dinner tomorrow?' } })
    ).json().message as string;
    expect(answer).toMatch(/\(rain likely, 48–59°F \/ 9–15°C\)/);

    const uk = await t.signUp({ phoneNumber: '+442079460958' });
    await put(uk.cookie, uk.user.id, { homeLocation: 'London' });
    await addItems(t.ctx.db, uk.user.id, smallCloset);
    const ukAnswer = (
      await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie: uk.cookie, payload: { message: 'What should I wear to dinner tomorrow?' } })
    ).json().message as string;
    expect(ukAnswer).toMatch(/9–15°C \/ 48–59°F/);
  });

  it('refuses an unknown place, a bad body and another user with clear 4xx', async () => {
    const { cookie, user } = await t.signUp();
    const unknown = await put(cookie, user.id, { homeLocation: 'Atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'homeLocation' });
    expect((await put(cookie, user.id, { homeLocation: '' })).statusCode).toBe(400);
    expect((await put(cookie, user.id, { homeLocation: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await put(cookie, user.id, {})).statusCode).toBe(400);
    const other = await t.signUp();
    expect([403, 404]).toContain((await put(cookie, other.user.id, { homeLocation: 'San Francisco' })).statusCode);
    expect((await t.request({ method: 'PUT', url: `/api/users/${user.id}/home-location`, payload: { homeLocation: 'London' } })).statusCode).toBe(401);
  });
});

describe('typical weather without any location', () => {
  it('still falls back to the timezone region', async () => {
    const w = await new TypicalWeather().forDay({ location: null, timezone: 'America/Chicago', date: '2026-11-23' });
    expect(w.place).toBe('Central US');
  });
});
