import { copyFileSync, mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { newPage, screenshot, SCREENSHOT_DIR, signUpOnboarded, useJourney } from './harness';

const ANSWERS = [
  'Soft dresses and cardigans, loose linen trousers.',
  'Working from home, markets and long lunches at weekends.',
  'I love sage and cream, never neon.',
  'I have no good sandals.',
  'About $90 for shoes.',
];

/** Issue 27.2: Settings → Style re-opens the style profile: directions, goals, colors, and the style chat again. */
describe('Settings → Style (issue 27.2)', () => {
  const journey = useJourney('settings-style');
  const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  const shot = async (page: Page, name: string, section?: string) => {
    await screenshot(page, name);
    // The reviewer's copy, beside the other branches' pictures, with the section alone at full size.
    const dir = process.env.SHOTS_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      copyFileSync(`${SCREENSHOT_DIR}/${name}.png`, `${dir}/${name}.png`);
      if (section) await page.locator(section).screenshot({ path: `${dir}/${name}-section.png` });
    }
  };
  const checkedStyles = (page: Page) =>
    page.locator('input[name="settings-styles"]:checked').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

  for (const [width, phoneNumber] of [
    [390, '+14155550427'],
    [1280, '+14155551427'],
  ] as const) {
    it(`edits directions, goals and colors, saves, reloads and sees them on home at ${width} px`, async () => {
      const base = journey.server.url;
      const headers = { origin: base };
      const { context, page, errors } = await newPage(journey.browser, width);
      const user = await signUpOnboarded(context, base, { fullName: 'Rosa Tile', phoneNumber, password: 'style settings passphrase' });
      const url = `${base}/api/users/${user.id}/style-preferences`;
      const essentialItems = [{ name: 'Navy Blazer', category: 'Outerwear', description: 'For meetings', priority: 'High' }];
      const put = await context.request.put(url, {
        headers,
        data: {
          styleGoals: ['Look sharper at work'],
          preferredStyle: 'Smart Casual',
          styles: ['Smart Casual'],
          colorPalette: ['Navy', 'Cream'],
          essentialItems,
          budget: { min: 80, max: 150 },
        },
      });
      expect(put.status()).toBe(200);

      await page.goto(`${base}/settings`);
      const section = page.locator('#style');
      await section.getByRole('heading', { name: 'Style' }).waitFor({ timeout: 60_000 });
      await section.getByRole('checkbox', { name: 'Smart Casual' }).waitFor();
      // Settings lists Style right after Profile.
      const titles = await page.locator('h2').allTextContents();
      expect(titles.indexOf('Style')).toBe(titles.indexOf('Profile') + 1);
      const save = section.getByRole('button', { name: 'Save style' });
      expect(await save.isDisabled()).toBe(true);
      expect(await checkedStyles(page)).toEqual(['Smart Casual']);
      await section.scrollIntoViewIfNeeded();
      await shot(page, `settings-style-${width}`, '#style');
      expect(await seriousAxeViolations(page, ['#style'])).toEqual([]);

      // Directions: Bohemian then Edgy, Smart Casual off; the first picked leads.
      await section.getByRole('checkbox', { name: 'Bohemian' }).check();
      await section.getByRole('checkbox', { name: 'Edgy' }).check();
      await section.getByRole('checkbox', { name: 'Smart Casual' }).uncheck();
      expect(await checkedStyles(page)).toEqual(['Bohemian', 'Edgy']);
      expect(await save.isDisabled()).toBe(false);
      // The one style direction (issue 40.4) is the first picked, shown and changeable in its own select.
      const direction = section.getByLabel('Your style direction', { exact: true });
      expect(await direction.inputValue()).toBe('Bohemian');
      await direction.selectOption('Edgy');
      expect(await direction.inputValue()).toBe('Edgy');
      await direction.selectOption('Bohemian');
      expect(await direction.inputValue()).toBe('Bohemian');
      expect(await checkedStyles(page)).toEqual(['Bohemian', 'Edgy']);

      // None picked is refused under the tiles, with nothing sent.
      await section.getByRole('checkbox', { name: 'Bohemian' }).uncheck();
      await section.getByRole('checkbox', { name: 'Edgy' }).uncheck();
      await save.click();
      expect(await page.locator('#settings-styles-error').textContent()).toBe('Please choose at least one style');
      await section.getByRole('checkbox', { name: 'Bohemian' }).check();
      await section.getByRole('checkbox', { name: 'Edgy' }).check();
      expect(await page.locator('#settings-styles-error').count()).toBe(0);

      // Goals: added with Enter and with the button, removed with its named ×; a repeat is refused under the field.
      const goal = section.getByLabel('Goals', { exact: true });
      await goal.fill('Weekend ease');
      await goal.press('Enter');
      await goal.fill('weekend ease');
      await section.getByRole('button', { name: 'Add goal' }).click();
      expect(await page.locator('#settings-goals-error').textContent()).toBe('You already have that goal');
      await goal.fill('Fewer, better pieces');
      await section.getByRole('button', { name: 'Add goal' }).click();
      await section.getByRole('button', { name: 'Remove goal: Look sharper at work' }).click();

      // Colors: a name, not symbols; removable chips.
      const color = section.getByLabel('Colors', { exact: true });
      await color.fill('<b>red</b>');
      await color.press('Enter');
      expect(await page.locator('#settings-colors-error').textContent()).toBe('Use a color name, such as Navy or Olive green');
      await color.fill('Olive green');
      await color.press('Enter');
      expect(await page.locator('#settings-colors-error').count()).toBe(0);
      await section.getByRole('button', { name: 'Remove color: Navy' }).click();
      // Colors to avoid (issue 40.4): kept apart from the palette, never suggested.
      const avoid = section.getByLabel('Colors you avoid', { exact: true });
      await avoid.fill('Neon');
      await avoid.press('Enter');
      await section.getByRole('button', { name: 'Remove color to avoid: Neon' }).waitFor();
      await shot(page, `settings-style-edited-${width}`, '#style');
      expect(await seriousAxeViolations(page, ['#style'])).toEqual([]);

      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/style-preferences'));
      await save.click();
      expect((await saved).status()).toBe(200);
      await toast(page, 'Style saved').waitFor();
      await expect.poll(() => save.isDisabled()).toBe(true);

      // The API has it, the rest of the profile (checklist, budget) untouched.
      expect(await (await context.request.get(url)).json()).toEqual({
        styleGoals: ['Weekend ease', 'Fewer, better pieces'],
        preferredStyle: 'Bohemian',
        styles: ['Bohemian', 'Edgy'],
        colorPalette: ['Cream', 'Olive green'],
        lovedColours: [],
        avoidColours: ['Neon'],
        essentialItems,
        budget: { min: 80, max: 150 },
      });

      await page.reload();
      await section.getByRole('button', { name: 'Remove goal: Weekend ease' }).waitFor({ timeout: 30_000 });
      await section.getByRole('button', { name: 'Remove color: Olive green' }).waitFor();
      expect(await section.getByRole('button', { name: 'Remove goal: Look sharper at work' }).count()).toBe(0);
      expect(await section.getByRole('button', { name: 'Remove color: Navy' }).count()).toBe(0);
      expect(await checkedStyles(page)).toEqual(['Bohemian', 'Edgy']);

      // Home's style profile leads with the new first choice.
      await page.goto(`${base}/home`);
      await expect.poll(() => page.getByTestId('preferred-style').textContent(), { timeout: 30_000 }).toBe('Bohemian');
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
  }

  it('retakes the style chat from settings: only the style profile is replaced, the colors and the person kept', async () => {
    const base = journey.server.url;
    const headers = { origin: base };
    const { context, page, errors } = await newPage(journey.browser, 1280);
    const user = await signUpOnboarded(context, base, { fullName: 'Ivy Retake', phoneNumber: '+14155552427', password: 'retake the chat passphrase' });
    const url = `${base}/api/users/${user.id}/style-preferences`;
    expect((await context.request.patch(`${base}/api/users/${user.id}/settings/profile`, { headers, data: { age: 34 } })).status()).toBe(200);
    const stored = { styleGoals: ['Look sharper at work'], preferredStyle: 'Edgy', styles: ['Edgy'], colorPalette: ['Navy', 'Cream'], essentialItems: [] };
    expect((await context.request.put(url, { headers, data: stored })).status()).toBe(200);

    await page.goto(`${base}/settings`);
    const retake = page.getByRole('link', { name: 'Retake the style chat' });
    await retake.waitFor({ timeout: 60_000 });
    await retake.click();
    await page.waitForURL(`${base}/onboarding?retake=style`);
    await page.getByText('Retaking your style chat').waitFor();
    expect(await page.getByRole('button', { name: 'Skip for now' }).count()).toBe(0);
    // 'Back to settings' leaves without a change.
    await page.getByRole('link', { name: 'Back to settings' }).click();
    await page.waitForURL(`${base}/settings#style`);
    await retake.click();
    await page.waitForURL(`${base}/onboarding?retake=style`);

    const input = page.getByLabel('Your answer');
    for (const answer of ANSWERS) {
      await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true);
      await input.fill(answer);
      await input.press('Enter');
    }
    await page.getByTestId('style-summary').waitFor({ timeout: 20_000 });
    await page.getByRole('checkbox', { name: 'Romantic' }).check();
    const lead = (await page.locator('input[name="ob-styles"]:checked').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))[0]!;
    await shot(page, 'settings-style-retake-1280');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Finish' }).click();
    // The finished profile is replaced only on the person's yes.
    const dialog = page.getByRole('dialog', { name: 'Replace your style profile?' });
    await dialog.getByRole('button', { name: 'Replace it' }).click();
    await toast(page, 'Your style profile is ready').waitFor();
    await page.waitForURL(`${base}/settings#style`, { timeout: 10_000 });
    // Settings shows the new profile at once (the cache was told), not the one from before the chat.
    await expect.poll(() => page.locator('input[name="settings-styles"]:checked').first().getAttribute('value'), { timeout: 30_000 }).toBe(lead);

    const after = await (await context.request.get(url)).json();
    expect(after.preferredStyle).toBe(lead);
    expect(after.styles).toContain('Romantic');
    expect(after.colorPalette).toEqual(['Navy', 'Cream']);
    const me = await (await context.request.get(`${base}/api/user`)).json();
    expect(me).toMatchObject({ fullName: 'Ivy Retake', age: 34, onboardingCompleted: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
