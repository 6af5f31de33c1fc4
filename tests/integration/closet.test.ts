import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemo } from '../../src/db/seed';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { CATEGORIES, FORMALITIES, MATERIALS, WARMTHS } from '../../src/shared/closet-constants';
import { createClosetTestApp } from '../helpers/closet';
import { countRows, databaseKinds, sessionCookie, type TestApp } from '../helpers/test-app';

type Signed = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(databaseKinds)('closet items on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createClosetTestApp>>;
  let clock = new Date('2025-06-15T15:00:00Z');
  let owner: Signed;
  let other: Signed;

  beforeAll(async () => {
    t = await createClosetTestApp(kind, () => clock);
    owner = await t.signUp({ fullName: 'Closet Owner' });
    other = await t.signUp({ fullName: 'Someone Else' });
  });
  afterAll(() => t.close());

  const create = (cookie: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/clothing-items', cookie, payload });
  const list = (cookie: string, userId: number) => t.request({ method: 'GET', url: `/api/clothing-items/${userId}`, cookie });

  it('creates an item for the signed-in user, ignoring a userId in the body, and lists it', async () => {
    const res = await create(owner.cookie, {
      name: '  Navy Blazer ',
      category: 'Suits & tailoring',
      subcategory: 'Blazer',
      brand: 'J.Crew',
      color: 'Navy',
      size: '40R',
      userId: other.user.id,
      addedAt: '2001-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      userId: owner.user.id,
      name: 'Navy Blazer',
      category: 'Suits & tailoring',
      subcategory: 'Blazer',
      brand: 'J.Crew',
      color: 'Navy',
      size: '40R',
      season: 'All Seasons',
      imageUrl: null,
      // The engine's own reading of a blazer (ADR 0113: one function decides a piece's formality).
      formality: 'business',
      status: 'active',
      price: null,
      timesWorn: 0,
      lastWornOn: null,
      costPerWear: null,
      addedAt: clock.toISOString(),
    });
    const mine = await list(owner.cookie, owner.user.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((i: { id: number }) => i.id)).toContain(item.id);
    expect((await list(other.cookie, other.user.id)).json()).toEqual([]);
  });

  it('stores the optional details: price in dollars (cents inside), material, warmth, status and an explicit formality', async () => {
    const res = await create(owner.cookie, {
      name: 'Grey wool trousers',
      category: 'Bottoms',
      subcategory: 'Dress trousers',
      color: 'Gray',
      season: 'Winter',
      material: 'wool',
      formality: 'formal',
      warmth: 'warm',
      price: 129.99,
      status: 'in laundry',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ material: 'wool', formality: 'formal', warmth: 'warm', price: 129.99, status: 'in laundry', season: 'Winter' });
    const r = await t.database.execute('select price_cents from clothing_items where id = $1', [res.json().id]);
    expect(Number(r.rows[0]!.price_cents)).toBe(12999);
  });

  const valid = { name: 'Tee', category: 'Tops', color: 'White' };
  it.each([
    [{ category: 'Tops', color: 'Red' }, 'Name is required', 'name'],
    [{ ...valid, name: '    ' }, 'Name is required', 'name'],
    [{ name: 'Tee', color: 'Red' }, 'Category is required', 'category'],
    [
      { ...valid, category: 'Hats' },
      'Category must be one of: Tops, Bottoms, Dresses & jumpsuits, Outerwear, Suits & tailoring, Shoes, Bags, Accessories, Jewellery, Activewear, Swim',
      'category',
    ],
    [{ name: 'Tee', category: 'Tops' }, 'Color is required', 'color'],
    [{ ...valid, color: '   ' }, 'Color is required', 'color'],
    [{ ...valid, season: 'Monsoon' }, 'Season must be one of: All Seasons, Spring, Summer, Fall, Winter', 'season'],
    [{ ...valid, name: 'n'.repeat(101) }, 'Must be at most 100 characters', 'name'],
    [{ ...valid, brand: 'b'.repeat(61) }, 'Brand must be at most 60 characters', 'brand'],
    [{ ...valid, size: 's'.repeat(21) }, 'Size must be at most 20 characters', 'size'],
    [{ ...valid, subcategory: 's'.repeat(61) }, 'Subcategory must be at most 60 characters', 'subcategory'],
    [{ ...valid, price: -5 }, 'Price cannot be negative', 'price'],
    [{ ...valid, price: 'cheap' }, 'Price must be a number', 'price'],
    [{ ...valid, status: 'lost' }, 'Status must be one of: active, in laundry, archived', 'status'],
    [{ ...valid, owner: 3 }, 'Unknown field: owner', 'owner'],
    [{ ...valid, imageUrl: 'https://evil.example/tracker.png' }, 'imageUrl must be a photo uploaded with POST /api/closet-images', 'imageUrl'],
  ])('refuses a bad item %# with a clear 400 naming the field, writing nothing', async (payload, message, field) => {
    const before = await countRows(t.database, 'clothing_items');
    const res = await create(owner.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(res.json().message).toContain(message);
    expect(await countRows(t.database, 'clothing_items')).toBe(before);
  });

  it('a formality left on Auto is the engine reading, kept unstored so it follows the piece (a wool coat is not casual)', async () => {
    const res = await create(owner.cookie, { name: 'Camel wool coat', category: 'Outerwear', subcategory: 'Coat', color: 'Camel' });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item.formality).toBe('smart casual');
    const stored = await t.database.execute(`select formality from clothing_items where id = $1`, [item.id]);
    expect(stored.rows[0]).toEqual({ formality: null });
    // Renamed to a parka, the reading follows; chosen explicitly, the choice stays.
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/clothing-items/${item.id}`,
      cookie: owner.cookie,
      payload: { name: 'Camel parka', subcategory: 'Parka' },
    });
    expect(renamed.json().formality).toBe('casual');
    const chosen = await t.request({ method: 'PATCH', url: `/api/clothing-items/${item.id}`, cookie: owner.cookie, payload: { formality: 'business' } });
    expect(chosen.json().formality).toBe('business');
    const auto = await t.request({ method: 'PATCH', url: `/api/clothing-items/${item.id}`, cookie: owner.cookie, payload: { formality: null } });
    expect(auto.json().formality).toBe('casual');
  });

  it('needs a signed-in user for every call', async () => {
    const id = (await create(owner.cookie, valid)).json().id;
    for (const [method, url] of [
      ['GET', `/api/clothing-items/${owner.user.id}`],
      ['POST', '/api/clothing-items'],
      ['PATCH', `/api/clothing-items/${id}`],
      ['DELETE', `/api/clothing-items/${id}`],
      ['POST', `/api/clothing-items/${id}/wear`],
    ] as const) {
      const res = await t.request({ method, url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: url.endsWith('/wear') ? {} : valid }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 404 for another user's closet and items, and changes nothing", async () => {
    const item = (await create(owner.cookie, { name: 'Private coat', category: 'Outerwear', color: 'Camel' })).json();
    const snapshot = async () => (await t.database.execute('select * from clothing_items where id = $1', [item.id])).rows[0];
    const before = await snapshot();
    const wearsBefore = await countRows(t.database, 'clothing_item_wears');

    expect((await list(other.cookie, owner.user.id)).statusCode).toBe(404);
    const patch = await t.request({ method: 'PATCH', url: `/api/clothing-items/${item.id}`, cookie: other.cookie, payload: { name: 'Mine now' } });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Clothing item not found' });
    expect((await t.request({ method: 'DELETE', url: `/api/clothing-items/${item.id}`, cookie: other.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/clothing-items/${item.id}/wear`, cookie: other.cookie, payload: {} })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/clothing-items/${item.id}/wear/2025-06-15`, cookie: other.cookie })).statusCode).toBe(404);
    // The same answer as an id that does not exist at all.
    expect((await t.request({ method: 'PATCH', url: '/api/clothing-items/999999', cookie: other.cookie, payload: { name: 'x' } })).json()).toEqual(
      patch.json(),
    );

    expect(await snapshot()).toEqual(before);
    expect(await countRows(t.database, 'clothing_item_wears')).toBe(wearsBefore);
  });

  it('updates only the fields sent, validates them, and re-infers an inferred formality', async () => {
    const item = (await create(owner.cookie, { name: 'Plain tee', category: 'Tops', subcategory: 'T-shirt', color: 'White', brand: 'Uniqlo' })).json();
    expect(item.formality).toBe('casual');

    const res = await t.request({
      method: 'PATCH',
      url: `/api/clothing-items/${item.id}`,
      cookie: owner.cookie,
      payload: { subcategory: 'Dress shirt', size: 'M', price: 45 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Plain tee',
      brand: 'Uniqlo',
      subcategory: 'Dress shirt',
      size: 'M',
      formality: 'business',
      price: 45,
      addedAt: item.addedAt,
    });

    const chosen = await t.request({
      method: 'PATCH',
      url: `/api/clothing-items/${item.id}`,
      cookie: owner.cookie,
      payload: { formality: 'formal', brand: '' },
    });
    expect(chosen.json()).toMatchObject({ formality: 'formal', brand: null });
    const kept = await t.request({ method: 'PATCH', url: `/api/clothing-items/${item.id}`, cookie: owner.cookie, payload: { subcategory: 'Polo' } });
    expect(kept.json().formality).toBe('formal');
    const auto = await t.request({ method: 'PATCH', url: `/api/clothing-items/${item.id}`, cookie: owner.cookie, payload: { formality: null } });
    expect(auto.json().formality).toBe('smart casual');

    // The spec's client may send the whole item back, server-owned fields included.
    const roundTrip = await t.request({
      method: 'PATCH',
      url: `/api/clothing-items/${item.id}`,
      cookie: owner.cookie,
      payload: { ...(auto.json() as object), color: 'Ivory' },
    });
    expect(roundTrip.statusCode).toBe(200);
    expect(roundTrip.json()).toMatchObject({ color: 'Ivory', userId: owner.user.id, addedAt: item.addedAt });

    for (const [payload, message, field] of [
      [{ name: ' ' }, 'Name is required', 'name'],
      [{ color: '' }, 'Color is required', 'color'],
      [{ category: 'Socks' }, 'Category must be one of', 'category'],
      [{ season: 'Rainy' }, 'Season must be one of', 'season'],
    ] as const) {
      const bad = await t.request({ method: 'PATCH', url: `/api/clothing-items/${item.id}`, cookie: owner.cookie, payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field });
      expect(bad.json().message).toContain(message);
    }
    const after = (await list(owner.cookie, owner.user.id)).json().find((i: { id: number }) => i.id === item.id);
    expect(after).toMatchObject({ name: 'Plain tee', color: 'Ivory', category: 'Tops' });
  });

  it('deletes an item: gone from the closet at once, its wears kept for Undo (closet-item-page.test.ts covers restore and purge)', async () => {
    const item = (await create(owner.cookie, { name: 'Old sneakers', category: 'Shoes', color: 'White' })).json();
    await t.request({ method: 'POST', url: `/api/clothing-items/${item.id}/wear`, cookie: owner.cookie, payload: {} });
    const res = await t.request({ method: 'DELETE', url: `/api/clothing-items/${item.id}`, cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await list(owner.cookie, owner.user.id)).json().some((i: { id: number }) => i.id === item.id)).toBe(false);
    expect((await t.database.execute('select count(*)::int as n from clothing_item_wears where item_id = $1', [item.id])).rows[0]!.n).toBe(1);
    expect((await t.request({ method: 'DELETE', url: `/api/clothing-items/${item.id}`, cookie: owner.cookie })).statusCode).toBe(404);
  });

  it("logs wears once per day, defaulting to today in the user's time zone, with cost per wear", async () => {
    const item = (await create(owner.cookie, { name: 'Chinos', category: 'Bottoms', color: 'Khaki', price: 60 })).json();
    const wear = (payload: object = {}) => t.request({ method: 'POST', url: `/api/clothing-items/${item.id}/wear`, cookie: owner.cookie, payload });

    // 01:30 UTC on the 16th is still the 15th in New York (the default zone).
    clock = new Date('2025-06-16T01:30:00Z');
    const first = await wear();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ timesWorn: 1, lastWornOn: '2025-06-15', costPerWear: 60 });
    expect((await wear({})).json().timesWorn).toBe(1);
    expect((await wear({ date: '2025-06-15' })).json().timesWorn).toBe(1);

    const earlier = await wear({ date: '2025-06-01' });
    expect(earlier.json()).toMatchObject({ timesWorn: 2, lastWornOn: '2025-06-15', costPerWear: 30 });
    expect((await wear({ date: '2025-05-20' })).json()).toMatchObject({ timesWorn: 3, costPerWear: 20 });

    const future = await wear({ date: '2025-06-16' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ field: 'date', message: 'You can only log wears up to today' });
    const nonsense = await wear({ date: '2025-02-30' });
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json()).toMatchObject({ field: 'date' });

    const undo = await t.request({ method: 'DELETE', url: `/api/clothing-items/${item.id}/wear/2025-06-15`, cookie: owner.cookie });
    expect(undo.json()).toMatchObject({ timesWorn: 2, lastWornOn: '2025-06-01' });
    const listed = (await list(owner.cookie, owner.user.id)).json().find((i: { id: number }) => i.id === item.id);
    expect(listed).toMatchObject({ timesWorn: 2, lastWornOn: '2025-06-01', costPerWear: 30 });
    clock = new Date('2025-06-15T15:00:00Z');
  });

  it('saves a bulk batch all together, or nothing when one draft is wrong', async () => {
    const before = await countRows(t.database, 'clothing_items');
    const bad = await t.request({
      method: 'POST',
      url: '/api/clothing-items/bulk',
      cookie: owner.cookie,
      payload: {
        items: [
          { name: 'A', category: 'Tops', color: 'Red' },
          { name: '', category: 'Tops', color: 'Red' },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'items.1.name', message: 'Name is required' });
    expect(await countRows(t.database, 'clothing_items')).toBe(before);

    const tooMany = await t.request({ method: 'POST', url: '/api/clothing-items/bulk', cookie: owner.cookie, payload: { items: Array(21).fill(valid) } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('You can add up to 20 items at a time');

    const ok = await t.request({
      method: 'POST',
      url: '/api/clothing-items/bulk',
      cookie: owner.cookie,
      payload: {
        items: [
          { name: 'Oxford shirt', category: 'Tops', color: 'Light Blue' },
          { name: 'Running shoes', category: 'Shoes', color: 'Black', userId: other.user.id },
        ],
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().items).toHaveLength(2);
    expect(ok.json().items[1]).toMatchObject({ name: 'Running shoes', formality: 'athletic', userId: owner.user.id });
    expect(await countRows(t.database, 'clothing_items')).toBe(before + 2);
  });

  it('lists a big closet with statistics in one round trip', async () => {
    const fresh = await t.signUp({ fullName: 'Big Closet' });
    const items = Array.from({ length: 20 }, (_, i) => ({ name: `Item ${i}`, category: 'Tops', color: 'Blue', price: 10 }));
    const created = (await t.request({ method: 'POST', url: '/api/clothing-items/bulk', cookie: fresh.cookie, payload: { items } })).json().items;
    await t.request({ method: 'POST', url: `/api/clothing-items/${created[3].id}/wear`, cookie: fresh.cookie, payload: { date: '2025-06-10' } });
    await t.request({ method: 'POST', url: `/api/clothing-items/${created[3].id}/wear`, cookie: fresh.cookie, payload: { date: '2025-06-11' } });
    const res = (await list(fresh.cookie, fresh.user.id)).json();
    expect(res).toHaveLength(20);
    expect(res.find((i: { id: number }) => i.id === created[3].id)).toMatchObject({ timesWorn: 2, lastWornOn: '2025-06-11', costPerWear: 5 });
    expect(res.filter((i: { timesWorn: number }) => i.timesWorn === 0)).toHaveLength(19);
  });
});

describe('demo closet', () => {
  it('seeds a varied closet for the demo account: every category, material, formality and warmth, one in the laundry', async () => {
    const t = await createClosetTestApp('pglite');
    try {
      await seedDemo(t.database.db, hashPassword);
      const login = await t.request({ method: 'POST', url: '/api/login', payload: { username: DEMO_USERNAME, password: DEMO_PASSWORD } });
      const items = (await t.request({ method: 'GET', url: `/api/clothing-items/${login.json().id}`, cookie: sessionCookie(login) })).json() as {
        category: string;
        material: string;
        formality: string;
        warmth: string;
        status: string;
        imageUrl: string;
        timesWorn: number;
        costPerWear: number | null;
      }[];
      expect(items.length).toBeGreaterThanOrEqual(14);
      for (const [values, key] of [
        [CATEGORIES, 'category'],
        [MATERIALS, 'material'],
        [FORMALITIES, 'formality'],
        [WARMTHS, 'warmth'],
      ] as const) {
        expect(new Set(items.map((i) => i[key])), key).toEqual(new Set(values));
      }
      expect(items.filter((i) => i.status === 'in laundry')).toHaveLength(1);
      // The pictures ship with the web app; every one the seed names must exist.
      expect(items.filter((i) => !existsSync(`src/web/public${i.imageUrl}`)).map((i) => i.imageUrl)).toEqual([]);
      expect(items.some((i) => i.timesWorn > 0 && i.costPerWear !== null)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
