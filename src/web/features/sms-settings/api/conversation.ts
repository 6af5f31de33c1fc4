import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSmsConversationMessage } from '../../../../shared/schemas/sms';
import { api } from '../../../lib/api';

export const conversationKey = (userId: number) => [`/api/sms/conversations/${userId}`] as const;

export const conversationQuery = (userId: number) =>
  queryOptions({ queryKey: conversationKey(userId), queryFn: () => api.get<TSmsConversationMessage[]>(`/api/sms/conversations/${userId}`) });

/** GET /api/sms/conversations/{userId}: only when the user id exists (spec 7). */
export function useConversation(userId: number | undefined) {
  return useQuery({ ...conversationQuery(userId ?? 0), enabled: !!userId });
}
