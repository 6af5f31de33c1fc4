import { apiRequest } from '../../../lib/api';
import { storage, STORAGE_KEYS } from '../../../lib/storage';

/** The operator token, kept in local storage under the admin-token entry (spec 3, Admin token). */
export const adminToken = {
  get: () => storage.get(STORAGE_KEYS.adminToken),
  set: (token: string) => storage.set(STORAGE_KEYS.adminToken, token),
  clear: () => storage.remove(STORAGE_KEYS.adminToken),
};

export const bearer = (): Record<string, string> => {
  const token = adminToken.get();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/**
 * Every console call sends the bearer token when there is one; on /admin (an isAdmin user, no
 * token) the session cookie is what the server checks.
 */
export const adminApi = {
  get: <T>(url: string) => apiRequest<T>('GET', url, undefined, bearer()),
  post: <T>(url: string, body: unknown = {}) => apiRequest<T>('POST', url, body, bearer()),
  put: <T>(url: string, body: unknown = {}) => apiRequest<T>('PUT', url, body, bearer()),
  delete: <T>(url: string, body?: unknown) => apiRequest<T>('DELETE', url, body, bearer()),
};

/** Query keys of the console: all under 'admin', so logout drops every cached answer at once. */
export const adminKeys = {
  all: ['admin'] as const,
  prompts: ['admin', 'ai-prompts'] as const,
  versions: (id: number) => ['admin', 'ai-prompts', id, 'versions'] as const,
  retailers: ['admin', 'retailers'] as const,
  affiliates: ['admin', 'affiliates'] as const,
  productSources: ['admin', 'product-sources'] as const,
  summaryRetailers: ['admin', 'summary', 'retailers'] as const,
  summaryAffiliates: ['admin', 'summary', 'affiliates'] as const,
  promoCodes: ['admin', 'promo-codes'] as const,
  database: ['admin', 'database'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
};
