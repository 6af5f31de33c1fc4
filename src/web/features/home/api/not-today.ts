import type { TGeneratedOutfit, TNotTodayRequest } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';

/** POST /api/outfits/not-today: the outfit turned down with a reason; the answer is the new outfit. */
export const notToday = (body: TNotTodayRequest) => api.post<TGeneratedOutfit>('/api/outfits/not-today', body);
