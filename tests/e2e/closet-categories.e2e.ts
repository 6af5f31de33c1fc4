import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '../helpers/fake-openai';
import { garmentPhoto } from './garment-photo';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';

const photo = (fill: string, name: string) => garmentPhoto(fill, name);

// The vision model is the fake OpenAI-compatible endpoint: it reads every photo as a red midi dress.
const fakeAi = await startFakeOpenAi();
fakeAi.script(JSON.stringify({ category: 'Dresses & jumpsuits', subcategory: 'Midi dress', name: 'Red midi dress' }));
afterAll(() => fakeAi.close());

/** Issue 27.4: the categories real closets have, a subcategory picker, photo pre-fill and bulk-add rows that fit on phones. */
describe('closet categories journey', () => {
  const journey = useJourney('closet-categories', { AI_BASE_URL: fakeAi.baseUrl, AI_MODEL: 'fake-text', AI_VISION_MODEL: 'fake-vision' });

  const openAdd = async (page: Page) => {
    await page.goto(`${journey.server.url}/closet`);
    await page.getByRole('button', { name: 'Add Item' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Clothing Item' });
    await dialog.waitFor();
    return dialog;
  };

  it('pre-fills category, subcategory and name from the photo, and offers only the chosen category’s subcategories', async () => {
    const { context, page, errors } = await newPage(journey.browser, 1280);
    // The shared machine runs other suites: generous waits, the assertions stay strict.
    page.setDefaultTimeout(120_000);
    page.setDefaultNavigationTimeout(120_000);
    await signUpOnboarded(context, journey.server.url, { fullName: 'Maya Categories', phoneNumber: '+14155550231', password: 'categories journey pass' });
    const dialog = await openAdd(page);

    const subcategory = dialog.getByLabel('Subcategory');
    expect(await subcategory.isDisabled()).toBe(true);
    await page.getByTestId('item-photo-input').setInputFiles(await photo('#c62828', 'dress.jpg'));
    await dialog.getByText('Filled in from your photo. Check and change anything.').waitFor();
    expect(await dialog.getByLabel('Category', { exact: true }).inputValue()).toBe('Dresses & jumpsuits');
    expect(await subcategory.inputValue()).toBe('Midi dress');
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Red midi dress');
    expect(await dialog.getByLabel('Color', { exact: true }).inputValue()).toBe('Red');
    await screenshot(page, 'closet-categories-prefill-1280');

    // Another category: the dress's subcategory goes, and the picker lists that category's own.
    await dialog.getByLabel('Category', { exact: true }).selectOption('Suits & tailoring');
    expect(await subcategory.inputValue()).toBe('');
    const options = await subcategory.locator('option').allTextContents();
    expect(options).toEqual(['None', 'Suit jacket', 'Blazer', 'Tuxedo jacket', 'Waistcoat', 'Suit trousers', 'Tuxedo trousers', 'Suit skirt', 'Other']);
    await dialog.getByLabel('Category', { exact: true }).selectOption('Dresses & jumpsuits');
    await subcategory.selectOption('Slip dress');
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/clothing-items') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ name: 'Red midi dress', category: 'Dresses & jumpsuits', subcategory: 'Slip dress' });
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Red midi dress' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stacks bulk-add rows on a phone so no field is cut', async () => {
    const { context, page, errors } = await newPage(journey.browser, 390);
    page.setDefaultTimeout(120_000);
    page.setDefaultNavigationTimeout(120_000);
    await signUpOnboarded(context, journey.server.url, { fullName: 'Sam Phone', phoneNumber: '+14155550232', password: 'categories journey pass' });
    const dialog = await openAdd(page);
    await screenshot(page, 'closet-categories-add-390');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByTestId('bulk-photo-input')
      .setInputFiles([await photo('#111111', 'a.jpg'), await photo('#c62828', 'b.jpg'), await photo('#556b2f', 'c.jpg')]);
    const bulk = page.getByRole('dialog', { name: 'Add 3 items' });
    await bulk.getByText('3 of 3 photos ready.').waitFor();
    await bulk.getByLabel('Category of item 1').selectOption('Dresses & jumpsuits');
    await bulk.getByLabel('Category of item 2').selectOption('Suits & tailoring');
    await screenshot(page, 'closet-categories-bulk-390');
    for (const label of ['Name of item 1', 'Category of item 1', 'Color of item 1']) {
      const field = bulk.getByLabel(label);
      // Each field spans the row (over 200 px of a 390 px screen), and its text fits inside it.
      expect((await field.boundingBox())!.width).toBeGreaterThan(200);
      expect(await field.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    const name = await bulk.getByLabel('Name of item 1').boundingBox();
    const category = await bulk.getByLabel('Category of item 1').boundingBox();
    expect(category!.y).toBeGreaterThan(name!.y + name!.height - 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
