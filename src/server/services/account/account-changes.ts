import { and, desc, eq, gt, gte, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accountChanges, emailVerifications, passwordResetCodes, phoneChangeCodes, users, type UserRow } from '../../../db/schema';
import { maskEmail, maskPhone } from '../../../domain/contact-mask';
import { ACCOUNT_CHANGE_UNDO_DAYS, RESET_WAIT_AFTER_CHANGE_HOURS } from '../../../shared/constants';
import type { TUndoChangeResult } from '../../../shared/schemas/account-identity';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { defineJob } from '../../jobs/define';
import { isUniqueViolation } from '../db-errors';
import { deleteUserSessions } from '../auth/sessions';
import { sendMail } from '../mail/send-mail';
import { sendText } from '../sms/send-text';
import { newNonce, nonceHash, nonceMatches, readSignedToken, signedToken } from './link-token';
import { appUrl } from './links';

type ChangeKind = 'email' | 'phone';
const PURPOSE = 'account-change-undo';
const DAY_MS = 86_400_000;

/**
 * Who hears of a change (ADR 0101): the old verified email by mail, or the old number by text;
 * when the account had neither for this kind, the other contact it has, so a first email added by
 * whoever holds a session still reaches the owner.
 */
function noticeTarget(before: UserRow, kind: ChangeKind): { noticeTo: string; noticeChannel: 'mail' | 'text' } | null {
  const verifiedEmail = before.email && before.emailVerifiedAt ? before.email : null;
  if (kind === 'email') {
    if (verifiedEmail) return { noticeTo: verifiedEmail, noticeChannel: 'mail' };
    return before.phoneNumber ? { noticeTo: before.phoneNumber, noticeChannel: 'text' } : null;
  }
  if (before.phoneNumber) return { noticeTo: before.phoneNumber, noticeChannel: 'text' };
  return verifiedEmail ? { noticeTo: verifiedEmail, noticeChannel: 'mail' } : null;
}

/**
 * Records a change of email or phone number inside the transaction that makes it; the caller
 * queues the notice (queueChangeNotice) once the transaction is committed.
 */
export async function recordChange(tx: Db, before: UserRow, kind: ChangeKind, newValue: string | null, now: Date): Promise<number> {
  const [row] = await tx
    .insert(accountChanges)
    .values({
      userId: before.id,
      kind,
      oldValue: kind === 'email' ? before.email : before.phoneNumber,
      oldVerifiedAt: kind === 'email' ? before.emailVerifiedAt : null,
      newValue,
      ...(noticeTarget(before, kind) ?? {}),
      createdAt: now,
      undoExpiresAt: new Date(now.getTime() + ACCOUNT_CHANGE_UNDO_DAYS * DAY_MS),
    })
    .returning({ id: accountChanges.id });
  return row!.id;
}

const when = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(d);

/**
 * Sends the notice with its undo link. The nonce is made here, not in the request, so the link
 * is never in the job's data; a retry makes a new one. The notice is not subject to the mail or
 * text budgets: nobody may silence it by spending them first.
 */
export async function sendChangeNotice(ctx: Ctx, changeId: number): Promise<void> {
  const [change] = await ctx.db.select().from(accountChanges).where(eq(accountChanges.id, changeId)).limit(1);
  if (!change?.noticeTo || change.undoneAt || change.voidedAt) return;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, change.userId)).limit(1);
  if (!user) return;
  const nonce = newNonce();
  await ctx.db
    .update(accountChanges)
    .set({ nonceHash: nonceHash(nonce) })
    .where(eq(accountChanges.id, change.id));
  const token = signedToken(ctx.config.appSecret, PURPOSE, change.id, nonce);
  const link = appUrl(ctx, `/undo-change?token=${token}`);
  const brand = ctx.config.brandName;
  const what = change.kind === 'email' ? 'email address' : 'phone number';
  const now =
    change.kind === 'email'
      ? change.newValue
        ? `to ${maskEmail(change.newValue)}`
        : 'removed'
      : change.newValue
        ? `to ${maskPhone(change.newValue)}`
        : 'removed';

  if (change.noticeChannel === 'text') {
    const sent = await sendText(ctx, {
      userId: user.id,
      to: change.noticeTo,
      purpose: 'account_notice',
      secrets: [token],
      body: `${brand}: the ${what} on your account was changed (${now}). Not you? Undo it within ${ACCOUNT_CHANGE_UNDO_DAYS} days: ${link}`,
    });
    // Retried only when the provider was never reached: a refusal (an opted-out number) stays refused,
    // and a text it may have (an unknown outcome) is never sent twice.
    const retryable = !sent.ok && sent.id !== null && !sent.unknown && sent.code === undefined;
    if (retryable) throw new Error(`change notice text not sent: ${sent.error}`);
    return;
  }
  const sent = await sendMail(ctx, {
    userId: user.id,
    to: change.noticeTo,
    purpose: 'account_notice',
    secrets: [token],
    subject: `The ${what} on your ${brand} account was changed`,
    text: [
      `The ${what} on your ${brand} account was changed on ${when(change.createdAt, user.timezone)} (${now}).`,
      '',
      'If you made this change, there is nothing to do.',
      '',
      `If you did not, undo it within ${ACCOUNT_CHANGE_UNDO_DAYS} days with this link:`,
      '',
      link,
      '',
      `Undoing puts the old ${what} back, signs out every device, and the new one cannot be used to reset your password. Then sign in, or reset your password with this address.`,
    ].join('\n'),
  });
  if (!sent.ok) throw new Error(`change notice mail not sent: ${sent.error}`);
}

