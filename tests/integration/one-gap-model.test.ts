import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, insertRetailer } from '../helpers/catalog';
import { grantPremium, textIn, textsTo } from '../helpers/sms';
import { addEvent, addItems } from '../helpers/stylist';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

// Mid-afternoon in New York, mid-month: no date boundary near.
const NOW = new Date('2026-11-10T20:00:00Z');

interface GapDto {
  key: string;
  label: string;
  reason: string;
  category: string;
  budget: { min: number; max: number } | null;
}

/**
 * Issue 24 point 3: one gap model. Home's card, chat's 'what should I buy', the SMS answer, Shop's
 * rows and GET /api/gaps name the same gaps, and adding the missing piece removes it everywhere.
 */
describe.each(databaseKinds)('one gap model on %s', (kind) => {
  let t: TestApp;
  /** The profile these journeys use: a polished-at-work goal and the budget given. */
  const saveProfile = (userId: number, cookie: string, budget: { min: number; max: number }) =>
    t.request({
      method: 'PUT',
      url: `/api/users/${userId}/style-preferences`,
      cookie,
      payload: { styleGoals: ['Look polished at work without overthinking it'], preferredStyle: 'Smart Casual', colorPalette: [], essentialItems: [], budget },
    });
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
    const retailer = await insertRetailer(t);
    await insertProducts(t, retailer.id, [
      { name: 'Navy Wool Blazer', category: 'jackets', priceCents: 16_000, colors: ['Navy'] },
      { name: 'Italian Cashmere Blazer', category: 'jackets', priceCents: 45_000, colors: ['Charcoal'] },
      { name: 'Brown Leather Loafers', category: 'shoes', priceCents: 12_000, colors: ['Brown'] },
      { name: 'White Pocket Tee', category: 'shirts', priceCents: 2_500, colors: ['White'] },
      { name: 'Grey Joggers', category: 'pants', priceCents: 4_000, colors: ['Grey'] },
    ]);
  });
  afterAll(() => t.close());

  async function polishedWorker() {
    const phone = `+14155560${String(++seq).padStart(3, '0')}`;
    const { cookie, user } = await t.signUp({ phoneNumber: phone });
    await t.database.execute(`update users set onboarding_completed = true, gender = 'male' where id = $1`, [user.id]);
    await grantPremium(t, user.id);
    const saved = await saveProfile(user.id, cookie, { min: 100, max: 200 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().budget).toEqual({ min: 100, max: 200 });
    await addItems(t.ctx.db, user.id, [
      { name: 'White Pocket Tee', category: 'Tops', color: 'White' },
      { name: 'Grey Pocket Tee', category: 'Tops', color: 'Grey' },
      { name: 'Navy Hoodie', category: 'Tops', color: 'Navy' },
      { name: 'Merino Sweater', category: 'Tops', color: 'Grey', warmth: 'warm' },
      { name: 'Dark Jeans', category: 'Bottoms', color: 'Indigo' },
      { name: 'Joggers', category: 'Bottoms', color: 'Grey' },
      { name: 'White Sneakers', category: 'Shoes', color: 'White' },
      { name: 'Wool Overcoat', category: 'Outerwear', color: 'Camel', warmth: 'warm' },
      { name: 'Trench Coat', category: 'Outerwear', color: 'Beige' },
      { name: 'Leather Chelsea Boots', category: 'Shoes', color: 'Brown', material: 'leather' },
    ]);
    for (const day of ['2026-11-12', '2026-11-17', '2026-11-24'])
      await addEvent(t.ctx.db, user.id, { title: 'Client meeting', date: day, dressCode: 'Business Casual' });
    return { cookie, user, phone };
  }
  let seq = 0;

  const gapsOf = async (cookie: string): Promise<GapDto[]> => {
    const res = await t.request({ method: 'GET', url: '/api/gaps', cookie });
    expect(res.statusCode).toBe(200);
    return res.json().gaps;
  };
  const homeNames = async (cookie: string) => {
    const res = await t.request({ method: 'GET', url: '/api/recommendations', cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as { name: string; description: string; priceRange: string }[];
  };
  const chatAnswer = async (cookie: string) => {
    const res = await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message: 'What should I buy next?' } });
    expect(res.statusCode).toBe(200);
    return res.json().message as string;
  };
  const smsAnswer = async (phone: string) => {
    await textIn(t, phone, 'What should I buy?');
    const last = (await textsTo(t, phone)).at(-1)!;
    expect(last.purpose).toBe('reply');
    return last.body;
  };
  const shopRows = async (cookie: string, budget = 'on') => {
    const res = await t.request({ method: 'GET', url: `/api/gaps/products?budget=${budget}`, cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      budget: { min: number; max: number } | null;
      withinBudget: boolean;
      rows: { gap: GapDto; products: { name: string; price: number }[] }[];
    };
  };

  it('Home, chat, SMS and Shop name the same gaps, and a blazer added to the closet leaves them all', async () => {
    const { cookie, user, phone } = await polishedWorker();

    const gaps = await gapsOf(cookie);
    expect(gaps[0]).toEqual({
      key: 'blazer',
      label: 'A tailored blazer',
      reason: 'Your calendar has 3 business events, and you own no blazer.',
      category: 'Outerwear',
      budget: { min: 100, max: 200 },
    });
    expect(gaps.map((g) => g.key)).toEqual(expect.arrayContaining(['blazer', 'dress-shoes', 'work-shirts', 'tailored-bottoms']));
    for (const g of gaps) expect(g.budget!.max).toBeLessThanOrEqual(200);
    const labels = gaps.map((g) => g.label);

    const home = await homeNames(cookie);
    expect(home.map((r) => r.name)).toEqual(labels);
    expect(home[0]!.description).toBe(gaps[0]!.reason);
    expect(home[0]!.priceRange).toBe('$100–$200');
    // Shoes are owned: no line on Home says otherwise.
    expect(home.some((r) => /no shoes/i.test(r.description))).toBe(false);

    const chat = await chatAnswer(cookie);
    const sms = await smsAnswer(phone);
    for (const answer of [chat, sms]) {
      for (const label of labels.slice(0, 3)) expect(answer.toLowerCase()).toContain(label.toLowerCase());
      // What to buy is the gaps, never the store's tees and joggers; the chat may then say which owned pieces the first completes.
      const buying = answer.split(/ (It goes|They go) with your /)[0]!;
      expect(buying).not.toMatch(/pocket tee|jogger|scarf|mac\b/i);
    }
    expect(chat).toMatch(/It goes with your .+, so it earns its place\./);

    const shop = await shopRows(cookie);
    expect(shop).toMatchObject({ budget: { min: 100, max: 200 }, withinBudget: true });
    expect(shop.rows.map((r) => r.gap.label)).toEqual(labels);
    const blazerRow = shop.rows.find((r) => r.gap.key === 'blazer')!;
    expect(blazerRow.products.map((p) => p.name)).toEqual(['Navy Wool Blazer']);
    expect(shop.rows.find((r) => r.gap.key === 'dress-shoes')!.products.map((p) => p.name)).toEqual(['Brown Leather Loafers']);
    for (const row of shop.rows) for (const p of row.products) expect(p.price).toBeLessThanOrEqual(row.gap.budget!.max);
    // Cleared, the budget no longer holds the search.
    const everyPrice = await shopRows(cookie, 'off');
    expect(everyPrice.withinBudget).toBe(false);
    expect(everyPrice.rows.find((r) => r.gap.key === 'blazer')!.products.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Navy Wool Blazer', 'Italian Cashmere Blazer']),
    );

    // The blazer arrives: every screen and text drops it at once (nothing cached to go stale).
    await addItems(t.ctx.db, user.id, [{ name: 'Navy Blazer', category: 'Outerwear', subcategory: 'Blazer', color: 'Navy', material: 'wool' }]);
    const after = await gapsOf(cookie);
    expect(after.map((g) => g.key)).not.toContain('blazer');
    expect((await homeNames(cookie)).map((r) => r.name)).toEqual(after.map((g) => g.label));
    expect((await chatAnswer(cookie)).toLowerCase()).not.toContain('blazer');
    expect((await smsAnswer(phone)).toLowerCase()).not.toContain('blazer');
    expect((await shopRows(cookie)).rows.map((r) => r.gap.key)).toEqual(after.map((g) => g.key));
  });

  it('a profile change is seen at once, and a saved gap keeps its row while it lasts', async () => {
    const { cookie, user } = await polishedWorker();
    const home = await t.request({ method: 'GET', url: '/api/recommendations', cookie });
    const shoes = (home.json() as { id: number; name: string }[]).find((r) => r.name === 'Leather loafers or derbies')!;
    expect((await t.request({ method: 'PATCH', url: `/api/recommendations/${shoes.id}`, cookie, payload: { saved: true } })).statusCode).toBe(200);
    // A new budget: the prices move, the saved row stays saved.
    await saveProfile(user.id, cookie, { min: 200, max: 400 });
    const again = (await t.request({ method: 'GET', url: '/api/recommendations', cookie })).json() as { id: number; saved: boolean; priceRange: string }[];
    expect(again.find((r) => r.id === shoes.id)).toMatchObject({ saved: true, priceRange: '$180–$360' });
    expect((await gapsOf(cookie))[0]!.budget).toEqual({ min: 200, max: 400 });
  });

  it('GET /api/gaps needs a session and bad shop queries get a 400', async () => {
    expect((await t.request({ method: 'GET', url: '/api/gaps' })).statusCode).toBe(401);
    const { cookie, user } = await t.signUp();
    expect((await t.request({ method: 'GET', url: '/api/gaps/products?budget=maybe', cookie })).statusCode).toBe(400);
    const bad = await t.request({ method: 'PUT', url: `/api/users/${user.id}/style-preferences`, cookie, payload: { budget: { min: 300, max: 100 } } });
    expect(bad.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `/api/users/${user.id}/style-preferences`, cookie })).json().budget).toBeNull();
  });
});
