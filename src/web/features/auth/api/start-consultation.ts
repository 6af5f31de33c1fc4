import { useMutation } from '@tanstack/react-query';
import type { TStartOnboardingRequest } from '../../../../shared/schemas/sms';
import { api } from '../../../lib/api';

/** POST /api/sms/start-onboarding at registration: { userId, phoneNumber }; only the ok status is read. */
export const startConsultation = (body: TStartOnboardingRequest) => api.post<{ ok: true }>('/api/sms/start-onboarding', body);

export const useStartConsultation = () => useMutation({ mutationFn: startConsultation });
