import { townRows, type TownRow } from '../../shared/town-rows';
import type { GeoPlace } from './port';
import { US_STATES } from './us-states';

/**
 * The world's towns of 15,000 people or more (shared/gazetteer-cities.ts, from GeoNames), for a home
 * the embedded table does not list: 'Lagos, Nigeria', 'Duluth, MN', 'Melbourne'. A name keeps its
 * most populous town unless the qualifier names another's country ('Melbourne, US' is Florida's).
 */

const REGION = new Intl.DisplayNames(['en'], { type: 'region' });

/** Lower case, accents dropped, anything but letters and digits a space: how a person may type a name. */
export const foldName = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

let byName: Map<string, TownRow[]> | null = null;

function towns(): Map<string, TownRow[]> {
  if (byName) return byName;
  const map = new Map<string, TownRow[]>();
  for (const town of townRows()) {
    const key = foldName(town.name);
    map.set(key, [...(map.get(key) ?? []), town]);
  }
  return (byName = map);
}

function countryName(code: string): string {
  try {
    return REGION.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Whether a qualifier ('nigeria', 'ng', 'mn', 'minnesota') can name this town's country or US state. */
function qualifies(town: TownRow, qualifier: string): boolean {
  if (town.country.toLowerCase() === qualifier || foldName(countryName(town.country)) === qualifier) return true;
  if (town.country !== 'US') return false;
  return Boolean(US_STATES[qualifier.toUpperCase()]) || Object.values(US_STATES).some((s) => foldName(s) === qualifier);
}

let mainTowns: Map<string, TownRow> | null = null;

/**
 * Each country's most populous town, by the country's folded name ('philippines'). Not by its code: 'CA' or 'IN' after
 * a town is California's or Indiana's far more often than Canada's or India's.
 */
function mainTownOf(qualifier: string): TownRow | undefined {
  if (!mainTowns) {
    mainTowns = new Map();
    // Rows come most populous first: a country's first row is its main town, and its name is looked up once.
    const seen = new Set<string>();
    for (const town of townRows()) {
      if (seen.has(town.country)) continue;
      seen.add(town.country);
      mainTowns.set(foldName(countryName(town.country)), town);
    }
  }
  return qualifier ? mainTowns.get(qualifier) : undefined;
}

/**
 * A town by its folded name and an optional folded qualifier, or null when none has that name or the qualifier rules all out.
 * GeoNames writes some cities with their ' City' ('Cebu City', 'Quezon City'), so a name is also tried so. A name the table
 * lacks in a country it knows ('Siargao, Philippines': a small island) stands at that country's most populous town, as
 * the town's own name: a home's weather needs the country's latitude and climate, not the street.
 */
export function townNamed(city: string, qualifier: string, typed = city): GeoPlace | null {
  const found = towns().get(city) ?? towns().get(`${city} city`);
  const town = found && (qualifier ? found.find((t) => qualifies(t, qualifier)) : found[0]);
  if (town) return { name: `${town.name}, ${countryName(town.country)}`, latitude: town.lat, longitude: town.lon, countryCode: town.country };
  const main = mainTownOf(qualifier);
  if (!main || !typed.trim()) return null;
  return { name: `${typed.trim()}, ${countryName(main.country)}`, latitude: main.lat, longitude: main.lon, countryCode: main.country };
}
