import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSmsSettingsRequest, TUser } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';
import { currentUserKey, rememberUser } from '../../../lib/current-user';

/** PATCH /api/users/{userId}/sms-settings; on success the cached current user is refreshed (spec 7). */
export const updateSmsSettings = (userId: number, body: TSmsSettingsRequest) => api.patch<TUser>(`/api/users/${userId}/sms-settings`, body);

export function useUpdateSmsSettings(userId: number | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSmsSettingsRequest) => updateSmsSettings(userId ?? 0, body),
    onSuccess: (user) => {
      rememberUser(user);
      qc.setQueryData(currentUserKey, user);
      return qc.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
