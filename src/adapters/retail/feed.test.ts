import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEED_FIELD_MAP, fieldMap } from './feed';
import { feedCsvAdapter, parseCsvFeed } from './feed-csv';
import { feedJsonAdapter } from './feed-json';
import { fakeFetcher, refused } from './test-fetcher';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const retailer = { id: 2, key: 'feed-json', name: 'Feeds', baseUrl: 'https://feeds.example' };
const serve = (body: string, status = 200) => fakeFetcher(() => ({ status, body }));
const deps = (outbound: ReturnType<typeof fakeFetcher>) => ({ outbound, demoImageBase: '/img' });

describe('JSON feed adapter', () => {
  it('reads the feed at the source url through the declared field map', async () => {
    const fetcher = serve(fixture('feed.json'));
    const { items, skipped } = await feedJsonAdapter.fetchCatalog(
      { retailer, queryParams: { url: 'https://feeds.example/all.json', season: 'fw25' } },
      deps(fetcher),
    );
    expect(fetcher.requested[0]!.toString()).toBe('https://feeds.example/all.json?season=fw25');
    expect(items).toEqual([
      {
        externalId: 'SKU-100',
        name: 'Merino Crew Sweater',
        brand: 'Kestrel',
        priceCents: 9800,
        currency: 'USD',
        imageUrl: 'https://img.feeds.example/sku-100.jpg',
        productUrl: 'https://feeds.example/p/sku-100',
        description: 'Fine merino.',
        colors: ['navy', 'charcoal'],
        category: 'shirts',
        gender: 'men',
        inStock: true,
      },
      {
        externalId: '101',
        name: 'Slim Chinos',
        brand: 'Kestrel',
        priceCents: 6950,
        currency: 'EUR',
        imageUrl: 'https://img.feeds.example/101.jpg',
        productUrl: 'https://feeds.example/p/101',
        description: '',
        colors: ['khaki'],
        category: 'pants',
        gender: 'men',
        inStock: false,
      },
      expect.objectContaining({ externalId: 'SKU-102', category: 'shoes', gender: 'unisex', colors: ['brown', 'black'], priceCents: 14900 }),
    ]);
    // Bad link, negative price, boolean price, no id, no category; the repeated id is ignored.
    expect(skipped).toBe(5);
  });

  it('lets a source override a field and point at the list of products', async () => {
    const body = JSON.stringify({ data: { catalog: [{ ref: 'r1', title: 'Silk Tie', cost: '59', link: 'https://feeds.example/r1', type: 'Ties' }] } });
    const params = { url: 'https://feeds.example/f.json', items: 'data.catalog', 'field.externalId': 'ref', 'field.price': 'cost' };
    const { items } = await feedJsonAdapter.fetchCatalog({ retailer, queryParams: params }, deps(serve(body)));
    expect(items).toMatchObject([{ externalId: 'r1', priceCents: 5900, category: 'accessories' }]);
    expect(fieldMap(params).price).toEqual(['cost']);
    expect(fieldMap({}).name).toEqual([...FEED_FIELD_MAP.name]);
  });

  it('refuses a missing or unsafe url, wrong shapes and blocked addresses with a readable message', async () => {
    const run = (queryParams: Record<string, string>, fetcher = serve('[]')) => feedJsonAdapter.fetchCatalog({ retailer, queryParams }, deps(fetcher));
    await expect(run({})).rejects.toThrow(/needs a "url" query param/);
    await expect(run({ url: 'javascript:alert(1)' })).rejects.toThrow(/not an http\(s\) address/);
    await expect(run({ url: 'https://f.example/x' }, serve('{"products": {"a": 1}}'))).rejects.toThrow(/not a list of products/);
    await expect(run({ url: 'https://f.example/x', items: 'nope.deeper' }, serve('{}'))).rejects.toThrow(/no list of products at "nope.deeper"/);
    await expect(run({ url: 'https://f.example/x' }, serve('{"items": [1, "x", null, []]}'))).resolves.toEqual({
      items: [],
      skipped: 4,
      skipReasons: ['entry 1: not a product record', 'entry 2: not a product record', 'entry 3: not a product record', 'entry 4: not a product record'],
    });
    await expect(run({ url: 'http://127.0.0.1/feed' }, fakeFetcher(refused))).rejects.toThrow(
      /Could not fetch http:\/\/127\.0\.0\.1\/feed: This address is private/,
    );
  });

  it('bounds what a huge feed can make it store, and the text of each field', async () => {
    const many = Array.from({ length: 60_000 }, (_, i) => ({ id: i, title: `Tee ${i}`, price: 1, link: `https://f.example/${i}`, type: 'Tee' }));
    const { items } = await feedJsonAdapter.fetchCatalog({ retailer, queryParams: { url: 'https://f.example/x' } }, deps(serve(JSON.stringify(many))));
    expect(items).toHaveLength(50_000);
    const long = [{ id: 'x', title: 'T'.repeat(10_000), description: 'd'.repeat(100_000), price: 1, link: 'https://f.example/x', type: 'Tee' }];
    const [item] = (await feedJsonAdapter.fetchCatalog({ retailer, queryParams: { url: 'https://f.example/x' } }, deps(serve(JSON.stringify(long))))).items;
    expect(item!.name.length).toBe(300);
    expect(item!.description.length).toBe(2000);
  });
});

describe('CSV feed adapter', () => {
  it('reads the header row through the field map, with the declared delimiter', async () => {
    const { items, skipped } = await feedCsvAdapter.fetchCatalog(
      { retailer: { ...retailer, key: 'feed-csv' }, queryParams: { url: 'https://csv.example/feed.csv', delimiter: ';', 'field.externalId': 'sku' } },
      deps(serve(fixture('feed.csv'))),
    );
    expect(items).toEqual([
      {
        externalId: 'C-1',
        name: 'Harrington Jacket',
        brand: 'Bellweather',
        priceCents: 13900,
        currency: 'USD',
        imageUrl: 'https://csv.example/i/c-1.png',
        productUrl: 'https://csv.example/p/c-1',
        description: 'Tartan-lined; a classic',
        colors: ['navy'],
        category: 'jackets',
        gender: 'men',
        inStock: true,
      },
      expect.objectContaining({ externalId: 'C-2', name: 'Canvas "Tote" Bag', category: 'bags', gender: 'unisex', inStock: false, imageUrl: null }),
    ]);
    expect(skipped).toBe(3);
  });

  it('refuses an unknown delimiter and broken CSV', () => {
    expect(() => parseCsvFeed('a,b\n1,2', 'x')).toThrow(/delimiter/);
    expect(() => parseCsvFeed('a,b\n"1,2', ',')).toThrow(/not valid CSV/);
  });
});
