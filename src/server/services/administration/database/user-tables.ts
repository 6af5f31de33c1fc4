import type { Ctx } from '../../../context';

export interface UserTable {
  name: string;
  columns: string[];
}

/**
 * Every table holding a `user_id`, read from the catalog rather than listed by hand, so a table
 * another feature adds is exported and deleted too without anyone remembering to wire it here.
 */
export async function userTables(ctx: Pick<Ctx, 'database'>): Promise<UserTable[]> {
  const res = await ctx.database.execute(
    `select c.table_name as t, array_agg(c.column_name::text order by c.ordinal_position) as cols
       from information_schema.columns c
       join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
      where c.table_schema = 'public'
      group by c.table_name
     having bool_or(c.column_name = 'user_id')
      order by c.table_name`,
    [],
  );
  return res.rows.map((r) => ({ name: String(r.t), columns: parseArray(r.cols) }));
}

/** node-postgres parses text[]; PGlite may hand back the literal '{a,b}'. */
function parseArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return String(value)
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Credentials and their hashes never leave the server, even in a privacy export. */
export const isSecretColumn = (column: string) => /(password|hash|token|secret|sealed)/i.test(column);
