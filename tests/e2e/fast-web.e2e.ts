import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREEN_MODULES } from '../../src/shared/page-meta';
import { screenshot, useJourney } from './harness';

/*
 * Issue 15 on the real build: public pages load nothing of the signed-in app, log nothing to the
 * console signed out, hashed assets are immutable and compressed, and /auth fits a laptop screen.
 */

const PUBLIC = ['/', '/auth', '/privacy-policy', '/terms'];
type Manifest = Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

function readManifest(): Manifest {
  const dir = process.env.WEB_DIST_DIR ?? 'dist/web';
  return JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunk files a manifest entry needs: itself and its static imports, recursively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** What a page logs as an error or a warning, and its uncaught errors, as they happen. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Holds the app's scripts back until `release()`, so what the visitor sees meanwhile is the page as sent; `hold()` again before the next page. */
async function holdScripts(page: Page) {
  let release = () => undefined as void;
  let gate = Promise.resolve();
  const hold = () => {
    gate = new Promise<void>((resolve) => (release = resolve));
  };
  hold();
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return { hold, release: () => release() };
}

describe('fast web: public pages, console, caching, layout', () => {
  const journey = useJourney('fast-web');

  it('public pages fetch no chunk of the signed-in app, even once idle or with their links hovered', async () => {
    const manifest = readManifest();
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    // The entry holds the router and guards only: a screen imported statically (instead of through lazyScreen) would land here, on every page.
    const entryJs = readFileSync(join(process.env.WEB_DIST_DIR ?? 'dist/web', manifest[entry]!.file));
    expect(brotliCompressSync(entryJs).length, 'entry chunk, brotli').toBeLessThan(15 * 1024);
    // Each screen is a chunk of its own, under the module name the server preloads it by.
    for (const modules of Object.values(SCREEN_MODULES)) for (const m of modules) expect(manifest[m]?.isDynamicEntry, m).toBe(true);
    // Every chunk reachable from a public screen or the entry: what a public page may load.
    const allowed = new Set<string>();
    for (const key of [entry, ...PUBLIC.flatMap((p) => SCREEN_MODULES[p]!)]) for (const k of closure(manifest, key)) allowed.add(`/${manifest[k]!.file}`);
    // Chunks of the signed-in screens that no public screen needs.
    const signedInScreens = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && !PUBLIC.some((p) => SCREEN_MODULES[p]!.includes(k)));
    expect(signedInScreens).toEqual(
      expect.arrayContaining(['app/layout.tsx', 'features/home/index.ts', 'features/closet/index.ts', 'features/stylist/index.ts']),
    );
    const forbidden = new Set<string>();
    for (const key of signedInScreens)
      for (const k of closure(manifest, key)) if (!allowed.has(`/${manifest[k]!.file}`)) forbidden.add(`/${manifest[k]!.file}`);
    expect(forbidden.size).toBeGreaterThan(0);

    for (const path of PUBLIC) {
      const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
      });
      await page.goto(`${journey.server.url}${path}`, { waitUntil: 'load' });
      await page.locator('h1').first().waitFor();
      // Idle prefetching happens after the load event: give it its chance, and hover every link on the page.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
      for (const link of await page.locator('a[href^="/"]').all()) await link.hover({ force: true, trial: false }).catch(() => undefined);
      await page.waitForTimeout(300);
      const fetched = [...new Set(scripts)];
      expect(fetched.length, path).toBeGreaterThan(0);
      expect(
        fetched.filter((s) => forbidden.has(s)),
        path,
      ).toEqual([]);
      expect(
        fetched.filter((s) => !allowed.has(s)),
        path,
      ).toEqual([]);
      await context.close();
    }
  });

  it('signed out, no public page logs an error or warning, nor asks who is signed in', async () => {
    for (const width of [390, 1280]) {
      const context = await journey.browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      const problems = consoleProblems(page);
      const userCalls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/user') userCalls.push(r.url());
      });
      for (const path of PUBLIC) {
        await page.goto(`${journey.server.url}${path}`, { waitUntil: 'load' });
        await page.locator('h1').first().waitFor();
        await page.waitForTimeout(800);
      }
      // Client-side navigation between them too.
      await page.goto(`${journey.server.url}/`);
      await page.getByRole('link', { name: 'Terms of Service' }).click();
      await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
      expect(problems, `${width}px`).toEqual([]);
      expect(userCalls, `${width}px`).toEqual([]);
      await context.close();
    }
  });

  it('a signed-in visitor still gets their account (GET /api/user) and the app', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const login = await context.request.post(`${journey.server.url}/api/login`, {
      headers: { origin: journey.server.url },
      data: { username: 'demo', password: 'try-wearwise-today' },
    });
    expect(login.status()).toBe(200);
    const userCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user');
    await page.goto(`${journey.server.url}/`);
    expect((await userCall).status()).toBe(200);
    await page.waitForURL(`${journey.server.url}/home`);
    await page.getByTestId('header-title').waitFor();
    // Signed in, the app's screens ask nothing they are refused.
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    for (const path of ['/home', '/closet']) {
      await page.goto(`${journey.server.url}${path}`, { waitUntil: 'load' });
      await page.getByTestId('header-title').waitFor();
      await page.waitForTimeout(1500);
    }
    expect(refused).toEqual([]);
    await context.close();
  });

  it('serves hashed assets immutable and compressed, pages and the API with no-cache', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const assets: { url: string; cache: string | null; encoding: string | null }[] = [];
    page.on('response', async (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/')) {
        const headers = await r.allHeaders();
        assets.push({ url: r.url(), cache: headers['cache-control'] ?? null, encoding: headers['content-encoding'] ?? null });
      }
    });
    const res = await page.goto(`${journey.server.url}/`, { waitUntil: 'load' });
    expect(res!.headers()['cache-control']).toBe('no-cache');
    await page.locator('h1').first().waitFor();
    // The painted page asks for its scripts once it has painted (ADR 0055): wait until they are in.
    await page.waitForLoadState('networkidle');
    expect(assets.length).toBeGreaterThan(2);
    for (const a of assets) {
      expect(a.cache, a.url).toBe('public, max-age=31536000, immutable');
      if (a.url.endsWith('.js') || a.url.endsWith('.css')) expect(a.encoding, a.url).toBe('br');
    }
    const api = await context.request.get(`${journey.server.url}/api/config`);
    expect(api.headers()['cache-control']).toBe('no-cache');
    const robots = await context.request.get(`${journey.server.url}/robots.txt`);
    expect(await robots.text()).toContain('Disallow: /api/');
    const manifest = await context.request.get(`${journey.server.url}/manifest.webmanifest`);
    expect(((await manifest.json()) as { icons: unknown[] }).icons.length).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('/auth at 1280 x 800: the whole form is above the fold and clear of the video control', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/auth`);
    for (const mode of ['Sign Up', 'Sign In'] as const) {
      await page.getByRole('button', { name: mode, exact: true }).first().click();
      const form = page.getByRole('region', { name: mode === 'Sign Up' ? 'Create your account' : 'Welcome back' });
      await form.waitFor();
      const box = (await form.boundingBox())!;
      // The pause/play control (issue 27.5), named for what it does.
      const control = page.getByTestId('video-status');
      expect(await control.getAttribute('aria-label')).toMatch(/^(Pause|Play) background video$/);
      const label = (await control.boundingBox())!;
      expect(box.y, mode).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${mode}: form bottom`).toBeLessThanOrEqual(800);
      const overlaps = box.x < label.x + label.width && label.x < box.x + box.width && box.y < label.y + label.height && label.y < box.y + box.height;
      expect(overlaps, mode).toBe(false);
      await screenshot(page, `auth-1280x800-${mode === 'Sign Up' ? 'signup' : 'signin'}`);
    }
    await context.close();
  });
  it('a click made before the painted page has its scripts is held and played once it is hydrated; no policy violation', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) => console.error(`policy violation: ${e.violatedDirective} ${e.blockedURI}`)),
    );
    const problems = consoleProblems(page);
    // The app's scripts wait until the visitor has clicked: the page they click is the painted one.
    const { release } = await holdScripts(page);
    await page.goto(`${journey.server.url}/auth`);
    await page.getByRole('region', { name: 'Create your account' }).waitFor();
    await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
    expect(await page.getByRole('region', { name: 'Welcome back' }).count()).toBe(0);
    release();
    await page.getByRole('region', { name: 'Welcome back' }).waitFor();
    // Now an app form: a wrong password is answered in place, never sent as a native GET with the password in the address.
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByText('Login failed: Please check your credentials and try again.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    // A failed sign-in answers 401, which the browser itself reports; nothing else may be logged.
    expect(problems.filter((p) => !/401/.test(p))).toEqual([]);
    await context.close();
  });

  it('signed in, /home and /closet arrive painted with their data, in the chosen theme, and are hydrated: nothing asked again, an early click kept', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const login = await context.request.post(`${journey.server.url}/api/login`, {
      headers: { origin: journey.server.url },
      data: { username: 'demo', password: 'try-wearwise-today' },
    });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${url.pathname}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('ww:hydrated', () => ((window as { hydrated?: boolean }).hydrated = true));
    });
    const hydrated = () => page.waitForFunction(() => (window as { hydrated?: boolean }).hydrated === true);

    // Home, with the app's scripts held back: the page the visitor sees is the server's.
    const scripts = await holdScripts(page);
    await page.goto(`${journey.server.url}/home`);
    await page.getByText(/^Good (morning|afternoon|evening), Alex$/).waitFor();
    await expect(page.getByTestId('style-note').textContent()).resolves.toMatch(/\w/);
    await screenshot(page, 'fast-web-home-painted-390');
    scripts.release();
    await hydrated();
    await page.waitForLoadState('networkidle');
    // The user, the outfit, the closet and the recommendations were in the page: none is asked for again.
    expect(apiCalls).toEqual([]);

    // My Closet in the dark theme: dark from the first paint, and a tap on Add Item before the app runs opens the form once it does.
    await page.evaluate(() => localStorage.setItem('wearwise.theme', 'dark'));
    scripts.hold();
    await page.goto(`${journey.server.url}/closet`);
    await page.getByRole('article', { name: 'Navy Baseball Cap' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // The first row's photos come with the page; the rest wait until scrolled near.
    const tiles = page.getByTestId('closet-item');
    expect(await tiles.nth(0).getByRole('img').getAttribute('loading')).toBe('eager');
    expect(await tiles.nth(4).getByRole('img').getAttribute('loading')).toBe('lazy');
    await screenshot(page, 'fast-web-closet-painted-dark-390');
    await page.getByRole('button', { name: 'Add Item' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    scripts.release();
    await page.getByRole('heading', { name: 'Add Clothing Item' }).waitFor();
    await page.keyboard.press('Escape');
    // Hydrated: the search filters the painted tiles.
    await page.getByLabel('Search by name or brand').fill('navy');
    await expect.poll(() => page.getByTestId('closet-item').count()).toBeLessThan(20);
    expect(apiCalls).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
