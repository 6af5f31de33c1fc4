import { describe, expect, it } from 'vitest';
import { TIMEZONES } from '../../shared/constants';
import { CLIMATE_NORMALS, nearestNormals, typicalWeather } from './climate-normals';

describe('climate normals', () => {
  it('has 12 plausible months for every supported timezone', () => {
    for (const { value } of TIMEZONES) {
      const months = CLIMATE_NORMALS[value].months;
      expect(months).toHaveLength(12);
      for (const [min, max, prob, mm, wind] of months) {
        expect(min).toBeLessThan(max);
        expect(prob).toBeGreaterThanOrEqual(0);
        expect(prob).toBeLessThanOrEqual(100);
        expect(mm).toBeGreaterThanOrEqual(0);
        expect(wind).toBeGreaterThan(0);
      }
    }
  });

  it('labels the numbers as typical for the month and region', () => {
    expect(typicalWeather({ location: 'Chicago', timezone: 'America/Chicago', date: '2026-01-15' })).toEqual({
      source: 'typical',
      label: 'Typical weather',
      summary: 'Freezing, 37% chance of snow (typical for January)',
      minTempC: -9,
      maxTempC: 0,
      precipitationProbability: 37,
      precipitationMm: 1.6,
      windKph: 20,
      place: 'Central US',
    });
    expect(typicalWeather({ location: null, timezone: 'America/Phoenix', date: '2026-07-04' }).summary).toBe('Hot, mostly dry (typical for July)');
  });

  it('uses Eastern normals for a timezone it does not know', () => {
    expect(typicalWeather({ location: null, timezone: 'Europe/Paris', date: '2026-03-01' }).place).toBe('Eastern US');
  });

  it('a highland city is cooler than the lowlands at its latitude, by its height, in every month', () => {
    // Bogotá, Quito, Nairobi and Addis Ababa against lowland points at their latitudes.
    const pairs: [[number, number, string], [number, number, string]][] = [
      [
        [4.71, -74.07, 'CO'],
        [4.6, -52.3, 'GF'],
      ],
      [
        [-0.18, -78.47, 'EC'],
        [-0.2, -50.0, 'BR'],
      ],
      [
        [-1.29, 36.82, 'KE'],
        [-1.3, 10.0, 'GA'],
      ],
      [
        [9.03, 38.74, 'ET'],
        [9.0, 7.5, 'NG'],
      ],
    ];
    for (const [high, low] of pairs) {
      const up = nearestNormals(...high).months;
      const down = nearestNormals(...low).months;
      up.forEach((m, i) => {
        expect(m[1], `${high} month ${i}`).toBeLessThan(down[i]![1] - 5);
        expect(m[1], `${high} month ${i}`).toBeLessThanOrEqual(25);
      });
    }
  });
});
