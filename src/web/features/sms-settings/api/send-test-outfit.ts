import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSendDailyOutfitResponse } from '../../../../shared/schemas/sms';
import { api } from '../../../lib/api';
import { conversationKey } from './conversation';

/** POST /api/sms/send-daily-outfit: { userId } → { sent, message }. */
export const sendTestOutfit = (userId: number) => api.post<TSendDailyOutfitResponse>('/api/sms/send-daily-outfit', { userId });

export function useSendTestOutfit(userId: number | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendTestOutfit(userId ?? 0),
    // The text it sent belongs in the conversation list.
    onSettled: () => qc.invalidateQueries({ queryKey: conversationKey(userId ?? 0) }),
  });
}
