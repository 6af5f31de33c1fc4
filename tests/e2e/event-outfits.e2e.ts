import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calendarEvents, clothingItems } from '../../src/db/schema';
import { newPage, screenshot, signUpOnboarded, useJourney } from './harness';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

// prettier-ignore
const CLOSET: [string, 'Tops' | 'Bottoms' | 'Shoes' | 'Outerwear' | 'Dresses & jumpsuits', string, string][] = [
  ['White Silk Blouse', 'Tops', 'White', 'Blouse'], ['Grey Merino Sweater', 'Tops', 'Grey', 'Sweater'], ['Navy Trousers', 'Bottoms', 'Navy', 'Trousers'],
  ['Black Trousers', 'Bottoms', 'Black', 'Trousers'], ['Black Midi Dress', 'Dresses & jumpsuits', 'Black', 'Midi dress'],
  ['Black Heels', 'Shoes', 'Black', 'Heels'], ['Nude Pumps', 'Shoes', 'Beige', 'Heels'], ['Brown Loafers', 'Shoes', 'Brown', 'Loafers'],
  ['Camel Wool Coat', 'Outerwear', 'Camel', 'Coat'],
];

const tomorrowOf = (date: Date) => new Date(date.getTime() + 86_400_000).toISOString().slice(0, 10);

