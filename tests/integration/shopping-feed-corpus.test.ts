import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retailAdapterFor, type CatalogItem } from '../../src/adapters/retail';
import { fakeFetcher } from '../../src/adapters/retail/test-fetcher';
import { calendarEvents } from '../../src/db/schema';
import { syncProductSource } from '../../src/server/services/shopping/sync-source';
import type { TProductSource, TRetailer } from '../../src/shared/schemas/retail';
import { adminEnv, operatorLogin } from '../helpers/administration';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/**
 * Issue 26: feeds as retailers really write them (tests/fixtures/feeds: Shopify's product CSV
 * export, Google Merchant RSS 2.0 and Atom, European prices) read with no field overrides into
 * the products expected.json lists, then synced and re-synced through the product.
 */
interface Expected {
  about: string;
  retailerKey: string;
  baseUrl: string;
  queryParams: Record<string, string>;
  skipped: number;
  skipReasons: string[];
  products: CatalogItem[];
}
const dir = new URL('../fixtures/feeds/', import.meta.url);
const corpus = JSON.parse(readFileSync(new URL('expected.json', dir), 'utf8')) as Record<string, Expected>;
const fileText = (name: string) => readFileSync(new URL(name, dir), 'utf8');

describe('the feed corpus read by each platform, with no field overrides', () => {
  it.each(Object.entries(corpus))('%s', async (file, expected) => {
    const adapter = retailAdapterFor(expected.retailerKey)!;
    const result = await adapter.fetchCatalog(
      {
        retailer: { id: 1, key: expected.retailerKey, name: 'Corpus', baseUrl: expected.baseUrl },
        queryParams: { url: `https://feeds.example/${file}`, ...expected.queryParams },
      },
      { outbound: fakeFetcher(() => ({ body: fileText(file) })), demoImageBase: '/img' },
    );
    expect(result).toEqual({ items: expected.products, skipped: expected.skipped, skipReasons: expected.skipReasons });
  });

  it('covers what the issue names: folded variants, the lowest in-stock price, the first image, the Handle URL, both decimal conventions, schema.org availability', () => {
    const shopify = corpus['shopify-products-export.csv']!.products;
    const tuxedo = shopify.find((p) => p.externalId === 'midnight-tuxedo')!;
    // 38R is cheaper (699.00) but sold out; 40R and 42R are 749.00.
    expect(tuxedo).toMatchObject({ priceCents: 74_900, inStock: true, category: 'suits', productUrl: 'https://atelier.example/products/midnight-tuxedo' });
    expect(tuxedo.imageUrl).toMatch(/tuxedo-front\.jpg/);
    expect(shopify.filter((p) => p.externalId === 'oxford-shirt')).toHaveLength(1);
    const atom = new Map(corpus['merchant-atom.xml']!.products.map((p) => [p.externalId, p]));
    expect(atom.get('EU-1')).toMatchObject({ priceCents: 129_900, currency: 'EUR', inStock: true, category: 'suits' });
    expect(atom.get('EU-2')).toMatchObject({ priceCents: 24_990, currency: 'EUR', inStock: false, category: 'dresses' });
    expect(atom.get('EU-5')).toMatchObject({ priceCents: 1250, inStock: false });
  });
});

