import type { TUndoWearRequest, TUndoWearResponse } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';

/** POST /api/outfits/wear/undo: takes back the wears 'Wore this outfit' just logged. */
export const undoWear = (body: TUndoWearRequest) => api.post<TUndoWearResponse>('/api/outfits/wear/undo', body);
