import { ZSearchRequest, ZSearchResponse } from '../../../shared/schemas/shopping';
import { searchProducts } from '../../services/shopping/search';
import { requireUser } from '../../plugins/auth';
import { limit, type RouteModule } from '../types';
import { demoStoreRoutes } from './demo-store';

/** Issue 13 point 3: product search for signed-in users, in their departments unless widened (issue 41); the demo store's pages and images. */
export const shoppingSearchRoutes: RouteModule = async (app, ctx) => {
  app.post(
    '/api/retailers/search',
    {
      schema: { tags: ['shopping'], body: ZSearchRequest, response: { 200: ZSearchResponse } },
      config: { auth: 'user', ...limit(300, 1) },
    },
    async (request) => searchProducts(ctx, request.body, { shopper: requireUser(request) }),
  );
  await demoStoreRoutes(app, ctx);
};
