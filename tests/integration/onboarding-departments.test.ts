import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client';
import { migrate, readMigrations, type MigrationSession } from '../../src/db/migrator';
import { STYLE_QUESTIONS } from '../../src/shared/style-questions';
import { insertProducts, insertRetailer } from '../helpers/catalog';
import { emptyPostgresDatabase } from '../helpers/fleet-processes';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

type Product = { name: string };

const conversation = (answers: string[]) =>
  STYLE_QUESTIONS.flatMap((q, i) => [
    { role: 'assistant' as const, content: q },
    { role: 'user' as const, content: answers[i] ?? 'Not sure' },
  ]);

describe.each(databaseKinds)('onboarding: gender, departments, styles and closet drafts on %s (issue 27)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const shop = await insertRetailer(t);
    await insertProducts(t, shop.id, [
      { name: 'Oxford shirt for men', category: 'shirts', gender: 'men' },
      { name: 'Silk blouse for women', category: 'shirts', gender: 'women' },
      { name: 'Linen shirt for anyone', category: 'shirts', gender: 'unisex' },
    ]);
  });
  afterAll(() => t.close());

  const profile = (id: number, cookie: string, payload: object) => t.request({ method: 'PATCH', url: `/api/users/${id}/update-profile`, cookie, payload });
  const shirts = async (id: number, cookie: string) => {
    const res = await t.request({ method: 'GET', url: `/api/retailers/recommendations?userId=${id}&category=shirts&count=10`, cookie });
    expect(res.statusCode).toBe(200);
    return (res.json() as Product[]).map((p) => p.name).sort();
  };

  it('stores the four genders and the departments, reads the words people use, and refuses others with a 400', async () => {
    const { cookie, user } = await t.signUp();
    const saved = await profile(user.id, cookie, { gender: 'non_binary', departments: 'both' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ gender: 'non_binary', departments: 'both' });
    expect((await profile(user.id, cookie, { gender: 'Woman' })).json()).toMatchObject({ gender: 'female', departments: 'both' });
    expect((await profile(user.id, cookie, { gender: 'prefer_not_to_say', departments: null })).json()).toMatchObject({
      gender: 'prefer_not_to_say',
      departments: null,
    });
    const bad = await profile(user.id, cookie, { departments: 'kids' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose womenswear, menswear or both');
    expect((await profile(user.id, cookie, { gender: 'other' })).statusCode).toBe(400);
  });

  it('a non-binary person shopping both sees both departments; a man or a woman without a choice sees their own, as before', async () => {
    const both = await t.signUp();
    await profile(both.user.id, both.cookie, { gender: 'non_binary', departments: 'both' });
    expect(await shirts(both.user.id, both.cookie)).toEqual(['Linen shirt for anyone', 'Oxford shirt for men', 'Silk blouse for women']);

    const notSaying = await t.signUp();
    await profile(notSaying.user.id, notSaying.cookie, { gender: 'prefer_not_to_say' });
    expect(await shirts(notSaying.user.id, notSaying.cookie)).toHaveLength(3);

    const man = await t.signUp();
    await profile(man.user.id, man.cookie, { gender: 'male' });
    expect(await shirts(man.user.id, man.cookie)).toEqual(['Linen shirt for anyone', 'Oxford shirt for men']);

    const woman = await t.signUp();
    await profile(woman.user.id, woman.cookie, { gender: 'female' });
    expect(await shirts(woman.user.id, woman.cookie)).toEqual(['Linen shirt for anyone', 'Silk blouse for women']);
    // The departments chosen win over the gender.
    await profile(woman.user.id, woman.cookie, { departments: 'menswear' });
    expect(await shirts(woman.user.id, woman.cookie)).toEqual(['Linen shirt for anyone', 'Oxford shirt for men']);
  });

  it('keeps every style picked, the first leading, and an older client that sends one style still works', async () => {
    const { cookie, user } = await t.signUp();
    const put = (payload: object) => t.request({ method: 'PUT', url: `/api/users/${user.id}/style-preferences`, cookie, payload });
    const get = async () => (await t.request({ method: 'GET', url: `/api/users/${user.id}/style-preferences`, cookie })).json();
    expect((await get()).styles).toEqual(['Smart Casual']);
    expect((await put({ styleGoals: ['Dress for gigs'], preferredStyle: 'Edgy', styles: ['Streetwear', 'Edgy'] })).statusCode).toBe(200);
    expect(await get()).toMatchObject({ preferredStyle: 'Edgy', styles: ['Edgy', 'Streetwear'] });
    // An older client sends the same one style and no list: the list stays.
    await put({ styleGoals: ['Dress for gigs'], preferredStyle: 'Edgy' });
    expect((await get()).styles).toEqual(['Edgy', 'Streetwear']);
    // It changes the style: the list becomes that style.
    await put({ styleGoals: ['Dress for gigs'], preferredStyle: 'Business Casual' });
    expect(await get()).toMatchObject({ preferredStyle: 'Business Casual', styles: ['Business Casual'] });
  });

  it('offers the pieces named in the style chat as closet drafts, never as things to buy, and a draft adds in one call', async () => {
    const { cookie, user } = await t.signUp();
    const res = await t.request({
      method: 'POST',
      url: '/api/ai-stylist/onboarding-style-analysis',
      cookie,
      payload: {
        messages: conversation([
          'I mostly wear dark jeans and white sneakers',
          'Office on weekdays',
          'Navy and grey',
          'Something for dinners out',
          'About $150',
        ]),
      },
    });
    expect(res.statusCode).toBe(200);
    const analysis = res.json() as { closetDrafts: { name: string; category: string; color: string }[]; essentialItems: { name: string; category: string }[] };
    expect(analysis.closetDrafts).toEqual([
      { name: 'Jeans', category: 'Bottoms', color: '' },
      { name: 'White Sneakers', category: 'Shoes', color: 'White' },
    ]);
    expect(analysis.essentialItems.map((i) => i.name.toLowerCase()).join(' ')).not.toMatch(/sneaker|jeans/);
    const [, sneakers] = analysis.closetDrafts;
    const added = await t.request({ method: 'POST', url: '/api/clothing-items', cookie, payload: sneakers });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'White Sneakers', category: 'Shoes', color: 'White', userId: user.id });
  });
});

