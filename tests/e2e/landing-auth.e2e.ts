import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, useJourney } from './harness';

// Evaluated through the debugging protocol: the app's Content-Security-Policy refuses an injected script tag.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations on the whole page, as 'rule: target' lines. */
async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: object, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run({ exclude: [['[data-sonner-toaster]']] }, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

/** Issue 27.5: the landing page shows the product, one call to action, a real video control, the form first and errors inline. */
describe('landing and sign-up (issue 27.5)', () => {
  const journey = useJourney('landing-auth');
  const url = (path: string) => `${journey.server.url}${path}`;

  for (const width of [390, 1280] as const) {
    it(`landing at ${width} px: build-made pictures, responsive and sized; one label for every way to /auth; no serious axe violation`, async () => {
      const { context, page, errors } = await newPage(journey.browser, width);
      await page.goto(url('/'));
      await page.getByRole('heading', { level: 1 }).waitFor();

      // Every link to sign-up reads the same (header, hero, contact).
      const ctas = page.locator('a[href="/auth"]');
      expect(await ctas.count()).toBeGreaterThanOrEqual(3);
      const names = new Set((await ctas.allTextContents()).map((t) => t.trim()));
      expect([...names]).toEqual(['Get Started']);
      // One primary button style (issue 27.6): the calls to action look alike, and like the sign-up form's button.
      const looks = new Set(
        await ctas.evaluateAll((els) =>
          els.map((el) => {
            const c = getComputedStyle(el);
            return `${c.backgroundColor} ${c.color} ${c.borderRadius}`;
          }),
        ),
      );
      expect(looks.size).toBe(1);

      // The outfit in the morning text and the closet grid: AVIF and WebP at several widths, intrinsic size given, the closet lazy.
      const outfit = page.getByRole('img', { name: /^Today's outfit laid flat/ });
      const closet = page.getByRole('img', { name: /^A closet grid of twelve photographed pieces/ });
      for (const [img, loading] of [
        [outfit, 'eager'],
        [closet, 'lazy'],
      ] as const) {
        expect(await img.getAttribute('loading')).toBe(loading);
        expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
        expect(await img.getAttribute('sizes')).toBeTruthy();
        const sources = await img.evaluate((el) => [...el.parentElement!.querySelectorAll('source')].map((s) => ({ type: s.type, srcset: s.srcset })));
        expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
        for (const s of sources) expect(s.srcset.split(',').length, s.type).toBeGreaterThanOrEqual(3);
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
        // The browser picked the AVIF; the file is hashed, so cached for a year.
        const chosen = await img.evaluate((el) => (el as HTMLImageElement).currentSrc);
        expect(chosen).toMatch(/\/assets\/landing-[a-z]+-\d+\.[0-9a-f]{10}\.avif$/);
        const res = await context.request.get(chosen);
        expect(res.headers()['content-type']).toBe('image/avif');
        expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        // The pixels fit the box: no layout shift, no stretching.
        const box = (await img.boundingBox())!;
        const ratio = Number(await img.getAttribute('width')) / Number(await img.getAttribute('height'));
        expect(Math.abs(box.width / box.height - ratio)).toBeLessThan(0.02);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `landing-${width}`);
      expect(await axeProblems(page)).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().click();
      const submit = page.getByRole('button', { name: 'Create Account' });
      await submit.waitFor();
      const submitLook = await submit.evaluate((el) => {
        const c = getComputedStyle(el);
        return `${c.backgroundColor} ${c.color} ${c.borderRadius}`;
      });
      expect(submitLook).toBe([...looks][0]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`/auth at ${width} px: no serious axe violation in sign-up (also with its errors shown) or sign-in`, async () => {
      const { context, page, errors } = await newPage(journey.browser, width);
      await page.goto(url('/auth'));
      await page.getByRole('region', { name: 'Create your account' }).waitFor();
      expect(await axeProblems(page)).toEqual([]);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Full name is required').waitFor();
      expect(await axeProblems(page)).toEqual([]);
      await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
      await page.getByRole('region', { name: 'Welcome back' }).waitFor();
      expect(await axeProblems(page)).toEqual([]);
      await screenshot(page, `auth-signin-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('at 390 px the form is the first thing under a one-line header, before the brand story', async () => {
    const { context, page, errors } = await newPage(journey.browser, 390);
    await page.goto(url('/auth'));
    const form = page.getByRole('region', { name: 'Create your account' });
    await form.waitFor();
    const header = (await page.getByRole('banner').boundingBox())!;
    const formBox = (await form.boundingBox())!;
    const story = (await page.getByRole('heading', { level: 1, name: 'Wearwise' }).boundingBox())!;
    expect(header.height, 'one line').toBeLessThanOrEqual(48);
    expect(formBox.y - (header.y + header.height), 'straight under the header').toBeLessThanOrEqual(24);
    expect(formBox.y + formBox.height).toBeLessThan(story.y);
    // Name and phone, the first fields, are on the first screen.
    const phone = (await page.getByLabel('Phone number', { exact: true }).boundingBox())!;
    expect(phone.y + phone.height).toBeLessThan(844);
    await screenshot(page, 'auth-signup-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an empty sign-up says every problem under its field, and shows no toast', async () => {
    const { context, page, errors } = await newPage(journey.browser, 390);
    await page.goto(url('/auth'));
    await page.getByRole('region', { name: 'Create your account' }).waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    for (const [id, text] of [
      ['fullName-error', 'Full name is required'],
      ['phoneNumber-error', 'Phone number is required'],
      ['password-error', 'Password must be at least 8 characters'],
      ['smsConsent-error', 'Please agree to receive text messages to continue.'],
    ] as const) {
      await expect.poll(() => form.locator(`#${id}`).textContent(), { message: id }).toBe(text);
    }
    // Each field points at its own message, and the first one has the focus.
    expect(await page.getByLabel('Full name', { exact: true }).getAttribute('aria-describedby')).toBe('fullName-error');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('signup-full-name');
    await page.waitForTimeout(600);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    await screenshot(page, 'auth-signup-empty-submit-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a refused sign-in is said in the form, not in a toast', async () => {
    const { context, page } = await newPage(journey.browser, 1280);
    await page.goto(url('/auth?mode=signin'));
    await page.getByLabel('Phone, email or username').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    const alert = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
    await alert.filter({ hasText: 'Login failed: Please check your credentials and try again.' }).waitFor();
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    await context.close();
  });

  it('the background video has a pause/play button named for what it does, keyboard operable; a chosen pause holds', async () => {
    const { context, page, errors } = await newPage(journey.browser, 1280);
    await page.goto(url('/auth'));
    const control = page.getByTestId('video-status');
    await expect.poll(() => control.getAttribute('data-status'), { timeout: 15_000 }).toBe('playing');
    const pause = page.getByRole('button', { name: 'Pause background video' });
    expect(await pause.isVisible()).toBe(true);
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => control.getAttribute('data-status')).toBe('paused');
    expect(await page.getByTestId('auth-video').evaluate((v) => (v as HTMLVideoElement).paused)).toBe(true);
    // Still paused a moment later: nothing restarts it behind the person's back.
    await page.waitForTimeout(800);
    expect(await control.getAttribute('data-status')).toBe('paused');
    const play = page.getByRole('button', { name: 'Play background video' });
    expect(await play.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => control.getAttribute('data-status')).toBe('playing');
    await page.getByRole('button', { name: 'Pause background video' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with prefers-reduced-motion the video starts paused, and Play starts it', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(url('/auth'));
    const control = page.getByTestId('video-status');
    await expect.poll(() => control.getAttribute('data-status'), { timeout: 15_000 }).toBe('paused');
    await page.getByRole('button', { name: 'Play background video' }).waitFor();
    // Past the autoplay delay, still the poster.
    await page.waitForTimeout(1_200);
    expect(await page.getByTestId('auth-video').evaluate((v) => (v as HTMLVideoElement).paused)).toBe(true);
    await page.getByRole('button', { name: 'Play background video' }).click();
    await expect.poll(() => control.getAttribute('data-status'), { timeout: 15_000 }).toBe('playing');
    await context.close();
  });
});
