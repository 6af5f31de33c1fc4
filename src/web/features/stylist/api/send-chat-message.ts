import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { TChatRequest } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';

/** POST /api/ai-stylist/chat: one message plus the conversation so far; answers with the reply. */
export const sendChatMessage = (body: TChatRequest) => api.post<{ message: string }>('/api/ai-stylist/chat', body);

export const chatMutationKey = ['/api/ai-stylist/chat'] as const;

export function useSendChatMessage(options: Omit<UseMutationOptions<{ message: string }, Error, TChatRequest>, 'mutationFn' | 'mutationKey'> = {}) {
  return useMutation({ ...options, mutationKey: chatMutationKey, mutationFn: sendChatMessage });
}
