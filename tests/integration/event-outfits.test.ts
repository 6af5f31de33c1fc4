import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { dailyOutfitsOf } from '../../src/server/services/stylist/daily-outfits-batch';
import { grantPremium, textIn, textsTo } from '../helpers/sms';
import { addItems, smallCloset } from '../helpers/stylist';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** Monday 9 November 2026, mid-afternoon in New York; the clock moves to the event's day. */
let now = new Date('2026-11-09T20:00:00Z');

/** Issue 40 point 3 / issue 44 point 1: each upcoming event offers a look that can be opened, swapped and saved as a plan. */
describe.each(databaseKinds)('an outfit for each event on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());
  let seq = 0;

  async function person(closet = true) {
    now = new Date('2026-11-09T20:00:00Z');
    const phone = `+14155564${String(++seq).padStart(3, '0')}`;
    const { cookie, user } = await t.signUp({ phoneNumber: phone });
    await t.database.execute(`update users set onboarding_completed = true where id = $1`, [user.id]);
    await grantPremium(t, user.id);
    const ids = closet
      ? await addItems(t.ctx.db, user.id, [
          ...smallCloset,
          { name: 'Black Midi Dress', category: 'Dresses & jumpsuits', subcategory: 'Midi dress', color: 'Black', formality: 'formal' },
          { name: 'Black Heels', category: 'Shoes', subcategory: 'Heels', color: 'Black', material: 'leather', formality: 'formal' },
          { name: 'Navy Suit Trousers', category: 'Bottoms', subcategory: 'Trousers', color: 'Navy', material: 'wool', formality: 'business' },
          { name: 'Black Oxfords', category: 'Shoes', subcategory: 'Oxfords', color: 'Black', material: 'leather', formality: 'business' },
        ])
      : [];
    return { cookie, user, phone, ids };
  }
  async function event(cookie: string, body: object): Promise<number> {
    const res = await t.request({ method: 'POST', url: '/api/calendar/events', cookie, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  const open = (cookie: string, id: number | string, payload: object = {}) =>
    t.request({ method: 'POST', url: `/api/calendar/events/${id}/outfit`, cookie, payload });
  const save = (cookie: string, id: number | string, payload: object = {}) =>
    t.request({ method: 'PUT', url: `/api/calendar/events/${id}/outfit`, cookie, payload });
  const home = (cookie: string) => t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: {} });
  const ids = (outfit: { items: { id: number }[] }) => outfit.items.map((i) => i.id).sort((a, b) => a - b);
  const rows = async () =>
    (await t.database.execute('select user_id, calendar_event_id, item_ids, planned_at from event_outfits order by calendar_event_id')).rows;

  it('opens a look per event, swaps a piece for one of the same role, saves it, and the day uses the main event plan', async () => {
    const { cookie, phone, user } = await person();
    const standup = await event(cookie, { title: 'Team sync', date: '2026-11-13', startTime: '09:00', endTime: '09:30', dressCode: 'Business Casual' });
    const gala = await event(cookie, { title: 'Gala', date: '2026-11-13', startTime: '19:00', endTime: '22:00', dressCode: 'Cocktail' });

    const first = await open(cookie, gala);
    expect(first.statusCode, first.body).toBe(200);
    const look = first.json();
    expect(look).toMatchObject({
      date: '2026-11-13',
      event: { id: gala, title: 'Gala', dressCode: 'Cocktail' },
      level: { code: 'cocktail', label: 'cocktail attire' },
    });
    expect(look.items.length).toBeGreaterThanOrEqual(2);
    expect(look.weather).not.toBeNull();
    expect(look.plan).toBeUndefined();
    // The badge says Cocktail: the reason names the same level.
    expect(look.reasons.join(' ')).toMatch(/cocktail/i);
    expect(look.reasons.join(' ')).not.toMatch(/business casual/i);
    // Opening again gives the same stored look.
    expect(ids((await open(cookie, gala)).json())).toEqual(ids(look));

    const firstSync = (await open(cookie, standup)).json();
    expect(firstSync.level).toMatchObject({ code: 'business casual' });
    expect(firstSync.reasons.join(' ')).toMatch(/business casual/i);
    // The dress code edited after the look was built: the look is built again, and its reason follows the badge.
    now = new Date('2026-11-09T20:05:00Z');
    const edited = await t.request({ method: 'PATCH', url: `/api/calendar/events/${standup}`, cookie, payload: { dressCode: 'Business Formal' } });
    expect(edited.statusCode, edited.body).toBe(200);
    const sync = (await open(cookie, standup)).json();
    expect(sync.level).toMatchObject({ code: 'business formal' });
    expect(sync.reasons.join(' ')).toMatch(/business formal/i);
    expect(sync.reasons.join(' ')).not.toMatch(/business casual/i);

    // Swap a piece of the gala look for the engine's option of the same role.
    let piece = look.items[0];
    let choices: { id: number; category: string }[] = [];
    for (const item of look.items) {
      const options = await t.request({ method: 'GET', url: `/api/outfits/swap-options?itemId=${item.id}&eventId=${gala}`, cookie });
      expect(options.statusCode, options.body).toBe(200);
      piece = item;
      choices = options.json().options;
      if (choices.length > 0) break;
    }
    expect(choices.length, JSON.stringify(look.items.map((i: { name: string }) => i.name))).toBeGreaterThan(0);
    expect(choices.every((c) => c.category === piece.category)).toBe(true);
    const swapped = await t.request({
      method: 'POST',
      url: '/api/outfits/swap',
      cookie,
      payload: { itemId: piece.id, replacementId: choices[0]!.id, eventId: gala },
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(ids(swapped.json())).toContain(choices[0]!.id);
    expect(ids(swapped.json())).not.toContain(piece.id);
    // The other event's look is untouched, and so is the day (nothing planned yet).
    expect(ids((await open(cookie, standup)).json())).toEqual(ids(sync));

    // Save both: the gala (Cocktail) outranks the team sync (Business Casual) as the day's main event.
    const saved = await save(cookie, gala);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().plan).toMatchObject({ weatherNote: null });
    expect(ids(saved.json())).toEqual(ids(swapped.json()));
    expect((await save(cookie, standup)).statusCode).toBe(200);

    // The outfit calendar's month shows the day as planned, with the main event's pieces.
    const listed = await t.request({ method: 'GET', url: '/api/plans?from=2026-11-10&to=2026-11-20', cookie });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().days.map((d: { date: string }) => d.date)).toEqual(['2026-11-13']);
    expect(
      listed
        .json()
        .days[0].pieces.map((p: { id: number }) => p.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual(ids(swapped.json()));

    // Friday the 13th: the morning texts' batch, Home's outfit of the day and OUTFIT by text are the gala's saved look.
    now = new Date('2026-11-13T13:00:00Z');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    const morning = await dailyOutfitsOf(t.ctx, [row!], '2026-11-13');
    expect(ids(morning.get(user.id)!)).toEqual(ids(swapped.json()));
    const day = await home(cookie);
    expect(day.statusCode, day.body).toBe(200);
    expect(ids(day.json())).toEqual(ids(swapped.json()));
    expect(day.json().plan).toBeDefined();
    await textIn(t, phone, 'OUTFIT');
    const text = (await textsTo(t, phone)).at(-1)!.body;
    for (const item of swapped.json().items as { name: string }[]) expect(text).toContain(item.name);

    // A swap from Home changes the plan Home shows: the gala's look.
    const homePiece = day.json().items[0];
    const homeOptions = (await t.request({ method: 'GET', url: `/api/outfits/swap-options?itemId=${homePiece.id}`, cookie })).json();
    if (homeOptions.options.length > 0) {
      const fromHome = await t.request({
        method: 'POST',
        url: '/api/outfits/swap',
        cookie,
        payload: { itemId: homePiece.id, replacementId: homeOptions.options[0].id },
      });
      expect(fromHome.statusCode, fromHome.body).toBe(200);
      expect(ids((await open(cookie, gala)).json())).toEqual(ids(fromHome.json()));
    }
  });

  it("a plan set for the day itself wins over an event's; deleting the event deletes its look", async () => {
    const { cookie, ids: closet } = await person();
    const pitch = await event(cookie, { title: 'Client pitch', date: '2026-11-12', startTime: '10:00', endTime: '11:00', dressCode: 'Business Formal' });
    const saved = (await save(cookie, pitch)).json();
    expect(saved.plan).toBeDefined();
    const byHand = [closet[1]!, closet[6]!, closet[8]!];
    expect((await t.request({ method: 'PUT', url: '/api/plans/2026-11-12', cookie, payload: { itemIds: byHand } })).statusCode).toBe(200);
    now = new Date('2026-11-12T13:00:00Z');
    expect(ids((await home(cookie)).json())).toEqual([...byHand].sort((a, b) => a - b));
    expect((await t.request({ method: 'DELETE', url: '/api/plans/2026-11-12', cookie })).statusCode).toBe(200);
    expect(ids((await home(cookie)).json())).toEqual(ids(saved));
    // The outfit calendar's 'Remove plan' on that day says where the plan lives.
    const again = await t.request({ method: 'DELETE', url: '/api/plans/2026-11-12', cookie });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/saved for one of its events/);
    // Removing the event's look: the day's outfit is chosen as usual again.
    expect((await t.request({ method: 'DELETE', url: `/api/calendar/events/${pitch}/outfit`, cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/calendar/events/${pitch}/outfit`, cookie })).statusCode).toBe(404);
    expect((await home(cookie)).json().plan).toBeUndefined();
    now = new Date('2026-11-09T20:00:00Z');
    await save(cookie, pitch);
    expect((await t.request({ method: 'DELETE', url: `/api/calendar/events/${pitch}`, cookie })).statusCode).toBe(200);
    expect((await rows()).filter((r) => r.calendar_event_id === pitch)).toEqual([]);
  });

  it('composes an event look by hand, and says so when the closet is empty', async () => {
    const { cookie, ids: closet } = await person();
    const dinner = await event(cookie, { title: 'Dinner', date: '2026-11-14', startTime: '19:30', endTime: '21:00' });
    const hand = await save(cookie, dinner, { itemIds: [closet[1], closet[5], closet[7]] });
    expect(hand.statusCode, hand.body).toBe(200);
    expect(hand.json()).toMatchObject({ source: 'hand', styleNote: 'Planned by you.' });

    const empty = await person(false);
    const party = await event(empty.cookie, { title: 'Party', date: '2026-11-14', dressCode: 'Cocktail' });
    const res = await open(empty.cookie, party);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ items: [], closetCount: 0 });
    expect((await save(empty.cookie, party)).json().items).toEqual([]);
    expect((await rows()).filter((r) => r.calendar_event_id === party)).toEqual([]);
  });

  it("answers 404 for another person's event and 4xx for bad input, changing nothing", async () => {
    const owner = await person();
    const gala = await event(owner.cookie, { title: 'Gala', date: '2026-11-13', dressCode: 'Cocktail' });
    const look = (await open(owner.cookie, gala)).json();
    const before = await rows();

    const other = await person();
    expect((await open(other.cookie, gala)).statusCode).toBe(404);
    expect((await save(other.cookie, gala)).statusCode).toBe(404);
    expect((await save(other.cookie, gala, { itemIds: [other.ids[0]] })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/calendar/events/${gala}/outfit`, cookie: other.cookie })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/outfits/swap-options?itemId=${look.items[0].id}&eventId=${gala}`, cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/api/outfits/swap', cookie: other.cookie, payload: { itemId: look.items[0].id, eventId: gala } })).statusCode,
    ).toBe(404);
    // The owner composing with someone else's piece.
    expect((await save(owner.cookie, gala, { itemIds: [other.ids[0]] })).statusCode).toBe(404);

    const past = await event(owner.cookie, { title: 'Old lunch', date: '2026-11-01' });
    const far = await event(owner.cookie, { title: 'Far trip', date: '2027-06-01' });
    for (const [res, label] of [
      [await open(owner.cookie, 'abc'), 'id abc'],
      [await open(owner.cookie, 0), 'id 0'],
      [await open(owner.cookie, gala, { rebuild: 'yes' }), 'rebuild string'],
      [await open(owner.cookie, gala, { extra: 1 }), 'unknown field'],
      [await open(owner.cookie, past), 'past event'],
      [await open(owner.cookie, far), 'beyond 90 days'],
      [await save(owner.cookie, gala, { itemIds: [] }), 'no pieces'],
      [await save(owner.cookie, gala, { itemIds: [owner.ids[0], owner.ids[0]] }), 'a piece twice'],
      [await save(owner.cookie, gala, { itemIds: [1, 2, 3, 4, 5, 6, 7] }), 'seven pieces'],
      [
        await t.request({
          method: 'POST',
          url: '/api/outfits/swap',
          cookie: owner.cookie,
          payload: { itemId: look.items[0].id, eventId: gala, date: '2026-11-13' },
        }),
        'date and event',
      ],
      [
        await t.request({ method: 'POST', url: '/api/outfits/swap', cookie: owner.cookie, payload: { itemId: 999999, eventId: gala } }),
        'piece not in the look',
      ],
    ] as const) {
      expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
    }
    expect(await rows()).toEqual(before);
  });
});
