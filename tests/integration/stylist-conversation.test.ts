import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatInput } from '../../src/adapters/ai/port';
import { appendTurns, KEPT_TURNS, recentTurns } from '../../src/server/services/stylist/conversation';
import { createClosetTestApp } from '../helpers/closet';
import { signUpWithPhone, textIn, textsTo } from '../helpers/sms';
import { databaseKinds, type TestApp } from '../helpers/test-app';

describe.each(databaseKinds)('stylist conversation kept per user on %s', (kind) => {
  let t: TestApp;
  let phoneSeq = 300;
  const nextPhone = () => `+1415556${String(phoneSeq++).padStart(4, '0')}`;
  beforeAll(async () => {
    t = await createClosetTestApp(kind);
  });
  afterAll(() => t.close());

  const chat = (cookie: string, message: string) => t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message } });
  const conversation = async (cookie: string) => {
    const res = await t.request({ method: 'GET', url: '/api/ai-stylist/conversation', cookie });
    expect(res.statusCode).toBe(200);
    return (res.json() as { turns: { role: string; content: string; timestamp: string; channel: string }[] }).turns;
  };

  it('keeps the web chat, oldest first, with role, content and timestamp, and DELETE starts over', async () => {
    const { cookie } = await signUpWithPhone(t, nextPhone());
    expect(await conversation(cookie)).toEqual([]);
    const first = await chat(cookie, 'How do I build a capsule wardrobe?');
    expect(first.statusCode).toBe(200);
    await chat(cookie, 'What goes with navy chinos?');
    const turns = await conversation(cookie);
    expect(turns.map((x) => [x.role, x.content.slice(0, 20)])).toEqual([
      ['user', 'How do I build a cap'],
      ['assistant', first.json().message.slice(0, 20)],
      ['user', 'What goes with navy '],
      ['assistant', expect.any(String)],
    ]);
    for (const turn of turns) {
      expect(turn.channel).toBe('web');
      expect(Number.isNaN(Date.parse(turn.timestamp))).toBe(false);
    }
    expect(Date.parse(turns[0]!.timestamp)).toBeLessThan(Date.parse(turns[1]!.timestamp));

    const del = await t.request({ method: 'DELETE', url: '/api/ai-stylist/conversation', cookie });
    expect(del.statusCode).toBe(200);
    expect(await conversation(cookie)).toEqual([]);
  });

  it('takes the conversation the client sends as the context: a new chat starts clean, nothing leaks from an older one (issue 38.4)', async () => {
    const { cookie } = await signUpWithPhone(t, nextPhone());
    await chat(cookie, 'What should I wear to a wedding on Saturday?');
    const spy = vi.spyOn(t.ctx.ai, 'chat');
    try {
      const sent = [
        { role: 'user' as const, content: 'What should I wear to a barbecue on Sunday?' },
        { role: 'assistant' as const, content: 'Chinos and a polo.' },
      ];
      await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message: "and if it's cold?", conversationHistory: sent } });
      expect((spy.mock.calls[0]![0] as ChatInput).history).toEqual(sent);
      // The web app's New chat: no history sent, so the stored wedding does not come back.
      const fresh = await t.request({
        method: 'POST',
        url: '/api/ai-stylist/chat',
        cookie,
        payload: { message: 'what about shoes?', conversationHistory: [] },
      });
      expect(fresh.statusCode).toBe(200);
      expect((spy.mock.calls[1]![0] as ChatInput).history).toEqual([]);
      expect(fresh.json().message).not.toMatch(/wedding/i);
    } finally {
      spy.mockRestore();
    }
  });

  it('by text, a long pause starts a new thread: turns from hours ago are not the context (issue 38.4)', async () => {
    const phone = nextPhone();
    const { user } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    const hoursAgo = (h: number) => ({ db: t.ctx.db, now: () => new Date(t.ctx.now().getTime() - h * 3_600_000) });
    await appendTurns(hoursAgo(5), user.id, [
      { role: 'user', content: 'What should I wear to a funeral on Friday?', channel: 'sms' },
      { role: 'assistant', content: 'Dark, simple and quiet.', channel: 'sms' },
    ]);
    await appendTurns(hoursAgo(1), user.id, [
      { role: 'user', content: 'What should I wear to brunch tomorrow?', channel: 'sms' },
      { role: 'assistant', content: 'Jeans and a knit.', channel: 'sms' },
    ]);
    const spy = vi.spyOn(t.ctx.ai, 'chat');
    try {
      await textIn(t, phone, 'and shoes?');
      expect((spy.mock.calls[0]![0] as ChatInput).history.map((h) => h.content)).toEqual(['What should I wear to brunch tomorrow?', 'Jeans and a knit.']);
    } finally {
      spy.mockRestore();
    }
  });

  it('shares one history between texts and the web chat, without the current text twice', async () => {
    const phone = nextPhone();
    const { cookie, user } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    await chat(cookie, 'What should I wear to a job interview?');
    const spy = vi.spyOn(t.ctx.ai, 'chat');
    try {
      await textIn(t, phone, 'what about tomorrow?');
      const input = spy.mock.calls[0]![0] as ChatInput;
      expect(input.message).toBe('what about tomorrow?');
      expect(input.history.map((h) => h.content)).not.toContain('what about tomorrow?');
      expect(input.history[0]!.content).toBe('What should I wear to a job interview?');
    } finally {
      spy.mockRestore();
    }
    const reply = (await textsTo(t, phone)).at(-1)!;
    const turns = await conversation(cookie);
    expect(turns.map((x) => [x.role, x.channel])).toEqual([
      ['user', 'web'],
      ['assistant', 'web'],
      ['user', 'sms'],
      ['assistant', 'sms'],
    ]);
    expect(turns[2]!.content).toBe('what about tomorrow?');
    expect(turns[3]!.content).toBe(reply.body);
    // The stored conversation holds the texts too (the web chat shows them; its context is what the client sends).
    expect((await recentTurns(t.ctx, user.id, 2)).map((x) => x.content)).toEqual(['what about tomorrow?', reply.body]);
  });

  it("never shows another user's turns, and DELETE clears only one's own", async () => {
    const a = await signUpWithPhone(t, nextPhone());
    const b = await signUpWithPhone(t, nextPhone());
    await chat(a.cookie, 'What colours go with olive?');
    await chat(b.cookie, 'How should a blazer fit?');
    expect((await conversation(a.cookie)).map((x) => x.content)).not.toContain('How should a blazer fit?');
    expect((await conversation(b.cookie)).map((x) => x.content)).not.toContain('What colours go with olive?');
    await t.request({ method: 'DELETE', url: '/api/ai-stylist/conversation', cookie: b.cookie });
    expect(await conversation(a.cookie)).toHaveLength(2);
    expect(await conversation(b.cookie)).toHaveLength(0);
  });

  it(`keeps only the last ${KEPT_TURNS} turns`, async () => {
    const { cookie, user } = await signUpWithPhone(t, nextPhone());
    const turns = Array.from({ length: KEPT_TURNS + 10 }, (_, i) => ({ role: 'user' as const, content: `turn ${i}`, channel: 'web' as const }));
    await appendTurns(t.ctx, user.id, turns.slice(0, 105));
    await appendTurns(t.ctx, user.id, turns.slice(105));
    const kept = await conversation(cookie);
    expect(kept).toHaveLength(KEPT_TURNS);
    expect(kept[0]!.content).toBe('turn 10');
    expect(kept.at(-1)!.content).toBe(`turn ${KEPT_TURNS + 9}`);
  });

  it('needs a signed-in user', async () => {
    expect((await t.request({ method: 'GET', url: '/api/ai-stylist/conversation' })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/ai-stylist/conversation' })).statusCode).toBe(401);
  });
});
