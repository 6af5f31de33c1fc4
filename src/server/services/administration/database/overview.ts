import { readFileSync } from 'node:fs';
import { AUTOMATED_TEXT_PURPOSES } from '../../../../domain/sms';
import type { Ctx } from '../../../context';
import type { TDatabaseOverview } from '../../../../shared/schemas/administration-database';
import { quoteIdent } from './user-tables';

/** The migrations' journal, read for the console's migration names (a missing one only leaves them out). */
export const MIGRATION_JOURNAL = new URL('../../../../db/migrations/meta/_journal.json', import.meta.url);

function migrationTags(): Map<number, string> {
  try {
    const journal = JSON.parse(readFileSync(MIGRATION_JOURNAL, 'utf8')) as { entries: { when: number; tag: string }[] };
    return new Map(journal.entries.map((e) => [e.when, e.tag]));
  } catch {
    return new Map();
  }
}

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** GET /api/administration/database: what an operator checks first, counted live. */
export async function databaseOverview(ctx: Ctx): Promise<TDatabaseOverview> {
  const db = ctx.database;
  const tables = (
    await db.execute(
      `select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      [],
    )
  ).rows.map((r) => String(r.t));
  const counts =
    tables.length === 0
      ? []
      : (await db.execute(tables.map((t) => `select '${t.replaceAll("'", "''")}' as t, count(*)::int as n from ${quoteIdent(t)}`).join(' union all '), []))
          .rows;
  const size = await db.execute(`select pg_database_size(current_database())::bigint as bytes`, []);

  const applied = await db
    .execute(`select count(*)::int as n, max(created_at)::bigint as latest from drizzle.__drizzle_migrations`, [])
    .catch(() => ({ rows: [{ n: 0, latest: null }] }));
  const latest = applied.rows[0]?.latest == null ? null : Number(applied.rows[0].latest);

  const since = monthStart(ctx.now());
  // The same split as the scheduler's (AUTOMATED_TEXT_PURPOSES): only automated texts count against the limit.
  const sms = await db.execute(
    `select count(*) filter (where automated)::int as sent, count(distinct user_id) filter (where automated)::int as users,
            coalesce(max(per_user) filter (where automated), 0)::int as busiest, count(*) filter (where not automated)::int as replies
       from (select user_id, automated, count(*) over (partition by user_id, automated) as per_user
               from (select user_id, purpose = any($2::text[]) as automated from sms_messages where direction = 'outbound' and created_at >= $1) o) m`,
    [since.toISOString(), `{${AUTOMATED_TEXT_PURPOSES.join(',')}}`],
  );

  return {
    tables: counts.map((r) => ({ name: String(r.t), rows: Number(r.n) })),
    sizeBytes: Number(size.rows[0]?.bytes ?? 0),
    databaseKind: db.kind,
    migrations: { applied: Number(applied.rows[0]?.n ?? 0), latest: latest === null ? null : (migrationTags().get(latest) ?? String(latest)) },
    queues: await ctx.jobs.stats(),
    sms: {
      monthStart: since.toISOString(),
      sentThisMonth: Number(sms.rows[0]?.sent ?? 0),
      usersTexted: Number(sms.rows[0]?.users ?? 0),
      busiestUser: Number(sms.rows[0]?.busiest ?? 0),
      monthlyLimitPerUser: ctx.config.smsMonthlyLimit,
      repliesThisMonth: Number(sms.rows[0]?.replies ?? 0),
    },
  };
}
