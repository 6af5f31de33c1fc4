/**
 * Issue 37 item 9 (ADR 0102): the chat's conversationHistory is bounded in turns and characters,
 * and a request reads each earlier turn at most once however long its chain of follow-ups.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';
import { CHAT_HISTORY_MAX_CHARS, CHAT_HISTORY_MAX_TURNS } from '../../src/shared/stylist-constants';
import type * as Question from '../../src/domain/stylist/question';

// Every message the stylist reads on its own, through the chat's one parse of the question.
const reads = vi.hoisted(() => [] as string[]);
vi.mock('../../src/domain/stylist/question', async (importOriginal) => {
  const actual = await importOriginal<typeof Question>();
  const { parseAlone } = await import('../../src/domain/stylist/question/parse');
  return {
    ...actual,
    parseQuestion: (message: string, context: Parameters<typeof actual.parseQuestion>[1]) =>
      actual.parseQuestion(message, {
        ...context,
        readAlone: (text, today, unit) => {
          reads.push(text);
          return parseAlone(text, today, unit);
        },
      }),
  };
});

describe.each(databaseKinds)('the chat history on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => new Date('2026-03-14T15:00:00Z') });
  });
  afterAll(() => t.close());

  const chat = (cookie: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload });

  it('reads each of 50 turns that all start with "and" once, and answers', async () => {
    const { cookie } = await t.signUp();
    const history = Array.from({ length: CHAT_HISTORY_MAX_TURNS }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: i % 2 === 0 ? `and what if it's ${i} degrees for the wedding?` : `For ${i} degrees, wear your blazer.`,
    }));
    history[0] = { role: 'user', content: 'What should I wear to a wedding on Saturday?' };
    reads.length = 0;
    const started = performance.now();
    const res = await chat(cookie, { message: 'and shoes?', conversationHistory: history });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toEqual(expect.any(String));
    // The message and the 25 user turns before it, each once: the follow-up chain reaches the first question.
    const userTurns = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
    expect(reads.filter((r) => r !== 'and shoes?').sort()).toEqual([...userTurns].sort());
    expect(reads.filter((r) => r === 'and shoes?')).toHaveLength(1);
    // A hang detector, not a speed target.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses more turns or characters than the cap with a 400 that says so', async () => {
    const { cookie } = await t.signUp();
    const tooMany = Array.from({ length: CHAT_HISTORY_MAX_TURNS + 1 }, () => ({ role: 'user', content: 'and?' }));
    const many = await chat(cookie, { message: 'hi', conversationHistory: tooMany });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'conversationHistory',
      message: `Conversation history is too long (${CHAT_HISTORY_MAX_TURNS} turns at most): send the latest turns`,
    });

    const long = Array.from({ length: CHAT_HISTORY_MAX_CHARS / 4000 + 1 }, () => ({ role: 'user', content: `and ${'x'.repeat(3996)}` }));
    const big = await chat(cookie, { message: 'hi', conversationHistory: long });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'conversationHistory',
      message: `Conversation history is too long (${CHAT_HISTORY_MAX_CHARS} characters at most): send the latest turns`,
    });

    // At the cap exactly it answers.
    const atCap = long.slice(1);
    expect((await chat(cookie, { message: 'hi', conversationHistory: atCap })).statusCode).toBe(200);
  });
});
