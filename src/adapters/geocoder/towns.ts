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

/** A town by its folded name and an optional folded qualifier, or null when none has that name or the qualifier rules all out. */
export function townNamed(city: string, qualifier: string): GeoPlace | null {
  const found = towns().get(city);
  if (!found) return null;
  const town = qualifier ? found.find((t) => qualifies(t, qualifier)) : found[0];
  if (!town) return null;
  return { name: `${town.name}, ${countryName(town.country)}`, latitude: town.lat, longitude: town.lon, countryCode: town.country };
}
