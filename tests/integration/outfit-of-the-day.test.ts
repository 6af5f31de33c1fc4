import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeatherPort } from '../../src/adapters/weather';
import { profileItem } from '../../src/domain/stylist';
import { FREE_OUTFIT_REFRESHES_PER_DAY } from '../../src/shared/billing';
import { users } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { todaysOutfitTexts } from '../../src/server/services/sms/outfit-text';
import { addEvent, addItems, smallCloset, type ItemSeed } from '../helpers/stylist';
import { signUpWithPhone, textIn, textsTo } from '../helpers/sms';
import { MILD, RAIN } from '../helpers/weather-reports';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-03-14T15:00:00Z');
const TODAY = '2026-03-14';

interface Outfit {
  items: { id: number; name: string; category: string }[];
  reasons: string[];
  styleNote: string;
  refresh?: { changed: boolean; note: string | null };
  refreshesLeft: number | null;
}

/**
 * Issue 24.4 journeys: one outfit of the day, the same on Home, in chat ('today') and in the
 * texts; refresh that never repeats silently; rain-safe shoes; shoes and a named gap on a
 * dress-coded day the closet cannot fully dress.
 */
describe.each(databaseKinds)('one outfit of the day on %s', (kind) => {
  let t: TestApp;
  let weather = MILD;
  const port: WeatherPort = { name: 'open-meteo', forDay: async () => weather };
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW, weather: port });
  });
  afterAll(() => t.close());

  const home = async (cookie: string, refresh = false) => {
    const res = await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: refresh ? { refresh: true } : {} });
    return { status: res.statusCode, outfit: res.json() as Outfit };
  };
  const chat = async (cookie: string, message: string, conversationHistory: { role: 'user' | 'assistant'; content: string }[] = []) => {
    const res = await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message, conversationHistory } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { message: string }).message;
  };
  /** The closet's pieces a text names: exactly the outfit's, or the doors disagree. */
  const named = (text: string, closet: readonly ItemSeed[]) => closet.map((i) => i.name).filter((n) => text.includes(n));
  const names = (o: Outfit) => o.items.map((i) => i.name);

  it('Home, chat asked about today, OUTFIT by text and the morning text name the same pieces; a tee worn today is in none of them', async () => {
    weather = MILD;
    const phone = '+14155559001';
    const { cookie, user } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    const ids = await addItems(t.ctx.db, user.id, smallCloset);
    const tee = ids[smallCloset.findIndex((i) => i.name === 'Grey Crew Tee')]!;
    // Logged as worn today before any door asked for the outfit.
    expect((await t.request({ method: 'POST', url: '/api/outfits/wear', cookie, payload: { itemIds: [tee] } })).statusCode).toBe(200);

    // Chat first: whichever door asks first builds the one outfit, the others read it.
    const answer = await chat(cookie, 'What should I wear today?');
    const { outfit } = await home(cookie);
    expect(outfit.items.length).toBeGreaterThanOrEqual(2);
    expect(names(outfit)).not.toContain('Grey Crew Tee');
    expect(named(answer, smallCloset).sort()).toEqual(names(outfit).sort());

    await textIn(t, phone, 'OUTFIT');
    const texted = (await textsTo(t, phone)).at(-1)!.body;
    expect(texted).toMatch(/^Today: /);
    expect(named(texted, smallCloset).sort()).toEqual(names(outfit).sort());

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    const morning = (await todaysOutfitTexts(t.ctx, [row!], TODAY)).get(user.id)!;
    expect(named(morning, smallCloset).sort()).toEqual(names(outfit).sort());

    // A refresh on Home changes the one outfit: chat and the text follow it.
    const refreshed = (await home(cookie, true)).outfit;
    expect(refreshed.refresh?.changed).toBe(true);
    const asked = await chat(cookie, 'what should i wear today');
    expect(named(asked, smallCloset).sort()).toEqual(names(refreshed).sort());
    await textIn(t, phone, 'OUTFIT');
    expect(named((await textsTo(t, phone)).at(-1)!.body, smallCloset).sort()).toEqual(names(refreshed).sort());
    // 'And shoes?' after it, in the same chat, names the outfit's own pair.
    const shoes = refreshed.items.find((i) => i.category === 'Shoes')!;
    const conversation = [
      { role: 'user' as const, content: 'what should i wear today' },
      { role: 'assistant' as const, content: asked },
    ];
    expect(await chat(cookie, 'and shoes?', conversation)).toContain(shoes.name);
  });

  it('is rebuilt when a piece of it goes to the laundry, and every door follows', async () => {
    weather = MILD;
    const phone = '+14155559002';
    const { cookie, user } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    await addItems(t.ctx.db, user.id, smallCloset);
    const first = (await home(cookie)).outfit;
    const top = first.items.find((i) => i.category === 'Tops')!;
    await t.database.execute(`update clothing_items set status = 'in laundry' where id = $1`, [top.id]);
    const next = (await home(cookie)).outfit;
    expect(next.items.map((i) => i.id)).not.toContain(top.id);
    expect(named(await chat(cookie, 'What should I wear today?'), smallCloset).sort()).toEqual(names(next).sort());
    await textIn(t, phone, 'OUTFIT');
    expect(named((await textsTo(t, phone)).at(-1)!.body, smallCloset).sort()).toEqual(names(next).sort());
  });

  it('is kept while the forecast moves within its bands, and rebuilt for rain when rain becomes likely', async () => {
    weather = MILD;
    const closet: ItemSeed[] = [
      ...smallCloset,
      { name: 'Beige Trench Coat', category: 'Outerwear', subcategory: 'Trench coat', color: 'Beige', material: 'cotton', formality: 'business' },
    ];
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, closet);
    const first = (await home(cookie)).outfit;
    weather = { ...MILD, maxTempC: 20, precipitationProbability: 15 };
    expect(names((await home(cookie)).outfit)).toEqual(names(first));
    weather = RAIN;
    const wet = (await home(cookie)).outfit;
    expect(names(wet)).toContain('Beige Trench Coat');
    expect(names(wet)).not.toContain('White Leather Sneakers');
    expect(named(await chat(cookie, 'What should I wear today?'), closet).sort()).toEqual(names(wet).sort());
    // A rebuild is not a refresh: none was spent.
    expect((await home(cookie)).outfit.refreshesLeft).toBe(FREE_OUTFIT_REFRESHES_PER_DAY);
  });

  it('a question with an occasion of its own is a different question: chat dresses it, and the day outfit stays', async () => {
    weather = MILD;
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, smallCloset);
    const before = (await home(cookie)).outfit;
    await chat(cookie, 'What should I wear to a funeral today?');
    expect(names((await home(cookie)).outfit)).toEqual(names(before));
  });

  it('refresh never repeats silently, and the refreshes left count down from the first outfit to the free limit', async () => {
    weather = MILD;
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, smallCloset);
    let previous = (await home(cookie)).outfit;
    // Shown from the first render, before any refresh.
    expect(previous.refreshesLeft).toBe(FREE_OUTFIT_REFRESHES_PER_DAY);
    for (let left = FREE_OUTFIT_REFRESHES_PER_DAY - 1; left >= 0; left--) {
      const { status, outfit } = await home(cookie, true);
      expect(status).toBe(200);
      expect(outfit.refreshesLeft).toBe(left);
      const same = [...outfit.items.map((i) => i.id)].sort().join() === [...previous.items.map((i) => i.id)].sort().join();
      expect(outfit.refresh?.changed).toBe(!same);
      // Unchanged only with a reason and what to add.
      if (same) expect(outfit.refresh?.note).toMatch(/add .+ for more/);
      previous = outfit;
    }
    const spent = await home(cookie, true);
    expect(spent.status).toBe(402);
    // Asking again without a refresh is free and still says none are left.
    expect((await home(cookie)).outfit.refreshesLeft).toBe(0);
  });

  it('a rainy day with boots owned never chooses canvas, suede or white leather shoes, through every refresh', async () => {
    weather = RAIN;
    const closet: ItemSeed[] = [
      ...smallCloset,
      { name: 'Black Leather Chelsea Boots', category: 'Shoes', subcategory: 'Chelsea boots', color: 'Black', material: 'leather', formality: 'smart casual' },
      { name: 'White Canvas Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'White', formality: 'casual' },
      { name: 'Tan Suede Loafers', category: 'Shoes', subcategory: 'Loafers', color: 'Tan', material: 'suede', formality: 'smart casual' },
      { name: 'Beige Trench Coat', category: 'Outerwear', subcategory: 'Trench coat', color: 'Beige', material: 'cotton', formality: 'business' },
    ];
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, closet);
    const seen: Outfit[] = [(await home(cookie)).outfit];
    for (let i = 0; i < FREE_OUTFIT_REFRESHES_PER_DAY; i++) seen.push((await home(cookie, true)).outfit);
    for (const outfit of seen) {
      const shoes = outfit.items.filter((i) => i.category === 'Shoes');
      expect(shoes).toHaveLength(1);
      expect(['White Canvas Sneakers', 'Tan Suede Loafers', 'White Leather Sneakers']).not.toContain(shoes[0]!.name);
      expect(names(outfit)).toContain('Beige Trench Coat');
    }
    expect(seen.some((o) => names(o).includes('Black Leather Chelsea Boots'))).toBe(true);
  });

  it('a rainy day with no water-resistant shoes or outerwear owned says so plainly', async () => {
    weather = RAIN;
    const closet = smallCloset.filter((i) => i.category !== 'Outerwear');
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, closet);
    const { outfit } = await home(cookie);
    expect(outfit.items.some((i) => i.category === 'Shoes')).toBe(true);
    const said = [outfit.styleNote, ...outfit.reasons].join(' ');
    expect(said).toMatch(/nothing in your closet is water-resistant/);
  });

  it('a business event with no formal shoes owned still gives shoes, and names the gap', async () => {
    weather = MILD;
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, [
      { name: 'Charcoal Suit Jacket', category: 'Outerwear', subcategory: 'Suit jacket', color: 'Charcoal', material: 'wool', formality: 'formal' },
      { name: 'White Dress Shirt', category: 'Tops', subcategory: 'Dress shirt', color: 'White', material: 'cotton', formality: 'formal' },
      { name: 'Charcoal Suit Trousers', category: 'Bottoms', subcategory: 'Suit trousers', color: 'Charcoal', material: 'wool', formality: 'formal' },
      { name: 'White Canvas Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'White', formality: 'casual' },
    ]);
    await addEvent(t.ctx.db, user.id, { title: 'Board meeting', date: TODAY, startTime: '18:00', dressCode: 'Business Formal' });
    const { status, outfit } = await home(cookie);
    expect(status, JSON.stringify(outfit)).toBe(200);
    const shoes = outfit.items.filter((i) => i.category === 'Shoes');
    expect(shoes.map((s) => s.name)).toEqual(['White Canvas Sneakers']);
    const gap = outfit.reasons.find((r) => r.startsWith('Gap:'));
    expect(gap).toContain('White Canvas Sneakers');
    // Worn as the stand-in, the pair is never also said to be left out.
    expect(outfit.reasons.filter((r) => /left out|skipped/.test(r)).join(' ')).not.toContain('White Canvas Sneakers');
  });
});

// The test's own check of what it calls rain-sensitive matches the engine's profile of those pieces.
describe('rain-sensitive shoes, as the engine profiles them', () => {
  it('canvas, suede and white leather are rain-sensitive; leather boots are not', () => {
    const base = {
      id: 1,
      brand: null,
      season: 'All Seasons' as const,
      formality: null,
      warmth: null,
      status: 'active' as const,
      lastWornOn: null,
      timesWorn: 0,
    };
    const p = (name: string, subcategory: string, material: 'suede' | 'leather' | null, color: string) =>
      profileItem({ ...base, name, category: 'Shoes', subcategory, material, color });
    // Canvas is no stored material: the engine reads it from the name, as it reads the closet's rows.
    expect(p('White Canvas Sneakers', 'Sneakers', null, 'White').rainSensitive).toBe('canvas');
    expect(p('Tan Suede Loafers', 'Loafers', 'suede', 'Tan').rainSensitive).toBe('suede');
    expect(p('White Leather Sneakers', 'Sneakers', 'leather', 'White').rainSensitive).toBe('white leather');
    expect(p('Black Leather Chelsea Boots', 'Chelsea boots', 'leather', 'Black').rainSensitive).toBeNull();
  });
});
