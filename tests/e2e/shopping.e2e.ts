import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothingItems, products, retailers } from '../../src/db/schema';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';

const ADMIN_PASSWORD = 'operator-password-for-shopping-e2e';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** A flat product picture as a data URL (the page's CSP allows data: images). */
const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f5f5f4"/><path d="M60 30 L90 20 Q100 40 110 20 L140 30 L175 65 L155 88 L142 76 L142 185 L58 185 L58 76 L45 88 L25 65 Z" fill="${fill}"/></svg>`,
  )}`;

// prettier-ignore
const CATALOG: [string, 'shirts' | 'pants' | 'shoes' | 'jackets' | 'accessories', string, string, number][] = [
  ['Oxford Button-Down Shirt', 'shirts', 'light blue', '#9fc3e7', 5900],
  ['Linen Camp Collar Shirt', 'shirts', 'sage', '#9caf88', 6800],
  ['Heavyweight Pocket Tee', 'shirts', 'grey', '#9ca3af', 2800],
  ['Merino Crew Sweater', 'shirts', 'navy', '#1f2a44', 9800],
  ['Slim Stretch Chinos', 'pants', 'stone', '#d6cbb5', 7400],
  ['Pleated Wool Trousers', 'pants', 'charcoal', '#36454f', 12800],
  ['Selvedge Straight Jeans', 'pants', 'indigo', '#2e3a5c', 11800],
  ['Leather Dress Belt', 'accessories', 'brown', '#6b4423', 4500],
  ['Silk Knit Tie', 'accessories', 'burgundy', '#800020', 5200],
  ['Canvas Weekender Bag', 'accessories', 'olive', '#6b7042', 14900],
  ['Suede Chukka Boots', 'shoes', 'tan', '#c19a6b', 15900],
  ['Harrington Jacket', 'jackets', 'navy', '#1f2a44', 16500],
];

describe('shopping screen', () => {
  const journey = useJourney('shopping-screen');

  it('shows the signed-out text, a recommendation row per closet gap, and search with filters, paging, empty and counts', async () => {
    const db = journey.server.database.db;
    const [shop] = await db.insert(retailers).values({ key: 'demo-e2e', name: 'Screen Shop', baseUrl: 'https://screen-shop.example' }).returning();
    await db.insert(products).values(
      CATALOG.map(([name, category, colour, fill, cents], i) => ({
        retailerId: shop!.id,
        externalId: `sku-${i}`,
        name,
        brand: 'Northwind',
        priceCents: cents,
        productUrl: `https://screen-shop.example/products/${i}`,
        imageUrl: picture(fill),
        description: `${name} in ${colour}.`,
        colors: [colour],
        category,
        gender: 'men' as const,
      })),
    );
    // 14 more shirts so that a search for 'shirt' needs two pages of 12.
    await db.insert(products).values(
      Array.from({ length: 14 }, (_, i) => ({
        retailerId: shop!.id,
        externalId: `more-${i}`,
        name: `Everyday Poplin Shirt No. ${i + 1}`,
        brand: 'Northwind',
        priceCents: 3000 + i * 500,
        productUrl: `https://screen-shop.example/products/more-${i}`,
        imageUrl: picture('#ffffff'),
        colors: ['white'],
        category: 'shirts' as const,
        gender: 'men' as const,
      })),
    );

    // Signed out: the spec's text and 'Go to Home'.
    {
      const { page, context } = await newPage(journey.browser, 390);
      await page.goto(`${journey.server.url}/shopping`);
      await page.getByText('You need to sign in to view this page').waitFor();
      await screenshot(page, 'shopping-signed-out-390');
      await page.getByRole('link', { name: 'Go to Home' }).click();
      await page.waitForURL(`${journey.server.url}/`);
      await context.close();
    }

    for (const width of [1280, 390] as const) {
      const { page, context, errors } = await newPage(journey.browser, width);
      const user = await signUpOnboarded(context, journey.server.url, {
        fullName: `Shopper ${width}`,
        phoneNumber: width === 1280 ? '+14155550161' : '+14155550162',
        password: 'shopping journey passphrase',
      });
      // A white shirt is owned: the white poplin shirts must never be recommended.
      await db.insert(clothingItems).values({ userId: user.id, name: 'Poplin shirt', category: 'Tops', color: 'White' });
      await page.goto(`${journey.server.url}/shopping`);

      // Recommendations (default tab): one row per gap of the one gap model (issue 24), each with its reason.
      expect(await tab(page, 'Recommendations').getAttribute('aria-selected')).toBe('true');
      const rows = page.getByTestId('gap-row');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      expect((await rows.first().getByRole('heading', { level: 2 }).textContent())?.trim()).toBeTruthy();
      for (const card of await page.getByTestId('product-card').all()) {
        expect(await card.getAttribute('target')).toBe('_blank');
        expect(await card.getAttribute('href')).toMatch(/^\/go\/\d+$/);
      }
      await screenshot(page, `shopping-recommendations-${width}`);

      // Search: nothing before a search; a blank query does not search.
      await tab(page, 'Search Products').click();
      await page.getByText('Enter a search term above to find products.').waitFor();
      const box = page.getByRole('searchbox', { name: 'Search products' });
      await box.fill('   ');
      await box.press('Enter');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      expect(await page.getByText('Enter a search term above to find products.').isVisible()).toBe(true);

      // Filters: category, sort, price slider 0 to 500 by default.
      await page.getByRole('button', { name: 'Filters' }).click();
      expect(await page.getByLabel('Category').inputValue()).toBe('');
      expect(await page.getByLabel('Sort by').inputValue()).toBe('relevance');
      const minThumb = page.getByRole('slider', { name: 'Minimum price' });
      const maxThumb = page.getByRole('slider', { name: 'Maximum price' });
      expect([await minThumb.getAttribute('aria-valuenow'), await maxThumb.getAttribute('aria-valuenow')]).toEqual(['0', '500']);
      expect(await maxThumb.getAttribute('aria-valuemax')).toBe('1000');
      await maxThumb.focus();
      await maxThumb.press('ArrowRight');
      expect(await maxThumb.getAttribute('aria-valuenow')).toBe('510');
      await maxThumb.press('ArrowLeft');

      // Typing alone does not search.
      await box.fill('shirt');
      await page.waitForTimeout(300);
      expect(await page.getByText('Enter a search term above to find products.').isVisible()).toBe(true);
      await box.press('Enter');
      await page.getByText(/^\d+ products found$/).waitFor({ timeout: 20_000 });
      const found = Number((await page.getByText(/^\d+ products found$/).textContent())!.split(' ')[0]);
      expect(found).toBeGreaterThan(12);
      expect(await page.getByTestId('product-card').count()).toBe(12);
      expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      await screenshot(page, `shopping-search-${width}`);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Page 2').waitFor();
      await expect.poll(() => page.getByTestId('product-card').count()).toBe(found - 12);
      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      // A new page scrolls smoothly to the top; a click while the page still moves can land on
      // whatever passes under the pointer (a product card), so wait, as a person would, for it to stop.
      await page.waitForFunction(() => window.scrollY === 0);
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByText('Page 1').waitFor();

      // Category and sort apply to the next search.
      await page.getByLabel('Category').selectOption('pants');
      await page.getByLabel('Sort by').selectOption('price_desc');
      await box.fill('northwind');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('3 products found').waitFor({ timeout: 20_000 });
      // Price, high to low: only the three pants of the catalog.
      expect(await page.getByTestId('product-card').locator('h3').allTextContents()).toEqual([
        'Pleated Wool Trousers',
        'Selvedge Straight Jeans',
        'Slim Stretch Chinos',
      ]);
      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

      await box.fill('zzzz-nothing-like-this');
      await box.press('Enter');
      await page.getByText('No products found matching your search criteria.').waitFor({ timeout: 20_000 });
      if (width === 390) await screenshot(page, 'shopping-search-empty-390');

      // Failures: the spec's texts (spec 8), for search and for recommendations.
      await page.route('**/api/retailers/search', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
      await box.fill('oxford');
      await box.press('Enter');
      const failed = page.getByRole('alert').filter({ hasText: 'Failed to search products. Please try again.' });
      await failed.waitFor({ timeout: 20_000 });
      expect(await failed.getByText('Error', { exact: true }).isVisible()).toBe(true);
      await page.unroute('**/api/retailers/search');
      if (width === 390) {
        await page.route('**/api/gaps/products?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
        await page.reload();
        await expect.poll(() => page.getByText("We couldn't find recommendations right now").count(), { timeout: 20_000 }).toBe(1);
        await screenshot(page, 'shopping-recommendations-failed-390');
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

/** A Shopify-like store on loopback: /products.json pages, product pages, and the affiliate landing. */
function startFakeStore() {
  const hits: string[] = [];
  const catalog = [
    {
      id: 7_700_001,
      title: 'Fjord Waxed Field Jacket',
      handle: 'fjord-waxed-field-jacket',
      body_html: '<p>Waxed cotton field jacket with a corduroy collar.</p>',
      vendor: 'Fjord & Pine',
      product_type: 'Jackets',
      tags: ['men', 'outerwear'],
      options: [{ name: 'Color', values: ['Olive'] }],
      variants: [{ id: 1, title: 'Olive / M', price: '189.00', available: true, option1: 'Olive' }],
      images: [{ src: 'https://cdn.example/fjord.jpg' }],
    },
    {
      id: 7_700_002,
      title: 'Harbor Oxford Shirt',
      handle: 'harbor-oxford-shirt',
      body_html: '<p>Classic oxford cloth button-down.</p>',
      vendor: 'Fjord & Pine',
      product_type: 'Shirts',
      tags: ['men'],
      options: [{ name: 'Color', values: ['White'] }],
      variants: [{ id: 2, title: 'White / M', price: '69.00', available: true, option1: 'White' }],
      images: [],
    },
  ];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://store.local');
    hits.push(url.pathname + url.search);
    if (url.pathname === '/products.json') {
      const page = Number(url.searchParams.get('page') ?? '1');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ products: page === 1 ? catalog : [] }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>Fake store</title><h1>Fake store: ${url.pathname}</h1>`);
  });
  return {
    hits,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('shopping journey: operator connects a store, a user finds a product and opens it through /go/', () => {
  const store = startFakeStore();
  let storeHost = '';
  const env: Record<string, string> = { ADMIN_PASSWORD };
  beforeAll(async () => {
    storeHost = await store.listen();
    env.OUTBOUND_ALLOW_HOSTS = storeHost;
  });
  afterAll(() => store.close());
  const journey = useJourney('shopping', env);

  it('adds a retailer, an affiliate program and a source, syncs, then a user searches and follows the link', async () => {
    const base = journey.server.url;
    const storeUrl = `http://${storeHost}`;

    // The operator.
    const operator = await newPage(journey.browser, 1280);
    const op = operator.page;
    await op.goto(`${base}/administration`);
    await op.getByLabel('Password').fill(ADMIN_PASSWORD);
    await op.getByRole('button', { name: 'Login' }).click();
    await op.getByRole('heading', { name: 'Administration Panel' }).waitFor();
    await tab(op, 'Retailers').click();
    await op.getByRole('button', { name: 'Add Retailer' }).click();
    const rd = op.getByRole('dialog');
    await rd.getByLabel('Key', { exact: true }).fill('shopify-fjord');
    await rd.getByLabel('Name', { exact: true }).fill('Fjord & Pine');
    await rd.getByLabel('Base URL').fill(storeUrl);
    await rd.getByRole('button', { name: 'Add Retailer' }).click();
    await toast(op, 'Retailer added').waitFor();

    await tab(op, 'Affiliate Programs').click();
    await op.getByRole('button', { name: 'Add Affiliate Config' }).click();
    const ad = op.getByRole('dialog');
    await ad.getByLabel('Link template').fill(`${storeUrl}/aff/{productId}?tag={trackingId}&sub={subId}`);
    await ad.getByLabel('Program ID').fill('FJ-1');
    await ad.getByLabel('Tracking ID').fill('wearwise-20');
    await ad.getByLabel('Sub ID').fill('e2e journey');
    await ad.getByRole('button', { name: 'Add Affiliate Config' }).click();
    await toast(op, 'Affiliate configuration added').waitFor();

    await tab(op, 'Product Sources').click();
    await op.getByRole('button', { name: 'Add Product Source' }).click();
    const pd = op.getByRole('dialog');
    await pd.getByLabel('Name', { exact: true }).fill('All products');
    await pd.getByRole('button', { name: 'Add Product Source' }).click();
    await toast(op, 'Product source added').waitFor();

    // Sync on demand from the dashboard; the server's own job worker runs it.
    await op.getByRole('button', { name: 'Sync All products' }).click();
    await toast(op, 'Sync started').waitFor();
    await op.getByText('2 fetched · 2 new · 0 updated · 0 out of stock').waitFor({ timeout: 60_000 });
    expect(store.hits.some((h) => h.startsWith('/products.json?limit=250&page=1'))).toBe(true);
    // The clicks card follows the dashboard: the new retailer is listed with no clicks yet.
    await op.getByRole('list', { name: 'Clicks per retailer' }).getByText('0 clicks', { exact: true }).waitFor();
    await screenshot(op, 'shopping-journey-sources-1280');

    // The user.
    const shopper = await newPage(journey.browser, 390);
    await signUpOnboarded(shopper.context, base, { fullName: 'Journey Shopper', phoneNumber: '+14155550163', password: 'shopping journey passphrase' });
    const page = shopper.page;
    await page.goto(`${base}/shopping`);
    await tab(page, 'Search Products').click();
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('waxed field jacket');
    await box.press('Enter');
    await page.getByText('1 products found').waitFor({ timeout: 20_000 });
    const card = page.getByTestId('product-card').first();
    expect(await card.getByRole('heading').textContent()).toBe('Fjord Waxed Field Jacket');
    await screenshot(page, 'shopping-journey-search-390');

    const [popup] = await Promise.all([shopper.context.waitForEvent('page'), card.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${storeUrl}/aff/7700001?tag=wearwise-20&sub=e2e%20journey`);
    expect(await popup.getByRole('heading').textContent()).toContain('/aff/7700001');

    // The click shows in the dashboard.
    await op.reload();
    await tab(op, 'Retailers').click();
    const clicksCard = op.getByRole('list', { name: 'Clicks per retailer' });
    await clicksCard.getByText('1 click', { exact: true }).waitFor({ timeout: 20_000 });
    await screenshot(op, 'shopping-journey-clicks-1280');
    expect(operator.errors).toEqual([]);
    expect(shopper.errors).toEqual([]);
  });
});
