import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEntitlement } from '../../../../shared/schemas/billing';
import { api } from '../../../lib/api';

/** GET /api/entitlement: Premium, or what the free tier has left today. */
export const entitlementQuery = queryOptions({ queryKey: ['/api/entitlement'], queryFn: () => api.get<TEntitlement>('/api/entitlement') });

export const useEntitlement = (enabled = true) => useQuery({ ...entitlementQuery, enabled });
