import { describe, expect, it } from 'vitest';
import { geocodeOffline } from './offline';
import { nearestNormals } from '../weather/climate-normals';

describe('embedded geocoder', () => {
  it.each([
    ['94110', 'San Francisco, California'],
    ['10001-1234', 'New York, New York'],
    ['60614', 'Chicago, Illinois'],
    ['98101', 'Seattle, Washington'],
    ['San Francisco', 'San Francisco, California'],
    ['san francisco, ca', 'San Francisco, California'],
    ['Portland, OR', 'Portland, Oregon'],
    ['Portland, ME', 'Portland, Maine'],
    ['portland, maine', 'Portland, Maine'],
    ['Kansas City, MO', 'Kansas City, Missouri'],
    ['London', 'London, England'],
  ])('%s → %s', (query, name) => {
    expect(geocodeOffline(query)?.name).toBe(name);
  });
  it('knows nothing of made-up places or unused ZIP ranges', () => {
    expect(geocodeOffline('Xyzzyquorth')).toBeNull();
    expect(geocodeOffline('00000')).toBeNull();
  });
  it("finds the home's own climate region", () => {
    expect(nearestNormals(37.77, -122.42).region).toBe('Bay Area');
    expect(nearestNormals(40.7, -74).region).toBe('Eastern US');
    expect(nearestNormals(51.5, -0.1).city).toBe('London');
  });
});
