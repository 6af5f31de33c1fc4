import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAi } from '../../src/adapters/ai';
import type { WeatherPort } from '../../src/adapters/weather';
import { openDatabase, type Database } from '../../src/db/client';
import { addItems, smallCloset, type ItemSeed } from '../helpers/stylist';
import { grantPremium, signUpWithPhone, textIn, textsTo } from '../helpers/sms';
import { MILD, RAIN } from '../helpers/weather-reports';
import { createTestApp, databaseKinds, testConfig, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-03-14T15:00:00Z');
const TODAY = '2026-03-14';

interface Outfit {
  items: { id: number; name: string }[];
  reasons: string[];
  styleNote: string;
  refresh?: { changed: boolean; note: string | null };
  refreshesLeft: number | null;
}
interface StoredList {
  fingerprint: string;
  served: number;
  looks: { itemIds: number[]; score: number }[];
}

const key = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');
const idsOf = (o: Outfit) => key(o.items.map((i) => i.id));

/** Two tops, one bottom, one pair of shoes: exactly two looks on a mild day. */
const twoLookCloset: ItemSeed[] = [
  { name: 'White Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'White', material: 'cotton', formality: 'smart casual' },
  { name: 'Light Blue Shirt', category: 'Tops', subcategory: 'Button-down', color: 'Light Blue', material: 'cotton', formality: 'smart casual' },
  { name: 'Khaki Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'Khaki', material: 'cotton', formality: 'smart casual' },
  { name: 'Brown Loafers', category: 'Shoes', subcategory: 'Loafers', color: 'Brown', material: 'leather', formality: 'smart casual' },
];
const oneLookCloset = twoLookCloset.filter((i) => i.name !== 'Light Blue Shirt');

/**
 * Issue 40 point 5: '2'/MORE by text, Home's refresh and 'Not today' take the next look from one
 * stored ranked list of the day's looks per user and date, whichever door and whichever process.
 */
describe.each(databaseKinds)('the day’s ranked looks on %s', (kind) => {
  let t: TestApp;
  let weather = MILD;
  const port: WeatherPort = { name: 'open-meteo', forDay: async () => weather };
  let phoneSeq = 700;
  const nextPhone = () => `+1415555${String(phoneSeq++).padStart(4, '0')}`;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW, weather: port });
  });
  afterAll(() => t.close());

  const home = async (app: TestApp, cookie: string, refresh = false) => {
    const res = await app.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: refresh ? { refresh: true } : {} });
    expect(res.statusCode).toBe(200);
    return res.json() as Outfit;
  };
  const storedList = async (userId: number): Promise<StoredList> => {
    const rows = (
      await t.database.execute(`select fingerprint, served, looks from daily_ranked_looks where user_id = $1 and local_date = $2 and event_id = 0`, [
        userId,
        TODAY,
      ])
    ).rows;
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    return {
      fingerprint: String(row.fingerprint),
      served: Number(row.served),
      looks: (typeof row.looks === 'string' ? JSON.parse(row.looks) : row.looks) as StoredList['looks'],
    };
  };
  const person = async (closet: readonly ItemSeed[]) => {
    const phone = nextPhone();
    const { cookie, user } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = $1`, [user.id]);
    await addItems(t.ctx.db, user.id, closet);
    return { phone, cookie, user };
  };
  const lastText = async (phone: string) => (await textsTo(t, phone)).at(-1)!.body;

  it("MORE by text, then Home's refresh: three different looks in rank order from one list", async () => {
    weather = MILD;
    const { phone, cookie, user } = await person(smallCloset);
    const first = await home(t, cookie);
    await textIn(t, phone, 'MORE');
    const texted = await lastText(phone);
    const third = await home(t, cookie, true);

    const list = await storedList(user.id);
    expect(list.looks.length).toBeGreaterThanOrEqual(3);
    // Ranked: best first, and the three doors took the first three in that order.
    for (let i = 1; i < list.looks.length; i++) expect(list.looks[i]!.score).toBeLessThanOrEqual(list.looks[i - 1]!.score);
    expect(idsOf(first)).toBe(key(list.looks[0]!.itemIds));
    const second = list.looks[1]!.itemIds;
    const closet = (await t.database.execute(`select id, name from clothing_items where user_id = $1`, [user.id])).rows;
    const nameOf = new Map(closet.map((r) => [Number(r.id), String(r.name)]));
    for (const id of second) expect(texted).toContain(nameOf.get(id)!);
    expect(idsOf(third)).toBe(key(list.looks[2]!.itemIds));
    expect(new Set([idsOf(first), key(second), idsOf(third)]).size).toBe(3);

    // Each says what it did and whether it used a refresh, in the same words.
    const count = list.looks.length;
    expect(texted).toContain(`Look 2 of ${count} for today. This used one of today's refreshes (2 left).`);
    expect(third.refresh).toEqual({ changed: true, note: null });
    expect(third.reasons).toContain(`Refreshed: look 3 of ${count} for today`);
    expect(third.refreshesLeft).toBe(1);
    // Asking again without a refresh shows the third look, and nothing else was ranked.
    expect(idsOf(await home(t, cookie))).toBe(idsOf(third));
    expect((await storedList(user.id)).fingerprint).toBe(list.fingerprint);
  });

  it('a list that runs out says so and starts again from its first look', async () => {
    weather = MILD;
    const { cookie, user } = await person(twoLookCloset);
    await grantPremium(t, user.id);
    const first = await home(t, cookie);
    const second = await home(t, cookie, true);
    expect(second.refresh).toEqual({ changed: true, note: null });
    expect(second.reasons).toContain('Refreshed: look 2 of 2 for today');
    const again = await home(t, cookie, true);
    expect(idsOf(again)).toBe(idsOf(first));
    expect(again.refresh).toEqual({ changed: true, note: null });
    expect(again.reasons).toContain("Refreshed: that was the last of today's 2 looks, so here is the first again");
    expect(idsOf(await home(t, cookie, true))).toBe(idsOf(second));
  });

  it('a closet change makes the list again, from the look on show, and the next refresh uses the new piece', async () => {
    weather = MILD;
    const { cookie, user } = await person(twoLookCloset);
    await home(t, cookie);
    const shown = await home(t, cookie, true);
    const before = await storedList(user.id);
    expect(before.looks).toHaveLength(2);

    const added = await t.request({
      method: 'POST',
      url: '/api/clothing-items',
      cookie,
      payload: { name: 'Navy Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'Navy', material: 'cotton', formality: 'smart casual' },
    });
    expect(added.statusCode).toBe(201);
    const navy = (added.json() as { id: number }).id;
    const next = await home(t, cookie, true);
    const after = await storedList(user.id);
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.looks.length).toBeGreaterThan(2);
    // Made again starting from the look on show, so the refresh moved on from it, to the new list's best other look.
    expect(key(after.looks[0]!.itemIds)).toBe(idsOf(shown));
    expect(idsOf(next)).toBe(key(after.looks[1]!.itemIds));
    expect(idsOf(next)).not.toBe(idsOf(shown));
    expect(after.looks.some((l) => l.itemIds.includes(navy))).toBe(true);
    expect(next.reasons).toContain(`Refreshed: look 2 of ${after.looks.length} for today`);
  });

  it("says 'the only combination' only when the list holds one look, by text and on Home", async () => {
    for (const w of [MILD, RAIN]) {
      weather = w;
      const { phone, cookie, user } = await person(oneLookCloset);
      await grantPremium(t, user.id);
      await home(t, cookie);
      const only = await home(t, cookie, true);
      expect((await storedList(user.id)).looks).toHaveLength(1);
      expect(only.refresh?.changed).toBe(false);
      expect(only.refresh?.note).toMatch(/^This is the only (rain-safe )?combination in your closet that suits today: add .+ for more$/);
      expect(only.reasons).toContain(only.refresh?.note);

      // A second shirt: another look exists, and no door says 'only' any more.
      await addItems(t.ctx.db, user.id, [twoLookCloset[1]!]);
      const refreshed = await home(t, cookie, true);
      expect(refreshed.refresh?.changed).toBe(true);
      await textIn(t, phone, '2');
      const texted = await lastText(phone);
      const fromText = await home(t, cookie);
      expect(idsOf(fromText)).not.toBe(idsOf(refreshed));
      for (const said of [refreshed.refresh?.note ?? '', ...refreshed.reasons, refreshed.styleNote, texted, ...fromText.reasons, fromText.styleNote]) {
        expect(said).not.toMatch(/\bonly\b.*combination/i);
      }
    }
  });

  it("'Not today' takes the next look too, ranked again with the reason, never the look it turned down", async () => {
    weather = MILD;
    const { cookie, user } = await person(smallCloset);
    const first = await home(t, cookie);
    const res = await t.request({ method: 'POST', url: '/api/outfits/not-today', cookie, payload: { reason: 'not-my-style' } });
    expect(res.statusCode).toBe(200);
    const next = res.json() as Outfit;
    expect(idsOf(next)).not.toBe(idsOf(first));
    const list = await storedList(user.id);
    expect(key(list.looks[0]!.itemIds)).toBe(idsOf(first));
    expect(idsOf(next)).toBe(key(list.looks[1]!.itemIds));
    // Home's refresh then moves on along the same list.
    expect(idsOf(await home(t, cookie, true))).toBe(key(list.looks[2]!.itemIds));
  });

  it('two app instances on one database share the list: each refresh takes the next look, whichever instance answers', async () => {
    weather = MILD;
    let shared: Database;
    if (kind === 'postgres') {
      const target = t.database.jobsTarget;
      shared = await openDatabase({ kind: 'postgres', url: target.kind === 'postgres' ? target.url : '', poolSize: 2 });
    } else {
      // PGlite is one process's database: the second app is a second context on the same instance, closed with the first.
      shared = { ...t.database, close: async () => {} };
    }
    const other = await createTestApp(kind, { now: () => NOW, weather: port, database: shared });
    try {
      const { cookie, user } = await person(smallCloset);
      await grantPremium(t, user.id);
      const seen = [idsOf(await home(t, cookie))];
      for (let i = 0; i < 4; i++) seen.push(idsOf(await home(i % 2 === 0 ? other : t, cookie, true)));
      const list = await storedList(user.id);
      expect(seen).toEqual(list.looks.slice(0, 5).map((l) => key(l.itemIds)));
      expect(new Set(seen).size).toBe(seen.length);
      // Two refreshes at once, one per instance: two different looks, and the list moved on by two.
      const [a, b] = await Promise.all([home(t, cookie, true), home(other, cookie, true)]);
      expect(idsOf(a)).not.toBe(idsOf(b));
      expect((await storedList(user.id)).served).toBe(list.served + 2);
    } finally {
      await other.close();
    }
  });
});

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};
const modelSays = (t: string): GenerateResult => ({
  content: [{ type: 'text', text: t }],
  finishReason: { unified: 'stop', raw: undefined },
  usage,
  warnings: [],
});

