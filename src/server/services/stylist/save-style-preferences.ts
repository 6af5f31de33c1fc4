import { sql } from 'drizzle-orm';
import { stylePreferences } from '../../../db/schema';
import type { TStylePreferences } from '../../../shared/schemas/stylist';
import type { Ctx } from '../../context';
import { avoidedColourIn } from '../../../domain/stylist/avoided-colours';
import { getStylePreferences, toPreferences } from './get-style-preferences';

/** PUT /api/users/{id}/style-preferences: replaces the whole profile (onboarding and settings both send all of it). */
export async function saveStylePreferences(ctx: Pick<Ctx, 'db' | 'now'>, userId: number, input: TStylePreferences): Promise<TStylePreferences> {
  const styles = stylesToStore(input);
  // A colour the person said they avoid never stays in the palette (a photo's Mustard for someone who avoids yellow).
  const avoid = input.avoidColours ?? (await getStylePreferences(ctx, userId)).avoidColours ?? [];
  const values = {
    styleGoals: input.styleGoals,
    preferredStyle: styles?.[0] ?? input.preferredStyle,
    colorPalette: input.colorPalette.filter((c) => !avoidedColourIn(avoid, c)),
    essentialItems: input.essentialItems,
    // Stated loves and avoids: a client that sends none (an older one) leaves them as they were.
    ...(input.lovedColours !== undefined ? { lovedColours: input.lovedColours.filter((c) => !avoidedColourIn(avoid, c)) } : {}),
    ...(input.avoidColours !== undefined ? { avoidColours: input.avoidColours } : {}),
    // A client that knows nothing of the budget (an older settings form) leaves it as it was.
    ...(input.budget !== undefined ? { budgetMin: input.budget?.min ?? null, budgetMax: input.budget?.max ?? null } : {}),
    updatedAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(stylePreferences)
    .values({ userId, ...values, styles: styles ?? [input.preferredStyle] })
    .onConflictDoUpdate({
      target: stylePreferences.userId,
      set: {
        ...values,
        // No list (an older client): keep the stored one unless the one style changed.
        styles:
          styles ??
          sql`case when ${stylePreferences.preferredStyle} = ${input.preferredStyle} then ${stylePreferences.styles} else jsonb_build_array(${input.preferredStyle}::text) end`,
      },
    })
    .returning();
  return toPreferences(row);
}

/** The list to store, preferredStyle first, without repeats (ADR 0094); undefined when none was sent. */
function stylesToStore(input: TStylePreferences): string[] | undefined {
  if (!input.styles?.length) return undefined;
  const first = input.styles.includes(input.preferredStyle) ? input.preferredStyle : input.styles[0]!;
  return [...new Set([first, ...input.styles])];
}
