import { eq } from 'drizzle-orm';
import { smsMessages, users, type UserRow } from '../../../db/schema';
import { localDate } from '../../../domain/closet/wear';
import {
  helpText,
  keywordOf,
  menuText,
  nothingToSkipText,
  optInConfirmation,
  optOutConfirmation,
  parseCategoryAnswer,
  parseIntent,
  readConsultationReply,
} from '../../../domain/sms';
import type { Ctx } from '../../context';
import { chatByText } from './chat-by-text';
import { confirmNumber } from './confirmed-numbers';
import { activeConsultation, answerConsultation, answerReplaceQuestion, askQuestion, SKIPPED_ANSWER } from './consultation';
import { recordOptIn, recordOptOut } from './opt-out';
import { anotherOutfitText, todaysOutfitText } from './outfit-text';
import { completePendingPhoto, pendingPhoto, receivePhoto, type InboundMedia } from './photo-item';
import { programInfo } from './program';
import { sendText, type TextPurpose } from './send-text';
import { packByText } from '../trips/pack-by-text';

/** An inbound text as the provider's webhook describes it (Twilio's field names). */
export interface InboundText {
  messageId: string;
  from: string;
  to: string;
  body: string;
  media: InboundMedia[];
}

export type InboundOutcome =
  | 'duplicate'
  | 'opt_out'
  | 'opt_in'
  | 'help'
  | 'menu'
  | 'skip'
  | 'ignored'
  | 'consultation'
  | 'outfit'
  | 'more_outfit'
  | 'pack'
  | 'photo'
  | 'category'
  | 'chat';

/** Reads Twilio's form fields; null when the required ones are missing. */
export function inboundFromParams(params: Record<string, string>): InboundText | null {
  const messageId = params.MessageSid ?? params.SmsMessageSid;
  const from = params.From;
  if (!messageId || !from) return null;
  const count = Math.min(Number.parseInt(params.NumMedia ?? '0', 10) || 0, 10);
  const media: InboundMedia[] = [];
  for (let i = 0; i < count; i++) {
    const url = params[`MediaUrl${i}`];
    if (url) media.push({ url, contentType: params[`MediaContentType${i}`] ?? '' });
  }
  return { messageId: messageId.slice(0, 64), from: from.slice(0, 32), to: (params.To ?? '').slice(0, 32), body: (params.Body ?? '').slice(0, 1600), media };
}

/**
 * One inbound text, handled exactly once: its row (unique provider id) is inserted before
 * anything else, so a retried or concurrent duplicate delivery finds it taken and does nothing.
 * Then, in order: opt-out words, HELP, opt-in words; a number with no account gets nothing else;
 * an opted-out number gets nothing automated; a pending photo's category, a photo, the
 * consultation, OUTFIT, 2 or MORE (the next outfit), MENU, SKIP, and finally the stylist.
 * While a consultation waits, keywords and questions are read before a text is taken as its
 * answer, and after HELP, MENU, OUTFIT or a question the consultation's question is asked again.
 */
