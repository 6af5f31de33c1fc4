import type { ParsedQuestion } from '../question';

/**
 * The request a reading makes, in the terms a perturbation must not change: the kind of question,
 * the occasion, the day, the weather, the pieces, what is ruled out, the activity and the dress code.
 * Operators see it beside an AI test's answer ('what Wren understood'); the behaviour tests compare it.
 */
export interface RequestSummary {
  kind: string;
  occasion: string | null;
  day: string | null;
  weather: string[];
  /** Rounded to a whole degree Celsius. */
  temperatureC: number | null;
  pieces: string[];
  avoid: string[];
  activity: string | null;
  dressCode: string | null;
  followUp: boolean;
  /** What a follow-up changes ('shoes', 'less formal', 'weather'), else null. */
  change: string | null;
}

const sorted = (xs: readonly string[]) => [...new Set(xs)].sort();

export function requestOf(q: ParsedQuestion): RequestSummary {
  return {
    kind: q.kind,
    occasion: q.occasions[0] ?? null,
    day: q.day?.date ?? null,
    weather: sorted(q.weather),
    temperatureC: q.tempC === null ? null : Math.round(q.tempC),
    pieces: sorted(q.pieces),
    avoid: sorted(q.avoid),
    activity: q.activity,
    dressCode: q.dressCode,
    followUp: q.followUp,
    change: q.change,
  };
}

/** The fields in which two requests differ, as 'field: before → after' (empty when they are the same request). */
export function requestDifferences(a: RequestSummary, b: RequestSummary): string[] {
  const keys: (keyof RequestSummary)[] = ['kind', 'occasion', 'day', 'weather', 'temperatureC', 'pieces', 'avoid', 'activity', 'dressCode'];
  const show = (v: unknown) => (Array.isArray(v) ? v.join(',') : String(v));
  return keys.filter((k) => show(a[k]) !== show(b[k])).map((k) => `${k}: ${show(a[k])} → ${show(b[k])}`);
}
