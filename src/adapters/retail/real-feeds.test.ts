import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedJsonAdapter } from './feed-json';
import { feedXmlAdapter } from './feed-xml';
import { googleTaxonomyPath } from './google-taxonomy';
import { mapCategory } from './normalize';
import { fakeFetcher } from './test-fetcher';
import { decodeNumericReferences, tolerantXml } from './tolerant-xml';

/**
 * Issue 41: feeds as real stores publish them (fixtures/real-shaped, written from Google Merchant
 * Center's RSS specification and schema.org's Product, ProductGroup and ItemList): every wearable
 * product stored with the right price, availability and category; what is not wearable skipped with its reason.
 */
const corpus = (name: string) => readFileSync(new URL(`./fixtures/real-shaped/${name}`, import.meta.url), 'utf8');
const read = (adapter: typeof feedXmlAdapter, key: string, body: string) =>
  adapter.fetchCatalog(
    { retailer: { id: 9, key, name: 'Store', baseUrl: 'https://store.example' }, queryParams: { url: 'https://store.example/feed' } },
    { outbound: fakeFetcher(() => ({ body })), demoImageBase: '/img' },
  );
const summary = (items: { externalId: string; priceCents: number; currency: string; inStock: boolean; category: string; gender: string }[]) =>
  Object.fromEntries(items.map((i) => [i.externalId, `${i.priceCents} ${i.currency} ${i.inStock ? 'in' : 'out'} ${i.category} ${i.gender}`]));

describe('real-shaped feeds (issue 41)', () => {
  it('reads a Merchant RSS feed with a bare &, HTML and unknown entities, numeric categories and no category line', async () => {
    const { items, skipped, skipReasons, warnings } = await read(feedXmlAdapter, 'feed-xml', corpus('merchant-rss.xml'));
    expect(summary(items)).toEqual({
      'HL-1001': '17900 USD in dresses women',
      'HL-1002': '12900 USD out dresses women',
      'HL-1003': '13950 USD in shoes unisex',
      'HL-1004': '12900 USD in bags unisex',
      'HL-1005': '7999 USD in shoes unisex',
      'HL-1006': '8900 USD in skirts unisex',
      'HL-1007': '6500 USD in pants men',
      'HL-1008': '9800 USD in dresses women',
      'HL-1010': '5900 USD in accessories unisex',
    });
    expect(skipped).toBe(1);
    expect(skipReasons).toEqual(['item 9 (id "HL-1009"): no category matches']);
    expect(warnings).toEqual([
      'A bare "&" (line 7, 2 times) was read as text; XML writes it "&amp;".',
      'An unknown entity "&trademark;" (line 46, once) was kept as text.',
    ]);
    const wrap = items.find((i) => i.externalId === 'HL-1002')!;
    expect(wrap.name).toBe('Black & White Striped Wrap Dress');
    expect(wrap.description).toBe('Stripes in black/white jersey; wraps & ties at the waist.');
    expect(wrap.colors).toEqual(['black', 'white']);
    expect(items.find((i) => i.externalId === 'HL-1003')!.description).toBe('Pointed pumps on an 85 mm heel – made in Portugal.');
  });

  it('folds a JSON-LD ProductGroup’s variants into one product: lowest orderable price, every colour, nested offers', async () => {
    const { items, skipped } = await read(feedJsonAdapter, 'feed-json', corpus('product-group.json'));
    expect(skipped).toBe(0);
    expect(items).toEqual([
      {
        externalId: 'NR-WRAP',
        name: 'Silk Wrap Dress',
        brand: 'North Row',
        priceCents: 22_500,
        currency: 'GBP',
        imageUrl: 'https://north-row.example/img/wrap-green.jpg',
        productUrl: 'https://north-row.example/products/wrap-dress?variant=1',
        description: 'A bias-cut silk wrap dress with a self-tie waist.',
        colors: ['green', 'black'],
        category: 'dresses',
        gender: 'women',
        inStock: true,
      },
    ]);
  });

  it('reads the ItemList of a store’s HTML collection page, and a Product in an @graph', async () => {
    const page = await read(feedJsonAdapter, 'feed-json', corpus('collection-page.html'));
    expect(summary(page.items)).toEqual({
      'CF-201': '9500 EUR in shoes unisex',
      'CF-305': '19900 EUR in bags unisex',
      'CF-410': '14900 EUR in accessories unisex',
    });
    expect(page.items[0]!.imageUrl).toBe('https://calder-finch.example/i/cf-201.jpg');
    const graph = await read(feedJsonAdapter, 'feed-json', corpus('product.json'));
    expect(graph.items).toMatchObject([
      {
        externalId: 'https://oak-ash.example/p/oxford-dress-shoes#product',
        name: 'Oxford Dress Shoes',
        priceCents: 24_500,
        category: 'shoes',
        gender: 'men',
        inStock: true,
      },
    ]);
  });

  it('refuses an HTML page with no JSON-LD with a message the operator can act on', async () => {
    await expect(read(feedJsonAdapter, 'feed-json', '<html><body>Hello</body></html>')).rejects.toThrow(/no schema.org JSON-LD/);
  });
});

