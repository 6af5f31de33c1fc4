import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplyPromoCodeForm, TCreateSubscriptionResponse } from '../../../../shared/schemas/billing';
import { api } from '../../../lib/api';
import { subscriptionStatusKey } from './subscription-status';

/** POST /api/create-subscription with {promoCode}: answers success and isLifetimeFree. */
export const applyPromoCode = (form: TApplyPromoCodeForm) => api.post<TCreateSubscriptionResponse>('/api/create-subscription', { promoCode: form.promoCode });

export function useApplyPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPromoCode,
    onSuccess: (data) => {
      if (data.success) return queryClient.invalidateQueries({ queryKey: subscriptionStatusKey });
    },
  });
}
