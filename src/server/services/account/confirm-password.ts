import type { UserRow } from '../../../db/schema';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { verifyPassword } from '../auth/passwords';
import { accountHandle } from '../../../shared/account-handle';
import { signInKeys } from '../auth/login';
import { signInSucceeded, takeSignInAttempt } from '../auth/sign-in-throttle';

export const WRONG_PASSWORD = 'That password is not right. Please check it and try again.';

/**
 * A signed-in action that needs the password again (change it, delete the account). A wrong one
 * answers like a failed sign-in (401 INVALID_CREDENTIALS) and counts against the same throttle
 * (the account's first sign-in key, address), so a stolen session cannot be used to guess the
 * password either.
 */
export async function confirmPassword(ctx: Pick<Ctx, 'db' | 'now'>, user: UserRow, password: string, address: string, field: string): Promise<void> {
  const key = signInKeys(user)[0] ?? accountHandle(user);
  await takeSignInAttempt(ctx, key, address);
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('INVALID_CREDENTIALS', WRONG_PASSWORD, field);
  await signInSucceeded(ctx, key, address);
}
