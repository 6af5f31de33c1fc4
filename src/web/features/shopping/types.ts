/**
 * The shapes the Shopping screen reads (spec 3: Product, Search request/response). Replaced by
 * the shared zod schemas' types once the catalog lands.
 */
export interface ShopProduct {
  id: number;
  name: string;
  brand: string | null;
  price: number;
  currency: string;
  imageUrl: string | null;
  productUrl: string;
  description: string | null;
  colors: string[];
  inStock: boolean;
  retailerId: number;
  category: string;
}

export interface SearchFilters {
  category: string;
  sortBy: string;
  minPrice: number;
  maxPrice: number;
}

export interface SearchRequest extends SearchFilters {
  query: string;
  gender: string;
  page: number;
  limit: number;
}

export interface SearchResponse {
  products: ShopProduct[];
  total: number;
  page: number;
  hasMore: boolean;
}
