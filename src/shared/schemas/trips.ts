import { z } from 'zod';
import { CATEGORIES } from '../closet-constants';
import { requiredText, ZDbId, ZDbIdText, ZIsoDate } from './common';

/** What a trip holds, as the form offers it: each shapes the days' dress code or adds an evening look. */
export const TRIP_OCCASIONS = ['work', 'sightseeing', 'beach', 'hiking', 'dinner', 'wedding', 'formal'] as const;
export type TripOccasion = (typeof TRIP_OCCASIONS)[number];
export const TRIP_OCCASION_LABELS: Record<TripOccasion, string> = {
  work: 'Work',
  sightseeing: 'Sightseeing',
  beach: 'Beach',
  hiking: 'Hiking',
  dinner: 'A nice dinner',
  wedding: 'A wedding',
  formal: 'A formal evening',
};

/** The longest trip a list is built for: a look a day, each built by the engine. */
export const TRIP_DAYS_MAX = 21;
/** How far ahead a trip can start (the normals cover any month). */
export const TRIP_START_MAX_DAYS = 365;
/** Trips kept per person, past ones included. */
export const TRIPS_PER_USER_MAX = 50;

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** POST /api/trips: a trip made by hand (where, dates, occasions). */
export const ZTripRequest = z
  .strictObject({
    where: requiredText('Say where the trip is', 120),
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    occasions: z
      .array(z.enum(TRIP_OCCASIONS, { error: 'Unknown occasion' }))
      .max(TRIP_OCCASIONS.length)
      .refine((o) => new Set(o).size === o.length, { error: 'Each occasion can be picked once' })
      .default([]),
  })
  .refine((t) => t.startDate <= t.endDate, { error: 'The trip must end on or after its first day', path: ['endDate'] })
  .refine((t) => daysBetween(t.startDate, t.endDate) < TRIP_DAYS_MAX, { error: `A trip can be at most ${TRIP_DAYS_MAX} days`, path: ['endDate'] });
export type TTripRequest = z.input<typeof ZTripRequest>;

/** POST /api/trips/from-event: pack for a multi-day calendar event with a place. */
export const ZTripFromEventRequest = z.strictObject({ eventId: ZDbId });
export type TTripFromEventRequest = z.infer<typeof ZTripFromEventRequest>;

/** PUT /api/trips/{id}/items/{itemId}: tick a piece off (or back on). */
export const ZTripItemCheck = z.strictObject({ packed: z.boolean({ error: 'packed must be true or false' }) });
export type TTripItemCheck = z.infer<typeof ZTripItemCheck>;

export const ZTripItemParams = z.strictObject({ id: ZDbIdText, itemId: ZDbIdText });
/** The share token: 32 url-safe characters, checked for shape before any query. */
export const ZShareTokenParam = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, { error: 'Not a shared list' }) });

const ZTripWeather = z.object({
  date: z.string(),
  minTempC: z.number(),
  maxTempC: z.number(),
  precipitationProbability: z.number(),
  summary: z.string(),
  /** 'forecast' within the forecast's reach, 'typical' (climate normals) beyond it. */
  source: z.enum(['forecast', 'typical']),
});

const ZMissing = z.object({ need: z.string(), lookFor: z.string(), shopQuery: z.string() });
const ZLook = z.object({ date: z.string(), kind: z.enum(['day', 'evening', 'swim']), label: z.string(), itemIds: z.array(z.number().int()) });
const ZPiece = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  color: z.string(),
  imageUrl: z.string().nullable(),
  packed: z.boolean(),
});

export const ZTripSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  where: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  occasions: z.array(z.enum(TRIP_OCCASIONS)),
  pieceCount: z.number().int(),
  packedCount: z.number().int(),
});
export type TTripSummary = z.infer<typeof ZTripSummary>;

/** A trip with its list: the looks, the pieces to pack (ticked or not), what to wear on the way, what is missing. */
export const ZTrip = ZTripSummary.extend({
  place: z.string().nullable(),
  fromEvent: z.boolean(),
  weather: z.array(ZTripWeather),
  looks: z.array(ZLook),
  pieces: z.array(ZPiece),
  transit: z.array(z.number().int()),
  missing: z.array(ZMissing),
  builtAt: z.string(),
  /** The read-only link's path when the list is shared; null when not. */
  sharePath: z.string().nullable(),
});
export type TTrip = z.infer<typeof ZTrip>;

/** A multi-day calendar event with a place, offered as a trip to pack for. */
export const ZTripSuggestion = z.object({
  eventId: z.number().int(),
  /** Every day's event row of the trip, first day first. */
  eventIds: z.array(z.number().int()),
  title: z.string(),
  where: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

export const ZTripsResponse = z.object({ trips: z.array(ZTripSummary), suggestions: z.array(ZTripSuggestion) });
export type TTripsResponse = z.infer<typeof ZTripsResponse>;

export const ZTripItemCheckResponse = z.object({ itemId: z.number().int(), packed: z.boolean() });
export const ZTripShare = z.object({ sharePath: z.string() });

/** GET /api/shared/trips/{token}: the list alone, with nothing of the account beyond it. */
export const ZSharedTrip = z.object({
  name: z.string(),
  where: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  weather: z.array(ZTripWeather),
  looks: z.array(z.object({ date: z.string(), label: z.string(), pieces: z.array(z.string()) })),
  pieces: z.array(z.object({ name: z.string(), category: z.enum(CATEGORIES), color: z.string(), packed: z.boolean() })),
  transit: z.array(z.string()),
  missing: z.array(z.object({ need: z.string(), lookFor: z.string() })),
});
export type TSharedTrip = z.infer<typeof ZSharedTrip>;
