import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../src/db/seed';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';
import { garmentPhoto } from './garment-photo';
import { addManyItems, openCloset, scrollFrames } from './large-closet';

/** A product-like photo, 1200 px so the browser really has to shrink it. */
const photo = (fill: string, name: string) => garmentPhoto(fill, name, 1200);

describe('closet journey', () => {
  const journey = useJourney('closet');

  /** Signs in through the API (the auth screen has its own journey), sharing the cookie with the page. */
  const signUpFresh = (context: BrowserContext, phoneNumber = '+14155550188') =>
    signUpOnboarded(context, journey.server.url, { fullName: 'Jordan Closet', phoneNumber, password: 'closet journey passphrase' });

  const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

  it('takes a new user from an empty closet through add, edit, filter, wear, delete and bulk add', async () => {
    const { context, page, errors } = await newPage(journey.browser, 1280);
    await signUpFresh(context);
    await page.goto(`${journey.server.url}/closet`);
    await expect.poll(() => page.getByTestId('header-title').textContent()).toBe('My Closet');

    // Empty states: the whole closet, then one category.
    await page.getByRole('heading', { name: 'Build your digital closet' }).waitFor();
    expect(await page.getByRole('heading', { name: 'What to upload first' }).isVisible()).toBe(true);
    await screenshot(page, 'closet-empty-1280');
    await page.getByRole('button', { name: /^Shoes/ }).click();
    await page.getByRole('heading', { name: 'No shoes in your closet yet' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add a pair of shoes' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /^All Items/ }).click();

    // Add with a photo: validation first, then the colour is pre-filled from the photo.
    await page.getByRole('button', { name: 'Add Item' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Clothing Item' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByText('Name is required').waitFor();
    expect(await dialog.getByText('Category is required').isVisible()).toBe(true);
    expect(await dialog.getByText('Color is required').isVisible()).toBe(true);
    await dialog.getByLabel('Name', { exact: true }).fill('   ');
    expect(await dialog.getByText('Name is required').count()).toBe(0); // an error clears when its field is edited

    await page.getByTestId('item-photo-input').setInputFiles(await photo('#1f2a44', 'navy-shirt.jpg'));
    await dialog.getByText('Color detected: Navy').waitFor();
    expect(await dialog.getByLabel('Color', { exact: true }).inputValue()).toBe('Navy');
    await dialog.getByLabel('Name', { exact: true }).fill('Navy Oxford');
    await dialog.getByLabel('Category', { exact: true }).selectOption('Tops');
    await dialog.getByLabel('Subcategory').selectOption('Oxford shirt');
    await dialog.getByLabel('Brand').fill('Uniqlo');
    await dialog.getByLabel('Size', { exact: true }).fill('M');
    await dialog.getByRole('button', { name: 'More details' }).click();
    await dialog.getByLabel('Price paid ($)').fill('39.90');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await toast(page, 'Item added').waitFor();
    expect(await toast(page, 'Navy Oxford has been added to your closet').count()).toBe(1);
    await dialog.waitFor({ state: 'detached' });
    const tile = page.getByRole('article', { name: 'Navy Oxford' });
    await tile.waitFor();
    expect(await tile.getByRole('img').getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    // The first row's photos load with the page (one of them is its largest paint); fast-web.e2e.ts checks later tiles wait.
    expect(await tile.getByRole('img').getAttribute('loading')).toBe('eager');
    expect(await tile.textContent()).toContain('Uniqlo');
    expect(await tile.textContent()).toMatch(/Added [A-Z][a-z]{2} \d{4}/);
    await expect.poll(() => tile.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);

    // Edit, from the item page (issue 27: the tile opens it; no buttons sit on the photo).
    expect(await tile.getByRole('button', { name: 'Edit Navy Oxford' }).count()).toBe(0);
    await tile.getByTestId('closet-item-link').click();
    const itemPage = page.getByRole('dialog', { name: 'Navy Oxford' });
    await itemPage.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Clothing Item' });
    await edit.getByLabel('Size', { exact: true }).fill('L');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Item updated').waitFor();
    await edit.waitFor({ state: 'detached' });
    expect(await itemPage.textContent()).toContain('L');
    await page.keyboard.press('Escape');
    await itemPage.waitFor({ state: 'detached' });
    expect(await tile.textContent()).toContain('Size L');

    // Filter.
    await page.getByRole('button', { name: /^Bottoms/ }).click();
    await page.getByRole('heading', { name: 'No bottoms in your closet yet' }).waitFor();
    await page.getByRole('button', { name: /^Tops/ }).click();
    await tile.waitFor();

    // Wore today.
    await tile.getByRole('button', { name: 'Wore today: Navy Oxford' }).click();
    await tile.getByText('Worn 1× · $39.90/wear').waitFor();

    // Delete from the item page, at once, with Undo in the toast (closet-item.e2e.ts takes the Undo).
    await tile.getByTestId('closet-item-link').click();
    await page.getByRole('dialog', { name: 'Navy Oxford' }).getByRole('button', { name: 'Delete from closet' }).click();
    await toast(page, 'Item deleted').waitFor();
    expect(await toast(page, 'Navy Oxford was removed from your closet').count()).toBe(1);
    await page.getByRole('heading', { name: 'No tops in your closet yet' }).waitFor();

    // Bulk add three photos.
    await page.getByRole('button', { name: /^All Items/ }).click();
    // Slow uploads down a little so the progress line can be seen.
    await page.route('**/api/closet-images', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page
      .getByTestId('bulk-photo-input')
      .setInputFiles([await photo('#1f2a44', 'a.jpg'), await photo('#c62828', 'b.jpg'), await photo('#556b2f', 'c.jpg')]);
    const bulk = page.getByRole('dialog', { name: 'Add 3 items' });
    await bulk.waitFor();
    await bulk.getByText(/^Processing [12] of 3…$/).waitFor();
    expect(await bulk.getByRole('button', { name: /^Save all/ }).isDisabled()).toBe(true);
    await bulk.getByText('3 of 3 photos ready.').waitFor();
    await page.unroute('**/api/closet-images');
    await screenshot(page, 'closet-bulk-1280');
    const drafts = bulk.getByTestId('bulk-draft');
    expect(await drafts.count()).toBe(3);
    expect(await bulk.getByLabel('Color of item 1').inputValue()).toBe('Navy');
    expect(await bulk.getByLabel('Color of item 2').inputValue()).toBe('Red');
    expect(await bulk.getByLabel('Color of item 3').inputValue()).toBe('Olive');
    await bulk.getByLabel('Name of item 1').press('Enter');
    expect(await bulk.getByText('Category is required').count()).toBe(3);
    await bulk.getByLabel('Category of item 1').selectOption('Tops');
    await bulk.getByLabel('Category of item 2').selectOption('Outerwear');
    await bulk.getByLabel('Category of item 3').selectOption('Bottoms');
    expect(await bulk.getByLabel('Name of item 2').inputValue()).toBe('Red jacket');
    await bulk.getByLabel('Name of item 3').fill('Olive chinos');
    await bulk.getByLabel('Name of item 3').press('Enter');
    await toast(page, '3 items have been added to your closet').waitFor();
    await bulk.waitFor({ state: 'detached' });
    expect(await page.getByTestId('closet-item').count()).toBe(3);
    for (const name of ['Navy top', 'Red jacket', 'Olive chinos']) await page.getByRole('article', { name }).waitFor();

    // Search and sort.
    await page.getByLabel('Search by name or brand').fill('olive');
    await expect.poll(() => page.getByTestId('closet-item').count()).toBe(1);
    await page.getByLabel('Search by name or brand').fill('');
    await page.getByLabel('Sort by').selectOption('name');
    await expect.poll(() => page.getByTestId('closet-item-name').allTextContents()).toEqual(['Navy top', 'Olive chinos', 'Red jacket']);

    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([390, 1280] as const)('shows the demo closet at %i px', async (width) => {
    const { context, page, errors } = await newPage(journey.browser, width);
    const login = await context.request.post(`${journey.server.url}/api/login`, {
      headers: { origin: journey.server.url },
      data: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${journey.server.url}/closet`);
    await page.getByRole('article', { name: 'Navy Blazer' }).waitFor();
    expect(await page.getByTestId('closet-item').count()).toBeGreaterThanOrEqual(14);
    // Everything above the fold has loaded its picture.
    await expect
      .poll(() =>
        page
          .locator('[data-testid=closet-item] img')
          .evaluateAll((imgs) => imgs.slice(0, 4).every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    const tile = page.getByRole('article', { name: 'Navy Blazer' });
    // Edit and delete live on the item page (issue 27), not on the photos.
    expect(await tile.getByRole('button', { name: /^(Edit|Delete) Navy Blazer$/ }).count()).toBe(0);
    // Three photos to a row on a phone (issue 27), four cards on a wide screen (issue 15).
    const columns = await page.getByRole('list', { name: 'Clothing items' }).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(width === 390 ? 3 : 4);
    // Names wrap (up to two lines) instead of being cut on one: no name is clipped sideways.
    const clipped = await page
      .getByTestId('closet-item-name')
      .evaluateAll((names) => names.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent));
    expect(clipped).toEqual([]);
    expect(await page.getByRole('article', { name: 'Navy Baseball Cap' }).getByTestId('closet-item-name').innerText()).toBe('Navy Baseball Cap');
    // A tile never shows an empty line where a brand would be.
    const blankLines = await page
      .getByTestId('closet-item')
      .evaluateAll((tiles) => tiles.flatMap((t) => [...t.querySelectorAll('p')]).filter((p) => p.textContent!.trim() === '').length);
    expect(blankLines).toBe(0);
    // Headings go down one level at a time (screen readers list them): the page's h1, then each item's name.
    const skipped = await page.evaluate(() => {
      const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
      return levels.filter((level, i) => level > (i === 0 ? 1 : levels[i - 1]! + 1));
    });
    expect(skipped).toEqual([]);
    if (width === 390) expect(await page.getByTestId('tab-bar').isVisible()).toBe(true);
    expect(await page.getByText('In laundry').count()).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `closet-${width}`);
    if (width === 390) {
      await page.getByRole('button', { name: 'Add Item' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Clothing Item' });
      await dialog.waitFor();
      await screenshot(page, 'closet-add-dialog-390');
      // A toast on a phone never covers the dialog's title or buttons (issue 15): a failed save shows one over the open dialog.
      await page.route('**/api/clothing-items', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ code: 'UNAVAILABLE', message: 'The closet is resting for a moment. Please try again shortly.' }),
            })
          : route.fallback(),
      );
      await dialog.getByLabel('Name').fill('Toast Test Scarf');
      await dialog.getByLabel('Category', { exact: true }).selectOption('Accessories');
      await dialog.getByLabel('Color', { exact: true }).fill('Red');
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      const shownToast = page.locator('[data-sonner-toast]').first();
      await shownToast.waitFor();
      await page.waitForTimeout(600); // the toast's entry animation
      const toastBox = (await shownToast.boundingBox())!;
      for (const target of [
        dialog.getByRole('heading', { name: 'Add Clothing Item' }),
        dialog.getByRole('button', { name: 'Add Item' }),
        dialog.getByRole('button', { name: 'Cancel' }),
      ]) {
        const box = (await target.boundingBox())!;
        const overlaps =
          box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height && box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width;
        expect(overlaps, await target.innerText()).toBe(false);
      }
      await screenshot(page, 'closet-add-dialog-toast-390');
      await page.unroute('**/api/clothing-items');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders a closet of 500 items with off-screen tiles left unpainted and their pictures unfetched', async () => {
    // How fast it renders and scrolls is measured by `npm run bench` (bench/suites/closet-scroll.ts).
    const { context, page, errors } = await newPage(journey.browser, 1280);
    const user = await signUpFresh(context, '+14155550199');
    await addManyItems(journey.server, user.id, 500);
    await openCloset(page, journey.server.url);
    expect(await page.getByTestId('closet-item').count()).toBe(500);
    const loadedImages = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/demo-closet/')).length);
    expect(loadedImages).toBeLessThanOrEqual(8);
    expect(
      await page
        .getByTestId('closet-item')
        .last()
        .evaluate((el) => getComputedStyle(el).contentVisibility),
    ).toBe('auto');
    // Scrolling to the end fetches the pictures that come into view, and nothing breaks.
    await scrollFrames(page);
    await expect
      .poll(() =>
        page
          .getByRole('article', { name: 'Item 500', exact: true })
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
