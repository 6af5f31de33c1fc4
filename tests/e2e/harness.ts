import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, startServer, type JourneyServer } from './browser';

export { CHROMIUM, launchBrowser, newPage, signUpOnboarded, startServer } from './browser';
export const SCREENSHOT_DIR = 'screenshots';

/**
 * A full-page picture. Content below the viewport that the page leaves unrendered or unloaded on
 * purpose (content-visibility: auto and lazy images, as in the closet) is rendered and loaded for
 * the picture, so it shows what a user scrolling down would see rather than empty boxes.
 */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() => {
    const loads = [...document.images].map((img) => {
      img.loading = 'eager';
      if (img.complete) return null;
      return new Promise((settle) => {
        img.addEventListener('load', settle, { once: true });
        img.addEventListener('error', settle, { once: true });
      });
    });
    // A picture that never answers must not hold the test: five seconds is plenty on loopback.
    return Promise.race([Promise.all(loads), new Promise((settle) => setTimeout(settle, 5000))]);
  });
  try {
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
  } finally {
    await style.evaluate((el) => (el as Element).remove());
  }
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
  server: JourneyServer;
  browser: Browser;
}

/**
 * One real server (the build as a child process when TEST_DATABASE_URL is set, see startServer;
 * a fresh database and its own data folder) and one browser for the enclosing describe block,
 * torn down after it. Read the fields inside tests, not at definition time. After every test the
 * server must have answered no 5xx and logged no error, or the test fails naming them
 * (server.allowServerError lets one provoked on purpose pass).
 */
export function useJourney(name: string, env: Record<string, string> = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    journey.server = await startServer(env);
    journey.browser = await launchBrowser();
  });
  afterEach(async () => {
    const problems = await journey.server?.problems();
    if (problems?.length) {
      throw new Error(
        `The server (${journey.server.runs === 'build' ? 'dist/ build' : 'sources'}) of the ${name} journey failed during this test:\n  ${problems.join('\n  ')}`,
      );
    }
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.close();
  });
  return journey;
}
