import { stylePreferences } from '../../../db/schema';
import type { TStylePreferences } from '../../../shared/schemas/stylist';
import type { Ctx } from '../../context';
import { toPreferences } from './get-style-preferences';

/** PUT /api/users/{id}/style-preferences: replaces the whole profile (onboarding and settings both send all of it). */
export async function saveStylePreferences(ctx: Pick<Ctx, 'db' | 'now'>, userId: number, input: TStylePreferences): Promise<TStylePreferences> {
  const values = {
    styleGoals: input.styleGoals,
    preferredStyle: input.preferredStyle,
    colorPalette: input.colorPalette,
    essentialItems: input.essentialItems,
    // A client that knows nothing of the budget (an older settings form) leaves it as it was.
    ...(input.budget !== undefined ? { budgetMin: input.budget?.min ?? null, budgetMax: input.budget?.max ?? null } : {}),
    updatedAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(stylePreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: stylePreferences.userId, set: values })
    .returning();
  return toPreferences(row);
}
