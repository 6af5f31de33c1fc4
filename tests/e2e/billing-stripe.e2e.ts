import { afterAll, describe, expect, it } from 'vitest';
import { startFakeStripe, STRIPE_TEST_ENV } from '../helpers/fake-stripe';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';

// Stripe's API is a local fake; Stripe.js (js.stripe.com) cannot be reached from here, so the journey
// checks everything up to the card form: the page prepares the subscription and asks Stripe.js for it.
const fake = await startFakeStripe();
afterAll(() => fake.close());

describe('subscribe page with Stripe configured', () => {
  const journey = useJourney('billing-stripe', STRIPE_TEST_ENV(fake.url));

  it('prepares the trial subscription for the card form and says plainly when Stripe.js cannot load', async () => {
    const { context, page, errors } = await newPage(journey.browser, 390);
    const stripeJs: string[] = [];
    await context.route('https://js.stripe.com/**', (route) => {
      stripeJs.push(route.request().url());
      return route.abort();
    });
    await signUpOnboarded(context, journey.server.url, { fullName: 'Card Person', phoneNumber: '+14155558001', password: 'a long test passphrase' });
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/create-subscription');
    await page.goto(`${journey.server.url}/subscribe`);
    const answer = await created;
    expect(answer.status()).toBe(200);
    expect((await answer.json()).clientSecret).toMatch(/^seti_/);
    await page.getByRole('heading', { name: 'Welcome to Wren' }).waitFor();
    expect(await page.getByText('Test mode.').count()).toBe(0);
    await page.getByText('The card form could not load.', { exact: false }).waitFor();
    expect(stripeJs.length).toBeGreaterThan(0);
    // One subscription for the page, however often it renders.
    expect(fake.subscriptions.size).toBe(1);
    await screenshot(page, 'billing-stripe-unavailable-390');
    expect(errors).toEqual([]);
  });
});
