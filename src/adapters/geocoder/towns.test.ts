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
  it("finds a city GeoNames writes with its ' City' by its plain name", () => {
    expect(geocodeOffline('Cebu, Philippines')).toMatchObject({ name: 'Cebu City, Philippines', countryCode: 'PH' });
    expect(geocodeOffline('Quezon, Philippines')?.countryCode).toBe('PH');
  });
  it("stands a town the table lacks at its country's most populous town, under the name typed", () => {
    // Drawn countries: a made-up town in each lands in that country, near its main town.
    const countries = [...new Set(rows.map(([, country]) => country))];
    for (let i = 0; i < 40; i++) {
      const code = countries[Math.floor(rand() * countries.length)]!;
      const main = rows.find(([, c]) => c === code)!;
      const found = geocodeOffline(`Zzyqtown, ${region.of(code)}`);
      expect(found, code).toMatchObject({ name: `Zzyqtown, ${region.of(code)}`, countryCode: code, latitude: Number(main[2]) });
    }
    expect(geocodeOffline('Lagos, Canada')?.countryCode).toBe('CA');
  });
  it('finds nothing for a town no table has, with no country or only a code', () => {
    expect(geocodeOffline('Zzyqtown')).toBeNull();
    expect(geocodeOffline('Zzyqtown, Atlantis')).toBeNull();
    // 'CA' after a town is California as often as Canada: a code never stands for the country's main town.
    expect(geocodeOffline('Zzyqtown, CA')).toBeNull();
  });
});

describe("a home far from every measured city: its latitude's climate", () => {
  it('is warm all year in the tropics, and has its seasons the hemisphere round', async () => {
    const { nearestNormals } = await import('../weather/climate-normals');
    // Drawn homes in the tropics of Africa and Asia, and the southern mid-latitudes of Australia, Argentina and Chile.
    for (const [name, country, lat, lon] of sample) {
      const la = Number(lat);
      const lo = Number(lon);
      const far = country !== 'US' && !['GB', 'CA', 'MX'].includes(country) && (lo > 20 || lo < -30);
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
