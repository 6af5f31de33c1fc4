import { z } from 'zod';
import { ZDbIdText } from '../../../shared/schemas/common';
import { ZProduct } from '../../../shared/schemas/shopping';
import { ZAffiliateClickSummary, ZRecommendationsQuery } from '../../../shared/schemas/shopping-recommendations';
import { notFound } from '../../errors';
import { requireOwner, requireUser } from '../../plugins/auth';
import { SESSION_COOKIE, userForToken } from '../../services/auth/sessions';
import { affiliateClickSummary } from '../../services/shopping/affiliate-click-summary';
import { followProductLink, PRODUCT_GONE } from '../../services/shopping/follow-link';
import { recommendProductsFor } from '../../services/shopping/recommend-products';
import { limit, type RouteModule } from '../types';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Recommendations (issue 13 point 4), the affiliate redirect `/go/{productId}` and its click
 * counts for the dashboard (point 5). `/go/` is on our own origin and outside /api so product
 * links read as ordinary links; it is a registered route, so the SPA fallback never answers it.
 */
export const shoppingLinkRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/api/retailers/recommendations',
    {
      schema: {
        tags: ['shopping'],
        summary: "Products that fill the gaps in the user's closet and go with what they own",
        querystring: ZRecommendationsQuery,
        response: { 200: z.array(ZProduct) },
      },
      config: { auth: 'user', ...limit(120, 1) },
    },
    async (request) => {
      const user = request.query.userId === undefined ? requireUser(request) : requireOwner(request, request.query.userId);
      return recommendProductsFor(ctx, user, { category: request.query.category, count: request.query.count });
    },
  );

  app.get(
    '/api/admin/affiliate-clicks',
    {
      schema: { tags: ['administration'], summary: 'Clicks through /go/ per retailer over the last 30 days', response: { 200: ZAffiliateClickSummary } },
      config: { auth: 'admin' },
    },
    async () => affiliateClickSummary(ctx),
  );

  const go = async (raw: string | undefined, request: FastifyRequest) => {
    const id = ZDbIdText.safeParse(raw);
    if (!id.success) throw notFound(PRODUCT_GONE);
    // /go/ is not under /api, so the auth hook has not loaded the session: read it here (signed-in clicks carry the user).
    const token = request.cookies[SESSION_COOKIE];
    const user = request.user ?? (token ? await userForToken(ctx, token) : null);
    // HEAD (link previews, crawlers) follows the same path but is not a click.
    return followProductLink(ctx, { productId: id.data, userId: user?.id ?? null, record: request.method === 'GET' });
  };
  const follow = async (raw: string | undefined, request: FastifyRequest, reply: FastifyReply) => {
    const url = await go(raw, request);
    return reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow').redirect(url, 302);
  };
  app.get(
    '/go/:productId',
    {
      schema: {
        tags: ['shopping'],
        summary: "A product link: records the click and answers 302 to the retailer's page through its affiliate template; 404 for an unknown product",
        params: z.object({ productId: z.string() }),
      },
      config: limit(120, 1),
    },
    async (request, reply) => follow(request.params.productId, request, reply),
  );
  // Anything deeper (/go/1/2) or nothing at all (/go) is not a product: a 404 here, never the web app.
  const hidden = { schema: { hide: true }, config: limit(120, 1) };
  app.get('/go/*', hidden, async () => {
    throw notFound(PRODUCT_GONE);
  });
  app.get('/go', hidden, async () => {
    throw notFound(PRODUCT_GONE);
  });
};
