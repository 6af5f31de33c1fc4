import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeatherPort, WeatherReport } from '../../src/adapters/weather';
import { products, type NewProductRow } from '../../src/db/schema';
import { adminEnv, operatorLogin } from '../helpers/administration';
import { signUpWithPhone, textIn } from '../helpers/sms';
import { addItems, type ItemSeed } from '../helpers/stylist';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-11-10T15:00:00Z');
const COLD_RAIN: WeatherReport = {
  source: 'forecast',
  label: 'Forecast',
  summary: 'Cold with rain',
  minTempC: 1,
  maxTempC: 8,
  precipitationProbability: 80,
  precipitationMm: 5,
  windKph: 14,
  place: 'Chicago',
};

/** The walkthrough's answers: 'avoid yellow and neon' is the colour answer. */
const ANSWERS = [
  'Minimalist, clean lines, mostly neutrals',
  'Office days and client meetings, quiet weekends',
  'I love navy and olive; I avoid yellow and neon',
  'A proper winter coat',
  'About $150 for a key piece',
];

const CLOSET: ItemSeed[] = [
  { name: 'Mustard knit sweater', category: 'Tops', subcategory: 'Sweater', color: 'Mustard', material: 'wool', formality: 'smart casual' },
  { name: 'Neon green running tee', category: 'Tops', subcategory: 'T-shirt', color: 'Neon green', formality: 'casual' },
  { name: 'Cream silk blouse', category: 'Tops', subcategory: 'Blouse', color: 'Cream', material: 'silk', formality: 'smart casual' },
  { name: 'Navy knit top', category: 'Tops', subcategory: 'Sweater', color: 'Navy', material: 'wool', formality: 'smart casual' },
  { name: 'Black trousers', category: 'Bottoms', subcategory: 'Trousers', color: 'Black', material: 'wool', formality: 'business' },
  { name: 'Yellow midi skirt', category: 'Bottoms', subcategory: 'Skirt', color: 'Yellow', formality: 'smart casual' },
  { name: 'Black leather boots', category: 'Shoes', subcategory: 'Boots', color: 'Black', material: 'leather', formality: 'smart casual' },
  { name: 'Camel wool coat', category: 'Outerwear', subcategory: 'Coat', color: 'Camel', material: 'wool', formality: 'smart casual' },
];

/**
 * Stated loves and avoids are kept apart from the photo palette and honoured everywhere (issue
 * 40.4, ADR 0113): the text consultation stores them, a web save with a photo palette keeps them
 * and drops the avoided shades from the palette, Settings edits them, and the outfit, the gaps,
 * Shop's recommendations and its gap rows never offer one; search still finds what was typed.
 */
