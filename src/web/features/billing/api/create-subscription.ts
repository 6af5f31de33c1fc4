import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateSubscriptionResponse } from '../../../../shared/schemas/billing';
import { api } from '../../../lib/api';
import { subscriptionStatusKey } from './subscription-status';

/** POST /api/create-subscription with no promo code: answers the client secret the card form confirms. */
export const createSubscription = () => api.post<TCreateSubscriptionResponse>('/api/create-subscription', {});

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionStatusKey }),
  });
}
