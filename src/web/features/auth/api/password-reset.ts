import { useMutation } from '@tanstack/react-query';
import type { TPasswordResetConfirm, TPasswordResetRequest } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';

/** POST /api/password-reset/request: texts a 6-digit code; answers the same whether or not the number has an account. */
export const requestPasswordReset = (body: TPasswordResetRequest) => api.post<{ ok: true; message: string }>('/api/password-reset/request', body);

/** POST /api/password-reset/confirm: sets the new password when the code matches. */
export const confirmPasswordReset = (body: TPasswordResetConfirm) => api.post<{ ok: true }>('/api/password-reset/confirm', body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
