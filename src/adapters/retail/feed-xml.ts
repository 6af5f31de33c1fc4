import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fetchCatalogText, isRecord } from './fetch';
import { feedUrl, fieldMap, mapFeedEntries } from './feed';
import { applyParams, filterItems } from './params';
import { MAX_PRODUCTS_PER_SYNC, RetailFetchError, type RetailAdapter } from './port';
import { decodeNumericReferences, tolerantXml } from './tolerant-xml';

/** Google Merchant's namespace: whatever prefix a feed binds it to, its elements are read as `g:…`. */
export const GOOGLE_MERCHANT_NS = 'http://base.google.com/ns/1.0';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Ids like '00123' and prices like '12.50' stay text: the field map reads them.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'item' || name === 'entry' || name.endsWith(':item') || name.endsWith(':entry'),
});

/** The text of an element: its text, or an Atom link's href (the alternate one when several). */
function textOf(value: unknown): unknown {
  if (Array.isArray(value)) {
    const links = value.filter(isRecord);
    const alternate = links.find((l) => l['@_href'] !== undefined && (l['@_rel'] === undefined || l['@_rel'] === 'alternate'));
    return textOf(alternate ?? value[0]);
  }
  if (isRecord(value)) {
    if (typeof value['@_href'] === 'string') return decodeNumericReferences(value['@_href']);
    if (value['#text'] !== undefined) return decodeNumericReferences(String(value['#text']));
    return undefined; // a nested group (g:shipping, g:tax): not a product field
  }
  return typeof value === 'string' || typeof value === 'number' ? decodeNumericReferences(String(value)) : undefined;
}

/** The prefixes a document binds to the Merchant namespace (on its root, or on the entry itself). */
function merchantPrefixes(...elements: unknown[]): Set<string> {
  const prefixes = new Set(['g']);
  for (const element of elements) {
    if (!isRecord(element)) continue;
    for (const [k, v] of Object.entries(element)) if (k.startsWith('@_xmlns:') && v === GOOGLE_MERCHANT_NS) prefixes.add(k.slice('@_xmlns:'.length));
  }
  return prefixes;
}

/**
 * One RSS item or Atom entry as a flat record for the field map: every element's text under its
 * name, and each Merchant element both as `g:name` and as `name`, where it wins over the RSS or
 * Atom element of the same name (Atom's `<id>` is a tag URI; `<g:id>` is the product's id).
 */
export function flattenEntry(entry: unknown, prefixes: Set<string>): Record<string, unknown> | null {
  if (!isRecord(entry)) return null;
  const own = merchantPrefixes(entry);
  const plain: Record<string, unknown> = {};
  const merchant: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (key.startsWith('@_')) continue;
    const text = textOf(value);
    if (text === undefined) continue;
    const colon = key.indexOf(':');
    const prefix = colon > 0 ? key.slice(0, colon) : null;
    if (prefix && (prefixes.has(prefix) || own.has(prefix))) merchant[key.slice(colon + 1)] = text;
    else plain[key] = text;
  }
  const out: Record<string, unknown> = { ...plain };
  for (const [local, text] of Object.entries(merchant)) {
    out[local] = text;
    out[`g:${local}`] = text;
  }
  return out;
}

/** The entries of an RSS 2.0 (`rss > channel > item`) or Atom (`feed > entry`) document, or of the `items` param's dotted path. */
export function xmlFeedEntries(text: string, path: string | undefined): Record<string, unknown>[] {
  return readXmlFeed(text, path).entries;
}

/** The entries, and what was read leniently (a bare '&', an unknown entity: issue 41), for the operator. */
export function readXmlFeed(raw: string, path: string | undefined): { entries: Record<string, unknown>[]; warnings: string[] } {
  const { text, warnings } = tolerantXml(raw);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new RetailFetchError(`The feed is not valid XML: ${valid.err.msg.slice(0, 200)} (line ${valid.err.line}).`);
  let doc: unknown;
  try {
    doc = parser.parse(text);
  } catch (error) {
    throw new RetailFetchError(`The feed is not valid XML: ${error instanceof Error ? error.message.slice(0, 200) : 'unreadable'}.`);
  }
  if (!isRecord(doc)) throw new RetailFetchError('The feed is not valid XML.');
  const root = doc.rss ?? doc.feed ?? Object.entries(doc).find(([k]) => !k.startsWith('?'))?.[1];
  let list: unknown;
  if (path) {
    list = doc;
    for (const key of path.split('.').slice(0, 10)) list = isRecord(list) ? list[key] : undefined;
    if (isRecord(list)) list = [list];
    if (!Array.isArray(list)) throw new RetailFetchError(`The feed has no list of products at "${path}".`);
  } else if (isRecord(root)) {
    const channel = isRecord(root.channel) ? root.channel : root;
    list = channel.item ?? channel.entry ?? root.item ?? root.entry;
  }
  if (!Array.isArray(list)) throw new RetailFetchError('The feed is neither RSS 2.0 (rss > channel > item) nor Atom (feed > entry).');
  const prefixes = merchantPrefixes(root, isRecord(root) ? root.channel : undefined);
  return { entries: list.map((entry) => flattenEntry(entry, prefixes) ?? {}), warnings };
}

/**
 * Google Merchant product feeds in RSS 2.0 or Atom (the `g:` namespace) at the source's `url`
 * param, read through the same declared field map as the JSON and CSV feeds (issue 26).
 */
export const feedXmlAdapter: RetailAdapter = {
  platform: 'feed-xml',
  async fetchCatalog({ retailer, queryParams }, { outbound }) {
    const applied = applyParams(queryParams);
    const url = feedUrl(queryParams, applied.passThrough);
    const text = await fetchCatalogText(outbound, url, 'application/rss+xml, application/atom+xml, application/xml, text/xml');
    const { entries, warnings } = readXmlFeed(text, queryParams.items?.trim() || undefined);
    const { items, skipped, skipReasons } = mapFeedEntries(
      entries,
      fieldMap(queryParams),
      { baseUrl: retailer.baseUrl, applied },
      MAX_PRODUCTS_PER_SYNC,
      (i) => `item ${i + 1}`,
    );
    return { items: filterItems(items, applied), skipped, skipReasons, ...(warnings.length ? { warnings } : {}) };
  },
};
