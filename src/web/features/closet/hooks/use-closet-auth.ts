import { useCallback } from 'react';
import { ApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { toast } from '../../../lib/toast';

export type ClosetVerb = 'add' | 'update' | 'delete';

/** Spec 5: closet changes need a signed-in user, otherwise 'Authentication required'. */
export function useClosetAuth() {
  const { user } = useCurrentUser();
  const requireSignedIn = useCallback(
    (verb: ClosetVerb) => {
      if (user) return true;
      toast.error('Authentication required', `Please log in to ${verb} clothing items`);
      return false;
    },
    [user],
  );
  /** A 401 from the server means the session ended meanwhile: same message as no user at all. */
  const isAuthError = useCallback((error: unknown, verb: ClosetVerb) => {
    if (error instanceof ApiError && error.status === 401) {
      toast.error('Authentication required', `Please log in to ${verb} clothing items`);
      return true;
    }
    return false;
  }, []);
  return { user, requireSignedIn, isAuthError };
}
