import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../helpers/fake-google';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A day from today in New York (the new user's timezone), as Google would write a local time there. */
function nyDay(offset: number): string {
  const d = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(d);
}

describe('Google Calendar journey (/calendar-events) against a local fake of Google', () => {
  let google: FakeGoogle;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    google = await startFakeGoogle();
    Object.assign(env, {
      GOOGLE_CLIENT_ID: 'e2e-client',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_API_BASE_URL: google.url,
      GOOGLE_OAUTH_BASE_URL: google.url,
    });
  });
  afterAll(() => google?.close());
  const journey = useJourney('google-calendar', env);

  it('connects, shows the empty state, syncs events with dress codes, and detects revoked access', async () => {
    const { context, page, errors } = await newPage(journey.browser, 1280);
    const base = journey.server.url;
    await signUpOnboarded(context, base, { fullName: 'Gale Google', phoneNumber: '+14155550179', password: 'google journey passphrase' });

    // Not connected: the integration prompt with its badge.
    await page.goto(`${base}/calendar-events`);
    await page.getByText('Google Calendar Integration').waitFor();
    expect(await page.getByText('Not connected').isVisible()).toBe(true);

    // Connect: Google's consent page (the fake agrees) and back, with a toast.
    await page.getByRole('link', { name: 'Connect Google Calendar' }).click();
    await page.waitForURL(`${base}/calendar-events`);
    await toast(page, 'Google Calendar connected').waitFor();
    await page.getByRole('heading', { name: 'Your Calendar Events' }).waitFor();
    await page.getByText('No Events Found').waitFor();
    expect(await page.getByText("You don't have any upcoming events in your Google Calendar.").isVisible()).toBe(true);
    await screenshot(page, 'calendar-events-empty-1280');

    // New events upstream: Sync Events brings them in, with dress codes.
    const tomorrow = nyDay(1);
    google.put({
      id: 'e2e-interview',
      summary: 'Job interview',
      location: 'Acme HQ',
      description: 'Bring the portfolio',
      start: { dateTime: `${tomorrow}T14:00:00-05:00` },
      end: { dateTime: `${tomorrow}T15:00:00-05:00` },
    });
    google.put({ id: 'e2e-hike', summary: 'Saturday hike', start: { date: nyDay(3) }, end: { date: nyDay(4) } });
    await page.getByRole('button', { name: 'Sync Events' }).click();
    await toast(page, 'Events Synced').waitFor();
    expect(await toast(page, 'Your Google Calendar events have been synced successfully.').count()).toBe(1);
    const cards = page.locator('li').filter({ has: page.getByTestId('dress-code-badge') });
    await expect.poll(() => cards.count()).toBe(2);
    const interview = cards.filter({ hasText: 'Job interview' });
    expect(await interview.getByTestId('dress-code-badge').textContent()).toBe('Business Formal');
    expect(await interview.textContent()).toContain('2:00 PM – 3:00 PM');
    expect(await interview.textContent()).toContain('Acme HQ');
    expect(await interview.textContent()).toContain('Bring the portfolio');
    expect(await cards.filter({ hasText: 'Saturday hike' }).getByTestId('dress-code-badge').textContent()).toBe('Outdoor');
    await screenshot(page, 'calendar-events-connected-1280');

    // The calendar screen shows them too, and its Google entry now says so.
    await page.goto(`${base}/calendar`);
    await page.getByRole('link', { name: 'Google Calendar' }).waitFor();
    await page.locator(`[data-date="${tomorrow}"]`).click();
    await page.getByTestId('event-row').filter({ hasText: 'Job interview' }).getByText('From Google Calendar').waitFor();

    // Access removed in the Google account: the sync fails, and the page says access was revoked.
    await page.goto(`${base}/calendar-events`);
    google.revokeAll();
    google.expireAccessTokens();
    await page.getByRole('button', { name: 'Sync Events' }).click();
    await toast(page, 'Sync Failed').waitFor();
    expect(await toast(page, 'Failed to sync Google Calendar events. Please try again.').count()).toBe(1);
    await page.getByText('Access revoked').waitFor();
    expect(await page.getByRole('link', { name: 'Reconnect Google Calendar' }).isVisible()).toBe(true);
    await screenshot(page, 'calendar-events-revoked-1280');
    // The calendar screen's entry asks to reconnect too.
    await page.goto(`${base}/calendar`);
    await page.getByRole('link', { name: 'Reconnect Google' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page, errors } = await newPage(journey.browser, 390);
    const base = journey.server.url;
    await signUpOnboarded(context, base, { fullName: 'Pia Phone', phoneNumber: '+14155550180', password: 'google phone passphrase' });
    google.put({
      id: 'e2e-gala',
      summary: 'Charity gala',
      location: 'City Museum',
      start: { dateTime: `${nyDay(2)}T19:00:00-05:00` },
      end: { dateTime: `${nyDay(2)}T23:00:00-05:00` },
    });
    await page.goto(`${base}/calendar-events`);
    await page.getByRole('link', { name: 'Connect Google Calendar' }).click();
    await page.getByRole('heading', { name: 'Your Calendar Events' }).waitFor();
    await page.getByText('Charity gala').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'calendar-events-connected-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
