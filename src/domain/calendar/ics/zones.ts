import { findIana } from 'windows-iana';
import type { Budget } from './budget';
import { DAY_MS, parseDateValue, wallParts, type Wall } from './date-values';
import { prop, props, unescapeText, type Component } from './content-lines';
import { expandRule, parseRule } from './rrule';
import windowsDisplayNames from './windows-display-names.json' with { type: 'json' };

/** Turns a wall time into an instant and back, the one thing an event needs from a zone. */
export interface Zone {
  /** What to call the zone in messages: the IANA name, or the file's TZID. */
  name: string;
  /** Offset from UTC, in ms, at an instant. */
  offsetAt(instant: number): number;
}

const zonesByName = new Map<string, Zone>();
/** Offsets only change at transitions, which fall on quarter hours: one Intl call per quarter hour and zone. */
const OFFSET_BUCKET_MS = 15 * 60_000;
const MAX_CACHED_OFFSETS = 50_000;

/** The canonical IANA name Intl knows the id by, or null. */
export function ianaName(id: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: id }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function ianaZone(name: string): Zone {
  const known = zonesByName.get(name);
  if (known) return known;
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: name,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsets = new Map<number, number>();
  const zone: Zone = {
    name,
    offsetAt(instant) {
      const bucket = Math.floor(instant / OFFSET_BUCKET_MS);
      const cached = offsets.get(bucket);
      if (cached !== undefined) return cached;
      const at = bucket * OFFSET_BUCKET_MS;
      const p = Object.fromEntries(f.formatToParts(new Date(at)).map((x) => [x.type, Number(x.value)]));
      const offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - at;
      if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
      offsets.set(bucket, offset);
      return offset;
    },
  };
  zonesByName.set(name, zone);
  return zone;
}

export const UTC: Zone = { name: 'UTC', offsetAt: () => 0 };

/**
 * A wall time in a zone as an instant. In a gap (the hour skipped in spring) the time moves
 * forward; in an overlap (the hour repeated in autumn) the earlier instant is taken, as
 * Temporal's 'compatible' disambiguation does.
 */
export function toInstant(zone: Zone, wall: Wall): number {
  const before = zone.offsetAt(wall - DAY_MS);
  const after = zone.offsetAt(wall + DAY_MS);
  if (before === after) {
    const t = wall - before;
    const actual = zone.offsetAt(t);
    return actual === before ? t : wall - actual;
  }
  const valid = [wall - before, wall - after].filter((t) => zone.offsetAt(t) === wall - t);
  return valid.length ? Math.min(...valid) : wall - before;
}

export const toWall = (zone: Zone, instant: number): Wall => instant + zone.offsetAt(instant);

const parseOffset = (raw: string | undefined): number | null => {
  const m = /^([+-])(\d{2})(\d{2})(\d{2})?$/.exec(raw?.trim() ?? '');
  if (!m) return null;
  const ms = ((Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4] ?? 0)) * 1000;
  return m[1] === '-' ? -ms : ms;
};

/** An observance's RRULE; an unreadable one leaves only its first onset. */
function readRule(raw: string | undefined) {
  try {
    return raw ? parseRule(raw) : null;
  } catch {
    return null;
  }
}

/**
 * A VTIMEZONE's own definition (RFC 5545 3.6.5): its STANDARD and DAYLIGHT observances, each
 * an onset with offsets and an optional yearly rule or RDATEs. Transitions are worked out per
 * year when asked for, with the same bounded expansion as events.
 */
export function vtimezoneZone(component: Component, name: string, budget: Budget): Zone | null {
  const observances = component.children
    .filter((c) => c.name === 'STANDARD' || c.name === 'DAYLIGHT')
    .map((c) => {
      const start = parseDateValue(prop(c, 'DTSTART')?.value ?? '');
      const from = parseOffset(prop(c, 'TZOFFSETFROM')?.value);
      const to = parseOffset(prop(c, 'TZOFFSETTO')?.value);
      if (!start || from === null || to === null) return null;
      const rule = readRule(prop(c, 'RRULE')?.value);
      const rdates = props(c, 'RDATE')
        .flatMap((p) => p.value.split(','))
        .map((v) => parseDateValue(v)?.wall)
        .filter((v): v is number => v !== undefined);
      return { start: start.wall, from, to, rule, rdates };
    })
    .filter((o) => o !== null);
  if (observances.length === 0) return null;
  const first = observances.reduce((a, b) => (b.start < a.start ? b : a));
  const byYear = new Map<number, { at: number; to: number }[]>();
  const transitionsOf = (year: number) => {
    let list = byYear.get(year);
    if (list) return list;
    const from = Date.UTC(year, 0, 1) - DAY_MS;
    const to = Date.UTC(year + 1, 0, 1) + DAY_MS;
    list = [];
    for (const o of observances) {
      // Onsets are local times in the offset in force before them.
      const untilWall = o.rule?.until ? (o.rule.until.utc ? o.rule.until.wall + o.from : o.rule.until.wall) : null;
      const onsets = o.rule ? expandRule(o.rule, o.start, untilWall, { from, to }, budget) : o.start >= from && o.start <= to ? [o.start] : [];
      for (const w of [...onsets, ...o.rdates.filter((r) => r >= from && r <= to)]) list.push({ at: w - o.from, to: o.to });
    }
    list.sort((a, b) => a.at - b.at);
    byYear.set(year, list);
    return list;
  };
  return {
    name,
    offsetAt(instant) {
      const year = wallParts(instant).year;
      // The latest transition at or before the instant, looking back up to one year for a zone with yearly rules.
      for (const y of [year, year - 1]) {
        const before = transitionsOf(y).filter((t) => t.at <= instant);
        if (before.length) return before.at(-1)!.to;
      }
      // Before any transition we know of: the latest observance that had begun, else the first one's original offset.
      const begun = observances.filter((o) => o.start - o.from <= instant && !o.rule && o.rdates.length === 0);
      if (begun.length) return begun.reduce((a, b) => (b.start > a.start ? b : a)).to;
      const ruled = observances.filter((o) => o.rule && o.start - o.from <= instant);
      if (ruled.length) return ruled.reduce((a, b) => (b.start > a.start ? b : a)).to;
      return first.from;
    },
  };
}

