import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConsultationStatus } from '../../../../shared/schemas/sms';
import { api } from '../../../lib/api';

export const consultationStatusKey = ['/api/sms/consultation'] as const;

export const consultationStatusQuery = queryOptions({
  queryKey: consultationStatusKey,
  queryFn: () => api.get<TConsultationStatus>('/api/sms/consultation'),
  staleTime: 0,
});

/** GET /api/sms/consultation: 'started' when sign-up already sent the first text, and whether a resend is allowed. */
export function useConsultationStatus(enabled: boolean) {
  return useQuery({ ...consultationStatusQuery, enabled });
}
