import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type UserRow } from '../../src/db/schema';
import { dailyOutfitsOf } from '../../src/server/services/stylist/daily-outfits-batch';
import { generateDailyOutfit } from '../../src/server/services/stylist/generate-outfit';
import { addEvent, addItems, capsuleCloset, smallCloset } from '../helpers/stylist';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const DATE = '2026-11-03';

/** The daily texts compose a batch at a time: each user must get exactly the outfit the Home card shows. */
describe.each(databaseKinds)('daily outfits for a batch of users on %s', (kind) => {
  let t: TestApp;
  let people: UserRow[];
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => new Date(`${DATE}T15:00:00Z`) });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await t.signUp()).user.id);
    // An empty closet, two workable ones, one with a black-tie evening, one with a bigger closet.
    await addItems(t.ctx.db, ids[1]!, smallCloset);
    await addItems(t.ctx.db, ids[2]!, smallCloset);
    await addEvent(t.ctx.db, ids[2]!, { title: 'Board meeting', date: DATE, startTime: '09:00', dressCode: 'Business Formal' });
    await addItems(t.ctx.db, ids[3]!, capsuleCloset());
    await addItems(t.ctx.db, ids[4]!, smallCloset);
    await t.ctx.db.update(users).set({ timezone: 'America/Chicago' }).where(eq(users.id, ids[4]!));
    people = [];
    for (const id of ids) people.push((await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!);
  });
  afterAll(() => t.close());

  it('gives each user the outfit generateDailyOutfit gives them, stores it once, and keeps it on a second call', async () => {
    // User 3 already has today's outfit stored (the Home card was opened first): the batch keeps it.
    const before = await generateDailyOutfit(t.ctx, people[3]!, { date: DATE, events: [], refresh: false });
    const batch = await dailyOutfitsOf(t.ctx, people, DATE);
    expect([...batch.keys()].sort()).toEqual(people.map((p) => p.id).sort());
    expect(batch.get(people[3]!.id)).toEqual(before);
    expect(batch.get(people[0]!.id)!.items).toEqual([]);
    for (const p of people.slice(1)) expect(batch.get(p.id)!.items.length, `user ${p.id}`).toBeGreaterThan(1);
    const stored = await t.database.execute(`select count(*)::int as n from daily_outfits where local_date = $1`, [DATE]);
    expect(stored.rows[0]!.n).toBe(4);
    // Asked again, the batch keeps what it stored.
    expect(await dailyOutfitsOf(t.ctx, people, DATE)).toEqual(batch);
    // Decided again one by one from nothing stored, each user gets the very outfit the batch chose.
    await t.database.execute(`delete from daily_outfits where local_date = $1`, [DATE]);
    for (const p of people) expect(await generateDailyOutfit(t.ctx, p, { date: DATE, events: [], refresh: false }), `user ${p.id}`).toEqual(batch.get(p.id));
    // The business-formal meeting was seen: that outfit has the blazer.
    expect(batch.get(people[2]!.id)!.items.map((i) => i.name)).toContain('Navy Blazer');
  }, 60_000);

  it('answers nothing for nobody', async () => {
    expect((await dailyOutfitsOf(t.ctx, [], DATE)).size).toBe(0);
  });
});
