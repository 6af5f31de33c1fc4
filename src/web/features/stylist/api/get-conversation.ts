import type { TConversationResponse } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';

/** GET /api/ai-stylist/conversation: the stored turns (web chat and texts), oldest first. */
export const getConversation = () => api.get<TConversationResponse>('/api/ai-stylist/conversation');
