import { describe, expect, it } from 'vitest';
import { geocodeOffline } from './offline';
import { timeZoneAt } from './time-zone-at';

describe('timeZoneAt', () => {
  it('finds the zone of places on every side of the map', async () => {
    expect(await timeZoneAt(37.77, -122.42)).toBe('America/Los_Angeles');
    expect(await timeZoneAt(40.71, -74.01)).toBe('America/New_York');
    expect(await timeZoneAt(33.45, -112.07)).toBe('America/Phoenix');
    expect(await timeZoneAt(21.31, -157.86)).toBe('Pacific/Honolulu');
    expect(await timeZoneAt(51.51, -0.13)).toBe('Europe/London');
    expect(await timeZoneAt(-33.87, 151.21)).toBe('Australia/Sydney');
  });

  it('gives every place the offline geocoder knows a zone', async () => {
    const place = geocodeOffline('94110')!;
    expect(await timeZoneAt(place.latitude, place.longitude)).toBe('America/Los_Angeles');
    expect(await timeZoneAt(...(Object.values(geocodeOffline('Chicago, IL')!).slice(1, 3) as [number, number]))).toBe('America/Chicago');
  });

  it('answers null for a point that is not on the globe', async () => {
    expect(await timeZoneAt(123, 500)).toBeNull();
    expect(await timeZoneAt(Number.NaN, 0)).toBeNull();
  });
});