describe.each(databaseKinds)('migration 0027 on %s: existing people keep their gender and their one style', (kind) => {
  it('keeps male and female as they were, departments unset, and carries the one style into the list', async () => {
    const all = readMigrations(MIGRATIONS_FOLDER);
    const at = all.findIndex((m) => m.tag.endsWith('_departments_and_styles'));
    expect(at).toBeGreaterThan(0);
    const created = kind === 'postgres' ? await emptyPostgresDatabase() : null;
    const database = await openDatabase(
      created ? { kind: 'postgres', url: created.url, poolSize: 2, migrate: false } : { kind: 'pglite', dir: null, migrate: false },
    );
    // The runner needs one connection for its lock: PGlite has one; PostgreSQL gets a client of its own.
    const client = created ? new pg.Client({ connectionString: created.url }) : null;
    await client?.connect();
    const session: MigrationSession = client
      ? { query: (text: string, params?: unknown[]) => client.query(text, params) }
      : { query: (text: string, params?: unknown[]) => database.execute(text, params) };
    try {
      await migrate(session, all.slice(0, at));
      await database.execute(
        `insert into users (username, full_name, password_hash, gender) values ('him', 'Him', 'x', 'male'), ('her', 'Her', 'x', 'female'), ('none', 'None', 'x', null)`,
      );
      await database.execute(`insert into style_preferences (user_id, preferred_style) select id, 'Business Casual' from users where username = 'him'`);
      await migrate(session, all);
      const users = await database.execute(`select username, gender, departments from users order by username`);
      expect(users.rows).toEqual([
        { username: 'her', gender: 'female', departments: null },
        { username: 'him', gender: 'male', departments: null },
        { username: 'none', gender: null, departments: null },
      ]);
      const styles = await database.execute(`select preferred_style, styles from style_preferences`);
      expect(styles.rows).toEqual([{ preferred_style: 'Business Casual', styles: ['Business Casual'] }]);
    } finally {
      await client?.end();
      await database.close();
      await created?.drop();
    }
  });
});
