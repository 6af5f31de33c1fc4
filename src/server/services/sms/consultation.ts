import { and, desc, eq } from 'drizzle-orm';
import { smsConsultations, smsMessages, type SmsConsultationRow, type UserRow } from '../../../db/schema';
import { fitSegments, programConfirmation } from '../../../domain/sms';
import type { TConsultationStatus, TSmsConversationMessage } from '../../../shared/schemas/sms';
import { STYLE_QUESTIONS } from '../../../shared/style-questions';
import type { Ctx } from '../../context';
import { AppError, badRequest } from '../../errors';
import { QUOTAS, takeQuota } from '../quota';
import { saveStylePreferences } from '../stylist/save-style-preferences';
import { completeOnboarding, PHONE_REQUIRED } from '../users/update-user';
import { isConfirmedNumber } from './confirmed-numbers';
import { programInfo } from './program';
import { sendText } from './send-text';
import { analyseConsultationAnswers } from './style-analysis-seam';

export const NOT_CONFIRMED =
  'We have not heard back from this number yet. Reply to our first text (any answer will do) to confirm it, and the consultation continues from there.';

/** A consultation with no answer for this long may be sent again from /sms-onboarding. */
export const CONSULTATION_RESEND_AFTER_MS = 24 * 60 * 60 * 1000;

export function consultationOpening(assistantName: string, firstName: string): string {
  return `Hi ${firstName}! I'm ${assistantName}, your personal stylist. Five quick questions to build your style profile. 1/5: ${STYLE_QUESTIONS[0]}`;
}

const questionText = (index: number) => `${index + 1}/${STYLE_QUESTIONS.length}: ${STYLE_QUESTIONS[index]}`;
/** After a question answered mid-consultation: the consultation's current question again. */
export function resumeConsultationText(row: Pick<SmsConsultationRow, 'answers'>): string {
  return `Back to your profile, ${questionText(Math.min(row.answers.length, STYLE_QUESTIONS.length - 1))}`;
}

const firstNameOf = (user: UserRow) => user.fullName.trim().split(/\s+/)[0] || user.fullName;

async function consultationOf(ctx: Pick<Ctx, 'db'>, userId: number): Promise<SmsConsultationRow | undefined> {
  const [row] = await ctx.db.select().from(smsConsultations).where(eq(smsConsultations.userId, userId));
  return row;
}

function canResend(row: SmsConsultationRow | undefined, now: Date): boolean {
  if (!row) return true;
  if (row.status === 'completed') return false;
  return now.getTime() - (row.lastAnswerAt ?? row.startedAt).getTime() >= CONSULTATION_RESEND_AFTER_MS;
}

/** Where /sms-onboarding stands: 'started' when sign-up already sent the first text. */
export async function consultationStatus(ctx: Pick<Ctx, 'db' | 'now'>, user: UserRow): Promise<TConsultationStatus> {
  const row = await consultationOf(ctx, user.id);
  const status = user.onboardingCompleted || row?.status === 'completed' ? 'completed' : row ? 'started' : 'pending';
  return { status, canResend: status !== 'completed' && canResend(row, ctx.now()), answered: row?.answers.length ?? 0, questions: STYLE_QUESTIONS.length };
}

/**
 * POST /api/sms/start-onboarding (sign-up, and 'Start Text Consultation'): the program
 * confirmation and the first question, sent once. Asking again sends nothing while the
 * consultation is under way, unless it has had no answer for 24 hours; then the question the
 * user is on is sent again.
 */
