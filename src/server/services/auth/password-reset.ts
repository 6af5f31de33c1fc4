import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { passwordResetCodes, users, type UserRow } from '../../../db/schema';
import { passwordProblem } from '../../../domain/password-policy';
import { normalizePhone } from '../../../domain/phone';
import { RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MINUTES, RESET_WAIT_AFTER_CHANGE_HOURS } from '../../../shared/constants';
import type { TPasswordResetConfirm, TPasswordResetRequest } from '../../../shared/schemas/auth';
import type { Ctx } from '../../context';
import { AppError, badRequest } from '../../errors';
import { defineJob } from '../../jobs/define';
import { claimDelivery, claimKey, settleDelivery } from '../delivery/claims';
import { resetOpensAt } from '../account/account-changes';
import { sendMail } from '../mail/send-mail';
import { QUOTAS, takeQuota } from '../quota';
import { confirmNumber } from '../sms/confirmed-numbers';
import { sendText } from '../sms/send-text';
import { signInKeys } from './login';
import { hashPassword } from './passwords';
import { deleteUserSessions } from './sessions';
import { forgetSignInFailures } from './sign-in-throttle';

export const INVALID_CODE = 'That code is invalid or has expired. Request a new one.';
export const TOO_MANY_CODES = 'Too many codes were requested for this number. Please wait an hour and try again.';
export const TOO_MANY_MAILED_CODES = 'Too many codes were requested for this email. Please wait an hour and try again.';

const codeHash = (secret: string, userId: number, code: string) => createHmac('sha256', secret).update(`${userId}:${code}`).digest('base64url');
const invalidCode = () => new AppError('BAD_REQUEST', INVALID_CODE, 'code');

/**
 * Always answers the same, and in the same time, whether or not the number has an account, so
 * it cannot be used to find accounts: the per-number quota (3 an hour) is taken and the text is
 * put on the job queue for every valid number; only the job looks the account up (issue 28).
 */
export async function requestPasswordReset(ctx: Ctx, input: TPasswordResetRequest): Promise<void> {
  if (input.email !== undefined) {
    // The same rule for an email: the quota and the job for every address; only the job looks it up.
    if (!(await takeQuota(ctx, QUOTAS.resetMailsPerEmail(input.email)))) throw new AppError('RATE_LIMITED', TOO_MANY_MAILED_CODES);
    await ctx.jobs.send(passwordResetMailJob, { email: input.email });
    return;
  }
  const phone = normalizePhone(input.phoneNumber ?? '');
  if (!phone.ok) throw badRequest(phone.message, 'phoneNumber');
  if (!(await takeQuota(ctx, QUOTAS.resetTextsPerPhone(phone.e164)))) throw new AppError('RATE_LIMITED', TOO_MANY_CODES);
  await ctx.jobs.send(passwordResetTextJob, { phoneNumber: phone.e164 });
}

