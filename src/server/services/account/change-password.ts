import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../../db/schema';
import { passwordProblem } from '../../../domain/password-policy';
import type { TChangePasswordRequest } from '../../../shared/schemas/account';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { deleteOtherSessions } from '../auth/sessions';
import { confirmPassword } from './confirm-password';

/**
 * POST /api/user/password: the current password proves the owner, the new one passes the same
 * policy as sign-up, and every other session ends (in the database, and in every process's
 * session memo through the eviction broadcast). The session that asked stays signed in.
 */
export async function changePassword(
  ctx: Ctx,
  user: UserRow,
  token: string,
  input: TChangePasswordRequest,
  address: string,
): Promise<{ otherSessionsEnded: number }> {
  await confirmPassword(ctx, user, input.currentPassword, address, 'currentPassword');
  const problem = passwordProblem(input.newPassword, { username: user.username ?? undefined, phone: user.phoneNumber ?? undefined });
  if (problem) throw badRequest(problem, 'newPassword');
  if (input.newPassword === input.currentPassword) throw badRequest('Choose a password different from your current one.', 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  // Also evicts this session's memo, which holds the old hash: its next request reads the row again.
  const otherSessionsEnded = await deleteOtherSessions(ctx, user.id, token);
  return { otherSessionsEnded };
}