describe.each(databaseKinds)('stated colours on %s', (kind) => {
  let t: TestApp;
  let shopId: number;
  const port: WeatherPort = { name: 'open-meteo', forDay: async () => COLD_RAIN };

  const addProduct = async (key: string, name: string, category: NewProductRow['category'], colors: string[], priceCents = 14900) =>
    t.ctx.db.insert(products).values({
      retailerId: shopId,
      externalId: `ext-${key}`,
      name,
      category,
      colors,
      priceCents,
      productUrl: `https://shop.example/products/${key}`,
      gender: 'unisex',
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { env: adminEnv, now: () => NOW, weather: port });
    const auth = (await operatorLogin(t)).headers;
    shopId = (
      await t.request({
        method: 'POST',
        url: '/api/admin/retailers',
        headers: auth,
        payload: { key: 'shopify-test', name: 'Test Shop', baseUrl: 'https://shop.example' },
      })
    ).json().id;
    await addProduct('rust-parka', 'Rust parka', 'jackets', ['rust']);
    await addProduct('mustard-coat', 'Mustard wool coat', 'jackets', ['mustard']);
    await addProduct('neon-shell', 'Neon yellow rain shell', 'jackets', ['neon yellow']);
    await addProduct('lemon-coat', 'Classic wool coat', 'jackets', ['lemon', 'black']);
    await addProduct('charcoal-coat', 'Charcoal wool coat', 'jackets', ['charcoal']);
    await addProduct('olive-parka', 'Olive parka', 'jackets', ['olive']);
    await addProduct('navy-overcoat', 'Navy overcoat', 'jackets', ['navy']);
    await addProduct('yellow-shirt', 'Yellow oxford shirt', 'shirts', ['yellow'], 5900);
    await addProduct('white-shirt', 'White oxford shirt', 'shirts', ['white'], 5900);
  });
  afterAll(() => t.close());

  let phoneSeq = 10;
  async function consulted() {
    const phone = `+1312555${String(phoneSeq++).padStart(4, '0')}`;
    const { user, cookie } = await signUpWithPhone(t, phone, 'Dana Reyes');
    expect((await t.request({ method: 'POST', url: '/api/sms/start-onboarding', cookie, payload: { userId: user.id, phoneNumber: phone } })).statusCode).toBe(
      200,
    );
    for (const answer of ANSWERS) await textIn(t, phone, answer);
    return { phone, user, cookie };
  }
  const profileOf = async (userId: number, cookie: string) =>
    (await t.request({ method: 'GET', url: `/api/users/${userId}/style-preferences`, cookie })).json();

  it('the text consultation stores the loves and avoids apart from the palette, and a web save with a photo palette keeps them', async () => {
    const { user, cookie } = await consulted();
    const byText = await profileOf(user.id, cookie);
    expect(byText).toMatchObject({ preferredStyle: 'Minimalist Modern', lovedColours: ['Navy', 'Olive'], avoidColours: ['Yellow', 'Neon'] });

    // The wizard redone with photos: its palette (Mustard, Rust, Navy) is the photos', and says nothing of avoids.
    const put = await t.request({
      method: 'PUT',
      url: `/api/users/${user.id}/style-preferences`,
      cookie,
      payload: { ...byText, colorPalette: ['Mustard', 'Rust', 'Navy'], avoidColours: undefined, lovedColours: undefined },
    });
    expect(put.statusCode, put.body).toBe(200);
    const saved = await profileOf(user.id, cookie);
    expect(saved.avoidColours).toEqual(['Yellow', 'Neon']);
    expect(saved.lovedColours).toEqual(['Navy', 'Olive']);
    expect(saved.colorPalette).toEqual(['Rust', 'Navy']);

    // Settings edits the avoid list; an empty list is kept as empty, and a bad name is a 400 that changes nothing.
    const bad = await t.request({ method: 'PUT', url: `/api/users/${user.id}/style-preferences`, cookie, payload: { ...saved, avoidColours: ['<b>'] } });
    expect(bad.statusCode).toBe(400);
    expect((await profileOf(user.id, cookie)).avoidColours).toEqual(['Yellow', 'Neon']);
    const cleared = await t.request({ method: 'PUT', url: `/api/users/${user.id}/style-preferences`, cookie, payload: { ...saved, avoidColours: ['Rust'] } });
    expect(cleared.statusCode).toBe(200);
    expect(await profileOf(user.id, cookie)).toMatchObject({ avoidColours: ['Rust'], colorPalette: ['Navy'] });
  });

  it('the consultation status carries the answers texted so far (for the web wizard to start from), none once finished', async () => {
    const phone = '+13125559901';
    const { user, cookie } = await signUpWithPhone(t, phone, 'Kim Lee');
    await t.request({ method: 'POST', url: '/api/sms/start-onboarding', cookie, payload: { userId: user.id, phoneNumber: phone } });
    await textIn(t, phone, ANSWERS[0]!);
    await textIn(t, phone, 'SKIP');
    const status = (await t.request({ method: 'GET', url: '/api/sms/consultation', cookie })).json();
    expect(status).toMatchObject({ status: 'started', answered: 2, answers: [ANSWERS[0], 'Skip'] });
    for (const answer of ANSWERS.slice(2)) await textIn(t, phone, answer);
    expect((await t.request({ method: 'GET', url: '/api/sms/consultation', cookie })).json()).toMatchObject({ status: 'completed', answers: [] });
  });

  it('the outfit, its refreshes, the gaps, Shop recommendations and gap rows never offer an avoided colour; search still finds one', async () => {
    const { user, cookie } = await consulted();
    await addItems(t.ctx.db, user.id, CLOSET);
    const avoided = /mustard|yellow|neon|lemon/i;

    const seen = new Set<string>();
    for (const refresh of [false, true, true]) {
      const res = await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: refresh ? { refresh: true } : {} });
      expect(res.statusCode, res.body).toBe(200);
      const outfit = res.json() as { items: { name: string; color: string }[] };
      expect(outfit.items.length).toBeGreaterThan(1);
      for (const i of outfit.items) {
        expect(`${i.name} ${i.color}`).not.toMatch(avoided);
        seen.add(i.name);
      }
    }
    expect(seen.has('Camel wool coat')).toBe(true);

    const gaps = (await t.request({ method: 'GET', url: '/api/gaps', cookie })).json().gaps as { label: string }[];
    expect(gaps.length).toBeGreaterThan(0);
    for (const g of gaps) expect(g.label).not.toMatch(avoided);
    const home = (await t.request({ method: 'GET', url: '/api/recommendations', cookie })).json() as { name: string; checklist: { label: string }[] }[];
    for (const r of home) expect([r.name, ...r.checklist.map((c) => c.label)].join(' ')).not.toMatch(avoided);

    const recs = await t.request({ method: 'GET', url: `/api/retailers/recommendations?userId=${user.id}&category=jackets&count=10`, cookie });
    expect(recs.statusCode, recs.body).toBe(200);
    const recommended = recs.json() as { name: string; colors: string[] }[];
    expect(recommended.length).toBeGreaterThan(0);
    for (const p of recommended) expect(`${p.name} ${p.colors.join(' ')}`).not.toMatch(avoided);

    const rows = (await t.request({ method: 'GET', url: '/api/gaps/products?budget=off', cookie })).json() as {
      rows: { products: { name: string; colors: string[] }[] }[];
    };
    const shown = rows.rows.flatMap((r) => r.products);
    for (const p of shown) expect(`${p.name} ${p.colors.join(' ')}`).not.toMatch(avoided);

    // Search is what the person typed: it may show an avoided colour.
    const search = await t.request({ method: 'POST', url: '/api/retailers/search', cookie, payload: { query: 'mustard coat' } });
    expect(search.statusCode).toBe(200);
    expect((search.json() as { products: { name: string }[] }).products.map((p) => p.name)).toContain('Mustard wool coat');
  });
});
