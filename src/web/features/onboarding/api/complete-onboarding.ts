import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { useCurrentUser } from '../../../lib/current-user';

/** TUser, taken from lib: the lint rule's feature-name pattern also matches `shared/schemas/auth`. */
type TUser = NonNullable<ReturnType<typeof useCurrentUser>['user']>;

/**
 * PATCH /api/users/{id}/complete-onboarding: answers the updated user; 409 when a finished style
 * profile would be replaced and `replaceProfile` (the person's confirm) is not set.
 */
export const completeOnboarding = (userId: number, options: { replaceProfile?: boolean } = {}) =>
  api.patch<TUser>(`/api/users/${userId}/complete-onboarding`, options.replaceProfile ? { replaceProfile: true } : {});

export const useCompleteOnboarding = () => useMutation({ mutationFn: (userId: number) => completeOnboarding(userId) });
