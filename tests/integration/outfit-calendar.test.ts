import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPremium, textIn, textsTo } from '../helpers/sms';
import { addItems } from '../helpers/stylist';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** Monday 9 November 2026, mid-afternoon in New York; the clock moves to the planned days. */
let now = new Date('2026-11-09T20:00:00Z');

/** Issue 44 point 1: plan next week's looks, and see them used on the day by Home, OUTFIT by text and the plans list. */
describe.each(databaseKinds)('outfit calendar on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());
  let seq = 0;

  async function person() {
    now = new Date('2026-11-09T20:00:00Z');
    const phone = `+14155563${String(++seq).padStart(3, '0')}`;
    const { cookie, user } = await t.signUp({ phoneNumber: phone });
    await t.database.execute(`update users set onboarding_completed = true where id = $1`, [user.id]);
    await grantPremium(t, user.id);
    const ids = await addItems(t.ctx.db, user.id, [
      { name: 'White Oxford', category: 'Tops', color: 'White' },
      { name: 'Grey Merino Sweater', category: 'Tops', color: 'Grey', warmth: 'warm' },
      { name: 'Navy Chinos', category: 'Bottoms', color: 'Navy' },
      { name: 'Dark Jeans', category: 'Bottoms', color: 'Indigo' },
      { name: 'Brown Boots', category: 'Shoes', color: 'Brown' },
      { name: 'White Sneakers', category: 'Shoes', color: 'White' },
      { name: 'Wool Overcoat', category: 'Outerwear', color: 'Camel', warmth: 'warm' },
    ]);
    return { cookie, user, phone, ids: ids as number[] };
  }
  const plan = (cookie: string, date: string, payload: object = {}) => t.request({ method: 'PUT', url: `/api/plans/${date}`, cookie, payload });
  const home = (cookie: string) => t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: {} });
  const names = (outfit: { items: { name: string }[] }) => outfit.items.map((i) => i.name).sort();

  it('plans days by the engine and by hand, lists them, and the day itself uses the plan everywhere', async () => {
    const { cookie, phone, ids } = await person();
    const built = await plan(cookie, '2026-11-10');
    expect(built.statusCode).toBe(200);
    expect(built.json().items.length).toBeGreaterThanOrEqual(3);
    expect(built.json().plan).toMatchObject({ weatherNote: null });
    const byHand = await plan(cookie, '2026-11-12', { itemIds: [ids[0], ids[3], ids[5]] });
    expect(byHand.statusCode).toBe(200);
    expect(byHand.json()).toMatchObject({ source: 'hand', styleNote: 'Planned by you.' });

    const listed = await t.request({ method: 'GET', url: '/api/plans?from=2026-11-01&to=2026-12-05', cookie });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().days.map((d: { date: string }) => d.date)).toEqual(['2026-11-10', '2026-11-12']);
    expect(listed.json().days[1].pieces.map((p: { name: string }) => p.name)).toEqual(['White Oxford', 'Dark Jeans', 'White Sneakers']);

    // Thursday the 12th: Home and OUTFIT by text give the hand-made plan.
    now = new Date('2026-11-12T13:00:00Z');
    const day = await home(cookie);
    expect(day.statusCode).toBe(200);
    expect(names(day.json())).toEqual(['Dark Jeans', 'White Oxford', 'White Sneakers']);
    expect(day.json().plan.weatherNote).toBeNull();
    await textIn(t, phone, 'OUTFIT');
    const text = (await textsTo(t, phone)).at(-1)!.body;
    for (const piece of ['White Oxford', 'Dark Jeans', 'White Sneakers']) expect(text).toContain(piece);
  });

  it('keeps the plan when the forecast crosses a line, says why, and offers a look for the weather now', async () => {
    const { cookie, user, ids } = await person();
    expect((await plan(cookie, '2026-11-11', { itemIds: [ids[0], ids[2], ids[5]] })).statusCode).toBe(200);
    // As if planned for a hot, dry day: November in New York is not.
    await t.database.execute(
      `update daily_outfits set weather = jsonb_set(jsonb_set(weather, '{maxTempC}', '29'), '{precipitationProbability}', '0') where user_id = $1 and local_date = '2026-11-11'`,
      [user.id],
    );
    now = new Date('2026-11-11T13:00:00Z');
    const day = (await home(cookie)).json();
    expect(names(day)).toEqual(['Navy Chinos', 'White Oxford', 'White Sneakers']);
    expect(day.plan.weatherNote).toMatch(
      /^The weather has changed since you planned this look: it was planned for a (typical )?hot day of 29°C, and the forecast is now \w+ at -?\d+°C/,
    );
    const other = await t.request({ method: 'GET', url: '/api/plans/2026-11-11/alternative', cookie });
    expect(other.statusCode).toBe(200);
    expect(other.json().items.length).toBeGreaterThanOrEqual(3);
    // Keeping the plan with today's weather: the note goes.
    const kept = await plan(cookie, '2026-11-11', { itemIds: [ids[0], ids[2], ids[5]] });
    expect(kept.json().plan.weatherNote).toBeNull();
  });

  it('swaps a planned piece, removes a plan, and refuses bad input with a 4xx', async () => {
    const { cookie, ids } = await person();
    await plan(cookie, '2026-11-13', { itemIds: [ids[0], ids[2], ids[4]] });
    const swapped = await t.request({
      method: 'POST',
      url: '/api/outfits/swap',
      cookie,
      payload: { itemId: ids[2], replacementId: ids[3], date: '2026-11-13' },
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const listed = (await t.request({ method: 'GET', url: '/api/plans?from=2026-11-13&to=2026-11-13', cookie })).json();
    expect(listed.days[0].pieces.map((p: { id: number }) => p.id)).toContain(ids[3]);

    for (const [date, payload] of [
      ['2026-11-08', {}],
      ['2027-03-01', {}],
      ['2026-11-14', { itemIds: [] }],
      ['2026-11-14', { itemIds: [ids[0], ids[0]] }],
      ['2026-11-14', { itemIds: [1, 2, 3, 4, 5, 6, 7] }],
      ['2026-02-30', {}],
      ['2026-11-14', { itemIds: 'x' }],
    ] as const) {
      expect((await plan(cookie, date, payload)).statusCode, `${date} ${JSON.stringify(payload)}`).toBe(400);
    }
    const other = await person();
    expect((await plan(other.cookie, '2026-11-14', { itemIds: [ids[0]] })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/plans?from=2026-11-01&to=2027-01-01', cookie })).statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url: '/api/plans/2026-11-13', cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/api/plans/2026-11-13', cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/plans/2026-11-13/alternative', cookie })).statusCode).toBe(404);
  });
});