export const changeNoticeJob = defineJob<{ changeId: number }>({
  name: 'account-change-notice',
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true },
  work: { pollingIntervalSeconds: 0.5, localConcurrency: 2 },
  async handle(ctx, data) {
    await sendChangeNotice(ctx, data.changeId);
  },
});

export const queueChangeNotice = (ctx: Pick<Ctx, 'jobs'>, changeId: number) => ctx.jobs.send(changeNoticeJob, { changeId });

export const UNDO_MESSAGES = {
  invalid: 'This link is not valid. Check that you opened the whole link from the message.',
  expired: `This link has expired: a change can be undone for ${ACCOUNT_CHANGE_UNDO_DAYS} days. Sign in, or reset your password, and change it back in Settings.`,
  used: 'This change was already undone. Sign in, or reset your password if you do not know it.',
  voided: 'An earlier change was undone since, which already put things back. Sign in, or reset your password if you do not know it.',
  taken: 'The old value now belongs to another account, so it cannot be put back. Sign in, or reset your password, and contact support.',
} as const;

/**
 * The undo link (ADR 0101): puts the old email (with its verification) or number back, voids any
 * later change of the same kind, ends every session, and drops live reset and phone codes, all in
 * one transaction; the link works once, for ACCOUNT_CHANGE_UNDO_DAYS.
 */
export async function undoChange(ctx: Ctx, token: string): Promise<TUndoChangeResult> {
  const fail = (reason: keyof typeof UNDO_MESSAGES) => new AppError('BAD_REQUEST', UNDO_MESSAGES[reason], 'token');
  const read = readSignedToken(ctx.config.appSecret, PURPOSE, token);
  if (!read) throw fail('invalid');
  const [change] = await ctx.db.select().from(accountChanges).where(eq(accountChanges.id, read.id)).limit(1);
  if (!change || !nonceMatches(change.nonceHash, read.nonce)) throw fail('invalid');
  if (change.undoneAt) throw fail('used');
  if (change.voidedAt) throw fail('voided');
  const now = ctx.now();
  if (change.undoExpiresAt <= now) throw fail('expired');

  let outcome: 'undone' | 'used';
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(accountChanges)
        .set({ undoneAt: now })
        .where(and(eq(accountChanges.id, change.id), isNull(accountChanges.undoneAt), isNull(accountChanges.voidedAt)))
        .returning({ id: accountChanges.id });
      if (!claimed) return 'used' as const;
      await tx
        .update(accountChanges)
        .set({ voidedAt: now })
        .where(
          and(
            eq(accountChanges.userId, change.userId),
            eq(accountChanges.kind, change.kind),
            ne(accountChanges.id, change.id),
            gte(accountChanges.createdAt, change.createdAt),
            isNull(accountChanges.undoneAt),
          ),
        );
      if (change.kind === 'email') {
        await tx.update(users).set({ email: change.oldValue, emailVerifiedAt: change.oldVerifiedAt }).where(eq(users.id, change.userId));
        // Links for the email being undone must not verify it back.
        await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(and(eq(emailVerifications.userId, change.userId), isNull(emailVerifications.usedAt)));
      } else {
        await tx.update(users).set({ phoneNumber: change.oldValue }).where(eq(users.id, change.userId));
      }
      await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, change.userId));
      await tx.delete(phoneChangeCodes).where(eq(phoneChangeCodes.userId, change.userId));
      return 'undone' as const;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', UNDO_MESSAGES.taken, 'token');
    throw e;
  }
  if (outcome === 'used') throw fail('used');
  await deleteUserSessions(ctx, change.userId);
  const restored = change.oldValue ? (change.kind === 'email' ? maskEmail(change.oldValue) : maskPhone(change.oldValue)) : null;
  return { status: 'undone', kind: change.kind, restored, sessionsEnded: true };
}

/**
 * When a password reset by this email or number may start (ADR 0101): a value put on the account
 * by a change less than RESET_WAIT_AFTER_CHANGE_HOURS ago waits, so whoever made the change with a
 * session cannot turn it into the password before the owner hears of it. null: no wait.
 */
export async function resetOpensAt(ctx: Pick<Ctx, 'db' | 'now'>, userId: number, kind: ChangeKind, value: string): Promise<Date | null> {
  const waitMs = RESET_WAIT_AFTER_CHANGE_HOURS * 3_600_000;
  const [recent] = await ctx.db
    .select({ createdAt: accountChanges.createdAt })
    .from(accountChanges)
    .where(
      and(
        eq(accountChanges.userId, userId),
        eq(accountChanges.kind, kind),
        eq(accountChanges.newValue, value),
        isNull(accountChanges.undoneAt),
        gt(accountChanges.createdAt, new Date(ctx.now().getTime() - waitMs)),
      ),
    )
    .orderBy(desc(accountChanges.createdAt))
    .limit(1);
  return recent ? new Date(recent.createdAt.getTime() + waitMs) : null;
}

/** Changes whose undo window has closed decide nothing (the reset wait is shorter): deleted hourly. */
export async function pruneAccountChanges(ctx: Pick<Ctx, 'db' | 'now'>): Promise<number> {
  const gone = await ctx.db.delete(accountChanges).where(lt(accountChanges.undoExpiresAt, ctx.now())).returning({ id: accountChanges.id });
  return gone.length;
}
