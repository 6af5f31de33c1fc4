import { CATALOG_CATEGORIES, CATALOG_CATEGORY_LABELS } from '../../../shared/catalog-categories';

/** Spec 2.9 and 9: the Shopping screen's fixed values. */
export const RECOMMENDATIONS_PER_SECTION = 3;

export { SEARCH_PAGE_SIZE } from '../../../shared/schemas/shopping';
export const PRICE_MIN = 0;
export const PRICE_SLIDER_MAX = 1000;
export const PRICE_STEP = 10;
export const DEFAULT_PRICE_RANGE: [number, number] = [0, 500];

export const CATEGORY_OPTIONS = CATALOG_CATEGORIES.map((value) => ({ value, label: CATALOG_CATEGORY_LABELS[value] }));

export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
] as const;
