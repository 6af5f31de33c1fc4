import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiPort, OutfitPickInput } from '../../src/adapters/ai';
import { LocalAi } from '../../src/adapters/ai';
import { users } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';
import { addEvent, addItems, smallCloset } from '../helpers/stylist';

const NOW = new Date('2026-03-14T15:00:00Z');
const TODAY = '2026-03-14';

/** The local stylist, but as if an LLM were configured that always declines: records what the engine offered. */
class RecordingAi implements AiPort {
  readonly kind = 'llm' as const;
  inputs: OutfitPickInput[] = [];
  private readonly local = new LocalAi({ assistantName: 'Wren' });
  async pickOutfit(input: OutfitPickInput) {
    this.inputs.push(input);
    return { ok: false as const, reason: 'recording only' };
  }
  chat = this.local.chat.bind(this.local);
}

describe.each(databaseKinds)('daily outfit on %s', (kind) => {
  let t: TestApp;
  let now = NOW;
  const ai = new RecordingAi();
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now, ai });
  });
  afterAll(() => t.close());

  const generate = (cookie: string, payload: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload });

  async function userWithCloset(items = smallCloset) {
    const u = await t.signUp();
    const ids = await addItems(t.ctx.db, u.user.id, items);
    return { ...u, ids };
  }

  it('builds the outfit from the stored closet, with typical weather, for the local date', async () => {
    const { cookie, ids } = await userWithCloset();
    const res = await generate(cookie);
    expect(res.statusCode).toBe(200);
    const outfit = res.json();
    expect(outfit.date).toBe(TODAY);
    expect(outfit.source).toBe('engine');
    expect(outfit.items.length).toBeGreaterThanOrEqual(2);
    expect(outfit.items.length).toBeLessThanOrEqual(4);
    for (const item of outfit.items) expect(ids).toContain(item.id);
    expect(outfit.styleNote.length).toBeGreaterThan(10);
    expect(outfit.reasons.length).toBeGreaterThan(0);
    expect(outfit.weather).toMatchObject({ source: 'typical', label: 'Typical weather', place: 'Eastern US' });
    expect(outfit.weather.summary).toContain('typical for March');
  });

  it('ignores clothing items and preferences sent by the client', async () => {
    const { cookie, ids } = await userWithCloset();
    const forged = [{ id: 999999, userId: 1, name: 'Forged Cape', category: 'Outerwear', color: 'Purple' }];
    const res = await generate(cookie, { userId: 1, clothingItems: forged, stylePreferences: { preferredStyle: 'Pirate' } });
    expect(res.statusCode).toBe(200);
    const outfit = res.json();
    expect(outfit.items.map((i: { name: string }) => i.name)).not.toContain('Forged Cape');
    for (const item of outfit.items) expect(ids).toContain(item.id);
  });

  it("never uses another user's items", async () => {
    const other = await userWithCloset();
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, [{ name: 'My Only Tee', category: 'Tops', color: 'White' }]);
    const res = await generate(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.filter((i: { id: number }) => other.ids.includes(i.id))).toEqual([]);
  });

  it('stores the outfit per day and returns the same one again', async () => {
    const { cookie, user } = await userWithCloset();
    const first = (await generate(cookie)).json();
    const again = (await generate(cookie)).json();
    expect(again).toEqual(first);
    const rows = await t.database.execute('select local_date::text as d, item_ids from daily_outfits where user_id = $1', [user.id]);
    expect(rows.rows).toEqual([{ d: TODAY, item_ids: first.items.map((i: { id: number }) => i.id) }]);
  });

  it('answers two simultaneous first requests with the same stored outfit', async () => {
    const { cookie, user } = await userWithCloset();
    const [a, b] = await Promise.all([generate(cookie), generate(cookie)]);
    expect(a.json()).toEqual(b.json());
    expect((await t.database.execute('select 1 from daily_outfits where user_id = $1', [user.id])).rows).toHaveLength(1);
  });

  it('makes a different outfit on refresh and stores it', async () => {
    const { cookie } = await userWithCloset();
    const first = (await generate(cookie)).json();
    const refreshed = (await generate(cookie, { refresh: true })).json();
    const ids = (o: { items: { id: number }[] }) => o.items.map((i) => i.id).sort();
    expect(ids(refreshed)).not.toEqual(ids(first));
    // The answer says it changed and how many of the free plan's 3 refreshes are left today.
    expect(refreshed.refresh).toEqual({ changed: true, note: null });
    expect(refreshed.refreshesLeft).toBe(2);
    const { refresh: _refresh, refreshesLeft: _left, ...stored } = refreshed;
    const again = (await generate(cookie)).json();
    expect(again).toMatchObject(stored);
    expect(again.refresh).toBeUndefined();
    expect(again.refreshesLeft).toBe(2);
  });

  it('never repeats silently: a refresh with one possible combination says why and what to add', async () => {
    const { cookie } = await userWithCloset([
      { name: 'White Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'White', material: 'cotton', formality: 'smart casual' },
      { name: 'Khaki Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'Khaki', material: 'cotton', formality: 'smart casual' },
      { name: 'Brown Loafers', category: 'Shoes', subcategory: 'Loafers', color: 'Brown', material: 'leather', formality: 'smart casual' },
    ]);
    const first = (await generate(cookie)).json();
    const refreshed = (await generate(cookie, { refresh: true })).json();
    expect(refreshed.items).toEqual(first.items);
    expect(refreshed.refresh.changed).toBe(false);
    expect(refreshed.refresh.note).toMatch(/^This is the only (rain-safe )?combination in your closet that suits today: add .+ for more$/);
    expect(refreshed.reasons).toContain(refreshed.refresh.note);
    expect(refreshed.refreshesLeft).toBe(2);
  });

  it("links the daily text to Home's outfit through a short path", async () => {
    const res = await t.request({ method: 'GET', url: '/t' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/home#todays-outfit');
  });

  it('keeps another day separately when the body picks a date', async () => {
    const { cookie, user } = await userWithCloset();
    const other = (await generate(cookie, { date: '2026-03-16' })).json();
    expect(other.date).toBe('2026-03-16');
    await generate(cookie);
    expect(await t.database.execute('select 1 from daily_outfits where user_id = $1', [user.id]).then((r) => r.rows.length)).toBe(2);
  });

  it('chooses again when an item of the stored outfit was deleted', async () => {
    const { cookie } = await userWithCloset();
    const first = (await generate(cookie)).json();
    await t.database.execute('delete from clothing_items where id = $1', [first.items[0].id]);
    const next = (await generate(cookie)).json();
    expect(next.items.map((i: { id: number }) => i.id)).not.toContain(first.items[0].id);
    expect(next.items.length).toBeGreaterThanOrEqual(2);
  });

  it('asks an empty closet to add items, and stores nothing', async () => {
    const { cookie, user } = await t.signUp();
    const res = await generate(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], source: 'engine', date: TODAY });
    expect(res.json().styleNote).toMatch(/add clothing items/i);
    expect((await t.database.execute('select 1 from daily_outfits where user_id = $1', [user.id])).rows).toHaveLength(0);
  });

  it('explains when the closet has too few usable items', async () => {
    const { cookie } = await userWithCloset([{ name: 'Lonely Tee', category: 'Tops', color: 'White' }]);
    const res = await generate(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
    expect(res.json().styleNote.length).toBeGreaterThan(10);
  });

  it("dresses for the day's events: those sent with the request and those stored", async () => {
    const { cookie, user } = await userWithCloset();
    await addEvent(t.ctx.db, user.id, { title: 'Board meeting', date: TODAY, startTime: '09:00', dressCode: 'Business Formal' });
    await addEvent(t.ctx.db, user.id, { title: 'Dentist next week', date: '2026-03-21' });
    ai.inputs = [];
    const res = await generate(cookie, {
      events: [
        { title: 'Client lunch', startTime: '12:30', dressCode: 'Business Casual' },
        { title: 'Tomorrow brunch', date: '2026-03-15' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(ai.inputs[0]!.events.map((e) => e.title).sort()).toEqual(['Board meeting', 'Client lunch']);
    expect(res.json().reasons.join(' ')).toMatch(/Board meeting/);
  });

  it("uses the user's timezone for 'today'", async () => {
    const { cookie, user } = await userWithCloset();
    // 05:00 UTC on the 15th: already the 15th in New York, still the 14th in Honolulu.
    now = new Date('2026-03-15T05:00:00Z');
    try {
      expect((await generate(cookie)).json().date).toBe('2026-03-15');
      const settings = await t.request({
        method: 'PATCH',
        url: `/api/users/${user.id}/sms-settings`,
        cookie,
        payload: { smsEnabled: false, dailyOutfitTime: '08:00', timezone: 'Pacific/Honolulu' },
      });
      expect(settings.statusCode).toBe(200);
      expect((await generate(cookie)).json().date).toBe('2026-03-14');
    } finally {
      now = NOW;
    }
  });

  it('refuses bad input with a clear 400 and no outfit written', async () => {
    const { cookie } = await userWithCloset();
    const before = await countRows(t.database, 'daily_outfits');
    for (const [payload, field] of [
      [{ date: '2026-02-30' }, 'date'],
      [{ date: 'tomorrow' }, 'date'],
      [{ refresh: 'yes' }, 'refresh'],
      [{ events: [{ title: '' }] }, 'events.0.title'],
      [{ colour: 'red' }, 'colour'],
    ] as const) {
      const res = await generate(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    expect(await countRows(t.database, 'daily_outfits')).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const res = await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe.each(databaseKinds)('daily outfit with the Open-Meteo adapter on %s', (kind) => {
  let t: TestApp;
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url!, 'http://127.0.0.1');
      res.writeHead(200, { 'content-type': 'application/json' });
      if (url.pathname === '/v1/search')
        res.end(JSON.stringify({ results: [{ name: 'Boston', latitude: 42.36, longitude: -71.06, admin1: 'Massachusetts' }] }));
      else
        res.end(
          JSON.stringify({
            daily: {
              time: [url.searchParams.get('start_date')],
              temperature_2m_max: [9],
              temperature_2m_min: [2],
              precipitation_probability_max: [80],
              precipitation_sum: [6],
              wind_speed_10m_max: [30],
            },
          }),
        );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp(kind, { now: () => NOW, env: { WEATHER_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: base, OPEN_METEO_GEOCODING_URL: base } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it("reads the forecast for the user's home location", async () => {
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, smallCloset);
    await t.ctx.db.update(users).set({ homeLocation: 'Boston, MA' }).where(eq(users.id, user.id));
    const res = await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().weather).toMatchObject({
      source: 'forecast',
      label: 'Forecast',
      place: 'Boston, Massachusetts',
      minTempC: 2,
      maxTempC: 9,
      precipitationProbability: 80,
    });
  });
});
