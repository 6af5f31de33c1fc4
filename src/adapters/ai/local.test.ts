import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './knowledge';
import { LocalAi } from './local';
import type { ChatInput } from './port';
import { sampleCloset, testGrounding } from './test-closet';

const kb = KnowledgeBase.load();
const ai = new LocalAi({ assistantName: 'Wren', knowledge: kb });
const ask = (message: string, extra: Partial<ChatInput> = {}) =>
  ai.answer({
    message,
    history: [],
    closet: sampleCloset,
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    systemPrompt: '',
    userName: 'Maya',
    today: '2026-03-14',
    ...extra,
  });

describe('local stylist knowledge base', () => {
  it('holds at least 40 topics of 80 to 200 words, each with keywords', () => {
    expect(kb.topics.length).toBeGreaterThanOrEqual(40);
    for (const topic of kb.topics) {
      const wordCount = topic.body
        .replace(/^@\w+:/gm, '')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(wordCount, topic.id).toBeGreaterThanOrEqual(80);
      expect(wordCount, topic.id).toBeLessThanOrEqual(200);
      expect(topic.keywords.length, topic.id).toBeGreaterThan(3);
    }
  });

  it('finds every topic from its own title', () => {
    for (const topic of kb.topics) expect(kb.search(topic.title)[0]?.topic.id, topic.title).toBe(topic.id);
  });
});

describe('local stylist chat', () => {
  it('introduces itself by the configured name', () => {
    expect(ask('hello')).toMatch(/I'm Wren, your personal stylist/);
    expect(
      new LocalAi({ assistantName: 'Nova', knowledge: kb }).answer({
        message: 'who are you?',
        history: [],
        closet: [],
        preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
        systemPrompt: '',
        userName: null,
        today: '2026-03-14',
      }),
    ).toMatch(/I'm Nova/);
  });

  it('without a parsed request says what it can do, and never answers with an article matched by a keyword (issue 23)', () => {
    // Every door parses the message first; the questions themselves are tested through that path in everyday-questions.test.ts.
    for (const q of ['How should a suit fit?', 'what does black tie mean', 'What goes with my navy blazer?']) {
      const answer = ask(q);
      expect(answer, q).toMatch(/I'm Wren, your personal stylist\. I can help with:/);
      expect(answer).not.toMatch(/shoulder seam|tuxedo|With your Navy Blazer/);
    }
  });
});

describe('grounded answers (issue 16)', () => {
  const grounding = testGrounding;
  const shape = (text: string) => {
    expect(text.length).toBeLessThanOrEqual(900);
    const points = text.split('\n').filter((l) => /^- /.test(l)).length;
    expect(points).toBeLessThanOrEqual(5);
    if (points === 0) expect(text.match(/[^.!?]+[.!?]/g)?.length ?? 0).toBeLessThanOrEqual(5);
  };

  it('declines an off-topic question plainly, then says what it can do', () => {
    const answer = ask('Can you do my taxes?', { grounding: grounding({ kind: 'off-topic', offTopic: 'taxes' }) });
    expect(answer).toMatch(/^I can't help with taxes\. I'm Wren, your stylist: ask me what to wear/);
  });

  it('adds one or two tips to the closet answer, none for the other wardrobe or the rain', () => {
    const closetAnswer = 'For the wedding on Saturday (rain likely, 46–54°F / 8–12°C), wear your Navy Suit. It hits formal attire.';
    const answer = ask('What should I wear to a wedding in the rain?', {
      grounding: grounding({ kind: 'outfit', wardrobe: 'menswear', closetAnswer, occasions: ['wedding'], weatherWords: ['rain'], tipQuery: 'wedding rain' }),
    });
    expect(answer.startsWith(closetAnswer)).toBe(true);
    expect(answer.length).toBeGreaterThan(closetAnswer.length);
    expect(answer).not.toMatch(/\b(skirt|blouse|gown|dress(es)?)\b(?! (shirt|shoes|code))/i);
    expect(answer).not.toMatch(/suede|linen/i);
    expect(answer).not.toMatch(/From your closet/);
    shape(answer);
  });

  it('shortens a topic to a list of at most five points between two sentences', () => {
    for (const q of ['How to build a capsule wardrobe?', 'How should chinos fit?', "What's trending this season?", 'How do I wash jeans?']) {
      shape(ask(q, { grounding: grounding({ kind: 'general' }) }));
    }
  });

  it('points a health question to a professional, in two sentences', () => {
    const answer = ask('my ankle is swollen, what should I take?', { grounding: grounding({ kind: 'off-topic', offTopic: 'medical questions' }) });
    expect(answer).toMatch(/doctor or pharmacist/);
    expect(answer.match(/[^.!?:]+[.!?]/g)?.length).toBeLessThanOrEqual(2);
  });

  it('never repeats a sentence already said in the conversation', () => {
    const said = 'For dinner on Friday (mild, 57–68°F / 14–20°C), wear your Navy Blazer. It hits smart casual.';
    const closetAnswer = 'For dinner on Friday (rain likely, 57–68°F / 14–20°C), wear your Navy Blazer. It hits smart casual.';
    const answer = ask('what if it rains?', {
      history: [
        { role: 'user', content: 'What should I wear to dinner on Friday?' },
        { role: 'assistant', content: said },
      ],
      grounding: grounding({ kind: 'outfit', closetAnswer }),
    });
    expect(answer).toMatch(/^For dinner on Friday \(rain likely/);
    expect(answer).not.toContain('It hits smart casual.');
  });

  it("'cheaper?' after a shopping answer says how to spend less, not the same list", () => {
    const first = ask('Good boots under $200?', { grounding: grounding({ kind: 'shopping', budget: '$200' }) });
    const cheaper = ask('cheaper?', { grounding: grounding({ kind: 'shopping', budget: '$120', change: 'cheaper' }) });
    expect(cheaper).toMatch(/^With \$120 instead/);
    expect(cheaper).not.toBe(first);
  });

  it('writes the budget back', () => {
    expect(ask('What should I buy under $150?', { grounding: grounding({ kind: 'shopping', budget: '$150' }) })).toMatch(/With \$150 to spend/);
  });
});

describe('the text door', () => {
  it('takes the short form a builder composed when the full answer is longer than the door', () => {
    const ai = new LocalAi({ assistantName: 'Wren' });
    const grounding = testGrounding({
      kind: 'packing',
      wardrobe: 'menswear',
      closetAnswer: 'For 5 days in Chicago, plan for cold. '.repeat(20),
      shortAnswer: 'For 5 days in Chicago (cold), pack your Navy Merino Sweater.',
    });
    const base = {
      message: 'pack for chicago',
      history: [],
      closet: [],
      preferences: { preferredStyle: '', colorPalette: [], styleGoals: [] },
      systemPrompt: '',
      userName: null,
      today: '2026-11-23',
      grounding,
    };
    expect(ai.answer({ ...base, maxChars: 320 })).toBe(grounding.shortAnswer);
    expect(ai.answer(base)).not.toBe(grounding.shortAnswer);
  });
});
