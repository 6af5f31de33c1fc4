import { ZInsightsResponse, ZItemReviewRequest, ZItemReviewResponse } from '../../../shared/schemas/insights';
import { requireUser } from '../../plugins/auth';
import { insightsFor } from '../../services/insights/wardrobe-insights';
import { reviewItem } from '../../services/insights/review-item';
import { limit, type RouteModule } from '../types';

const tags = ['closet'];

/** Wardrobe insights (issue 44 point 3). */
export const insightRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/api/insights',
    {
      schema: {
        tags,
        summary:
          'Wardrobe insights: cost per wear ranked, most and least worn, pieces not worn in 90 days (with let-go notes), balance by category, colour and formality against style and calendar, outfits the closet makes and the one piece that would add most',
        response: { 200: ZInsightsResponse },
      },
      config: { auth: 'user', ...limit(120, 1) },
    },
    async (request) => insightsFor(ctx, requireUser(request)),
  );

  app.post(
    '/api/insights/reviews',
    {
      schema: {
        tags,
        summary: 'Keep (not offered again for 90 days), store (archived) or let go (archived, with resale or donation notes) a piece not worn in 90 days',
        body: ZItemReviewRequest,
        response: { 200: ZItemReviewResponse },
      },
      config: { auth: 'user' },
    },
    async (request) => reviewItem(ctx, requireUser(request), request.body),
  );
};
