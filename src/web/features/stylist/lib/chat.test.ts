import { describe, expect, it } from 'vitest';
import { HISTORY_MAX_CHARS, HISTORY_MAX_TURNS, newMessage, normalizeMessage, SUGGESTIONS, toConversationHistory } from './chat';
import { ZChatRequest } from '../../../../shared/schemas/stylist';
import { CHAT_HISTORY_MAX_CHARS } from '../../../../shared/stylist-constants';

describe('normalizeMessage', () => {
  it('refuses empty and white-space messages and trims the rest', () => {
    expect(normalizeMessage('')).toBeNull();
    expect(normalizeMessage('  \n\t ')).toBeNull();
    expect(normalizeMessage('  What should I wear?\n')).toBe('What should I wear?');
  });
});

describe('toConversationHistory', () => {
  it('sends role and content only', () => {
    const messages = [newMessage('user', 'Hi'), newMessage('assistant', 'Hello!')];
    expect(toConversationHistory(messages)).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
    ]);
  });

  it('keeps the latest turns and shortens very long ones', () => {
    const many = Array.from({ length: HISTORY_MAX_TURNS + 5 }, (_, i) => newMessage(i % 2 ? 'assistant' : 'user', `m${i}`));
    const history = toConversationHistory(many);
    expect(history).toHaveLength(HISTORY_MAX_TURNS);
    expect(history.at(-1)!.content).toBe(`m${HISTORY_MAX_TURNS + 4}`);
    expect(toConversationHistory([newMessage('assistant', 'x'.repeat(HISTORY_MAX_CHARS + 10))])[0]!.content).toHaveLength(HISTORY_MAX_CHARS);
  });
});

describe('the history the client sends (ADR 0102)', () => {
  it('never exceeds the schema: the latest turns within the turns and characters caps', () => {
    const long = Array.from({ length: 12 }, (_, i) => newMessage(i % 2 ? 'assistant' : 'user', `${i} ${'x'.repeat(HISTORY_MAX_CHARS)}`));
    const history = toConversationHistory(long);
    expect(ZChatRequest.safeParse({ message: 'and shoes?', conversationHistory: history }).success).toBe(true);
    expect(history.reduce((n, t) => n + t.content.length, 0)).toBeLessThanOrEqual(CHAT_HISTORY_MAX_CHARS);
    expect(history.at(-1)!.content.startsWith('11 ')).toBe(true);
    expect(history.length).toBe(CHAT_HISTORY_MAX_CHARS / HISTORY_MAX_CHARS);
  });
});

describe('suggestions', () => {
  it("are the spec's four chips, word for word", () => {
    expect(SUGGESTIONS).toEqual([
      "What's trending this season?",
      'How to build a capsule wardrobe?',
      'Style advice for interviews',
      'Business casual outfit ideas',
    ]);
  });
});

describe('newMessage', () => {
  it('gives unique ids', () => {
    const now = new Date(0);
    expect(newMessage('user', 'a', now).id).not.toBe(newMessage('user', 'a', now).id);
  });
});
