import { CHAT_TURN_MAX_CHARS, latestTurnsWithin } from '../../../../shared/stylist-constants';

export type ChatRole = 'user' | 'assistant';

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  /** ISO time the message was added. */
  timestamp: string;
}

/** Within the schema's limits (ADR 0102): the 20 latest turns, each cut to 4000 characters, 16,000 in all; recent turns matter most. */
export const HISTORY_MAX_TURNS = 20;
export const HISTORY_MAX_CHARS = CHAT_TURN_MAX_CHARS;
export const MESSAGE_MAX_CHARS = 2000;

export const SUGGESTIONS = [
  "What's trending this season?",
  'How to build a capsule wardrobe?',
  'Style advice for interviews',
  'Business casual outfit ideas',
] as const;

/** Spec 5: empty or white-space messages are not sent. */
export function normalizeMessage(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** conversationHistory for the chat call: role and content of the latest turns, within the schema's limits. */
export function toConversationHistory(messages: readonly ChatMessage[]): { role: ChatRole; content: string }[] {
  return latestTurnsWithin(
    messages.map((m) => ({ role: m.role, content: m.content })),
    HISTORY_MAX_TURNS,
  );
}

let counter = 0;
export function newMessage(role: ChatRole, content: string, now: Date = new Date()): ChatMessage {
  counter += 1;
  return { id: `${now.getTime()}-${counter}`, role, content, timestamp: now.toISOString() };
}
