import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_MAIL, DEV_PHONE } from '../../src/server/plugins/dev-tool-guard';
import { until } from '../helpers/until';
import { newPage, screenshot, useJourney } from './harness';

/** Issue 27 points 1 and 2 (profile): sign in by phone, the Profile's new fields, a phone change by code, the verification link. */
describe('Sign-in identifiers and the profile (issue 27)', () => {
  const journey = useJourney('account-identity');
  const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  const url = (path: string) => `${journey.server.url}${path}`;

  for (const [width, n] of [
    [390, '0391'],
    [1280, '1281'],
  ] as const) {
    it(`signs in by phone, edits the profile, changes the phone by code and verifies the email at ${width} px`, async () => {
      const { context, page, errors } = await newPage(journey.browser, width);
      const email = `maya${n}@example.com`;
      const signup = await context.request.post(url('/api/users'), {
        headers: { origin: journey.server.url },
        data: { fullName: 'Maya Chen', phoneNumber: `+1415555${n}`, password: 'linen summer walk', smsConsent: true, email },
      });
      expect(signup.status()).toBe(201);
      // Onboarded, so /settings opens instead of the onboarding it would send a new account to.
      const { id } = (await signup.json()) as { id: number };
      const onboarded = await context.request.patch(url(`/api/users/${id}/complete-onboarding`), { headers: { origin: journey.server.url }, data: {} });
      expect(onboarded.status()).toBe(200);
      await context.clearCookies();

      await page.goto(url('/auth?mode=signin'));
      await page.getByLabel('Phone, email or username').fill(`(415) 555-${n}`);
      await page.getByLabel('Password', { exact: true }).fill('linen summer walk');
      await screenshot(page, `account-sign-in-by-phone-${width}`);
      await page.getByRole('button', { name: 'Sign In' }).last().click();
      await page.waitForURL(url('/home'));

      await page.goto(url('/settings'));
      await page.getByRole('heading', { name: 'Profile' }).waitFor();
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
      await page.getByText('Verification sent —').waitFor();

      // Each error under its field.
      await page.getByLabel('Age').fill('7');
      await page.getByLabel('Inches').fill('14');
      await page.getByLabel('Username (optional)').fill('9maya');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByText('Age must be at least 13').waitFor();
      await page.getByText('Username must start with a letter').waitFor();
      await page.getByText('Enter feet and inches (0 to 11)').waitFor();
      await screenshot(page, `account-profile-errors-${width}`);

      await page.getByLabel('Name', { exact: true }).fill('Maya Chen-Ortiz');
      await page.getByLabel('Age').fill('34');
      await page.getByLabel('Feet').fill('5');
      await page.getByLabel('Inches').fill('6');
      // A username another account holds: the server's 409 shows under the field, nothing else is saved.
      // Signed up outside the browser, so its session cookie does not replace Maya's.
      const other = await fetch(url('/api/users'), {
        method: 'POST',
        headers: { origin: journey.server.url, 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: 'Taken Name',
          phoneNumber: `+1212555${n}`,
          password: 'another long passphrase',
          smsConsent: true,
          username: `taken.${n}`,
        }),
      });
      expect(other.status).toBe(201);
      await page.getByLabel('Username (optional)').fill(`Taken.${n}`);
      // A new username or email needs the current password, asked in the same form (ADR 0101).
      await page.getByRole('form', { name: 'Profile settings' }).getByLabel('Current password').fill('linen summer walk');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByText('This username is taken. Please choose another.').waitFor();
      expect(await page.getByLabel('Username (optional)').getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('Username (optional)').fill(`Maya.${n}`);
      // Gender and the departments the stylist and shop dress her from, chosen as radios.
      await page.getByRole('group', { name: 'Gender' }).getByLabel('Non-binary').check();
      await page.getByRole('group', { name: 'Departments I shop' }).getByLabel('Both').check();
      await page.getByRole('button', { name: 'Save profile' }).click();
      await toast(page, 'Profile saved').waitFor();
      const me = (await context.request.get(url('/api/user')).then((r) => r.json())) as Record<string, unknown>;
      expect(me).toMatchObject({ fullName: 'Maya Chen-Ortiz', age: 34, height: 66, username: `maya.${n}`, gender: 'non_binary', departments: 'both' });
      await page.reload();
      expect(await page.getByRole('group', { name: 'Departments I shop' }).getByLabel('Both').isChecked()).toBe(true);

      // The phone changes only after the code sent to the new number.
      const newNumber = `+1650555${n}`;
      await page.getByRole('button', { name: 'Change', exact: true }).click();
      await page.getByLabel('New phone number').fill(`(650) 555-${n}`);
      await page.getByRole('form', { name: 'Change phone number' }).getByLabel('Current password').fill('linen summer walk');
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('6-digit code').waitFor();
      await screenshot(page, `account-phone-code-${width}`);
      const texts = (await fetch(url('/api/dev/phone/messages'), { headers: { [DEV_PHONE.header]: journey.server.devPhoneKey } }).then((r) => r.json())) as {
        to: string;
        body: string;
      }[];
      const code = /\b(\d{6})\b/.exec(texts.find((m) => m.to === newNumber)!.body)![1]!;
      await page.getByLabel('6-digit code').fill(code);
      await page.getByRole('button', { name: 'Confirm number' }).click();
      await toast(page, 'Phone number changed').waitFor();
      // The Phone row shows the new number (the toast says it too).
      await page
        .getByRole('definition')
        .filter({ hasText: `(650) 555-${n}` })
        .waitFor();

      // The link from the mail verifies once; the second time says it was used.
      // The server's own worker sends it through the job queue.
      // Read as the dev mail viewer's key holder reads it: the stored copy has the link's token masked (ADR 0100).
      const verificationMail = async () =>
        (
          (await fetch(url(`/api/dev/mail/messages?to=${encodeURIComponent(email)}`), { headers: { [DEV_MAIL.header]: journey.server.devMailKey } }).then((r) =>
            r.json(),
          )) as { text: string }[]
        )[0];
      await until(async () => !!(await verificationMail()), `the verification mail to ${email}`);
      const mail = (await verificationMail())!;
      const link = /http\S+\/verify-email\?token=\S+/.exec(mail.text)![0];
      const path = link.slice(link.indexOf('/verify-email'));
      await page.goto(url(path));
      await page.getByRole('heading', { name: 'Email verified' }).waitFor();
      await screenshot(page, `account-verify-email-ok-${width}`);
      await page.goto(url(path));
      await page.getByRole('heading', { name: 'Email not verified' }).waitFor();
      await page.getByText('already used').waitFor();
      await screenshot(page, `account-verify-email-used-${width}`);

      await page.goto(url('/settings'));
      await page.getByText('Verified', { exact: true }).waitFor();
      await screenshot(page, `account-profile-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  }

  it('shows the optional email and username on sign-up at 390 px', async () => {
    const { context, page, errors } = await newPage(journey.browser, 390);
    await page.goto(url('/auth'));
    await page.getByLabel('Email (optional)').waitFor();
    await page.getByRole('button', { name: 'Prefer a username too? Choose one' }).click();
    await page.getByLabel('Username (optional)').fill('12ab');
    await page.getByLabel('Full name', { exact: true }).fill('Ana Lee');
    await page.getByLabel('Phone number', { exact: true }).fill('(415) 555-0777');
    await page.getByLabel('Password', { exact: true }).fill('linen summer walk');
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Username must start with a letter').waitFor();
    await screenshot(page, 'account-sign-up-username-error-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
