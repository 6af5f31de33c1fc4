import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/sms/start-onboarding from the text onboarding page: { userId }; only the ok status is read. */
export const startTextConsultation = (userId: number) => api.post<{ ok: true; sent: boolean }>('/api/sms/start-onboarding', { userId });

export const useStartTextConsultation = () => useMutation({ mutationFn: startTextConsultation });
