import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';

/** Issue 27.2: password, sessions, subscription, Download my data and Delete my account in /settings. */
describe('Account settings journey (issue 27.2)', () => {
  const journey = useJourney('account-settings');
  const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  const PASSWORD = 'account journey passphrase';
  const NEW_PASSWORD = 'a fresh journey passphrase';

  for (const [width, phoneNumber] of [
    [390, '+14155550393'],
    [1280, '+14155551283'],
  ] as const) {
    it(`changes the password (signing the other browser out), signs out sessions, cancels, exports and deletes at ${width} px`, async () => {
      const base = journey.server.url;
      const { context, page, errors } = await newPage(journey.browser, width);
      const user = await signUpOnboarded(context, base, { fullName: 'Ada Closet', phoneNumber, password: PASSWORD });
      // A second browser signed in to the same account.
      const other = await journey.browser.newContext({
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1',
      });
      expect((await other.request.post(`${base}/api/login`, { headers: { origin: base }, data: { username: phoneNumber, password: PASSWORD } })).status()).toBe(
        200,
      );
      // Premium in the sandbox, so the subscription section has something to show and cancel.
      expect((await context.request.post(`${base}/api/create-subscription`, { headers: { origin: base }, data: {} })).status()).toBe(200);

      await page.goto(`${base}/settings`);
      // Generous: the first visit loads the settings chunk, slow on a busy machine.
      await page.getByRole('heading', { name: 'Password' }).waitFor({ timeout: 60_000 });
      const devices = page.getByRole('list', { name: 'Signed-in devices' });
      await devices.getByText('Safari on iPhone').waitFor();
      await expect.poll(() => devices.getByText('This device').count()).toBe(1);
      await page.getByText(/Renews on|Free trial until/).waitFor();
      await screenshot(page, `account-settings-${width}`);
      expect(await seriousAxeViolations(page, ['#password', '#sessions', '#subscription', '#data', '#delete'])).toEqual([]);

      // Every problem at once, each under its field.
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Enter your current password').waitFor();
      await page.getByText('Password must be at least 8 characters').waitFor();
      await page.getByLabel('Current password').fill('not my password');
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('That password is not right').waitFor();
      await page.getByLabel('Current password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await toast(page, 'your other device was signed out').waitFor();
      expect((await other.request.get(`${base}/api/user`)).status()).toBe(401);
      await expect.poll(() => devices.getByRole('listitem').count()).toBe(1);
      await page.getByText('signed in on this device only').waitFor();

      // Cancel, with its confirmation.
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel Premium?' });
      await cancel.waitFor();
      await screenshot(page, `account-settings-cancel-${width}`);
      await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
      await toast(page, 'You keep Premium until').waitFor();
      await page.getByText(/Premium until .* It will not renew unless you resume it before then\./).waitFor();

      // Download my data: preparing, then the link.
      await page.getByRole('button', { name: 'Prepare my data' }).click();
      await page
        .getByText(/Preparing your data/)
        .first()
        .waitFor();
      // The server's own job worker prepares the zip; the page shows the link once it is ready.
      const download = page.getByRole('link', { name: 'Download zip' });
      await download.waitFor({ timeout: 60_000 });
      await page.locator('#data').scrollIntoViewIfNeeded();
      await screenshot(page, `account-settings-export-ready-${width}`);
      const zip = await context.request.get(`${base}${await download.getAttribute('href')}`);
      expect(zip.status()).toBe(200);
      expect(zip.headers()['content-disposition']).toMatch(/^attachment;/);

      // Delete: the typed word unlocks the button; then the landing page says it is done.
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Your password').fill(NEW_PASSWORD);
      expect(await dialog.getByRole('button', { name: 'Delete forever' }).isDisabled()).toBe(true);
      await dialog.getByLabel(/to confirm/).fill('DELETE');
      await screenshot(page, `account-settings-delete-${width}`);
      expect(await seriousAxeViolations(page, ['[role="dialog"]'])).toEqual([]);
      await dialog.getByRole('button', { name: 'Delete forever' }).click();
      await page.waitForURL(`${base}/`);
      await toast(page, 'Your account is deleted').waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await screenshot(page, `account-deleted-landing-${width}`);
      const gone = await journey.server.database.execute('select count(*)::int as n from users where id = $1', [user.id]);
      expect(Number(gone.rows[0]!.n)).toBe(0);
      expect(errors).toEqual([]);
      await other.close();
      await context.close();
    }, 300_000);
  }
});
