import { describe, expect, it } from 'vitest';
import { LocalAi } from '../../../adapters/ai/local';
import type { ChatTurn } from '../../../adapters/ai/port';
import { sampleCloset } from '../../../adapters/ai/test-closet';
import { TypicalWeather } from '../../../adapters/weather';
import type { UserRow } from '../../../db/schema';
import type { ClosetItem } from '../../../domain/stylist';
import { closetItemFromDto } from '../../../domain/stylist/item-from-dto';
import type { Ctx } from '../../context';
import { groundChat } from './chat-grounding';

/**
 * The local stylist's everyday questions through the one understanding every door uses (issue 23):
 * the request parsed by groundChat, the answer built from it and the closet. There is no other path:
 * a message without a parsed request is not matched to an article.
 */
const ai = new LocalAi({ assistantName: 'Wren' });
const ctx = { weather: new TypicalWeather() } as unknown as Ctx;
const user = { id: 1, gender: null, phoneNumber: '+14155550134', homeLocation: null, homeCountry: null, timezone: 'America/New_York' } as unknown as UserRow;
const engineCloset: ClosetItem[] = sampleCloset.map(closetItemFromDto);
const preferences = { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] };

async function ask(message: string, history: ChatTurn[] = [], today = '2026-03-14'): Promise<string> {
  const { grounding } = await groundChat(ctx, user, { message, history, today, closet: engineCloset, preferences, events: [] });
  return ai.answer({ message, history, closet: sampleCloset, preferences, systemPrompt: '', userName: 'Maya', today, grounding });
}

describe('everyday questions, answered from the request and the closet', () => {
  it.each([
    // The chat's suggestion chips.
    ["What's trending this season?", /trends worth your money this spring/i],
    ['How to build a capsule wardrobe?', /capsule wardrobe .*your White Oxford Shirt/i],
    ['Style advice for interviews', /interview.*your .*Navy Blazer/i],
    ['Business casual outfit ideas', /business casual.*your White Oxford Shirt/i],
    // Other everyday questions: what each must speak of.
    ['What should I wear to a wedding?', /wedding/i],
    ['what to wear when it rains', /rain/i],
    ['How should a suit fit?', /shoulder/i],
    ['how do I stop my sweaters pilling', /pill/i],
    ['what colours suit a warm undertone', /undertone/i],
    ['what should I pack for a weekend trip', /pack/i],
    ['what shoes go with chinos', /Brown Loafers|White Leather Sneakers/],
    ['I am short, how do I look taller?', /taller/i],
    ['how to dress for a zoom call', /camera/i],
    ['what does black tie mean', /tuxedo/i],
    ['how do I match my belt and shoes', /belt/i],
    ['what to wear when it is freezing', /cold|warm/i],
    ['what jewelry should I wear with a v neck', /pendant/i],
    ['how do I wash my jeans', /inside out/i],
    ['how long should shorts be', /knee/i],
    ['do you button the bottom button on a blazer', /top (one|button)/i],
    ['tucked or untucked with jeans for a barbecue?', /untucked|tuck/i],
    ['what to wear to a funeral', /funeral/i],
    ['What should I wear today?', /your .*(White Oxford Shirt|Grey Crew Tee)/],
  ])('%s', async (q, expected) => {
    expect(await ask(q)).toMatch(expected);
  });

  it('keeps only the current season in seasonal advice', async () => {
    const winter = await ask("What's trending this season?", [], '2026-01-10');
    expect(winter).toMatch(/this winter/i);
    expect(winter).not.toMatch(/this (summer|spring)/i);
  });

  it('names the navy blazer and real pairings from the closet', async () => {
    const answer = await ask('What goes with my navy blazer?');
    expect(answer).toMatch(/your Navy Blazer/);
    expect(answer).toMatch(/White Oxford Shirt|Grey Wool Trousers|Brown Loafers/);
  });

  it('declines what is not about dressing in one or two sentences, saying what Wren does', async () => {
    for (const q of ['asdkjh qwpoeiru zxcmvn', 'What is the capital of Mongolia?', 'whats a cute name for my puppy']) {
      const answer = await ask(q);
      // Words it cannot place are said back with one short question (issue 38.3); a subject it can name is declined.
      expect(answer, q).toMatch(/can't help|not sure I can help|^I didn't follow "asdkjh"/);
      expect(answer).toContain('Wren');
      expect(answer).not.toMatch(/your (Navy Blazer|White Oxford Shirt)/);
    }
  });

  it('answers a clothing question no closet builder covers only with advice about what was asked, never a neighbouring article', async () => {
    // 'How do I roll my sleeves?' shares 'shirt' with every shirt topic; only points about rolling sleeves may answer.
    const answer = await ask('how do i roll my shirt sleeves properly');
    expect(answer).toMatch(/folds? to just below the elbow/i);
    expect(answer).not.toMatch(/collar|button-down|tee/i);
  });

  it('a follow-up naming a piece of its own asks about that piece, not the outfit before', async () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'Business casual outfit ideas' },
      { role: 'assistant', content: await ask('Business casual outfit ideas') },
    ];
    expect(await ask('how long should shorts be', history)).toMatch(/knee/i);
    expect(await ask('What goes with my navy blazer?', history)).toMatch(/With your Navy Blazer/);
  });
});

describe('a conversation that narrows a plan', () => {
  it("'it's at a wine bar' keeps the day; 'no heels' with none suggested says the outfit stands rather than dropping it", async () => {
    const history: ChatTurn[] = [];
    for (const q of ['help me plan an outfit for a date saturday', "it's at a wine bar, pretty casual"]) {
      const a = await ask(q, [...history], '2026-11-23');
      history.push({ role: 'user', content: q }, { role: 'assistant', content: a });
    }
    expect(history[3]!.content).toMatch(/wine bar on Saturday/);
    const last = await ask("no heels pls we'll be walking everywhere", history, '2026-11-23');
    expect(last).toMatch(/^That still stands: for the wine bar on Saturday .*wear your /);
    expect(last).not.toBe(history[3]!.content);
  });
  it("'dressier, for a gallery opening?' after a pairing re-chooses the pieces at the level asked", async () => {
    const first = await ask('what goes with my white leather sneakers');
    const history: ChatTurn[] = [
      { role: 'user', content: 'what goes with my white leather sneakers' },
      { role: 'assistant', content: first },
    ];
    const dressier = await ask('and for something dressier? like a gallery opening thurs night', history);
    expect(dressier).toMatch(/^A step dressier/);
    expect(dressier).not.toMatch(/Grey Crew Tee/);
  });
});
