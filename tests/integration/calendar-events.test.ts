import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItems, smallCloset } from '../helpers/stylist';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-11-23T15:00:00Z'); // Monday 10:00 in New York
const TODAY = '2026-11-23';

describe.each(databaseKinds)('calendar events on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
  });
  afterAll(() => t.close());

  const create = (cookie: string, payload: object) => t.request({ method: 'POST', url: '/api/calendar/events', cookie, payload });

  it('creates an event (201) with the dress code inferred when none is chosen', async () => {
    const { cookie, user } = await t.signUp();
    const res = await create(cookie, { title: 'Job interview at Acme', date: TODAY, startTime: '14:00', endTime: '15:00', location: 'Acme HQ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: user.id,
      title: 'Job interview at Acme',
      date: TODAY,
      startTime: '14:00',
      endTime: '15:00',
      location: 'Acme HQ',
      description: null,
      dressCode: 'Business Formal',
      dressCodeSource: 'inferred',
      source: 'manual',
      sourceId: null,
    });
  });

  it('keeps a chosen dress code (source user) and reads one stated in the text (source explicit)', async () => {
    const { cookie } = await t.signUp();
    const chosen = await create(cookie, { title: 'Gym', date: TODAY, dressCode: 'Casual' });
    expect(chosen.json()).toMatchObject({ dressCode: 'Casual', dressCodeSource: 'user', startTime: null, endTime: null });
    const stated = await create(cookie, { title: 'Wedding', date: TODAY, description: 'Dress code: cocktail' });
    expect(stated.json()).toMatchObject({ dressCode: 'Cocktail', dressCodeSource: 'explicit' });
    const beach = await create(cookie, { title: 'Beach wedding', date: TODAY, description: 'Attire: casual' });
    expect(beach.json()).toMatchObject({ dressCode: 'Casual', dressCodeSource: 'explicit' });
  });

  it('lists the current month in the user’s timezone by default, or the range asked for', async () => {
    const { cookie } = await t.signUp();
    await create(cookie, { title: 'Late November', date: '2026-11-30' });
    await create(cookie, { title: 'Early December', date: '2026-12-01' });
    await create(cookie, { title: 'Morning', date: '2026-11-24', startTime: '09:00', endTime: '10:00' });
    await create(cookie, { title: 'All day', date: '2026-11-24' });
    const month = await t.request({ method: 'GET', url: '/api/calendar/events', cookie });
    expect(month.statusCode).toBe(200);
    expect(month.json().map((e: { title: string }) => e.title)).toEqual(['All day', 'Morning', 'Late November']);
    const range = await t.request({ method: 'GET', url: '/api/calendar/events?from=2026-11-30&to=2026-12-31', cookie });
    expect(range.json().map((e: { title: string }) => e.title)).toEqual(['Late November', 'Early December']);
  });

  it.each([
    ['from without to', 'from=2026-11-01'],
    ['to before from', 'from=2026-11-10&to=2026-11-01'],
    ['more than 62 days', 'from=2026-11-01&to=2027-01-02'],
    ['a bad date', 'from=2026-02-30&to=2026-03-01'],
    ['an unknown parameter', 'from=2026-11-01&to=2026-11-02&user=3'],
  ])('refuses a range with %s (400)', async (_name, query) => {
    const { cookie } = await t.signUp();
    const res = await t.request({ method: 'GET', url: `/api/calendar/events?${query}`, cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('accepts exactly 62 days', async () => {
    const { cookie } = await t.signUp();
    expect((await t.request({ method: 'GET', url: '/api/calendar/events?from=2026-11-01&to=2027-01-01', cookie })).statusCode).toBe(200);
  });

  it.each([
    ['title', { date: TODAY }],
    ['title', { title: '   ', date: TODAY }],
    ['title', { title: 'x'.repeat(201), date: TODAY }],
    ['date', { title: 'Lunch' }],
    ['date', { title: 'Lunch', date: '2026-13-01' }],
    ['startTime', { title: 'Lunch', date: TODAY, startTime: '25:00', endTime: '26:00' }],
    ['endTime', { title: 'Lunch', date: TODAY, startTime: '12:00' }],
    ['startTime', { title: 'Lunch', date: TODAY, endTime: '12:00' }],
    ['endTime', { title: 'Lunch', date: TODAY, startTime: '13:00', endTime: '12:00' }],
    ['dressCode', { title: 'Lunch', date: TODAY, dressCode: 'Tuxedo' }],
    ['location', { title: 'Lunch', date: TODAY, location: 'x'.repeat(201) }],
    ['description', { title: 'Lunch', date: TODAY, description: 'x'.repeat(2001) }],
    ['unknown field', { title: 'Lunch', date: TODAY, userId: 1 }],
  ])('refuses a bad %s with a 400 and stores nothing', async (field, payload) => {
    const { cookie } = await t.signUp();
    const before = await countRows(t.database, 'calendar_events');
    const res = await create(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    if (field !== 'unknown field') expect(JSON.stringify(res.json())).toContain(field);
    expect(await countRows(t.database, 'calendar_events')).toBe(before);
  });

  it('updates only what is sent; an inferred dress code follows the text, a chosen one stays, null re-infers', async () => {
    const { cookie } = await t.signUp();
    const { id } = (await create(cookie, { title: 'Gym', date: TODAY })).json();
    const renamed = await t.request({ method: 'PATCH', url: `/api/calendar/events/${id}`, cookie, payload: { title: 'Charity gala' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Charity gala', date: TODAY, dressCode: 'Black Tie', dressCodeSource: 'inferred' });
    const chosen = await t.request({ method: 'PATCH', url: `/api/calendar/events/${id}`, cookie, payload: { dressCode: 'Formal' } });
    expect(chosen.json()).toMatchObject({ dressCode: 'Formal', dressCodeSource: 'user' });
    const renamedAgain = await t.request({ method: 'PATCH', url: `/api/calendar/events/${id}`, cookie, payload: { title: 'Yoga' } });
    expect(renamedAgain.json()).toMatchObject({ title: 'Yoga', dressCode: 'Formal', dressCodeSource: 'user' });
    const handedBack = await t.request({ method: 'PATCH', url: `/api/calendar/events/${id}`, cookie, payload: { dressCode: null } });
    expect(handedBack.json()).toMatchObject({ dressCode: 'Athletic', dressCodeSource: 'inferred' });
    const timed = await t.request({ method: 'PATCH', url: `/api/calendar/events/${id}`, cookie, payload: { startTime: '07:00', endTime: '08:00' } });
    expect(timed.json()).toMatchObject({ startTime: '07:00', endTime: '08:00' });
    const half = await t.request({ method: 'PATCH', url: `/api/calendar/events/${id}`, cookie, payload: { startTime: '09:00' } });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toMatch(/End time must be after the start time/);
    const allDay = await t.request({ method: 'PATCH', url: `/api/calendar/events/${id}`, cookie, payload: { startTime: null, endTime: null } });
    expect(allDay.json()).toMatchObject({ startTime: null, endTime: null });
  });

  it('deletes an event', async () => {
    const { cookie } = await t.signUp();
    const { id } = (await create(cookie, { title: 'Coffee', date: TODAY })).json();
    expect((await t.request({ method: 'DELETE', url: `/api/calendar/events/${id}`, cookie })).json()).toEqual({ ok: true });
    expect((await t.request({ method: 'DELETE', url: `/api/calendar/events/${id}`, cookie })).statusCode).toBe(404);
  });

  it('acts only on the user’s own events: another user’s id is a 404 and changes nothing', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const { id } = (await create(owner.cookie, { title: 'Private dinner', date: TODAY })).json();
    expect((await t.request({ method: 'PATCH', url: `/api/calendar/events/${id}`, cookie: other.cookie, payload: { title: 'Mine now' } })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'DELETE', url: `/api/calendar/events/${id}`, cookie: other.cookie })).statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: '/api/calendar/events', cookie: other.cookie });
    expect(list.json()).toEqual([]);
    const mine = await t.request({ method: 'GET', url: '/api/calendar/events', cookie: owner.cookie });
    expect(mine.json()).toMatchObject([{ id, title: 'Private dinner' }]);
  });

  it('answers 401 to an anonymous caller on every call, before validation', async () => {
    for (const [method, url] of [
      ['GET', '/api/calendar/events'],
      ['POST', '/api/calendar/events'],
      ['PATCH', '/api/calendar/events/1'],
      ['DELETE', '/api/calendar/events/1'],
      ['GET', '/api/calendar/feeds'],
      ['POST', '/api/calendar/feeds'],
      ['DELETE', '/api/calendar/feeds/1'],
      ['POST', '/api/calendar/feeds/1/refresh'],
      ['POST', '/api/calendar/import'],
      ['POST', '/api/calendar/dress-code'],
    ] as const) {
      const res = await t.request({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : { nonsense: true } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('suggests the dress code for an event being typed', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request({ method: 'POST', url: '/api/calendar/dress-code', cookie, payload: { title: 'Saturday hike' } });
    expect(res.json()).toEqual({ dressCode: 'Outdoor', dressCodeSource: 'inferred' });
  });

  it('the day’s outfit follows the events: a formal event added today replaces the stored outfit', async () => {
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, [
      ...smallCloset,
      { name: 'Black Tuxedo Jacket', category: 'Outerwear', subcategory: 'Tuxedo jacket', color: 'Black', material: 'wool', formality: 'formal' },
      { name: 'White Dress Shirt', category: 'Tops', subcategory: 'Dress shirt', color: 'White', material: 'cotton', formality: 'formal' },
      { name: 'Black Tuxedo Trousers', category: 'Bottoms', subcategory: 'Tuxedo trousers', color: 'Black', material: 'wool', formality: 'formal' },
      { name: 'Black Patent Oxfords', category: 'Shoes', subcategory: 'Oxfords', color: 'Black', material: 'leather', formality: 'formal' },
    ]);
    const generate = () => t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: {} });
    const before = (await generate()).json();
    expect(before.items.map((i: { name: string }) => i.name)).not.toContain('Black Tuxedo Trousers');
    const event = await create(cookie, { title: 'Charity gala', date: TODAY, startTime: '19:00', endTime: '23:00' });
    expect(event.json().dressCode).toBe('Black Tie');
    const after = (await generate()).json();
    expect(after.items.map((i: { name: string }) => i.name)).toEqual(expect.arrayContaining(['Black Tuxedo Trousers', 'White Dress Shirt']));
    expect(after.reasons.join(' ')).toMatch(/Charity gala/);
  });

  it('the chat reads the calendar: “what should I wear tomorrow?” answers for tomorrow’s events', async () => {
    const { cookie } = await t.signUp();
    await create(cookie, { title: 'Job interview at Acme', date: '2026-11-24', startTime: '14:00', endTime: '15:00' });
    await create(cookie, { title: 'Gym', date: '2026-11-24', startTime: '07:00', endTime: '08:00' });
    const res = await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message: 'What should I wear tomorrow?' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/Tomorrow you have Gym at 7:00 AM \(Athletic\) and Job interview at Acme at 2:00 PM \(Business Formal\)/);
    expect(res.json().message).toMatch(/Dress for Job interview at Acme: business formal/);
    const today = await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message: 'What should I wear today?' } });
    expect(today.json().message).not.toMatch(/Job interview/);
  });

  it('answers hostile ids, dates and text with a clear 4xx (or success), never a 5xx', async () => {
    const { cookie } = await t.signUp();
    const big = '99999999999';
    const cases: [string, string, unknown?][] = [
      ['PATCH', `/api/calendar/events/${big}`, { title: 'x' }],
      ['DELETE', `/api/calendar/events/${big}`],
      ['PATCH', '/api/calendar/events/abc', { title: 'x' }],
      ['DELETE', `/api/calendar/feeds/${big}`],
      ['POST', `/api/calendar/feeds/${big}/refresh`, {}],
      ['GET', '/api/calendar/events?from=0000-01-01&to=0000-01-02'],
      ['GET', '/api/calendar/events?from=9999-12-01&to=9999-12-31'],
      ['GET', '/api/calendar/events?from[]=1&to=2'],
      ['POST', '/api/calendar/events', { title: 'Lone \ud800 surrogate', date: TODAY }],
      ['POST', '/api/calendar/events', { title: ['x'], date: TODAY }],
      ['POST', '/api/calendar/events', { title: 'x', date: TODAY, startTime: 900, endTime: 1000 }],
      ['POST', '/api/calendar/feeds', { url: 'https://' + 'a'.repeat(3000) + '.com' }],
      ['POST', '/api/calendar/feeds', { url: 42 }],
      ['POST', '/api/calendar/dress-code', { title: 'x'.repeat(5000) }],
      ['POST', '/api/google-calendar/sync/abc', { days: 14 }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.request({ method: method as 'GET', url, cookie, ...(payload === undefined ? {} : { payload: payload as object }) });
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      if (res.statusCode >= 400) expect(res.json().message, `${method} ${url}`).toEqual(expect.any(String));
    }
  });
});
