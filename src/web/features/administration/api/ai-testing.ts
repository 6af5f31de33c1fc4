import { useMutation } from '@tanstack/react-query';
import type { TAiTestInfo, TAiTestRequest, TAiTestResponse } from '../../../../shared/schemas/administration';
import { adminApi, adminToken } from './admin-client';

export interface TestReply {
  message: string;
  test?: TAiTestInfo;
}

/**
 * A chat message goes out as the spec's chat call (userId 1, the bearer token); the server answers
 * it as a test. On /admin there is no token, so the console's own test call carries it. The two
 * buttons always use the console's call.
 */
export async function sendTest(input: TAiTestRequest): Promise<TestReply> {
  if ((input.mode ?? 'chat') === 'chat' && adminToken.get()) {
    return adminApi.post<TestReply>('/api/ai-stylist/chat', { userId: 1, message: input.message, conversationHistory: input.conversationHistory ?? [] });
  }
  return adminApi.post<TAiTestResponse>('/api/administration/ai-testing', input);
}

export const useSendTest = () => useMutation({ mutationFn: sendTest });