export async function handleInbound(ctx: Ctx, text: InboundText): Promise<InboundOutcome> {
  const [user] = await ctx.db.select().from(users).where(eq(users.phoneNumber, text.from));
  const [claimed] = await ctx.db
    .insert(smsMessages)
    .values({
      userId: user?.id ?? null,
      direction: 'inbound',
      purpose: 'inbound',
      fromNumber: text.from,
      toNumber: text.to || ctx.sms.fromNumber,
      body: text.body,
      providerMessageId: text.messageId,
      status: 'received',
      mediaCount: text.media.length,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning({ id: smsMessages.id });
  if (!claimed) return 'duplicate';
  // A text from the number proves its holder reads ours: confirmed opt-in (issue 28).
  await confirmNumber(ctx, text.from, 'reply');

  const setPurpose = (purpose: string) => ctx.db.update(smsMessages).set({ purpose }).where(eq(smsMessages.id, claimed.id));
  const reply = (body: string, purpose: TextPurpose) => sendText(ctx, { userId: user?.id ?? null, to: text.from, body, purpose });
  const info = programInfo(ctx);
  const intent = parseIntent(text.body);

  if (intent === 'opt_out') {
    await setPurpose('opt_out');
    // Exactly one confirmation: a second STOP from an opted-out number gets none.
    if (await recordOptOut(ctx, text.from, text.body.trim() || 'STOP')) await reply(optOutConfirmation(info), 'opt_out');
    return 'opt_out';
  }
  if (intent === 'help') {
    await setPurpose('help');
    await reply(helpText(info), 'help');
    await askAgain(ctx, user);
    return 'help';
  }
  if (!user) {
    // Never an account, never a conversation: HELP and STOP were the only things to honour.
    await setPurpose('ignored');
    return 'ignored';
  }
  // YES is an answer (to 'replace your profile?') unless the number is opted out.
  if (intent === 'opt_in' && (user.smsOptedOut || keywordOf(text.body) !== 'YES')) {
    await setPurpose('opt_in');
    await recordOptIn(ctx, text.from);
    await reply(optInConfirmation(info), 'opt_in');
    return 'opt_in';
  }
  if (user.smsOptedOut) {
    await setPurpose('ignored');
    return 'ignored';
  }
  return converse(ctx, user as UserRow & { phoneNumber: string }, text, setPurpose, reply);
}

async function converse(
  ctx: Ctx,
  user: UserRow & { phoneNumber: string },
  text: InboundText,
  setPurpose: (purpose: string) => Promise<unknown>,
  reply: (body: string, purpose: TextPurpose) => Promise<unknown>,
): Promise<InboundOutcome> {
  const image = text.media.find((m) => /^image\//i.test(m.contentType)) ?? text.media[0];
  if (image) {
    await setPurpose('photo');
    await reply(await receivePhoto(ctx, user, image), 'reply');
    return 'photo';
  }
  const category = parseCategoryAnswer(text.body);
  if (category && (await pendingPhoto(ctx, user.id))) {
    await setPurpose('category');
    const confirmation = await completePendingPhoto(ctx, user, category);
    if (confirmation) await reply(confirmation, 'reply');
    return 'category';
  }
  const consultation = await activeConsultation(ctx, user.id);
  if (consultation && text.body.trim()) {
    const read = readConsultationReply(text.body, localDate(ctx.now(), user.timezone));
    if (read.kind === 'keyword' && read.intent === 'skip' && consultation.status === 'started') {
      await setPurpose('skip');
      await answerConsultation(ctx, user, consultation, SKIPPED_ANSWER);
      return 'skip';
    }
    if (read.kind === 'question') {
      await setPurpose('chat');
      await reply(await chatByText(ctx, user, text.body), 'reply');
      await askQuestion(ctx, user, consultation);
      return 'chat';
    }
    if (read.kind === 'answer') {
      await setPurpose('consultation');
      if (consultation.status === 'confirming') await answerReplaceQuestion(ctx, user, consultation, text.body);
      else await answerConsultation(ctx, user, consultation, text.body);
      return 'consultation';
    }
  }
  const intent = parseIntent(text.body);
  if (intent === 'outfit') {
    await setPurpose('outfit');
    await reply(await todaysOutfitText(ctx, user), 'reply');
    if (consultation) await askQuestion(ctx, user, consultation);
    return 'outfit';
  }
  // After a pending photo's category and the consultation, which may take a digit as their answer.
  if (intent === 'more') {
    await setPurpose('more_outfit');
    await reply(await anotherOutfitText(ctx, user), 'reply');
    return 'more_outfit';
  }
  if (intent === 'pack') {
    await setPurpose('pack');
    await reply(await packByText(ctx, user), 'reply');
    if (consultation) await askQuestion(ctx, user, consultation);
    return 'pack';
  }
  if (intent === 'menu') {
    await setPurpose('menu');
    await reply(menuText(programInfo(ctx)), 'reply');
    if (consultation) await askQuestion(ctx, user, consultation);
    return 'menu';
  }
  if (intent === 'skip') {
    await setPurpose('skip');
    await reply(consultation ? keptAskingText : nothingToSkipText, 'reply');
    if (consultation) await askQuestion(ctx, user, consultation);
    return 'skip';
  }
  if (!text.body.trim()) {
    await setPurpose('ignored');
    return 'ignored';
  }
  await setPurpose('chat');
  await reply(await chatByText(ctx, user, text.body), 'reply');
  return 'chat';
}

/** SKIP while 'replace your profile?' waits: there is no question to pass over, only a yes or no. */
const keptAskingText = 'Nothing to skip: your profile stays as it is until you reply YES.';

/** After HELP: a consultation that was waiting for an answer asks its question again. */
async function askAgain(ctx: Ctx, user: UserRow | undefined): Promise<void> {
  if (!user?.phoneNumber || user.smsOptedOut) return;
  const consultation = await activeConsultation(ctx, user.id);
  if (consultation) await askQuestion(ctx, user as UserRow & { phoneNumber: string }, consultation);
}
