import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDailyBatch } from '../../src/server/services/sms/daily/send';
import { occasionDatesOf } from '../../src/server/services/sms/daily/seams';
import { collectDueSends } from '../../src/server/services/sms/daily/tick';
import { confirmNumber, grantPremium, signUpWithPhone } from '../helpers/sms';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const DAY = 24 * 60 * 60_000;

/**
 * Issue 12, point 6: the SMS budget days read the stored calendar. Inference gives nearly every
 * event a dress code (a weekly sync is Business Casual, the gym Athletic), so only occasions
 * (Business Formal, Formal, Black Tie) may claim the month's few texts first (ADR 0054).
 */
describe.each(databaseKinds)('calendar events and the monthly SMS budget on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-01T17:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  const add = (cookie: string, title: string, date: string) =>
    t.request({ method: 'POST', url: '/api/calendar/events', cookie, payload: { title, date, startTime: '10:00', endTime: '11:00' } });

  it('a busy month of everyday events does not spend the texts before the gala; the gala day gets one', async () => {
    const { user, cookie } = await signUpWithPhone(t, '+14155553101');
    await confirmNumber(t, '+14155553101');
    await grantPremium(t, user.id);
    await t.database.execute(`update users set timezone = 'America/New_York', daily_outfit_time = '09:00' where id = $1`, [user.id]);
    // Mondays: a team sync; Tuesdays and Thursdays: the gym; then the gala and a board meeting.
    for (const d of ['02', '09', '16', '23', '30']) expect((await add(cookie, 'Weekly team sync', `2026-11-${d}`)).json().dressCode).toBe('Business Casual');
    for (const d of ['03', '05', '10', '12', '17', '19', '24', '26']) expect((await add(cookie, 'Gym', `2026-11-${d}`)).json().dressCode).toBe('Athletic');
    expect((await add(cookie, 'Charity gala', '2026-11-27')).json().dressCode).toBe('Black Tie');
    expect((await add(cookie, 'Board meeting', '2026-11-20')).json().dressCode).toBe('Business Formal');

    expect((await occasionDatesOf(t.ctx, [user.id], '2026-11')).get(user.id)).toEqual(['2026-11-20', '2026-11-27']);

    // Noon in New York every day of November.
    for (; now < new Date('2026-12-01T00:00:00Z'); now = new Date(now.getTime() + DAY)) {
      for (const batch of await collectDueSends(t.ctx)) await sendDailyBatch(t.ctx, batch);
    }
    const sent = await t.database.execute(`select local_date::text as d from sms_daily_sends where user_id = $1 and status = 'sent' order by local_date`, [
      user.id,
    ]);
    const dates = sent.rows.map((r) => r.d as string);
    expect(dates).toHaveLength(4);
    expect(dates).toEqual(expect.arrayContaining(['2026-11-20', '2026-11-27']));
  }, 120_000);

  it('a dress code the user chose counts as the event’s, whatever inference said', async () => {
    const { user, cookie } = await signUpWithPhone(t, '+14155553102');
    const res = await t.request({
      method: 'POST',
      url: '/api/calendar/events',
      cookie,
      payload: { title: 'Dinner with Alex', date: '2026-12-12', dressCode: 'Formal' },
    });
    expect(res.json()).toMatchObject({ dressCode: 'Formal', dressCodeSource: 'user' });
    await add(cookie, 'Dinner with Sam', '2026-12-13'); // Smart Casual: an everyday evening
    expect((await occasionDatesOf(t.ctx, [user.id], '2026-12')).get(user.id)).toEqual(['2026-12-12']);
  });
});
