import type { TGeneratedOutfit, TSwapPieceRequest } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';

/** POST /api/outfits/swap: one piece replaced; the answer is the day's outfit as now stored. */
export const swapPiece = (body: TSwapPieceRequest) => api.post<TGeneratedOutfit>('/api/outfits/swap', body);
