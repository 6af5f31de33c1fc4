import { ZIdParam, ZOk } from '../../../shared/schemas/common';
import {
  ZShareTokenParam,
  ZSharedTrip,
  ZTrip,
  ZTripFromEventRequest,
  ZTripItemCheck,
  ZTripItemCheckResponse,
  ZTripItemParams,
  ZTripRequest,
  ZTripShare,
  ZTripsResponse,
} from '../../../shared/schemas/trips';
import { requireUser } from '../../plugins/auth';
import { sharedTrip } from '../../services/trips/shared-trip';
import { checkItem, createTrip, createTripFromEvent, deleteTrip, getTrip, listTrips, rebuildTrip, revokeShare, shareTrip } from '../../services/trips/trips';
import { limit, type RouteModule } from '../types';

const tags = ['stylist'];
const ok = { ok: true as const };

/** Packing lists (issue 44 point 2, ADR 0118): trips, their lists built from the closet, ticks and a read-only link. */
export const tripRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/api/trips',
    {
      schema: {
        tags,
        summary: 'Your trips, soonest first, and the multi-day calendar events with a place not yet packed for (suggestions)',
        response: { 200: ZTripsResponse },
      },
      config: { auth: 'user' },
    },
    async (request) => listTrips(ctx, requireUser(request)),
  );

  // Each build geocodes the place and reads a forecast per day: bounded like plan builds.
  const building = { auth: 'user' as const, ...limit(30, 1) };

  app.post(
    '/api/trips',
    {
      schema: {
        tags,
        summary:
          'Make a trip by hand (where, dates, occasions) and build its packing list: a look per day for the destination’s forecast (climate normals beyond it), an evening look for a dinner, wedding or formal night, the fewest pieces that make them, what to wear in transit and what is missing',
        body: ZTripRequest,
        response: { 200: ZTrip },
      },
      config: building,
    },
    async (request) => createTrip(ctx, requireUser(request), request.body),
  );

  app.post(
    '/api/trips/from-event',
    {
      schema: {
        tags,
        summary: 'Pack for a multi-day calendar event with a place (any of its days’ event ids); packing it again opens the same trip',
        body: ZTripFromEventRequest,
        response: { 200: ZTrip },
      },
      config: building,
    },
    async (request) => createTripFromEvent(ctx, requireUser(request), request.body),
  );

  app.get(
    '/api/trips/:id',
    { schema: { tags, summary: 'A trip with its packing list and ticks', params: ZIdParam, response: { 200: ZTrip } }, config: { auth: 'user' } },
    async (request) => getTrip(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/api/trips/:id/rebuild',
    {
      schema: {
        tags,
        summary: 'Build the list again from the closet and the weather now; ticks on pieces still listed stay',
        params: ZIdParam,
        response: { 200: ZTrip },
      },
      config: building,
    },
    async (request) => rebuildTrip(ctx, requireUser(request), request.params.id),
  );

  app.delete(
    '/api/trips/:id',
    { schema: { tags, summary: 'Delete a trip, its ticks and its shared link', params: ZIdParam, response: { 200: ZOk } }, config: { auth: 'user' } },
    async (request) => {
      await deleteTrip(ctx, requireUser(request), request.params.id);
      return ok;
    },
  );

  app.put(
    '/api/trips/:id/items/:itemId',
    {
      schema: {
        tags,
        summary: 'Tick a listed piece off (packed: true) or back on',
        params: ZTripItemParams,
        body: ZTripItemCheck,
        response: { 200: ZTripItemCheckResponse },
      },
      config: { auth: 'user' },
    },
    async (request) => checkItem(ctx, requireUser(request), request.params.id, request.params.itemId, request.body),
  );

  app.post(
    '/api/trips/:id/share',
    {
      schema: {
        tags,
        summary: 'The read-only link to the list (an unguessable token; the same link until revoked)',
        params: ZIdParam,
        response: { 200: ZTripShare },
      },
      config: { auth: 'user' },
    },
    async (request) => shareTrip(ctx, requireUser(request), request.params.id),
  );

  app.delete(
    '/api/trips/:id/share',
    { schema: { tags, summary: 'Revoke the read-only link: it stops working at once', params: ZIdParam, response: { 200: ZOk } }, config: { auth: 'user' } },
    async (request) => {
      await revokeShare(ctx, requireUser(request), request.params.id);
      return ok;
    },
  );

  app.get(
    '/api/shared/trips/:token',
    {
      schema: {
        tags,
        summary: 'A shared packing list, read-only and without sign-in: the list alone, nothing of the account',
        params: ZShareTokenParam,
        response: { 200: ZSharedTrip },
      },
      // Per address: a token is 192 random bits, and guessing is slowed all the same.
      config: limit(60, 1),
    },
    async (request) => sharedTrip(ctx, request.params.token),
  );
};
