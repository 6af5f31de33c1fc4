import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../../../db/schema';
import { DEMO_USERNAME } from '../../../../db/seed';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { DEFAULT_STYLE, type TStylePreferences } from '../../../../shared/schemas/stylist';
import type { Ctx } from '../../../context';
import { loadCloset, type StylistItem } from '../../stylist/closet';
import { getStylePreferences } from '../../stylist/get-style-preferences';

export interface SampleUser {
  user: UserRow | null;
  closet: StylistItem[];
  closetDtos: TClothingItem[];
  preferences: TStylePreferences;
}

/**
 * The operator's test chat answers for no real user: it reads the demo account's closet and
 * profile as sample data (and writes nothing). Without a demo account the closet is empty.
 */
export async function loadSampleUser(ctx: Pick<Ctx, 'db'>): Promise<SampleUser> {
  const [user] = await ctx.db.select().from(users).where(eq(users.username, DEMO_USERNAME)).limit(1);
  if (!user)
    return { user: null, closet: [], closetDtos: [], preferences: { styleGoals: [], preferredStyle: DEFAULT_STYLE, colorPalette: [], essentialItems: [] } };
  const [closet, preferences] = await Promise.all([loadCloset(ctx, user.id), getStylePreferences(ctx, user.id)]);
  return { user, closet, closetDtos: closet.map((i) => i.dto), preferences };
}
