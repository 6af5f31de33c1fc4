import { describe, expect, it } from 'vitest';
import { TIMEZONES } from '../../shared/constants';
import { CLIMATE_NORMALS, typicalWeather } from './climate-normals';

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
});
