import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../src/adapters/retail/demo-catalog';
import { products, retailers } from '../../src/db/schema';
import { DEMO_IMAGE_PATH } from '../../src/server/services/shopping/sync-source';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Issue 44 point 4: one tap from a Shop product puts it in the closet; a pasted product link does the same. */
describe('I bought this', () => {
  const journey = useJourney('bought');

  it('adds a Shop product to the closet in one tap, and a pasted link adds another', async () => {
    const db = journey.server.database.db;
    // The blazer's photo is a demo catalog drawing, which the server draws itself: the closet piece gets it.
    const demo = demoCatalog('http://demo.invalid', '').find((i) => i.category === 'jackets')!;
    const [shop] = await db.insert(retailers).values({ key: 'bought-e2e', name: 'Bought Shop', baseUrl: 'https://bought-shop.example' }).returning();
    const [blazer, tie] = await db
      .insert(products)
      .values([
        {
          retailerId: shop!.id,
          externalId: demo.externalId,
          name: 'Navy Wool Blazer',
          brand: 'Northwind',
          priceCents: 16_000,
          productUrl: 'https://bought-shop.example/p/1',
          imageUrl: `${DEMO_IMAGE_PATH}/${demo.externalId}.png`,
          colors: ['navy'],
          category: 'jackets' as const,
          gender: 'men' as const,
        },
        {
          retailerId: shop!.id,
          externalId: 'b-2',
          name: 'Silk Knit Tie',
          brand: 'Northwind',
          priceCents: 5_200,
          productUrl: 'https://bought-shop.example/p/2',
          colors: ['burgundy'],
          category: 'accessories' as const,
          gender: 'men' as const,
        },
      ])
      .returning();

    for (const width of [390, 1280] as const) {
      const { page, context, errors } = await newPage(journey.browser, width);
      const user = await signUpOnboarded(context, journey.server.url, {
        fullName: `Buyer ${width}`,
        phoneNumber: width === 390 ? '+14155557001' : '+14155557002',
        password: 'a fine long password',
      });
      await page.goto(`${journey.server.url}/shopping`);
      await page.getByRole('tab', { name: 'Search Products' }).click();
      await page.getByRole('searchbox', { name: 'Search products' }).fill('blazer');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const button = page.getByRole('button', { name: 'I bought Navy Wool Blazer: add it to my closet' });
      await button.click();
      await toast(page, 'Added to your closet').waitFor();
      expect(await toast(page, 'could not be fetched').count()).toBe(0);
      await page.getByRole('button', { name: 'Navy Wool Blazer is in your closet' }).waitFor();
      await screenshot(page, `bought-shop-${width}`);

      await page.getByLabel('Bought something from the catalog? Paste its link').fill(`${journey.server.url}/go/${tie!.id}`);
      await page.getByRole('button', { name: 'Add to closet' }).click();
      await toast(page, 'Silk Knit Tie').waitFor();
      await page.getByLabel('Bought something from the catalog? Paste its link').fill('https://elsewhere.example/x');
      await page.getByRole('button', { name: 'Add to closet' }).click();
      await page.getByRole('alert').filter({ hasText: 'not found in the catalog' }).waitFor();
      await screenshot(page, `bought-link-${width}`);

      await page.goto(`${journey.server.url}/closet`);
      await page.getByText('Navy Wool Blazer').first().waitFor();
      await page.getByText('Silk Knit Tie').first().waitFor();
      await screenshot(page, `bought-closet-${width}`);
      const rows = await journey.server.database.execute('select name, source_product_id from clothing_items where user_id = $1 order by id', [user.id]);
      expect(rows.rows.map((r) => r.source_product_id)).toEqual([blazer!.id, tie!.id]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
