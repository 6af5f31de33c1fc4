import { z } from 'zod';
import { ZIdParam, ZOk } from '../../../shared/schemas/common';
import {
  ZDiaryQuery,
  ZDiaryResponse,
  ZGeneratedOutfit,
  ZNotTodayRequest,
  ZSavedLook,
  ZSaveLookRequest,
  ZSwapOptionsQuery,
  ZSwapOptionsResponse,
  ZSwapPieceRequest,
  ZUndoWearRequest,
  ZUndoWearResponse,
} from '../../../shared/schemas/stylist';
import { requireUser } from '../../plugins/auth';
import { entitlementSummary } from '../../services/billing/entitlement';
import { notToday } from '../../services/stylist/not-today';
import { listSavedLooks, removeSavedLook, saveLook } from '../../services/stylist/saved-looks';
import { swapOptionsFor, swapPiece } from '../../services/stylist/swap-piece';
import { undoWear } from '../../services/stylist/undo-wear';
import { wearDiary } from '../../services/stylist/wear-diary';
import { limit, type RouteModule } from '../types';

/** Reacting to the outfit of the day (issue 24): swap a piece, 'not today', the worn diary with its undo, saved looks. */
export const outfitReactionRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/api/outfits/swap-options',
    { schema: { tags: ['stylist'], querystring: ZSwapOptionsQuery, response: { 200: ZSwapOptionsResponse } }, config: { auth: 'user', ...limit(60, 1) } },
    async (request) => swapOptionsFor(ctx, requireUser(request), request.query),
  );

  app.post(
    '/api/outfits/swap',
    { schema: { tags: ['stylist'], body: ZSwapPieceRequest, response: { 200: ZGeneratedOutfit } }, config: { auth: 'user', ...limit(30, 1) } },
    async (request) => swapPiece(ctx, requireUser(request), request.body),
  );

  app.post(
    '/api/outfits/not-today',
    { schema: { tags: ['stylist'], body: ZNotTodayRequest, response: { 200: ZGeneratedOutfit } }, config: { auth: 'user', ...limit(20, 1) } },
    async (request) => {
      const user = requireUser(request);
      const outfit = await notToday(ctx, user, request.body);
      const { outfitRefreshesLeft } = await entitlementSummary(ctx, user);
      return { ...outfit, refreshesLeft: outfitRefreshesLeft };
    },
  );

  app.post(
    '/api/outfits/wear/undo',
    { schema: { tags: ['stylist'], body: ZUndoWearRequest, response: { 200: ZUndoWearResponse } }, config: { auth: 'user' } },
    async (request) => undoWear(ctx, requireUser(request), request.body),
  );

  app.get(
    '/api/outfits/diary',
    { schema: { tags: ['stylist'], querystring: ZDiaryQuery, response: { 200: ZDiaryResponse } }, config: { auth: 'user' } },
    async (request) => wearDiary(ctx, requireUser(request), request.query),
  );

  app.get('/api/saved-looks', { schema: { tags: ['stylist'], response: { 200: z.array(ZSavedLook) } }, config: { auth: 'user' } }, async (request) =>
    listSavedLooks(ctx, requireUser(request)),
  );

  app.post(
    '/api/saved-looks',
    { schema: { tags: ['stylist'], body: ZSaveLookRequest, response: { 200: ZSavedLook } }, config: { auth: 'user', ...limit(30, 1) } },
    async (request) => saveLook(ctx, requireUser(request), request.body),
  );

  app.delete('/api/saved-looks/:id', { schema: { tags: ['stylist'], params: ZIdParam, response: { 200: ZOk } }, config: { auth: 'user' } }, async (request) => {
    await removeSavedLook(ctx, requireUser(request), request.params.id);
    return { ok: true as const };
  });
};
