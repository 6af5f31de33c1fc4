import { eq } from 'drizzle-orm';
import { googleCalendarConnections, type UserRow } from '../../../../db/schema';
import type { Ctx } from '../../../context';
import { removeScope } from '../import-occurrences';
import { findConnection, GOOGLE_SCOPE, openTokens, setGoogleEnabled } from './connection';
import { googlePort } from './port';

/** POST /api/google-calendar/disconnect: revokes the grant at Google, forgets the tokens and the Google events. */
export async function disconnectGoogle(ctx: Ctx, user: UserRow): Promise<void> {
  const connection = await findConnection(ctx, user.id);
  if (connection) {
    const port = googlePort(ctx);
    const tokens = openTokens(ctx, connection);
    const token = tokens.refreshToken ?? tokens.accessToken;
    if (port && token) await port.revoke(token);
    await ctx.db.delete(googleCalendarConnections).where(eq(googleCalendarConnections.userId, user.id));
  }
  await removeScope(ctx, user, GOOGLE_SCOPE);
  await setGoogleEnabled(ctx, user.id, false);
}
