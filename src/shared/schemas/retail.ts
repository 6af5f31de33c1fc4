import { z } from 'zod';

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/** Only http(s): a `javascript:` or `data:` address would run or smuggle content where it is shown. */
const httpUrl = z
  .string({ error: 'Must be a valid URL' })
  .trim()
  .max(2000, { error: 'Must be a valid URL' })
  .refine(isHttpUrl, { error: 'Must be a valid URL' });

const optionalHttpUrl = z
  .string({ error: 'Must be a valid URL' })
  .trim()
  .max(2000, { error: 'Must be a valid URL' })
  .refine((v) => v === '' || isHttpUrl(v), { error: 'Must be a valid URL' })
  .nullish()
  .transform((v) => v || null);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((v) => v || null);

/**
 * A secret as sent: omitted, '' or the mask keep what is stored; a new value replaces it; null
 * clears it. (On create, keeping means having none.)
 */
const secret = (label: string) =>
  z
    .string()
    .max(2000, { error: `${label} is too long` })
    .nullish();

export const SECRET_MASK_PREFIX = '••••';

const retailerId = z.coerce
  .number({ error: 'Please select a retailer' })
  .int({ error: 'Please select a retailer' })
  .positive({ error: 'Please select a retailer' })
  .max(2_147_483_647, { error: 'Please select a retailer' });

/** POST /api/admin/retailers; PUT takes the same (the full retailer, extra fields ignored). */
export const ZRetailerInput = z.object({
  key: z
    .string({ error: 'Key must be at least 2 characters' })
    .trim()
    .min(2, { error: 'Key must be at least 2 characters' })
    .max(50, { error: 'Key must be at most 50 characters' }),
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, { error: 'Name must be at least 2 characters' })
    .max(100, { error: 'Name must be at most 100 characters' }),
  baseUrl: httpUrl,
  apiKey: secret('API key'),
  apiSecret: secret('API secret'),
  authToken: secret('Auth token'),
  enabled: z.boolean().default(true),
  logoUrl: optionalHttpUrl,
});
export type TRetailerInput = z.input<typeof ZRetailerInput>;

export const ZRetailer = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  enabled: z.boolean(),
  logoUrl: z.string().nullable(),
  hasApiKey: z.boolean(),
  apiKeyMask: z.string().nullable(),
  hasApiSecret: z.boolean(),
  apiSecretMask: z.string().nullable(),
  hasAuthToken: z.boolean(),
  authTokenMask: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRetailer = z.infer<typeof ZRetailer>;

/** POST /api/admin/affiliates; PUT takes the same. */
export const ZAffiliateInput = z.object({
  retailerId,
  template: z
    .string({ error: 'Template must be at least 5 characters' })
    .trim()
    .min(5, { error: 'Template must be at least 5 characters' })
    .max(2000, { error: 'Template must be at most 2000 characters' }),
  programId: optionalText(200, 'Program ID'),
  trackingId: optionalText(200, 'Tracking ID'),
  subId: optionalText(200, 'Sub ID'),
  partnerTag: optionalText(200, 'Partner tag'),
  commission: optionalText(100, 'Commission'),
  cookieDuration: z.coerce
    .number({ error: 'Cookie duration must be a number of days' })
    .int({ error: 'Cookie duration must be a whole number of days' })
    .min(0, { error: 'Cookie duration cannot be negative' })
    .max(3650, { error: 'Cookie duration must be at most 3650 days' })
    .default(30),
  notes: optionalText(2000, 'Notes'),
  enabled: z.boolean().default(true),
});
export type TAffiliateInput = z.input<typeof ZAffiliateInput>;

export const ZAffiliate = z.object({
  id: z.number().int(),
  retailerId: z.number().int(),
  retailerName: z.string(),
  template: z.string(),
  programId: z.string().nullable(),
  trackingId: z.string().nullable(),
  subId: z.string().nullable(),
  partnerTag: z.string().nullable(),
  commission: z.string().nullable(),
  cookieDuration: z.number().int(),
  notes: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAffiliate = z.infer<typeof ZAffiliate>;

export const PRODUCT_SOURCE_TYPES = ['collection', 'search', 'category', 'custom'] as const;
export const QUERY_PARAM_SUGGESTIONS = { category: [], limit: [], sort: ['newest', 'price_asc', 'price_desc'] } as const;

/** POST /api/admin/product-sources; PUT takes the same. */
export const ZProductSourceInput = z.object({
  retailerId,
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, { error: 'Name must be at least 2 characters' })
    .max(100, { error: 'Name must be at most 100 characters' }),
  type: z
    .string({ error: 'Type must be at least 2 characters' })
    .trim()
    .min(2, { error: 'Type must be at least 2 characters' })
    .max(50, { error: 'Type must be at most 50 characters' })
    .default('collection'),
  priority: z.coerce
    .number({ error: 'Priority must be a number' })
    .int({ error: 'Priority must be a whole number' })
    .min(0, { error: 'Priority must be between 0 and 100' })
    .max(100, { error: 'Priority must be between 0 and 100' })
    .default(10),
  enabled: z.boolean().default(true),
  queryParams: z
    .record(
      z.string().trim().min(1, { error: 'Parameter names cannot be empty' }).max(100, { error: 'Parameter names are at most 100 characters' }),
      z.string().max(500, { error: 'Parameter values are at most 500 characters' }),
    )
    .refine((v) => Object.keys(v).length <= 50, { error: 'At most 50 parameters' })
    .nullish()
    .transform((v) => v ?? {}),
});
export type TProductSourceInput = z.input<typeof ZProductSourceInput>;

export const ZProductSyncCounts = z.object({
  fetched: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  outOfStock: z.number().int(),
  /** The first reasons entries were skipped (issue 26), each naming the entry. */
  skipReasons: z.array(z.string()).optional(),
  /** What was read leniently (issue 41): a bare '&', an unknown entity. */
  warnings: z.array(z.string()).optional(),
});
export type TProductSyncCounts = z.infer<typeof ZProductSyncCounts>;

export const ZProductSource = z.object({
  id: z.number().int(),
  retailerId: z.number().int(),
  retailerName: z.string(),
  name: z.string(),
  type: z.string(),
  priority: z.number().int(),
  enabled: z.boolean(),
  queryParams: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The last sync (issue 13); null before the first. */
  lastSyncedAt: z.string().nullable(),
  /** 'warning': the feed had entries but none made a product (issue 26); lastSyncError then holds the warning. */
  lastSyncResult: z.enum(['ok', 'warning', 'error', 'running']).nullable(),
  lastSyncCounts: ZProductSyncCounts.nullable(),
  lastSyncError: z.string().nullable(),
});
export type TProductSource = z.infer<typeof ZProductSource>;

/** Spec 5: only parameter rows with both key and value after trimming are kept. */
export function paramsFromRows(rows: readonly { key: string; value: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    const value = row.value.trim();
    if (key && value) out[key] = value;
  }
  return out;
}
