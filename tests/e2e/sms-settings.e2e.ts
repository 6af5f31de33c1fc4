import { DEV_PHONE, devToolLink } from '../../src/server/plugins/dev-tool-guard';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';

describe('SMS settings journey', () => {
  const journey = useJourney('sms-settings');
  const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

  for (const [width, phoneNumber] of [
    [390, '+14155550391'],
    [1280, '+14155551281'],
  ] as const) {
    it(`saves the settings, sends a test outfit and shows the conversation at ${width} px`, async () => {
      const { context, page, errors } = await newPage(journey.browser, width);
      const user = await signUpOnboarded(context, journey.server.url, { fullName: 'Sam Texter', phoneNumber, password: 'sms settings passphrase' });
      await page.goto(`${journey.server.url}/sms-settings`);
      await page.getByRole('heading', { name: 'SMS Settings' }).waitFor();
      await page.getByText('No SMS conversations yet.').waitFor();
      expect(await page.getByText('Phone Number Required').count()).toBe(0);
      await screenshot(page, `sms-settings-empty-${width}`);

      // Help card: the three commands.
      for (const word of ['HELP', 'STOP', 'START']) expect(await page.locator('kbd', { hasText: word }).count()).toBe(1);

      const notifications = page.getByRole('switch', { name: 'SMS notifications' });
      expect(await notifications.getAttribute('aria-checked')).toBe('true');
      await page.getByLabel('Daily outfit time').fill('07:45');
      // One zone per account (issue 24): SMS Settings shows it and sends you to Settings to change it.
      expect(await page.getByTestId('sms-time-zone').textContent()).toBe('New York (America)');
      expect(await page.getByRole('link', { name: 'Change it in Settings' }).getAttribute('href')).toBe('/settings');
      await notifications.click();
      expect(await notifications.getAttribute('aria-checked')).toBe('false');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await toast(page, 'Settings Updated').waitFor();
      expect(await toast(page, 'Your SMS preferences have been saved successfully.').count()).toBe(1);

      await page.reload();
      await page.getByRole('heading', { name: 'SMS Settings' }).waitFor();
      await expect.poll(() => page.getByLabel('Daily outfit time').inputValue()).toBe('07:45');
      expect(await page.getByRole('switch', { name: 'SMS notifications' }).getAttribute('aria-checked')).toBe('false');

      // Home city or ZIP (issue 16): an unknown place is refused on the field, a ZIP is found and kept. The name is made up:
      // the embedded geocoder knows every town of 15,000 people, Atlantis (South Africa) among them (ADR 0122).
      const home = page.getByLabel('Home city or ZIP');
      await home.fill('Qwzxyville');
      await page.getByRole('form', { name: 'Home location' }).getByRole('button', { name: 'Save' }).click();
      await page.getByText("We couldn't find 'Qwzxyville'").waitFor();
      await home.fill('94110');
      await page.getByRole('form', { name: 'Home location' }).getByRole('button', { name: 'Save' }).click();
      await page.getByText('Weather now comes from San Francisco, California; your time zone is Los Angeles (America).').waitFor();
      await page.reload();
      await expect.poll(() => page.getByTestId('sms-time-zone').textContent()).toBe('Los Angeles (America)');
      await expect.poll(() => page.getByLabel('Home city or ZIP').inputValue()).toBe('94110');

      // A text from the phone (the simulator's dev phone, through the signed webhook) shows with a 'You' badge.
      // It also confirms the number (issue 28): until it has replied once, no test outfit is sent to it.
      const sent = await context.request.post(`${journey.server.url}/api/dev/phone/send`, {
        headers: { origin: journey.server.url, [DEV_PHONE.header]: journey.server.devPhoneKey },
        data: { phoneNumber, body: 'What goes with navy chinos?' },
      });
      expect(sent.status()).toBe(200);

      await page.getByRole('button', { name: 'Send Test Outfit' }).click();
      await toast(page, 'Outfit Sent!').waitFor();
      await page.locator('ol[aria-label="Text messages"] li').first().waitFor();
      expect(await page.locator('ol[aria-label="Text messages"]').getByText('Assistant', { exact: true }).count()).toBeGreaterThanOrEqual(1);
      await page.reload();
      await page.locator('ol[aria-label="Text messages"]').getByText('You', { exact: true }).waitFor();
      expect(await page.getByText('What goes with navy chinos?').count()).toBe(1);
      await screenshot(page, `sms-settings-${width}`);

      // STOP by text: the test send says why it sends nothing.
      await context.request.post(`${journey.server.url}/api/dev/phone/send`, {
        headers: { origin: journey.server.url, [DEV_PHONE.header]: journey.server.devPhoneKey },
        data: { phoneNumber, body: 'STOP' },
      });
      await page.getByRole('button', { name: 'Send Test Outfit' }).click();
      await toast(page, 'Send Failed').waitFor();
      expect(user.id).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  }

  it('the dev phone page picks a user and shows the chat', async () => {
    const { context, page, errors } = await newPage(journey.browser, 390);
    await signUpOnboarded(context, journey.server.url, { fullName: 'Devi Phone', phoneNumber: '+14155550777', password: 'dev phone passphrase' });
    // The printed link opens the phone (its key becomes a cookie); then a user is picked by the query.
    await page.goto(devToolLink(journey.server.url, DEV_PHONE, journey.server.devPhoneKey));
    await page.goto(`${journey.server.url}/dev/phone?phone=%2B14155550777`);
    await page.locator('#user').waitFor();
    await expect.poll(() => page.locator('#user').inputValue()).toBe('+14155550777');
    await page.getByLabel('Message').fill('HELP');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('.msg.out', { hasText: 'Reply STOP to cancel' }).waitFor();
    await screenshot(page, 'dev-phone-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
