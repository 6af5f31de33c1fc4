import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAi } from '../../src/adapters/ai';
import { seedDemo } from '../../src/db/seed';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { DEFAULT_PROMPTS } from '../../src/server/services/stylist/ai-prompts';
import { adminEnv, operatorLogin, signUpAdmin } from '../helpers/administration';
import { countRows, createTestApp, databaseKinds, testConfig, type TestApp } from '../helpers/test-app';

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};
const text = (t: string): GenerateResult => ({ content: [{ type: 'text', text: t }], finishReason: { unified: 'stop', raw: undefined }, usage, warnings: [] });

describe.each(databaseKinds)('AI prompts with versions, and the AI Testing tab, on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  let reply = 'A model answer.';
  let modelDown = false;
  const model = new MockLanguageModelV3({
    doGenerate: async () => {
      if (modelDown) throw new Error('model unreachable');
      return text(reply);
    },
  });

  beforeAll(async () => {
    const config = testConfig({}, { ...adminEnv, AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'test-model' });
    const ai = createAi(config.ai, { assistantName: config.assistantName, log: { warn: vi.fn() }, timeoutMs: 2000, model });
    t = await createTestApp(kind, { config, ai, now: () => new Date('2026-03-14T15:00:00Z') });
    auth = (await operatorLogin(t)).headers;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    model.doGenerateCalls.length = 0;
    reply = 'A model answer.';
    modelDown = false;
  });

  const systemText = () => String(model.doGenerateCalls.at(-1)!.prompt.find((m) => m.role === 'system')?.content ?? '');
  const list = async () =>
    (await t.request({ method: 'GET', url: '/api/administration/ai-prompts', headers: auth })).json() as {
      id: number;
      name: string;
      version: number;
      builtIn: boolean;
      prompt: string;
      isActive: boolean;
      description: string | null;
    }[];
  const byName = async (name: string) => (await list()).find((p) => p.name === name)!;
  const put = (id: number, payload: object) => t.request({ method: 'PUT', url: `/api/administration/ai-prompts/${id}`, headers: auth, payload });
  const post = (payload: object) => t.request({ method: 'POST', url: '/api/administration/ai-prompts', headers: auth, payload });

  it('says which stylist answers (issue 43.6): the configured model here, to operators only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/administration/ai-stylist', headers: auth })).json()).toEqual({ kind: 'llm' });
    expect((await t.request({ method: 'GET', url: '/api/administration/ai-stylist' })).statusCode).toBe(401);
  });

  it('lists the three built-in prompts as a JSON array, each at version 1', async () => {
    const prompts = await list();
    expect(prompts.map((p) => [p.name, p.builtIn, p.isActive, p.version])).toEqual([
      ['stylist_chat', true, true, 1],
      ['daily_outfit', true, true, 1],
      ['onboarding_analysis', true, true, 1],
    ]);
  });

  it('creates a prompt with 201, and refuses a blank name or prompt (400) and a taken name (409), storing nothing', async () => {
    const created = await post({ name: 'weekend_tone', description: 'Test', prompt: 'Be breezy.', isActive: false });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'weekend_tone', description: 'Test', prompt: 'Be breezy.', isActive: false, builtIn: false, version: 1 });
    const before = await countRows(t.database, 'ai_prompts');
    const versionsBefore = await countRows(t.database, 'ai_prompt_versions');
    for (const [payload, status, message] of [
      [{ name: '   ', prompt: 'x' }, 400, 'Name is required'],
      [{ prompt: 'x' }, 400, 'Name is required'],
      [{ name: 'blank', prompt: ' \n ' }, 400, 'Prompt is required'],
      [{ name: 'blank' }, 400, 'Prompt is required'],
      [{ name: 'weekend_tone', prompt: 'again' }, 409, 'A prompt named "weekend_tone" already exists'],
    ] as const) {
      const res = await post(payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    const id = created.json().id as number;
    const res = await put(id, { name: 'stylist_chat', prompt: 'clash' });
    expect([res.statusCode, res.json().message]).toEqual([409, 'A prompt named "stylist_chat" already exists']);
    expect(await countRows(t.database, 'ai_prompts')).toBe(before);
    expect(await countRows(t.database, 'ai_prompt_versions')).toBe(versionsBefore);
    expect(
      (await t.request({ method: 'PUT', url: '/api/administration/ai-prompts/99999', headers: auth, payload: { name: 'n', prompt: 'p' } })).statusCode,
    ).toBe(404);
  });

  it('puts an edit into the very next chat, keeps the previous version, and a restore brings the old text back', async () => {
    const { cookie } = await t.signUp();
    const chat = () => t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message: 'What should I wear?' } });
    await chat();
    expect(systemText()).toContain('You are Wren, the personal stylist inside Wearwise.');

    const prompt = await byName('stylist_chat');
    const edited = await put(prompt.id, {
      name: 'stylist_chat',
      description: prompt.description,
      prompt: 'Answer like a pirate, {{assistantName}}.',
      isActive: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().version).toBe(2);
    await chat();
    expect(systemText()).toMatch(/^Answer like a pirate, Wren\./);

    const versions = (await t.request({ method: 'GET', url: `/api/administration/ai-prompts/${prompt.id}/versions`, headers: auth })).json();
    expect(versions.map((v: { version: number; changedBy: string }) => [v.version, v.changedBy])).toEqual([
      [2, 'operator'],
      [1, 'built-in'],
    ]);
    expect(versions[1].prompt).toBe(DEFAULT_PROMPTS.stylist_chat.prompt);

    // An isAdmin user's change is attributed to them.
    const admin = await signUpAdmin(t);
    await t.request({
      method: 'PUT',
      url: `/api/administration/ai-prompts/${prompt.id}`,
      cookie: admin.cookie,
      payload: { name: 'stylist_chat', prompt: 'Third text.' },
    });

    const restored = await t.request({ method: 'POST', url: `/api/administration/ai-prompts/${prompt.id}/versions/1/restore`, headers: auth, payload: {} });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 4, prompt: DEFAULT_PROMPTS.stylist_chat.prompt, name: 'stylist_chat' });
    await chat();
    expect(systemText()).toContain('You are Wren, the personal stylist inside Wearwise.');
    const after = (await t.request({ method: 'GET', url: `/api/administration/ai-prompts/${prompt.id}/versions`, headers: auth })).json();
    expect(after.map((v: { version: number; changedBy: string; restoredFrom: number | null }) => [v.version, v.changedBy, v.restoredFrom])).toEqual([
      [4, 'operator', 1],
      [3, `user:${admin.user.username}`, null],
      [2, 'operator', null],
      [1, 'built-in', null],
    ]);
    expect(
      (await t.request({ method: 'POST', url: `/api/administration/ai-prompts/${prompt.id}/versions/99/restore`, headers: auth, payload: {} })).statusCode,
    ).toBe(404);
  });

  it('lets a built-in be switched off (its built-in text then applies) but not renamed or deleted', async () => {
    const prompt = await byName('stylist_chat');
    await put(prompt.id, { name: 'stylist_chat', prompt: 'Switched-off text.', isActive: false });
    const { cookie } = await t.signUp();
    await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message: 'Hi' } });
    expect(systemText()).toContain('You are Wren, the personal stylist inside Wearwise.');
    const renamed = await put(prompt.id, { name: 'renamed', prompt: 'x' });
    expect(renamed.statusCode).toBe(400);
    const del = await t.request({ method: 'DELETE', url: `/api/administration/ai-prompts/${prompt.id}`, headers: auth });
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toMatch(/built-in/);
    expect((await byName('stylist_chat')).name).toBe('stylist_chat');
    await put(prompt.id, { name: 'stylist_chat', prompt: DEFAULT_PROMPTS.stylist_chat.prompt, isActive: true });

    const custom = await post({ name: 'to_delete', prompt: 'bye' });
    expect((await t.request({ method: 'DELETE', url: `/api/administration/ai-prompts/${custom.json().id}`, headers: auth })).json()).toEqual({ ok: true });
    expect((await list()).map((p) => p.name)).not.toContain('to_delete');
  });

  it("answers the panel's chat call (bearer token, no user) from the demo closet, naming provider, prompt, version and latency", async () => {
    const anonymous = await t.request({ method: 'POST', url: '/api/ai-stylist/chat', payload: { userId: 1, message: 'Hi' } });
    expect(anonymous.statusCode).toBe(401);

    await seedDemo(t.ctx.db, hashPassword);
    reply = 'Try the navy blazer.';
    const res = await t.request({
      method: 'POST',
      url: '/api/ai-stylist/chat',
      headers: auth,
      payload: { userId: 1, message: 'What goes with my blazer?', conversationHistory: [] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Try the navy blazer.');
    expect(body.test).toMatchObject({ provider: 'openai-compatible (test-model)', promptName: 'stylist_chat', sampleUser: 'demo' });
    expect(body.test.promptVersion).toBeGreaterThanOrEqual(1);
    expect(body.test.latencyMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(model.doGenerateCalls.at(-1)!.prompt)).toContain('Navy Blazer');

    const bad = await t.request({
      method: 'POST',
      url: '/api/ai-stylist/chat',
      headers: { authorization: 'Bearer nope-nope-nope-nope-nope-nope' },
      payload: { message: 'Hi' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('runs the two test prompts with their own active prompt and writes nothing', async () => {
    await seedDemo(t.ctx.db, hashPassword);
    const outfitsBefore = await countRows(t.database, 'daily_outfits');
    reply = 'Goals: look polished. Style: Smart Casual.';
    const onboarding = await t.request({ method: 'POST', url: '/api/administration/ai-testing', headers: auth, payload: { mode: 'onboarding' } });
    expect(onboarding.statusCode).toBe(200);
    expect(onboarding.json()).toMatchObject({ message: reply, test: { promptName: 'onboarding_analysis', provider: 'openai-compatible (test-model)' } });
    expect(systemText()).toContain('onboarding conversation');
    expect(JSON.stringify(model.doGenerateCalls.at(-1)!.prompt)).toContain('Navy, grey and olive');

    reply = JSON.stringify({ candidateIndex: 0, styleNote: 'Sharp for a Saturday.' });
    const outfit = await t.request({ method: 'POST', url: '/api/administration/ai-testing', headers: auth, payload: { mode: 'daily_outfit' } });
    expect(outfit.statusCode).toBe(200);
    expect(outfit.json().message).toContain('Sharp for a Saturday.');
    expect(outfit.json().test).toMatchObject({ promptName: 'daily_outfit', provider: 'openai-compatible (test-model)', promptVersion: 1 });
    expect(await countRows(t.database, 'daily_outfits')).toBe(outfitsBefore);

    const empty = await t.request({ method: 'POST', url: '/api/administration/ai-testing', headers: auth, payload: { mode: 'chat', message: '  ' } });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Message cannot be empty']);
  });

  it("with the model down, 'Run Onboarding' shows the local analyst's reading of the sample answers, not a matched article", async () => {
    await seedDemo(t.ctx.db, hashPassword);
    modelDown = true;
    const res = await t.request({ method: 'POST', url: '/api/administration/ai-testing', headers: auth, payload: { mode: 'onboarding' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().test.provider).toBe('local stylist (model fallback)');
    // The sample answers speak of chinos at the office and a blazer that works with jeans.
    expect(res.json().message).toMatch(/^Preferred style: (Smart Casual|Business Casual|Classic Professional)\.\nStyle goals: .+\./);
  });
});
