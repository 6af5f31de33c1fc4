import { and, desc, eq, inArray } from 'drizzle-orm';
import { statedColours } from '../../../domain/style-analysis';
import { smsConsultations, smsMessages, stylePreferences, type SmsConsultationRow, type UserRow } from '../../../db/schema';
import { consultationClosedText, fitSegments, keptProfileText, parseYesNo, programConfirmation, replaceProfileQuestion } from '../../../domain/sms';
import type { TConsultationStatus, TSmsConversationMessage } from '../../../shared/schemas/sms';
import { STYLE_QUESTIONS } from '../../../shared/style-questions';
import { gapNames } from '../../../domain/gaps';
import { budgetFromAnswer } from '../../../domain/style-analysis/budget-range';
import { starterChecklist } from '../onboarding/analyze-style';
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

/** A skipped question's answer: no text is ever stored empty otherwise (an empty text is not taken as an answer). */
export const SKIPPED_ANSWER = '';

const questionText = (index: number) => `${index + 1}/${STYLE_QUESTIONS.length}: ${STYLE_QUESTIONS[index]}`;

const firstNameOf = (user: UserRow) => user.fullName.trim().split(/\s+/)[0] || user.fullName;

async function consultationOf(ctx: Pick<Ctx, 'db'>, userId: number): Promise<SmsConsultationRow | undefined> {
  const [row] = await ctx.db.select().from(smsConsultations).where(eq(smsConsultations.userId, userId));
  return row;
}

function canResend(row: SmsConsultationRow | undefined, now: Date): boolean {
  if (!row) return true;
  if (row.status !== 'started') return false;
  return now.getTime() - (row.lastAnswerAt ?? row.startedAt).getTime() >= CONSULTATION_RESEND_AFTER_MS;
}

