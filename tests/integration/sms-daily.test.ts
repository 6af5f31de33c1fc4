import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatorSms, type SmsPort } from '../../src/adapters/sms';
import { TypicalWeather, type WeatherPort } from '../../src/adapters/weather';
import { localMoment } from '../../src/domain/sms';
import { buildApp } from '../../src/server/app';
import { dailyOutfitSend, runDailyTick } from '../../src/server/services/sms/daily/jobs';
import { sendDailyBatch } from '../../src/server/services/sms/daily/send';
import { collectDueSends } from '../../src/server/services/sms/daily/tick';
import { TIMEZONE_VALUES } from '../../src/shared/constants';
import { confirmNumber, grantPremium, signUpWithPhone } from '../helpers/sms';
import { createTestApp, databaseKinds, testConfig, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;

/**
 * One hang shared by several workers: whichever of them first gets there hangs, so the retry path is
 * exercised however pg-boss happens to spread the jobs (it may hand them all to one worker on a busy machine).
 */
class HangOnce {
  happened = false;
  take(): boolean {
    if (this.happened) return false;
    this.happened = true;
    return true;
  }
}

interface Sent {
  to: string;
  at: Date;
  worker: string;
}

/** The simulator, recording what reached 'the provider' and when (by the shared simulated clock). */
function recordingSms(ledger: Sent[], clock: () => Date, worker: string, options: { hang?: HangOnce; failOnce?: boolean } = {}): SmsPort {
  const inner = new SimulatorSms('+15550100000', 'x'.repeat(40));
  let fail = options.failOnce ?? false;
  return {
    name: 'simulator',
    fromNumber: inner.fromNumber,
    verifyWebhook: (...a) => inner.verifyWebhook(...a),
    fetchMedia: (...a) => inner.fetchMedia(...a),
    async send(message) {
      if (fail) {
        fail = false;
        return { ok: false, error: 'provider unavailable (503)' };
      }
      ledger.push({ to: message.to, at: clock(), worker });
      if (options.hang?.take()) {
        // The provider has the text, then the worker dies before recording it: it never resolves.
        return new Promise(() => undefined);
      }
      return inner.send(message);
    },
  };
}

interface Person {
  id: number;
  phone: string;
  timezone: string;
  time: string;
  eligible: boolean;
}

/**
 * Users across the seven US zones and two others (any IANA zone is an account's zone since issue
 * 24; one with a half-hour offset, both where the simulations start before 07:00 local, as in the
 * US zones), at awkward times; some must never get a daily text.
 */
async function seedPeople(t: TestApp, prefix: string): Promise<Person[]> {
  const people: Person[] = [];
  let n = 0;
  for (const timezone of [...TIMEZONE_VALUES, 'America/Bogota', 'Pacific/Marquesas']) {
    for (const time of ['06:15', '08:00', '20:30', '22:00']) {
      const phone = `+1${prefix}${String(n++).padStart(3, '0')}`;
      const { user } = await signUpWithPhone(t, phone);
      await confirmNumber(t, phone);
      await grantPremium(t, user.id);
      await t.database.execute(`update users set timezone = $1, daily_outfit_time = $2 where id = $3`, [timezone, time, user.id]);
      people.push({ id: user.id, phone, timezone, time, eligible: true });
    }
  }
  // One opted out by STOP, one with the switch off, one without a phone, one whose Premium ended.
  await t.database.execute(`update users set sms_opted_out = true, sms_enabled = false where id = $1`, [people[1]!.id]);
  await t.database.execute(`update users set sms_enabled = false where id = $1`, [people[5]!.id]);
  await t.database.execute(`update users set phone_number = null where id = $1`, [people[9]!.id]);
  await t.database.execute(`update subscriptions set lifetime = false, status = 'canceled' where user_id = $1`, [people[13]!.id]);
  for (const i of [1, 5, 9, 13]) people[i]!.eligible = false;
  return people;
}

function checkLedger(ledger: Sent[], people: Person[], expectedDatesPerPerson: number) {
  const byPhone = new Map(people.map((p) => [p.phone, p]));
  const seen = new Set<string>();
  for (const s of ledger) {
    const person = byPhone.get(s.to);
    if (!person) continue;
    expect(person.eligible, `${s.to} must get nothing`).toBe(true);
    const local = localMoment(s.at, person.timezone);
    // Quiet hours: never before 07:00 or from 21:00 local.
    expect(local.time >= '07:00' && local.time < '21:00', `${s.to} at ${local.time}`).toBe(true);
    const key = `${s.to}|${local.date}`;
    expect(seen.has(key), `second text to ${key}`).toBe(false);
    seen.add(key);
  }
  for (const p of people.filter((x) => x.eligible)) {
    expect(ledger.filter((s) => s.to === p.phone).length, `${p.phone} ${p.timezone} ${p.time}`).toBe(expectedDatesPerPerson);
  }
}

describe.each(databaseKinds)('daily outfit texts on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-03T11:00:00Z');
  const ledger: Sent[] = [];
  let people: Person[];
  beforeAll(async () => {
    t = await createTestApp(kind, {
      now: () => now,
      sms: recordingSms(ledger, () => now, 'one', { failOnce: true }),
      configOverrides: { smsMonthlyLimit: 31 },
    });
    people = await seedPeople(t, '4155551');
  }, 180_000); // 28 sign-ups, each hashing a password: slow on a busy machine
  afterAll(() => t.close());

  it('over two simulated days: exactly one text per eligible user per local date, none in quiet hours, a refused send retried', async () => {
    // Every 10 minutes from 11:00Z on the 3rd to 12:00Z on the 5th: before 07:00 local on the 3rd to before 07:00 on the 5th everywhere.
    for (; now < new Date('2026-11-05T12:00:00Z'); now = new Date(now.getTime() + 10 * MINUTE)) {
      const batches = await collectDueSends(t.ctx);
      // A second tick in the same minute (another worker's cron) queues nobody again.
      expect(await collectDueSends(t.ctx)).toEqual([]);
      for (const batch of batches) await sendDailyBatch(t.ctx, batch);
    }
    checkLedger(ledger, people, 2);
    const failed = await t.database.execute(`select count(*)::int as n from sms_daily_sends where status in ('failed', 'queued', 'sending')`);
    expect(failed.rows[0]!.n).toBe(0);
    const stored = await t.database.execute(`select count(*)::int as n from sms_messages where purpose = 'daily_outfit' and status = 'sent'`);
    expect(stored.rows[0]!.n).toBe(ledger.length);
    const lapsed = await t.database.execute(`select distinct reason from sms_daily_sends where user_id = $1`, [people[13]!.id]);
    expect(lapsed.rows.map((r) => r.reason)).toEqual(['no_premium']);
  }, 180_000);
});

