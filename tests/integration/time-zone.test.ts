import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { fixTimeZonesFromHome } from '../../src/server/services/users/time-zone';
import { timeLabel } from '../../src/web/features/calendar/lib/dates';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

// Monday 10:00 in San Francisco, 13:00 in New York: the same calendar day on both coasts.
const NOW = new Date('2026-11-23T18:00:00Z');

const ics = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\n${events}END:VCALENDAR\r\n`;
const vevent = (uid: string, summary: string, start: string, end: string) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20261101T000000Z\r\nDTSTART${start}\r\nDTEND${end}\r\nSUMMARY:${summary}\r\nEND:VEVENT\r\n`;
/** Dinner at 19:00 Pacific tomorrow, written with its zone; a gallery opening at 19:00 Pacific the day after, written in UTC. */
const PACIFIC_EVENINGS = ics(
  vevent('dinner@tz', 'Dinner with Sam', ';TZID=America/Los_Angeles:20261124T190000', ';TZID=America/Los_Angeles:20261124T210000') +
    vevent('gallery@tz', 'Gallery opening', ':20261126T030000Z', ':20261126T050000Z'),
);

describe.each(databaseKinds)('one time zone on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
  });
  afterAll(() => t.close());

  let phoneSeq = 0;
  const signUpIn = async (timeZone?: unknown) => {
    const phoneNumber = `+1415666${String(phoneSeq++).padStart(4, '0')}`;
    return t.request({
      method: 'POST',
      url: '/api/users',
      remoteAddress: `127.3.0.${phoneSeq + 2}`,
      payload: { fullName: 'Zoe Zone', password: 'a long test passphrase', smsConsent: true, phoneNumber, ...(timeZone === undefined ? {} : { timeZone }) },
    });
  };
  const cookieOf = (res: Awaited<ReturnType<typeof signUpIn>>) => `ww_session=${res.cookies.find((c) => c.name === 'ww_session')!.value}`;
  const upload = (cookie: string, content: string) => {
    const boundary = '----wearwise-tz';
    return t.request({
      method: 'POST',
      url: '/api/calendar/import',
      cookie,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cal.ics"\r\nContent-Type: text/calendar\r\n\r\n${content}\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const events = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/calendar/events?from=2026-11-23&to=2026-11-30', cookie })).json() as {
      title: string;
      date: string;
      startTime: string | null;
    }[];
  const zoneOf = async (id: number) => (await t.ctx.db.select({ z: users.timezone, s: users.timeZoneSource }).from(users).where(eq(users.id, id)))[0]!;

  it('a San Francisco sign-up sees an .ics dinner at 7 pm Pacific at 7:00 PM, whether the file names the zone or writes UTC', async () => {
    const res = await signUpIn('America/Los_Angeles');
    expect(res.statusCode).toBe(201);
    expect(res.json().timezone).toBe('America/Los_Angeles');
    const cookie = cookieOf(res);
    expect((await upload(cookie, PACIFIC_EVENINGS)).json()).toMatchObject({ imported: 2 });
    const list = await events(cookie);
    expect(list.find((e) => e.title === 'Dinner with Sam')).toMatchObject({ date: '2026-11-24', startTime: '19:00' });
    expect(list.find((e) => e.title === 'Gallery opening')).toMatchObject({ date: '2026-11-25', startTime: '19:00' });
    expect(timeLabel('19:00')).toBe('7:00 PM');
    const chat = await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message: 'What should I wear tomorrow?' } });
    expect(chat.json().message).toMatch(/Dinner with Sam at 7:00 PM/);
  });

  it('the same file for an account on Eastern time shows 10:00 PM (the zone is what decides)', async () => {
    const cookie = cookieOf(await signUpIn('America/New_York'));
    await upload(cookie, PACIFIC_EVENINGS);
    expect((await events(cookie)).find((e) => e.title === 'Dinner with Sam')).toMatchObject({ date: '2026-11-24', startTime: '22:00' });
  });

  it('refuses a zone that is not a real IANA zone with a clear 400 and creates no account', async () => {
    const before = await countRows(t.database, 'users');
    for (const bad of ['Mars/Olympus_Mons', '+05:00', '', 'America/New_York; drop table users', 42]) {
      const res = await signUpIn(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message, String(bad)).toMatch(/time zone/i);
    }
    expect(await countRows(t.database, 'users')).toBe(before);
  });

  it('stores a zone in its canonical spelling, and an account without one starts on the default', async () => {
    expect((await signUpIn('US/Pacific')).json().timezone).toBe('America/Los_Angeles');
    const plain = await signUpIn();
    expect(plain.json().timezone).toBe('America/New_York');
    expect(await zoneOf(plain.json().id)).toEqual({ z: 'America/New_York', s: 'default' });
  });

  it('re-derives the zone when the home city changes: a San Francisco ZIP, then a city by name', async () => {
    const res = await signUpIn('America/New_York');
    const { id } = res.json();
    const cookie = cookieOf(res);
    const put = await t.request({ method: 'PUT', url: `/api/users/${id}/home-location`, cookie, payload: { homeLocation: '94110' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ place: 'San Francisco, California', timeZone: 'America/Los_Angeles' });
    expect((await t.request({ method: 'GET', url: '/api/user', cookie })).json().timezone).toBe('America/Los_Angeles');
    const profile = await t.request({ method: 'PATCH', url: `/api/users/${id}/update-profile`, cookie, payload: { homeLocation: 'Chicago, IL' } });
    expect(profile.json().timezone).toBe('America/Chicago');
    // Saving the same city again keeps a zone picked since.
    await t.request({ method: 'PATCH', url: `/api/users/${id}/settings/profile`, cookie, payload: { timeZone: 'America/Denver' } });
    const again = await t.request({ method: 'PUT', url: `/api/users/${id}/home-location`, cookie, payload: { homeLocation: 'Chicago, IL' } });
    expect(again.json().timeZone).toBe('America/Denver');
    expect((await zoneOf(id)).z).toBe('America/Denver');
    // A place nobody can find is a 400 and leaves the zone where it was.
    const unknown = await t.request({ method: 'PUT', url: `/api/users/${id}/home-location`, cookie, payload: { homeLocation: 'Atlantisville' } });
    expect(unknown.statusCode).toBe(400);
    expect((await zoneOf(id)).z).toBe('America/Denver');
  });

  it('the settings route changes the zone and the home city, checks both, and changes nothing on bad input', async () => {
    const res = await signUpIn('America/New_York');
    const { id } = res.json();
    const cookie = cookieOf(res);
    const patch = (payload: object, as = cookie, user = id) => t.request({ method: 'PATCH', url: `/api/users/${user}/settings/profile`, cookie: as, payload });

    const chosen = await patch({ timeZone: 'Europe/Paris' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().timezone).toBe('Europe/Paris');
    expect(await zoneOf(id)).toEqual({ z: 'Europe/Paris', s: 'chosen' });

    // A new city brings its zone when the zone sent is the stored one (the form sends both).
    const moved = await patch({ homeLocation: '94110', timeZone: 'Europe/Paris' });
    expect(moved.json()).toMatchObject({ homeLocation: '94110', timezone: 'America/Los_Angeles' });
    // A zone picked beside a new city wins over the city's.
    const both = await patch({ homeLocation: 'Denver, CO', timeZone: 'Asia/Tokyo' });
    expect(both.json()).toMatchObject({ homeLocation: 'Denver, CO', timezone: 'Asia/Tokyo' });

    for (const bad of [
      { timeZone: 'Mars/Olympus_Mons' },
      { timeZone: '+09:00' },
      {},
      { homeLocation: 'x' },
      { homeLocation: 'Atlantisville', timeZone: 'Europe/Paris' },
      { nickname: 'z' },
    ]) {
      const refused = await patch(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(await zoneOf(id), JSON.stringify(bad)).toEqual({ z: 'Asia/Tokyo', s: 'chosen' });
    }
    const other = cookieOf(await signUpIn('UTC'));
    expect((await patch({ timeZone: 'UTC' }, other)).statusCode).toBe(404);
    expect((await t.request({ method: 'PATCH', url: `/api/users/${id}/settings/profile`, payload: { timeZone: 'UTC' } })).statusCode).toBe(401);
    expect((await zoneOf(id)).z).toBe('Asia/Tokyo');
  });

  it('SMS Settings keeps the one zone: saving without a zone leaves it, an unknown zone is refused', async () => {
    const res = await signUpIn('America/Los_Angeles');
    const { id } = res.json();
    const cookie = cookieOf(res);
    const url = `/api/users/${id}/sms-settings`;
    const saved = await t.request({ method: 'PATCH', url, cookie, payload: { smsEnabled: true, dailyOutfitTime: '07:30' } });
    expect(saved.json()).toMatchObject({ dailyOutfitTime: '07:30', timezone: 'America/Los_Angeles' });
    expect(
      (await t.request({ method: 'PATCH', url, cookie, payload: { smsEnabled: true, dailyOutfitTime: '07:30', timezone: 'Nowhere/Land' } })).statusCode,
    ).toBe(400);
    expect((await zoneOf(id)).z).toBe('America/Los_Angeles');
  });

  it("the fix-up job moves accounts left on the default to their home city's zone, once, and never a chosen zone", async () => {
    const db = t.ctx.db;
    const make = async (values: Partial<typeof users.$inferInsert>) =>
      (
        await db
          .insert(users)
          .values({ username: `tz${phoneSeq++}`, fullName: 'Old Account', passwordHash: 'x', ...values })
          .returning()
      )[0]!.id;
    const geocoded = await make({ homeLocation: '94110', homeLatitude: 37.77, homeLongitude: -122.42 });
    const typedOnly = await make({ homeLocation: 'Seattle, WA' });
    const eastern = await make({ homeLocation: 'Boston, MA' });
    const chosen = await make({ homeLocation: '94110', homeLatitude: 37.77, homeLongitude: -122.42, timezone: 'America/New_York', timeZoneSource: 'chosen' });
    const nowhere = await make({ homeLocation: 'Atlantisville' });
    const noHome = await make({});

    expect(await fixTimeZonesFromHome(t.ctx)).toBeGreaterThanOrEqual(2);
    expect(await zoneOf(geocoded)).toEqual({ z: 'America/Los_Angeles', s: 'home' });
    expect(await zoneOf(typedOnly)).toEqual({ z: 'America/Los_Angeles', s: 'home' });
    expect(await zoneOf(eastern)).toEqual({ z: 'America/New_York', s: 'home' });
    expect(await zoneOf(chosen)).toEqual({ z: 'America/New_York', s: 'chosen' });
    expect(await zoneOf(nowhere)).toEqual({ z: 'America/New_York', s: 'default' });
    expect(await zoneOf(noHome)).toEqual({ z: 'America/New_York', s: 'default' });
    expect(await fixTimeZonesFromHome(t.ctx)).toBe(0);
  });
});
