import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TUser, ZProfileSettingsRequest } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';
import { currentUserKey, rememberUser } from '../../../lib/current-user';

type Body = z.input<typeof ZProfileSettingsRequest>;

/** PATCH /api/users/{id}/settings/profile; the cached current user follows the answer. */
export const saveProfileSettings = (userId: number, body: Body) => api.patch<TUser>(`/api/users/${userId}/settings/profile`, body);

export function useSaveProfileSettings(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => saveProfileSettings(userId, body),
    onSuccess: (user) => {
      rememberUser(user);
      qc.setQueryData(currentUserKey, user);
      return qc.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
