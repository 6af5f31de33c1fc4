import { eq } from 'drizzle-orm';
import { users } from '../../../../db/schema';
import type { Ctx } from '../../../context';
import { absoluteImageUrl } from '../../administration/database/users';
import { isSecretColumn, quoteIdent, userTables } from '../../administration/database/user-tables';

/** Rows read per query: a table of any size is written in pages, never held whole. */
const PAGE_ROWS = 500;

/**
 * data.json of a "Download my data" zip, as text pieces written one after another: the same
 * document as the operator's JSON export (every row with the user's id, credentials left out,
 * image URLs absolute), read a page of rows at a time so its size never sits in memory at once.
 */
export async function* exportDocumentJson(ctx: Pick<Ctx, 'db' | 'database' | 'config'>, userId: number, exportedAt: string): AsyncGenerator<string> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} is gone`);
  const account = Object.fromEntries(Object.entries(user).filter(([k]) => !isSecretColumn(k)));
  yield `{\n"exportedAt": ${JSON.stringify(exportedAt)},\n"user": ${JSON.stringify(account)},\n"tables": {`;
  let firstTable = true;
  for (const table of await userTables(ctx)) {
    const columns = table.columns.filter((c) => !isSecretColumn(c));
    yield `${firstTable ? '' : ','}\n${JSON.stringify(table.name)}: [`;
    firstTable = false;
    let firstRow = true;
    for (let offset = 0; ; offset += PAGE_ROWS) {
      // ctid orders the pages without needing every table to have an id column.
      const res = await ctx.database.execute(
        `select ${columns.map(quoteIdent).join(', ')} from ${quoteIdent(table.name)} where user_id = $1 order by ctid limit ${PAGE_ROWS} offset ${offset}`,
        [userId],
      );
      let piece = '';
      for (const row of res.rows) {
        const shown = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k.endsWith('image_url') ? absoluteImageUrl(ctx, v) : v]));
        piece += `${firstRow ? '' : ','}\n  ${JSON.stringify(shown)}`;
        firstRow = false;
      }
      if (piece) yield piece;
      if (res.rows.length < PAGE_ROWS) break;
    }
    yield firstRow ? ']' : '\n]';
  }
  yield '\n}\n}\n';
}
