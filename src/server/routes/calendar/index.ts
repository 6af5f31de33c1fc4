import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  ICS_MAX_BYTES,
  ZCalendarEvent,
  ZCalendarFeed,
  ZCreateEventRequest,
  ZCreateFeedRequest,
  ZCreateFeedResponse,
  ZEventsQuery,
  ZImportResult,
  ZInferDressCodeRequest,
  ZInferDressCodeResponse,
  ZRefreshFeedResponse,
  ZUpdateEventRequest,
} from '../../../shared/schemas/calendar';
import { decodeCalendarBytes } from '../../../domain/calendar';
import { ZIdParam, ZOk } from '../../../shared/schemas/common';
import { AppError, badRequest } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { createEvent } from '../../services/calendar/create-event';
import { createFeed } from '../../services/calendar/create-feed';
import { deleteEvent } from '../../services/calendar/delete-event';
import { deleteFeed, listFeeds, refreshFeed } from '../../services/calendar/feeds';
import { importIcsFile } from '../../services/calendar/import-file';
import { listEvents } from '../../services/calendar/list-events';
import { ensureSampleFeed } from '../../services/calendar/sample-feed';
import { suggestDressCode } from '../../services/calendar/suggest-dress-code';
import { updateEvent } from '../../services/calendar/update-event';
import { limit, type App, type RouteModule } from '../types';
import { googleCalendarRoutes } from './google';

const tags = ['calendar'];
const auth = { auth: 'user' as const };

/** Multipart only for the .ics upload: every other route keeps refusing non-JSON bodies. */
async function importRoutes(scope: App) {
  await scope.register(multipart, { limits: { fileSize: ICS_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 100 } });
  scope.post(
    '/api/calendar/import',
    {
      schema: {
        tags,
        summary: 'Import an .ics file (multipart field "file", at most 1 MB); events keyed by UID and RECURRENCE-ID',
        consumes: ['multipart/form-data'],
        response: { 200: ZImportResult },
      },
      config: { ...limit(30, 15), ...auth },
    },
    async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the calendar as multipart/form-data in a field named "file"', 'file');
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw badRequest('Attach the .ics file in a field named "file"', 'file');
        bytes = await file.toBuffer();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 'The calendar file is larger than 1 MB.', 'file');
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw badRequest('Send one calendar file per request', 'file');
        if (error instanceof AppError) throw error;
        throw badRequest('The upload is not valid multipart/form-data. Please choose the file again.', 'file');
      }
      // Not UTF-8 (Outlook's Windows-1252): read as Windows-1252 with a warning, not refused (issue 42).
      return importIcsFile(request.server.ctx, user, decodeCalendarBytes(bytes));
    },
  );
}

export const calendarRoutes: RouteModule = async (app, ctx) => {
  // The demo account shows a real calendar from the first start (decisions.md 1).
  if (ctx.config.seedDemo) app.addHook('onReady', () => ensureSampleFeed(ctx));

  app.get('/api/calendar/events', { schema: { tags, querystring: ZEventsQuery, response: { 200: z.array(ZCalendarEvent) } }, config: auth }, async (request) =>
    listEvents(ctx, requireUser(request), request.query),
  );

  app.post(
    '/api/calendar/events',
    { schema: { tags, body: ZCreateEventRequest, response: { 201: ZCalendarEvent } }, config: { ...limit(120, 1), ...auth } },
    async (request, reply) => reply.status(201).send(await createEvent(ctx, requireUser(request), request.body)),
  );

  app.patch(
    '/api/calendar/events/:id',
    { schema: { tags, params: ZIdParam, body: ZUpdateEventRequest, response: { 200: ZCalendarEvent } }, config: auth },
    async (request) => updateEvent(ctx, requireUser(request), request.params.id, request.body),
  );

  app.delete('/api/calendar/events/:id', { schema: { tags, params: ZIdParam, response: { 200: ZOk } }, config: auth }, async (request) => {
    await deleteEvent(ctx, requireUser(request), request.params.id);
    return { ok: true as const };
  });

  app.post(
    '/api/calendar/dress-code',
    {
      schema: { tags, summary: 'The dress code inference would pick for an event', body: ZInferDressCodeRequest, response: { 200: ZInferDressCodeResponse } },
      config: auth,
    },
    async (request) => suggestDressCode(request.body),
  );

  app.get('/api/calendar/feeds', { schema: { tags, response: { 200: z.array(ZCalendarFeed) } }, config: auth }, async (request) =>
    listFeeds(ctx, requireUser(request)),
  );

  app.post(
    '/api/calendar/feeds',
    { schema: { tags, body: ZCreateFeedRequest, response: { 201: ZCreateFeedResponse } }, config: { ...limit(20, 15), ...auth } },
    async (request, reply) => reply.status(201).send(await createFeed(ctx, requireUser(request), request.body)),
  );

  app.delete('/api/calendar/feeds/:id', { schema: { tags, params: ZIdParam, response: { 200: ZOk } }, config: auth }, async (request) => {
    await deleteFeed(ctx, requireUser(request), request.params.id);
    return { ok: true as const };
  });

  app.post(
    '/api/calendar/feeds/:id/refresh',
    { schema: { tags, params: ZIdParam, response: { 200: ZRefreshFeedResponse } }, config: { ...limit(30, 15), ...auth } },
    async (request) => refreshFeed(ctx, requireUser(request), request.params.id),
  );

  await googleCalendarRoutes(app, ctx);
  await app.register(importRoutes);
};
