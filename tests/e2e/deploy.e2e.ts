import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STALE_BUILD_RELOAD_KEY } from '../../src/web/lib/stale-build';
import { newPage, useJourney } from './harness';

/**
 * Issue 30.3: a browser holding a page of the previous build asks for a screen's chunk that a
 * deploy took away. The page reloads once and shows the screen from the build now served; a chunk
 * that stays missing does not make it reload again and again.
 */
describe('deploy journeys: a page from the previous build', () => {
  const journey = useJourney('deploy');
  const url = (path: string) => `${journey.server.url}${path}`;

  /** The privacy page's chunk, as this build names it. */
  function legalChunk(): string {
    const manifest = JSON.parse(readFileSync(join(journey.server.webDistDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    return manifest['features/legal/index.ts']!.file;
  }

  /** Counts the tab's document requests for a path: the first visit, then each reload. */
  function countDocuments(page: Page, path: string) {
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) documents++;
    });
    return () => documents;
  }

  // The privacy page is prerendered, and the app asks for its screen's chunk before hydrating it.
  it('reloads once when a screen chunk is gone, then loads the chunk and runs the page', async () => {
    const { context, page, errors } = await newPage(journey.browser);
    const chunk = legalChunk();
    let served = 0;
    const documents = countDocuments(page, '/privacy-policy');
    // The chunk is gone for the page first loaded (its build was replaced); the reloaded page gets it.
    await page.route(`**/${chunk}`, (route) => (documents() < 2 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
    page.on('response', (response) => {
      if (response.url().endsWith(chunk) && response.status() === 200) served++;
    });
    await page.goto(url('/privacy-policy'));
    await expect.poll(() => served, { timeout: 20_000 }).toBe(1);
    await page.getByRole('heading', { level: 1, name: /privacy/i }).waitFor();
    expect(documents()).toBe(2);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STALE_BUILD_RELOAD_KEY)).not.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not reload in a loop when the chunk stays missing', async () => {
    const { context, page } = await newPage(journey.browser);
    let refused = 0;
    await page.route(`**/${legalChunk()}`, (route) => {
      refused++;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    const documents = countDocuments(page, '/privacy-policy');
    await page.goto(url('/privacy-policy'));
    // The one reload asks again and fails again: no further reload follows.
    await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(3000);
    expect(documents()).toBe(2);
    await context.close();
  });
});
