import { fetchStylePreferences, putStylePreferences } from '../../../lib/style-preferences';

/** PUT /api/users/{id}/style-preferences (decisions.md 6). */
export const saveStylePreferences = putStylePreferences;
/** GET /api/users/{id}/style-preferences: what a run without photos keeps. */
export const getStylePreferences = fetchStylePreferences;
