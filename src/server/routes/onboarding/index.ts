import {
  ONBOARDING_PHOTOS_TOTAL_MAX_BYTES,
  ZAnalyzePhotosRequest,
  ZPhotoAnalysisResult,
  ZStyleAnalysis,
  ZStyleAnalysisRequest,
  ZOnboardingQuestion,
  ZOnboardingQuestionAnswer,
} from '../../../shared/schemas/onboarding';
import { requireUser } from '../../plugins/auth';
import { analyzePhotos } from '../../services/onboarding/analyze-photos';
import { analyzeStyleConversation } from '../../services/onboarding/analyze-style';
import { answerOnboardingQuestion } from '../../services/onboarding/answer-question';
import { limit, type RouteModule } from '../types';

export const onboardingRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/api/ai-stylist/analyze-photos',
    {
      schema: { tags: ['onboarding'], body: ZAnalyzePhotosRequest, response: { 200: ZPhotoAnalysisResult } },
      // Spec 5: photos together under 15 MB; the body carries them as data URLs.
      bodyLimit: ONBOARDING_PHOTOS_TOTAL_MAX_BYTES,
      config: { ...limit(20, 15), auth: 'user' },
    },
    async (request) => analyzePhotos(ctx, requireUser(request), request.body),
  );

  app.post(
    '/api/ai-stylist/onboarding-style-analysis',
    { schema: { tags: ['onboarding'], body: ZStyleAnalysisRequest, response: { 200: ZStyleAnalysis } }, config: { ...limit(20, 15), auth: 'user' } },
    async (request) => {
      return analyzeStyleConversation(ctx, requireUser(request), request.body.messages);
    },
  );

  app.post(
    '/api/ai-stylist/onboarding-question',
    {
      schema: { tags: ['onboarding'], body: ZOnboardingQuestion, response: { 200: ZOnboardingQuestionAnswer } },
      config: { ...limit(30, 15), auth: 'user' },
    },
    async (request) => answerOnboardingQuestion(ctx, requireUser(request), request.body.message),
  );
};