export async function startConsultation(ctx: Ctx, user: UserRow): Promise<{ sent: boolean }> {
  if (!user.phoneNumber) throw badRequest(PHONE_REQUIRED, 'phoneNumber');
  if (user.smsOptedOut) {
    throw new AppError('BAD_REQUEST', 'You have opted out of text messages. Text START to us to opt back in, then try again.');
  }
  const now = ctx.now();
  const existing = await consultationOf(ctx, user.id);
  // Every start counts, sent or not (a start may send texts we pay for): 3 a day per user, whatever address asks (issue 8).
  if (!(await takeQuota(ctx, QUOTAS.consultationStartsPerUser(user.id)))) {
    throw new AppError('RATE_LIMITED', 'The text consultation can be started 3 times a day. Please try again tomorrow.');
  }
  if (user.onboardingCompleted || !canResend(existing, now)) return { sent: false };
  // The first start asks the number to reply; another waits until it has (confirmed opt-in, issue 28).
  if (existing && !(await isConfirmedNumber(ctx, user.phoneNumber))) throw new AppError('BAD_REQUEST', NOT_CONFIRMED, 'phoneNumber');

  if (existing && existing.answers.length > 0) {
    // Picked up where they left off: the question they are on, not the whole start again.
    const sent = await sendText(ctx, { userId: user.id, to: user.phoneNumber, purpose: 'consultation', body: questionText(existing.answers.length) });
    if (!sent.ok) throw new AppError('SMS_UNAVAILABLE', 'SMS consultation could not start; Please contact support');
    await ctx.db.update(smsConsultations).set({ lastAnswerAt: now, updatedAt: now }).where(eq(smsConsultations.userId, user.id));
    return { sent: true };
  }

  // Claimed before sending: two simultaneous starts (sign-up and a double click) send one text.
  const claim = existing
    ? await ctx.db
        .update(smsConsultations)
        .set({ step: 1, status: 'started', answers: [], startedAt: now, lastAnswerAt: null, updatedAt: now })
        .where(and(eq(smsConsultations.userId, user.id), eq(smsConsultations.startedAt, existing.startedAt)))
        .returning()
    : await ctx.db
        .insert(smsConsultations)
        .values({ userId: user.id, step: 1, status: 'started', startedAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
  if (claim.length === 0) return { sent: false };

  const optInRequest = !existing;
  const confirmation = await sendText(ctx, {
    userId: user.id,
    to: user.phoneNumber,
    purpose: 'consultation',
    optInRequest,
    body: programConfirmation(programInfo(ctx)),
  });
  const opening = confirmation.ok
    ? await sendText(ctx, {
        userId: user.id,
        to: user.phoneNumber,
        purpose: 'consultation',
        optInRequest,
        body: consultationOpening(ctx.config.assistantName, firstNameOf(user)),
      })
    : confirmation;
  if (!opening.ok) {
    // Nothing reached the phone: release the claim so the button can try again at once.
    await ctx.db.delete(smsConsultations).where(eq(smsConsultations.userId, user.id));
    throw new AppError('SMS_UNAVAILABLE', 'SMS consultation could not start; Please contact support');
  }
  return { sent: true };
}

/**
 * A text from a user whose consultation is under way: stored as the answer to the current
 * question; the next question follows, and after the fifth the analysis runs, preferences are
 * saved, onboarding is completed and a summary is texted.
 */
export async function answerConsultation(ctx: Ctx, user: UserRow & { phoneNumber: string }, row: SmsConsultationRow, answer: string): Promise<void> {
  const now = ctx.now();
  const answers = [...row.answers, answer.trim().slice(0, 1000)];
  const done = answers.length >= STYLE_QUESTIONS.length;
  // Conditional on the step: two texts racing for one question store one answer each, in order.
  const [updated] = await ctx.db
    .update(smsConsultations)
    .set({ answers, step: answers.length + 1, status: done ? 'completed' : 'started', lastAnswerAt: now, updatedAt: now })
    .where(and(eq(smsConsultations.userId, user.id), eq(smsConsultations.step, row.step), eq(smsConsultations.status, 'started')))
    .returning();
  if (!updated) {
    const fresh = await consultationOf(ctx, user.id);
    if (fresh?.status === 'started') return answerConsultation(ctx, user, fresh, answer);
    return;
  }
  if (!done) {
    await sendText(ctx, { userId: user.id, to: user.phoneNumber, purpose: 'consultation', body: questionText(answers.length) });
    return;
  }
  const analysis = analyseConsultationAnswers(answers);
  await saveStylePreferences(ctx, user.id, analysis);
  await completeOnboarding(ctx, user);
  const goals = analysis.styleGoals.slice(0, 2).join(' and ').toLowerCase();
  const summary = fitSegments(
    `Thanks ${firstNameOf(user)}! Your style: ${analysis.preferredStyle}. Goals: ${goals}. ` +
      `Start with: ${analysis.essentialItems.map((i) => i.name).join(', ')}. ` +
      `Your profile is ready in the app. Text me any style question, OUTFIT for today's look, or a photo to add to your closet.`,
  );
  await sendText(ctx, { userId: user.id, to: user.phoneNumber, purpose: 'consultation', body: summary });
}

/** A consultation under way for this user, if any. */
export async function activeConsultation(ctx: Pick<Ctx, 'db'>, userId: number): Promise<SmsConsultationRow | undefined> {
  const row = await consultationOf(ctx, userId);
  return row?.status === 'started' ? row : undefined;
}

/** The user's texts, oldest first, in the spec's shape (the latest 200). */
export async function listConversation(ctx: Pick<Ctx, 'db'>, userId: number): Promise<TSmsConversationMessage[]> {
  const rows = await ctx.db
    .select({ id: smsMessages.id, direction: smsMessages.direction, body: smsMessages.body, createdAt: smsMessages.createdAt })
    .from(smsMessages)
    .where(eq(smsMessages.userId, userId))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(200);
  return rows.reverse().map((r) => ({ id: r.id, messageType: r.direction, messageBody: r.body, createdAt: r.createdAt.toISOString() }));
}
