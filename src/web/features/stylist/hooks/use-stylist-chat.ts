import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { chatMutationKey, useSendChatMessage } from '../api/send-chat-message';
import { newMessage, normalizeMessage, toConversationHistory, type ChatMessage } from '../lib/chat';

/** The conversation lives in the query cache: kept while moving between screens, cleared at logout. */
const conversationKey = (userId: number) => ['stylist-conversation', userId] as const;

/**
 * Spec 4 (Chat): the user's message is appended and loading starts; the reply is appended;
 * a failure shows 'Error' / 'Failed to get stylist response. Please try again.'
 */
export function useStylistChat(userId: number | undefined) {
  const qc = useQueryClient();
  const uid = userId ?? 0;
  const key = conversationKey(uid);
  const { data: messages = [] } = useQuery({
    queryKey: key,
    queryFn: () => [] as ChatMessage[],
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const append = useCallback(
    (forUser: number, message: ChatMessage) => qc.setQueryData<ChatMessage[]>(conversationKey(forUser), (old) => [...(old ?? []), message]),
    [qc],
  );

  // Hook-level callbacks run even if the screen was left while waiting, so no reply is lost.
  const send = useSendChatMessage({
    onSuccess: (reply, variables) => append(variables.userId ?? 0, newMessage('assistant', reply.message)),
    onError: (error) =>
      // The free tier's daily messages are spent (decisions.md 7): say so and lead to /subscribe.
      error instanceof ApiError && error.status === 402
        ? toast.upgrade('Daily limit reached', error.message)
        : toast.error('Error', 'Failed to get stylist response. Please try again.'),
  });
  const isWaiting = useIsMutating({ mutationKey: chatMutationKey }) > 0;

  const sendMessage = useCallback(
    (text: string): boolean => {
      const content = normalizeMessage(text);
      if (!content || isWaiting) return false;
      const history = toConversationHistory(qc.getQueryData<ChatMessage[]>(key) ?? []);
      append(uid, newMessage('user', content));
      send.mutate({ userId: uid, message: content, conversationHistory: history });
      return true;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key is derived from uid
    [uid, isWaiting, append, send.mutate, qc],
  );

  return { messages, sendMessage, isWaiting };
}
