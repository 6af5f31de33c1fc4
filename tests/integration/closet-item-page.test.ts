import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { SWEEP_POLICY } from '../../src/domain/storage/sweep-plan';
import { jobDefinitions } from '../../src/server/job-list';
import { purgeDeletedItems } from '../../src/server/services/closet/purge-deleted-items';
import { createClosetTestApp, photoForm, shirtJpeg } from '../helpers/closet';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

type Signed = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(databaseKinds)('the item page and delete with Undo on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createClosetTestApp>>;
  let clock = new Date('2026-03-20T15:00:00Z');
  let owner: Signed;
  let other: Signed;

  beforeAll(async () => {
    t = await createClosetTestApp(kind, () => clock);
    owner = await t.signUp({ fullName: 'Item Owner' });
    other = await t.signUp({ fullName: 'Someone Else' });
  });
  afterAll(() => t.close());

  const create = async (payload: Record<string, unknown>, cookie = owner.cookie) => {
    const res = await t.request({ method: 'POST', url: '/api/clothing-items', cookie, payload });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; name: string };
  };
  const details = (id: number, cookie = owner.cookie) => t.request({ method: 'GET', url: `/api/clothing-items/${id}/details`, cookie });
  const wear = (itemIds: number[], date: string) => t.request({ method: 'POST', url: '/api/outfits/wear', cookie: owner.cookie, payload: { itemIds, date } });
  const listIds = async () =>
    ((await t.request({ method: 'GET', url: `/api/clothing-items/${owner.user.id}`, cookie: owner.cookie })).json() as { id: number }[]).map((i) => i.id);

  it('answers the item with wear count, last worn, cost per wear and the days worn', async () => {
    const coat = await create({ name: 'Camel coat', category: 'Outerwear', color: 'Camel', price: 300, brand: 'Arket', size: 'M' });
    const fresh = await details(coat.id);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({
      item: { id: coat.id, timesWorn: 0, lastWornOn: null, costPerWear: null, price: 300, brand: 'Arket' },
      wornOn: [],
      looks: [],
    });

    for (const date of ['2026-03-01', '2026-03-10', '2026-03-05']) expect((await wear([coat.id], date)).statusCode).toBe(200);
    const worn = (await details(coat.id)).json();
    expect(worn.item).toMatchObject({ timesWorn: 3, lastWornOn: '2026-03-10', costPerWear: 100 });
    expect(worn.wornOn).toEqual(['2026-03-10', '2026-03-05', '2026-03-01']);
    // Worn alone each day: a wear, not a look.
    expect(worn.looks).toEqual([]);

    const noPrice = await create({ name: 'Grey tee', category: 'Tops', color: 'Gray' });
    await wear([noPrice.id], '2026-03-02');
    expect((await details(noPrice.id)).json().item).toMatchObject({ timesWorn: 1, price: null, costPerWear: null });
  });

  it('lists the looks the piece was part of: worn together (the diary) and saved, newest first, without deleted pieces', async () => {
    const shirt = await create({ name: 'Oxford shirt', category: 'Tops', color: 'Light Blue' });
    const chinos = await create({ name: 'Chinos', category: 'Bottoms', color: 'Khaki' });
    const loafers = await create({ name: 'Loafers', category: 'Shoes', color: 'Brown' });
    const jeans = await create({ name: 'Dark jeans', category: 'Bottoms', color: 'Navy' });
    const strangers = await create({ name: 'Not mine', category: 'Shoes', color: 'Black' }, other.cookie);

    expect((await wear([shirt.id, chinos.id, loafers.id], '2026-03-12')).statusCode).toBe(200);
    expect((await wear([jeans.id, loafers.id], '2026-03-14')).statusCode).toBe(200);
    expect((await wear([shirt.id, jeans.id], '2026-03-15')).statusCode).toBe(200);
    const saved = await t.request({
      method: 'POST',
      url: '/api/saved-looks',
      cookie: owner.cookie,
      payload: { itemIds: [jeans.id, shirt.id], sourceDate: '2026-03-18' },
    });
    expect(saved.statusCode).toBeLessThan(300);
    // Another user wearing on the same day is not part of the owner's looks.
    await t.request({ method: 'POST', url: '/api/outfits/wear', cookie: other.cookie, payload: { itemIds: [strangers.id], date: '2026-03-12' } });

    const looks = (await details(shirt.id)).json().looks as { kind: string; date: string; pieces: { id: number; name: string }[] }[];
    expect(looks.map((l) => [l.kind, l.date, l.pieces.map((p) => p.id)])).toEqual([
      ['saved', '2026-03-18', [shirt.id, jeans.id]],
      ['worn', '2026-03-15', [shirt.id, jeans.id]],
      ['worn', '2026-03-12', [shirt.id, chinos.id, loafers.id]],
    ]);
    expect(looks[2]!.pieces[1]).toEqual({ id: chinos.id, name: 'Chinos', category: 'Bottoms', imageUrl: null });

    // A deleted piece leaves the looks; a look left with the shirt alone goes with it.
    expect((await t.request({ method: 'DELETE', url: `/api/clothing-items/${jeans.id}`, cookie: owner.cookie })).statusCode).toBe(200);
    const after = (await details(shirt.id)).json().looks as { date: string; pieces: { id: number }[] }[];
    expect(after.map((l) => [l.date, l.pieces.map((p) => p.id)])).toEqual([['2026-03-12', [shirt.id, chinos.id, loafers.id]]]);
  });

  it("is the owner's only: another user's item, a missing id and a bad id answer like nothing is there", async () => {
    const mine = await create({ name: 'Silk scarf', category: 'Accessories', color: 'Red' });
    const theirs = await details(mine.id, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await details(2_000_000_000)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/clothing-items/abc/details`, cookie: owner.cookie })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `/api/clothing-items/${mine.id}/details` })).statusCode).toBe(401);
    // Neither can another user delete or restore it.
    expect((await t.request({ method: 'DELETE', url: `/api/clothing-items/${mine.id}`, cookie: other.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/clothing-items/${mine.id}/restore`, cookie: other.cookie })).statusCode).toBe(404);
    expect((await details(mine.id)).statusCode).toBe(200);
  });

  it('deletes at once and Undo brings the item back with its wears and photo; the item is hidden everywhere meanwhile', async () => {
    const upload = await t.request({ method: 'POST', url: '/api/closet-images', cookie: owner.cookie, payload: photoForm(await shirtJpeg('#203a70')) });
    expect(upload.statusCode).toBe(201);
    const { imageUrl, imageKey } = upload.json();
    const tee = await create({ name: 'Navy tee', category: 'Tops', color: 'Navy', price: 20, imageUrl });
    await wear([tee.id], '2026-03-11');
    await wear([tee.id], '2026-03-13');

    const del = await t.request({ method: 'DELETE', url: `/api/clothing-items/${tee.id}`, cookie: owner.cookie });
    expect(del.statusCode).toBe(200);
    expect(await listIds()).not.toContain(tee.id);
    expect((await details(tee.id)).statusCode).toBe(404);
    expect((await t.request({ method: 'PATCH', url: `/api/clothing-items/${tee.id}`, cookie: owner.cookie, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await wear([tee.id], '2026-03-14')).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/clothing-items/${tee.id}`, cookie: owner.cookie })).statusCode).toBe(404);
    // The photo is still stored (and served) while Undo is possible.
    expect(existsSync(join(t.uploadsDir, imageKey))).toBe(true);

    const undo = await t.request({ method: 'POST', url: `/api/clothing-items/${tee.id}/restore`, cookie: owner.cookie });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ id: tee.id, name: 'Navy tee', imageUrl, timesWorn: 2, lastWornOn: '2026-03-13', costPerWear: 10 });
    expect(await listIds()).toContain(tee.id);
    // Restoring a live item changes nothing.
    expect((await t.request({ method: 'POST', url: `/api/clothing-items/${tee.id}/restore`, cookie: owner.cookie })).json()).toMatchObject({ timesWorn: 2 });
  });

  it('purges a deleted item (row, wears, photo) once Undo has expired, and runs with the hourly sweep', async () => {
    const upload = await t.request({ method: 'POST', url: '/api/closet-images', cookie: owner.cookie, payload: photoForm(await shirtJpeg('#aa2222')) });
    const { imageUrl, imageKey } = upload.json();
    const keep = await create({ name: 'Kept', category: 'Tops', color: 'Red' });
    const gone = await create({ name: 'Red tee', category: 'Tops', color: 'Red', imageUrl });
    await wear([gone.id], '2026-03-11');
    await t.request({ method: 'DELETE', url: `/api/clothing-items/${gone.id}`, cookie: owner.cookie });

    // Within the window nothing is purged.
    clock = new Date(clock.getTime() + SWEEP_POLICY.deletedItemTtlMs - 1000);
    expect(await purgeDeletedItems(t.ctx)).toBe(0);
    clock = new Date(clock.getTime() + 2000);
    // The jeans deleted in an earlier test go in the same pass.
    expect(await purgeDeletedItems(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await t.database.execute('select count(*)::int as n from clothing_items where id = $1', [gone.id])).rows[0]!.n).toBe(0);
    expect((await t.database.execute('select count(*)::int as n from clothing_item_wears where item_id = $1', [gone.id])).rows[0]!.n).toBe(0);
    expect(readdirSync(t.uploadsDir)).not.toContain(imageKey);
    expect((await t.request({ method: 'POST', url: `/api/clothing-items/${gone.id}/restore`, cookie: owner.cookie })).statusCode).toBe(404);
    expect(await listIds()).toContain(keep.id);
    expect(jobDefinitions.find((d) => d.name === 'storage-sweep')).toBeDefined();
  });
});

describe.runIf(databaseKinds.includes('postgres'))('Undo across processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp('postgres');
    const shared = await openDatabase({ kind: 'postgres', url: a.database.jobsTarget.kind === 'postgres' ? a.database.jobsTarget.url : '', poolSize: 2 });
    b = await createTestApp('postgres', { database: shared });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('deletes on one process and undoes on another', async () => {
    const { cookie, user } = await a.signUp();
    const item = (await a.request({ method: 'POST', url: '/api/clothing-items', cookie, payload: { name: 'Tee', category: 'Tops', color: 'Navy' } })).json();
    expect((await a.request({ method: 'DELETE', url: `/api/clothing-items/${item.id}`, cookie })).statusCode).toBe(200);
    expect((await b.request({ method: 'GET', url: `/api/clothing-items/${user.id}`, cookie })).json()).toEqual([]);
    expect((await b.request({ method: 'POST', url: `/api/clothing-items/${item.id}/restore`, cookie })).statusCode).toBe(200);
    expect(((await a.request({ method: 'GET', url: `/api/clothing-items/${user.id}`, cookie })).json() as { id: number }[]).map((i) => i.id)).toEqual([
      item.id,
    ]);
  });
});