describe.each(databaseKinds)('the ranked looks with a model on %s', (kind) => {
  let t: TestApp;
  let answer = { candidateIndex: 0, styleNote: '' };
  const model = new MockLanguageModelV3({ doGenerate: async () => modelSays(JSON.stringify(answer)) });
  beforeAll(async () => {
    const config = testConfig({}, { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'test-model' });
    const ai = createAi(config.ai, { assistantName: config.assistantName, log: { warn: () => {} }, timeoutMs: 300, model });
    t = await createTestApp(kind, { config, ai, now: () => NOW, weather: { name: 'open-meteo', forDay: async () => MILD } });
  });
  afterAll(() => t.close());

  it("the model may pick the day's first look; a refresh then takes the list's next one and the model only words it", async () => {
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, smallCloset);
    const home = async (refresh: boolean) => {
      const res = await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: refresh ? { refresh: true } : {} });
      expect(res.statusCode).toBe(200);
      return res.json() as Outfit & { source: string };
    };
    answer = { candidateIndex: 1, styleNote: 'The second candidate, chosen by the model.' };
    const first = await home(false);
    expect(first).toMatchObject({ source: 'llm', styleNote: answer.styleNote });

    answer = { candidateIndex: 0, styleNote: 'Worded by the model for the next look.' };
    model.doGenerateCalls.length = 0;
    const next = await home(true);
    const rows = (await t.database.execute(`select looks from daily_ranked_looks where user_id = $1`, [user.id])).rows;
    const looks = (typeof rows[0]!.looks === 'string' ? JSON.parse(rows[0]!.looks) : rows[0]!.looks) as { itemIds: number[] }[];
    // The list starts from the model's pick (on show), so the refresh moves on to the engine's best other look.
    expect(key(looks[0]!.itemIds)).toBe(idsOf(first));
    expect(idsOf(next)).toBe(key(looks[1]!.itemIds));
    expect(next).toMatchObject({ source: 'llm', styleNote: answer.styleNote, refresh: { changed: true, note: null } });
    expect(next.reasons).toContain(`Refreshed: look 2 of ${looks.length} for today`);
    // One look offered to the model: it words the list's next look, it does not choose another.
    expect(model.doGenerateCalls).toHaveLength(1);
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain('[0]');
    expect(prompt).not.toContain('[1]');
  });
});
