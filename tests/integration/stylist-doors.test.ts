import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLE_QUESTIONS } from '../../src/shared/style-questions';
import { userToday } from '../../src/server/services/stylist/dates';
import { asGsmText } from '../../src/domain/sms';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai';
import { grantPremium, signUpWithPhone, textIn, textsTo } from '../helpers/sms';
import { addEvent, addItems, smallCloset, type ItemSeed } from '../helpers/stylist';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';
import { MILD, weatherAlways } from '../helpers/weather-reports';

/**
 * Issue 23, point 5: web chat, text messages and the text consultation use the one understanding
 * and the one answer builder; with a model configured, its reply is checked by the same rules.
 */

const casualCloset: ItemSeed[] = [
  { name: 'Grey Crew Tee', category: 'Tops', subcategory: 'T-shirt', color: 'Grey', material: 'cotton', formality: 'casual' },
  { name: 'Dark Slim Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'Indigo', material: 'denim', formality: 'casual' },
  { name: 'White Leather Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'White', material: 'leather', formality: 'casual' },
];

/**
 * One mild, dry day whatever the month the suite runs in: these journeys compare the doors and the dress code, and a
 * December in New York (the typical cold) would rule the casual closet out for the weather before the dress code is read.
 */
const mildEveryDay = weatherAlways(MILD);

const firstSentence = (text: string) => /^[^.!?]+[.!?]/.exec(text)?.[0] ?? text;

describe.each(databaseKinds)('every door, one stylist, on %s', (kind) => {
  let t: TestApp;
  let phoneSeq = 500;
  const nextPhone = () => `+1415555${String(phoneSeq++).padStart(4, '0')}`;
  beforeAll(async () => {
    t = await createTestApp(kind, { weather: mildEveryDay });
  });
  afterAll(() => t.close());

  async function member(closet: readonly ItemSeed[]) {
    const phone = nextPhone();
    const { user, cookie } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    await grantPremium(t, user.id);
    await addItems(t.ctx.db, user.id, closet);
    return { phone, user, cookie };
  }

  it.each([
    ['packing', 'What should I pack for 5 days in Lisbon?', /Lisbon.*[Pp]ack \d tops/],
    ['fit', 'my navy blazer is too big in the shoulders', /shoulders/],
    ['capsule', 'build me a capsule wardrobe from my closet', /capsule/],
    ['care', 'how do i get grass stains out of my chinos', /grass/i],
  ])('a %s question by web chat and by text is understood and answered alike; the text fits 320 characters', async (_kind, question, about) => {
    const web = await member(smallCloset);
    const sms = await member(smallCloset);
    const res = await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie: web.cookie, payload: { message: question } });
    expect(res.statusCode).toBe(200);
    const webAnswer = (res.json() as { message: string }).message;
    await textIn(t, sms.phone, question);
    const text = (await textsTo(t, sms.phone)).at(-1)!;
    expect(text.purpose).toBe('reply');
    expect(text.body.length).toBeLessThanOrEqual(320);
    expect(webAnswer).toMatch(about);
    // The same builder: the text opens with the web answer's first sentence, in GSM-7 (asides and the rest are composed for the door).
    expect(
      text.body.startsWith(
        asGsmText(firstSentence(webAnswer))
          .replace(/\s*\(.*$/, '')
          .slice(0, 60),
      ),
    ).toBe(true);
    expect(text.body).not.toMatch(/\.\.\.$/);
  });

  it('OUTFIT on a formal day with a casual closet names the closest outfit and what is missing, never "Only 0 of your"', async () => {
    const { phone, user, cookie } = await member(casualCloset);
    await addEvent(t.ctx.db, user.id, { title: 'Gala dinner', date: userToday(t.ctx.now(), 'America/New_York'), dressCode: 'Formal' });
    await t.database.execute(`update users set timezone = 'America/New_York' where id = ${user.id}`);
    await textIn(t, phone, 'OUTFIT');
    const body = (await textsTo(t, phone)).at(-1)!.body;
    expect(body).not.toMatch(/suit today|Only \d+ of your/);
    expect(body).toMatch(/^Today: /);
    for (const name of ['Grey Crew Tee', 'Dark Slim Jeans']) expect(body).toContain(name);
    expect(body).toMatch(/nothing in your closet reaches formal attire/);
    expect(body).toMatch(/Add a top and a bottom suited to formal attire/);
    // Home shows the same outfit.
    const home = await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: {} });
    expect((home.json() as { items: unknown[] }).items.length).toBeGreaterThanOrEqual(2);
  });

  it('a clothing question typed in the web onboarding style chat gets the same answer as the web chat; an answer is left to the script', async () => {
    const { cookie } = await member(smallCloset);
    const question = 'What goes with my navy blazer?';
    const onboarding = await t.request({ method: 'POST', url: '/api/ai-stylist/onboarding-question', cookie, payload: { message: question } });
    expect(onboarding.statusCode).toBe(200);
    const web = await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message: question } });
    expect((onboarding.json() as { answer: string }).answer).toBe((web.json() as { message: string }).message);
    expect((onboarding.json() as { answer: string }).answer).toMatch(/^With your Navy Blazer, try your /);
    const answer = await t.request({
      method: 'POST',
      url: '/api/ai-stylist/onboarding-question',
      cookie,
      payload: { message: 'Mostly jeans and tees, relaxed' },
    });
    expect(answer.json()).toEqual({ answer: null });
    const empty = await t.request({ method: 'POST', url: '/api/ai-stylist/onboarding-question', cookie, payload: { message: '  ' } });
    expect(empty.statusCode).toBe(400);
    const anonymous = await t.request({ method: 'POST', url: '/api/ai-stylist/onboarding-question', payload: { message: question } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a clothing question asked during the text consultation is answered by the stylist, then the question is asked again', async () => {
    const phone = nextPhone();
    const { user, cookie } = await signUpWithPhone(t, phone);
    await grantPremium(t, user.id);
    await t.request({ method: 'POST', url: '/api/sms/start-onboarding', cookie, payload: { userId: user.id } });
    await textIn(t, phone, 'Mostly jeans and tees, relaxed');
    await textIn(t, phone, 'how do I get red wine out of a silk shirt?');
    const texts = await textsTo(t, phone);
    expect(texts.at(-2)!.body).toMatch(/wine/i);
    expect(texts.at(-2)!.purpose).toBe('reply');
    expect(texts.at(-1)!.body).toContain(STYLE_QUESTIONS[1]);
    // The question was not stored as an answer: the consultation is still on question 2.
    const row = await t.database.execute(`select answers from sms_consultations where user_id = ${user.id}`);
    expect(row.rows[0]).toMatchObject({ answers: ['Mostly jeans and tees, relaxed'] });
  });
});

