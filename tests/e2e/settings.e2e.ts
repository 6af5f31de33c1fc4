import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';

describe('Settings journey (issue 24: one time zone)', () => {
  const journey = useJourney('settings');
  const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

  for (const [width, phoneNumber] of [
    [390, '+14155550392'],
    [1280, '+14155551282'],
  ] as const) {
    it(`moves the zone with a San Francisco ZIP, finds and saves another zone, and SMS Settings shows it at ${width} px`, async () => {
      const { context, page, errors } = await newPage(journey.browser, width);
      await signUpOnboarded(context, journey.server.url, { fullName: 'Sam Francisco', phoneNumber, password: 'settings journey passphrase' });

      // The account menu leads to Settings.
      await page.goto(`${journey.server.url}/home`);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
      await page.waitForURL(`${journey.server.url}/settings`);
      await page.getByRole('heading', { name: 'Profile' }).waitFor();
      const zone = page.getByLabel('Time zone', { exact: true });
      expect(await zone.inputValue()).toBe('America/New_York');
      expect(await page.getByTestId('zone-local-time').textContent()).toMatch(/^It is \d{1,2}:\d\d\s[AP]M E[SD]T there now/);

      await page.getByLabel('Home city or ZIP').fill('94110');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await toast(page, 'Your time zone moved with your city: Los Angeles (America).').waitFor();
      await expect.poll(() => zone.inputValue()).toBe('America/Los_Angeles');

      await page.getByLabel('Search time zones').fill('pari');
      await expect.poll(() => zone.locator('option').allTextContents()).toEqual(['Los Angeles (America)', 'Paris (Europe)']);
      await screenshot(page, `settings-profile-${width}`);
      await zone.selectOption('Europe/Paris');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await toast(page, 'Your profile is up to date.').waitFor();
      const me = (await context.request.get(`${journey.server.url}/api/user`).then((r) => r.json())) as { timezone: string; homeLocation: string };
      expect(me).toMatchObject({ timezone: 'Europe/Paris', homeLocation: '94110' });

      await page.goto(`${journey.server.url}/sms-settings`);
      await page.getByRole('heading', { name: 'SMS Settings' }).waitFor();
      await expect.poll(() => page.getByTestId('sms-time-zone').textContent()).toBe('Paris (Europe)');
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
