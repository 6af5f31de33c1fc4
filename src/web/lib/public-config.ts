import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ASSISTANT_NAME, DEFAULT_BRAND_NAME, DEFAULT_SMS_MONTHLY_LIMIT, TAGLINE } from '../../shared/constants';
import type { TPublicConfig } from '../../shared/schemas/auth';
import { api } from './api';

const fallback: TPublicConfig = {
  brandName: DEFAULT_BRAND_NAME,
  assistantName: DEFAULT_ASSISTANT_NAME,
  tagline: TAGLINE,
  smsMonthlyLimit: DEFAULT_SMS_MONTHLY_LIMIT,
  smsNumber: null,
  smsProvider: 'simulator',
  devPhoneEnabled: false,
};

export const publicConfigQuery = queryOptions({ queryKey: ['config'], queryFn: () => api.get<TPublicConfig>('/api/config') });

/** Brand, assistant name and SMS frequency from the server; the defaults show until it answers. */
export function usePublicConfig(): TPublicConfig {
  return useQuery(publicConfigQuery).data ?? fallback;
}
