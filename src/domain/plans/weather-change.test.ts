import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { dressingWeather } from '../stylist/weather-bands';
import { plannedWeatherChange, type LookWeather } from './weather-change';

const w = (maxTempC: number, rain = 10, wind = 10, source: LookWeather['source'] = 'forecast'): LookWeather => ({
  minTempC: maxTempC - 6,
  maxTempC,
  precipitationProbability: rain,
  precipitationMm: rain >= 50 ? 3 : 0,
  windKph: wind,
  source,
});

describe('plannedWeatherChange', () => {
  it('keeps a plan while the weather stays within its lines', () => {
    expect(plannedWeatherChange(w(19), w(21))).toBeNull();
    expect(plannedWeatherChange(w(12, 10), w(14, 30))).toBeNull();
  });

  it('says what changed: temperature, rain, wind', () => {
    expect(plannedWeatherChange(w(20, 10, 10, 'typical'), w(8))).toBe(
      'The weather has changed since you planned this look: it was planned for a typical mild day of 20°C, and the forecast is now cold at 8°C.',
    );
    expect(plannedWeatherChange(w(20), w(20, 80))).toBe('The weather has changed since you planned this look: rain is now likely (80%).');
    expect(plannedWeatherChange(w(20, 80), w(20, 80, 55))).toMatch(/windy \(55 km\/h\)\.$/);
    expect(plannedWeatherChange(w(20), w(5, 70))).toMatch(/cold at 5°C and rain is now likely/);
  });

  it('speaks exactly when the dressing weather differs (seeded)', () => {
    const rand = mulberry32(4403);
    for (let n = 0; n < 1000; n++) {
      const a = w(-10 + rand() * 45, rand() * 100, rand() * 70, rand() < 0.5 ? 'typical' : 'forecast');
      const b = w(-10 + rand() * 45, rand() * 100, rand() * 70);
      const differs = dressingWeather({ ...a, precipitationMm: a.precipitationMm ?? 0 }) !== dressingWeather({ ...b, precipitationMm: b.precipitationMm ?? 0 });
      const note = plannedWeatherChange(a, b);
      expect(note !== null).toBe(differs);
      if (note) expect(note).toMatch(/^The weather has changed since you planned this look: .+\.$/);
    }
  });
});
