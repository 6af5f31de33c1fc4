import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { GoogleAccessRevoked } from '../../../../adapters/calendar';
import { googleCalendarConnections, googleOauthStates, type UserRow } from '../../../../db/schema';
import { GOOGLE_SYNC_DEFAULT_DAYS } from '../../../../shared/schemas/calendar';
import type { Ctx } from '../../../context';
import { setGoogleEnabled, sealTokens } from './connection';
import { requireGooglePort } from './port';
import { syncGoogleCalendar } from './sync';

const STATE_TTL_MS = 10 * 60_000;

/** Where Google sends the user back: the public origin when configured, else the one the request came to. */
export function redirectUri(ctx: Pick<Ctx, 'config'>, request: FastifyRequest): string {
  const origin = ctx.config.publicUrl ? new URL(ctx.config.publicUrl).origin : `${request.protocol}://${request.host}`;
  return `${origin}/api/google-calendar/callback`;
}

/** GET /api/google-calendar/connect: a one-use state tied to this user, then Google's consent page. */
export async function startGoogleConnect(ctx: Ctx, user: UserRow, callbackUri: string): Promise<string> {
  const port = requireGooglePort(ctx);
  const state = randomBytes(32).toString('base64url');
  await ctx.db.insert(googleOauthStates).values({ state, userId: user.id, expiresAt: new Date(ctx.now().getTime() + STATE_TTL_MS) });
  return port.authUrl(state, callbackUri);
}

export type CallbackOutcome = { ok: true } | { ok: false; reason: 'denied' | 'error'; message: string };

/**
 * GET /api/google-calendar/callback: checks the state (this user's, unused, fresh), trades the
 * code for tokens, stores them sealed, turns googleCalendarEnabled on and syncs the next 14 days.
 */
export async function finishGoogleConnect(
  ctx: Ctx,
  user: UserRow,
  query: { state?: string | undefined; code?: string | undefined; error?: string | undefined },
  callbackUri: string,
): Promise<CallbackOutcome> {
  const port = requireGooglePort(ctx);
  if (!query.state) return { ok: false, reason: 'error', message: 'The answer from Google was incomplete. Please connect again.' };
  // Claimed in one statement: a replayed callback finds it used.
  const [claimed] = await ctx.db
    .update(googleOauthStates)
    .set({ used: true })
    .where(
      and(
        eq(googleOauthStates.state, query.state),
        eq(googleOauthStates.userId, user.id),
        eq(googleOauthStates.used, false),
        gt(googleOauthStates.expiresAt, ctx.now()),
      ),
    )
    .returning();
  if (!claimed) return { ok: false, reason: 'error', message: 'This connection attempt expired or was already used. Please connect again.' };
  if (query.error) return { ok: false, reason: 'denied', message: 'Access was not granted.' };
  if (!query.code) return { ok: false, reason: 'error', message: 'The answer from Google was incomplete. Please connect again.' };

  let result;
  try {
    result = await port.exchangeCode(query.code, callbackUri);
  } catch (error) {
    return { ok: false, reason: 'error', message: error instanceof Error ? error.message : 'Google could not be reached.' };
  }
  if (!result.tokens.refreshToken && !result.tokens.accessToken) return { ok: false, reason: 'error', message: 'Google sent no access. Please connect again.' };
  const values = { ...sealTokens(ctx, result.tokens), email: result.email, state: 'connected' as const, syncToken: null, syncWindowEnd: null, lastError: null };
  await ctx.db
    .insert(googleCalendarConnections)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: googleCalendarConnections.userId, set: values });
  await setGoogleEnabled(ctx, user.id, true);
  try {
    await syncGoogleCalendar(ctx, { ...user, googleCalendarEnabled: true }, GOOGLE_SYNC_DEFAULT_DAYS);
  } catch (error) {
    // Connected all the same; the first sync's failure is stored on the connection and the page offers Sync.
    if (error instanceof GoogleAccessRevoked) return { ok: false, reason: 'error', message: error.message };
    ctx.log.warn({ err: error }, 'first Google Calendar sync failed');
  }
  return { ok: true };
}
