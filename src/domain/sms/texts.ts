/** Every automated wording of the SMS program, one place, so the legal parts never drift apart. */
export interface ProgramInfo {
  brandName: string;
  assistantName: string;
  monthlyLimit: number;
  supportContact: string;
}

export const RATES = 'Msg & data rates may apply.';

export const helpText = (p: ProgramInfo) =>
  `${p.brandName}: outfit ideas and styling chat from ${p.assistantName}. Up to ${p.monthlyLimit} msgs/mo. ${RATES} Reply STOP to cancel. Support: ${p.supportContact}`;

export const optOutConfirmation = (p: ProgramInfo) => `${p.brandName}: You're unsubscribed and will receive no more messages. Reply START to resubscribe.`;

export const optInConfirmation = (p: ProgramInfo) =>
  `${p.brandName}: You're subscribed again. Up to ${p.monthlyLimit} msgs/mo. ${RATES} Reply HELP for help, STOP to cancel.`;

export const programConfirmation = (p: ProgramInfo) =>
  `${p.brandName} Style Texts: you're signed up. Up to ${p.monthlyLimit} msgs/mo. ${RATES} Reply STOP to cancel, HELP for help.`;

export const unknownNumberText = (p: ProgramInfo) =>
  `${p.brandName}: this number isn't linked to an account. Sign up in the ${p.brandName} app to text ${p.assistantName}. Reply HELP for help, STOP to cancel.`;

/** The category question for a texted photo, numbered so a digit answers it. */
export const CATEGORY_CHOICES = ['Tops', 'Bottoms', 'Outerwear', 'Shoes', 'Accessories'] as const;
export const categoryQuestion = (color: string | null) =>
  `Got your photo${color ? ` (looks ${color.toLowerCase()})` : ''}! What is it? Reply with a number: ${CATEGORY_CHOICES.map((c, i) => `${i + 1} ${c}`).join(', ')}`;

/** A digit 1-5 or the category's name picks it; anything else is not an answer. */
export function parseCategoryAnswer(body: string): (typeof CATEGORY_CHOICES)[number] | null {
  const text = body
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase();
  const n = /^\d$/.test(text) ? Number(text) : NaN;
  if (n >= 1 && n <= CATEGORY_CHOICES.length) return CATEGORY_CHOICES[n - 1]!;
  return CATEGORY_CHOICES.find((c) => c.toLowerCase() === text || c.toLowerCase().replace(/s$/, '') === text) ?? null;
}