describe.each(databaseKinds)('the monthly limit on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-01T17:00:00Z');
  const ledger: Sent[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now, sms: recordingSms(ledger, () => now, 'one') });
  });
  afterAll(() => t.close());

  it('sends at most SMS_MONTHLY_LIMIT (4) daily texts a month, dress-coded days first, the rest spread', async () => {
    const { user } = await signUpWithPhone(t, '+14155552001');
    await confirmNumber(t, '+14155552001');
    await grantPremium(t, user.id);
    await t.database.execute(`update users set timezone = 'America/New_York', daily_outfit_time = '09:00' where id = $1`, [user.id]);
    await t.database.execute(
      `insert into calendar_events (user_id, title, date, dress_code) values ($1, 'Gala', '2026-11-18', 'Black tie'), ($1, 'Lunch', '2026-11-10', null)`,
      [user.id],
    );
    // Noon in New York every day of November (and the first of December).
    for (; now < new Date('2026-12-01T18:00:00Z'); now = new Date(now.getTime() + 24 * 60 * MINUTE)) {
      for (const batch of await collectDueSends(t.ctx)) await sendDailyBatch(t.ctx, batch);
    }
    const dates = ledger.map((s) => localMoment(s.at, 'America/New_York').date);
    const november = dates.filter((d) => d.startsWith('2026-11'));
    expect(november).toHaveLength(4);
    expect(november).toContain('2026-11-18');
    expect(dates.filter((d) => d.startsWith('2026-12'))).toHaveLength(0);
    const reasons = await t.database.execute(`select reason, count(*)::int as n from sms_daily_sends where status = 'skipped' group by reason`);
    expect(reasons.rows.map((r) => r.reason)).toEqual(expect.arrayContaining(['not_a_send_day']));
  }, 60_000);

  it('Send Test Outfit does not count against the limit', async () => {
    const { user, cookie } = await signUpWithPhone(t, '+14155552002');
    await confirmNumber(t, '+14155552002');
    for (let i = 0; i < 3; i++) {
      const res = await t.request({ method: 'POST', url: '/api/sms/send-daily-outfit', cookie, payload: { userId: user.id } });
      expect(res.json()).toMatchObject({ sent: true });
    }
    const counted = await t.database.execute(`select count(*)::int as n from sms_daily_sends where user_id = $1`, [user.id]);
    expect(counted.rows[0]!.n).toBe(0);
  });

  it('one count (issue 43.4): a reminder this month spends the budget, replies to the person’s own texts do not', async () => {
    const phone = '+14155552003';
    const { user } = await signUpWithPhone(t, phone);
    await confirmNumber(t, phone);
    await grantPremium(t, user.id);
    await t.database.execute(`update users set timezone = 'America/Los_Angeles', daily_outfit_time = '09:00' where id = $1`, [user.id]);
    // 07:00 UTC on 1 January is still 31 December (23:00) in Los Angeles: only the later reminder is January's.
    const texts: [string, string][] = [
      ['system', '2027-01-01T07:00:00Z'],
      ['system', '2027-01-03T18:00:00Z'],
      ['reply', '2027-01-02T18:00:00Z'],
      ['consultation', '2027-01-02T18:05:00Z'],
      ['help', '2027-01-02T18:10:00Z'],
    ];
    for (const [purpose, at] of texts)
      await t.database.execute(
        `insert into sms_messages (user_id, direction, purpose, from_number, to_number, body, created_at) values ($1, 'outbound', $2, '+15550100000', $3, 'x', $4)`,
        [user.id, purpose, phone, at],
      );
    for (now = new Date('2027-01-01T20:00:00Z'); now < new Date('2027-02-01T20:00:00Z'); now = new Date(now.getTime() + 24 * 60 * MINUTE)) {
      for (const batch of await collectDueSends(t.ctx)) await sendDailyBatch(t.ctx, batch);
    }
    const january = ledger.filter((s) => s.to === phone && localMoment(s.at, 'America/Los_Angeles').date.startsWith('2027-01'));
    expect(january).toHaveLength(3);
  }, 60_000);
});

