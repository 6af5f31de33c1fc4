import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it, vi } from 'vitest';
import { LocalAi } from './local';
import { OpenAiCompatibleAi } from './openai-compatible';
import type { ChatInput, OutfitPickInput } from './port';
import { sampleCloset, testGrounding } from './test-closet';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};
const replyWith = (text: string) =>
  new MockLanguageModelV3({
    doGenerate: async () => ({ content: [{ type: 'text', text }], finishReason: { unified: 'stop', raw: undefined }, usage, warnings: [] }),
  });

function adapter(model: MockLanguageModelV3, timeoutMs = 500) {
  const log = { warn: vi.fn() };
  const ai = new OpenAiCompatibleAi({ model, local: new LocalAi({ assistantName: 'Wren' }), log, timeoutMs });
  return { ai, log };
}

const [blazer, shirt, trousers, loafers, jeans, tee, sneakers] = sampleCloset as [never, never, never, never, never, never, never];
const pickInput: OutfitPickInput = {
  systemPrompt: 'You are a stylist.',
  date: '2026-03-14',
  weather: { label: 'Typical weather', summary: 'Mild', minTempC: 8, maxTempC: 16, precipitationProbability: 30 },
  events: [{ title: 'Client lunch', startTime: '12:30', dressCode: 'Business Casual' }],
  preferences: { preferredStyle: 'Business Casual', colorPalette: ['navy'], styleGoals: [] },
  candidates: [
    { items: [shirt, trousers, loafers], reasons: ['neutral palette'], score: 0.9 },
    { items: [tee, jeans, sneakers], reasons: ['relaxed'], score: 0.7 },
    { items: [blazer, shirt, jeans], reasons: ['smart'], score: 0.6 },
  ],
  engineNote: 'A crisp, neutral outfit for your lunch.',
};

const chatInput: ChatInput = {
  message: 'What goes with my navy blazer?',
  history: [
    { role: 'user', content: 'hi' },
    { role: 'assistant', content: 'Hello!' },
  ],
  closet: sampleCloset,
  preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
  systemPrompt: 'You are Wren.',
  userName: 'Maya',
  today: '2026-03-14',
  // What the server's understanding made of the message (every door sends it): the fallback speaks its closet answer.
  grounding: testGrounding({
    kind: 'pairing',
    closetAnswer: 'With your Navy Blazer, try your White Oxford Shirt, Grey Wool Trousers and Brown Loafers.',
  }),
};

describe('OpenAI-compatible adapter: outfit choice', () => {
  it('uses a valid pick and sends the candidates and the system prompt', async () => {
    const model = replyWith(JSON.stringify({ candidateIndex: 2, styleNote: 'Blazer and jeans: sharp but relaxed for lunch.' }));
    const { ai } = adapter(model);
    const pick = await ai.pickOutfit(pickInput);
    expect(pick).toEqual({ ok: true, index: 2, styleNote: 'Blazer and jeans: sharp but relaxed for lunch.' });
    const call = model.doGenerateCalls[0]!;
    expect(call.responseFormat).toMatchObject({ type: 'json' });
    const prompt = JSON.stringify(call.prompt);
    expect(prompt).toContain('You are a stylist.');
    expect(prompt).toContain('[2] Navy Blazer');
    expect(prompt).toContain('Client lunch at 12:30 (dress code: Business Casual)');
  });

  it('refuses invalid JSON', async () => {
    const pick = await adapter(replyWith('I pick the second one!')).ai.pickOutfit(pickInput);
    expect(pick.ok).toBe(false);
  });

  it('refuses JSON of the wrong shape', async () => {
    const pick = await adapter(replyWith(JSON.stringify({ candidate: 'first' }))).ai.pickOutfit(pickInput);
    expect(pick.ok).toBe(false);
  });

  it('refuses an index out of range', async () => {
    const pick = await adapter(replyWith(JSON.stringify({ candidateIndex: 3, styleNote: 'x' }))).ai.pickOutfit(pickInput);
    expect(pick).toEqual({ ok: false, reason: expect.stringContaining('out of range') });
  });

  it('turns a thrown error into a refusal', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('upstream 500');
      },
    });
    const pick = await adapter(model).ai.pickOutfit(pickInput);
    expect(pick).toEqual({ ok: false, reason: expect.stringContaining('upstream 500') });
  });

  it('gives up on a slow model after the timeout', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: () => new Promise(() => undefined),
    });
    // The model never answers: only the timeout can end this call, with its own reason.
    const pick = await adapter(model, 100).ai.pickOutfit(pickInput);
    expect(pick).toEqual({ ok: false, reason: 'timed out after 100 ms' });
  });
});

describe('OpenAI-compatible adapter: chat', () => {
  it('answers with the model, given the system prompt, the closet and the history', async () => {
    const model = replyWith('Try it with your White Oxford Shirt.');
    const { ai } = adapter(model);
    expect(await ai.chat(chatInput)).toEqual({ message: 'Try it with your White Oxford Shirt.', source: 'llm' });
    const call = model.doGenerateCalls[0]!;
    const system = call.prompt.find((m) => m.role === 'system');
    expect(system?.content).toContain('You are Wren.');
    expect(system?.content).toContain('Navy Blazer, Outerwear, Blazer, Navy');
    expect(call.prompt.filter((m) => m.role !== 'system').map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('falls back to the local stylist, with a warning, when the model fails', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('connection refused');
      },
    });
    const { ai, log } = adapter(model);
    const reply = await ai.chat(chatInput);
    expect(reply.source).toBe('local');
    expect(reply.message).toMatch(/With your Navy Blazer/);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('falls back to the local stylist when the model is too slow or silent', async () => {
    const slow = adapter(new MockLanguageModelV3({ doGenerate: () => new Promise(() => undefined) }), 50);
    expect((await slow.ai.chat(chatInput)).source).toBe('local');
    const silent = adapter(replyWith('   '));
    expect((await silent.ai.chat(chatInput)).source).toBe('local');
  });
});
