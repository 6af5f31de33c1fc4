import { ZOk } from '../../../shared/schemas/common';
import { ZPlanDateParam, ZPlanDayRequest, ZPlansQuery, ZPlansResponse } from '../../../shared/schemas/plans';
import { ZGeneratedOutfit } from '../../../shared/schemas/stylist';
import { requireUser } from '../../plugins/auth';
import { deletePlan } from '../../services/plans/delete-plan';
import { listPlans } from '../../services/plans/list-plans';
import { planAlternative } from '../../services/plans/plan-alternative';
import { planDay } from '../../services/plans/plan-day';
import { limit, type RouteModule } from '../types';

const tags = ['stylist'];

/** The outfit calendar (issue 44 point 1): a planned look is the day's outfit, planned ahead. */
export const planRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/api/plans',
    {
      schema: {
        tags,
        summary: 'Planned looks between from and to (at most 42 days), each with its pieces for the month grid',
        querystring: ZPlansQuery,
        response: { 200: ZPlansResponse },
      },
      config: { auth: 'user' },
    },
    async (request) => listPlans(ctx, requireUser(request), request.query),
  );

  app.put(
    '/api/plans/:date',
    {
      schema: {
        tags,
        summary:
          "Plan a day's look (today up to 90 days ahead): itemIds composes it by hand; without, the engine builds it for that day's events and forecast (climate normals beyond it), rebuild for a different one. Swap a piece with POST /api/outfits/swap and the date.",
        params: ZPlanDateParam,
        body: ZPlanDayRequest,
        response: { 200: ZGeneratedOutfit },
      },
      // Each engine build reads the weather and may ask the AI: bounded like refreshes.
      config: { auth: 'user', ...limit(60, 1) },
    },
    async (request) => planDay(ctx, requireUser(request), request.params.date, request.body),
  );

  app.delete(
    '/api/plans/:date',
    {
      schema: { tags, summary: "Remove a day's plan: the look is chosen on the day as usual", params: ZPlanDateParam, response: { 200: ZOk } },
      config: { auth: 'user' },
    },
    async (request) => {
      await deletePlan(ctx, requireUser(request), request.params.date);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/plans/:date/alternative',
    {
      schema: {
        tags,
        summary:
          "When the forecast moved since a look was planned (plan.weatherNote), the engine's look for the weather now, to offer beside the plan; nothing is stored",
        params: ZPlanDateParam,
        response: { 200: ZGeneratedOutfit },
      },
      config: { auth: 'user', ...limit(60, 1) },
    },
    async (request) => planAlternative(ctx, requireUser(request), request.params.date),
  );
};
