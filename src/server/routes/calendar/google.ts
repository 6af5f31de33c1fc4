import { z } from 'zod';
import { ZCalendarEvent, ZGoogleCalendarStatus, ZGoogleSyncRequest, ZGoogleSyncResponse } from '../../../shared/schemas/calendar';
import { ZOk, ZUserIdParam } from '../../../shared/schemas/common';
import { requireOwner, requireUser } from '../../plugins/auth';
import { finishGoogleConnect, redirectUri, startGoogleConnect } from '../../services/calendar/google/connect';
import { disconnectGoogle } from '../../services/calendar/google/disconnect';
import { listGoogleEvents } from '../../services/calendar/google/list-events';
import { googleStatus } from '../../services/calendar/google/status';
import { syncGoogleCalendar } from '../../services/calendar/google/sync';
import { limit, type RouteModule } from '../types';

const tags = ['google-calendar'];
const auth = { auth: 'user' as const };
const param = z.string().max(2048).optional();

export const googleCalendarRoutes: RouteModule = (app, ctx) => {
  app.get('/api/google-calendar/status', { schema: { tags, response: { 200: ZGoogleCalendarStatus } }, config: auth }, async (request) =>
    googleStatus(ctx, requireUser(request)),
  );

  app.get(
    '/api/google-calendar/connect',
    { schema: { tags, summary: "302 to Google's consent page (409 when Google is not configured)" }, config: { ...limit(20, 15), ...auth } },
    async (request, reply) => reply.redirect(await startGoogleConnect(ctx, requireUser(request), redirectUri(ctx, request)), 302),
  );

  // Google sends the browser back here; the outcome is shown by /calendar-events.
  app.get(
    '/api/google-calendar/callback',
    { schema: { tags, querystring: z.object({ code: param, state: param, error: param, scope: param }) }, config: limit(30, 15) },
    async (request, reply) => {
      if (!request.user) return reply.redirect('/auth', 302);
      const outcome = await finishGoogleConnect(ctx, request.user, request.query, redirectUri(ctx, request));
      const target = outcome.ok
        ? '/calendar-events?google=connected'
        : `/calendar-events?google=${outcome.reason}&message=${encodeURIComponent(outcome.message)}`;
      return reply.redirect(target, 302);
    },
  );

  app.post('/api/google-calendar/disconnect', { schema: { tags, response: { 200: ZOk } }, config: auth }, async (request) => {
    await disconnectGoogle(ctx, requireUser(request));
    return { ok: true as const };
  });

  app.post(
    '/api/google-calendar/sync/:userId',
    { schema: { tags, params: ZUserIdParam, body: ZGoogleSyncRequest, response: { 200: ZGoogleSyncResponse } }, config: { ...limit(30, 15), ...auth } },
    async (request) => syncGoogleCalendar(ctx, requireOwner(request, request.params.userId), request.body.days),
  );

  app.get(
    '/api/google-calendar/events/:userId',
    { schema: { tags, params: ZUserIdParam, response: { 200: z.array(ZCalendarEvent) } }, config: auth },
    async (request) => listGoogleEvents(ctx, requireOwner(request, request.params.userId)),
  );
};
