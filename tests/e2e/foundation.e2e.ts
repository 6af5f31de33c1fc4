import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../src/db/seed';
import { newPage, screenshot, signInAsDemo, useJourney } from './harness';
import { DEV_PHONE, devToolLink } from '../../src/server/plugins/dev-tool-guard';
import { until } from '../helpers/until';

type DevText = { id: number; direction: string; purpose: string; to: string; body: string };

describe('foundation journeys: public pages, sign-up, sign-in, guards and app shell', () => {
  const journey = useJourney('foundation');

  /** A page that records page errors and console errors; `done` fails the test on any of them. */
  async function open(width: 390 | 1280 = 1280) {
    const p = await newPage(journey.browser, width);
    const consoleErrors: string[] = [];
    p.page.on('console', (m) => {
      // A 401 from the session check (signed out) or a refused sign-in is expected network noise, not an app error.
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) consoleErrors.push(m.text());
    });
    return {
      ...p,
      consoleErrors,
      done: async () => {
        expect(p.errors, 'page errors').toEqual([]);
        expect(consoleErrors, 'console errors').toEqual([]);
        await p.context.close();
      },
    };
  }

  const url = (path: string) => `${journey.server.url}${path}`;
  const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  const path = (page: Page) => new URL(page.url()).pathname;

  /** Signs a new user up through the API in this browser context (cookie shared with its pages). */
  async function signUpViaApi(context: BrowserContext, fullName: string, phoneNumber: string, password = 'a long journey passphrase') {
    const res = await context.request.post(url('/api/users'), {
      headers: { origin: journey.server.url },
      data: { fullName, phoneNumber, password, smsConsent: true },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number; username: string | null; phoneNumber: string };
  }

  async function devTexts(): Promise<DevText[]> {
    const res = await fetch(url('/api/dev/phone/messages'), { headers: { [DEV_PHONE.header]: journey.server.devPhoneKey } });
    expect(res.status).toBe(200);
    return (await res.json()) as DevText[];
  }

  async function waitForVideo(page: Page) {
    const status = page.getByTestId('video-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 10_000 }).toBe('playing');
  }

  it('landing → Get Started → sign up → text consultation → completed → /home', async () => {
    const { page, done } = await open(1280);
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1, name: 'Always know what to wear' }).waitFor();
    for (const text of [
      'AI style intelligence',
      'Daily SMS recommendations',
      'Calendar integration',
      'Personal styling chat over SMS',
      'Wardrobe optimization & shopping guidance',
    ]) {
      expect(await page.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    }
    expect(await page.getByText(`© ${new Date().getFullYear()} Wearwise, Inc. All rights reserved.`).isVisible()).toBe(true);
    expect(await page.getByText('548 Market Street, Suite 23190').isVisible()).toBe(true);
    // One label for the one call to action (issue 27.5): the hero's, in the header and the contact section too.
    expect(await page.locator('#contact').getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/auth');
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');

    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().click();
    await page.waitForURL(url('/auth'));
    await waitForVideo(page);
    expect(await page.getByRole('heading', { level: 1, name: 'Wearwise' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign Up', pressed: true }).isVisible()).toBe(true);

    // Client-side rules, each said under its field (issue 27.5: inline only, no toast).
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.locator('#fullName-error').getByText('Full name is required').waitFor();
    await page.locator('#phoneNumber-error').getByText('Phone number is required').waitFor();
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    await page.getByLabel('Full name', { exact: true }).fill('Taylor Morgan');
    await page.getByLabel('Phone number', { exact: true }).fill('(415) 555-0177');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('linen and tweed forever');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.locator('#smsConsent-error').getByText('Please agree to receive text messages to continue.').waitFor();
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(await page.getByText('Up to 4 automated msgs/mo', { exact: false }).isVisible()).toBe(true);

    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    // No generated username to remember (issue 27): straight on to the consultation.
    await toast(page, 'Account created successfully').waitFor();
    expect(await toast(page, 'Account created successfully').textContent()).toContain(
      'Check your phone for a text message from Wren to begin your style consultation',
    );
    await page.waitForURL(url('/sms-onboarding'));

    // The registration started the consultation: the page opens on 'started' and does not send it again.
    const state = page.getByTestId('sms-onboarding-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe('started');
    expect(await page.getByRole('link', { name: /Open the simulated phone/ }).getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Prefer the web? Set up in the app instead' }).getAttribute('href')).toBe('/onboarding?from=text');
    await expect.poll(() => page.getByRole('button', { name: 'Start Text Consultation' }).isDisabled()).toBe(true);
    await screenshot(page, 'foundation-sms-onboarding-started-1280');

    const phone = await page.context().newPage();
    // Without the key printed at start the phone does not exist; the printed link opens it.
    expect((await phone.goto(url('/dev/phone')))!.status()).toBe(404);
    await phone.goto(devToolLink(journey.server.url, DEV_PHONE, journey.server.devPhoneKey));
    await phone.goto(url('/dev/phone?phone=%2B14155550177'));
    await phone.locator('.msg.out', { hasText: "Hi Taylor! I'm Wren, your personal stylist." }).waitFor();
    await phone.close();
    // The program confirmation and the first question, once.
    const consultation = (await devTexts()).filter((t) => t.to === '+14155550177' && t.purpose === 'consultation');
    expect(consultation).toHaveLength(2);

    // An answer texted now shows here without a reload (the count is polled), and 'Set up in the app
    // instead' opens the web wizard with that answer already in its style chat (issue 40.5).
    const phoneAgain = await page.context().newPage();
    await phoneAgain.goto(url('/dev/phone?phone=%2B14155550177'));
    const sent = await phoneAgain.evaluate(() =>
      fetch('/api/dev/phone/send', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phoneNumber: '+14155550177', body: 'Minimalist, clean lines' }),
      }).then((r) => r.status),
    );
    expect(sent).toBe(200);
    await phoneAgain.close();
    await page.getByText('1 of 5 answered', { exact: false }).waitFor({ timeout: 10_000 });
    await screenshot(page, 'foundation-sms-onboarding-answered-1280');
    await page.getByRole('link', { name: 'Prefer the web? Set up in the app instead' }).click();
    await page.waitForURL(url('/onboarding?from=text'));
    await expect
      .poll(() => page.evaluate(() => Object.values(localStorage).some((v) => v.includes('Minimalist, clean lines'))), { timeout: 10_000 })
      .toBe(true);
    await page.goto(url('/sms-onboarding'));
    await expect.poll(() => state.getAttribute('data-state')).toBe('started');

    // Completing the consultation (here through the API) is picked up by the 5 s poll, then / → /home after 2 s.
    const me = (await page.evaluate(() => fetch('/api/user').then((r) => r.json()))) as { id: number };
    const status = await page.evaluate(
      (id) =>
        fetch(`/api/users/${id}/complete-onboarding`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.status),
      me.id,
    );
    expect(status).toBe(200);
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 8_000 }).toBe('completed');
    await page.getByRole('heading', { name: 'Your style profile is ready' }).waitFor();
    await page.waitForURL(url('/home'), { timeout: 8_000 });
    await done();
  });

  it('refuses a wrong password, signs the demo user in and out through the avatar menu', async () => {
    const { page, done } = await open(1280);
    await page.goto(url('/auth'));
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await page.getByLabel('Username').fill(DEMO_USERNAME);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await page.getByRole('alert').filter({ hasText: 'Login failed: Please check your credentials and try again.' }).waitFor();
    expect(path(page)).toBe('/auth');

    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await page.waitForURL(url('/home'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(url('/auth'));
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    await page.goto(url('/home'));
    await page.waitForURL(url('/auth'));
    await done();
  });

  it('applies every guard rule', async () => {
    // Signed out: app screens and the text onboarding page go to /auth.
    const anon = await open(1280);
    for (const p of ['/home', '/closet', '/sms-onboarding', '/onboarding']) {
      await anon.page.goto(url(p));
      await anon.page.waitForURL(url('/auth'));
    }
    await anon.done();

    // Signed in (onboarded, not admin): /auth and / go to /home, /admin to /home, /sms-onboarding to / and on to /home.
    const demo = await open(1280);
    await signInAsDemo(demo.page, journey.server.url);
    for (const p of ['/auth', '/', '/admin', '/sms-onboarding']) {
      await demo.page.goto(url(p));
      await demo.page.waitForURL(url('/home'));
    }
    await demo.done();

    // Not onboarded: app screens go to /sms-onboarding; /onboarding stays and finishing it goes to / → /home.
    const fresh = await open(1280);
    await signUpViaApi(fresh.context, 'Robin Guard', '+14155550161');
    for (const p of ['/home', '/auth', '/']) {
      await fresh.page.goto(url(p));
      await fresh.page.waitForURL(url('/sms-onboarding'));
    }
    await fresh.page.goto(url('/onboarding'));
    await fresh.page.getByRole('heading', { name: /^Welcome to / }).waitFor();
    expect(path(fresh.page)).toBe('/onboarding');
    // Finishing the wizard (walked step by step in onboarding.e2e.ts) is this call; then / leads to /home.
    const finished = await fresh.page.evaluate(async () => {
      const me = (await (await fetch('/api/user')).json()) as { id: number };
      return (await fetch(`/api/users/${me.id}/complete-onboarding`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{}' })).status;
    });
    expect(finished).toBe(200);
    await fresh.page.goto(url('/'));
    await fresh.page.waitForURL(url('/home'));
    await fresh.page.goto(url('/sms-onboarding'));
    await fresh.page.waitForURL(url('/home'));
    await fresh.done();
  });

  it('auth video: hidden when it cannot load; started by the first click when autoplay is blocked', async () => {
    const broken = await open(1280);
    await broken.page.route('**/media/auth-background.*', (route) => route.abort());
    await broken.page.goto(url('/auth'));
    // The page hydrates after its load event and the clip is asked for after a delay: a generous wait, a hang detector, not a speed check.
    await expect.poll(() => broken.page.getByTestId('video-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('error');
    expect(await broken.page.getByTestId('auth-video').count()).toBe(0);
    await broken.page.getByRole('button', { name: 'Create Account' }).waitFor();
    await broken.done();

    const blocked = await open(1280);
    await blocked.page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play;
      let first = true;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (first) {
          first = false;
          return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
        }
        return play.call(this);
      };
    });
    await blocked.page.goto(url('/auth'));
    const status = blocked.page.getByTestId('video-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 30_000 }).toBe('canplay');
    await blocked.page.waitForTimeout(1_000);
    expect(await status.getAttribute('data-status')).not.toBe('playing');
    await blocked.page.mouse.click(40, 860);
    await expect.poll(() => status.getAttribute('data-status')).toBe('playing');
    await blocked.done();
  });

  it('shows the not-found screen for an unknown path', async () => {
    const { page, done } = await open(1280);
    await page.goto(url('/no/such/page'));
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await done();
  });

  it('keeps the dark theme chosen in the avatar menu after a reload', async () => {
    const { page, done } = await open(1280);
    await signInAsDemo(page, journey.server.url);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Dark theme' }).click();
    await expect.poll(isDark).toBe(true);
    await page.reload();
    await page.getByTestId('header-title').waitFor();
    expect(await isDark()).toBe(true);
    await done();
  });

  it('shows the bottom tab bar at 390 px and navigates with it', async () => {
    const { page, done } = await open(390);
    await signInAsDemo(page, journey.server.url);
    const tabs = page.getByTestId('tab-bar');
    await tabs.waitFor();
    expect(await tabs.isVisible()).toBe(true);
    const targets: [string, string][] = [
      ['Closet', '/closet'],
      ['AI Stylist', '/stylist'],
      ['Calendar', '/calendar'],
      ['Shop', '/shopping'],
      ['Home', '/home'],
    ];
    for (const [label, target] of targets) {
      const link = tabs.getByRole('link', { name: label, exact: true });
      expect(await link.isVisible(), label).toBe(true);
      await link.click();
      await page.waitForURL(url(target));
      expect(await link.getAttribute('aria-current')).toBe('page');
    }
    await done();
  });

  it('resets a forgotten password with the 6-digit code sent by text', async () => {
    const setup = await journey.browser.newContext();
    const user = await signUpViaApi(setup, 'Casey Reset', '+14155550166', 'the first passphrase');
    await setup.close();

    const { page, done } = await open(390);
    await page.goto(url('/auth'));
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Phone number or email', { exact: true }).fill('(415) 555-0166');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('6-digit code', { exact: true }).waitFor();
    // The text goes through the job queue (no timing oracle, issue 28): the server's own worker sends it.
    const resetText = async () => (await devTexts()).find((t) => t.to === '+14155550166' && t.purpose === 'password_reset');
    await until(async () => !!(await resetText()), 'the password reset text');
    const text = await resetText();
    const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1];
    expect(code, text?.body).toBeDefined();
    const wrong = `${code!.slice(0, 5)}${(Number(code!.at(-1)) + 1) % 10}`;

    await page.getByLabel('6-digit code', { exact: true }).fill(wrong);
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('That code is invalid or has expired. Request a new one.').waitFor();

    await page.getByLabel('6-digit code', { exact: true }).fill(code!);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Password updated').waitFor();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await page.getByLabel('Phone, email or username').fill(user.phoneNumber);
    await page.getByLabel('Password', { exact: true }).fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await page.waitForURL(url('/sms-onboarding'));
    await done();
  });

  it('renders the public and onboarding screens at 390 and 1280 px (screenshots)', async () => {
    let phone = 170;
    for (const width of [390, 1280] as const) {
      const { page, context, done } = await open(width);
      await page.goto(url('/'));
      await page.getByRole('heading', { level: 1, name: 'Always know what to wear' }).waitFor();
      await screenshot(page, `foundation-landing-${width}`);

      await page.goto(url('/auth'));
      await waitForVideo(page);
      await screenshot(page, `foundation-auth-signup-${width}`);
      await page.getByRole('button', { name: 'Sign In' }).first().click();
      await page.getByLabel('Username').waitFor();
      await screenshot(page, `foundation-auth-signin-${width}`);

      await page.goto(url('/privacy-policy'));
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      for (const text of [
        'Effective date: December 27, 2024',
        'we never sell or share your phone number',
        'up to 4 automated texts a month',
        'Msg & data rates may apply',
      ]) {
        expect(await page.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
      }
      await screenshot(page, `foundation-privacy-${width}`);
      await page.getByRole('link', { name: 'Back to the start page' }).first().click();
      await page.waitForURL(url('/'));

      await page.goto(url('/terms'));
      await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
      for (const text of [
        'Effective date: December 27, 2024',
        '$29.99 per month',
        '30-day free trial',
        'up to 4 automated texts a month',
        'Reply STOP',
        'Reply HELP',
      ]) {
        expect(await page.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
      }
      await screenshot(page, `foundation-terms-${width}`);

      await page.goto(url('/no-such-page'));
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await screenshot(page, `foundation-404-${width}`);

      await signUpViaApi(context, 'Jamie Shot', `+1415555${String(phone++).padStart(4, '0')}`);
      await page.goto(url('/sms-onboarding'));
      await page.getByRole('button', { name: 'Start Text Consultation' }).waitFor();
      await screenshot(page, `foundation-sms-onboarding-${width}`);
      await page.goto(url('/onboarding'));
      await page.getByRole('heading', { name: /^Welcome to / }).waitFor();
      await screenshot(page, `foundation-onboarding-${width}`);
      await done();
    }
  });
});
