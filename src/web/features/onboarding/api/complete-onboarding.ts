import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { useCurrentUser } from '../../../lib/current-user';

/** TUser, taken from lib: the lint rule's feature-name pattern also matches `shared/schemas/auth`. */
type TUser = NonNullable<ReturnType<typeof useCurrentUser>['user']>;

/** PATCH /api/users/{id}/complete-onboarding: answers the updated user. */
export const completeOnboarding = (userId: number) => api.patch<TUser>(`/api/users/${userId}/complete-onboarding`);

export const useCompleteOnboarding = () => useMutation({ mutationFn: completeOnboarding });
