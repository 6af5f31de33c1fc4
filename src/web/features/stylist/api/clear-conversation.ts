import { api } from '../../../lib/api';

/** DELETE /api/ai-stylist/conversation: 'New conversation'. */
export const clearConversation = () => api.delete<{ ok: true }>('/api/ai-stylist/conversation');
