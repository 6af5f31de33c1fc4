import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { phoneChangeCodes, users, type UserRow } from '../../../db/schema';
import { countryProblem, normalizePhone } from '../../../domain/phone';
import { PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MINUTES } from '../../../shared/constants';
import type { TPhoneChangeConfirm, TPhoneChangeRequest, TPhoneChangeStarted } from '../../../shared/schemas/account-identity';
import type { Ctx } from '../../context';
import { AppError, badRequest } from '../../errors';
import { isUniqueViolation } from '../db-errors';
import { QUOTAS, takeQuota } from '../quota';
import { confirmNumber } from '../sms/confirmed-numbers';
import { queueChangeNotice, recordChange } from './account-changes';
import { confirmPassword } from './confirm-password';
import { sendText } from '../sms/send-text';

export const PHONE_TAKEN = 'This phone number already has an account.';
export const PHONE_CODE_INVALID = 'That code is not right or has expired. Check the text, or send a new code.';
export const PHONE_CODES_EXHAUSTED = 'Too many codes were sent for a new number. Please wait an hour and try again.';
export const NUMBER_CODES_EXHAUSTED = 'This number has had all the codes it can get today. Please try again tomorrow.';

/** HMAC with APP_SECRET, bound to the user and the number: a code for one number cannot move the account to another. */
const codeHash = (secret: string, userId: number, phone: string, code: string) =>
  createHmac('sha256', secret).update(`phone-change:${userId}:${phone}:${code}`).digest('base64url');

async function phoneTakenByOther(ctx: Pick<Ctx, 'db'>, userId: number, e164: string) {
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, e164), ne(users.id, userId)))
    .limit(1);
  return !!other;
}

/**
 * Texts a code to the new number; the account keeps its number until the code is entered
 * (issue 27). A new request replaces any earlier code. The row is in the database, so the code
 * works whichever process answers the confirmation.
 */
export async function startPhoneChange(ctx: Ctx, user: UserRow, input: TPhoneChangeRequest, address: string): Promise<TPhoneChangeStarted> {
  const phone = normalizePhone(input.phoneNumber);
  if (!phone.ok) throw badRequest(phone.message, 'phoneNumber');
  if (phone.e164 === user.phoneNumber) throw badRequest('This is already your phone number.', 'phoneNumber');
  const elsewhere = countryProblem(phone.e164, ctx.config.smsCountries);
  if (elsewhere) throw badRequest(elsewhere, 'phoneNumber');
  // Before anything says whether the number is taken or texts it: a session alone moves nothing (ADR 0101).
  await confirmPassword(ctx, user, input.currentPassword, address, 'currentPassword');
  if (await phoneTakenByOther(ctx, user.id, phone.e164)) throw new AppError('CONFLICT', PHONE_TAKEN, 'phoneNumber');
  if (!(await takeQuota(ctx, QUOTAS.phoneChangeTextsPerUser(user.id)))) throw new AppError('RATE_LIMITED', PHONE_CODES_EXHAUSTED);
  // Whatever the account: one number gets only so many of these codes (ADR 0101).
  if (!(await takeQuota(ctx, QUOTAS.phoneChangeTextsPerNumber(phone.e164)))) throw new AppError('RATE_LIMITED', NUMBER_CODES_EXHAUSTED, 'phoneNumber');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000);
  const values = { newPhone: phone.e164, codeHash: codeHash(ctx.config.appSecret, user.id, phone.e164, code), attempts: 0, expiresAt, createdAt: now };
  await ctx.db
    .insert(phoneChangeCodes)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: phoneChangeCodes.userId, set: values });
  const sent = await sendText(ctx, {
    userId: user.id,
    to: phone.e164,
    purpose: 'phone_change',
    secrets: [code],
    body: `${ctx.config.brandName}: your code to use this number is ${code}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes. If you didn't ask for it, ignore this text.`,
  });
  if (!sent.ok) throw new AppError('SMS_UNAVAILABLE', `We could not text ${phone.e164}: ${sent.error}. Check the number and try again.`, 'phoneNumber');
  return { ok: true, phoneNumber: phone.e164, expiresAt: expiresAt.toISOString() };
}

/**
 * One attempt on the live code, taken in a single conditional update (unexpired, attempts left),
 * so concurrent guesses each use one up. The right code moves the account to the new number.
 */
export async function confirmPhoneChange(ctx: Ctx, user: UserRow, input: TPhoneChangeConfirm): Promise<UserRow> {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(phoneChangeCodes)
    .set({ attempts: sql`${phoneChangeCodes.attempts} + 1` })
    .where(and(eq(phoneChangeCodes.userId, user.id), lt(phoneChangeCodes.attempts, PHONE_CODE_MAX_ATTEMPTS), gt(phoneChangeCodes.expiresAt, now)))
    .returning();
  const given = Buffer.from(codeHash(ctx.config.appSecret, user.id, row?.newPhone ?? '', input.code));
  const expected = row ? Buffer.from(row.codeHash) : Buffer.alloc(given.length);
  if (!row || expected.length !== given.length || !timingSafeEqual(expected, given)) throw badRequest(PHONE_CODE_INVALID, 'code');

  let updated: UserRow | undefined;
  let changeId: number | null = null;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      // Claimed by deleting it: a second right answer at once finds no code.
      const [claimed] = await tx.delete(phoneChangeCodes).where(eq(phoneChangeCodes.userId, user.id)).returning({ newPhone: phoneChangeCodes.newPhone });
      if (!claimed) return undefined;
      const [before] = await tx.select().from(users).where(eq(users.id, user.id)).limit(1);
      const [u] = await tx.update(users).set({ phoneNumber: claimed.newPhone }).where(eq(users.id, user.id)).returning();
      // The old number hears of it, with a link that puts it back (ADR 0101).
      changeId = await recordChange(tx, before ?? user, 'phone', claimed.newPhone, now);
      return u;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', PHONE_TAKEN, 'phoneNumber');
    throw e;
  }
  if (!updated) throw badRequest(PHONE_CODE_INVALID, 'code');
  await ctx.sessionCache.evictUser(user.id);
  // The code reached the person at the new number: it is confirmed for our texts (issue 28).
  await confirmNumber(ctx, updated.phoneNumber!, 'code');
  if (changeId !== null) await queueChangeNotice(ctx, changeId);
  return updated;
}
