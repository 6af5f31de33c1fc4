import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSaveStylePreferences } from '../../../../shared/schemas/stylist';
import { putStylePreferences, stylePreferencesKey, stylePreferencesQuery } from '../../../lib/style-preferences';

/** GET /api/users/{id}/style-preferences: what Settings → Style edits. */
export const useStoredStylePreferences = (userId: number) => useQuery(stylePreferencesQuery(userId));

/** PUT /api/users/{id}/style-preferences; home and this form then show the answer. */
export function useSaveStylePreferences(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveStylePreferences) => putStylePreferences(userId, body),
    onSuccess: (saved) => qc.setQueryData(stylePreferencesKey(userId), saved),
  });
}
