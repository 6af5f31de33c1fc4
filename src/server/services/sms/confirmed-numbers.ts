import { inArray, eq } from 'drizzle-orm';
import { smsConfirmedNumbers } from '../../../db/schema';
import type { Ctx } from '../../context';

/** The holder of this number read our text: they replied, or used a code we sent (kept once, the first time). */
export async function confirmNumber(ctx: Pick<Ctx, 'db' | 'now'>, phoneNumber: string, how: 'reply' | 'code'): Promise<void> {
  await ctx.db.insert(smsConfirmedNumbers).values({ phoneNumber, how, confirmedAt: ctx.now() }).onConflictDoNothing();
}

export async function isConfirmedNumber(ctx: Pick<Ctx, 'db'>, phoneNumber: string): Promise<boolean> {
  const [row] = await ctx.db.select({ p: smsConfirmedNumbers.phoneNumber }).from(smsConfirmedNumbers).where(eq(smsConfirmedNumbers.phoneNumber, phoneNumber));
  return row !== undefined;
}

/** The confirmed numbers among these, in one query (the daily batch). */
export async function confirmedAmong(ctx: Pick<Ctx, 'db'>, phoneNumbers: string[]): Promise<Set<string>> {
  if (phoneNumbers.length === 0) return new Set();
  const rows = await ctx.db
    .select({ p: smsConfirmedNumbers.phoneNumber })
    .from(smsConfirmedNumbers)
    .where(inArray(smsConfirmedNumbers.phoneNumber, phoneNumbers));
  return new Set(rows.map((r) => r.p));
}
