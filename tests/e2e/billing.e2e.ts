import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PREMIUM_FEATURES } from '../../src/shared/billing';
import { DEMO_PROMO_CODE, seedDemoPromoCode } from '../../src/server/services/billing/promo-codes';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
let phone = 7000;

describe('subscribe journey in sandbox mode', () => {
  const journey = useJourney('billing');

  it('says Please Sign In to a signed-out visitor', async () => {
    const { page, errors } = await newPage(journey.browser, 390);
    await page.goto(`${journey.server.url}/subscribe`);
    await page.getByRole('heading', { name: 'Please Sign In' }).waitFor();
    await screenshot(page, 'billing-signed-out-390');
    expect(errors).toEqual([]);
  });

  for (const width of [390, 1280] as const) {
    it(`issue 43: sign-up promises no trial, Home offers it once, and a Cancel can be resumed until the period ends (${width} px)`, async () => {
      const base = journey.server.url;
      const signedOut = await newPage(journey.browser, width);
      await signedOut.page.goto(`${base}/auth`);
      await signedOut.page.getByText('Free to join. Start a 30-day trial when you choose.').waitFor();
      expect(await signedOut.page.getByText('No charge until it ends', { exact: false }).count()).toBe(0);
      await signedOut.context.close();

      const { context, page, errors } = await newPage(journey.browser, width);
      await signUpOnboarded(context, base, { fullName: 'Resume Person', phoneNumber: `+1415555${phone++}`, password: 'a long test passphrase' });
      await page.goto(`${base}/home`);
      const offer = page.getByTestId('trial-offer');
      await offer.getByRole('heading', { name: 'Try Premium free for 30 days' }).waitFor();
      await screenshot(page, `billing-trial-offer-${width}`);
      await offer.getByRole('button', { name: /^Not now/ }).click();
      await offer.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('diary-strip').waitFor();
      await page.waitForTimeout(500);
      expect(await page.getByTestId('trial-offer').count()).toBe(0);

      await page.goto(`${base}/subscribe`);
      await page.getByRole('button', { name: 'Start Your Free Trial' }).click();
      await page.getByRole('heading', { name: "You're Already Subscribed!" }).waitFor();
      await page.goto(`${base}/settings`);
      const section = page.locator('#subscription');
      await section.getByRole('button', { name: 'Cancel subscription' }).click();
      await page.getByRole('dialog', { name: 'Cancel Premium?' }).getByRole('button', { name: 'Cancel subscription' }).click();
      await toast(page, 'Subscription canceled').waitFor();
      await section.getByText('It will not renew unless you resume it before then.', { exact: false }).waitFor();
      await screenshot(page, `billing-settings-ending-${width}`);
      await section.getByRole('button', { name: 'Resume subscription' }).click();
      await toast(page, 'Subscription resumed').waitFor();
      await section.getByRole('button', { name: 'Cancel subscription' }).waitFor();
      expect(await section.getByRole('button', { name: 'Resume subscription' }).count()).toBe(0);
      await screenshot(page, `billing-settings-resumed-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`starts a free trial with no card and shows You're Already Subscribed! (${width} px)`, async () => {
      const { context, page, errors } = await newPage(journey.browser, width);
      await signUpOnboarded(context, journey.server.url, { fullName: 'Trial Person', phoneNumber: `+1415555${phone++}`, password: 'a long test passphrase' });
      await page.goto(`${journey.server.url}/subscribe`);
      await page.getByRole('heading', { name: 'Welcome to Wren' }).waitFor();
      // Sandbox mode says so plainly, and the Premium card lists the seven features and the price.
      await page.getByRole('note').filter({ hasText: 'Test mode.' }).waitFor();
      const features = await page.getByRole('list', { name: 'Premium features' }).locator('li').allTextContents();
      expect(features).toEqual([...PREMIUM_FEATURES]);
      expect(await page.getByText('$29.99').count()).toBeGreaterThan(0);
      expect(await page.getByText("Your free trial starts today; you won't be charged until it ends.", { exact: false }).count()).toBe(1);
      await screenshot(page, `billing-offer-${width}`);

      const startedAt = Date.now();
      await page.getByRole('button', { name: 'Start Your Free Trial' }).click();
      await toast(page, 'Welcome to Wren').waitFor();
      expect(await toast(page, 'Your subscription is active! Enjoy your 30-day free trial.').count()).toBe(1);
      await page.getByRole('heading', { name: "You're Already Subscribed!" }).waitFor();
      expect(await page.getByText('Free trial', { exact: true }).count()).toBe(1);
      // The trial began between the click and now: either day may be the one shown when midnight falls in between.
      const ends = new Set(
        [startedAt, Date.now()].map((t) => new Date(t + 30 * 86_400_000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })),
      );
      const shown = await Promise.all([...ends].map((end) => page.getByText(end, { exact: true }).count()));
      expect(shown.reduce((a, b) => a + b, 0)).toBe(1);
      await screenshot(page, `billing-subscribed-${width}`);
      await page.getByRole('link', { name: 'Go to Dashboard' }).click();
      await page.waitForURL(`${journey.server.url}/home`);
      if (width === 390) {
        // Two days before the trial ends, every app screen shows the notice with a way to /subscribe.
        await journey.server.database.execute(`update subscriptions set trial_end = now() + interval '2 days' where status = 'trialing'`);
        await page.reload();
        const notice = page.getByRole('status').filter({ hasText: 'Your free trial ends on' });
        await notice.waitFor();
        expect(await notice.getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe('/subscribe');
        await screenshot(page, 'billing-trial-notice-home-390');
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('applies a promo code and shows Lifetime Free Access!', async () => {
    await seedDemoPromoCode({ db: journey.server.database.db }, { demoPromoCode: true });
    const { context, page, errors } = await newPage(journey.browser, 390);
    await signUpOnboarded(context, journey.server.url, { fullName: 'Promo Person', phoneNumber: `+1415555${phone++}`, password: 'a long test passphrase' });
    await page.goto(`${journey.server.url}/subscribe`);
    await page.getByRole('button', { name: 'Have a promo code?' }).click();
    const field = page.getByLabel('Promo code');
    const apply = page.getByRole('button', { name: 'Apply Promo Code' });

    // Blank is refused on the page; an unknown code by the server.
    await field.fill('   ');
    await apply.click();
    await page.getByText('Please enter a promo code').waitFor();
    await field.fill('NOT-A-CODE');
    await apply.click();
    await toast(page, 'Invalid Promo Code').waitFor();
    await screenshot(page, 'billing-promo-invalid-390');

    await field.fill(`  ${DEMO_PROMO_CODE.toLowerCase()} `);
    await apply.click();
    await toast(page, 'Promo Code Applied!').waitFor();
    expect(await toast(page, 'You now have lifetime free access to Wren.').count()).toBe(1);
    await page.getByRole('heading', { name: 'Lifetime Free Access!' }).waitFor();
    await screenshot(page, 'billing-lifetime-390');
    // The account menu shows the plan.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByTestId('plan-summary').filter({ hasText: 'Premium' }).waitFor();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 43.3: an expired code says when it expired, with the year; a free-months code starts that many months free (1280 px)', async () => {
    await journey.server.database.execute(
      `insert into promo_codes (code, kind, lifetime_free, percent_off, expires_at) values ('OLD-SALE', 'percent_off', false, 15, '2025-12-31T23:59:59Z')`,
    );
    await journey.server.database.execute(`insert into promo_codes (code, kind, lifetime_free, free_months) values ('TWO-FREE', 'free_months', false, 2)`);
    const { context, page, errors } = await newPage(journey.browser, 1280);
    await signUpOnboarded(context, journey.server.url, { fullName: 'Months Person', phoneNumber: `+1415555${phone++}`, password: 'a long test passphrase' });
    await page.goto(`${journey.server.url}/subscribe`);
    await page.getByRole('button', { name: 'Have a promo code?' }).click();
    await page.getByLabel('Promo code').fill('old-sale');
    await page.getByRole('button', { name: 'Apply Promo Code' }).click();
    await toast(page, 'This promo code expired on December 31, 2025.').waitFor();
    await page.getByLabel('Promo code').fill('two-free');
    await page.getByRole('button', { name: 'Apply Promo Code' }).click();
    await toast(page, 'Promo Code Applied!').waitFor();
    await page.getByTestId('plan-terms').getByText('2 months free, then $29.99/month.', { exact: false }).waitFor();
    await page.getByText('2 months free', { exact: true }).waitFor();
    await screenshot(page, 'billing-promo-free-months-1280');
    await page.getByRole('button', { name: 'Start Your Free Trial' }).click();
    await toast(page, 'Enjoy your 2 months free.').waitFor();
    await page.getByRole('heading', { name: "You're Already Subscribed!" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("welcomes a user Stripe sends back to /home after a bank's page, and wipes Stripe's parameters from the address", async () => {
    const { context, page, errors } = await newPage(journey.browser, 1280);
    await signUpOnboarded(context, journey.server.url, { fullName: 'Return Person', phoneNumber: `+1415555${phone++}`, password: 'a long test passphrase' });
    await page.goto(`${journey.server.url}/home?setup_intent=seti_123&setup_intent_client_secret=seti_123_secret_abc&redirect_status=succeeded`);
    await toast(page, 'Welcome to Wren').waitFor();
    expect(await toast(page, 'Your subscription is active! Enjoy your 30-day free trial.').count()).toBe(1);
    await page.waitForURL(`${journey.server.url}/home`);
    expect(page.url()).not.toContain('secret');
    await screenshot(page, 'billing-stripe-return-1280');
    // Until Stripe confirms, the account menu shows the free plan's day.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByTestId('plan-summary').filter({ hasText: 'Free plan: 10 of 10 stylist messages and 3 of 3 outfit refreshes left today' }).waitFor();
    await screenshot(page, 'billing-plan-menu-1280');
    await page.keyboard.press('Escape');
    await page.goto(`${journey.server.url}/home?payment_intent=pi_9&payment_intent_client_secret=pi_9_secret&redirect_status=failed`);
    await toast(page, 'Payment Failed').waitFor();
    await page.waitForURL(`${journey.server.url}/home`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
