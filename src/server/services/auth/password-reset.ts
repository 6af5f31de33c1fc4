import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetCodes, users } from '../../../db/schema';
import { passwordProblem } from '../../../domain/password-policy';
import { normalizePhone } from '../../../domain/phone';
import { RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MINUTES } from '../../../shared/constants';
import type { TPasswordResetConfirm, TPasswordResetRequest } from '../../../shared/schemas/auth';
import type { Ctx } from '../../context';
import { AppError, badRequest } from '../../errors';
import { sendText } from '../sms/send-text';
import { hashPassword } from './passwords';
import { deleteUserSessions } from './sessions';

const INVALID_CODE = 'That code is invalid or has expired. Request a new one.';

const codeHash = (secret: string, userId: number, code: string) => createHmac('sha256', secret).update(`${userId}:${code}`).digest('base64url');

/** Always answers the same whether or not the number has an account, so it cannot be used to find accounts. */
export async function requestPasswordReset(ctx: Ctx, input: TPasswordResetRequest): Promise<void> {
  const phone = normalizePhone(input.phoneNumber);
  if (!phone.ok) throw badRequest(phone.message, 'phoneNumber');
  const [user] = await ctx.db.select().from(users).where(eq(users.phoneNumber, phone.e164)).limit(1);
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  // A new code replaces any earlier one.
  await ctx.db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
  await ctx.db.insert(passwordResetCodes).values({
    userId: user.id,
    codeHash: codeHash(ctx.config.appSecret, user.id, code),
    expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  await sendText(ctx, {
    userId: user.id,
    to: phone.e164,
    purpose: 'password_reset',
    body: `${ctx.config.brandName}: your password reset code is ${code}. It expires in ${RESET_CODE_TTL_MINUTES} minutes. If you didn't ask for it, ignore this text.`,
  });
}

export async function confirmPasswordReset(ctx: Ctx, input: TPasswordResetConfirm): Promise<void> {
  const phone = normalizePhone(input.phoneNumber);
  if (!phone.ok) throw badRequest(phone.message, 'phoneNumber');
  const [user] = await ctx.db.select().from(users).where(eq(users.phoneNumber, phone.e164)).limit(1);
  if (!user) throw new AppError('BAD_REQUEST', INVALID_CODE, 'code');
  const problem = passwordProblem(input.newPassword, { username: user.username, phone: phone.e164 });
  if (problem) throw badRequest(problem, 'newPassword');

  const now = ctx.now();
  const [row] = await ctx.db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, now)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!row || row.attempts >= RESET_CODE_MAX_ATTEMPTS) throw new AppError('BAD_REQUEST', INVALID_CODE, 'code');

  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(codeHash(ctx.config.appSecret, user.id, input.code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await ctx.db
      .update(passwordResetCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(passwordResetCodes.id, row.id));
    throw new AppError('BAD_REQUEST', INVALID_CODE, 'code');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(passwordResetCodes).set({ usedAt: now }).where(eq(passwordResetCodes.id, row.id));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  });
  // Whoever knew the old password is signed out everywhere.
  await deleteUserSessions(ctx, user.id);
}
