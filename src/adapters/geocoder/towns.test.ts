import { describe, expect, it } from 'vitest';
import { CITY_ROWS } from '../../shared/gazetteer-cities';
import { mulberry32 } from '../../shared/prng';
import { geocodeOffline } from './offline';

/** Rows drawn at random (seeded) from the generated table: each town is found by the name a person would type. */
const rows = CITY_ROWS.split('\n').map((r) => r.split('|') as [string, string, string, string]);
const rand = mulberry32(3027);
const sample = Array.from({ length: 300 }, () => rows[Math.floor(rand() * rows.length)]!);
const region = new Intl.DisplayNames(['en'], { type: 'region' });

describe('a home anywhere: the towns beyond the table', () => {
  it('finds a drawn town by "Name, Country" in that country, near its own point', () => {
    for (const [name, country, lat, lon] of sample) {
      const found = geocodeOffline(`${name}, ${region.of(country)}`);
      expect(found?.countryCode, name).toBe(country);
      // The table's own rows answer first for the cities it lists, a few hundredths of a degree apart at most.
      if (found) expect(Math.abs(found.latitude - Number(lat)) + Math.abs(found.longitude - Number(lon)), name).toBeLessThan(1);
    }
  });
  it('takes the most populous town of a name unless the qualifier names another country or US state', () => {
    expect(geocodeOffline('Lagos')?.countryCode).toBe('NG');
    expect(geocodeOffline('Lagos, Portugal')?.countryCode).toBe('PT');
    expect(geocodeOffline('Melbourne')?.countryCode).toBe('AU');
    expect(geocodeOffline('Melbourne, FL')?.countryCode).toBe('US');
    expect(geocodeOffline('Paris, TX')?.countryCode).toBe('US');
    expect(geocodeOffline('duluth, minnesota')?.latitude).toBeCloseTo(46.8, 0);
    expect(geocodeOffline('Sao Paulo')?.countryCode).toBe('BR');
  });
  it('finds nothing for a qualifier no town of that name has', () => {
    expect(geocodeOffline('Lagos, Canada')).toBeNull();
  });
});

describe("a home far from every measured city: its latitude's climate", () => {
  it('is warm all year in the tropics, and has its seasons the hemisphere round', async () => {
    const { nearestNormals } = await import('../weather/climate-normals');
    // Drawn homes in the tropics of Africa and Asia, and the southern mid-latitudes of Australia, Argentina and Chile.
    for (const [name, country, lat, lon] of sample) {
      const la = Number(lat);
      const lo = Number(lon);
      const far = (country !== 'US' && !['GB', 'CA', 'MX'].includes(country)) && (lo > 20 || lo < -30);
      if (!far) continue;
      const months = nearestNormals(la, lo).months;
      if (Math.abs(la) < 15) expect(Math.min(...months.map((m) => m[0])), name).toBeGreaterThanOrEqual(15);
      if (la < -30) expect(months[0]![1], name).toBeGreaterThan(months[6]![1]);
    }
  });
});

describe("a far home's country", () => {
  it('gives the ocean its due: New Zealand towns have mild summers, not a continent’s', async () => {
    const { nearestNormals } = await import('../weather/climate-normals');
    const nz = rows.filter(([, country, lat]) => country === 'NZ' && Number(lat) < -38);
    expect(nz.length).toBeGreaterThan(3);
    for (const [name, , lat, lon] of nz) {
      const december = nearestNormals(Number(lat), Number(lon), 'NZ').months[11]!;
      expect(december[1], name).toBeLessThanOrEqual(22);
    }
  });
});
