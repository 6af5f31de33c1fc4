import { inIds } from '../../../db/id-list';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stylePreferences, type StylePreferencesRow } from '../../../db/schema';
import { DEFAULT_STYLE, type TStylePreferences } from '../../../shared/schemas/stylist';
import type { Ctx } from '../../context';

export const DEFAULT_STYLE_PREFERENCES: TStylePreferences = {
  styleGoals: [],
  preferredStyle: DEFAULT_STYLE,
  styles: [DEFAULT_STYLE],
  colorPalette: [],
  lovedColours: [],
  avoidColours: [],
  essentialItems: [],
  budget: null,
};

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
  return toPreferences(row);
}

export const toPreferences = (row: StylePreferencesRow | undefined): TStylePreferences =>
  row
    ? {
        styleGoals: row.styleGoals,
        preferredStyle: row.preferredStyle,
        styles: row.styles.length ? row.styles : [row.preferredStyle],
        colorPalette: row.colorPalette,
        lovedColours: row.lovedColours,
        avoidColours: row.avoidColours,
        essentialItems: row.essentialItems,
        budget: row.budgetMin !== null && row.budgetMax !== null ? { min: row.budgetMin, max: row.budgetMax } : null,
      }
    : { ...DEFAULT_STYLE_PREFERENCES };

/** Many users' profiles in one query; defaults for those who saved none. */
export async function getStylePreferencesOf(ctx: Pick<Ctx, 'db'>, userIds: readonly number[]): Promise<Map<number, TStylePreferences>> {
  const rows = userIds.length
    ? await ctx.db
        .select()
        .from(stylePreferences)
        .where(inIds(stylePreferences.userId, [...userIds]))
    : [];
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return new Map(userIds.map((id) => [id, toPreferences(byUser.get(id))]));
}
