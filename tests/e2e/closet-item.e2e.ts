import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { garmentJpeg } from './garment-photo';
import { newPage, screenshot, SCREENSHOT_DIR, signUpOnboarded, useJourney } from './harness';

const jpeg = (fill: string) => garmentJpeg(fill, { ground: '#f4f1ec', quality: 85 });

type Item = { id: number; name: string };

/** A closet with photos, wears and a saved look, made through the API the web app uses. */
async function fillCloset(request: APIRequestContext, base: string): Promise<Record<string, Item>> {
  const headers = { origin: base };
  const pieces: [string, Record<string, unknown>, string | null][] = [
    [
      'Navy Oxford',
      { category: 'Tops', subcategory: 'Oxford shirt', color: 'Navy', brand: 'Uniqlo', size: 'M', price: 40, season: 'All Seasons', material: 'cotton' },
      '#1f2a44',
    ],
    ['Camel Coat', { category: 'Outerwear', color: 'Camel', brand: 'Arket', price: 300, season: 'Winter' }, '#b5884f'],
    ['Olive Chinos', { category: 'Bottoms', color: 'Olive', brand: 'Uniqlo', season: 'All Seasons' }, '#5b6236'],
    ['White Sneakers', { category: 'Shoes', color: 'White', season: 'Summer' }, '#fafafa'],
    ['Red Scarf', { category: 'Accessories', color: 'Red', season: 'Winter' }, null],
    ['Gray Tee', { category: 'Tops', color: 'Gray', season: 'Summer' }, '#8a8d91'],
    ['Navy Blazer', { category: 'Outerwear', color: 'Navy', brand: 'J.Crew', formality: 'business', season: 'Fall' }, '#243457'],
  ];
  const made: Record<string, Item> = {};
  for (const [name, fields, fill] of pieces) {
    let imageUrl: string | null = null;
    if (fill) {
      const upload = await request.post(`${base}/api/closet-images`, {
        headers,
        multipart: { image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await jpeg(fill) } },
      });
      expect(upload.status()).toBe(201);
      imageUrl = ((await upload.json()) as { imageUrl: string }).imageUrl;
    }
    const res = await request.post(`${base}/api/clothing-items`, { headers, data: { name, ...fields, imageUrl } });
    expect(res.status()).toBe(201);
    made[name] = (await res.json()) as Item;
  }
  const wear = async (names: string[], date: string) =>
    expect((await request.post(`${base}/api/outfits/wear`, { headers, data: { itemIds: names.map((n) => made[n]!.id), date } })).status()).toBe(200);
  await wear(['Navy Oxford', 'Olive Chinos', 'White Sneakers'], '2026-01-10');
  await wear(['Navy Oxford', 'Camel Coat'], '2026-02-02');
  const saved = await request.post(`${base}/api/saved-looks`, { headers, data: { itemIds: [made['Navy Oxford']!.id, made['Navy Blazer']!.id] } });
  expect(saved.status()).toBeLessThan(300);
  return made;
}

