import { z } from 'zod';
import { CATEGORIES } from '../closet-constants';
import { ZProduct } from './shopping';

/** Whole dollars a person spends on a key piece; also each gap's range within it. */
export const BUDGET_MAX = 100_000;
const dollars = z
  .number({ error: 'A budget is a whole number of dollars' })
  .int({ error: 'A budget is a whole number of dollars' })
  .min(0, { error: 'A budget cannot be negative' })
  .max(BUDGET_MAX, { error: `A budget is at most $${BUDGET_MAX}` });
export const ZBudget = z
  .strictObject({ min: dollars, max: dollars })
  .refine((b) => b.min <= b.max, { error: 'The lower budget cannot be above the upper one', path: ['min'] });
export type TBudget = z.infer<typeof ZBudget>;

/** One thing the closet lacks (issue 24): every screen, text and client reads these. */
export const ZGap = z.object({
  key: z.string(),
  label: z.string(),
  /** One line: why this person lacks it. */
  reason: z.string(),
  category: z.enum(CATEGORIES),
  /** The price range within the stated budget; null when none was stated. */
  budget: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type TGap = z.infer<typeof ZGap>;

/** GET /api/gaps */
export const ZGapsResponse = z.object({ gaps: z.array(ZGap) });
export type TGapsResponse = z.infer<typeof ZGapsResponse>;

/** GET /api/gaps/products?budget=off: the catalog searched for each gap, within the budget unless turned off. */
export const ZGapProductsQuery = z.object({
  budget: z.enum(['on', 'off'], { error: 'budget must be on or off' }).default('on'),
});
export type TGapProductsQuery = z.input<typeof ZGapProductsQuery>;

export const ZGapProductsResponse = z.object({
  /** The stated key-piece budget, or null when none was stated. */
  budget: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Whether each row's search was held to its gap's price range. */
  withinBudget: z.boolean(),
  rows: z.array(z.object({ gap: ZGap, products: z.array(ZProduct) })),
});
export type TGapProductsResponse = z.infer<typeof ZGapProductsResponse>;
