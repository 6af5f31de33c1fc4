import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { chatMutationKey, useSendChatMessage } from '../api/send-chat-message';
import { clearConversation } from '../api/clear-conversation';
import { getConversation } from '../api/get-conversation';
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
  // The stored conversation (web chat and texts) is read once per visit; new turns are appended locally.
  const { data: messages = [], isPending: isLoading } = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await getConversation()).turns.map((t, i): ChatMessage => ({ id: `stored-${i}`, role: t.role, content: t.content, timestamp: t.timestamp })),
    enabled: uid > 0,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const [isClearing, setClearing] = useState(false);

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

  const startOver = useCallback(async () => {
    if (isWaiting || isClearing) return;
    setClearing(true);
    try {
      await clearConversation();
      qc.setQueryData<ChatMessage[]>(conversationKey(uid), []);
    } catch {
      toast.error('Error', 'Could not start a new conversation. Please try again.');
    } finally {
      setClearing(false);
    }
  }, [uid, isWaiting, isClearing, qc]);

  return { messages, sendMessage, isWaiting, isLoading: uid > 0 && isLoading, startOver, isClearing };
}
