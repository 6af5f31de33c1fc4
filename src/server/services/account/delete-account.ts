import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../../db/schema';
import { accountHandle } from '../../../shared/account-handle';
import type { Ctx } from '../../context';
import { quoteIdent, userTables } from '../administration/database/user-tables';
import { forgetPerson, personNames } from './forget-person';
import { userStoredKeys } from './stored-keys';
import { cancelSubscription } from '../billing/cancel-subscription';
import { signInKeys } from '../auth/login';
import { deleteUserSessions } from '../auth/sessions';
import { forgetSignInFailures } from '../auth/sign-in-throttle';
import { deleteImageQuietly } from '../closet/stored-images';

export interface DeletedAccount {
  username: string;
  rowsDeleted: number;
  filesDeleted: number;
  subscriptionCancelled: boolean;
}

/**
 * The one way an account ends, whoever asks (the person in /settings, or the operator's privacy
 * console): texts stop, the paid subscription is cancelled at once at the provider, every session
 * ends in every process, every row about the user goes (foreign keys cascade from `users`, and
 * forgetPerson removes what names them without a user_id) and every file they stored is deleted.
 * A provider failure stops it before anything is deleted, so an account is never gone while its
 * card can still be charged.
 */
export async function deleteAccount(ctx: Ctx, user: UserRow): Promise<DeletedAccount> {
  // The provider first: when it cannot be reached, nothing at all has changed yet.
  const subscriptionCancelled = await cancelSubscription(ctx, user.id, 'now');
  // Then texts: a daily send that reads the user from here on finds them switched off.
  await ctx.db.update(users).set({ smsEnabled: false, smsOptedOut: true }).where(eq(users.id, user.id));
  await ctx.sessionCache.evictUser(user.id);

  const keys = await userStoredKeys(ctx, user.id);
  const names = await personNames(ctx, user);
  let rowsDeleted = 0;
  for (const table of await userTables(ctx)) {
    const r = await ctx.database.execute(`select count(*)::int as n from ${quoteIdent(table.name)} where user_id = $1`, [user.id]);
    rowsDeleted += Number(r.rows[0]?.n ?? 0);
  }
  await deleteUserSessions(ctx, user.id);
  await ctx.db.delete(users).where(eq(users.id, user.id));
  // Guesses counted against its identifiers would otherwise outlive the account (and greet whoever takes them next).
  await forgetSignInFailures(ctx, signInKeys(user));
  // What names them without a user_id to cascade from: mails, texts, quota keys, job payloads (issue 37).
  rowsDeleted += await forgetPerson(ctx, names);
  // Once more after the row is gone: a request that read the user in between must not keep it cached.
  await ctx.sessionCache.evictUser(user.id);
  for (const key of keys) await deleteImageQuietly(ctx, key);
  return { username: accountHandle(user), rowsDeleted: rowsDeleted + 1, filesDeleted: keys.length, subscriptionCancelled };
}
