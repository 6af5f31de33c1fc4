import { z } from 'zod';
import { CATALOG_CATEGORIES, type CatalogCategory } from '../catalog-categories';

/** Spec 9's categories and those the dress codes need (src/shared/catalog-categories.ts), and the four sorts. */
export const SHOPPING_CATEGORIES = CATALOG_CATEGORIES;
export type TShoppingCategory = CatalogCategory;
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
export type TSearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_GENDERS = ['men', 'women', 'unisex'] as const;
export type TSearchGender = (typeof SEARCH_GENDERS)[number];

export const SEARCH_DEPARTMENT_SCOPES = ['mine', 'all'] as const;
/** The departments a search ran in: 'any' is both. */
export const SEARCHED_DEPARTMENTS = ['men', 'women', 'unisex', 'any'] as const;

export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_MAX_LIMIT = 48;
/** `total` is exact up to this many matches and capped there; results beyond it are not paged to. */
export const SEARCH_TOTAL_CAP = 10_000;
export const SEARCH_QUERY_MAX = 200;
/** Dollars; far above the slider's 1000, low enough that cents fit an integer. */
export const SEARCH_PRICE_MAX = 1_000_000;

/**
 * A product as users see it (spec 3), in search results and recommendations. `price` is in
 * dollars; `productUrl` is always `/go/{id}` on our own origin, never the retailer's address.
 */
export const ZProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  price: z.number(),
  currency: z.string(),
  imageUrl: z.string().nullable(),
  productUrl: z.string(),
  description: z.string(),
  colors: z.array(z.string()),
  inStock: z.boolean(),
  retailerId: z.number().int(),
  retailerName: z.string(),
  category: z.enum(SHOPPING_CATEGORIES),
});
export type TProduct = z.infer<typeof ZProduct>;

/** The path users follow to a product: our own redirect, which records the click (issue 13 point 5). */
export const productLink = (productId: number) => `/go/${productId}`;

/** Blank strings and null mean 'not given'; numeric strings are read as numbers. */
const optionalNumber = (message: string) =>
  z.preprocess((v) => (v === null || v === '' ? undefined : typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: message }).optional());

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === null || v === '' || v === 'all' ? undefined : v), z.enum(values, { error: message }).optional());

/** POST /api/retailers/search (spec 3). */
export const ZSearchRequest = z
  .object({
    query: z
      .string({ error: 'Please enter a search term' })
      .trim()
      .min(1, { error: 'Please enter a search term' })
      .max(SEARCH_QUERY_MAX, { error: `Search terms must be at most ${SEARCH_QUERY_MAX} characters` }),
    /** A department chosen by the client; without it, the shopper's departments (Settings) or the ones the words name. */
    gender: z.preprocess((v) => (v === null || v === '' ? undefined : v), z.enum(SEARCH_GENDERS, { error: 'Gender must be men, women or unisex' }).optional()),
    /** `mine`: the shopper's departments (Settings); `all`: the search widened to every department. */
    departments: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z.enum(SEARCH_DEPARTMENT_SCOPES, { error: 'Departments must be mine or all' }).default('mine'),
    ),
    page: optionalNumber('Page must be a whole number of 1 or more').pipe(
      z
        .number()
        .int({ error: 'Page must be a whole number of 1 or more' })
        .min(1, { error: 'Page must be a whole number of 1 or more' })
        .max(1_000_000, { error: 'Page must be at most 1000000' })
        .default(1),
    ),
    limit: optionalNumber(`Limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}`).pipe(
      z
        .number()
        .int({ error: `Limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}` })
        .min(1, { error: `Limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}` })
        .max(SEARCH_MAX_LIMIT, { error: `Limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}` })
        .default(SEARCH_PAGE_SIZE),
    ),
    category: optionalChoice(SHOPPING_CATEGORIES, `Category must be one of ${SHOPPING_CATEGORIES.join(', ')}`),
    sortBy: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z.enum(SEARCH_SORTS, { error: `Sort must be one of ${SEARCH_SORTS.join(', ')}` }).default('relevance'),
    ),
    minPrice: optionalNumber('Minimum price must be a number').pipe(
      z
        .number()
        .min(0, { error: 'Minimum price cannot be negative' })
        .max(SEARCH_PRICE_MAX, { error: `Minimum price must be at most ${SEARCH_PRICE_MAX}` })
        .optional(),
    ),
    maxPrice: optionalNumber('Maximum price must be a number').pipe(
      z
        .number()
        .min(0, { error: 'Maximum price cannot be negative' })
        .max(SEARCH_PRICE_MAX, { error: `Maximum price must be at most ${SEARCH_PRICE_MAX}` })
        .optional(),
    ),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    error: 'Minimum price cannot be above maximum price',
    path: ['minPrice'],
  });
export type TSearchRequest = z.input<typeof ZSearchRequest>;
export type TSearchQuery = z.output<typeof ZSearchRequest>;

/** How the search read the words (issue 41): what the page is filtered by, so the screen can say so and offer to widen it. */
export const ZSearchReading = z.object({
  department: z.enum(SEARCHED_DEPARTMENTS),
  /** Where the department came from: the shopper's Settings, the words ('women's heels'), the request, or widened to all. */
  departmentFrom: z.enum(['settings', 'words', 'request', 'all']),
  /** The categories searched (empty: all): the filter chosen, or the ones the garment nouns name. */
  categories: z.array(z.enum(SHOPPING_CATEGORIES)),
  /** True when the chosen category filter contradicted the garment the words name, and the words won. */
  categoryFilterSetAside: z.boolean(),
  /** True when no product matched every word, and the page shows the garment (and colour) without the other words. */
  relaxed: z.boolean(),
  /** The words searched after near-spelling correction, when they were corrected. */
  correctedQuery: z.string().nullable(),
});
export type TSearchReading = z.infer<typeof ZSearchReading>;

export const ZSearchResponse = z.object({
  products: z.array(ZProduct),
  reading: ZSearchReading,
  /** Exact up to SEARCH_TOTAL_CAP, capped there beyond. */
  total: z.number().int(),
  page: z.number().int(),
  /** True exactly when the next page has at least one product. */
  hasMore: z.boolean(),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
