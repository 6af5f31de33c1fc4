import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { seedDemo } from '../../src/db/seed';
import { buildApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { freshDatabase, testConfig } from '../helpers/test-app';

/*
 * The server and browser the journeys drive, free of the test runner so that benchmarks
 * (bench/suites/closet-scroll.ts) drive the same ones.
 */

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The real server on a loopback port with a fresh database and the demo account. */
export async function startServer(env: Record<string, string> = {}) {
  const { database, drop } = await freshDatabase(process.env.TEST_DATABASE_URL && process.env.E2E_DATABASE === 'postgres' ? 'postgres' : 'pglite');
  const config = testConfig({ devPhoneEnabled: true }, env);
  await seedDemo(database.db, hashPassword);
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A page at phone width (390) or desktop width (1280) that fails the test on any page error. */
export async function newPage(browser: Browser, width: 390 | 1280 = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
    ...(width === 390 ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Signs a new, onboarded user up through the API in this browser context (the cookie is shared with its pages). */
export async function signUpOnboarded(context: BrowserContext, baseUrl: string, fields: { fullName: string; phoneNumber: string; password: string }) {
  const headers = { origin: baseUrl };
  const res = await context.request.post(`${baseUrl}/api/users`, { headers, data: { ...fields, smsConsent: true } });
  if (res.status() !== 201) throw new Error(`sign-up answered ${res.status()}: ${await res.text()}`);
  const user = (await res.json()) as { id: number };
  const onboarded = await context.request.patch(`${baseUrl}/api/users/${user.id}/complete-onboarding`, { headers, data: {} });
  if (onboarded.status() !== 200) throw new Error(`complete-onboarding answered ${onboarded.status()}`);
  return user;
}
