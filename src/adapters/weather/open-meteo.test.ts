import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenMeteoGeocoder } from '../geocoder/open-meteo';
import { OpenMeteoWeather } from './open-meteo';

/** A fake Open-Meteo on 127.0.0.1: the real adapter, a local host. */
let server: Server;
let base: string;
let requests: URL[] = [];
let handler: (url: URL, res: ServerResponse) => void;

const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const geocoding = {
  results: [
    { name: 'Portland', latitude: 45.5152, longitude: -122.6784, country_code: 'US', country: 'United States', admin1: 'Oregon' },
    { name: 'Portland', latitude: 43.6615, longitude: -70.2553, country_code: 'US', country: 'United States', admin1: 'Maine' },
  ],
};
const forecast = (date: string) => ({
  daily: {
    time: [date],
    temperature_2m_max: [14.2],
    temperature_2m_min: [6.1],
    precipitation_probability_max: [70],
    precipitation_sum: [4.5],
    wind_speed_10m_max: [22.3],
  },
});

const defaultHandler = (url: URL, res: ServerResponse) => {
  if (url.pathname === '/v1/search') return json(res, url.searchParams.get('name') === 'Nowhereville' ? {} : geocoding);
  if (url.pathname === '/v1/forecast') return json(res, forecast(url.searchParams.get('start_date')!));
  json(res, { error: true, reason: 'not found' }, 404);
};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url!, base);
    requests.push(url);
    handler(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  handler = defaultHandler;
});

function weather(now = () => new Date('2026-03-14T15:10:00Z')) {
  const log = { warn: vi.fn() };
  return {
    log,
    adapter: new OpenMeteoWeather({ baseUrl: base, geocoder: new OpenMeteoGeocoder({ baseUrl: base, timeoutMs: 300 }), timeoutMs: 300, log, now }),
  };
}

const query = { location: 'Portland, ME', timezone: 'America/New_York', date: '2026-03-14' };

describe('Open-Meteo weather adapter', () => {
  it('geocodes the home city, then reads that local day', async () => {
    const { adapter, log } = weather();
    const report = await adapter.forDay(query);
    expect(report).toEqual({
      source: 'forecast',
      label: 'Forecast',
      summary: 'Cool, rain likely (70%)',
      minTempC: 6.1,
      maxTempC: 14.2,
      precipitationProbability: 70,
      precipitationMm: 4.5,
      windKph: 22.3,
      place: 'Portland, Maine',
    });
    const [geo, fc] = requests;
    expect(geo!.searchParams.get('name')).toBe('Portland');
    expect(fc!.searchParams.get('latitude')).toBe('43.6615');
    expect(fc!.searchParams.get('timezone')).toBe('America/New_York');
    expect(fc!.searchParams.get('start_date')).toBe('2026-03-14');
    expect(fc!.searchParams.get('daily')).toBe('temperature_2m_max,temperature_2m_min,precipitation_probability_max,precipitation_sum,wind_speed_10m_max');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('looks up a US ZIP code in the US', async () => {
    await weather().adapter.forDay({ ...query, location: '04101' });
    expect(requests[0]!.searchParams.get('name')).toBe('04101');
    expect(requests[0]!.searchParams.get('countryCode')).toBe('US');
  });

  it('caches per place and hour', async () => {
    let now = new Date('2026-03-14T15:10:00Z');
    const { adapter } = weather(() => now);
    await adapter.forDay(query);
    await adapter.forDay(query);
    expect(requests.filter((r) => r.pathname === '/v1/forecast')).toHaveLength(1);
    now = new Date('2026-03-14T16:01:00Z');
    await adapter.forDay(query);
    expect(requests.filter((r) => r.pathname === '/v1/forecast')).toHaveLength(2);
    expect(requests.filter((r) => r.pathname === '/v1/search')).toHaveLength(1);
    await adapter.forDay({ ...query, location: 'Portland, OR' });
    expect(requests.filter((r) => r.pathname === '/v1/forecast')).toHaveLength(3);
  });

  it.each([
    ['an error status', (_url: URL, res: ServerResponse) => json(res, { error: true }, 500)],
    [
      'a reply of the wrong shape',
      (url: URL, res: ServerResponse) => (url.pathname === '/v1/search' ? json(res, geocoding) : json(res, { daily: { time: 'soon' } })),
    ],
    ['not JSON', (_url: URL, res: ServerResponse) => res.end('<html>oops</html>')],
    [
      'a timeout',
      (url: URL, res: ServerResponse) => (url.pathname === '/v1/search' ? json(res, geocoding) : setTimeout(() => json(res, forecast('2026-03-14')), 1500)),
    ],
  ])('falls back to typical weather on %s, with a warning', async (_name, h) => {
    handler = h;
    const { adapter, log } = weather();
    const report = await adapter.forDay(query);
    expect(report).toMatchObject({ source: 'typical', label: 'Typical weather', place: 'Eastern US' });
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it("asks the app's geocoder, so a geocoding outage still forecasts at the embedded table's place", async () => {
    handler = (url, res) => (url.pathname === '/v1/search' ? json(res, { error: true }, 503) : defaultHandler(url, res));
    const { adapter, log } = weather();
    const report = await adapter.forDay(query);
    expect(report).toMatchObject({ source: 'forecast', place: 'Portland, Maine' });
    expect(requests.find((r) => r.pathname === '/v1/forecast')!.searchParams.get('latitude')).toBe('43.6600');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('falls back to typical weather for an unknown place', async () => {
    const report = await weather().adapter.forDay({ ...query, location: 'Nowhereville' });
    expect(report.source).toBe('typical');
  });

  it('does not call the network without a home location', async () => {
    const report = await weather().adapter.forDay({ ...query, location: null, timezone: 'Pacific/Honolulu' });
    expect(report).toMatchObject({ source: 'typical', place: 'Hawaii', minTempC: 20, maxTempC: 28 });
    expect(requests).toHaveLength(0);
  });
});
