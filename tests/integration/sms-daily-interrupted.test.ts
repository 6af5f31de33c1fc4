import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDailyTick } from '../../src/server/services/sms/daily/jobs';
import { sendDailyBatch } from '../../src/server/services/sms/daily/send';
import { INTERRUPTED_REASON, settleInterruptedSends } from '../../src/server/services/sms/daily/settle-interrupted';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;
/** 15:00 UTC: 10:00 in New York, inside every US zone's send window. */
const CLAIMED = new Date('2026-11-24T15:00:00Z');
const LOCAL_DATE = '2026-11-24';

/**
 * Issue 25 point 3: a daily text a worker killed with -9 left in 'sending' is settled within 15
 * minutes: 'sent' when its text was recorded, otherwise 'failed' and never sent again.
 */
describe.each(databaseKinds)('daily texts interrupted mid-send on %s', (kind) => {
  let t: TestApp;
  let clock = CLAIMED;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock });
  });
  afterAll(() => t.close());

  const row = async (userId: number) =>
    (await t.database.execute(`select status, reason, provider_message_id from sms_daily_sends where user_id = $1 and local_date = $2`, [userId, LOCAL_DATE]))
      .rows[0];
  const sending = (userId: number, at: Date) =>
    t.database.execute(`insert into sms_daily_sends (user_id, local_date, status, attempts, queued_at, updated_at) values ($1, $2, 'sending', 1, $3, $3)`, [
      userId,
      LOCAL_DATE,
      at.toISOString(),
    ]);

  it('settles rows left sending: sent when the text was recorded, failed otherwise, recent ones left alone; then never sends the failed one', async () => {
    const [recorded, lost, live] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]).then((r) => r.map((x) => x.user));
    await sending(recorded!.id, CLAIMED);
    await sending(lost!.id, CLAIMED);
    await sending(live!.id, new Date(CLAIMED.getTime() + 9 * MINUTE));
    // The provider answered for `recorded` and its text was stored; the worker died before the row moved on.
    await t.database.execute(
      `insert into sms_messages (user_id, direction, purpose, from_number, to_number, body, provider_message_id, status, created_at)
       values ($1, 'outbound', 'daily_outfit', '+15550100000', '+14155550100', 'Today: navy blazer', 'SMrecorded1', 'sent', $2)`,
      [recorded!.id, new Date(CLAIMED.getTime() + 2000).toISOString()],
    );

    clock = new Date(CLAIMED.getTime() + 5 * MINUTE);
    expect(await settleInterruptedSends(t.ctx)).toEqual({ sent: 0, failed: 0 });

    clock = new Date(CLAIMED.getTime() + 11 * MINUTE);
    // The minute tick does it (and says how many in the log).
    await runDailyTick(t.ctx);
    expect(await row(recorded!.id)).toEqual({ status: 'sent', reason: null, provider_message_id: 'SMrecorded1' });
    expect(await row(lost!.id)).toEqual({ status: 'failed', reason: INTERRUPTED_REASON, provider_message_id: null });
    expect((await row(live!.id))!.status).toBe('sending');

    // A retried send job for the batch (pg-boss retries, the tick's sweep) must not claim it again.
    const counts = await sendDailyBatch(t.ctx, { localDate: LOCAL_DATE, userIds: [lost!.id] });
    expect(counts.sent).toBe(0);
    expect(await row(lost!.id)).toEqual({ status: 'failed', reason: INTERRUPTED_REASON, provider_message_id: null });
    const texts = await t.database.execute(`select count(*)::int as n from sms_messages where user_id = $1`, [lost!.id]);
    expect(Number(texts.rows[0]!.n)).toBe(0);

    clock = new Date(CLAIMED.getTime() + 60 * MINUTE);
    await runDailyTick(t.ctx);
    expect(await row(lost!.id)).toEqual({ status: 'failed', reason: INTERRUPTED_REASON, provider_message_id: null });
    expect(await row(live!.id)).toMatchObject({ status: 'failed', reason: INTERRUPTED_REASON });
  });
});
