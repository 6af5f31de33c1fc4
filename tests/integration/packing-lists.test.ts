import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents } from '../../src/db/schema';
import { fitsIn } from '../../src/domain/sms/fit-segments';
import { addItems, smallCloset } from '../helpers/stylist';
import { confirmNumber, grantPremium, signUpWithPhone, textIn, textsTo } from '../helpers/sms';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-11-10T15:00:00Z');

/** Issue 44 point 2: packing lists over HTTP, by text (PACK), in the export and gone with the account. */
describe.each(databaseKinds)('packing lists on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
  });
  afterAll(() => t.close());
  let seq = 0;

  async function person() {
    const phone = `+1415556${String(++seq).padStart(4, '0')}`;
    const { cookie, user } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true, timezone = 'America/Chicago' where id = $1`, [user.id]);
    const ids = await addItems(t.ctx.db, user.id, smallCloset);
    return { cookie, user, phone, ids };
  }
  const post = (cookie: string, url: string, payload?: object) => t.request({ method: 'POST', url, cookie, ...(payload ? { payload } : {}) });

  it('a four-day trip by hand: a look a day and the dinner, the fewest pieces, transit, missing with a shop query; ticks; a revocable read-only link', async () => {
    const { cookie, ids } = await person();
    const res = await post(cookie, '/api/trips', {
      where: 'Chicago',
      startDate: '2026-12-03',
      endDate: '2026-12-06',
      occasions: ['sightseeing', 'dinner', 'beach'],
    });
    expect(res.statusCode).toBe(200);
    const trip = res.json();
    expect(trip.looks.map((l: { label: string }) => l.label)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'The dinner']);
    expect(trip.weather).toHaveLength(4);
    // December in Chicago is beyond the forecast: the climate normals.
    expect(trip.weather[0].source).toBe('typical');
    const packed = new Set(trip.pieces.map((p: { id: number }) => p.id));
    for (const look of trip.looks) for (const id of look.itemIds) expect(packed.has(id)).toBe(true);
    expect(trip.pieces.length).toBeLessThanOrEqual(trip.looks.reduce((n: number, l: { itemIds: number[] }) => n + l.itemIds.length, 0));
    for (const id of trip.transit) expect(packed.has(id)).toBe(true);
    expect(trip.missing).toContainEqual(expect.objectContaining({ need: 'swimwear' }));
    for (const m of trip.missing) expect(smallCloset.map((s) => s.name.toLowerCase())).not.toContain(m.need.toLowerCase());

    const piece = trip.pieces[0].id;
    const tick = await t.request({ method: 'PUT', url: `/api/trips/${trip.id}/items/${piece}`, cookie, payload: { packed: true } });
    expect(tick.json()).toEqual({ itemId: piece, packed: true });
    const again = await t.request({ method: 'PUT', url: `/api/trips/${trip.id}/items/${piece}`, cookie, payload: { packed: true } });
    expect(again.statusCode).toBe(200);
    const got = (await t.request({ method: 'GET', url: `/api/trips/${trip.id}`, cookie })).json();
    expect(got.packedCount).toBe(1);
    // A piece that is not on the list cannot be ticked.
    const notListed = ids.find((id) => !packed.has(id)) ?? 2_000_000_000;
    expect((await t.request({ method: 'PUT', url: `/api/trips/${trip.id}/items/${notListed}`, cookie, payload: { packed: true } })).statusCode).toBe(404);

    const share = await post(cookie, `/api/trips/${trip.id}/share`);
    const { sharePath } = share.json();
    expect(sharePath).toMatch(/^\/pack\/[A-Za-z0-9_-]{32}$/);
    expect((await post(cookie, `/api/trips/${trip.id}/share`)).json().sharePath).toBe(sharePath);
    const token = sharePath.split('/').pop();
    const shared = await t.request({ method: 'GET', url: `/api/shared/trips/${token}` });
    expect(shared.statusCode).toBe(200);
    const body = shared.body;
    const user = (await t.request({ method: 'GET', url: '/api/user', cookie })).json();
    for (const secret of [user.fullName, user.username, user.phoneNumber, '"id"', 'imageUrl']) expect(body).not.toContain(secret);
    expect(shared.json().pieces.find((p: { packed: boolean }) => p.packed)).toBeTruthy();
    expect((await t.request({ method: 'DELETE', url: `/api/trips/${trip.id}/share`, cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/shared/trips/${token}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/shared/trips/not-a-token' })).statusCode).toBe(400);
  });

  it('every packing-list route is documented at /api/docs', async () => {
    const spec = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(spec.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    for (const route of [
      'GET /api/trips',
      'POST /api/trips',
      'POST /api/trips/from-event',
      'GET /api/trips/{id}',
      'DELETE /api/trips/{id}',
      'POST /api/trips/{id}/rebuild',
      'PUT /api/trips/{id}/items/{itemId}',
      'POST /api/trips/{id}/share',
      'DELETE /api/trips/{id}/share',
      'GET /api/shared/trips/{token}',
    ])
      expect(documented).toContain(route);
  });

  it('bad trips get a clear 400 and change nothing; another person’s trip is a 404', async () => {
    const { cookie } = await person();
    const bad = [
      { where: 'Chicago', startDate: '2026-12-06', endDate: '2026-12-03' },
      { where: 'Chicago', startDate: '2026-12-01', endDate: '2026-12-30' },
      { where: '  ', startDate: '2026-12-01', endDate: '2026-12-02' },
      { where: 'Chicago', startDate: '2026-11-01', endDate: '2026-11-03' },
      { where: 'Chicago', startDate: '2026-12-01', endDate: '2026-12-02', occasions: ['party'] },
      { where: 'Qwxzzy Nowhere', startDate: '2026-12-01', endDate: '2026-12-02' },
    ];
    for (const payload of bad) expect((await post(cookie, '/api/trips', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/trips', cookie })).json().trips).toEqual([]);
    const other = await person();
    const theirs = (await post(other.cookie, '/api/trips', { where: 'Denver', startDate: '2026-11-20', endDate: '2026-11-21' })).json();
    expect((await t.request({ method: 'GET', url: `/api/trips/${theirs.id}`, cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/trips/${theirs.id}`, cookie })).statusCode).toBe(404);
    expect((await post(cookie, `/api/trips/${theirs.id}/share`)).statusCode).toBe(404);
  });

  it('a multi-day calendar event with a place is offered, packs once, and PACK texts its list in GSM-7 within two messages', async () => {
    const { cookie, user, phone } = await person();
    await grantPremium(t, user.id);
    await confirmNumber(t, phone);
    await t.ctx.db.insert(calendarEvents).values(
      ['2026-11-18', '2026-11-19', '2026-11-20'].map((date, i) => ({
        userId: user.id,
        title: 'Team offsite',
        date,
        location: 'Denver',
        source: 'ics' as const,
        sourceScope: 'upload',
        sourceId: `uid-1#${i}`,
      })),
    );
    const list = (await t.request({ method: 'GET', url: '/api/trips', cookie })).json();
    expect(list.suggestions).toEqual([expect.objectContaining({ title: 'Team offsite', where: 'Denver', startDate: '2026-11-18', endDate: '2026-11-20' })]);
    const first = (await post(cookie, '/api/trips/from-event', { eventId: list.suggestions[0].eventId })).json();
    expect(first).toMatchObject({ name: 'Team offsite', fromEvent: true, startDate: '2026-11-18', endDate: '2026-11-20' });
    const second = (await post(cookie, '/api/trips/from-event', { eventId: list.suggestions[0].eventId })).json();
    expect(second.id).toBe(first.id);
    expect((await t.request({ method: 'GET', url: '/api/trips', cookie })).json().suggestions).toEqual([]);

    await textIn(t, phone, 'pack');
    const text = (await textsTo(t, phone)).at(-1)!;
    expect(text.purpose).toBe('reply');
    expect(text.body).toMatch(/^Pack for Denver, Nov 18-Nov 20: /);
    expect(fitsIn(text.body, 2)).toBe(true);
    for (const p of first.pieces.slice(0, 2)) expect(text.body).toContain(p.name);
  });

  it('trips are in the account export (without the share token) and go with the account', async () => {
    const { cookie, user } = await person();
    const trip = (await post(cookie, '/api/trips', { where: 'Chicago', startDate: '2026-11-12', endDate: '2026-11-13' })).json();
    await post(cookie, `/api/trips/${trip.id}/share`);
    await t.request({ method: 'PUT', url: `/api/trips/${trip.id}/items/${trip.pieces[0].id}`, cookie, payload: { packed: true } });
    const { userTables } = await import('../../src/server/services/administration/database/user-tables');
    const { isSecretColumn } = await import('../../src/server/services/administration/database/user-tables');
    const tables = await userTables(t.ctx);
    const tripsTable = tables.find((x) => x.name === 'trips')!;
    expect(tripsTable).toBeTruthy();
    expect(tables.some((x) => x.name === 'trip_checks')).toBe(true);
    expect(isSecretColumn('share_token')).toBe(true);
    await t.database.execute('delete from users where id = $1', [user.id]);
    for (const table of ['trips', 'trip_checks'])
      expect((await t.database.execute(`select count(*)::int as n from ${table} where user_id = $1`, [user.id])).rows[0]).toEqual({ n: 0 });
  });
});
