import { asc, eq, ilike, or } from 'drizzle-orm';
import { accountHandle } from '../../../../shared/account-handle';
import { users, type UserRow } from '../../../../db/schema';
import type { TDeleteUserRequest, TUserSummary } from '../../../../shared/schemas/administration-database';
import type { Ctx } from '../../../context';
import { badRequest, notFound } from '../../../errors';
import { deleteAccount } from '../../account/delete-account';
import { isSecretColumn, quoteIdent, userTables } from './user-tables';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /api/administration/users?q=: find the account a privacy request is about. */
export async function searchUsers(ctx: Pick<Ctx, 'db'>, q: string): Promise<TUserSummary[]> {
  const pattern = `%${escapeLike(q)}%`;
  const rows = await ctx.db
    .select()
    .from(users)
    .where(q ? or(ilike(users.username, pattern), ilike(users.fullName, pattern), ilike(users.phoneNumber, pattern), ilike(users.email, pattern)) : undefined)
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(25);
  return rows.map((u) => ({
    id: u.id,
    handle: accountHandle(u),
    username: u.username,
    fullName: u.fullName,
    phoneNumber: u.phoneNumber,
    email: u.email,
    isAdmin: u.isAdmin,
    createdAt: u.createdAt.toISOString(),
  }));
}

async function findUser(ctx: Pick<Ctx, 'db'>, id: number): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('User not found');
  return user;
}

/** A stored '/uploads/...' URL made absolute with PUBLIC_URL, so an export's links work outside the app. */
export const absoluteImageUrl = (ctx: Pick<Ctx, 'config'>, url: unknown) =>
  typeof url === 'string' && url.startsWith('/') && ctx.config.publicUrl ? new URL(url, ctx.config.publicUrl).toString() : url;

/**
 * GET /api/administration/users/{id}/export: one JSON document of everything stored about the user
 * (every table with their user_id), images as URLs, credentials left out.
 */
export async function exportUser(ctx: Pick<Ctx, 'db' | 'database' | 'config' | 'now'>, id: number): Promise<Record<string, unknown>> {
  const user = await findUser(ctx, id);
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const table of await userTables(ctx)) {
    const columns = table.columns.filter((c) => !isSecretColumn(c));
    const res = await ctx.database.execute(`select ${columns.map(quoteIdent).join(', ')} from ${quoteIdent(table.name)} where user_id = $1`, [id]);
    tables[table.name] = res.rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k.endsWith('image_url') ? absoluteImageUrl(ctx, v) : v])),
    );
  }
  const account = Object.fromEntries(Object.entries(user).filter(([k]) => !isSecretColumn(k)));
  return { exportedAt: ctx.now().toISOString(), user: account, tables };
}

/**
 * DELETE /api/administration/users/{id}: the typed handle (username, or phone number without one)
 * must match, so a slip cannot delete the wrong person; then the same deletion as the person's own
 * "Delete my account".
 */
export async function deleteUserAccount(
  ctx: Ctx,
  id: number,
  input: TDeleteUserRequest,
): Promise<{ username: string; rowsDeleted: number; imagesDeleted: number }> {
  const user = await findUser(ctx, id);
  const handle = accountHandle(user);
  if (input.confirmUsername !== handle) throw badRequest(`Type "${handle}" exactly to confirm`, 'confirmUsername');
  const deleted = await deleteAccount(ctx, user);
  return { username: handle, rowsDeleted: deleted.rowsDeleted, imagesDeleted: deleted.filesDeleted };
}
