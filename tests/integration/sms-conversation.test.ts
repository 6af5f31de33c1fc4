import { SegmentedMessage } from 'sms-segments-calculator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS } from '../../src/domain/sms';
import { STYLE_QUESTIONS } from '../../src/shared/style-questions';
import { createClosetTestApp, shirtJpeg } from '../helpers/closet';
import { signUpWithPhone, textIn, textsTo } from '../helpers/sms';
import { databaseKinds, type TestApp } from '../helpers/test-app';

describe.each(databaseKinds)('SMS conversation on %s (simulator)', (kind) => {
  let t: TestApp;
  let phoneSeq = 200;
  const nextPhone = () => `+1415555${String(phoneSeq++).padStart(4, '0')}`;
  beforeAll(async () => {
    t = await createClosetTestApp(kind);
  });
  afterAll(() => t.close());

  const userRow = async (id: number) =>
    (await t.database.execute(`select sms_enabled, sms_opted_out, onboarding_completed from users where id = ${id}`)).rows[0]!;

  it.each<[string, string]>([
    ...OPT_OUT_KEYWORDS.map((k): [string, string] => [k, k]),
    ['stop (lower case, padded)', '  stop  '],
    ['Stop.', 'Stop.'],
    ['plain language', 'please stop texting me'],
    ['plain language 2', "Don't text me anymore"],
    ['plain language 3', 'unsubscribe me please'],
    ['plain language 4', 'no more messages'],
  ])('opts out at once with exactly one confirmation: %s', async (_label, word) => {
    const phone = nextPhone();
    const { user } = await signUpWithPhone(t, phone);
    await textIn(t, phone, word);
    expect(await userRow(user.id)).toMatchObject({ sms_enabled: false, sms_opted_out: true });
    const record = await t.database.execute(`select opted_out, words, opted_out_at from sms_opt_outs where phone_number = $1`, [phone]);
    expect(record.rows[0]).toMatchObject({ opted_out: true, words: word.trim() });
    await textIn(t, phone, word);
    const texts = await textsTo(t, phone);
    expect(texts.filter((x) => x.purpose === 'opt_out')).toHaveLength(1);
    expect(texts.at(-1)!.body).toMatch(/unsubscribed/);
    // Opted out: nothing automated answers, HELP still does.
    await textIn(t, phone, 'what goes with navy chinos?');
    expect(await textsTo(t, phone)).toHaveLength(texts.length);
    await textIn(t, phone, 'HELP');
    expect((await textsTo(t, phone)).at(-1)!.purpose).toBe('help');
  });

  it('a styling question that mentions stopping is not an opt-out', async () => {
    const phone = nextPhone();
    const { user } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    await textIn(t, phone, 'How do I stop my shirts from wrinkling?');
    expect(await userRow(user.id)).toMatchObject({ sms_opted_out: false });
    expect((await textsTo(t, phone)).at(-1)!.purpose).toBe('reply');
  });

  it.each(OPT_IN_KEYWORDS.map((k) => [k]))('%s opts back in with one confirmation', async (word) => {
    const phone = nextPhone();
    const { user } = await signUpWithPhone(t, phone);
    await textIn(t, phone, 'STOP');
    await textIn(t, phone, word.toLowerCase());
    expect(await userRow(user.id)).toMatchObject({ sms_enabled: true, sms_opted_out: false });
    const texts = await textsTo(t, phone);
    expect(texts.filter((x) => x.purpose === 'opt_in')).toHaveLength(1);
    expect(texts.at(-1)!.body).toContain('Up to 4 automated msgs/mo');
    const record = await t.database.execute(`select opted_out, opted_in_at from sms_opt_outs where phone_number = $1`, [phone]);
    expect(record.rows[0]).toMatchObject({ opted_out: false, opted_in_at: expect.anything() });
  });

  it('HELP and INFO answer with brand, frequency, rates, STOP and support, in any case', async () => {
    const phone = nextPhone();
    await signUpWithPhone(t, phone);
    for (const word of ['help', ' Info ']) {
      await textIn(t, phone, word);
      const body = (await textsTo(t, phone)).at(-1)!.body;
      for (const part of ['Wearwise', 'Up to 4 automated msgs/mo', 'Msg & data rates may apply', 'Reply STOP to cancel', 'support@wearwise.app'])
        expect(body).toContain(part);
    }
  });

  it('runs the whole consultation by text: five questions one at a time, then preferences, a summary and onboardingCompleted', async () => {
    const phone = nextPhone();
    const { user, cookie } = await signUpWithPhone(t, phone, 'Ada Lovelace');
    const consent = await t.database.execute(
      `select disclosure_text, disclosure_version, ip_address, consented_at from sms_consents where user_id = ${user.id}`,
    );
    expect(consent.rows[0]).toMatchObject({
      disclosure_text: expect.stringContaining('Up to 4 automated msgs/mo'),
      disclosure_version: expect.stringMatching(/^v1-/),
      ip_address: expect.any(String),
    });

    const before = await t.request({ method: 'GET', url: '/api/sms/consultation', cookie });
    expect(before.json()).toMatchObject({ status: 'pending', canResend: true });
    const start = await t.request({ method: 'POST', url: '/api/sms/start-onboarding', cookie, payload: { userId: user.id, phoneNumber: phone } });
    expect(start.json()).toEqual({ ok: true, sent: true });
    let texts = await textsTo(t, phone);
    expect(texts).toHaveLength(2);
    expect(texts[0]!.body).toMatch(/Wearwise.*Up to 4 automated msgs\/mo\. Msg & data rates may apply\. Reply STOP to cancel, HELP for help\./);
    expect(texts[1]!.body).toContain('Hi Ada!');
    expect(texts[1]!.body).toContain(STYLE_QUESTIONS[0]);

    // The page shows 'started' and the button sends nothing more while the consultation is fresh.
    expect((await t.request({ method: 'GET', url: '/api/sms/consultation', cookie })).json()).toMatchObject({ status: 'started', canResend: false });
    const again = await t.request({ method: 'POST', url: '/api/sms/start-onboarding', cookie, payload: { userId: user.id } });
    expect(again.json()).toEqual({ ok: true, sent: false });
    expect(await textsTo(t, phone)).toHaveLength(2);

    const answers = [
      'Mostly jeans and tees, relaxed',
      'Office three days a week with meetings, dinners on weekends',
      'I love navy and olive, avoid orange',
      'A good blazer and smart shoes',
      'About $150',
    ];
    for (const [i, answer] of answers.entries()) {
      await textIn(t, phone, answer);
      texts = await textsTo(t, phone);
      if (i < 4) expect(texts.at(-1)!.body).toContain(STYLE_QUESTIONS[i + 1]);
    }
    const summary = texts.at(-1)!.body;
    expect(summary).toMatch(/Your style: /);
    expect(new SegmentedMessage(summary).segmentsCount).toBeLessThanOrEqual(2);
    expect(await userRow(user.id)).toMatchObject({ onboarding_completed: true });
    const prefs = await t.request({ method: 'GET', url: `/api/users/${user.id}/style-preferences`, cookie });
    // The same reader as the web wizard's (ADR 0113): the goals it names, and the colours said kept apart (loved, avoided).
    expect(prefs.json()).toMatchObject({
      colorPalette: ['Navy', 'Olive'],
      lovedColours: ['Navy', 'Olive'],
      avoidColours: ['Orange'],
      styleGoals: expect.arrayContaining(['Look polished at work without overthinking it']),
    });
    const stored = await t.database.execute(`select answers, status from sms_consultations where user_id = ${user.id}`);
    expect(stored.rows[0]).toMatchObject({ answers, status: 'completed' });
    expect((await t.request({ method: 'GET', url: '/api/sms/consultation', cookie })).json()).toMatchObject({ status: 'completed', canResend: false });
  });

  it('lets the button resend the current question after 24 hours without an answer', async () => {
    const phone = nextPhone();
    const { user, cookie } = await signUpWithPhone(t, phone);
    await t.request({ method: 'POST', url: '/api/sms/start-onboarding', cookie, payload: { userId: user.id } });
    await textIn(t, phone, 'Smart casual mostly');
    await t.database.execute(`update sms_consultations set last_answer_at = now() - interval '25 hours' where user_id = ${user.id}`);
    expect((await t.request({ method: 'GET', url: '/api/sms/consultation', cookie })).json()).toMatchObject({ status: 'started', canResend: true });
    const res = await t.request({ method: 'POST', url: '/api/sms/start-onboarding', cookie, payload: { userId: user.id } });
    expect(res.json()).toEqual({ ok: true, sent: true });
    expect((await textsTo(t, phone)).at(-1)!.body).toContain(STYLE_QUESTIONS[1]);
  });

  it('chats by text within two segments, never cutting a word, and OUTFIT names the closet pieces', async () => {
    const phone = nextPhone();
    const { user, cookie } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    for (const item of [
      { name: 'Navy Oxford Shirt', category: 'Tops', color: 'Navy' },
      { name: 'Stone Chinos', category: 'Bottoms', color: 'Beige' },
      { name: 'Brown Loafers', category: 'Shoes', color: 'Brown' },
    ]) {
      expect((await t.request({ method: 'POST', url: '/api/clothing-items', cookie, payload: item })).statusCode).toBe(201);
    }
    await textIn(t, phone, 'What should I wear to a summer wedding? Give me lots of detail about everything.');
    const reply = (await textsTo(t, phone)).at(-1)!;
    expect(reply.purpose).toBe('reply');
    const segments = new SegmentedMessage(reply.body);
    expect(segments.segmentsCount).toBeLessThanOrEqual(2);
    expect(reply.body.length).toBeLessThanOrEqual(segments.encodingName === 'GSM-7' ? 306 : 134);

    await textIn(t, phone, 'outfit');
    const outfit = (await textsTo(t, phone)).at(-1)!.body;
    expect(outfit).toMatch(/^Today: /);
    expect(outfit).not.toMatch(/\.\.\.$/);
    const named = ['Navy Oxford Shirt', 'Stone Chinos', 'Brown Loafers'].filter((n) => outfit.includes(n));
    expect(named.length).toBeGreaterThanOrEqual(2);
    const web = await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: { userId: user.id } });
    for (const item of (web.json() as { items: { name: string }[] }).items) expect(outfit).toContain(item.name);
  });

  it("answers '2' and MORE with the next outfit, or says why it cannot and what to add, with the refreshes left", async () => {
    const phone = nextPhone();
    const { user, cookie } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    const add = async (item: { name: string; category: string; color: string }) =>
      expect((await t.request({ method: 'POST', url: '/api/clothing-items', cookie, payload: item })).statusCode).toBe(201);
    await add({ name: 'Navy Oxford Shirt', category: 'Tops', color: 'Navy' });
    await add({ name: 'Stone Chinos', category: 'Bottoms', color: 'Beige' });
    await add({ name: 'Brown Loafers', category: 'Shoes', color: 'Brown' });

    await textIn(t, phone, 'OUTFIT');
    expect((await textsTo(t, phone)).at(-1)!.body).toMatch(/Reply 2 for another look\./);
    // One combination only: the answer says so, what would make another, and how many refreshes are left.
    await textIn(t, phone, '2');
    const only = (await textsTo(t, phone)).at(-1)!;
    expect(only.purpose).toBe('reply');
    expect(only.body).toMatch(/^This is the only (rain-safe )?combination in your closet that suits today: add .+ for more\. 2 refreshes left today\.$/);

    await add({ name: 'Grey Oxford Shirt', category: 'Tops', color: 'Grey' });
    await textIn(t, phone, 'more');
    const next = (await textsTo(t, phone)).at(-1)!.body;
    expect(next).toMatch(/^Today: /);
    const web = await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: {} });
    const shown = web.json() as { items: { name: string }[]; refreshesLeft: number | null };
    // The text and Home show the same outfit, and the two texted refreshes were spent.
    for (const item of shown.items) expect(next).toContain(item.name);
    expect(shown.refreshesLeft).toBe(1);
  });

  it('a texted photo becomes a closet item: colour detected, category asked as a numbered question, confirmed by text', async () => {
    const phone = nextPhone();
    const { user, cookie } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    await textIn(t, phone, '', { photo: await shirtJpeg('#1f2a44') });
    const question = (await textsTo(t, phone)).at(-1)!.body;
    expect(question).toMatch(/1 Tops, 2 Bottoms, 3 Dresses & jumpsuits, 4 Outerwear, 5 Suits & tailoring, 6 Shoes/);
    expect(question.toLowerCase()).toContain('navy');
    await textIn(t, phone, '1');
    expect((await textsTo(t, phone)).at(-1)!.body).toMatch(/Added "Navy top" \(Tops\) to your closet/);
    const items = (await t.request({ method: 'GET', url: `/api/clothing-items/${user.id}`, cookie })).json() as {
      name: string;
      category: string;
      color: string;
      imageUrl: string;
    }[];
    expect(items).toEqual([expect.objectContaining({ name: 'Navy top', category: 'Tops', color: 'Navy', imageUrl: expect.stringMatching(/\.jpg$/) })]);
    // A bare '1' later is an ordinary message again.
    await textIn(t, phone, '1');
    expect((await textsTo(t, phone)).at(-1)!.purpose).toBe('reply');
  });

  it('refuses a photo that is not an image without adding anything', async () => {
    const phone = nextPhone();
    const { user, cookie } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    await textIn(t, phone, '', { photo: Buffer.from('%PDF-1.4 not a photo'), contentType: 'image/jpeg' });
    expect((await textsTo(t, phone)).at(-1)!.body).toMatch(/JPEG, PNG or WebP/);
    expect((await t.request({ method: 'GET', url: `/api/clothing-items/${user.id}`, cookie })).json()).toEqual([]);
  });

  it('the dev phone texts the app through the signed webhook, photos included, and shows the chat', async () => {
    const phone = nextPhone();
    const { user, cookie } = await signUpWithPhone(t, phone, 'Dev Phone');
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    const page = await t.request({ method: 'GET', url: '/dev/phone' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/dev/phone/app.js"></script>');
    expect((await t.request({ method: 'GET', url: '/dev/phone/app.js' })).headers['content-type']).toMatch(/javascript/);
    const people = (await t.request({ method: 'GET', url: '/api/dev/phone/users' })).json() as { phoneNumber: string }[];
    expect(people.map((p) => p.phoneNumber)).toContain(phone);

    expect((await t.request({ method: 'POST', url: '/api/dev/phone/send', payload: { phoneNumber: phone, body: 'HELP' } })).statusCode).toBe(200);
    const photo = `data:image/jpeg;base64,${(await shirtJpeg('#7a1f1f')).toString('base64')}`;
    expect((await t.request({ method: 'POST', url: '/api/dev/phone/send', payload: { phoneNumber: phone, body: '', photo } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/dev/phone/send', payload: { phoneNumber: phone, body: '2' } })).statusCode).toBe(200);
    const chat = (await t.request({ method: 'GET', url: `/api/dev/phone/messages?phone=${encodeURIComponent(phone)}` })).json() as {
      direction: string;
      body: string;
      mediaCount: number;
    }[];
    expect(chat.filter((m) => m.direction === 'inbound')).toHaveLength(3);
    expect(chat.some((m) => m.mediaCount === 1)).toBe(true);
    expect(chat[0]!.body).toMatch(/Added ".*" \(Bottoms\) to your closet/);
    const items = (await t.request({ method: 'GET', url: `/api/clothing-items/${user.id}`, cookie })).json() as { category: string }[];
    expect(items).toEqual([expect.objectContaining({ category: 'Bottoms' })]);
    const empty = await t.request({ method: 'POST', url: '/api/dev/phone/send', payload: { phoneNumber: phone, body: '  ' } });
    expect(empty.statusCode).toBe(400);
  });
});
