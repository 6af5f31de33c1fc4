import type { TConsultationStatus } from '../../../../shared/schemas/sms';
import { api } from '../../../lib/api';

/** GET /api/sms/consultation: the answers already texted, for the wizard opened with 'Set up in the app instead'. */
export const textedAnswers = async (): Promise<string[]> => (await api.get<TConsultationStatus>('/api/sms/consultation')).answers ?? [];