/** Where /sms-onboarding stands: 'started' when sign-up already sent the first text. */
export async function consultationStatus(ctx: Pick<Ctx, 'db' | 'now'>, user: UserRow): Promise<TConsultationStatus> {
  const row = await consultationOf(ctx, user.id);
  const status = user.onboardingCompleted || row?.status === 'completed' ? 'completed' : row ? 'started' : 'pending';
  return {
    status,
    canResend: status !== 'completed' && canResend(row, ctx.now()),
    answered: row?.answers.length ?? 0,
    questions: STYLE_QUESTIONS.length,
    // The person's own answers, so 'Set up in the app instead' carries on from them (issue 40.5); a SKIP reads 'Skip'.
    answers: status === 'completed' ? [] : (row?.answers ?? []).slice(0, STYLE_QUESTIONS.length).map((a) => (a === SKIPPED_ANSWER ? 'Skip' : a)),
  };
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
 * question (SKIPPED_ANSWER for SKIP); the next question follows. After the fifth, the answers
 * become the profile, unless the person already has a finished one: then they are asked first,
 * and only a yes replaces it (issue 24).
 */
export async function answerConsultation(ctx: Ctx, user: UserRow & { phoneNumber: string }, row: SmsConsultationRow, answer: string): Promise<void> {
  const now = ctx.now();
  const answers = [...row.answers, answer.trim().slice(0, 1000)];
  const done = answers.length >= STYLE_QUESTIONS.length;
  const replacing = done && (await hasFinishedProfile(ctx, user));
  // Conditional on the step: two texts racing for one question store one answer each, in order.
  const [updated] = await ctx.db
    .update(smsConsultations)
    .set({ answers, step: answers.length + 1, status: done ? (replacing ? 'confirming' : 'completed') : 'started', lastAnswerAt: now, updatedAt: now })
    .where(and(eq(smsConsultations.userId, user.id), eq(smsConsultations.step, row.step), eq(smsConsultations.status, 'started')))
    .returning();
  if (!updated) {
    const fresh = await consultationOf(ctx, user.id);
    if (fresh?.status === 'started') return answerConsultation(ctx, user, fresh, answer);
    return;
  }
  if (!done) {
    await askQuestion(ctx, user, updated);
    return;
  }
  const analysis = analyseConsultationAnswers(answers);
  if (replacing) {
    const current = await currentStyle(ctx, user.id);
    await sendText(ctx, { userId: user.id, to: user.phoneNumber, purpose: 'consultation', body: replaceProfileQuestion(current, analysis.preferredStyle) });
    return;
  }
  await applyAnswers(ctx, user, answers);
}

/** The answers become the style profile; onboarding is complete and a summary is texted. */
async function applyAnswers(ctx: Ctx, user: UserRow & { phoneNumber: string }, answers: readonly string[]): Promise<void> {
  const analysis = analyseConsultationAnswers(answers);
  const budget = budgetFromAnswer(answers[STYLE_QUESTIONS.length - 1] ?? '');
  // The checklist and the 'start with' line are the one gap model's (issue 24), as Home and Shop show them.
  // The colours they said they love and avoid are stored apart from any palette (ADR 0113), and the checklist honours them.
  const colours = statedColours(answers);
  const essentialItems = await starterChecklist(ctx, user, {
    preferredStyle: analysis.preferredStyle,
    styleGoals: analysis.styleGoals,
    budget,
    avoidColours: colours.avoidColours,
  });
  await saveStylePreferences(ctx, user.id, { ...analysis, ...colours, essentialItems, budget });
  await completeOnboarding(ctx, user);
  const goals = analysis.styleGoals.slice(0, 2).join(' and ').toLowerCase();
  const startWith = gapNames(essentialItems.map((i) => ({ label: i.name })));
  const summary = fitSegments(
    `Thanks ${firstNameOf(user)}! Your style: ${analysis.preferredStyle}. Goals: ${goals}. ` +
      (startWith ? `Start with: ${startWith}. ` : '') +
      `Your profile is ready in the app. Text me any style question, OUTFIT for today's look, or a photo to add to your closet.`,
  );
  await sendText(ctx, { userId: user.id, to: user.phoneNumber, purpose: 'consultation', body: summary });
}

/**
 * The reply to 'replace your style profile?': YES applies the new answers, NO keeps the profile;
 * anything else asks again, and the profile stays as it is until a yes.
 */
export async function answerReplaceQuestion(ctx: Ctx, user: UserRow & { phoneNumber: string }, row: SmsConsultationRow, body: string): Promise<void> {
  const choice = parseYesNo(body);
  if (!choice) {
    await askQuestion(ctx, user, row);
    return;
  }
  const now = ctx.now();
  // Claimed once: a repeated YES (or a YES racing a web finish) applies the answers at most once.
  const [claimed] = await ctx.db
    .update(smsConsultations)
    .set({ status: 'completed', updatedAt: now })
    .where(and(eq(smsConsultations.userId, user.id), eq(smsConsultations.status, 'confirming')))
    .returning();
  if (!claimed) return;
  if (choice === 'yes') {
    await applyAnswers(ctx, user, claimed.answers);
    return;
  }
  await sendText(ctx, { userId: user.id, to: user.phoneNumber, purpose: 'consultation', body: keptProfileText(await currentStyle(ctx, user.id)) });
}

/** Asks again what the consultation is waiting for: the current question, or the yes/no to replacing the profile. */
export async function askQuestion(ctx: Ctx, user: UserRow & { phoneNumber: string }, row: SmsConsultationRow): Promise<void> {
  const body =
    row.status === 'confirming'
      ? replaceProfileQuestion(await currentStyle(ctx, user.id), analyseConsultationAnswers(row.answers).preferredStyle)
      : questionText(Math.min(row.answers.length, STYLE_QUESTIONS.length - 1));
  await sendText(ctx, { userId: user.id, to: user.phoneNumber, purpose: 'consultation', body });
}

/** A profile the person finished (by text or on the web): replacing it needs their yes. */
export async function hasFinishedProfile(ctx: Pick<Ctx, 'db'>, user: Pick<UserRow, 'id' | 'onboardingCompleted'>): Promise<boolean> {
  if (!user.onboardingCompleted) return false;
  const [row] = await ctx.db.select({ userId: stylePreferences.userId }).from(stylePreferences).where(eq(stylePreferences.userId, user.id));
  return Boolean(row);
}

async function currentStyle(ctx: Pick<Ctx, 'db'>, userId: number): Promise<string> {
  const [row] = await ctx.db.select({ style: stylePreferences.preferredStyle }).from(stylePreferences).where(eq(stylePreferences.userId, userId));
  return row?.style ?? 'not set';
}

/**
 * One consultation at a time: the web wizard finished the profile, so an open text consultation
 * ends here and later texts are not taken as its answers. The person is told by text when a
 * question was waiting for them.
 */
export async function closeOpenConsultation(ctx: Ctx, user: UserRow): Promise<boolean> {
  const closed = await ctx.db
    .update(smsConsultations)
    .set({ status: 'closed', updatedAt: ctx.now() })
    .where(and(eq(smsConsultations.userId, user.id), inArray(smsConsultations.status, ['started', 'confirming'])))
    .returning({ userId: smsConsultations.userId });
  if (closed.length === 0) return false;
  if (user.phoneNumber && !user.smsOptedOut) {
    await sendText(ctx, { userId: user.id, to: user.phoneNumber, purpose: 'consultation', body: consultationClosedText(ctx.config.assistantName) });
  }
  return true;
}

/** A consultation under way for this user (a question, or the yes/no to replacing the profile, waiting), if any. */
export async function activeConsultation(ctx: Pick<Ctx, 'db'>, userId: number): Promise<SmsConsultationRow | undefined> {
  const row = await consultationOf(ctx, userId);
  return row?.status === 'started' || row?.status === 'confirming' ? row : undefined;
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
