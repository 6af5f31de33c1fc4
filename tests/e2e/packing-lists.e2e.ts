import { describe, expect, it } from 'vitest';
import { calendarEvents, clothingItems } from '../../src/db/schema';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';

// prettier-ignore
const CLOSET: [string, 'Tops' | 'Bottoms' | 'Shoes' | 'Outerwear' | 'Suits & tailoring', string, 'casual' | 'smart casual' | 'business' | 'formal'][] = [
  ['White Oxford Shirt', 'Tops', 'White', 'smart casual'],
  ['Grey Crew Tee', 'Tops', 'Grey', 'casual'],
  ['Navy Merino Sweater', 'Tops', 'Navy', 'smart casual'],
  ['Dark Selvedge Jeans', 'Bottoms', 'Indigo', 'casual'],
  ['Stone Chinos', 'Bottoms', 'Beige', 'smart casual'],
  ['White Leather Sneakers', 'Shoes', 'White', 'casual'],
  ['Brown Leather Loafers', 'Shoes', 'Brown', 'smart casual'],
  ['Camel Overcoat', 'Outerwear', 'Camel', 'smart casual'],
  ['Navy Blazer', 'Suits & tailoring', 'Navy', 'business'],
];

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);

/** Issue 44 point 2: pack a trip from the calendar and one by hand, tick pieces off, share the list read-only, follow a gap to Shop. */
describe('packing lists', () => {
  const journey = useJourney('packing-lists');

  it('packs a calendar trip and a trip by hand, ticks pieces, shares a read-only link and revokes it, and links a missing piece to Shop', async () => {
    const db = journey.server.database.db;
    for (const width of [390, 1280] as const) {
      const { page, context, errors } = await newPage(journey.browser, width);
      const user = await signUpOnboarded(context, journey.server.url, {
        fullName: `Packer ${width}`,
        phoneNumber: width === 390 ? '+14155557201' : '+14155557202',
        password: 'a fine long password',
      });
      await db.insert(clothingItems).values(CLOSET.map(([name, category, color, formality]) => ({ userId: user.id, name, category, color, formality })));
      await db
        .insert(calendarEvents)
        .values([8, 9, 10, 11].map((ahead) => ({ userId: user.id, title: 'Denver offsite', date: day(ahead), location: 'Denver' })));

      // The calendar offers the trip once, on its first day's row.
      await page.goto(`${journey.server.url}/calendar`);
      await page.getByRole('button', { name: 'Pack for this trip' }).waitFor();
      expect(await page.getByRole('button', { name: 'Pack for this trip' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Pack for this trip' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `screenshots/calendar-trip-${width}.png` });

      await page.goto(`${journey.server.url}/home`);
      await page.getByTestId('header-title').waitFor();
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Packing lists' }).click();
      await page.waitForURL(`${journey.server.url}/trips`);
      await page.getByRole('heading', { name: 'Packing lists' }).waitFor();
      await page.getByTestId('trip-suggestions').getByText('Denver offsite').waitFor();
      await screenshot(page, `trips-${width}`);

      await page.getByRole('button', { name: 'Pack for this trip' }).click();
      await page.waitForURL(/\/trips\/\d+$/);
      await page.getByRole('heading', { name: 'Denver offsite' }).waitFor();
      expect(await page.getByTestId('trip-looks').locator('li').count()).toBe(4);
      expect(await page.getByTestId('trip-weather').locator('li').count()).toBe(4);
      const list = page.getByTestId('pack-list');
      const boxes = list.getByRole('checkbox');
      const pieces = await boxes.count();
      expect(pieces).toBeGreaterThan(2);
      // The fewest pieces: never more than four looks' worth.
      expect(pieces).toBeLessThanOrEqual(4 * 5);
      await boxes.first().click();
      await list.getByText(`(1 of ${pieces} packed)`).waitFor();
      await page.getByTestId('transit').waitFor();

      await page.getByRole('button', { name: 'Make a read-only link' }).click();
      const link = await page.getByRole('textbox', { name: 'Read-only link' }).inputValue();
      expect(link).toMatch(/\/pack\/[A-Za-z0-9_-]{32}$/);
      await screenshot(page, `trip-list-${width}`);

      // The shared page, signed out: the list and nothing of the account.
      const visitor = await newPage(journey.browser, width);
      await visitor.page.goto(link);
      await visitor.page.getByRole('heading', { name: 'Packing list: Denver offsite' }).waitFor();
      expect(await visitor.page.getByTestId('shared-pieces').locator('li').count()).toBe(pieces);
      const shown = await visitor.page.locator('body').innerText();
      expect(shown).not.toContain(`Packer ${width}`);
      expect(shown).not.toContain('+1415555720');
      expect(await visitor.page.getByText('(packed)', { exact: true }).count()).toBe(1);
      await screenshot(visitor.page, `trip-shared-${width}`);

      await page.getByRole('button', { name: 'Stop sharing' }).click();
      await page.getByRole('button', { name: 'Make a read-only link' }).waitFor();
      await visitor.page.reload();
      await visitor.page.getByText('This list is no longer shared.').waitFor();
      expect(visitor.errors.filter((e) => !/404/.test(e))).toEqual([]);
      await visitor.context.close();

      // A trip by hand, with a beach day the closet has no swimwear for.
      await page.goto(`${journey.server.url}/trips`);
      await page.getByLabel('Where').fill('Chicago');
      await page.getByLabel('First day').fill(day(20));
      await page.getByLabel('Last day').fill(day(22));
      await page.getByLabel('Beach').check();
      await page.getByRole('button', { name: 'Build packing list' }).click();
      await page.getByRole('heading', { name: 'Chicago' }).waitFor();
      const missing = page.getByTestId('missing');
      await missing.getByText('swimwear', { exact: false }).first().waitFor();
      await screenshot(page, `trip-missing-${width}`);
      await missing.locator('li').filter({ hasText: 'swimwear' }).getByRole('link', { name: 'Find in Shop' }).click();
      await page.waitForURL(/\/shopping\?q=/);
      expect(await page.getByRole('searchbox').first().inputValue()).toMatch(/swim/);

      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
