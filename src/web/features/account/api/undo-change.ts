import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUndoChangeResult } from '../../../../shared/schemas/account-identity';
import { api } from '../../../lib/api';
import { currentUserKey, rememberUser } from '../../../lib/current-user';

/**
 * POST /api/account/changes/undo (ADR 0101). Sent when the person presses the button, never on
 * page load: a mail scanner opening the link must not sign anyone out.
 */
export function useUndoChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<TUndoChangeResult>('/api/account/changes/undo', { token }),
    // Every session ended, this browser's too.
    onSuccess: () => {
      rememberUser(null);
      qc.setQueryData(currentUserKey, null);
    },
  });
}