/** Three worker processes (each its own pg-boss) on one PostgreSQL database, one of them killed mid-send. */
describe.runIf(databaseKinds.includes('postgres'))('three workers on one PostgreSQL database over a simulated day', () => {
  let t: TestApp;
  let now = new Date('2026-11-03T11:00:00Z');
  const clock = () => now;
  const ledger: Sent[] = [];
  const workers: Awaited<ReturnType<typeof buildApp>>[] = [];
  let people: Person[];

  const providerHang = new HangOnce();
  const composeHang = new HangOnce();

  /** Workers two and three hang once between them while composing (before the provider has anything): that user must be retried. */
  function hangingWeather(): WeatherPort {
    const inner = new TypicalWeather();
    return {
      name: inner.name,
      forDay(query) {
        if (composeHang.take()) return new Promise(() => undefined);
        return inner.forDay(query);
      },
    };
  }

  beforeAll(async () => {
    t = await createTestApp('postgres', {
      now: clock,
      sms: recordingSms(ledger, clock, 'one', { hang: providerHang }),
      jobDefinitions: [dailyOutfitSend],
      configOverrides: { smsMonthlyLimit: 31 },
    });
    people = await seedPeople(t, '4155553');
    for (const [name, extra] of [
      ['two', { sms: recordingSms(ledger, clock, 'two', { hang: providerHang }), weather: hangingWeather() }],
      ['three', { sms: recordingSms(ledger, clock, 'three', { hang: providerHang }), weather: hangingWeather() }],
    ] as const) {
      const app = await buildApp({
        config: testConfig({ smsMonthlyLimit: 31 }),
        database: t.database,
        logger: false,
        now: clock,
        jobDefinitions: [dailyOutfitSend],
        ...extra,
      });
      await app.ready();
      workers.push(app);
      void name;
    }
  }, 60_000);
  afterAll(async () => {
    for (const w of workers) await w.close();
    await t.close();
  }, 60_000);

  async function drained() {
    for (let i = 0; i < 200; i++) {
      const r = await t.database.execute(`select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry')`, [dailyOutfitSend.name]);
      const busy = await t.database.execute(`select count(*)::int as n from sms_daily_sends where status = 'queued' and updated_at > $1`, [
        new Date(now.getTime() - 10 * MINUTE),
      ]);
      if (Number(r.rows[0]!.n) === 0 && Number(busy.rows[0]!.n) <= 1) return;
      await new Promise((res) => setTimeout(res, 100));
    }
  }

  it('sends exactly once per opted-in user per local date, never in quiet hours, none to opted-out users, survives a killed worker', async () => {
    const contexts = [t.ctx, ...workers.map((w) => w.ctx)];
    await Promise.all(contexts.map((c) => c.jobs.work()));
    // 11:00Z on the 3rd to 11:00Z on the 4th (before 07:00 local to before 07:00 local in every zone), every 15 minutes:
    // each tick fired by all three workers at once.
    for (; now < new Date('2026-11-04T11:00:00Z'); now = new Date(now.getTime() + 15 * MINUTE)) {
      const queued = await Promise.all(contexts.map((c) => runDailyTick(c)));
      if (queued.some((n) => n > 0)) await drained();
    }
    await drained();
    // The text whose worker hung in the provider call went out once and was never sent again.
    const stuck = await t.database.execute(`select status from sms_daily_sends where status = 'sending'`);
    expect(stuck.rows.length).toBeLessThanOrEqual(1);
    checkLedger(ledger, people, 1);
    // A worker did die inside the provider call, so the exactly-once above held across a retry.
    // (Which workers took which jobs is pg-boss's business and not asserted: on a busy machine one may take them all.)
    expect(providerHang.happened).toBe(true);
  }, 240_000);
});
