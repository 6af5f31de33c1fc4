/**
 * The closet list's query plan on PostgreSQL (issue 45): a fresh migrated database, a crowd of
 * other users' closets (so the planner cannot read the whole table cheaply), then EXPLAIN ANALYZE
 * of the statement the closet page runs, for a closet of 100 and of 2,000 items with wears.
 * `node --import tsx bench/closet-plan.ts` with BENCH_DATABASE_URL or TEST_DATABASE_URL set.
 */
import { openDatabase } from '../src/db/client';
import { prepareList } from '../src/server/services/closet/list-items';
import { emptyPostgresDatabase } from '../tests/helpers/fleet-processes';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL');
const OTHER_USERS = 2000;
const OTHER_ITEMS_EACH = 50;

const created = await emptyPostgresDatabase(serverUrl, 'ww_bench_plan');
const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
try {
  const run = (text: string) => database.execute(text);
  await run(`insert into users (full_name, phone_number, password_hash)
    select 'Person ' || g, '+1415' || lpad(g::text, 7, '0'), 'x' from generate_series(1, ${OTHER_USERS + 2}) g`);
  // Other people's closets and wears, spread over a year.
  await run(`insert into clothing_items (user_id, name, category, color, added_at)
    select u, 'Piece ' || i, 'Tops', 'Navy', now() - (i || ' hours')::interval from generate_series(3, ${OTHER_USERS + 2}) u, generate_series(1, ${OTHER_ITEMS_EACH}) i`);
  for (const [userId, items] of [
    [1, 100],
    [2, 2000],
  ] as const) {
    await run(`insert into clothing_items (user_id, name, category, color, added_at)
      select ${userId}, 'Piece ' || i, 'Tops', 'Navy', now() - (i || ' hours')::interval from generate_series(1, ${items}) i`);
  }
  await run(`insert into clothing_item_wears (item_id, user_id, worn_on)
    select id, user_id, (current_date - (id % 365))::date from clothing_items where id % 3 = 0`);
  await run('analyze');
  const query = prepareList(database.db).getQuery();
  const explain = async (heading: string) => {
    for (const userId of [1, 2]) {
      // Both placeholders are the user's id (the closet's and its wears'); EXPLAIN takes no parameters.
      const text = query.sql.replace(/\$\d+/g, String(userId));
      // The median of five runs' execution times, then the last plan in full.
      const times: number[] = [];
      let plan: string[] = [];
      for (let i = 0; i < 5; i++) {
        plan = (await run(`explain (analyze, buffers) ${text}`)).rows.map((r) => r['QUERY PLAN'] as string);
        times.push(Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1]));
      }
      times.sort((a, b) => a - b);
      console.log(
        `\n${heading}, closet of ${userId === 1 ? 100 : 2000} items: execution ${times[2]} ms (median of 5)\n${plan.map((l) => `  ${l}`).join('\n')}`,
      );
    }
  };
  await explain('With the schema as migrated');
  // The candidate: the list's own order, live rows only. Kept only if it changes the figures above.
  if (process.argv.includes('--candidate')) {
    await run('create index closet_list_candidate on clothing_items (user_id, added_at desc, id desc) where deleted_at is null');
    await run('analyze clothing_items');
    await explain('With (user_id, added_at desc, id desc) where deleted_at is null');
  }
} finally {
  await database.close();
  await created.drop();
}
