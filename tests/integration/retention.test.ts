import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneCountersJob } from '../../src/server/services/maintenance/jobs';
import { createTestApp, databaseKinds, testConfig, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const NOW = new Date('2026-11-24T15:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Issue 39: what grows by a row per user and day (daily sends, day outfits) or per text is pruned
 * by the hourly job after its configured days; a skipped daily send after two days; finished jobs
 * after JOB_HISTORY_RETENTION_DAYS (ADR 0105).
 */
describe.each(databaseKinds)('retention on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      now: () => NOW,
      env: { SMS_DAILY_SENDS_RETENTION_DAYS: '60', DAILY_OUTFITS_RETENTION_DAYS: '30', JOB_HISTORY_RETENTION_DAYS: '3' },
    });
  });
  afterAll(() => t.close());

  const count = async (sql: string, params: unknown[] = []) => Number((await t.database.execute(sql, params)).rows[0]!.n);

  it('the hourly prune deletes old rows of every growing table and keeps the ones still read', async () => {
    const { user } = await t.signUp();
    const send = (date: Date, status: string) =>
      t.database.execute(`insert into sms_daily_sends (user_id, local_date, status, attempts, queued_at, updated_at) values ($1, $2, $3, 1, $4, $4)`, [
        user.id,
        dateOf(date),
        status,
        date.toISOString(),
      ]);
    await send(daysAgo(3), 'skipped'); // a finished day's skip: gone
    await send(daysAgo(1), 'skipped'); // possibly still today somewhere: kept
    await send(daysAgo(20), 'sent'); // this month's budget reads it: kept
    await send(daysAgo(61), 'sent'); // past SMS_DAILY_SENDS_RETENTION_DAYS: gone
    await send(daysAgo(70), 'unknown'); // gone
    const outfit = (date: Date) =>
      t.database.execute(`insert into daily_outfits (user_id, local_date, item_ids, style_note, source, seed) values ($1, $2, '[]', 'note', 'engine', 1)`, [
        user.id,
        dateOf(date),
      ]);
    await outfit(daysAgo(29));
    await outfit(daysAgo(31));
    const text = (date: Date) =>
      t.database.execute(
        `insert into sms_messages (user_id, direction, purpose, from_number, to_number, body, status, created_at) values ($1, 'outbound', 'reply', '+15550100000', '+14155550100', 'hi', 'sent', $2)`,
        [user.id, date.toISOString()],
      );
    await text(daysAgo(179));
    await text(daysAgo(181)); // past the default SMS_MESSAGES_RETENTION_DAYS (180)
    await t.database.execute(
      `insert into delivery_claims (key, status, updated_at) values ('password-reset-text:old', 'done', $1), ('password-reset-text:new', 'done', $2)`,
      [daysAgo(3).toISOString(), NOW.toISOString()],
    );

    await pruneCountersJob.handle(t.ctx, {}, { id: 'test', retryCount: 0, signal: new AbortController().signal });

    const sends = await t.database.execute(`select local_date::text as d, status from sms_daily_sends where user_id = $1 order by local_date`, [user.id]);
    expect(sends.rows).toEqual([
      { d: dateOf(daysAgo(20)), status: 'sent' },
      { d: dateOf(daysAgo(1)), status: 'skipped' },
    ]);
    const outfits = await t.database.execute(`select local_date::text as d from daily_outfits where user_id = $1`, [user.id]);
    expect(outfits.rows).toEqual([{ d: dateOf(daysAgo(29)) }]);
    expect(await count(`select count(*)::int as n from sms_messages where user_id = $1`, [user.id])).toBe(1);
    expect(await count(`select count(*)::int as n from delivery_claims`)).toBe(1);
  });

  it('every queue keeps finished jobs for JOB_HISTORY_RETENTION_DAYS; the send, reset and export queues have heartbeats', async () => {
    // Sending a job installs pg-boss and creates the queues with this app's options.
    await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { phoneNumber: '+14155550177' } });
    const queues = await t.database.execute(`select name, deletion_seconds as d, heartbeat_seconds as h from pgboss.queue order by name`);
    expect(queues.rows.length).toBeGreaterThan(5);
    for (const q of queues.rows as { name: string; d: number }[]) expect(Number(q.d), q.name).toBe(3 * 86_400);
    // The send, reset and export queues are watched by heartbeat (a dead worker's job moves within a minute).
    const beating = (queues.rows as { name: string; h: number | null }[]).filter((q) => q.h !== null).map((q) => q.name);
    expect(beating).toEqual(expect.arrayContaining(['data-export', 'password-reset-mail', 'password-reset-text', 'sms-daily-outfit-send']));
  });

  it('refuses a retention shorter than a month for what the monthly budget reads', () => {
    expect(() => testConfig({}, { SMS_MESSAGES_RETENTION_DAYS: '10' })).toThrow(/SMS_MESSAGES_RETENTION_DAYS/);
    expect(() => testConfig({}, { SMS_DAILY_SENDS_RETENTION_DAYS: '30' })).toThrow(/SMS_DAILY_SENDS_RETENTION_DAYS/);
  });
});
