import { createHash } from 'node:crypto';
import { smsConsents, type UserRow } from '../../../db/schema';
import { smsConsentText } from '../../../shared/constants';
import type { Ctx } from '../../context';

/** The disclosure's version is its own fingerprint: any change of wording (or of the limit) is a new version. */
export const disclosureVersion = (text: string) => `v1-${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;

/** Consent evidence at sign-up: time, address, device and exactly which disclosure was agreed to. */
export async function recordSmsConsent(
  ctx: Pick<Ctx, 'db' | 'config' | 'now'>,
  user: Pick<UserRow, 'id' | 'phoneNumber'>,
  from: { ip: string | null; userAgent: string | null },
): Promise<void> {
  if (!user.phoneNumber) return;
  const text = smsConsentText(ctx.config.brandName, ctx.config.smsMonthlyLimit);
  await ctx.db.insert(smsConsents).values({
    userId: user.id,
    phoneNumber: user.phoneNumber,
    consentedAt: ctx.now(),
    ipAddress: from.ip,
    userAgent: from.userAgent?.slice(0, 500) ?? null,
    disclosureText: text,
    disclosureVersion: disclosureVersion(text),
  });
}
