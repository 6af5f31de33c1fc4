import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProductSource, TRetailer } from '../../src/shared/schemas/retail';
import type { TSearchResponse } from '../../src/shared/schemas/shopping';
import { seedDemoCatalog } from '../../src/server/services/shopping/seed-demo-catalog';
import { productSourcesSyncAllJob, productSourceSyncJob } from '../../src/server/services/shopping/sync-jobs';
import { syncProductSource } from '../../src/server/services/shopping/sync-source';
import { adminEnv, operatorLogin } from '../helpers/administration';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

/** A local fake Shopify store: its catalog is whatever the test sets. */
type FakeProduct = { id: number; title: string; product_type: string; price: string; available?: boolean; tags?: string[] };
let storeProducts: FakeProduct[] = [];
let server: Server;
let port: number;
const served: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    served.push(url.pathname + url.search);
    if (url.pathname === '/products.json') {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const slice = storeProducts.slice((page - 1) * limit, page * limit).map((p) => ({
        id: p.id,
        title: p.title,
        handle: p.title.toLowerCase().replace(/\W+/g, '-'),
        product_type: p.product_type,
        tags: p.tags ?? ['men'],
        vendor: 'Fake Store',
        variants: [{ id: p.id * 10, price: p.price, available: p.available ?? true }],
        images: [{ src: `https://cdn.fake.example/${p.id}.jpg` }],
      }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ products: slice }));
      return;
    }
    res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(databaseKinds)('product source sync on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let cookie: string;
  const search = async (query: string, extra: Record<string, unknown> = {}) =>
    (await t.request({ method: 'POST', url: '/api/retailers/search', cookie, payload: { query, ...extra } })).json() as TSearchResponse;
  const sources = async () => (await t.request({ method: 'GET', url: '/api/admin/product-sources', headers: admin })).json() as TProductSource[];
  const addRetailer = async (payload: Record<string, unknown>) => {
    const res = await t.request({ method: 'POST', url: '/api/admin/retailers', headers: admin, payload });
    expect(res.statusCode).toBe(201);
    return res.json() as TRetailer;
  };
  const addSource = async (retailerId: number, queryParams: Record<string, string> = {}) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/product-sources',
      headers: admin,
      payload: { retailerId, name: 'All products', queryParams },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as TProductSource;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { ...adminEnv, OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}` },
      jobDefinitions: [productSourcesSyncAllJob, productSourceSyncJob],
    });
    ({ headers: admin } = await operatorLogin(t));
    ({ cookie } = await t.signUp());
  }, 120_000);
  afterAll(() => t?.close());

  it('syncs a store on demand (202, then the job) and shows the outcome on the source', async () => {
    storeProducts = Array.from({ length: 260 }, (_, i) => ({
      id: 5000 + i,
      title: `Fakestore Tee ${i}`,
      product_type: 'T-Shirts',
      price: `${10 + (i % 50)}.00`,
    }));
    storeProducts.push({ id: 9001, title: 'Fakestore Field Jacket', product_type: 'Outerwear', price: '199.00' });
    const retailer = await addRetailer({ key: 'shopify-fake', name: 'Fake Store', baseUrl: `http://127.0.0.1:${port}` });
    const source = await addSource(retailer.id);
    expect(source).toMatchObject({ lastSyncedAt: null, lastSyncResult: null, lastSyncCounts: null, lastSyncError: null });

    const res = await t.request({ method: 'POST', url: `/api/admin/product-sources/${source.id}/sync`, headers: admin });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ id: source.id, lastSyncResult: 'running' });
    await t.ctx.jobs.work();
    await until(async () => (await sources()).find((s) => s.id === source.id)?.lastSyncResult !== 'running', 'the sync job');

    const synced = (await sources()).find((s) => s.id === source.id)!;
    expect(synced).toMatchObject({
      lastSyncResult: 'ok',
      lastSyncError: null,
      lastSyncCounts: { fetched: 261, created: 261, updated: 0, skipped: 0, outOfStock: 0 },
    });
    expect(synced.lastSyncedAt).not.toBeNull();
    expect(served.filter((p) => p.startsWith('/products.json'))).toEqual(
      expect.arrayContaining(['/products.json?limit=250&page=1', '/products.json?limit=250&page=2', '/products.json?limit=250&page=3']),
    );

    const found = await search('field jacket');
    expect(found.products.map((p) => p.name)).toEqual(['Fakestore Field Jacket']);
    expect(found.products[0]).toMatchObject({ retailerId: retailer.id, category: 'jackets', price: 199, productUrl: `/go/${found.products[0]!.id}` });
    expect((await search('fakestore', { category: 'shirts' })).total).toBe(260);
  }, 120_000);

  it('marks products gone from the feed out of stock and updates the rest', async () => {
    const source = (await sources()).find((s) => s.retailerName === 'Fake Store')!;
    storeProducts = storeProducts.filter((p) => p.id !== 9001).map((p) => (p.id === 5000 ? { ...p, price: '99.00' } : p));
    const outcome = await syncProductSource(t.ctx, source.id);
    expect(outcome).toEqual({ result: 'ok', counts: { fetched: 260, created: 0, updated: 260, skipped: 0, outOfStock: 1 } });
    expect((await search('field jacket')).total).toBe(0);
    const row = (await t.database.execute(`select in_stock from products where external_id = '9001'`)).rows[0];
    expect(row).toEqual({ in_stock: false });
    const tee = (await search('"Fakestore Tee 0"', { sortBy: 'price_desc', limit: 1 })).products[0]!;
    expect(tee.price).toBe(99);
    // Back in the feed: back in stock.
    storeProducts.push({ id: 9001, title: 'Fakestore Field Jacket', product_type: 'Outerwear', price: '189.00' });
    expect(await syncProductSource(t.ctx, source.id)).toMatchObject({ counts: { created: 0, updated: 261, outOfStock: 0 } });
    expect((await search('field jacket')).products[0]!.price).toBe(189);
  }, 120_000);

  it('applies the source query params: only the category asked for is kept', async () => {
    const retailer = await addRetailer({ key: 'shopify-fake-jackets', name: 'Fake Jackets', baseUrl: `http://127.0.0.1:${port}` });
    const source = await addSource(retailer.id, { category: 'jackets' });
    const outcome = await syncProductSource(t.ctx, source.id);
    expect(outcome).toMatchObject({ result: 'ok', counts: { created: 1, fetched: 1 } });
    // Deleting the source takes its products out of the shop: no sync is left to keep them current.
    expect((await t.request({ method: 'DELETE', url: `/api/admin/product-sources/${source.id}`, headers: admin })).statusCode).toBe(200);
    const rows = (await t.database.execute(`select in_stock from products where retailer_id = ${retailer.id}`)).rows;
    expect(rows).toEqual([{ in_stock: false }]);
  }, 60_000);

  it('records a refused address and an unknown platform as the source’s error, changing no product', async () => {
    const before = (await t.database.execute('select count(*)::int as n from products')).rows[0]!.n;
    // Not listed in OUTBOUND_ALLOW_HOSTS: the guard refuses the loopback address.
    const blocked = await addRetailer({ key: 'shopify-blocked', name: 'Blocked', baseUrl: `http://127.0.0.1:${port + 1}` });
    const blockedSource = await addSource(blocked.id);
    expect(await syncProductSource(t.ctx, blockedSource.id)).toMatchObject({ result: 'error' });
    const metadata = await addRetailer({ key: 'feed-json-meta', name: 'Metadata', baseUrl: 'https://meta.example' });
    const metadataSource = await addSource(metadata.id, { url: 'http://169.254.169.254/latest/meta-data/' });
    await syncProductSource(t.ctx, metadataSource.id);
    const unknown = await addRetailer({ key: 'amazon', name: 'Unknown Platform', baseUrl: 'https://unknown.example' });
    const unknownSource = await addSource(unknown.id);
    await syncProductSource(t.ctx, unknownSource.id);

    const byId = new Map((await sources()).map((s) => [s.id, s]));
    expect(byId.get(blockedSource.id)).toMatchObject({ lastSyncResult: 'error', lastSyncCounts: null });
    expect(byId.get(blockedSource.id)!.lastSyncError).toMatch(/^Could not fetch http:\/\/127\.0\.0\.1:\d+\/products\.json: /);
    expect(byId.get(metadataSource.id)!.lastSyncError).toMatch(/^Could not fetch http:\/\/169\.254\.169\.254\/latest\/meta-data\/: /);
    expect(byId.get(unknownSource.id)!.lastSyncError).toBe(
      'No catalog reader for the retailer key "amazon": use shopify, shopify-…, feed-json, feed-csv, feed-xml or demo.',
    );
    expect((await t.database.execute('select count(*)::int as n from products')).rows[0]!.n).toBe(before);
  }, 60_000);

  it('answers 404 for an unknown source and refuses a sync without admin rights', async () => {
    expect((await t.request({ method: 'POST', url: '/api/admin/product-sources/999999/sync', headers: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/api/admin/product-sources/abc/sync', headers: admin })).statusCode).toBe(400);
    const source = (await sources())[0]!;
    expect([401, 403]).toContain((await t.request({ method: 'POST', url: `/api/admin/product-sources/${source.id}/sync` })).statusCode);
    expect([401, 403]).toContain((await t.request({ method: 'POST', url: `/api/admin/product-sources/${source.id}/sync`, cookie })).statusCode);
  });

  it('schedules every enabled source every 6 hours', async () => {
    expect(productSourcesSyncAllJob.schedule?.cron).toBe('30 */6 * * *');
  });

  it('loads the demo catalog once, under a Demo Store the operator sees and can disable, its images served by the product', async () => {
    expect(await seedDemoCatalog(t.ctx)).toEqual({ created: true });
    expect(await seedDemoCatalog(t.ctx)).toEqual({ created: false });
    const retailers = (await t.request({ method: 'GET', url: '/api/admin/retailers', headers: admin })).json() as TRetailer[];
    const demo = retailers.find((r) => r.key === 'demo')!;
    expect(demo).toMatchObject({ name: 'Demo Store', enabled: true });
    const counts = (
      await t.database.execute(`select category, count(*)::int as n from products where retailer_id = ${demo.id} group by category order by category`)
    ).rows as { category: string; n: number }[];
    expect(counts.map((c) => c.category)).toEqual(['accessories', 'bags', 'dresses', 'jackets', 'pants', 'shirts', 'shoes', 'skirts', 'suits']);
    expect(counts.reduce((sum, c) => sum + c.n, 0)).toBeGreaterThanOrEqual(400);

    const found = await search('oxford shirt');
    const product = found.products.find((p) => p.retailerId === demo.id)!;
    expect(product.imageUrl).toMatch(/^\/catalog\/demo-images\/demo-[\d-]+\.png$/);
    const image = await t.request({ method: 'GET', url: product.imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.request({ method: 'GET', url: '/catalog/demo-images/demo-999-1-1.png' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/catalog/demo-images/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBeGreaterThanOrEqual(400);
    const [row] = (await t.database.execute(`select product_url from products where id = ${product.id}`)).rows as { product_url: string }[];
    const page = await t.request({ method: 'GET', url: new URL(row!.product_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(product.name);

    const disabled = await t.request({ method: 'PUT', url: `/api/admin/retailers/${demo.id}`, headers: admin, payload: { ...demo, enabled: false } });
    expect(disabled.statusCode).toBe(200);
    expect((await search('oxford shirt')).products.some((p) => p.retailerId === demo.id)).toBe(false);
  }, 120_000);
});
