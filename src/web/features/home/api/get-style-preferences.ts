import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStylePreferences } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';

export const stylePreferencesKey = (userId: number) => [`/api/users/${userId}/style-preferences`] as const;

export const fetchStylePreferences = (userId: number) => api.get<TStylePreferences>(`/api/users/${userId}/style-preferences`);

export const stylePreferencesQuery = (userId: number) => queryOptions({ queryKey: stylePreferencesKey(userId), queryFn: () => fetchStylePreferences(userId) });

/** GET /api/users/{id}/style-preferences: the preferred style for the profile summary. */
export function useStylePreferences(userId: number | undefined) {
  return useQuery({ ...stylePreferencesQuery(userId ?? 0), enabled: !!userId });
}
