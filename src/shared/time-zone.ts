import { z } from 'zod';

/**
 * IANA time zones, as the runtime's own zone data knows them (issue 24, point 2). Shared by the
 * sign-up form, the settings page and every route that takes a zone, so a zone the browser
 * offers is one the server accepts and stores in one spelling.
 */

/** 'Area/Location' names and 'UTC'-style single words; never offsets ('+05:00'), which have no DST rules. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * The runtime's canonical spelling of an IANA zone ('us/pacific' → 'America/Los_Angeles'), or
 * null when it is not one. Canonical so that the daily-text tick, which groups users by zone,
 * sees one zone under one name.
 */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (!ZONE_NAME.test(trimmed) || trimmed.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const isTimeZone = (name: string): boolean => canonicalTimeZone(name) !== null;

export const TIME_ZONE_ERROR = 'Choose a time zone from the list (an IANA name such as America/Los_Angeles)';

/** A real IANA zone, stored in its canonical spelling. */
export const ZTimeZone = z
  .string({ error: TIME_ZONE_ERROR })
  .max(64, { error: TIME_ZONE_ERROR })
  .refine(isTimeZone, { error: TIME_ZONE_ERROR })
  .transform((name) => canonicalTimeZone(name)!);

/** Every zone the runtime knows, for the settings picker; the current zone is kept even if this runtime spells it otherwise. */
export function timeZoneNames(current?: string | null): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = new Set([...known, 'UTC']);
  if (current) names.add(current);
  return [...names].sort();
}

/** 'America/Los_Angeles' → 'Los Angeles (America)': the words people search for. */
export function timeZoneLabel(name: string): string {
  const parts = name.split('/');
  const place = parts[parts.length - 1]!.replace(/_/g, ' ');
  return parts.length > 1 ? `${place} (${parts.slice(0, -1).join('/').replace(/_/g, ' ')})` : place;
}

/** The local time in a zone ('7:05 PM') and its short name ('PST'), for showing beside the zone. */
export function localTimeIn(timeZone: string, now: Date): { time: string; abbreviation: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).formatToParts(now);
  const pick = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { time: `${pick('hour')}:${pick('minute')} ${pick('dayPeriod')}`.trim(), abbreviation: pick('timeZoneName') };
}
