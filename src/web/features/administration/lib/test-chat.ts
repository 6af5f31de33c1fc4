import type { TAiTestInfo } from '../../../../shared/schemas/administration';
import { latestTurnsWithin } from '../../../../shared/stylist-constants';

export interface TestMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  test?: TAiTestInfo | undefined;
}

export const NO_RESPONSE = 'No response received';

/** What the model is told of the conversation so far: role and text, nothing blank, the latest turns within the chat's limits (ADR 0102). */
export const historyOf = (messages: readonly TestMessage[]) =>
  latestTurnsWithin(messages.filter((m) => m.content.trim() && m.content !== NO_RESPONSE).map((m) => ({ role: m.role, content: m.content })));

export function describeTest(test: TAiTestInfo): string {
  const version = test.promptVersion === 0 ? 'built-in text' : `v${test.promptVersion}`;
  return `${test.provider} · ${test.promptName} ${version} · ${test.latencyMs} ms`;
}