/** A new code for the user, replacing any earlier one; returned to be sent, stored only as an HMAC. */
async function newResetCode(ctx: Ctx, userId: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  await ctx.db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
  await ctx.db.insert(passwordResetCodes).values({
    userId,
    codeHash: codeHash(ctx.config.appSecret, userId, code),
    expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  return code;
}

/** A verified email's account: an address nobody proved never receives a reset code. */
async function userByVerifiedEmail(ctx: Pick<Ctx, 'db'>, email: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return user;
}

const opensAtText = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(d);

/**
 * An email or number put on the account by a change less than RESET_WAIT_AFTER_CHANGE_HOURS ago
 * gets no code, only word of when it may ask (ADR 0101): whoever changed it with a session alone
 * cannot turn it into the password before the owner hears of the change. true when that was sent.
 * Best effort, never retried: the person asks again.
 */
async function sendResetWait(ctx: Ctx, user: UserRow, kind: 'email' | 'phone', to: string): Promise<boolean> {
  const opensAt = await resetOpensAt(ctx, user.id, kind, to);
  if (!opensAt) return false;
  const brand = ctx.config.brandName;
  const until = opensAtText(opensAt, user.timezone);
  if (kind === 'phone') {
    await sendText(ctx, {
      userId: user.id,
      to,
      purpose: 'password_reset',
      body: `${brand}: this number was added to your account less than ${RESET_WAIT_AFTER_CHANGE_HOURS} hours ago, so it cannot reset the password until ${until}. Use your verified email instead.`,
    });
    return true;
  }
  const sent = await sendMail(ctx, {
    userId: user.id,
    purpose: 'password_reset',
    to,
    subject: `Your ${brand} password reset request`,
    text: [
      `This email address was added to your ${brand} account less than ${RESET_WAIT_AFTER_CHANGE_HOURS} hours ago, so it cannot reset the password yet. The wait gives the account's owner time to undo a change they did not make.`,
      '',
      `Ask again after ${until}, or reset your password now with your phone number.`,
    ].join('\n'),
  });
  if (!sent.ok) ctx.log.warn({ provider: ctx.mail.name, error: sent.error }, 'password reset wait mail not sent');
  return true;
}

/**
 * The reset mail for an address, if it is a verified email of an account (issue 27). With a claim
 * key (the job's), sent at most once for the request: a retry after a definite failure sends a
 * new code, one after anything else sends nothing (ADR 0105). A failure is thrown, to be retried.
 */
export async function sendPasswordResetMail(ctx: Ctx, email: string, key?: string): Promise<void> {
  const user = await userByVerifiedEmail(ctx, email);
  if (!user) return;
  if (await sendResetWait(ctx, user, 'email', email)) return;
  if (key && !(await claimDelivery(ctx, key))) {
    ctx.log.info({ job: key }, 'password reset mail already sent (or maybe sent) for this request');
    return;
  }
  const code = await newResetCode(ctx, user.id);
  const brand = ctx.config.brandName;
  // Within the address's and the account's mail budgets (ADR 0101); never opening with the account's name, which its holder chose.
  const sent = await sendMail(ctx, {
    userId: user.id,
    purpose: 'password_reset',
    to: email,
    subject: `Your ${brand} password reset code`,
    text: [
      `Your ${brand} password reset code is ${code}. It expires in ${RESET_CODE_TTL_MINUTES} minutes.`,
      '',
      `Enter it on the "Reset your password" screen with this email address. If you didn't ask for it, ignore this mail: your password stays as it is.`,
    ].join('\n'),
    // Masked in any copy we keep, like the reset text's code (ADR 0076, ADR 0100).
    secrets: [code],
  });
  // A spent budget is an answer, not a failure: no retry.
  const withheld = !sent.ok && 'withheld' in sent;
  if (key) await settleDelivery(ctx, key, sent.ok || withheld ? 'done' : 'failed');
  if (!sent.ok && !withheld) throw new Error(`password reset mail not sent: ${sent.error}`);
}

/**
 * Retried (a mail server briefly away, a worker that died), never twice for one request: the
 * claim is keyed by the job id. A heartbeat frees a dead worker's job within a minute (ADR 0105).
 */
export const passwordResetMailJob = defineJob<{ email: string }>({
  name: 'password-reset-mail',
  queue: { retryLimit: 2, retryDelay: 5, heartbeatSeconds: 15 },
  work: { pollingIntervalSeconds: 0.5, localConcurrency: 2 },
  async handle(ctx, data, meta) {
    await sendPasswordResetMail(ctx, data.email, claimKey('password-reset-mail', meta));
  },
});

/**
 * The reset text for a number, if it has an account: a new code replaces any earlier one. With a
 * claim key, sent at most once for the request, like the mail; only a failure that sent nothing
 * (no provider reached, no refusal code) is thrown to be retried.
 */
export async function sendPasswordResetCode(ctx: Ctx, phoneNumber: string, key?: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
  if (!user) return;
  if (await sendResetWait(ctx, user, 'phone', phoneNumber)) return;
  if (key && !(await claimDelivery(ctx, key))) {
    ctx.log.info({ job: key }, 'password reset text already sent (or maybe sent) for this request');
    return;
  }
  const code = await newResetCode(ctx, user.id);
  const sent = await sendText(ctx, {
    userId: user.id,
    to: phoneNumber,
    purpose: 'password_reset',
    secrets: [code],
    body: `${ctx.config.brandName}: your password reset code is ${code}. It expires in ${RESET_CODE_TTL_MINUTES} minutes. If you didn't ask for it, ignore this text.`,
  });
  // Only a failure that sent nothing (the provider never reached: no refusal code) is worth a retry.
  const retryable = !sent.ok && sent.id !== null && !sent.unknown && sent.code === undefined;
  if (key) await settleDelivery(ctx, key, retryable ? 'failed' : 'done');
  if (retryable) throw new Error(`password reset text not sent: ${sent.ok ? '' : sent.error}`);
}

/**
 * The reset text, sent off the request path. Retried only when nothing went out (the provider
 * was not reached) or the worker died before claiming; never twice for one request: the claim
 * is keyed by the job id, and a text with an unknown outcome is reconciled, not resent (ADR 0105).
 */
export const passwordResetTextJob = defineJob<{ phoneNumber: string }>({
  name: 'password-reset-text',
  queue: { retryLimit: 2, retryDelay: 5, heartbeatSeconds: 15 },
  work: { pollingIntervalSeconds: 0.5, localConcurrency: 2 },
  async handle(ctx, data, meta) {
    await sendPasswordResetCode(ctx, data.phoneNumber, claimKey('password-reset-text', meta));
  },
});

/**
 * Takes one attempt on the user's live code in a single conditional update (attempts below the
 * limit, unused, unexpired): concurrent guesses each use one up, whatever the database (issue 8,
 * point 4). Returns the code row as it was taken, or null when none is left.
 */
async function takeCodeAttempt(ctx: Ctx, userId: number, now: Date) {
  const [live] = await ctx.db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, now)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!live) return null;
  const [taken] = await ctx.db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, live.id),
        lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
      ),
    )
    .returning();
  return taken ?? null;
}

