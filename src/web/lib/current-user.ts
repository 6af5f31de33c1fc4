import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUser } from '../../shared/schemas/auth';
import { SESSION_HINT_COOKIE } from '../../shared/session-hint';
import { api, ApiError } from './api';
import { STORAGE_KEYS, storage } from './storage';

export const currentUserKey = ['/api/user'] as const;

/** Mirrors the user into local storage as the spec describes (saved-user entry and the onboarding flag). */
export function rememberUser(user: TUser | null) {
  if (!user) {
    storage.remove(STORAGE_KEYS.savedUser);
    storage.remove(STORAGE_KEYS.onboardingCompleted);
    return;
  }
  storage.set(STORAGE_KEYS.savedUser, JSON.stringify(user));
  storage.set(STORAGE_KEYS.onboardingCompleted, String(user.onboardingCompleted));
}

/** True when the server said a session was started in this browser (ADR 0047); false means nobody can be signed in. */
export function mightBeSignedIn(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));
}

export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  // Without a session hint the answer is known: signed out, with no request (and no 401 in the console).
  initialData: () => {
    if (mightBeSignedIn()) return undefined;
    rememberUser(null);
    return null;
  },
  queryFn: async (): Promise<TUser | null> => {
    try {
      const user = await api.get<TUser>('/api/user');
      rememberUser(user);
      return user;
    } catch (error) {
      // Non-ok means not signed in; a failed check is only logged (spec section 8).
      if (!(error instanceof ApiError) || error.status !== 401) console.warn('Session check failed', error);
      rememberUser(null);
      return null;
    }
  },
});

export function useCurrentUser() {
  const q = useQuery(currentUserQuery);
  return { user: q.data ?? null, isLoading: q.isPending };
}

/** Replaces the cached user with the server's record (after onboarding, settings...). */
export function useSetCurrentUser() {
  const qc = useQueryClient();
  return (user: TUser) => {
    rememberUser(user);
    qc.setQueryData(currentUserKey, user);
  };
}
