import { ZAiTestRequest, ZAiTestResponse } from '../../../shared/schemas/administration';
import { runAiTest } from '../../services/administration/ai-testing/run-test';
import { limit, type RouteModule } from '../types';

/**
 * POST /api/administration/ai-testing: the AI Testing tab's buttons ('Run Onboarding', 'Daily
 * Outfit Test') and, for isAdmin users on /admin who hold no token, its chat. Rate limited like
 * the stylist: every call may cost a model request.
 */
export const aiTestingRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/api/administration/ai-testing',
    { schema: { tags: ['administration'], body: ZAiTestRequest, response: { 200: ZAiTestResponse } }, config: { ...limit(30, 1), auth: 'admin' } },
    async (request) => runAiTest(ctx, request.body),
  );
};
