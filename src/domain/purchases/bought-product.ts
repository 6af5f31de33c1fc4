import type { CatalogCategory } from '../../shared/catalog-categories';
import { CATEGORIES, CLOTHING_COLOR_NAMES, type Category } from '../../shared/closet-constants';
import { fileSubcategory } from '../../shared/closet-subcategory-match';

/** What 'I bought this' reads of a catalog product. */
export interface BoughtProduct {
  name: string;
  brand: string;
  category: CatalogCategory;
  /** Lower-case colour names as the catalog holds them. */
  colors: readonly string[];
  priceCents: number;
}

/** The closet fields a bought product becomes (the rest are the closet's defaults). */
export interface BoughtPiece {
  name: string;
  brand: string | null;
  category: Category;
  subcategory: string | null;
  color: string;
  /** Dollars, as the closet form takes it. */
  price: number;
}

/**
 * The closet shelves a catalog category can mean, likeliest first. The catalog files a blazer under
 * jackets and jewellery under accessories; the piece's own name decides between them.
 */
const SHELVES: Record<CatalogCategory, readonly Category[]> = {
  shirts: ['Tops', 'Activewear'],
  pants: ['Bottoms', 'Activewear', 'Swim'],
  skirts: ['Bottoms'],
  shoes: ['Shoes'],
  jackets: ['Outerwear', 'Suits & tailoring'],
  suits: ['Suits & tailoring'],
  dresses: ['Dresses & jumpsuits'],
  accessories: ['Accessories', 'Jewellery', 'Bags'],
  bags: ['Bags'],
};

const NAME_MAX = 100;
const BRAND_MAX = 60;

/** 'light gray' → 'Light Gray': the closet's colour names are capitalised words. */
const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The catalog's first colour, else a colour the name says ('Navy Wool Blazer'), else 'Multi'. */
export function boughtColor(product: Pick<BoughtProduct, 'name' | 'colors'>): string {
  const first = product.colors.find((c) => c.trim() !== '');
  if (first) return titleCase(first.trim().toLowerCase()).slice(0, 40);
  const name = ` ${product.name.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  // Longest first, so 'Light Gray' wins over 'Gray'.
  const named = [...CLOTHING_COLOR_NAMES].sort((a, b) => b.length - a.length).find((c) => name.includes(` ${c.toLowerCase()} `));
  return named ?? 'Multi';
}

/**
 * The closet piece a Shop product becomes: the shelf whose vocabulary knows the product's name
 * (a 'Navy Wool Blazer' from jackets is tailoring, a 'Silver Chain Necklace' from accessories is
 * jewellery), else the catalog category's usual shelf with the subcategory left for the person.
 */
export function boughtPiece(product: BoughtProduct): BoughtPiece {
  const shelves = SHELVES[product.category] ?? CATEGORIES;
  let category = shelves[0]!;
  let subcategory: string | null = null;
  for (const shelf of shelves) {
    const filed = fileSubcategory(shelf, product.name);
    if (filed && filed.subcategory !== 'Other') {
      category = shelf;
      subcategory = filed.subcategory;
      break;
    }
  }
  const brand = product.brand.trim();
  return {
    name: product.name.trim().slice(0, NAME_MAX) || 'Bought piece',
    brand: brand ? brand.slice(0, BRAND_MAX) : null,
    category,
    subcategory,
    color: boughtColor(product),
    price: Math.max(0, Math.round(product.priceCents)) / 100,
  };
}

/**
 * The catalog product a pasted link names: our own '/go/{id}' (absolute or not), or null when it
 * is some other address (the caller then looks the address up among the products' own pages).
 */
export function productIdFromLink(link: string): number | null {
  const m = /^(?:https?:\/\/[^/?#]+)?\/go\/(\d{1,10})\/?(?:[?#].*)?$/i.exec(link.trim());
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Gaps that were there before the piece and are gone after it: what the purchase filled. */
export function filledGaps<G extends { key: string }>(before: readonly G[], after: readonly { key: string }[]): G[] {
  const still = new Set(after.map((g) => g.key));
  return before.filter((g) => !still.has(g.key));
}
