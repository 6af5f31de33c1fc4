import { queryOptions } from '@tanstack/react-query';
import type { TSaveStylePreferences, TStylePreferences } from '../../shared/schemas/stylist';
import { api } from './api';

/**
 * GET/PUT /api/users/{id}/style-preferences. Home shows it, onboarding and Settings → Style write
 * it: one cache key here, so a save anywhere updates every screen that shows it.
 */
export const stylePreferencesKey = (userId: number) => [`/api/users/${userId}/style-preferences`] as const;

export const fetchStylePreferences = (userId: number) => api.get<TStylePreferences>(`/api/users/${userId}/style-preferences`);

export const stylePreferencesQuery = (userId: number) => queryOptions({ queryKey: stylePreferencesKey(userId), queryFn: () => fetchStylePreferences(userId) });

/** PUT replaces the whole profile (decisions.md 6): send everything, read first and edited. */
export const putStylePreferences = (userId: number, body: TSaveStylePreferences) => api.put<TStylePreferences>(`/api/users/${userId}/style-preferences`, body);

/** Settings → Style's way back into the onboarding style chat, alone (the wizard reads `retake=style`). */
export const RETAKE_STYLE_CHAT_HREF = '/onboarding?retake=style';
