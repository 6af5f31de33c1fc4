import { useMutation } from '@tanstack/react-query';
import type { TApplyPromoCodeForm, TPromoOffer } from '../../../../shared/schemas/billing';
import { api } from '../../../lib/api';

/** POST /api/promo-code/check: what a code gives (ADR 0117), claiming nothing; 404, 409 or 422 with the reason. */
export const checkPromoCode = (form: TApplyPromoCodeForm) => api.post<TPromoOffer>('/api/promo-code/check', { promoCode: form.promoCode });

export const useCheckPromoCode = () => useMutation({ mutationFn: checkPromoCode });
