import { z } from 'zod';
import { ZOk, ZUserIdParam } from '../../../shared/schemas/common';
import { ZSmsConversationMessage, ZStartOnboardingRequest } from '../../../shared/schemas/sms';
import { requireOwner, requireUser } from '../../plugins/auth';
import { listConversation, startConsultation } from '../../services/sms/consultation';
import { limit, type RouteModule } from '../types';

export const smsRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/api/sms/start-onboarding',
    { schema: { tags: ['sms'], body: ZStartOnboardingRequest, response: { 200: ZOk } }, config: limit(5, 15) },
    async (request) => {
      const user = request.body.userId ? requireOwner(request, request.body.userId) : requireUser(request);
      await startConsultation(ctx, user);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/sms/conversations/:userId',
    { schema: { tags: ['sms'], params: ZUserIdParam, response: { 200: z.array(ZSmsConversationMessage) } } },
    async (request) => listConversation(ctx, requireOwner(request, request.params.userId).id),
  );
};
