import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startServer } from './browser';

export { CHROMIUM, launchBrowser, newPage, signUpOnboarded, startServer } from './browser';
export const SCREENSHOT_DIR = 'screenshots';

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