/**
 * The Area/Location(/Sub) a vendor id ends with ('20070129_1/Europe/Stockholm' → 'Europe/Stockholm'), the area
 * being the letters before its slash: what `/([A-Za-z]+\/[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)?)$/` matched, in linear time.
 */
function trailingZone(id: string): string | undefined {
  const parts = id.split('/');
  for (const n of [3, 2]) {
    if (parts.length < n) continue;
    const [first, ...rest] = parts.slice(-n) as [string, ...string[]];
    let k = first.length;
    while (k > 0 && /[A-Za-z]/.test(first[k - 1]!)) k--;
    if (k < first.length && rest.every((p) => /^[A-Za-z0-9_+-]+$/.test(p))) return [first.slice(k), ...rest].join('/');
  }
  return undefined;
}

/**
 * A TZID as written, as the file's definitions and our tables know it: unquoted, unescaped
 * (Outlook and Exchange write `Kuala Lumpur\, Singapore` in the VTIMEZONE and the same name
 * quoted and unescaped in the events) and trimmed (Thunderbird's `Mitteleuropäische Zeit `).
 */
export function cleanTzid(id: string): string {
  return unescapeText(id.trim().replace(/^"(.*)"$/s, '$1'))
    .replace(/\s+/g, ' ')
    .trim();
}

/** `(UTC-05:00) `, `(GMT+10:00) `, `(UTC) `: the offset Windows puts before a display name. */
// The spaces before the offset belong to it: two free runs of spaces side by side were quadratic on a TZID of spaces.
const OFFSET_PREFIX = /^\(\s*(?:UTC|GMT)(?:\s*[+\-\u2212]\s*\d{1,2}(?::?\d{2})?)?\s*\)\s*/i;

/** A display name reduced to its words: case, accents, punctuation and a Russian '(RTZ 2)' do not tell names apart. */
const displayKey = (name: string) =>
  name
    .replace(OFFSET_PREFIX, '')
    .replace(/\(RTZ \d+\)\s*$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+-]+/g, ' ')
    .trim();

let windowsIdByDisplay: Map<string, string> | null = null;

/** The Windows zone id a display name stands for (windows-display-names.json: CLDR's names, then earlier Windows releases'). */
export function windowsIdOfDisplayName(name: string): string | null {
  windowsIdByDisplay ??= new Map(
    Object.entries({ ...windowsDisplayNames.earlier, ...windowsDisplayNames.cldr }).map(([display, id]) => [displayKey(display), id]),
  );
  return windowsIdByDisplay.get(displayKey(name)) ?? null;
}

const windowsZone = (id: string): Zone | null => {
  const iana = findIana(id)[0];
  const name = iana ? ianaName(iana) : null;
  return name ? ianaZone(name) : null;
};

/**
 * A TZID as vendors write it, as an IANA zone: the name itself, a Windows zone id through CLDR's
 * table ('Pacific Standard Time'), a Windows display name with or without its offset
 * ('(UTC-05:00) Eastern Time (US & Canada)', '(GMT+10:00) Canberra, Melbourne, Sydney'), or the
 * IANA name a vendor's prefix wraps ('/mozilla.org/20070129_1/Europe/Stockholm', 'custom_America/New_York').
 */
export function zoneFromName(id: string): Zone | null {
  const trimmed = cleanTzid(id);
  const direct = ianaName(trimmed);
  if (direct) return ianaZone(direct);
  const bare = trimmed.replace(OFFSET_PREFIX, '');
  const windows = windowsZone(trimmed) ?? (bare !== trimmed ? windowsZone(bare) : null);
  if (windows) return windows;
  const displayed = windowsIdOfDisplayName(trimmed);
  if (displayed) {
    const zone = windowsZone(displayed);
    if (zone) return zone;
  }
  const segments = trimmed.split('/').filter(Boolean);
  const candidates = [segments.slice(-3).join('/'), segments.slice(-2).join('/'), trailingZone(trimmed)];
  for (const c of candidates) {
    // Only an Area/Location pair: a bare word such as 'Custom' or 'EST' inside a vendor id says too little.
    if (c && c.includes('/')) {
      const name = ianaName(c);
      if (name) return ianaZone(name);
    }
  }
  return null;
}
