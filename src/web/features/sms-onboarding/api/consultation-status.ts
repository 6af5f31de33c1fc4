import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEXT_ONBOARDING_POLL_MS } from '../../../../shared/constants';
import type { TConsultationStatus } from '../../../../shared/schemas/sms';
import { api } from '../../../lib/api';

export const consultationStatusKey = ['/api/sms/consultation'] as const;

export const consultationStatusQuery = queryOptions({
  queryKey: consultationStatusKey,
  queryFn: () => api.get<TConsultationStatus>('/api/sms/consultation'),
  staleTime: 0,
});

/**
 * GET /api/sms/consultation: 'started' when sign-up already sent the first text, and whether a
 * resend is allowed. While the consultation runs it is read again every few seconds, so 'n of 5
 * answered' moves as the texts come in instead of waiting for a reload.
 */
export function useConsultationStatus(enabled: boolean, live = false) {
  return useQuery({
    ...consultationStatusQuery,
    enabled,
    refetchInterval: enabled && live ? TEXT_ONBOARDING_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
}
