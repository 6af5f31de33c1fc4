import type { Ctx } from '../../context';
import { quoteIdent, userTables } from '../administration/database/user-tables';

/** Columns that hold a storage key: closet photos, pending uploads, data export zips. */
const isStorageKeyColumn = (column: string, columns: string[]) =>
  column === 'image_key' || column === 'storage_key' || (column === 'key' && columns.includes('image_url'));

/**
 * The storage keys of every file the user's rows point at, read from every table with a user_id
 * (so a feature that adds a table with an `image_key` is covered without being wired here).
 * `except` leaves tables out (the export leaves out earlier export zips).
 */
export async function userStoredKeys(ctx: Pick<Ctx, 'database'>, userId: number, except: readonly string[] = []): Promise<string[]> {
  const keys = new Set<string>();
  for (const table of await userTables(ctx)) {
    if (except.includes(table.name)) continue;
    for (const column of table.columns.filter((c) => isStorageKeyColumn(c, table.columns))) {
      const res = await ctx.database.execute(
        `select ${quoteIdent(column)} as k from ${quoteIdent(table.name)} where user_id = $1 and ${quoteIdent(column)} is not null`,
        [userId],
      );
      for (const r of res.rows) keys.add(String(r.k));
    }
  }
  return [...keys];
}
