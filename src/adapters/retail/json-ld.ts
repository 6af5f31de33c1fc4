import { isRecord } from './fetch';

/**
 * schema.org product data as stores publish it (issue 41): JSON-LD `Product`, `ProductGroup` (its
 * variants under `hasVariant`, sharing `productGroupID`) and `ItemList` (`itemListElement`, each a
 * `ListItem` with its `item` or the product itself), in a JSON document, an `@graph`, or the
 * `<script type="application/ld+json">` blocks of a store's HTML page. Each product becomes a flat
 * record in the feed field map's names, so it is read like any other feed entry; a group's
 * variants carry `item_group_id` and are folded into one product (lowest orderable price, every colour).
 */

/** A node's types without their vocabulary prefix ('schema:Product', 'https://schema.org/Product' → 'Product'). */
function typesOf(node: Record<string, unknown>): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/:#]/, ''));
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A name from a string or a Thing ({ "@type": "Brand", "name": "…" }). */
function nameOf(value: unknown): unknown {
  const v = first(value);
  return isRecord(v) ? v.name : v;
}

/** An image's address: a string, an ImageObject's url or contentUrl, the first of a list. */
function imageOf(value: unknown): unknown {
  const v = first(value);
  return isRecord(v) ? (v.url ?? v.contentUrl) : v;
}

interface OfferFields {
  price?: unknown;
  currency?: unknown;
  availability?: unknown;
}

const IN_STOCK = /InStock|InStoreOnly|OnlineOnly|LimitedAvailability|PreOrder|BackOrder/i;

/** The product's offer: the cheapest that can be ordered (any when none can), read through AggregateOffer and priceSpecification. */
function offerOf(value: unknown): OfferFields {
  const offers: Record<string, unknown>[] = [];
  const collect = (v: unknown, depth: number) => {
    if (depth > 3) return;
    if (Array.isArray(v)) for (const o of v.slice(0, 500)) collect(o, depth + 1);
    else if (isRecord(v)) {
      if (v.offers !== undefined) collect(v.offers, depth + 1);
      offers.push(v);
    }
  };
  collect(value, 0);
  const read = offers.map((o) => {
    const spec = isRecord(first(o.priceSpecification)) ? (first(o.priceSpecification) as Record<string, unknown>) : {};
    return {
      price: o.price ?? o.lowPrice ?? spec.price,
      currency: o.priceCurrency ?? spec.priceCurrency,
      availability: o.availability,
    };
  });
  const priced = read.filter((o) => o.price !== undefined && o.price !== null && o.price !== '');
  if (priced.length === 0) return read[0] ?? {};
  const orderable = priced.filter((o) => typeof o.availability !== 'string' || IN_STOCK.test(o.availability));
  const pool = orderable.length > 0 ? orderable : priced;
  const cents = (o: OfferFields) => Number(String(o.price).replace(/[^0-9.]/g, '')) || Infinity;
  return pool.reduce((a, b) => (cents(b) < cents(a) ? b : a));
}

/** One Product node as a flat feed record; `group` fills what a variant leaves out. */
function productRecord(node: Record<string, unknown>, group: Record<string, unknown> | null): Record<string, unknown> {
  const pick = (key: string) => node[key] ?? group?.[key];
  const offer = offerOf(node.offers ?? group?.offers);
  const audience = first(pick('audience'));
  const groupId = group ? (group.productGroupID ?? group.sku ?? group['@id'] ?? group.url) : node.inProductGroupWithID;
  const record: Record<string, unknown> = {
    id: node.sku ?? node.productID ?? node.gtin13 ?? node.gtin ?? node.mpn ?? node['@id'] ?? node.url,
    // A group's name over its variants' ('Wrap Dress', not 'Wrap Dress - Navy / S').
    name: group?.name ?? node.name,
    brand: nameOf(pick('brand')),
    price: offer.price,
    currency: offer.currency,
    availability: offer.availability,
    image: imageOf(node.image ?? group?.image),
    url: node.url ?? offerUrl(node.offers) ?? group?.url,
    description: pick('description'),
    color: node.color ?? group?.color,
    category: nameOf(pick('category')),
    gender: isRecord(audience) ? (audience.suggestedGender ?? audience.audienceType) : pick('gender'),
  };
  if (groupId !== undefined) record.item_group_id = groupId;
  for (const k of Object.keys(record)) if (record[k] === undefined || record[k] === null) delete record[k];
  return record;
}

const offerUrl = (offers: unknown) => {
  const o = first(offers);
  return isRecord(o) ? o.url : undefined;
};

/** Whether a parsed JSON document is JSON-LD (a node with `@context`, `@type` or `@graph`, or a list of them). */
export function isJsonLd(body: unknown): boolean {
  const node = first(body);
  return isRecord(node) && (node['@context'] !== undefined || node['@graph'] !== undefined || node['@type'] !== undefined);
}

/** Every product of a JSON-LD document, as flat feed records, in document order. */
export function jsonLdEntries(body: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 6 || out.length > 100_000) return;
    if (Array.isArray(value)) {
      for (const v of value) visit(v, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    const types = typesOf(value);
    if (types.includes('ProductGroup')) {
      const variants = Array.isArray(value.hasVariant) ? value.hasVariant : value.hasVariant ? [value.hasVariant] : [];
      if (variants.length === 0) out.push(productRecord(value, null));
      for (const v of variants) if (isRecord(v)) out.push(productRecord(v, value));
      return;
    }
    if (types.includes('Product') || types.includes('IndividualProduct') || types.includes('ProductModel')) {
      out.push(productRecord(value, null));
      return;
    }
    if (types.includes('ListItem')) return visit(value.item, depth + 1);
    if (value['@graph'] !== undefined) visit(value['@graph'], depth + 1);
    if (value.itemListElement !== undefined) visit(value.itemListElement, depth + 1);
    if (types.includes('WebPage') || types.includes('CollectionPage')) visit(value.mainEntity, depth + 1);
  };
  visit(body, 0);
  return out;
}

/** The JSON-LD blocks of an HTML page (a store's product or collection page), parsed; blocks that are not JSON are left out. */
export function jsonLdFromHtml(html: string): unknown[] {
  const blocks: unknown[] = [];
  // Scanned tag by tag (one pattern over the whole page backtracked polynomially on a page of unclosed tags).
  const lower = html.toLowerCase();
  let at = 0;
  for (;;) {
    const open = lower.indexOf('<script', at);
    if (open < 0) break;
    const tagEnd = lower.indexOf('>', open);
    if (tagEnd < 0) break;
    const close = lower.indexOf('</script', tagEnd);
    const body = html.slice(tagEnd + 1, close < 0 ? html.length : close);
    at = close < 0 ? html.length : close + 8;
    if (!/type\s*=\s*["']?application\/ld\+json/.test(lower.slice(open, tagEnd))) continue;
    let json = body.trim();
    if (json.startsWith('<!--')) json = json.slice(4);
    if (json.endsWith('-->')) json = json.slice(0, -3);
    try {
      blocks.push(JSON.parse(json) as unknown);
    } catch {
      // a broken block among good ones: the others are still read
    }
  }
  return blocks;
}