/** Issue 40 point 3: each upcoming event offers an outfit for that day and event, opened, swapped and saved with the keyboard. */
describe('an outfit for each event', () => {
  const journey = useJourney('event-outfits');

  it('opens the outfit for a Cocktail event, swaps a piece, saves it; the outfit calendar shows the day planned; an empty closet says so', async () => {
    const db = journey.server.database.db;
    for (const width of [390, 1280] as const) {
      const { page, context, errors } = await newPage(journey.browser, width);
      const user = await signUpOnboarded(context, journey.server.url, {
        fullName: `Guest ${width}`,
        phoneNumber: width === 390 ? '+14155557301' : '+14155557302',
        password: 'a fine long password',
      });
      await db
        .insert(clothingItems)
        .values(
          CLOSET.map(([name, category, color, subcategory]) => ({ userId: user.id, name, category, color, subcategory, season: 'All Seasons' as const })),
        );
      // Two days ahead, so the day is after 'today' in every time zone the test machine may be in.
      const day = tomorrowOf(new Date(Date.now() + 86_400_000));
      await db.insert(calendarEvents).values([
        { userId: user.id, title: 'Team sync', date: day, startTime: '09:00', endTime: '09:30', dressCode: 'Business Casual' },
        { userId: user.id, title: 'Gala dinner', date: day, startTime: '19:00', endTime: '23:00', dressCode: 'Cocktail' },
      ]);

      await page.goto(`${journey.server.url}/calendar`);
      const upcoming = page.getByTestId('upcoming-events');
      const open = upcoming.getByRole('button', { name: 'Outfit for Gala dinner' });
      // Keyboard: focus the event's outfit button and press Enter.
      await open.focus();
      await page.keyboard.press('Enter');
      const panel = upcoming.getByRole('region', { name: 'Outfit for Gala dinner' });
      await panel
        .getByRole('button', { name: /^Swap / })
        .first()
        .waitFor();
      expect(await upcoming.getByRole('button', { name: 'Hide outfit for Gala dinner' }).getAttribute('aria-expanded')).toBe('true');
      // The badge says Cocktail, and so does the reason.
      const reasons = await panel.getByTestId('event-outfit-reasons').innerText();
      expect(reasons).toMatch(/cocktail/i);
      expect(await panel.getByTestId('event-outfit-weather').innerText()).toMatch(/^(Forecast|Typical weather): /);

      // Swap a piece for another of its role, by keyboard: Enter on a Swap puts the focus on its first choice
      // (or on Cancel when nothing else suits the event; Escape closes the choices), Enter picks it, and the
      // focus comes back to the new piece's Swap. The closet has two pairs of heels fit for cocktail attire.
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());
      const swaps = panel.getByRole('button', { name: /^Swap / });
      let swapped = false;
      for (let i = 0; i < (await swaps.count()) && !swapped; i++) {
        const name = (await swaps.nth(i).getAttribute('aria-label'))!.slice('Swap '.length);
        await swaps.nth(i).focus();
        await page.keyboard.press('Enter');
        const group = panel.getByRole('group', { name: `Swap ${name} for` });
        await group.waitFor();
        const choices = group.getByRole('button').filter({ hasNotText: 'Cancel' });
        if ((await choices.count()) === 0) {
          await expect.poll(focused).toBe('Cancel');
          await page.keyboard.press('Escape');
          await group.waitFor({ state: 'detached' });
          await expect.poll(focused).toBe(`Swap ${name}`);
          continue;
        }
        const replacement = (await choices.first().innerText()).trim();
        await expect.poll(focused).toBe(replacement);
        await page.keyboard.press('Enter');
        await group.waitFor({ state: 'detached' });
        await panel.getByRole('button', { name: `Swap ${replacement}` }).waitFor();
        await expect.poll(focused).toBe(`Swap ${replacement}`);
        expect(await panel.getByRole('button', { name: `Swap ${name}` }).count()).toBe(0);
        swapped = true;
      }
      expect(swapped).toBe(true);

      await panel.getByRole('button', { name: 'Save this outfit' }).focus();
      await page.keyboard.press('Enter');
      await toast(page, 'Outfit saved').waitFor();
      await panel.getByTestId('event-outfit-saved').waitFor();
      // The page scrolled to the Save button; from the top, the full-page picture has the header where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `event-outfit-${width}`);

      // One plan per event: the team sync gets its own.
      await upcoming.getByRole('button', { name: 'Outfit for Team sync' }).click();
      const sync = upcoming.getByRole('region', { name: 'Outfit for Team sync' });
      await sync.getByRole('button', { name: 'Save this outfit' }).click();
      await sync.getByTestId('event-outfit-saved').waitFor();
      const plans = await journey.server.database.execute(
        'select count(*)::int as n from event_outfits where user_id = $1 and planned_at is not null and local_date = $2',
        [user.id, day],
      );
      expect(plans.rows[0]!.n).toBe(2);

      // The outfit calendar shows the day as planned, with the Gala's look (the day's main event).
      const gala = await journey.server.database.execute(
        `select o.item_ids from event_outfits o join calendar_events e on e.id = o.calendar_event_id where o.user_id = $1 and e.title = 'Gala dinner'`,
        [user.id],
      );
      const galaIds = gala.rows[0]!.item_ids as number[];
      const listed = await page.evaluate(async (d) => (await fetch(`/api/plans?from=${d}&to=${d}`)).json(), day);
      expect(listed.days[0].pieces.map((p: { id: number }) => p.id)).toEqual(galaIds);
      expect(errors).toEqual([]);
      await context.close();
    }

    // A closet with nothing in it: the event's outfit says so and links to adding pieces.
    const { page, context, errors } = await newPage(journey.browser, 390);
    const empty = await signUpOnboarded(context, journey.server.url, {
      fullName: 'Empty Closet',
      phoneNumber: '+14155557303',
      password: 'a fine long password',
    });
    await db.insert(calendarEvents).values({ userId: empty.id, title: 'Wedding', date: tomorrowOf(new Date(Date.now() + 86_400_000)), dressCode: 'Formal' });
    await page.goto(`${journey.server.url}/calendar`);
    await page.getByRole('button', { name: 'Outfit for Wedding' }).click();
    const note = page.getByTestId('event-outfit-empty');
    await note.waitFor();
    expect(await note.innerText()).toContain('Your closet is empty');
    await note.getByRole('link', { name: 'Add pieces to your closet' }).waitFor();
    await screenshot(page, 'event-outfit-empty-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