describe.each(databaseKinds)('a configured model’s reply is checked before it is sent, on %s', (kind) => {
  let t: TestApp;
  let ai: FakeOpenAi;
  let phoneSeq = 700;
  beforeAll(async () => {
    ai = await startFakeOpenAi();
    t = await createTestApp(kind, { env: { AI_BASE_URL: ai.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'k' } });
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  async function member() {
    const phone = `+1415555${String(phoneSeq++).padStart(4, '0')}`;
    const { user, cookie } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    await grantPremium(t, user.id);
    await addItems(t.ctx.db, user.id, smallCloset);
    return { phone, user, cookie };
  }
  const chat = (cookie: string, message: string) =>
    t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message } }).then((r) => (r.json() as { message: string }).message);

  it('sends a reply that keeps the rules, with the structured request and the engine’s candidates in the prompt', async () => {
    const { cookie } = await member();
    ai.script('Wear your Navy Blazer over your White Oxford Shirt with your Khaki Chinos and Brown Loafers.');
    const answer = await chat(cookie, 'What should I wear to dinner tomorrow?');
    expect(answer).toBe('Wear your Navy Blazer over your White Oxford Shirt with your Khaki Chinos and Brown Loafers.');
    const system = ai.requests.at(-1)!.messages.find((m) => m.role === 'system')!.content;
    const request = JSON.parse(/The request as understood \(JSON\): (.*)/.exec(system)![1]!) as Record<string, unknown>;
    expect(request).toMatchObject({ kind: 'outfit', occasions: ['dinner'], day: { label: 'tomorrow' } });
    expect(system).toMatch(/candidates from their closet, best first:\n\[0\] /);
  });

  it('replaces a reply that offers a piece the person does not own', async () => {
    const { cookie } = await member();
    ai.script('Your burgundy velvet tuxedo jacket would be perfect with your Khaki Chinos.');
    const answer = await chat(cookie, 'What should I wear to dinner tomorrow?');
    expect(answer).not.toMatch(/tuxedo/i);
    // The local stylist's own answer from the closet was sent instead.
    expect(answer).toMatch(/For dinner tomorrow .*, wear your /);
  });

  it('replaces a reply that contradicts the weather the person states', async () => {
    const { cookie } = await member();
    ai.script('Go for your Khaki Chinos with sandals and a light tee.');
    const answer = await chat(cookie, "What should I wear to brunch? it's snowing and 28°F");
    expect(answer).not.toMatch(/sandals/i);
    expect(answer).toMatch(/28°F/);
  });

  it('the daily outfit note from the model is checked too: a note naming a piece not owned keeps the engine’s note', async () => {
    const { cookie } = await member();
    ai.script(JSON.stringify({ candidateIndex: 0, styleNote: 'Your red silk kimono jacket finishes it off.' }));
    const outfit = (await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: {} })).json() as {
      styleNote: string;
      source: string;
    };
    expect(outfit.source).toBe('engine');
    expect(outfit.styleNote).not.toMatch(/kimono/);

    const other = await member();
    ai.script(JSON.stringify({ candidateIndex: 0, styleNote: 'A relaxed, tidy look for today.' }));
    const accepted = (await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie: other.cookie, payload: {} })).json() as {
      styleNote: string;
      source: string;
    };
    expect(accepted).toMatchObject({ source: 'llm', styleNote: 'A relaxed, tidy look for today.' });
  });

  it('by text, replaces a reply longer than 320 characters with the local answer fitted to the door', async () => {
    const { phone } = await member();
    const long = `Wear your Navy Blazer with your Khaki Chinos. ${'It is a classic, easy and smart combination. '.repeat(10)}`;
    ai.script(long);
    await textIn(t, phone, 'What should I wear to dinner tomorrow?');
    const body = (await textsTo(t, phone)).at(-1)!.body;
    expect(body.length).toBeLessThanOrEqual(320);
    expect(body).not.toContain('It is a classic, easy and smart combination. It is a classic');
  });
});