describe('tolerant XML', () => {
  it('escapes only what XML does not know, and leaves CDATA, comments and the DOCTYPE alone', () => {
    const { text, warnings } = tolerantXml(
      '<!DOCTYPE x [<!ENTITY shop "S">]><a t="A & B">&shop; &amp; &lt; &#47; &#x2F; &#47 &nbsp; &bogus; <![CDATA[R&D]]><!-- a & b --></a>',
    );
    expect(text).toBe(
      '<!DOCTYPE x [<!ENTITY shop "S">]><a t="A &amp; B">&shop; &amp; &lt; &#47; &#x2F; &#47; &#160; &amp;bogus; <![CDATA[R&D]]><!-- a & b --></a>',
    );
    expect(warnings).toHaveLength(3);
  });

  it('decodes numeric references, dropping those that name no character', () => {
    expect(decodeNumericReferences('white&#47;black &#x2F; caf&#233; &#0; &#xD800;')).toBe('white/black / café  ');
  });
});

describe('Google taxonomy ids', () => {
  it('maps the published ids through their paths, and lets the title decide under a container', () => {
    expect(googleTaxonomyPath('2271')).toBe('Apparel & Accessories > Clothing > Dresses');
    expect(googleTaxonomyPath(' 187 ')).toBe('Apparel & Accessories > Shoes');
    expect(googleTaxonomyPath('2271 - Apparel & Accessories > Clothing > Dresses')).toBe('Apparel & Accessories > Clothing > Dresses');
    expect(googleTaxonomyPath('99999999')).toBeNull();
    expect(mapCategory({ category: ['2271'], name: 'The Ava' })).toBe('dresses');
    expect(mapCategory({ category: ['1604'], name: 'LED High Tops' })).toBe('shoes');
    expect(mapCategory({ category: ['211'], name: 'Board Shorts' })).toBe('pants');
    expect(mapCategory({ category: ['211'], name: 'The Marina' })).toBe('dresses');
    expect(mapCategory({ category: ['1604'], name: 'Gift Card' })).toBeNull();
  });

  it('files every listed id that names one of our categories under it, whatever the title says', () => {
    // Titles that name nothing, so the id alone decides.
    const cases: [string, string][] = [
      ['2331', 'skirts'],
      ['6228', 'skirts'],
      ['1580', 'suits'],
      ['5183', 'suits'],
      ['5329', 'dresses'],
      ['5250', 'dresses'],
      ['1831', 'jackets'],
      ['194', 'accessories'],
      ['196', 'accessories'],
      ['2668', 'accessories'],
      ['3032', 'bags'],
      ['543673', 'accessories'],
    ];
    const got = cases.map(([id]) => [id, mapCategory({ category: [id], name: 'The Ava' })]);
    expect(got).toEqual(cases);
  });
});
