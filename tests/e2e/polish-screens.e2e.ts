import { copyFileSync, mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { garmentJpeg } from './garment-photo';
import { newPage, screenshot, SCREENSHOT_DIR, signUpOnboarded, useJourney } from './harness';

const jpeg = (fill: string) => garmentJpeg(fill, { ground: '#f4f1ec', quality: 85 });

async function fillCloset(request: APIRequestContext, base: string) {
  const headers = { origin: base };
  const pieces: [string, Record<string, unknown>, string][] = [
    ['Navy Oxford', { category: 'Tops', subcategory: 'Oxford shirt', color: 'Navy', brand: 'Uniqlo', price: 40 }, '#1f2a44'],
    ['Red Midi Dress', { category: 'Dresses & jumpsuits', subcategory: 'Midi dress', color: 'Red', brand: 'COS', season: 'Summer' }, '#b3261e'],
    ['Camel Coat', { category: 'Outerwear', color: 'Camel', brand: 'Arket', price: 300, season: 'Winter' }, '#b5884f'],
    ['Olive Chinos', { category: 'Bottoms', color: 'Olive', brand: 'Uniqlo' }, '#5b6236'],
    ['Gold Hoops', { category: 'Jewellery', subcategory: 'Earrings', color: 'Gold' }, '#c9a227'],
  ];
  const ids: number[] = [];
  for (const [name, fields, fill] of pieces) {
    const upload = await request.post(`${base}/api/closet-images`, {
      headers,
      multipart: { image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await jpeg(fill) } },
    });
    expect(upload.status()).toBe(201);
    const { imageUrl } = (await upload.json()) as { imageUrl: string };
    const res = await request.post(`${base}/api/clothing-items`, { headers, data: { name, ...fields, imageUrl } });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  expect((await request.post(`${base}/api/outfits/wear`, { headers, data: { itemIds: ids.slice(0, 1).concat(ids[3]!), date: '2026-02-02' } })).status()).toBe(
    200,
  );
  return ids;
}

/** Pictures also go where the reviewers look, when SHOTS_DIR is set. */
function keep(name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  copyFileSync(`${SCREENSHOT_DIR}/${name}.png`, `${dir}/${name}.png`);
}

/** Nothing wider than the viewport: a cut or overflowing field shows up as a page that scrolls sideways. */
const overflowX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Issue 27.6 and 27.7: the new screens have no serious axe violation and fit a phone and a desktop. */
describe('new screens: accessibility and fit', () => {
  const journey = useJourney('polish-screens');

  for (const [width, n] of [
    [390, '0461'],
    [1280, '0462'],
  ] as const) {
    it(`settings, the closet with its filters and the item page at ${width} px`, async () => {
      const base = journey.server.url;
      const { context, page, errors } = await newPage(journey.browser, width);
      page.setDefaultNavigationTimeout(120_000);
      page.setDefaultTimeout(60_000);
      await signUpOnboarded(context, base, { fullName: 'Rosa Polish', phoneNumber: `+1415555${n}`, password: 'polish journey passphrase' });
      await fillCloset(context.request, base);

      await page.goto(`${base}/settings`);
      await page.getByRole('heading', { name: 'Profile' }).waitFor();
      await page.getByRole('heading', { name: 'Delete my account' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await overflowX(page)).toBe(0);
      await screenshot(page, `polish-settings-${width}`);
      keep(`polish-settings-${width}`);

      await page.goto(`${base}/closet`);
      const grid = page.getByRole('list', { name: 'Clothing items' });
      await grid.getByRole('article', { name: 'Red Midi Dress' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await overflowX(page)).toBe(0);
      if (width < 768) {
        await page.getByTestId('closet-filter-button').click();
        const filters = page.getByRole('dialog', { name: 'Filters' });
        await filters.getByLabel('Season').selectOption('Summer');
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SCREENSHOT_DIR}/polish-closet-filters-${width}.png` });
        await filters.getByRole('button', { name: /^Show/ }).click();
        await filters.waitFor({ state: 'detached' });
      } else {
        await page.getByTestId('closet-filter-bar').getByLabel('Season').selectOption('Summer');
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SCREENSHOT_DIR}/polish-closet-filters-${width}.png` });
      }
      keep(`polish-closet-filters-${width}`);
      await expect.poll(() => new URL(page.url()).searchParams.get('season')).toBe('Summer');
      await screenshot(page, `polish-closet-grid-${width}`);
      keep(`polish-closet-grid-${width}`);

      await page.goto(`${base}/closet`);
      await grid.getByRole('article', { name: 'Navy Oxford' }).getByTestId('closet-item-link').click();
      const sheet = page.getByRole('dialog', { name: 'Navy Oxford' });
      await sheet.waitFor();
      await sheet.getByTestId('item-looks').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/polish-item-page-${width}.png` });
      keep(`polish-item-page-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
  }
});
