import type { TStylePreferences } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';

/** PUT /api/users/{id}/style-preferences (decisions.md 6). */
export const saveStylePreferences = (userId: number, body: TStylePreferences) => api.put<TStylePreferences>(`/api/users/${userId}/style-preferences`, body);
