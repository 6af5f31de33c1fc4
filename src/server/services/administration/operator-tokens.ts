import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { adminTokens } from '../../../db/schema';
import type { Ctx } from '../../context';
import { hashToken } from '../auth/sessions';

/** An operator token lives while it is used: 8 hours after its last use it is dead. */
export const OPERATOR_IDLE_MS = 8 * 60 * 60 * 1000;
// Sliding expiry is written at most once a minute, so a busy console costs reads, not writes.
const TOUCH_AFTER_MS = 60 * 1000;

export interface OperatorSession {
  tokenId: number;
  expiresAt: Date;
}

/** 256 random bits; only the hash is stored, so a database leak yields no live token. */
export async function createOperatorToken(ctx: Pick<Ctx, 'db' | 'now'>, ip: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + OPERATOR_IDLE_MS);
  await ctx.db.insert(adminTokens).values({ tokenHash: hashToken(token), createdAt: now, lastSeenAt: now, expiresAt, createdIp: ip });
  // Dead tokens are swept at each login (a day after they died), so the table stays small without a job.
  await ctx.db.delete(adminTokens).where(lt(adminTokens.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  return { token, expiresAt };
}

/** The live session behind a token, its idle expiry pushed forward; null for unknown, expired or revoked tokens. */
export async function operatorForToken(ctx: Pick<Ctx, 'db' | 'now'>, token: string): Promise<OperatorSession | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = ctx.now();
  const [row] = await ctx.db
    .select()
    .from(adminTokens)
    .where(and(eq(adminTokens.tokenHash, hashToken(token)), gt(adminTokens.expiresAt, now), isNull(adminTokens.revokedAt)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() < TOUCH_AFTER_MS) return { tokenId: row.id, expiresAt: row.expiresAt };
  const expiresAt = new Date(now.getTime() + OPERATOR_IDLE_MS);
  await ctx.db.update(adminTokens).set({ lastSeenAt: now, expiresAt }).where(eq(adminTokens.id, row.id));
  return { tokenId: row.id, expiresAt };
}

/** Logout: this token only; other operators' tokens stay valid. */
export async function revokeOperatorToken(ctx: Pick<Ctx, 'db' | 'now'>, tokenId: number): Promise<void> {
  await ctx.db.update(adminTokens).set({ revokedAt: ctx.now() }).where(eq(adminTokens.id, tokenId));
}