describe.each(databaseKinds)('syncing the feed corpus on %s', (kind) => {
  /** The files as served now: a test edits one to see a re-sync pick the change up. */
  const served = new Map<string, string>(Object.keys(corpus).map((file) => [file, fileText(file)]));
  let server: Server;
  let port: number;
  let t: TestApp;
  let admin: { authorization: string };
  const sourceIds = new Map<string, number>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      const name = new URL(req.url ?? '/', 'http://x').pathname.slice(1);
      const body = served.get(name);
      if (body === undefined) res.writeHead(404).end('not found');
      else res.writeHead(200, { 'content-type': name.endsWith('.xml') ? 'application/rss+xml' : 'text/csv' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    t = await createTestApp(kind, { env: { ...adminEnv, OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}` } });
    ({ headers: admin } = await operatorLogin(t));
    for (const [file, expected] of Object.entries(corpus)) {
      const retailer = (
        await t.request({
          method: 'POST',
          url: '/api/admin/retailers',
          headers: admin,
          payload: { key: expected.retailerKey, name: file, baseUrl: expected.baseUrl },
        })
      ).json() as TRetailer;
      const source = await t.request({
        method: 'POST',
        url: '/api/admin/product-sources',
        headers: admin,
        payload: { retailerId: retailer.id, name: file, queryParams: { url: `http://127.0.0.1:${port}/${file}`, ...expected.queryParams } },
      });
      expect(source.statusCode).toBe(201);
      sourceIds.set(file, (source.json() as TProductSource).id);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const stored = async (file: string) =>
    (
      await t.database.execute(
        `select external_id, price_cents, currency, category, in_stock, product_url, image_url from products where source_id = ${sourceIds.get(file)} order by external_id`,
      )
    ).rows as {
      external_id: string;
      price_cents: number;
      currency: string;
      category: string;
      in_stock: boolean;
      product_url: string;
      image_url: string | null;
    }[];
  const sources = async () => (await t.request({ method: 'GET', url: '/api/admin/product-sources', headers: admin })).json() as TProductSource[];

  it('stores every expected product once, and shows the counts and the skip reasons on the source', async () => {
    for (const [file, expected] of Object.entries(corpus)) {
      const outcome = await syncProductSource(t.ctx, sourceIds.get(file)!);
      const fetched = expected.products.length + expected.skipped;
      expect(outcome, file).toEqual({
        result: 'ok',
        counts: { fetched, created: expected.products.length, updated: 0, skipped: expected.skipped, outOfStock: 0, skipReasons: expected.skipReasons },
      });
      const rows = await stored(file);
      expect(
        rows.map((r) => r.external_id),
        file,
      ).toEqual(expected.products.map((p) => p.externalId).sort());
      for (const p of expected.products) {
        expect(
          rows.find((r) => r.external_id === p.externalId),
          `${file} ${p.externalId}`,
        ).toMatchObject({
          price_cents: p.priceCents,
          currency: p.currency,
          category: p.category,
          in_stock: p.inStock,
          product_url: p.productUrl,
          image_url: p.imageUrl,
        });
      }
    }
    const shown = (await sources()).find((s) => s.id === sourceIds.get('merchant-atom.xml'))!;
    expect(shown).toMatchObject({
      lastSyncResult: 'ok',
      lastSyncError: null,
      lastSyncCounts: { skipReasons: ['item 6 (id "EU-6"): unreadable price "sur demande"'] },
    });
  }, 120_000);

  it('re-syncs idempotently: nothing is created twice, and a changed price or stock updates the product', async () => {
    for (const [file, expected] of Object.entries(corpus)) {
      const outcome = await syncProductSource(t.ctx, sourceIds.get(file)!);
      expect(outcome, file).toMatchObject({ result: 'ok', counts: { created: 0, updated: expected.products.length, outOfStock: 0 } });
    }
    // The tuxedo's 40R and 42R go up to 799.00; the Atom feed's cocktail dress comes back in stock.
    served.set('shopify-products-export.csv', fileText('shopify-products-export.csv').replaceAll(',749.00,', ',799.00,'));
    served.set('merchant-atom.xml', fileText('merchant-atom.xml').replace('https://schema.org/OutOfStock', 'https://schema.org/InStock'));
    expect(await syncProductSource(t.ctx, sourceIds.get('shopify-products-export.csv')!)).toMatchObject({ counts: { created: 0, updated: 6 } });
    expect(await syncProductSource(t.ctx, sourceIds.get('merchant-atom.xml')!)).toMatchObject({ counts: { created: 0, updated: 5 } });
    expect((await stored('shopify-products-export.csv')).find((r) => r.external_id === 'midnight-tuxedo')).toMatchObject({ price_cents: 79_900 });
    expect((await stored('merchant-atom.xml')).find((r) => r.external_id === 'EU-2')).toMatchObject({ in_stock: true });
    const total = (await t.database.execute('select count(*)::int as n from products')).rows[0]!.n;
    expect(total).toBe(Object.values(corpus).reduce((sum, e) => sum + e.products.length, 0));
  }, 120_000);

  it('reports a warning, not ok, when a non-empty feed stores nothing: the counts and the first reasons', async () => {
    const file = 'european-prices.csv';
    served.set(
      file,
      fileText(file)
        .replace(/;[^;\n]*(EUR|USD|€)[^;\n]*;/g, ';ask us;')
        .replace(/;\$[\d.,]+;/g, ';ask us;'),
    );
    const outcome = await syncProductSource(t.ctx, sourceIds.get(file)!);
    expect(outcome).toMatchObject({ result: 'warning', counts: { fetched: 7, created: 0, updated: 0, skipped: 7 } });
    const shown = (await sources()).find((s) => s.id === sourceIds.get(file))!;
    expect(shown.lastSyncResult).toBe('warning');
    expect(shown.lastSyncError).toMatch(
      /^Nothing was stored: the feed had 7 entries and 7 could not make a product\. First reasons: row 2 \(id "P-1"\): unreadable price "ask us"/,
    );
    expect(shown.lastSyncCounts?.skipReasons).toHaveLength(7);
    // What it stored before is kept, marked out of stock: the feed no longer offers it.
    expect((await stored(file)).every((r) => !r.in_stock)).toBe(true);
  }, 60_000);

  it('recommends the synced tuxedo for a Black Tie evening the closet cannot dress', async () => {
    const { cookie, user } = await t.signUp();
    const date = new Date(t.ctx.now().getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    await t.ctx.db.insert(calendarEvents).values({ userId: user.id, title: 'Opera gala', date, dressCode: 'Black Tie' });
    const res = await t.request({ method: 'GET', url: `/api/retailers/recommendations?userId=${user.id}&count=3`, cookie });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { name: string; category: string }[]).map((p) => p.name);
    expect(names[0]).toMatch(/Tuxedo/);
    const suits = (await t.request({ method: 'GET', url: `/api/retailers/recommendations?userId=${user.id}&category=suits&count=5`, cookie })).json() as {
      name: string;
      category: string;
    }[];
    expect(suits.map((p) => p.category)).toEqual(suits.map(() => 'suits'));
    expect(suits.slice(0, 2).map((p) => p.name)).toEqual(expect.arrayContaining(['Midnight Tuxedo', 'Smoking Tuxedo']));
  }, 60_000);
});
