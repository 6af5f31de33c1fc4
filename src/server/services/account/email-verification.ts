import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { emailVerifications, users } from '../../../db/schema';
import { EMAIL_VERIFICATION_TTL_HOURS } from '../../../shared/constants';
import type { TVerifyEmailResult } from '../../../shared/schemas/account-identity';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { defineJob } from '../../jobs/define';
import { appUrl } from './links';

/**
 * The link's token: `<row id>.<nonce>.<signature>`. The signature (HMAC with APP_SECRET) refuses a
 * forged or altered token before the database is asked; the row holds only the nonce's hash, its
 * email, its expiry and whether it was used, so a link works once, for one email, for a day.
 */
const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`email-verification:${body}`).digest('base64url');
const nonceHash = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

export function verificationToken(secret: string, id: number, nonce: string): string {
  const body = `${id}.${nonce}`;
  return `${body}.${sign(secret, body)}`;
}

function readToken(secret: string, token: string): { id: number; nonce: string } | null {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!m) return null;
  const expected = Buffer.from(sign(secret, `${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { id: Number(m[1]), nonce: m[2]! };
}

export const VERIFY_MESSAGES = {
  invalid: 'This verification link is not valid. Check that you opened the whole link, or send a new one from Settings.',
  expired: `This verification link has expired (links work for ${EMAIL_VERIFICATION_TTL_HOURS} hours). Send a new one from Settings.`,
  used: 'This verification link was already used. If your email shows as verified in Settings, you are all set.',
  superseded: 'This link is for an email address that is no longer on your account. Send a new one from Settings.',
} as const;

/** Creates a link for the user's current email and mails it; nothing when there is no email or it is verified. */
export async function sendVerificationMail(ctx: Ctx, userId: number): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.email || user.emailVerifiedAt) return;
  const nonce = randomBytes(24).toString('base64url');
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
  const sent = await ctx.mail.send({
    to: user.email,
    subject: `Verify your email for ${brand}`,
    text: [
      `Hi ${user.fullName},`,
      '',
      `Please confirm that this is your email address for ${brand}. Open this link within ${EMAIL_VERIFICATION_TTL_HOURS} hours:`,
      '',
      link,
      '',
      `We use it for receipts and to help you back into your account. If you didn't add this email to ${brand}, ignore this message.`,
    ].join('\n'),
    // The link proves the mailbox: no stored copy may hold it (ADR 0100).
    secrets: [token],
  });
  // Thrown, so the queue retries a mail server that was briefly away.
  if (!sent.ok) throw new Error(`verification mail not sent: ${sent.error}`);
}

export const verificationMailJob = defineJob<{ userId: number }>({
  name: 'email-verification-mail',
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true },
  work: { pollingIntervalSeconds: 0.5, localConcurrency: 2 },
  async handle(ctx, data) {
    await sendVerificationMail(ctx, data.userId);
  },
});

/** Off the request path: the mail server's speed never shows in sign-up or Settings. */
export const queueVerificationMail = (ctx: Pick<Ctx, 'jobs'>, userId: number) => ctx.jobs.send(verificationMailJob, { userId });

/**
 * Judges a link and, when it is good, marks it used and the email verified in one transaction:
 * two clicks at once verify once, the other is told the link was used.
 */
export async function verifyEmail(ctx: Pick<Ctx, 'db' | 'now' | 'config' | 'sessionCache'>, token: string): Promise<TVerifyEmailResult> {
  const read = readToken(ctx.config.appSecret, token);
  const fail = (reason: keyof typeof VERIFY_MESSAGES) => new AppError('BAD_REQUEST', VERIFY_MESSAGES[reason], 'token');
  if (!read) throw fail('invalid');
  const [row] = await ctx.db.select().from(emailVerifications).where(eq(emailVerifications.id, read.id)).limit(1);
  const given = Buffer.from(nonceHash(read.nonce));
  if (!row || !timingSafeEqual(Buffer.from(row.nonceHash.padEnd(given.length).slice(0, given.length)), given)) throw fail('invalid');
  if (row.usedAt) throw fail('used');
  const now = ctx.now();
  if (row.expiresAt <= now) throw fail('expired');
  const result = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.id, row.id), isNull(emailVerifications.usedAt)))
      .returning({ id: emailVerifications.id });
    if (!claimed) return 'used' as const;
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, row.userId), eq(users.email, row.email)))
      .returning({ id: users.id });
    return user ? ('verified' as const) : ('superseded' as const);
  });
  if (result !== 'verified') throw fail(result);
  await ctx.sessionCache.evictUser(row.userId);
  return { status: 'verified', email: row.email };
}
