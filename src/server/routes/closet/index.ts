import multipart from '@fastify/multipart';
import { z } from 'zod';
import { BULK_ADD_PER_HOUR, CLOSET_IMAGE_MAX_BYTES } from '../../../shared/closet-constants';
import { ZIdParam, ZIsoDate, ZOk, ZUserIdParam } from '../../../shared/schemas/common';
import {
  ZBulkCreateClothingItemsRequest,
  ZBulkCreateClothingItemsResponse,
  ZClosetImageResponse,
  ZClothingItem,
  ZClothingItemDetails,
  ZCreateClothingItemRequest,
  ZDescribeClosetImageRequest,
  ZDescribeClosetImageResponse,
  ZRecordWearRequest,
  ZUpdateClothingItemRequest,
} from '../../../shared/schemas/closet';
import { requireOwner, requireUser } from '../../plugins/auth';
import { AppError, badRequest } from '../../errors';
import { bulkCreateItems } from '../../services/closet/bulk-create-items';
import { createItem } from '../../services/closet/create-item';
import { deleteItem, restoreItem } from '../../services/closet/delete-item';
import { describeClosetImage } from '../../services/closet/describe-image';
import { itemDetails } from '../../services/closet/item-details';
import { IMAGE_SIZE_MESSAGE } from '../../services/closet/image-pipeline';
import { listItems } from '../../services/closet/list-items';
import { readUpload } from '../../services/closet/read-upload';
import { recordWear, removeWear } from '../../services/closet/record-wear';
import { updateItem } from '../../services/closet/update-item';
import { uploadClosetImage } from '../../services/closet/upload-image';
import { limit, type App, type RouteModule } from '../types';

const tags = ['closet'];
const ZWearParams = ZIdParam.extend({ date: ZIsoDate });

/** Multipart only where photos arrive: every other route keeps refusing non-JSON bodies. */
async function imageUploadRoutes(scope: App) {
  await scope.register(multipart, {
    limits: { fileSize: CLOSET_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 100 },
  });
  scope.post(
    '/api/closet-images',
    {
      schema: {
        tags,
        summary: 'Upload a closet photo (multipart field "image"): checked, re-encoded, stored; returns its URL and detected color',
        consumes: ['multipart/form-data'],
        response: { 201: ZClosetImageResponse },
      },
      config: { ...limit(120, 1), auth: 'user' },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data in a field named "image"', 'image');
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw badRequest('Attach the photo in a field named "image"', 'image');
        bytes = await file.toBuffer();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_SIZE_MESSAGE, 'image');
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Send one photo per request', 'image');
        if (error instanceof AppError) throw error;
        // Anything else here is the client's body failing to parse (no boundary, cut off mid-part).
        throw badRequest('The upload is not valid multipart/form-data. Please choose the photo again.', 'image');
      }
      return reply.status(201).send(await uploadClosetImage(request.server.ctx, user, bytes));
    },
  );
}

export const closetRoutes: RouteModule = async (app, ctx) => {
  app.post(
    '/api/closet-images/describe',
    {
      schema: {
        tags,
        summary: 'Read category, subcategory and a name from a photo just uploaded (AI_VISION_MODEL); suggestion is null without a model',
        body: ZDescribeClosetImageRequest,
        response: { 200: ZDescribeClosetImageResponse },
      },
      // Each call is a vision-model request: as many as photo uploads, no more.
      config: { ...limit(120, 1), auth: 'user' },
    },
    async (request) => describeClosetImage(ctx, requireUser(request), request.body.imageUrl),
  );

  app.get(
    '/api/clothing-items/:userId',
    { schema: { tags, params: ZUserIdParam, response: { 200: z.array(ZClothingItem) } }, config: { auth: 'user' } },
    async (request) => listItems(ctx, requireOwner(request, request.params.userId)),
  );

  app.post(
    '/api/clothing-items',
    { schema: { tags, body: ZCreateClothingItemRequest, response: { 201: ZClothingItem } }, config: { auth: 'user' } },
    async (request, reply) => reply.status(201).send(await createItem(ctx, requireUser(request), request.body)),
  );

  app.post(
    '/api/clothing-items/bulk',
    {
      schema: { tags, body: ZBulkCreateClothingItemsRequest, response: { 201: ZBulkCreateClothingItemsResponse } },
      // Per user, not per address: each call may carry 20 photos to re-encode.
      config: { ...limit(BULK_ADD_PER_HOUR, 60), auth: 'user' },
    },
    async (request, reply) => reply.status(201).send({ items: await bulkCreateItems(ctx, requireUser(request), request.body.items) }),
  );

  app.patch(
    '/api/clothing-items/:id',
    { schema: { tags, params: ZIdParam, body: ZUpdateClothingItemRequest, response: { 200: ZClothingItem } }, config: { auth: 'user' } },
    async (request) => updateItem(ctx, requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/clothing-items/:id/details',
    {
      schema: {
        tags,
        summary: 'The item page: the item, its wear days and the looks it was part of (owner only)',
        params: ZIdParam,
        response: { 200: ZClothingItemDetails },
      },
      config: { auth: 'user' },
    },
    async (request) => itemDetails(ctx, requireUser(request), request.params.id),
  );

  app.delete(
    '/api/clothing-items/:id',
    {
      schema: { tags, summary: 'Delete an item; undoable with POST .../restore until the hourly sweep purges it', params: ZIdParam, response: { 200: ZOk } },
      config: { auth: 'user' },
    },
    async (request) => {
      await deleteItem(ctx, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/clothing-items/:id/restore',
    {
      schema: { tags, summary: 'Undo a delete: the item comes back with its wears and photo', params: ZIdParam, response: { 200: ZClothingItem } },
      config: { auth: 'user' },
    },
    async (request) => restoreItem(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/api/clothing-items/:id/wear',
    { schema: { tags, params: ZIdParam, body: ZRecordWearRequest, response: { 200: ZClothingItem } }, config: { auth: 'user' } },
    async (request) => recordWear(ctx, requireUser(request), request.params.id, request.body.date),
  );

  app.delete(
    '/api/clothing-items/:id/wear/:date',
    { schema: { tags, params: ZWearParams, response: { 200: ZClothingItem } }, config: { auth: 'user' } },
    async (request) => removeWear(ctx, requireUser(request), request.params.id, request.params.date),
  );

  await app.register(imageUploadRoutes);

  app.get('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const object = await readUpload(ctx, name);
    // Names are never reused (new photo, new name), so the browser may keep a photo forever.
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .type(object.contentType)
      .send(object.body);
  });
};
