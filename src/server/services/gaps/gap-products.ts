import { gapSearchRequest } from '../../../domain/shopping/gap-search';
import { avoidedColourIn } from '../../../domain/stylist/avoided-colours';
import type { UserRow } from '../../../db/schema';
import type { TGapProductsResponse } from '../../../shared/schemas/gaps';
import { ZSearchRequest, type TProduct } from '../../../shared/schemas/shopping';
import type { Ctx } from '../../context';
import { searchProducts } from '../shopping/search';
import { getStylePreferences } from '../stylist/get-style-preferences';
import { gapsFor, toGapDto } from './closet-gaps';

/** Products per gap row on the Shop screen (spec 9: rows of three). */
export const PRODUCTS_PER_GAP = 3;

/**
 * GET /api/gaps/products: Shop's 'picked to fill the gaps' rows, one per gap of the one gap
 * model, each a catalog search for that piece held to the gap's price range (the stated budget,
 * scaled to the piece) unless the shopper turned the budget off.
 */
export async function gapProducts(ctx: Pick<Ctx, 'db' | 'database' | 'now'>, user: UserRow, options: { withinBudget: boolean }): Promise<TGapProductsResponse> {
  const [gaps, preferences] = await Promise.all([gapsFor(ctx, user), getStylePreferences(ctx, user.id)]);
  const budget = preferences.budget ?? null;
  const withinBudget = options.withinBudget && budget !== null;
  const avoid = preferences.avoidColours ?? [];
  const rows = await Promise.all(
    gaps.map(async (gap) => {
      // The same search the Shop's search box runs for these words (issue 41): the shopper's departments, the gap's category.
      // A few more than the row shows, so products in a colour the person avoids can give way (ADR 0113).
      const request = ZSearchRequest.parse(gapSearchRequest(gap, { withinBudget, limit: avoid.length ? PRODUCTS_PER_GAP * 4 : PRODUCTS_PER_GAP }));
      // No fallback to the whole aisle: a blazer is not a rain jacket, so a row with no match says so instead.
      const found: TProduct[] = (await searchProducts(ctx, request, { shopper: user })).products;
      const products = found.filter((p) => !avoidedColourIn(avoid, p.name, ...p.colors)).slice(0, PRODUCTS_PER_GAP);
      return { gap: toGapDto(gap), products };
    }),
  );
  return { budget, withinBudget, rows };
}
