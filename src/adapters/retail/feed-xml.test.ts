import { describe, expect, it } from 'vitest';
import { feedXmlAdapter, xmlFeedEntries } from './feed-xml';
import { fakeFetcher } from './test-fetcher';

const retailer = { id: 3, key: 'feed-xml', name: 'Merchant', baseUrl: 'https://m.example' };
const run = (body: string, queryParams: Record<string, string> = {}) =>
  feedXmlAdapter.fetchCatalog(
    { retailer, queryParams: { url: 'https://m.example/feed.xml', ...queryParams } },
    { outbound: fakeFetcher(() => ({ body })), demoImageBase: '/img' },
  );

describe('Google Merchant XML feeds', () => {
  it('reads the Merchant namespace whatever its prefix, over the RSS element of the same name', async () => {
    const body = `<?xml version="1.0"?><rss version="2.0" xmlns:google="http://base.google.com/ns/1.0"><channel><title>Shop</title>
      <item><title>Feed title</title><link>https://m.example/rss-link</link><guid>guid-1</guid>
        <google:id>00123</google:id><google:title>Charcoal Suit</google:title><google:link>https://m.example/p/123</google:link>
        <google:price>399.00 USD</google:price><google:availability>in_stock</google:availability></item>
    </channel></rss>`;
    const { items } = await run(body);
    // The id stays text ('00123', not 123); the g: title and link win over the RSS ones.
    expect(items).toMatchObject([{ externalId: '00123', name: 'Charcoal Suit', productUrl: 'https://m.example/p/123', priceCents: 39_900, category: 'suits' }]);
  });

  it('reads an Atom entry: its alternate link, and the entry-level namespace declaration', async () => {
    const body = `<feed xmlns="http://www.w3.org/2005/Atom"><entry xmlns:g="http://base.google.com/ns/1.0"><id>tag:x,1</id><title>Cocktail Dress</title>
      <link rel="self" href="https://m.example/self"/><link rel="alternate" href="https://m.example/p/dress"/>
      <g:id>D-1</g:id><g:price>129,00 EUR</g:price></entry></feed>`;
    const { items } = await run(body);
    expect(items).toMatchObject([{ externalId: 'D-1', productUrl: 'https://m.example/p/dress', priceCents: 12_900, currency: 'EUR', category: 'dresses' }]);
  });

  it('refuses what is not RSS or Atom with a message the operator can act on', async () => {
    await expect(run('{"products": []}')).rejects.toThrow(/not valid XML/);
    await expect(run('<rss><channel><item></channel></rss>')).rejects.toThrow(/not valid XML: .*\(line 1\)/);
    await expect(run('<catalog><product/></catalog>')).rejects.toThrow(/neither RSS 2.0 .* nor Atom/);
    expect(xmlFeedEntries('<catalog><products><product><id>1</id></product></products></catalog>', 'catalog.products.product')).toEqual([{ id: '1' }]);
  });

  it('does not expand nested entities (billion laughs)', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;"><!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;"><!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">]>
      <rss><channel>${'<item><title>&lol6;</title></item>'.repeat(20)}</channel></rss>`;
    const entries = xmlFeedEntries(bomb, undefined);
    expect(entries).toHaveLength(20);
    for (const entry of entries) expect(String(entry.title).length).toBeLessThan(100);
  });
});
