import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WeatherPort, WeatherReport } from '../../src/adapters/weather';
import { users } from '../../src/db/schema';
import { todaysOutfitTexts } from '../../src/server/services/sms/outfit-text';
import { addEvent, addItems, smallCloset, type ItemSeed } from '../helpers/stylist';
import { signUpWithPhone, textIn, textsTo } from '../helpers/sms';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** 2026-03-14 is a Saturday. */
const NOW = new Date('2026-03-14T13:00:00Z');
const TODAY = '2026-03-14';

const RAIN: WeatherReport = {
  source: 'forecast',
  label: 'Forecast',
  summary: 'Rain likely',
  minTempC: 9,
  maxTempC: 14,
  precipitationProbability: 90,
  precipitationMm: 9,
  windKph: 8,
  place: 'Test City',
};

const GEAR: ItemSeed[] = [
  { name: 'Grey Performance Tee', category: 'Tops', subcategory: 'T-shirt', color: 'Grey', material: 'synthetic', formality: 'athletic' },
  { name: 'Black Hiking Trousers', category: 'Bottoms', subcategory: 'Trousers', color: 'Black', material: 'synthetic', formality: 'athletic' },
  { name: 'Trail Running Shoes', category: 'Shoes', subcategory: 'Running shoes', color: 'Blue', material: 'synthetic', formality: 'athletic' },
  { name: 'Packable Rain Shell', category: 'Outerwear', subcategory: 'Rain jacket', color: 'Green', material: 'synthetic', formality: 'casual' },
];
/** What a casual day of this closet would wear: never on the hike. */
const OFFICE_WEAR = /\b(blazer|loafers|oxford shirt|wool trousers)\b/i;

interface Outfit {
  items: { id: number; name: string; category: string }[];
  reasons: string[];
  styleNote: string;
  refresh?: { changed: boolean; note: string | null };
}

/**
 * An activity deciding the day (issue 40, the demo's Saturday hike): the outfit-of-the-day route,
 * its refresh, OUTFIT by text and the morning text dress the hike as chat does, and the rain line
 * names real rain protection.
 */
describe.each(databaseKinds)('a hike today on %s', (kind) => {
  let t: TestApp;
  const port: WeatherPort = { name: 'open-meteo', forDay: async () => RAIN };
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW, weather: port });
  });
  afterAll(() => t.close());

  const home = async (cookie: string, refresh = false) => {
    const res = await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: refresh ? { refresh: true } : {} });
    expect(res.statusCode).toBe(200);
    return res.json() as Outfit;
  };
  const names = (o: Outfit) => o.items.map((i) => i.name);

  it('with gear: Home, its refresh and the texts dress the hike, and the rain line names the shell', async () => {
    const phone = '+14155559401';
    const { cookie, user } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    await addItems(t.ctx.db, user.id, [...smallCloset, ...GEAR]);
    await addEvent(t.ctx.db, user.id, { title: 'Saturday hike', date: TODAY, startTime: '06:00', dressCode: 'Outdoor' });

    const outfit = await home(cookie);
    const shown = `${names(outfit).join(', ')} | ${outfit.reasons.join(' | ')}`;
    expect(names(outfit), shown).toEqual(expect.arrayContaining(['Trail Running Shoes', 'Packable Rain Shell']));
    expect(names(outfit).join(' '), shown).not.toMatch(OFFICE_WEAR);
    expect(outfit.reasons[0], shown).toMatch(/^For your hike on Saturday: dressed for a hike/);
    expect(outfit.reasons.join(' '), shown).not.toMatch(/\bcasual\b/i);

    const refreshed = await home(cookie, true);
    expect(names(refreshed).join(' '), names(refreshed).join(', ')).not.toMatch(OFFICE_WEAR);
    expect(refreshed.reasons[0]).toMatch(/^For your hike on Saturday/);

    await textIn(t, phone, 'OUTFIT');
    const texted = (await textsTo(t, phone)).at(-1)!.body;
    expect(texted).not.toMatch(OFFICE_WEAR);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    const morning = (await todaysOutfitTexts(t.ctx, [row!], TODAY)).get(user.id)!;
    expect(morning).not.toMatch(OFFICE_WEAR);
    // Every piece is named; the weather and the event are the clauses given up first to fit one text.
    for (const name of names(refreshed)) expect(morning).toContain(name);
    if (/rain likely/.test(morning) && names(refreshed).includes('Packable Rain Shell')) expect(morning).toMatch(/rain likely: take the Packable Rain Shell\./);
  });

  it('without gear: no loafers or blazer, and what the hike needs is said plainly', async () => {
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, smallCloset);
    await addEvent(t.ctx.db, user.id, { title: 'Saturday hike', date: TODAY, startTime: '06:00', dressCode: 'Outdoor' });
    const outfit = await home(cookie);
    const said = [outfit.styleNote, ...outfit.reasons].join(' ');
    expect(names(outfit).join(' '), said).not.toMatch(OFFICE_WEAR);
    expect(said).toMatch(/you don't own [^.]*(trail or hiking shoes|waterproof shell)/i);
  });

  it('a wet dress-code day with leather boots and no rainwear: the text never calls the boots protection', async () => {
    const phone = '+14155559402';
    const { user } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    const closet: ItemSeed[] = [
      ...smallCloset.filter((i) => i.category !== 'Shoes'),
      { name: 'Black Leather Ankle Boots', category: 'Shoes', subcategory: 'Boots', color: 'Black', material: 'leather', formality: 'smart casual' },
    ];
    await addItems(t.ctx.db, user.id, closet);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    const morning = (await todaysOutfitTexts(t.ctx, [row!], TODAY)).get(user.id)!;
    expect(morning).not.toMatch(/take the [^.]*boots/i);
    if (/rain likely/.test(morning)) expect(morning).toMatch(/rain likely: take an umbrella\./);
  });
});
