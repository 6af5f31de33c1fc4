import { canonicalTimeZone } from '../../shared/time-zone';

type Lookup = (latitude: number, longitude: number) => string;
let lookup: Promise<Lookup> | null = null;

/**
 * The IANA zone at a point, from @photostructure/tz-lookup's embedded boundary grid (ADR 0083):
 * offline, ~100 kB, loaded on first use (ADR 0064). Its grid can be a zone off within a few
 * kilometres of a border; people living there correct it in Settings. Null for a point it refuses.
 */
export async function timeZoneAt(latitude: number, longitude: number): Promise<string | null> {
  lookup ??= import('@photostructure/tz-lookup').then((m) => (m.default ?? m) as unknown as Lookup);
  const tzLookup = await lookup;
  try {
    // The zone in this runtime's spelling, so users group under one name in the daily-text tick.
    return canonicalTimeZone(tzLookup(latitude, longitude));
  } catch {
    return null;
  }
}
