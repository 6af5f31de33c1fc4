import { useQuery } from '@tanstack/react-query';
import { stylePreferencesQuery } from '../../../lib/style-preferences';

/** GET /api/users/{id}/style-preferences: the preferred style for the profile summary. */
export function useStylePreferences(userId: number | undefined) {
  return useQuery({ ...stylePreferencesQuery(userId ?? 0), enabled: !!userId });
}
