import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clothingItemWears, clothingItems } from '../../src/db/schema';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

// prettier-ignore
const CLOSET: [string, 'Tops' | 'Bottoms' | 'Shoes' | 'Outerwear' | 'Suits & tailoring', string, 'casual' | 'smart casual' | 'business' | 'formal', number | null, number][] = [
  ['White Oxford Shirt', 'Tops', 'White', 'smart casual', 6000, 24],
  ['Grey Crew Tee', 'Tops', 'Grey', 'casual', 2500, 40],
  ['Navy Merino Sweater', 'Tops', 'Navy', 'smart casual', 12000, 8],
  ['Dark Selvedge Jeans', 'Bottoms', 'Indigo', 'casual', 14000, 35],
  ['Stone Chinos', 'Bottoms', 'Beige', 'smart casual', 7000, 12],
  ['White Leather Sneakers', 'Shoes', 'White', 'casual', 11000, 30],
  ['Brown Suede Loafers', 'Shoes', 'Brown', 'smart casual', 16000, 3],
  ['Camel Overcoat', 'Outerwear', 'Camel', 'smart casual', 30000, 6],
  ['Velvet Dinner Jacket', 'Suits & tailoring', 'Burgundy', 'formal', 42000, 0],
];

/** Issue 44 point 3: the insights screen, its charts with text alternatives, and a gentle let go. */
describe('wardrobe insights', () => {
  const journey = useJourney('insights');

  it('shows cost per wear, wear lists, idle pieces, balance and the outfit count, and lets a piece go', async () => {
    const db = journey.server.database.db;
    for (const width of [390, 1280] as const) {
      const { page, context, errors } = await newPage(journey.browser, width);
      const user = await signUpOnboarded(context, journey.server.url, {
        fullName: `Insight ${width}`,
        phoneNumber: width === 390 ? '+14155557101' : '+14155557102',
        password: 'a fine long password',
      });
      const today = new Date();
      const day = (back: number) => new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
      const rows = await db
        .insert(clothingItems)
        .values(
          CLOSET.map(([name, category, color, formality, priceCents]) => ({
            userId: user.id,
            name,
            category,
            color,
            formality,
            priceCents,
            addedAt: new Date(today.getTime() - 200 * 86_400_000),
          })),
        )
        .returning({ id: clothingItems.id });
      // Wears spread over the last 80 days, except the dinner jacket (never) and the loafers (long ago).
      for (const [i, [, , , , , wears]] of CLOSET.entries()) {
        const back = i === 6 ? 120 : 1;
        if (wears)
          await db
            .insert(clothingItemWears)
            .values(Array.from({ length: wears }, (_, w) => ({ userId: user.id, itemId: rows[i]!.id, wornOn: day(back + w * (i === 6 ? 5 : 2)) })));
      }

      await page.goto(`${journey.server.url}/home`);
      await page.getByTestId('header-title').waitFor();
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Wardrobe insights' }).click();
      await page.waitForURL(`${journey.server.url}/insights`);
      await page.getByRole('heading', { name: 'Wardrobe insights' }).waitFor();
      await page
        .getByTestId('outfit-count')
        .getByText(/Your closet makes \d+ outfits/)
        .waitFor();
      // Real charts: recharts draws SVG bars; each has its table for screen readers.
      await page.getByTestId('cost-per-wear').locator('svg .recharts-bar-rectangle').first().waitFor();
      expect(await page.getByTestId('balance-formality').locator('svg .recharts-bar-rectangle').count()).toBeGreaterThan(0);
      const table = page.getByTestId('cost-per-wear').locator('table');
      expect(await table.locator('tbody tr').first().locator('th').textContent()).toBe('Grey Crew Tee');
      await page.getByTestId('idle-pieces').getByText('Velvet Dinner Jacket').waitFor();
      await page.getByTestId('idle-pieces').getByText('Brown Suede Loafers').waitFor();
      await screenshot(page, `insights-${width}`);

      const jacket = page.getByTestId('idle-piece').filter({ hasText: 'Velvet Dinner Jacket' });
      await jacket.getByRole('button', { name: 'Let go' }).click();
      await jacket.getByText(/usually resell for \$126–\$210/).waitFor();
      await screenshot(page, `insights-let-go-${width}`);
      await jacket.getByRole('button', { name: "I'll donate it" }).click();
      await toast(page, 'Let go').waitFor();
      await page.getByTestId('idle-piece').filter({ hasText: 'Velvet Dinner Jacket' }).waitFor({ state: 'detached' });
      const loafers = page.getByTestId('idle-piece').filter({ hasText: 'Brown Suede Loafers' });
      await loafers.getByRole('button', { name: 'Keep' }).click();
      await toast(page, 'Kept').waitFor();
      await loafers.waitFor({ state: 'detached' });
      const status = await journey.server.database.execute('select status from clothing_items where id = $1', [rows[8]!.id]);
      expect(status.rows[0]!.status).toBe('archived');
      const review = await journey.server.database.execute('select decision, route from item_reviews where item_id = $1', [rows[8]!.id]);
      expect(review.rows[0]).toEqual({ decision: 'let-go', route: 'donation' });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
