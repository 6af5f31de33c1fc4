import { z } from 'zod';
import { ZIsoDate } from './common';

/** The issue's dress codes: one list for the form, the badge, the API and the inference. */
export const DRESS_CODES = ['Casual', 'Smart Casual', 'Business Casual', 'Business Formal', 'Cocktail', 'Formal', 'Black Tie', 'Athletic', 'Outdoor'] as const;
export type DressCode = (typeof DRESS_CODES)[number];

/**
 * Occasions: dress codes that call for clothes nobody wears every day. Only days with one of
 * these get the SMS budget first (decisions.md 4, ADR 0054): almost every event has some dress
 * code once inferred (a weekly sync is Business Casual, the gym Athletic), and counting those
 * would spend the month's texts on its first busy days.
 */
export const OCCASION_DRESS_CODES = ['Business Formal', 'Cocktail', 'Formal', 'Black Tie'] as const satisfies readonly DressCode[];

/** explicit: the event's own text names it; inferred: guessed from title, description and location; user: chosen by the user. */
export const DRESS_CODE_SOURCES = ['explicit', 'inferred', 'user'] as const;
export type DressCodeSource = (typeof DRESS_CODE_SOURCES)[number];

export const EVENT_SOURCES = ['manual', 'google', 'ics'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/** GET /api/calendar/events answers at most this many days at once. */
export const MAX_EVENT_RANGE_DAYS = 62;
/** Feeds and uploads are expanded (recurrences included) this far ahead. */
export const ICS_EXPAND_DAYS = 60;
/** POST /api/calendar/import: the .ics file's limit. */
export const ICS_MAX_BYTES = 1024 * 1024;
/** Spec 9, calendar sync window; Google sync takes 1 to 60 days. */
export const GOOGLE_SYNC_DEFAULT_DAYS = 14;
export const GOOGLE_SYNC_MAX_DAYS = 60;
export const FEED_REFRESH_HOURS = 6;

const ZTime = z.string({ error: 'Time must be HH:MM (24 h)' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Time must be HH:MM (24 h), such as 09:30' });
/** An empty input means "no time": the form's cleared field and the API's null agree. */
const ZOptionalTime = z
  .union([z.literal(''), ZTime])
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));
const ZOptionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const fields = {
  title: z.string({ error: 'Title is required' }).trim().min(1, { error: 'Title is required' }).max(200, { error: 'Title must be at most 200 characters' }),
  date: ZIsoDate,
  startTime: ZOptionalTime,
  endTime: ZOptionalTime,
  location: ZOptionalText(200, 'Location'),
  description: ZOptionalText(2000, 'Description'),
  /** Omitted or null: inferred from the title, description and location. */
  dressCode: z
    .enum(DRESS_CODES, { error: `Dress code must be one of: ${DRESS_CODES.join(', ')}` })
    .nullable()
    .optional(),
};

interface Times {
  startTime?: string | null | undefined;
  endTime?: string | null | undefined;
}

/** Both times or neither (an all-day event); the end after the start. Shared by the form, the route and PATCH after merging. */
export function timesProblem(t: Times): { message: string; field: 'startTime' | 'endTime' } | null {
  const start = t.startTime ?? null;
  const end = t.endTime ?? null;
  if (start && !end) return { message: 'Add an end time, or make it an all-day event', field: 'endTime' };
  if (!start && end) return { message: 'Add a start time, or make it an all-day event', field: 'startTime' };
  if (start && end && end <= start) return { message: 'End time must be after the start time', field: 'endTime' };
  return null;
}

const checkTimes = (value: Times, ctx: z.RefinementCtx) => {
  const problem = timesProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
};

/** POST /api/calendar/events, and the Add event dialog. */
export const ZCreateEventRequest = z.strictObject(fields).superRefine(checkTimes);
export type TCreateEventRequest = z.input<typeof ZCreateEventRequest>;

/** PATCH /api/calendar/events/{id}: any subset; `dressCode: null` hands the choice back to inference. */
export const ZUpdateEventRequest = z
  .strictObject({
    title: fields.title.optional(),
    date: ZIsoDate.optional(),
    startTime: fields.startTime,
    endTime: fields.endTime,
    location: fields.location,
    description: fields.description,
    dressCode: fields.dressCode,
  })
  .superRefine((value, ctx) => {
    // Only when both are sent can the pair be judged here; otherwise the service judges it merged with the stored event.
    if (value.startTime !== undefined && value.endTime !== undefined) checkTimes(value, ctx);
  });
export type TUpdateEventRequest = z.input<typeof ZUpdateEventRequest>;

export const ZCalendarEvent = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  dressCode: z.enum(DRESS_CODES).nullable(),
  dressCodeSource: z.enum(DRESS_CODE_SOURCES),
  source: z.enum(EVENT_SOURCES),
  /** The source's own id (ICS UID with its RECURRENCE-ID, or Google's event id); null for manual events. */
  sourceId: z.string().nullable(),
  /** The feed an ICS event came from; null for uploads, Google and manual events. */
  feedId: z.number().int().nullable(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;

const dayCount = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** GET /api/calendar/events?from&to: both or neither (the current month in the user's timezone). */
export const ZEventsQuery = z.strictObject({ from: ZIsoDate.optional(), to: ZIsoDate.optional() }).superRefine((q, ctx) => {
  if ((q.from === undefined) !== (q.to === undefined)) {
    ctx.addIssue({ code: 'custom', message: 'Give both from and to (YYYY-MM-DD), or neither for the current month', path: [q.from ? 'to' : 'from'] });
    return;
  }
  if (q.from && q.to) {
    const days = dayCount(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: 'custom', message: 'to must be on or after from', path: ['to'] });
    else if (days > MAX_EVENT_RANGE_DAYS) ctx.addIssue({ code: 'custom', message: `The range can be at most ${MAX_EVENT_RANGE_DAYS} days`, path: ['to'] });
  }
});
export type TEventsQuery = z.input<typeof ZEventsQuery>;

/** Suggestion for the Add event dialog: what inference would pick for this text. */
export const ZInferDressCodeRequest = z.strictObject({
  title: z.string().max(200).default(''),
  description: z.string().max(2000).nullable().optional(),
  location: z.string().max(200).nullable().optional(),
});
export const ZInferDressCodeResponse = z.object({ dressCode: z.enum(DRESS_CODES).nullable(), dressCodeSource: z.enum(['explicit', 'inferred']) });
export type TInferDressCodeResponse = z.infer<typeof ZInferDressCodeResponse>;

/** An import answer lists at most this many reasons for skipped entries (the count is complete). */
export const MAX_SKIPPED_REASONS = 10;

/** An entry of a calendar file that could not become an event: where it is and why. */
export const ZSkippedEntry = z.object({ line: z.number().int(), message: z.string() });
export type TSkippedEntry = z.infer<typeof ZSkippedEntry>;

/** Counts of one import or refresh (issue 26: each entry judged alone). `removed`: events gone from a feed. */
export const ZImportResult = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  /** Entries that could not become an event (no DTSTART, an unreadable date or repeat rule...); the rest of the file was imported. */
  skipped: z.number().int(),
  /** Events already stored exactly as the file has them. */
  unchanged: z.number().int(),
  /** Events outside the next 60 days, or cancelled. */
  outside: z.number().int(),
  /** The first reasons for `skipped`, with the file's line numbers. */
  skippedReasons: z.array(ZSkippedEntry).max(MAX_SKIPPED_REASONS),
  /** Time zone ids the file uses that name no zone we know: their times were read as floating times. */
  unknownZones: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type TImportResult = z.infer<typeof ZImportResult>;
/** A feed's refresh: an import that also removes what the feed no longer has. */
export const ZFeedResult = ZImportResult.extend({ removed: z.number().int() });
export type TFeedResult = z.infer<typeof ZFeedResult>;

/** POST /api/calendar/feeds */
export const ZCreateFeedRequest = z.strictObject({
  url: z
    .string({ error: 'Paste the calendar address (https:// or webcal://)' })
    .trim()
    .min(1, { error: 'Paste the calendar address (https:// or webcal://)' })
    .max(2000, { error: 'The address is too long' }),
  name: ZOptionalText(100, 'Name'),
});
export type TCreateFeedRequest = z.input<typeof ZCreateFeedRequest>;

export const ZCalendarFeed = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The host only: the full address is a secret (it grants read access) and is stored encrypted. */
  host: z.string(),
  kind: z.enum(['url', 'sample']),
  eventCount: z.number().int(),
  lastRefreshedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** What the last successful refresh did, skipped entries' reasons included; null before the first. */
  lastResult: ZFeedResult.nullable(),
  createdAt: z.string(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
export const ZCreateFeedResponse = ZCalendarFeed.extend({ result: ZFeedResult });
export const ZRefreshFeedResponse = ZCreateFeedResponse;

/** POST /api/google-calendar/sync/{userId} */
export const ZGoogleSyncRequest = z
  .strictObject({
    days: z
      .number({ error: `days must be a whole number from 1 to ${GOOGLE_SYNC_MAX_DAYS}` })
      .int({ error: `days must be a whole number from 1 to ${GOOGLE_SYNC_MAX_DAYS}` })
      .min(1, { error: `days must be a whole number from 1 to ${GOOGLE_SYNC_MAX_DAYS}` })
      .max(GOOGLE_SYNC_MAX_DAYS, { error: `days must be a whole number from 1 to ${GOOGLE_SYNC_MAX_DAYS}` })
      .default(GOOGLE_SYNC_DEFAULT_DAYS),
  })
  .default({ days: GOOGLE_SYNC_DEFAULT_DAYS });
export const ZGoogleSyncResponse = z.object({ imported: z.number().int(), updated: z.number().int(), removed: z.number().int(), days: z.number().int() });

/** GET /api/google-calendar/status */
export const ZGoogleCalendarStatus = z.object({
  /** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  configured: z.boolean(),
  googleCalendarEnabled: z.boolean(),
  state: z.enum(['not_connected', 'connected', 'revoked']),
  email: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type TGoogleCalendarStatus = z.infer<typeof ZGoogleCalendarStatus>;
