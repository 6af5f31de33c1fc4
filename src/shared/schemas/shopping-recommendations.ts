import { z } from 'zod';
import { ZDbIdText } from './common';
import { SHOPPING_CATEGORIES } from './shopping';

/** Spec 9: three per category on the Shopping screen; the call accepts 1 to 12. */
export const RECOMMENDATIONS_DEFAULT_COUNT = 3;
export const RECOMMENDATIONS_MAX_COUNT = 12;

const countMessage = `Count must be a whole number from 1 to ${RECOMMENDATIONS_MAX_COUNT}`;

/** GET /api/retailers/recommendations?userId&category&count (spec 7). No category: all five; no userId: the caller. */
export const ZRecommendationsQuery = z.object({
  userId: ZDbIdText.optional(),
  category: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(SHOPPING_CATEGORIES, { error: `Category must be one of ${SHOPPING_CATEGORIES.join(', ')}` }).optional(),
  ),
  count: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: countMessage })
      .regex(/^[0-9]{1,3}$/, { error: countMessage })
      .transform(Number)
      .pipe(z.number().int().min(1, { error: countMessage }).max(RECOMMENDATIONS_MAX_COUNT, { error: countMessage }))
      .optional(),
  ),
});
export type TRecommendationsQuery = z.input<typeof ZRecommendationsQuery>;

/** GET /api/admin/affiliate-clicks: clicks through `/go/` per retailer over the last 30 days (issue 13 point 5). */
export const AFFILIATE_CLICK_WINDOW_DAYS = 30;
export const ZAffiliateClickSummary = z.object({
  since: z.string(),
  days: z.number().int(),
  total: z.number().int(),
  retailers: z.array(z.object({ retailerId: z.number().int(), retailerName: z.string(), enabled: z.boolean(), clicks: z.number().int() })),
});
export type TAffiliateClickSummary = z.infer<typeof ZAffiliateClickSummary>;
