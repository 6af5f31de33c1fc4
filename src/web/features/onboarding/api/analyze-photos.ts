import { useMutation } from '@tanstack/react-query';
import type { TAnalyzePhotosRequest, TPhotoAnalysisResult } from '../../../../shared/schemas/onboarding';
import { api } from '../../../lib/api';

/** POST /api/ai-stylist/analyze-photos: the photos as JPEG data URLs, height in cm and weight in kg. */
export const analyzePhotos = (body: TAnalyzePhotosRequest) => api.post<TPhotoAnalysisResult>('/api/ai-stylist/analyze-photos', body);

export const analyzePhotosKey = ['analyze-photos'] as const;

export const useAnalyzePhotos = () => useMutation({ mutationKey: analyzePhotosKey, mutationFn: analyzePhotos });
