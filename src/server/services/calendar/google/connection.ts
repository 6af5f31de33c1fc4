import { eq } from 'drizzle-orm';
import { googleCalendarConnections, users, type GoogleCalendarConnectionRow } from '../../../../db/schema';
import type { GoogleTokens } from '../../../../adapters/calendar';
import type { Ctx } from '../../../context';
import { tokenBox } from './port';

export const GOOGLE_SCOPE = 'google';

export async function findConnection(ctx: Pick<Ctx, 'db'>, userId: number): Promise<GoogleCalendarConnectionRow | null> {
  const [row] = await ctx.db.select().from(googleCalendarConnections).where(eq(googleCalendarConnections.userId, userId));
  return row ?? null;
}

export function openTokens(ctx: Pick<Ctx, 'config'>, row: GoogleCalendarConnectionRow): GoogleTokens {
  const box = tokenBox(ctx);
  return {
    accessToken: row.accessTokenSealed ? box.open(row.accessTokenSealed) : null,
    refreshToken: row.refreshTokenSealed ? box.open(row.refreshTokenSealed) : null,
    expiresAt: row.accessTokenExpiresAt,
  };
}

export function sealTokens(ctx: Pick<Ctx, 'config'>, tokens: GoogleTokens) {
  const box = tokenBox(ctx);
  return {
    accessTokenSealed: tokens.accessToken ? box.seal(tokens.accessToken) : null,
    refreshTokenSealed: tokens.refreshToken ? box.seal(tokens.refreshToken) : null,
    accessTokenExpiresAt: tokens.expiresAt,
  };
}

/** googleCalendarEnabled on the user (spec 3) mirrors a working connection. */
export async function setGoogleEnabled(ctx: Pick<Ctx, 'db' | 'sessionCache'>, userId: number, enabled: boolean) {
  await ctx.db.update(users).set({ googleCalendarEnabled: enabled }).where(eq(users.id, userId));
  await ctx.sessionCache.evictUser(userId);
}

/** Google refused the grant: stored and shown, the user is asked to connect again; tokens are useless now and dropped. */
export async function markRevoked(ctx: Pick<Ctx, 'db' | 'sessionCache'>, userId: number, message: string) {
  await ctx.db
    .update(googleCalendarConnections)
    .set({ state: 'revoked', lastError: message, accessTokenSealed: null, refreshTokenSealed: null, syncToken: null })
    .where(eq(googleCalendarConnections.userId, userId));
  await setGoogleEnabled(ctx, userId, false);
}