describe('closet item page, filters and the phone grid', () => {
  const journey = useJourney('closet-item');
  const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

  it('opens an item from the grid (click and Enter), shows its story, deletes it with Undo, and asks the stylist', async () => {
    const base = journey.server.url;
    const { context, page, errors } = await newPage(journey.browser, 1280);
    // The machine these run on may be busy: a slow load is not what this journey tests.
    page.setDefaultNavigationTimeout(120_000);
    page.setDefaultTimeout(60_000);
    await signUpOnboarded(context, base, { fullName: 'Ada Item', phoneNumber: '+14155550321', password: 'item page journey passphrase' });
    const made = await fillCloset(context.request, base);

    await page.goto(`${base}/closet`);
    const grid = page.getByRole('list', { name: 'Clothing items' });
    await grid.getByRole('article', { name: 'Navy Oxford' }).waitFor();
    // No delete button on the photos any more: it lives on the item page.
    expect(await grid.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    await screenshot(page, 'closet-item-grid-1280');

    // Filters: a bar at desktop width, kept in the URL across a reload, combined with the category.
    const bar = page.getByTestId('closet-filter-bar');
    await bar.getByLabel('Color').selectOption('Navy');
    await expect.poll(() => new URL(page.url()).searchParams.get('color')).toBe('Navy');
    await expect.poll(() => grid.getByRole('article').count()).toBe(2);
    await page.reload();
    await grid.getByRole('article', { name: 'Navy Blazer' }).waitFor();
    expect(await grid.getByRole('article').count()).toBe(2);
    expect(await page.getByTestId('closet-filter-bar').getByLabel('Color').inputValue()).toBe('Navy');
    await page.getByRole('button', { name: /^Outerwear/ }).click();
    await expect.poll(() => grid.getByRole('article').count()).toBe(1);
    expect(await page.getByTestId('closet-filter-bar').textContent()).toContain('1 of 7 items');
    await page.getByTestId('closet-filter-bar').getByLabel('Season').selectOption('Fall');
    await screenshot(page, 'closet-item-filters-1280');
    await page.getByTestId('closet-filter-bar').getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('button', { name: /^All Items/ }).click();
    await page.getByTestId('closet-filter-bar').getByRole('button', { name: 'Not worn in 90 days' }).click();
    // Everything was added today: nothing has had 90 days to sit unworn.
    await page.getByText('No items match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => grid.getByRole('article').count()).toBe(7);
    expect(new URL(page.url()).search).toBe('');

    // Open by click: a deep-linkable page over the grid, with the piece's story.
    const oxfordLink = grid.getByRole('article', { name: 'Navy Oxford' }).getByTestId('closet-item-link');
    await page.evaluate(() => window.scrollTo(0, 200));
    await oxfordLink.click();
    const sheet = page.getByRole('dialog', { name: 'Navy Oxford' });
    await sheet.waitFor();
    // Where the grid was when the item opened (the click may have scrolled the tile into view).
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe(`/closet/${made['Navy Oxford']!.id}`);
    // Back returns to the grid where it was; Forward opens the item again.
    await page.goBack();
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/closet');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.goForward();
    await sheet.waitFor();
    expect(await sheet.getByTestId('item-times-worn').textContent()).toBe('2 times');
    expect(await sheet.getByTestId('item-last-worn').textContent()).toBe('Feb 2, 2026');
    expect(await sheet.getByTestId('item-cost-per-wear').textContent()).toBe('$20.00');
    expect(await sheet.textContent()).toContain('Oxford shirt');
    const looks = sheet.getByTestId('item-looks');
    await looks.waitFor();
    expect(await looks.textContent()).toContain('Worn Feb 2, 2026');
    expect(await looks.textContent()).toContain('Camel Coat');
    expect(await looks.textContent()).toContain('Saved look');
    expect(await looks.textContent()).toContain('Navy Blazer');
    expect(await seriousAxeViolations(page, ['[data-testid="item-sheet"]'])).toEqual([]);
    // The viewport only: a full-page picture of a fixed sheet over a scrolled grid composes neither.
    await page.screenshot({ path: `${SCREENSHOT_DIR}/closet-item-page-1280.png` });

    await sheet.getByRole('button', { name: 'Close', exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/closet');

    // A piece never worn, with no price: the cost per wear says what it needs.
    const scarfLink = grid.getByRole('article', { name: 'Red Scarf' }).getByTestId('closet-item-link');
    await scarfLink.focus();
    await page.keyboard.press('Enter');
    const scarf = page.getByRole('dialog', { name: 'Red Scarf' });
    await scarf.waitFor();
    expect(await scarf.textContent()).toContain('Add a price to see cost per wear');
    expect(await scarf.getByTestId('item-photo-placeholder').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await scarf.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/closet');

    // A deep link opens the item over the grid; closing it lands on the closet.
    await page.goto(`${base}/closet/${made['Camel Coat']!.id}`);
    const coat = page.getByRole('dialog', { name: 'Camel Coat' });
    await coat.waitFor();
    expect(await coat.getByTestId('item-cost-per-wear').textContent()).toBe('$300.00');

    // Delete from the item page, then Undo from the toast: the coat comes back with its wear.
    await coat.getByRole('button', { name: 'Delete from closet' }).click();
    await coat.waitFor({ state: 'detached' });
    await toast(page, 'Item deleted').waitFor();
    await expect.poll(() => grid.getByRole('article', { name: 'Camel Coat' }).count()).toBe(0);
    await toast(page, 'Item deleted').getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Item restored').waitFor();
    await grid.getByRole('article', { name: 'Camel Coat' }).waitFor();
    // And it holds: the server restored it, a reload shows it with its wear.
    await page.reload();
    await grid.getByRole('article', { name: 'Camel Coat' }).getByTestId('closet-item-link').click();
    expect(await page.getByRole('dialog', { name: 'Camel Coat' }).getByTestId('item-times-worn').textContent()).toBe('Once');

    // Ask the stylist: the chat opens with the question about this piece already sent.
    await page
      .getByRole('dialog', { name: 'Camel Coat' })
      .getByRole('button', { name: /how to style this/ })
      .click();
    await page.waitForURL(`${base}/stylist`);
    await page.getByRole('log', { name: 'Conversation' }).getByText('How can I style my Camel Coat (Arket)?', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('shows a three-up photo grid, a filter sheet and the item page as a bottom sheet on a phone', async () => {
    const base = journey.server.url;
    const { context, page, errors } = await newPage(journey.browser, 390);
    page.setDefaultNavigationTimeout(120_000);
    page.setDefaultTimeout(60_000);
    await signUpOnboarded(context, base, { fullName: 'Pip Phone', phoneNumber: '+14155550322', password: 'item page journey passphrase' });
    await fillCloset(context.request, base);
    await page.goto(`${base}/closet`);
    const grid = page.getByRole('list', { name: 'Clothing items' });
    await grid.getByRole('article', { name: 'Navy Oxford' }).waitFor();
    const boxes = await grid.getByRole('article').evaluateAll((els) => els.slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(boxes[0]).toBe(boxes[1]);
    expect(boxes[1]).toBe(boxes[2]);
    expect(boxes[3]).toBeGreaterThan(boxes[0]!);
    // Photo first: no 'Wore today' or details on a phone tile.
    expect(await grid.getByRole('button', { name: /Wore/ }).count()).toBe(0);
    await screenshot(page, 'closet-item-grid-390');

    await page.getByTestId('closet-filter-button').click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.waitFor();
    await filters.getByLabel('Season').selectOption('Winter');
    await filters.getByRole('button', { name: /^Show \d+ items?$/ }).waitFor();
    expect(await filters.textContent()).toContain('4 of 7 items');
    await screenshot(page, 'closet-item-filters-390');
    expect(await seriousAxeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await filters.getByRole('button', { name: /^Show/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('season')).toBe('Winter');
    await expect.poll(() => grid.getByRole('article').count()).toBe(4);
    expect(await page.getByTestId('closet-filter-button').textContent()).toContain('1');

    await grid.getByRole('article', { name: 'Camel Coat' }).getByTestId('closet-item-link').click();
    const sheet = page.getByRole('dialog', { name: 'Camel Coat' });
    await sheet.waitFor();
    // The filters stay in the URL under the item, so Back returns to the filtered grid.
    expect(new URL(page.url()).searchParams.get('season')).toBe('Winter');
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(await seriousAxeViolations(page, ['[data-testid="item-sheet"]'])).toEqual([]);
    // The viewport only: a full-page picture of a fixed sheet over a scrolled grid composes neither.
    await page.screenshot({ path: `${SCREENSHOT_DIR}/closet-item-page-390.png` });
    await page.goBack();
    await sheet.waitFor({ state: 'detached' });
    expect(await grid.getByRole('article').count()).toBe(4);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
