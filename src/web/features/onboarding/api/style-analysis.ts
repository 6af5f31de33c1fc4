import { useMutation } from '@tanstack/react-query';
import type { TOnboardingQuestion, TOnboardingQuestionAnswer, TStyleAnalysis, TStyleAnalysisRequest } from '../../../../shared/schemas/onboarding';
import { api } from '../../../lib/api';

/** POST /api/ai-stylist/onboarding-style-analysis: the whole style conversation. */
export const analyzeStyle = (body: TStyleAnalysisRequest) => api.post<TStyleAnalysis>('/api/ai-stylist/onboarding-style-analysis', body);

export const useAnalyzeStyle = () => useMutation({ mutationFn: analyzeStyle });

/** POST /api/ai-stylist/onboarding-question: a clothing question typed in the style chat gets the stylist's answer (null otherwise). */
export const askDuringOnboarding = (body: TOnboardingQuestion) => api.post<TOnboardingQuestionAnswer>('/api/ai-stylist/onboarding-question', body);

export const useAskDuringOnboarding = () => useMutation({ mutationFn: askDuringOnboarding });
