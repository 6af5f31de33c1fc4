import { z } from 'zod';
import { ZIdParam, ZOk } from '../../../shared/schemas/common';
import {
  ZChatRequest,
  ZChatResponse,
  ZConversationResponse,
  ZGeneratedOutfit,
  ZGenerateOutfitRequest,
  ZPurchaseRecommendation,
  ZRecommendationsQuery,
  ZSaveStylePreferences,
  ZStylePreferences,
  ZUpdateRecommendationRequest,
  ZWearOutfitRequest,
  ZWearOutfitResponse,
} from '../../../shared/schemas/stylist';
import { ZAiTestInfo } from '../../../shared/schemas/administration';
import { operatorFromRequest } from '../../plugins/admin-auth';
import { refundRequestFreeUse } from '../../plugins/premium';
import { requireOwner, requireUser } from '../../plugins/auth';
import { entitlementSummary } from '../../services/billing/entitlement';
import { runAiTest } from '../../services/administration/ai-testing/run-test';
import { ensureDefaultPrompts } from '../../services/stylist/ai-prompts';
import { chatWithStylist } from '../../services/stylist/chat';
import { clearConversation, storedConversation } from '../../services/stylist/conversation';
import { generateDailyOutfit } from '../../services/stylist/generate-outfit';
import { getStylePreferences } from '../../services/stylist/get-style-preferences';
import { listRecommendations } from '../../services/stylist/list-recommendations';
import { logOutfitWear } from '../../services/stylist/log-wear';
import { saveStylePreferences } from '../../services/stylist/save-style-preferences';
import { updateRecommendation } from '../../services/stylist/update-recommendation';
import { limitAfterPremium, type RouteModule } from '../types';

export const stylistRoutes: RouteModule = (app, ctx) => {
  // The admin-editable prompts exist from the first start; edits made since are kept.
  app.addHook('onReady', () => ensureDefaultPrompts(ctx));

  app.post(
    '/api/ai-stylist/generate-outfit',
    {
      schema: { tags: ['stylist'], body: ZGenerateOutfitRequest, response: { 200: ZGeneratedOutfit } },
      config: { ...limitAfterPremium(30, 1), premium: 'outfit_refresh', auth: 'user' },
    },
    async (request) => {
      const user = requireUser(request);
      const outfit = await generateDailyOutfit(ctx, user, request.body);
      // Read after the premium hook spent this refresh, so the count is what is left now.
      const { outfitRefreshesLeft } = await entitlementSummary(ctx, user);
      return { ...outfit, refreshesLeft: outfitRefreshesLeft };
    },
  );

  app.post(
    '/api/ai-stylist/chat',
    {
      schema: { tags: ['stylist'], body: ZChatRequest, response: { 200: ZChatResponse.extend({ test: ZAiTestInfo.optional() }) } },
      config: { ...limitAfterPremium(20, 1), premium: 'chat', auth: 'user-or-operator' },
    },
    async (request) => {
      // The operator console's AI Testing sends this call with its bearer token: it answers for no real user.
      if (request.headers.authorization && (await operatorFromRequest(ctx, request))) {
        const { message, conversationHistory } = request.body;
        return runAiTest(ctx, { mode: 'chat', message, conversationHistory });
      }
      const { message, modelFailed } = await chatWithStylist(ctx, requireUser(request), request.body);
      if (modelFailed) await refundRequestFreeUse(ctx, request);
      return { message };
    },
  );

  app.get(
    '/api/ai-stylist/conversation',
    { schema: { tags: ['stylist'], response: { 200: ZConversationResponse } }, config: { auth: 'user' } },
    async (request) => ({ turns: await storedConversation(ctx, requireUser(request).id) }),
  );

  app.delete('/api/ai-stylist/conversation', { schema: { tags: ['stylist'], response: { 200: ZOk } }, config: { auth: 'user' } }, async (request) => {
    await clearConversation(ctx, requireUser(request).id);
    return { ok: true as const };
  });

  app.get(
    '/api/users/:id/style-preferences',
    { schema: { tags: ['stylist'], params: ZIdParam, response: { 200: ZStylePreferences } }, config: { auth: 'user' } },
    async (request) => getStylePreferences(ctx, requireOwner(request, request.params.id).id),
  );

  app.put(
    '/api/users/:id/style-preferences',
    { schema: { tags: ['stylist'], params: ZIdParam, body: ZSaveStylePreferences, response: { 200: ZStylePreferences } }, config: { auth: 'user' } },
    async (request) => saveStylePreferences(ctx, requireOwner(request, request.params.id).id, request.body),
  );

  app.post(
    '/api/outfits/wear',
    { schema: { tags: ['stylist'], body: ZWearOutfitRequest, response: { 200: ZWearOutfitResponse } }, config: { auth: 'user' } },
    async (request) => logOutfitWear(ctx, requireUser(request), request.body),
  );

  app.get(
    '/api/recommendations',
    { schema: { tags: ['stylist'], querystring: ZRecommendationsQuery, response: { 200: z.array(ZPurchaseRecommendation) } }, config: { auth: 'user' } },
    async (request) => listRecommendations(ctx, requireUser(request), request.query),
  );

  app.patch(
    '/api/recommendations/:id',
    {
      schema: { tags: ['stylist'], params: ZIdParam, body: ZUpdateRecommendationRequest, response: { 200: ZPurchaseRecommendation } },
      config: { auth: 'user' },
    },
    async (request) => updateRecommendation(ctx, requireUser(request), request.params.id, request.body),
  );
};
