/**
 * Affiliate links (issue 13, point 5): the retailer's product URL rewritten through the
 * operator's affiliate template. Pure: no I/O; the caller picks the template (the most recently
 * updated enabled one of the product's retailer) and never passes anything from the visitor's
 * request, so no query parameter of `/go/{productId}` can change where it leads.
 *
 * Placeholders, in braces: `{trackingId}`, `{subId}`, `{partnerTag}`, `{productId}` (the
 * retailer's own product id, the catalog's external id) and `{productUrl}` (the plain product
 * URL, for deep-link networks). Every value is URL-encoded, so a value can add text to a path
 * or a query value but can never add a path separator, a query, a fragment, credentials or a
 * host. A template that starts with `?` or `&` is appended to the plain product URL as extra
 * query parameters. Only an http(s) result is followed; anything else falls back to the plain
 * product URL, and a plain URL that is not http(s) gives no link at all.
 */

export const AFFILIATE_PLACEHOLDERS = ['trackingId', 'subId', 'partnerTag', 'productId', 'productUrl'] as const;
export type AffiliatePlaceholder = (typeof AFFILIATE_PLACEHOLDERS)[number];

/** Longer than any browser or server keeps happily: such a link is treated as broken. */
export const MAX_LINK_LENGTH = 8000;

export interface AffiliateTemplate {
  template: string;
  trackingId: string | null;
  subId: string | null;
  partnerTag: string | null;
}

export interface LinkedProduct {
  /** The retailer's own product id. */
  externalId: string;
  /** The plain product page at the retailer. */
  productUrl: string;
}

export type LinkResult = { url: string; via: 'affiliate' | 'plain' } | { url: null; via: 'none' };

/** An absolute http(s) URL with a host, normalised; null otherwise. */
export function httpUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > MAX_LINK_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  const href = url.href;
  return href.length > MAX_LINK_LENGTH ? null : href;
}

const PLACEHOLDER = /\{\s*(trackingId|subId|partnerTag|productId|productUrl)\s*\}/gi;

const canonical = new Map(AFFILIATE_PLACEHOLDERS.map((name) => [name.toLowerCase(), name]));

/** Replaces every known placeholder (case-insensitive, spaces inside the braces allowed) with its URL-encoded value; unknown braces stay. */
export function fillTemplate(template: string, values: Partial<Record<AffiliatePlaceholder, string | null | undefined>>): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const key = canonical.get(name.toLowerCase());
    const value = key ? values[key] : undefined;
    return encodeURIComponent(value ?? '');
  });
}

/** The affiliate URL for a product, or the plain product URL when the template gives no usable http(s) link. */
export function buildProductLink(product: LinkedProduct, affiliate: AffiliateTemplate | null | undefined): LinkResult {
  const plain = httpUrl(product.productUrl);
  if (affiliate && typeof affiliate.template === 'string' && affiliate.template.trim()) {
    const template = affiliate.template.trim();
    const values = {
      trackingId: affiliate.trackingId,
      subId: affiliate.subId,
      partnerTag: affiliate.partnerTag,
      productId: product.externalId,
      productUrl: plain ?? '',
    };
    const filled = fillTemplate(template, values);
    const appended = template.startsWith('?') || template.startsWith('&');
    const candidate = appended ? (plain ? appendQuery(plain, filled) : null) : httpUrl(filled);
    if (candidate) return { url: candidate, via: 'affiliate' };
  }
  return plain ? { url: plain, via: 'plain' } : { url: null, via: 'none' };
}

/** `?tag=x` or `&tag=x` added to the URL's query, before any fragment. */
function appendQuery(base: string, suffix: string): string | null {
  const url = new URL(base);
  const extra = suffix.replace(/^[?&]+/, '');
  if (!extra) return url.href;
  // Stray '#' in the suffix must not become a fragment that hides the rest: encode it.
  const safe = extra.replace(/#/g, '%23');
  url.search = url.search ? `${url.search}&${safe}` : `?${safe}`;
  return httpUrl(url.href);
}
