import type { TUpdateProfileRequest } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';

/** PATCH /api/users/{id}/update-profile: only the ok status is read (spec 7). */
export const updateProfile = (userId: number, body: TUpdateProfileRequest) => api.patch<unknown>(`/api/users/${userId}/update-profile`, body);
