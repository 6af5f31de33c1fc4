import { CITY_ROWS } from './gazetteer-cities';

/** One town of the generated table (gazetteer-cities.ts). */
export interface TownRow {
  name: string;
  /** ISO 3166 country code. */
  country: string;
  lat: number;
  lon: number;
}

let rows: readonly TownRow[] | null = null;

/** The table's towns, most populous first, parsed once: the stylist's gazetteer and the embedded geocoder both read them. */
export function townRows(): readonly TownRow[] {
  rows ??= CITY_ROWS.split('\n').map((row) => {
    const [name, country, lat, lon] = row.split('|') as [string, string, string, string];
    return { name, country, lat: Number(lat), lon: Number(lon) };
  });
  return rows;
}
