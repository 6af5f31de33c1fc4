import { useMutation } from '@tanstack/react-query';
import type { TStyleAnalysis, TStyleAnalysisRequest } from '../../../../shared/schemas/onboarding';
import { api } from '../../../lib/api';

/** POST /api/ai-stylist/onboarding-style-analysis: the whole style conversation. */
export const analyzeStyle = (body: TStyleAnalysisRequest) => api.post<TStyleAnalysis>('/api/ai-stylist/onboarding-style-analysis', body);

export const useAnalyzeStyle = () => useMutation({ mutationFn: analyzeStyle });
