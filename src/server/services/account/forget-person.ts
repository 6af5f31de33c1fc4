import type { UserRow } from '../../../db/schema';
import type { Ctx } from '../../context';

/** Everything that names a person outside the rows that cascade from `users`. */
export interface PersonNames {
  userId: number;
  emails: string[];
  phones: string[];
  exportIds: string[];
  feedIds: number[];
}

const present = async (ctx: Pick<Ctx, 'database'>, table: string) =>
  (await ctx.database.execute(`select to_regclass($1) is not null as present`, [table])).rows[0]?.present === true;

const column = async (ctx: Pick<Ctx, 'database'>, sql: string, userId: number) =>
  (await ctx.database.execute(sql, [userId])).rows.map((r) => r.v).filter((v): v is string | number => v !== null && v !== undefined && v !== '');

/**
 * Read before the account's rows go (they hold the history): every email and number the person
 * has used here, and the ids job payloads refer to them by.
 */
export async function personNames(ctx: Pick<Ctx, 'database'>, user: UserRow): Promise<PersonNames> {
  const emails = new Set<string>(user.email ? [user.email.toLowerCase()] : []);
  const phones = new Set<string>(user.phoneNumber ? [user.phoneNumber] : []);
  for (const v of await column(ctx, 'select email as v from email_verifications where user_id = $1', user.id)) emails.add(String(v).toLowerCase());
  for (const v of await column(ctx, 'select new_phone as v from phone_change_codes where user_id = $1', user.id)) phones.add(String(v));
  for (const v of await column(ctx, 'select phone_number as v from sms_consents where user_id = $1', user.id)) phones.add(String(v));
  for (const v of await column(ctx, 'select phone_number as v from sms_opt_outs where user_id = $1', user.id)) phones.add(String(v));
  // Email and phone changes keep the values before and after for their undo window.
  if (await present(ctx, 'public.account_changes')) {
    const values = await column(ctx, 'select unnest(array[old_value, new_value, notice_to]) as v from account_changes where user_id = $1', user.id);
    for (const v of values.map(String)) {
      if (v.includes('@')) emails.add(v.toLowerCase());
      else if (/^\+\d+$/.test(v)) phones.add(v);
    }
  }
  return {
    userId: user.id,
    emails: [...emails],
    phones: [...phones],
    exportIds: (await column(ctx, 'select id::text as v from data_exports where user_id = $1', user.id)).map(String),
    feedIds: (await column(ctx, 'select id as v from calendar_feeds where user_id = $1', user.id)).map(Number),
  };
}

/**
 * After the account's own rows are gone (issue 37): what still names the person without a
 * user_id to cascade from. Mails to their addresses, texts to or from their numbers (those kept
 * without an account), opt-out and confirmation records of their numbers, quota and rate-limit
 * counts keyed by them, operator audit entries about them, and queued jobs whose payload carries
 * them (a batch of several people's sends loses just this one). Returns the rows removed.
 */
export async function forgetPerson(ctx: Pick<Ctx, 'database'>, names: PersonNames): Promise<number> {
  const { userId, emails, phones } = names;
  const run = async (sql: string, params: unknown[]) =>
    (await ctx.database.execute(`with gone as (${sql} returning 1) select count(*)::int as n from gone`, params)).rows[0]?.n;
  let removed = 0;
  const add = (n: unknown) => void (removed += Number(n ?? 0));

  if (emails.length)
    add(await run(`delete from outbox_mails where exists (select 1 from unnest($1::text[]) e where position(e in lower("to")) > 0)`, [emails]));
  if (phones.length) {
    add(await run(`delete from sms_messages where from_number = any($1::text[]) or to_number = any($1::text[])`, [phones]));
    add(await run(`delete from sms_opt_outs where phone_number = any($1::text[])`, [phones]));
    add(await run(`delete from sms_confirmed_numbers where phone_number = any($1::text[])`, [phones]));
  }
  add(await run(`delete from sms_opt_outs where user_id = $1`, [userId]));
  // Quota keys are '<what>:<whom>' (QUOTAS): every unit counted against their id, a number or an address.
  const whom = [String(userId), ...phones, ...emails];
  add(await run(`delete from quota_events where substr(key, position(':' in key) + 1) = any($1::text[])`, [whom]));
  // Rate-limit keys are a route's prefix and then 'user:<id>' (ADR 0069).
  add(await run(`delete from rate_limit_hits where right(key, length($1)) = $1`, [`user:${userId}`]));
  // The operator's record of what was done stays, without whom it was done to.
  add(
    await ctx.database
      .execute(
        `with changed as (
           update admin_audit_log set detail = (detail - 'userId' - 'username' - 'phoneNumber' - 'email') || '{"person": "deleted"}'::jsonb
            where detail ->> 'userId' = $1::text
           returning 1)
         select count(*)::int as n from changed`,
        [userId],
      )
      .then((r) => r.rows[0]?.n),
  );
  if (await present(ctx, 'pgboss.job')) add(await forgetJobs(ctx, names));
  return removed;
}

/** Jobs waiting, running, or kept after finishing (pg-boss retains them) whose payload names the person. */
async function forgetJobs(ctx: Pick<Ctx, 'database'>, names: PersonNames): Promise<number> {
  const strings = [...names.emails, ...names.phones];
  const gone = await ctx.database.execute(
    `with gone as (
       delete from pgboss.job
        where jsonb_path_exists(data, '$.** ? (@.userId == $id)', jsonb_build_object('id', $1::int))
           or exists (select 1 from unnest($2::text[]) s where jsonb_path_exists(data, '$.** ? (@ == $s)', jsonb_build_object('s', s)))
           or data ->> 'exportId' = any($3::text[])
           or (data ->> 'feedId') = any($4::text[])
       returning 1)
     select count(*)::int as n from gone`,
    [names.userId, strings, names.exportIds, names.feedIds.map(String)],
  );
  // A batch of several people's daily sends keeps everyone else.
  const batches = await ctx.database.execute(
    `with changed as (
       update pgboss.job
          set data = jsonb_set(data, '{userIds}', coalesce((select jsonb_agg(x) from jsonb_array_elements(data -> 'userIds') x where x <> to_jsonb($1::int)), '[]'::jsonb))
        where jsonb_typeof(data -> 'userIds') = 'array' and data -> 'userIds' @> to_jsonb(array[$1::int])
       returning 1)
     select count(*)::int as n from changed`,
    [names.userId],
  );
  return Number(gone.rows[0]?.n ?? 0) + Number(batches.rows[0]?.n ?? 0);
}
