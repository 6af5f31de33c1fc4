import { and, eq, isNull, ne } from 'drizzle-orm';
import { emailVerifications, users } from '../../../db/schema';
import { EMAIL_VERIFICATION_TTL_HOURS } from '../../../shared/constants';
import type { TVerifyEmailResult } from '../../../shared/schemas/account-identity';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { defineJob } from '../../jobs/define';
import { isUniqueViolation } from '../db-errors';
import { sendMail } from '../mail/send-mail';
import { QUOTAS, takeQuota } from '../quota';
import { newNonce, nonceHash, nonceMatches, readSignedToken, signedToken } from './link-token';
import { appUrl } from './links';

/**
 * The link's token (link-token.ts): a link works once, for one email, for a day. The row holds
 * only the nonce's hash, its email, its expiry and whether it was used.
 */
const PURPOSE = 'email-verification';
export const verificationToken = (secret: string, id: number, nonce: string) => signedToken(secret, PURPOSE, id, nonce);

export const VERIFY_MESSAGES = {
  invalid: 'This verification link is not valid. Check that you opened the whole link, or send a new one from Settings.',
  expired: `This verification link has expired (links work for ${EMAIL_VERIFICATION_TTL_HOURS} hours). Send a new one from Settings.`,
  used: 'This verification link was already used. If your email shows as verified in Settings, you are all set.',
  superseded: 'This link is for an email address that is no longer on your account. Send a new one from Settings.',
  taken: 'This email is already verified on another account. Sign in to that account, or use another email here.',
} as const;

export const TOO_MANY_VERIFICATION_MAILS =
  'Several verification links were sent within the hour (to this account or to this address). Check your inbox (and spam folder), or try again later.';

/**
 * Takes one unit of the account's and the address's verification budgets (ADR 0101): an email
 * switched back and forth spends the same budget as a resend. false when either is spent; the
 * mail is then not queued.
 */
export async function takeVerificationQuota(ctx: Pick<Ctx, 'db' | 'now'>, userId: number, email: string): Promise<boolean> {
  return (await takeQuota(ctx, QUOTAS.verificationMailsPerUser(userId))) && (await takeQuota(ctx, QUOTAS.verificationMailsPerAddress(email)));
}

/**
 * Creates a link for the user's current email and mails it; nothing when there is no email or it
 * is verified. The mail never opens with the account's name: whoever typed the address chose it,
 * and it would read as our words to a stranger's inbox (ADR 0101).
 */
export async function sendVerificationMail(ctx: Ctx, userId: number, email?: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.email || user.emailVerifiedAt) return;
  // The address the budget was taken for: switched away since, it gets nothing (and no other address gets its mail).
  if (email !== undefined && user.email !== email) return;
  const nonce = newNonce();
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(emailVerifications)
    .values({
      userId,
      email: user.email,
      nonceHash: nonceHash(nonce),
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * 3_600_000),
      createdAt: now,
    })
    .returning({ id: emailVerifications.id });
  const token = verificationToken(ctx.config.appSecret, row!.id, nonce);
  const link = appUrl(ctx, `/verify-email?token=${token}`);
  const brand = ctx.config.brandName;
  const sent = await sendMail(ctx, {
    userId,
    to: user.email,
    purpose: 'verification',
    secrets: [token],
    subject: `Verify your email for ${brand}`,
    text: [
      `Someone added this email address to a ${brand} account. If it was you, confirm it by opening this link within ${EMAIL_VERIFICATION_TTL_HOURS} hours:`,
      '',
      link,
      '',
      `We use it for receipts and to help you back into your account. If you didn't add this email to ${brand}, ignore this message: the address is not used until it is confirmed.`,
    ].join('\n'),
  });
  if (!sent.ok && 'withheld' in sent) return;
  // Thrown, so the queue retries a mail server that was briefly away.
  if (!sent.ok) throw new Error(`verification mail not sent: ${sent.error}`);
}

export const verificationMailJob = defineJob<{ userId: number; email?: string }>({
  name: 'email-verification-mail',
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true },
  work: { pollingIntervalSeconds: 0.5, localConcurrency: 2 },
  async handle(ctx, data) {
    await sendVerificationMail(ctx, data.userId, data.email);
  },
});

/** Off the request path: the mail server's speed never shows in sign-up or Settings. */
export const queueVerificationMail = (ctx: Pick<Ctx, 'jobs'>, userId: number, email: string) => ctx.jobs.send(verificationMailJob, { userId, email });

/**
 * Judges a link and, when it is good, marks it used and the email verified in one transaction:
 * two clicks at once verify once, the other is told the link was used.
 */
export async function verifyEmail(ctx: Pick<Ctx, 'db' | 'now' | 'config' | 'sessionCache'>, token: string): Promise<TVerifyEmailResult> {
  const read = readSignedToken(ctx.config.appSecret, PURPOSE, token);
  const fail = (reason: keyof typeof VERIFY_MESSAGES) => new AppError('BAD_REQUEST', VERIFY_MESSAGES[reason], 'token');
  if (!read) throw fail('invalid');
  const [row] = await ctx.db.select().from(emailVerifications).where(eq(emailVerifications.id, read.id)).limit(1);
  if (!row || !nonceMatches(row.nonceHash, read.nonce)) throw fail('invalid');
  if (row.usedAt) throw fail('used');
  const now = ctx.now();
  if (row.expiresAt <= now) throw fail('expired');
  let result: 'verified' | 'used' | 'superseded';
  let dropped: number[];
  try {
    ({ result, dropped } = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(and(eq(emailVerifications.id, row.id), isNull(emailVerifications.usedAt)))
        .returning({ id: emailVerifications.id });
      if (!claimed) return { result: 'used' as const, dropped: [] };
      const [user] = await tx
        .update(users)
        .set({ emailVerifiedAt: now })
        .where(and(eq(users.id, row.userId), eq(users.email, row.email)))
        .returning({ id: users.id });
      if (!user) return { result: 'superseded' as const, dropped: [] };
      // The owner proved the address: any other account's unverified claim on it goes (ADR 0101).
      const others = await tx
        .update(users)
        .set({ email: null })
        .where(and(eq(users.email, row.email), ne(users.id, row.userId), isNull(users.emailVerifiedAt)))
        .returning({ id: users.id });
      return { result: 'verified' as const, dropped: others.map((o) => o.id) };
    }));
  } catch (e) {
    // Another account verified this address first: the unique index on verified emails decides.
    if (isUniqueViolation(e)) throw fail('taken');
    throw e;
  }
  if (result !== 'verified') throw fail(result);
  for (const id of [row.userId, ...dropped]) await ctx.sessionCache.evictUser(id);
  return { status: 'verified', email: row.email };
}
