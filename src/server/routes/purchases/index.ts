import { ZBoughtProductRequest, ZBoughtProductResponse } from '../../../shared/schemas/bought';
import { requireUser } from '../../plugins/auth';
import { addBoughtProduct } from '../../services/purchases/add-bought-product';
import { limit, type RouteModule } from '../types';

/** 'I bought this' (issue 44): a Shop product, or a pasted product link, straight into the closet. */
export const purchaseRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/api/clothing-items/bought',
    {
      schema: {
        tags: ['closet'],
        summary:
          "I bought this: add a Shop product (productId) or a pasted product link (link) to the closet with its photo, name, brand, colour, category, price and today's date; returns the gaps it filled. A product already added returns its piece (created false).",
        body: ZBoughtProductRequest,
        response: { 200: ZBoughtProductResponse, 201: ZBoughtProductResponse },
      },
      // Each call may fetch and re-encode a shop photo.
      config: { ...limit(60, 1), auth: 'user' },
    },
    async (request, reply) => {
      const result = await addBoughtProduct(ctx, requireUser(request), request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
};
