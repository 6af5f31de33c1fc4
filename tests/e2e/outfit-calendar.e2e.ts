import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clothingItems } from '../../src/db/schema';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

// prettier-ignore
const CLOSET: [string, 'Tops' | 'Bottoms' | 'Shoes' | 'Outerwear', string][] = [
  ['White Oxford', 'Tops', 'White'], ['Grey Merino Sweater', 'Tops', 'Grey'], ['Navy Chinos', 'Bottoms', 'Navy'],
  ['Dark Jeans', 'Bottoms', 'Indigo'], ['Brown Boots', 'Shoes', 'Brown'], ['White Sneakers', 'Shoes', 'White'], ['Wool Overcoat', 'Outerwear', 'Camel'],
];

/** Issue 44 point 1: plan tomorrow with Wren, compose the day after by hand, see thumbnails on the month grid, and today's plan on Home. */
describe('outfit calendar', () => {
  const journey = useJourney('outfit-calendar');

  it('plans days by the engine and by hand, shows them on the month grid, and Home uses today’s plan', async () => {
    const db = journey.server.database.db;
    for (const width of [390, 1280] as const) {
      const { page, context, errors } = await newPage(journey.browser, width);
      const user = await signUpOnboarded(context, journey.server.url, {
        fullName: `Planner ${width}`,
        phoneNumber: width === 390 ? '+14155557201' : '+14155557202',
        password: 'a fine long password',
      });
      await db.insert(clothingItems).values(CLOSET.map(([name, category, color]) => ({ userId: user.id, name, category, color })));

      await page.goto(`${journey.server.url}/home`);
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Outfit calendar' }).click();
      await page.waitForURL(`${journey.server.url}/plans`);
      await page.getByRole('heading', { name: 'Outfit calendar' }).waitFor();

      // Today, by Wren.
      await page.getByRole('button', { name: 'Plan a look for this day' }).click();
      await toast(page, 'Look planned').waitFor();
      await page
        .getByTestId('day-panel')
        .getByRole('button', { name: /^Swap / })
        .first()
        .waitFor();

      // Another day, by hand: the first day of next month.
      await page.getByRole('button', { name: 'Next month' }).click();
      const grid = page.getByTestId('plan-grid');
      const firstOfNext = grid.locator('button[data-in-month="true"]').first();
      await firstOfNext.click();
      await page.getByRole('button', { name: 'Compose by hand' }).click();
      for (const name of ['White Oxford', 'Dark Jeans', 'White Sneakers']) await page.getByRole('checkbox', { name }).check();
      await page.getByRole('button', { name: 'Save this look' }).click();
      // The engine's plan of the first day may still show its own 'Look planned': wait for the one naming these pieces.
      await toast(page, 'Look planned').filter({ hasText: 'White Oxford' }).waitFor();
      await grid.locator('button[data-planned="true"]').first().waitFor();
      expect(await firstOfNext.getAttribute('aria-label')).toContain('planned: White Oxford, Dark Jeans, White Sneakers');
      await screenshot(page, `outfit-calendar-${width}`);

      // Home uses today's plan.
      await page.goto(`${journey.server.url}/home`);
      await page.getByTestId('planned-look').waitFor();
      await screenshot(page, `outfit-calendar-home-${width}`);
      const rows = await journey.server.database.execute('select count(*)::int as n from daily_outfits where user_id = $1 and planned_at is not null', [
        user.id,
      ]);
      expect(rows.rows[0]!.n).toBe(2);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
