import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAi } from '../../src/adapters/ai';
import { createTestApp, databaseKinds, testConfig, type TestApp } from '../helpers/test-app';
import { addItems, smallCloset } from '../helpers/stylist';

type CallOptions = Parameters<MockLanguageModelV3['doGenerate']>[0];
type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};
const text = (t: string): GenerateResult => ({ content: [{ type: 'text', text: t }], finishReason: { unified: 'stop', raw: undefined }, usage, warnings: [] });

type Behaviour = (options: CallOptions) => PromiseLike<GenerateResult>;

describe.each(databaseKinds)('the LLM path, with the AI SDK mock model, on %s', (kind) => {
  let t: TestApp;
  let behaviour: Behaviour;
  const model = new MockLanguageModelV3({ doGenerate: (options) => behaviour(options) });
  const aiLog = { warn: vi.fn() };

  beforeAll(async () => {
    const config = testConfig({}, { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'test-model' });
    const ai = createAi(config.ai, { assistantName: config.assistantName, log: aiLog, timeoutMs: 300, model });
    t = await createTestApp(kind, { config, ai, now: () => new Date('2026-03-14T15:00:00Z') });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    model.doGenerateCalls.length = 0;
    aiLog.warn.mockClear();
  });

  const lastPrompt = () => model.doGenerateCalls.at(-1)!.prompt;
  const systemText = () => String(lastPrompt().find((m) => m.role === 'system')?.content ?? '');
  const userText = () => JSON.stringify(lastPrompt().filter((m) => m.role === 'user'));

  async function outfit() {
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, smallCloset);
    const warn = vi.spyOn(t.ctx.log, 'warn');
    const res = await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: {} });
    expect(res.statusCode).toBe(200);
    return { body: res.json(), warn };
  }

  it('seeds the default prompts at start', async () => {
    const rows = await t.database.execute('select name, is_active from ai_prompts order by name');
    expect(rows.rows).toEqual([
      { name: 'daily_outfit', is_active: true },
      { name: 'onboarding_analysis', is_active: true },
      { name: 'stylist_chat', is_active: true },
    ]);
  });

  it("uses the model's pick among the engine's candidates, and its note", async () => {
    behaviour = async () => text(JSON.stringify({ candidateIndex: 1, styleNote: 'Crisp and easy: perfect for a mild Saturday.' }));
    const { body } = await outfit();
    expect(body).toMatchObject({ source: 'llm', styleNote: 'Crisp and easy: perfect for a mild Saturday.' });
    const offered = /\[1\] ([^\n]*)/.exec(userText().replaceAll('\\n', '\n'))![1]!;
    for (const item of body.items) expect(offered).toContain(item.name);
    expect(systemText()).toContain("You are Wren, the personal stylist inside Wearwise. Every morning you choose the user's outfit.");
  });

  it('reads the active daily outfit prompt from the table', async () => {
    await t.database.execute(`update ai_prompts set prompt = 'Custom outfit prompt for {{assistantName}}' where name = 'daily_outfit'`);
    behaviour = async () => text(JSON.stringify({ candidateIndex: 0, styleNote: 'Note.' }));
    await outfit();
    expect(systemText()).toBe('Custom outfit prompt for Wren');
    await t.database.execute(`update ai_prompts set is_active = false where name = 'daily_outfit'`);
    await outfit();
    expect(systemText()).toContain('Every morning you choose');
    await t.database.execute(`delete from ai_prompts where name = 'daily_outfit'`);
  });

  it.each<[string, Behaviour, RegExp]>([
    ['invalid JSON', async () => text('The second one, definitely!'), /./],
    ['JSON of the wrong shape', async () => text(JSON.stringify({ pick: 'second' })), /./],
    ['an index out of range', async () => text(JSON.stringify({ candidateIndex: 42, styleNote: 'Nope.' })), /out of range/],
    [
      'a thrown error',
      async () => {
        throw new Error('502 Bad Gateway');
      },
      /502 Bad Gateway/,
    ],
    ['a model slower than the timeout', () => new Promise(() => undefined), /timed out after 300 ms/],
  ])("falls back to the engine's choice on %s, with a warning", async (_name, b, reason) => {
    behaviour = b;
    const { body, warn } = await outfit();
    expect(body.source).toBe('engine');
    expect(body.items.length).toBeGreaterThanOrEqual(2);
    expect(body.styleNote.length).toBeGreaterThan(10);
    expect(warn).toHaveBeenCalledWith({ reason: expect.stringMatching(reason) }, 'LLM outfit choice unusable; keeping the engine choice');
  });

  it('chats through the model with the system prompt, the closet and the history', async () => {
    behaviour = async () => text('Your Navy Blazer with the Khaki Chinos, easy.');
    const { cookie, user } = await t.signUp({ fullName: 'Maya Chen' });
    await addItems(t.ctx.db, user.id, smallCloset);
    const res = await t.request({
      method: 'POST',
      url: '/api/ai-stylist/chat',
      cookie,
      payload: {
        message: 'What goes with my navy blazer?',
        conversationHistory: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello Maya!' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your Navy Blazer with the Khaki Chinos, easy.' });
    expect(systemText()).toContain('You are Wren, the personal stylist inside Wearwise.');
    expect(systemText()).toContain('- Navy Blazer, Outerwear, Blazer, Navy, wool, business');
    expect(systemText()).toContain("The user's first name is Maya.");
    expect(
      lastPrompt()
        .filter((m) => m.role !== 'system')
        .map((m) => m.role),
    ).toEqual(['user', 'assistant', 'user']);
  });

  it('answers chat with the local stylist when the model fails', async () => {
    behaviour = async () => {
      throw new Error('connection reset');
    };
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, smallCloset);
    const res = await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message: 'What goes with my navy blazer?' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^With your Navy Blazer, try your /);
    expect(aiLog.warn).toHaveBeenCalledWith({ reason: expect.stringContaining('connection reset') }, 'AI chat failed; answered with the local stylist');
  });
});
