import { z } from 'zod';
import { ZUserIdParam } from '../../../shared/schemas/common';
import {
  ZConsultationStatus,
  ZSendDailyOutfitRequest,
  ZSendDailyOutfitResponse,
  ZSmsConversationMessage,
  ZStartOnboardingRequest,
  ZStartOnboardingResponse,
} from '../../../shared/schemas/sms';
import { requireOwner, requireUser } from '../../plugins/auth';
import { consultationStatus, listConversation, startConsultation } from '../../services/sms/consultation';
import { sendTestOutfit } from '../../services/sms/send-test-outfit';
import { limit, type RouteModule } from '../types';
import { registerSmsWebhooks } from './webhooks';

export const smsRoutes: RouteModule = async (app, ctx) => {
  await registerSmsWebhooks(app, ctx);

  app.post(
    '/api/sms/start-onboarding',
    { schema: { tags: ['sms'], body: ZStartOnboardingRequest, response: { 200: ZStartOnboardingResponse } }, config: { ...limit(5, 15), auth: 'user' } },
    async (request) => {
      const user = request.body.userId ? requireOwner(request, request.body.userId) : requireUser(request);
      const { sent } = await startConsultation(ctx, user);
      return { ok: true as const, sent };
    },
  );

  app.get('/api/sms/consultation', { schema: { tags: ['sms'], response: { 200: ZConsultationStatus } }, config: { auth: 'user' } }, async (request) =>
    consultationStatus(ctx, requireUser(request)),
  );

  app.get(
    '/api/sms/conversations/:userId',
    { schema: { tags: ['sms'], params: ZUserIdParam, response: { 200: z.array(ZSmsConversationMessage) } }, config: { auth: 'user' } },
    async (request) => listConversation(ctx, requireOwner(request, request.params.userId).id),
  );

  // The texts are budgeted by the database quota (3 test outfits a day per account, ADR 0077); the
  // route limit only stops a flood of requests, so it sits above what the quota ever lets through.
  app.post(
    '/api/sms/send-daily-outfit',
    { schema: { tags: ['sms'], body: ZSendDailyOutfitRequest, response: { 200: ZSendDailyOutfitResponse } }, config: { ...limit(30, 15), auth: 'user' } },
    async (request) => {
      const user = request.body.userId ? requireOwner(request, request.body.userId) : requireUser(request);
      return sendTestOutfit(ctx, user);
    },
  );
};
