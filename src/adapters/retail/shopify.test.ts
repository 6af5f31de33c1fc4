import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RetailFetchError } from './port';
import { mapShopifyProduct, shopifyAdapter, SHOPIFY_MAX_PAGES } from './shopify';
import { fakeFetcher, refused } from './test-fetcher';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const retailer = { id: 1, key: 'shopify-harbor', name: 'Harbor', baseUrl: 'https://harbor.example/' };
const deps = (fetcher: ReturnType<typeof fakeFetcher>) => ({ outbound: fetcher, demoImageBase: '/img' });
const pages = (...bodies: string[]) => fakeFetcher((url) => ({ body: bodies[Number(url.searchParams.get('page')) - 1] ?? '{"products":[]}' }));

describe('Shopify adapter', () => {
  it('reads products.json page by page until an empty page, 250 at a time', async () => {
    const fetcher = pages(fixture('shopify-products-page1.json'));
    const { items, skipped } = await shopifyAdapter.fetchCatalog({ retailer, queryParams: {} }, deps(fetcher));
    expect(fetcher.requested.map((u) => `${u.pathname}?${u.searchParams}`)).toEqual(['/products.json?limit=250&page=1', '/products.json?limit=250&page=2']);
    expect(items.map((i) => i.externalId)).toEqual(['7982245363931', '7982245396699', '7982245429467', '7982245495003']);
    expect(skipped).toBe(1); // the gift card maps onto no category
  });

  it('takes the product id, the cheapest available variant, stock from the variants and the plain product URL', async () => {
    const { items } = await shopifyAdapter.fetchCatalog({ retailer, queryParams: {} }, deps(pages(fixture('shopify-products-page1.json'))));
    const [oxford, jacket, boot, coat] = items;
    expect(oxford).toEqual({
      externalId: '7982245363931',
      name: 'Everyday Oxford Shirt',
      brand: 'Harbor Supply',
      priceCents: 6800,
      currency: 'USD',
      imageUrl: 'https://cdn.shopify.com/s/files/1/0611/files/oxford-white.jpg?v=1709307164',
      productUrl: 'https://harbor.example/products/everyday-oxford-shirt',
      description: 'Our best-selling oxford, garment washed for softness.',
      colors: ['white', 'light blue'],
      category: 'shirts',
      gender: 'men',
      inStock: true,
    });
    expect(jacket).toMatchObject({
      category: 'jackets',
      inStock: false,
      priceCents: 24500,
      gender: 'men',
      colors: ['olive'],
      description: 'Four pockets & a cord collar.',
    });
    expect(jacket!.imageUrl).toBe('https://cdn.shopify.com/s/files/1/0611/files/field-jacket.jpg');
    // No product type: the category comes from the tags.
    expect(boot).toMatchObject({ category: 'shoes', gender: 'unisex', priceCents: 18950, colors: ['tan'], imageUrl: null });
    expect(coat).toMatchObject({ category: 'jackets', gender: 'women', colors: ['camel'] });
  });

  it('skips hostile and malformed products without storing half of one', async () => {
    const { items, skipped } = await shopifyAdapter.fetchCatalog({ retailer, queryParams: {} }, deps(pages(fixture('shopify-products-hostile.json'))));
    expect(items.map((i) => i.name)).toEqual(['Evil Image Tee', 'String Id Belt', 'Sneaky Sneaker']);
    expect(items[0]!.imageUrl).toBeNull();
    expect(items[1]).toMatchObject({ externalId: 'not-a-number-but-a-string-id', priceCents: 3000, category: 'accessories' });
    expect(items[2]).toMatchObject({ brand: '12345', category: 'shoes', inStock: true });
    for (const item of items) expect(item.productUrl).toMatch(/^https:\/\/harbor\.example\/products\/[a-z-]+$/);
    expect(skipped).toBe(11);
  });

  it('fails with a readable message on wrong types, broken JSON and HTTP errors', async () => {
    const run = (body: string, status = 200) => shopifyAdapter.fetchCatalog({ retailer, queryParams: {} }, deps(fakeFetcher(() => ({ status, body }))));
    await expect(run('{"products": "lots"}')).rejects.toThrow(/not a Shopify product list/);
    await expect(run('[1,2,3]')).rejects.toThrow(/not a Shopify product list/);
    await expect(run('<html>')).rejects.toThrow(/not valid JSON/);
    await expect(run('{}', 404)).rejects.toThrow(/answered HTTP 404/);
    await expect(shopifyAdapter.fetchCatalog({ retailer, queryParams: {} }, deps(fakeFetcher(refused)))).rejects.toBeInstanceOf(RetailFetchError);
  });

  it('stops at a page cap on a store that never answers an empty page, and on one that ignores page', async () => {
    let n = 0;
    const endless = fakeFetcher(() => ({
      body: JSON.stringify({ products: [{ id: ++n, title: `Tee ${n}`, handle: `tee-${n}`, product_type: 'Tee', variants: [{ price: '1.00' }] }] }),
    }));
    const { items } = await shopifyAdapter.fetchCatalog({ retailer, queryParams: {} }, deps(endless));
    expect(items).toHaveLength(SHOPIFY_MAX_PAGES);
    const same = pages(...Array.from({ length: 5 }, () => fixture('shopify-products-page1.json')));
    await shopifyAdapter.fetchCatalog({ retailer, queryParams: {} }, deps(same));
    expect(same.requested).toHaveLength(2);
  });

  it('applies the source params: collection, category, limit, default gender, currency and the store’s own filters', async () => {
    const fetcher = pages(fixture('shopify-products-page1.json'));
    const { items } = await shopifyAdapter.fetchCatalog(
      { retailer, queryParams: { collection: 'new in', category: 'jackets', limit: '1', gender: 'men', currency: 'eur', vendor: 'Harbor' } },
      deps(fetcher),
    );
    expect(fetcher.requested[0]!.pathname).toBe('/collections/new%20in/products.json');
    expect(fetcher.requested[0]!.searchParams.get('vendor')).toBe('Harbor');
    expect(fetcher.requested[0]!.searchParams.has('category')).toBe(false);
    expect(items.map((i) => [i.name, i.currency])).toEqual([['Waxed Field Jacket', 'EUR']]);
    const boot = mapShopifyProduct(JSON.parse(fixture('shopify-products-page1.json')).products[2], 'https://harbor.example', {
      defaultGender: 'men',
      currency: null,
    });
    expect(boot!.gender).toBe('unisex'); // tagged unisex: the default does not override it
  });
});
