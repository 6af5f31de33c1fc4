import type { UserRow } from '../../../../db/schema';
import type { TGoogleCalendarStatus } from '../../../../shared/schemas/calendar';
import type { Ctx } from '../../../context';
import { findConnection } from './connection';
import { googlePort } from './port';

/** GET /api/google-calendar/status: configured, connected, revoked (and why), last sync. */
export async function googleStatus(ctx: Ctx, user: UserRow): Promise<TGoogleCalendarStatus> {
  const connection = await findConnection(ctx, user.id);
  return {
    configured: googlePort(ctx) !== null,
    googleCalendarEnabled: user.googleCalendarEnabled,
    state: connection ? connection.state : 'not_connected',
    email: connection?.email ?? null,
    lastSyncedAt: connection?.lastSyncedAt?.toISOString() ?? null,
    lastError: connection?.lastError ?? null,
  };
}
