import { z } from 'zod';
import { FORMALITIES } from '../closet-constants';
import { ZDbId } from './common';

const ZPieceWear = z.object({ id: z.number().int(), name: z.string(), timesWorn: z.number().int() });

/** GET /api/insights: the closet seen whole (issue 44 point 3). */
export const ZInsightsResponse = z.object({
  /** Priced pieces, cheapest per wear first; an unworn piece's cost per wear is its price. */
  costPerWear: z.array(z.object({ id: z.number().int(), name: z.string(), price: z.number(), timesWorn: z.number().int(), costPerWear: z.number() })),
  mostWorn: z.array(ZPieceWear),
  leastWorn: z.array(ZPieceWear),
  /** Pieces not worn in 90 days, oldest first, each with the let-go notes on offer. */
  idle: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      imageUrl: z.string().nullable(),
      lastWornOn: z.string().nullable(),
      daysIdle: z.number().int(),
      notes: z.object({ resale: z.string(), donation: z.string() }),
    }),
  ),
  byCategory: z.array(z.object({ label: z.string(), count: z.number().int() })),
  byColor: z.array(z.object({ label: z.string(), count: z.number().int() })),
  /** Shares (0-100) of the closet and of what the style and calendar ask for, per formality. */
  byFormality: z.array(z.object({ formality: z.enum(FORMALITIES), closet: z.number().int(), wanted: z.number().int() })),
  balanceNote: z.string().nullable(),
  outfits: z.number().int(),
  /** The one piece that would add the most outfits, in words, with the count; null for an empty closet. */
  bestAddition: z.object({ label: z.string(), adds: z.number().int() }).nullable(),
});
export type TInsightsResponse = z.infer<typeof ZInsightsResponse>;

export const REVIEW_DECISIONS = ['keep', 'store', 'let-go'] as const;
export const LET_GO_ROUTES = ['resale', 'donation'] as const;

/** POST /api/insights/reviews: keep, store or let go of an idle piece; let go names resale or donation. */
export const ZItemReviewRequest = z
  .strictObject({
    itemId: ZDbId,
    decision: z.enum(REVIEW_DECISIONS, { error: 'Choose keep, store or let go' }),
    route: z.enum(LET_GO_ROUTES, { error: 'Choose resale or donation' }).optional(),
  })
  .refine((r) => (r.decision === 'let-go') === (r.route !== undefined), {
    error: 'Letting go needs resale or donation; keep and store take neither',
    path: ['route'],
  });
export type TItemReviewRequest = z.infer<typeof ZItemReviewRequest>;

export const ZItemReviewResponse = z.object({
  itemId: z.number().int(),
  decision: z.enum(REVIEW_DECISIONS),
  route: z.enum(LET_GO_ROUTES).nullable(),
  note: z.string().nullable(),
  /** Keep: when the piece may be offered again. */
  keepUntil: z.string().nullable(),
  /** The piece's status after the choice: store and let go archive it. */
  status: z.enum(['active', 'in laundry', 'archived']),
});
export type TItemReviewResponse = z.infer<typeof ZItemReviewResponse>;