/**
 * The code is judged before the new password, and an unknown number exactly like a wrong code,
 * so the answer never tells whether a number has an account (issue 8, point 7).
 */
export async function confirmPasswordReset(ctx: Ctx, input: TPasswordResetConfirm): Promise<void> {
  let phone: { ok: true; e164: string } | null = null;
  let user: UserRow | undefined;
  if (input.email !== undefined) user = await userByVerifiedEmail(ctx, input.email);
  else {
    const read = normalizePhone(input.phoneNumber ?? '');
    if (!read.ok) throw badRequest(read.message, 'phoneNumber');
    phone = read;
    [user] = await ctx.db.select().from(users).where(eq(users.phoneNumber, read.e164)).limit(1);
  }
  const now = ctx.now();
  const row = user ? await takeCodeAttempt(ctx, user.id, now) : null;
  // The same HMAC work whether or not there is a code to compare with.
  const given = Buffer.from(codeHash(ctx.config.appSecret, user?.id ?? 0, input.code));
  const expected = row ? Buffer.from(row.codeHash) : Buffer.alloc(given.length);
  const matches = expected.length === given.length && timingSafeEqual(expected, given) && row !== null;
  if (!user || !row || !matches) throw invalidCode();

  const problem = passwordProblem(input.newPassword, { username: user.username ?? undefined, phone: user.phoneNumber ?? undefined });
  if (problem) {
    // The right code with a password we refuse: give the attempt back, so choosing a better one costs nothing.
    await ctx.db
      .update(passwordResetCodes)
      .set({ attempts: sql`greatest(${passwordResetCodes.attempts} - 1, 0)` })
      .where(eq(passwordResetCodes.id, row.id));
    throw badRequest(problem, 'newPassword');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const used = await ctx.db.transaction(async (tx) => {
    // Two right answers at once: one resets, the other finds the code used.
    const [claimed] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.id, row.id), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (!claimed) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return true;
  });
  if (!used) throw invalidCode();
  // Whoever knew the old password is signed out everywhere; the owner is proven, so guess counts go too.
  await deleteUserSessions(ctx, user.id);
  // A texted code reached the person using it: the number is confirmed for our texts (issue 28).
  if (phone) await confirmNumber(ctx, phone.e164, 'code');
  await forgetSignInFailures(ctx, signInKeys(user));
}
