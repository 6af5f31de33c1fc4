import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAi, type AiPort } from '../../src/adapters/ai';
import { FREE_CHAT_MESSAGES_PER_DAY } from '../../src/shared/billing';
import { allowServerErrors } from '../helpers/server-errors';
import { signUpWithPhone, textIn, textsTo } from '../helpers/sms';
import { createTestApp, databaseKinds, testConfig, type TestApp } from '../helpers/test-app';

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};
const answer = (t: string): GenerateResult => ({
  content: [{ type: 'text', text: t }],
  finishReason: { unified: 'stop', raw: undefined },
  usage,
  warnings: [],
});

/** What the model does next: answers, fails with an error, or takes longer than the adapter's deadline. */
type ModelMode = 'answers' | 'errors' | 'hangs';

/**
 * Issue 43, item 1: after 3 answered and 5 failed chat messages (plus 2 failed texts) the 9th was
 * refused. Only answers count: a 5xx, a time-out and the local stylist standing in for a failed
 * model give the free message back, in the database, so every process sees it.
 */
describe.each(databaseKinds)('failed turns and the free allowance on %s', (kind) => {
  let t: TestApp;
  let mode: ModelMode = 'answers';
  /** When set, the turn itself fails (a 5xx): the port throws, as a broken dependency would. */
  let crash = false;
  const model = new MockLanguageModelV3({
    doGenerate: async () => {
      if (mode === 'errors') throw new Error('model answered 503');
      if (mode === 'hangs') await new Promise((resolve) => setTimeout(resolve, 1000));
      return answer('Keep it simple and comfortable today.');
    },
  });

  beforeAll(async () => {
    const config = testConfig({}, { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'test-model' });
    const real = createAi(config.ai, { assistantName: config.assistantName, log: { warn: vi.fn() }, timeoutMs: 200, model });
    const ai: AiPort = {
      kind: real.kind,
      pickOutfit: (input) => real.pickOutfit(input),
      chat: async (input) => {
        if (crash) throw new Error('the turn broke');
        return real.chat(input);
      },
    };
    t = await createTestApp(kind, { config, ai, now: () => new Date('2026-11-23T15:00:00Z') });
  });
  afterAll(() => t.close());

  const chat = (cookie: string) => t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message: 'What goes with navy chinos?' } });
  const left = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/entitlement', cookie })).json().chatMessagesLeft as number;

  it('3 answered, 5 failed chat messages and 2 failed texts use 3; the remaining 7 answer; the next is refused naming Subscribe to Premium', async () => {
    const phone = '+14155550143';
    const { cookie, user } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);

    mode = 'answers';
    for (let i = 0; i < 3; i++) expect((await chat(cookie)).statusCode).toBe(200);
    expect(await left(cookie)).toBe(FREE_CHAT_MESSAGES_PER_DAY - 3);

    // The model fails twice and times out once: the local stylist answers, and the message is given back.
    mode = 'errors';
    for (let i = 0; i < 2; i++) expect((await chat(cookie)).statusCode).toBe(200);
    mode = 'hangs';
    expect((await chat(cookie)).statusCode).toBe(200);
    // The turn itself fails twice: a 500, and the message is given back.
    allowServerErrors();
    crash = true;
    for (let i = 0; i < 2; i++) expect((await chat(cookie)).statusCode).toBe(500);
    crash = false;
    expect(await left(cookie)).toBe(FREE_CHAT_MESSAGES_PER_DAY - 3);

    // Two texts whose model fails: answered by the local stylist, given back.
    mode = 'errors';
    const sentBefore = (await textsTo(t, phone)).length;
    await textIn(t, phone, 'What goes with a grey blazer?');
    await textIn(t, phone, 'And shoes?');
    expect((await textsTo(t, phone)).length).toBe(sentBefore + 2);
    expect(await left(cookie)).toBe(FREE_CHAT_MESSAGES_PER_DAY - 3);

    // Answers count, by web and by text alike.
    mode = 'answers';
    await textIn(t, phone, 'And a belt?');
    expect(await left(cookie)).toBe(FREE_CHAT_MESSAGES_PER_DAY - 4);
    for (let i = 0; i < FREE_CHAT_MESSAGES_PER_DAY - 4; i++) expect((await chat(cookie)).statusCode).toBe(200);
    expect(await left(cookie)).toBe(0);

    const refused = await chat(cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: expect.stringContaining(`You've used today's ${FREE_CHAT_MESSAGES_PER_DAY} free messages`),
    });
    expect(refused.json().message).toContain('Subscribe to Premium');
    expect(refused.json().message).not.toContain('/subscribe');
  });

  it('a refused (402) message gives nothing back: the count never goes below what was answered', async () => {
    const { cookie } = await t.signUp();
    mode = 'answers';
    for (let i = 0; i < FREE_CHAT_MESSAGES_PER_DAY; i++) expect((await chat(cookie)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await chat(cookie)).statusCode).toBe(402);
    expect(await left(cookie)).toBe(0);
  });
});
