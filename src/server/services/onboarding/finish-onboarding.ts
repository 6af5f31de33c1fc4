import type { UserRow } from '../../../db/schema';
import { PROFILE_EXISTS_MESSAGE, type TCompleteOnboardingRequest } from '../../../shared/schemas/onboarding';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { closeOpenConsultation, hasFinishedProfile } from '../sms/consultation';
import { completeOnboarding } from '../users/update-user';

/**
 * PATCH /api/users/{id}/complete-onboarding, the web wizard's first completion call (issue 24):
 * one consultation at a time, so an open text consultation ends here; and a finished profile is
 * never replaced without the person's yes, so finishing again needs `replaceProfile: true`
 * (the wizard's confirm) and is refused with 409 before anything is written otherwise.
 */
export async function finishOnboarding(ctx: Ctx, user: UserRow, input: TCompleteOnboardingRequest): Promise<UserRow> {
  if (!input?.replaceProfile && (await hasFinishedProfile(ctx, user))) throw new AppError('CONFLICT', PROFILE_EXISTS_MESSAGE, 'replaceProfile');
  await closeOpenConsultation(ctx, user);
  return completeOnboarding(ctx, user);
}
