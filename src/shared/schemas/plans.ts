import { z } from 'zod';
import { CATEGORIES } from '../closet-constants';
import { ZDbId, ZIsoDate } from './common';

/** The most pieces a hand-composed look holds: an outfit plus a layer and two extras. */
export const PLAN_PIECES_MAX = 6;
/** The widest range GET /api/plans answers at once: a month grid with its leading and trailing days. */
export const PLAN_RANGE_MAX_DAYS = 42;

export const ZPlanDateParam = z.strictObject({ date: ZIsoDate });

/**
 * PUT /api/plans/{date}: plan that day's look (issue 44 point 1). With itemIds, the look composed
 * by hand from the closet; without, the engine builds it for the day's events and its forecast
 * (the climate normals beyond the forecast); rebuild asks the engine for a different one.
 */
export const ZPlanDayRequest = z.strictObject({
  itemIds: z
    .array(ZDbId)
    .min(1, { error: 'Pick at least one piece' })
    .max(PLAN_PIECES_MAX, { error: `A planned look holds at most ${PLAN_PIECES_MAX} pieces` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each piece can be picked once' })
    .optional(),
  rebuild: z.boolean().default(false),
});
export type TPlanDayRequest = z.input<typeof ZPlanDayRequest>;

export const ZPlansQuery = z
  .strictObject({ from: ZIsoDate, to: ZIsoDate })
  .refine((q) => q.from <= q.to, { error: 'from must not be after to', path: ['from'] });
export type TPlansQuery = z.infer<typeof ZPlansQuery>;

const ZPlanPiece = z.object({ id: z.number().int(), name: z.string(), category: z.enum(CATEGORIES), imageUrl: z.string().nullable() });

/** GET /api/plans: the planned days in a range, each with its pieces for the month grid's thumbnail. */
export const ZPlansResponse = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), source: z.enum(['engine', 'llm', 'hand']), pieces: z.array(ZPlanPiece) })),
});
export type TPlansResponse = z.infer<typeof ZPlansResponse>;

/**
 * POST /api/calendar/events/{id}/outfit: open the look for one calendar event (issue 40 point 3):
 * the stored one, else the engine's for that event and the day's forecast (normals beyond it);
 * rebuild asks for a different one. Swap a piece with POST /api/outfits/swap and the eventId.
 */
export const ZEventOutfitRequest = z.strictObject({ rebuild: z.boolean().default(false) });
export type TEventOutfitRequest = z.input<typeof ZEventOutfitRequest>;

/**
 * PUT /api/calendar/events/{id}/outfit: save the event's look as a plan. Without itemIds, the
 * look as opened and swapped; with them, a look composed by hand from the closet.
 */
export const ZSaveEventOutfitRequest = z.strictObject({ itemIds: ZPlanDayRequest.shape.itemIds });
export type TSaveEventOutfitRequest = z.input<typeof ZSaveEventOutfitRequest>;
