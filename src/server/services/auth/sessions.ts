import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { sessions, users, type UserRow } from '../../../db/schema';
import { SESSION_IDLE_DAYS } from '../../../shared/constants';
import type { Ctx } from '../../context';

export const SESSION_COOKIE = 'ww_session';
const IDLE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
// Sliding expiry is refreshed at most hourly so an ordinary request costs one read, not a write.
const TOUCH_AFTER_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Enough of a User-Agent to name the device; the rest is noise and unbounded input. */
const USER_AGENT_MAX = 512;

export async function createSession(
  ctx: Pick<Ctx, 'db' | 'now'>,
  userId: number,
  userAgent: string | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + IDLE_MS);
  await ctx.db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt, userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null });
  return { token, expiresAt };
}

// Every signed-in request runs this lookup, so it is built once and prepared per database.
const lookups = new WeakMap<object, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Ctx['db']) {
  return db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user_lookup');
}

export async function userForToken(ctx: Pick<Ctx, 'db' | 'now' | 'sessionCache'>, token: string): Promise<UserRow | null> {
  const tokenHash = hashToken(token);
  const now = ctx.now();
  const cached = ctx.sessionCache.get(tokenHash, now.getTime());
  if (cached) return cached;
  // An eviction while the row is read (a sign-out on another process) must not be undone by storing it.
  const generation = ctx.sessionCache.generation;
  let lookup = lookups.get(ctx.db);
  if (!lookup) lookups.set(ctx.db, (lookup = prepareLookup(ctx.db)));
  const [row] = await lookup.execute({ tokenHash, now });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + IDLE_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  ctx.sessionCache.set(tokenHash, row.user, now.getTime(), generation);
  return row.user;
}

/**
 * Runs the signed-in requests' own lookup (the same prepared, parameterised statement) for a token
 * nobody holds: readiness asks it, so a pooler that breaks prepared statements keeps a process out
 * of traffic instead of failing every signed-in request (ADR 0104).
 */
export async function sessionLookupWorks(ctx: Pick<Ctx, 'db' | 'now'>): Promise<void> {
  let lookup = lookups.get(ctx.db);
  if (!lookup) lookups.set(ctx.db, (lookup = prepareLookup(ctx.db)));
  await lookup.execute({ tokenHash: '', now: ctx.now() });
}

export async function deleteSession(ctx: Pick<Ctx, 'db' | 'sessionCache'>, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  // Deleted first, then evicted everywhere: evicted first, a concurrent request could re-read the row.
  await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  await ctx.sessionCache.evictToken(tokenHash);
}

export async function deleteUserSessions(ctx: Pick<Ctx, 'db' | 'sessionCache'>, userId: number): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.userId, userId));
  await ctx.sessionCache.evictUser(userId);
}

export interface SessionListing {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** The user's live sessions, most recently active first; `current` marks the one holding `token`. */
export async function listUserSessions(ctx: Pick<Ctx, 'db' | 'now'>, userId: number, token: string | undefined): Promise<SessionListing[]> {
  const currentHash = token ? hashToken(token) : null;
  const rows = await ctx.db
    .select({ id: sessions.id, tokenHash: sessions.tokenHash, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, ctx.now())))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map(({ tokenHash, ...r }) => ({ ...r, current: tokenHash === currentHash }));
}

/**
 * Every session of the user but the one holding `token`: a password change, "Sign out other
 * sessions". Rows first, then the user evicted in every process (the session that stays simply
 * reads its row again), so no process keeps serving an ended session from its memo.
 */
export async function deleteOtherSessions(ctx: Pick<Ctx, 'db' | 'sessionCache'>, userId: number, token: string): Promise<number> {
  const gone = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(token))))
    .returning({ tokenHash: sessions.tokenHash });
  await ctx.sessionCache.evictUser(userId);
  return gone.length;
}

/** One of the user's sessions by its listed id; false when the user has no such session. */
export async function deleteSessionById(ctx: Pick<Ctx, 'db' | 'sessionCache'>, userId: number, id: string): Promise<boolean> {
  const [gone] = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ tokenHash: sessions.tokenHash });
  if (!gone) return false;
  await ctx.sessionCache.evictToken(gone.tokenHash);
  return true;
}
