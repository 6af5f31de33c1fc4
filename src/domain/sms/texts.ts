import { CATEGORIES } from '../../shared/closet-constants';
import { smsFrequencyShort } from '../../shared/constants';
import { trimEndOf } from '../../shared/plain-text';
/** Every automated wording of the SMS program, one place, so the legal parts never drift apart. */
export interface ProgramInfo {
  brandName: string;
  assistantName: string;
  monthlyLimit: number;
  supportContact: string;
  /** The number people text, when one is configured (Twilio); null with the simulator. */
  programNumber: string | null;
}

export const RATES = 'Msg & data rates may apply.';

export const helpText = (p: ProgramInfo) =>
  `${p.brandName}: outfit ideas and styling chat from ${p.assistantName}${p.programNumber ? ` at ${p.programNumber}` : ''}. ${smsFrequencyShort(p.monthlyLimit)}. ${RATES} Reply STOP to cancel. Support: ${p.supportContact}`;

export const optOutConfirmation = (p: ProgramInfo) => `${p.brandName}: You're unsubscribed and will receive no more messages. Reply START to resubscribe.`;

export const optInConfirmation = (p: ProgramInfo) =>
  `${p.brandName}: You're subscribed again. ${smsFrequencyShort(p.monthlyLimit)}. ${RATES} Reply HELP for help, STOP to cancel.`;

export const programConfirmation = (p: ProgramInfo) =>
  `${p.brandName} Style Texts: you're signed up. ${smsFrequencyShort(p.monthlyLimit)}. ${RATES} Reply STOP to cancel, HELP for help.`;

export const unknownNumberText = (p: ProgramInfo) =>
  `${p.brandName}: this number isn't linked to an account. Sign up in the ${p.brandName} app to text ${p.assistantName}. Reply HELP for help, STOP to cancel.`;

/** MENU: what can be texted, in one segment. */
export const menuText = (p: ProgramInfo) =>
  `${p.assistantName}: text OUTFIT for today's look, 2 for another, a photo to add to your closet, or any style question. HELP for help, STOP to cancel.`;

/** SKIP with no consultation question waiting. */
export const nothingToSkipText = 'Nothing to skip right now. Text MENU to see what I can do.';

/** The web wizard finished the profile while text questions were open: they stop here. */
export const consultationClosedText = (assistantName: string) =>
  `${assistantName}: your style profile is saved from the web, so the text questions are done. Text OUTFIT for today's look or ask me anything.`;

/** A consultation finished for someone who already has a profile: nothing changes without a yes. */
export const replaceProfileQuestion = (current: string, next: string) =>
  `You already have a style profile (${current}). Replace it with your new answers (${next})? Reply YES to replace or NO to keep it.`;

export const keptProfileText = (current: string) => `OK, your style profile stays ${current}. Text OUTFIT for today's look or ask me anything.`;

/** The category question for a texted photo, numbered so a digit answers it. */
export const CATEGORY_CHOICES = CATEGORIES;
export const categoryQuestion = (color: string | null) =>
  `Got your photo${color ? ` (looks ${color.toLowerCase()})` : ''}! What is it? Reply with a number: ${CATEGORY_CHOICES.map((c, i) => `${i + 1} ${c}`).join(', ')}`;

/** A choice's number or the category's name (or its first word: 'dresses', 'suits') picks it; anything else is not an answer. */
export function parseCategoryAnswer(body: string): (typeof CATEGORY_CHOICES)[number] | null {
  const text = trimEndOf(body.trim(), '.!').toLowerCase();
  const n = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (n >= 1 && n <= CATEGORY_CHOICES.length) return CATEGORY_CHOICES[n - 1]!;
  const named = (c: string) => [c, c.split(' ')[0]!].map((w) => w.toLowerCase());
  return CATEGORY_CHOICES.find((c) => named(c).some((w) => w === text || w.replace(/s$/, '') === text)) ?? null;
}
