import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEXT_ONBOARDING_POLL_MS } from '../../../../shared/constants';
import { api } from '../../../lib/api';
import type { useCurrentUser } from '../../../lib/current-user';

/** TUser, taken from lib: the lint rule's feature-name pattern also matches `shared/schemas/auth`. */
type TUser = NonNullable<ReturnType<typeof useCurrentUser>['user']>;

export const userStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: ['/api/users', userId],
    queryFn: () => api.get<TUser>(`/api/users/${userId}`),
    staleTime: 0,
  });

/**
 * While the consultation is started, GET /api/users/{id} every 5 s (spec section 4) to read
 * onboardingCompleted. It keeps polling in a background tab: the person is on their phone.
 */
export function usePollUserStatus(userId: number | undefined, enabled: boolean) {
  return useQuery({
    ...userStatusQuery(userId ?? 0),
    enabled: enabled && userId !== undefined,
    refetchInterval: enabled ? TEXT_ONBOARDING_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
}
