import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { sessions, users, type UserRow } from '../../../db/schema';
import { SESSION_IDLE_DAYS } from '../../../shared/constants';
import type { Ctx } from '../../context';

export const SESSION_COOKIE = 'ww_session';
const IDLE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
// Sliding expiry is refreshed at most hourly so an ordinary request costs one read, not a write.
const TOUCH_AFTER_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(ctx: Pick<Ctx, 'db' | 'now'>, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + IDLE_MS);
  await ctx.db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt });
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
