import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedDemo } from '../../src/db/seed';
import { buildApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { freshDatabase, testConfig } from '../helpers/test-app';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = 'screenshots';

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

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

export async function signInAsDemo(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/auth`);
  await page
    .getByRole('button', { name: /^sign in$/i })
    .first()
    .click()
    .catch(() => undefined);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('try-wearwise-today');
  await page
    .getByRole('button', { name: /^sign in$/i })
    .last()
    .click();
  await page.waitForURL(`${baseUrl}/home`);
}

export interface Journey {
  server: Awaited<ReturnType<typeof startServer>>;
  browser: Browser;
}

/**
 * One real server (fresh database, its own data folder for uploads) and one browser for the
 * enclosing describe block, torn down after it. Read the fields inside tests, not at definition time.
 */
export function useJourney(name: string, env: Record<string, string> = {}): Journey {
  const journey = {} as Journey;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `ww-${name}-e2e-`));
    journey.server = await startServer({ DATA_DIR: dataDir, ...env });
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return journey;
}

/** Signs a new, onboarded user up through the API in this browser context (the cookie is shared with its pages). */
export async function signUpOnboarded(context: BrowserContext, baseUrl: string, fields: { fullName: string; phoneNumber: string; password: string }) {
  const headers = { origin: baseUrl };
  const res = await context.request.post(`${baseUrl}/api/users`, { headers, data: { ...fields, smsConsent: true } });
  expect(res.status()).toBe(201);
  const user = (await res.json()) as { id: number };
  expect((await context.request.patch(`${baseUrl}/api/users/${user.id}/complete-onboarding`, { headers, data: {} })).status()).toBe(200);
  return user;
}
