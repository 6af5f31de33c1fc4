import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stylePreferences } from '../../../db/schema';
import { DEFAULT_STYLE, type TStylePreferences } from '../../../shared/schemas/stylist';
import type { Ctx } from '../../context';

export const DEFAULT_STYLE_PREFERENCES: TStylePreferences = { styleGoals: [], preferredStyle: DEFAULT_STYLE, colorPalette: [], essentialItems: [] };

/** GET /api/users/{id}/style-preferences: the stored profile, or the defaults when none was saved. */
const prepare = (db: Db) =>
  db
    .select()
    .from(stylePreferences)
    .where(eq(stylePreferences.userId, sql.placeholder('userId')))
    .prepare('stylist_preferences');
const queries = new WeakMap<Db, ReturnType<typeof prepare>>();

export async function getStylePreferences(ctx: Pick<Ctx, 'db'>, userId: number): Promise<TStylePreferences> {
  let query = queries.get(ctx.db);
  if (!query) queries.set(ctx.db, (query = prepare(ctx.db)));
  const [row] = await query.execute({ userId });
  if (!row) return { ...DEFAULT_STYLE_PREFERENCES };
  return { styleGoals: row.styleGoals, preferredStyle: row.preferredStyle, colorPalette: row.colorPalette, essentialItems: row.essentialItems };
}
