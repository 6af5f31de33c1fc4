import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateSubscriptionResponse } from '../../../../shared/schemas/billing';
import { api } from '../../../lib/api';
import { subscriptionStatusKey } from './subscription-status';

/**
 * POST /api/create-subscription: answers the client secret the card form confirms. With a
 * percent-off or free-months code the subscription is made with its terms (ADR 0117).
 */
export const createSubscription = (promoCode?: string) => api.post<TCreateSubscriptionResponse>('/api/create-subscription', promoCode ? { promoCode } : {});

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionStatusKey }),
  });
}
