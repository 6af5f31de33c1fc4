import { ZGapProductsQuery, ZGapProductsResponse, ZGapsResponse } from '../../../shared/schemas/gaps';
import { requireUser } from '../../plugins/auth';
import { gapsFor, toGapDto } from '../../services/gaps/closet-gaps';
import { gapProducts } from '../../services/gaps/gap-products';
import { limit, type RouteModule } from '../types';

/** The one gap model (issue 24) for every client: what the signed-in user's closet lacks, and the catalog for each gap. */
export const gapRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/api/gaps',
    {
      schema: {
        tags: ['stylist'],
        summary: "What the signed-in user's closet lacks, each with a one-line reason and a price range within their budget",
        response: { 200: ZGapsResponse },
      },
      config: { auth: 'user', ...limit(120, 1) },
    },
    async (request) => {
      const user = requireUser(request);
      return { gaps: (await gapsFor(ctx, user)).map(toGapDto) };
    },
  );

  app.get(
    '/api/gaps/products',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Catalog products for each gap, within the stated budget unless budget=off',
        querystring: ZGapProductsQuery,
        response: { 200: ZGapProductsResponse },
      },
      config: { auth: 'user', ...limit(120, 1) },
    },
    async (request) => gapProducts(ctx, requireUser(request), { withinBudget: request.query.budget === 'on' }),
  );
};
