import { ZIdParam, ZOk } from '../../../shared/schemas/common';
import { ZEventOutfitRequest, ZPlanDateParam, ZPlanDayRequest, ZPlansQuery, ZPlansResponse, ZSaveEventOutfitRequest } from '../../../shared/schemas/plans';
import { ZEventOutfit, ZGeneratedOutfit } from '../../../shared/schemas/stylist';
import { requireUser } from '../../plugins/auth';
import { deletePlan } from '../../services/plans/delete-plan';
import { deleteEventOutfit, openEventOutfit, saveEventOutfit } from '../../services/plans/event-outfit';
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

  // An outfit for each calendar event (issue 40 point 3, ADR 0119): its look is a planned look keyed by the event.
  app.post(
    '/api/calendar/events/:id/outfit',
    {
      schema: {
        tags,
        summary:
          "Open the look for one calendar event (today up to 90 days ahead): the stored one, else the engine's for that event and the day's forecast (climate normals beyond it); rebuild for a different one. Swap a piece with POST /api/outfits/swap and the eventId.",
        params: ZIdParam,
        body: ZEventOutfitRequest,
        response: { 200: ZEventOutfit },
      },
      config: { auth: 'user', ...limit(60, 1) },
    },
    async (request) => openEventOutfit(ctx, requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/calendar/events/:id/outfit',
    {
      schema: {
        tags,
        summary:
          "Save the event's look as a plan: as opened and swapped, or composed by hand with itemIds. The plan of the day's main event (highest dress code) is the day's outfit unless the day has a plan of its own.",
        params: ZIdParam,
        body: ZSaveEventOutfitRequest,
        response: { 200: ZEventOutfit },
      },
      config: { auth: 'user', ...limit(60, 1) },
    },
    async (request) => saveEventOutfit(ctx, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/calendar/events/:id/outfit',
    {
      schema: { tags, summary: "Remove an event's saved look", params: ZIdParam, response: { 200: ZOk } },
      config: { auth: 'user' },
    },
    async (request) => {
      await deleteEventOutfit(ctx, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
