import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/client';
import { readMigrations } from '../../src/db/migrator';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** Rows as the five-shelf closet stored them, and where issue 27 says each must end up. */
const OLD_ROWS: [name: string, category: string, subcategory: string | null, expected: [string, string | null]][] = [
  ['Black Midi Dress', 'Tops', 'Midi dress', ['Dresses & jumpsuits', 'Midi dress']],
  ['Denim Jumpsuit', 'Tops', null, ['Dresses & jumpsuits', null]],
  ['Floral Romper', 'Bottoms', 'romper', ['Dresses & jumpsuits', 'Romper']],
  ['White Dress Shirt', 'Tops', 'Dress shirt', ['Tops', 'Dress shirt']],
  ['Charcoal Dress Trousers', 'Bottoms', 'dress trousers', ['Bottoms', 'Dress trousers']],
  ['Leather Tote', 'Accessories', 'Bag', ['Bags', 'Other']],
  ['Gold Hoop Earrings', 'Accessories', null, ['Jewellery', null]],
  ['Silver Ring', 'Accessories', 'Ring', ['Jewellery', 'Ring']],
  ['Leather Watch', 'Accessories', 'Watch', ['Accessories', 'Watch']],
  ['Navy Blazer', 'Outerwear', 'Blazer', ['Suits & tailoring', 'Blazer']],
  ['Black Tuxedo Jacket', 'Outerwear', 'Tuxedo jacket', ['Suits & tailoring', 'Tuxedo jacket']],
  ['Grey Waistcoat', 'Tops', null, ['Suits & tailoring', null]],
  ['Charcoal Suit Trousers', 'Bottoms', 'Suit trousers', ['Suits & tailoring', 'Suit trousers']],
  ['Puffer Vest', 'Outerwear', 'Vest', ['Outerwear', 'Vest']],
  ['Camel Overcoat', 'Outerwear', 'Navy wool coat', ['Outerwear', 'Wool coat']],
  ['Brown Oxford Shoes', 'Shoes', 'Oxford shoes', ['Shoes', 'Oxfords']],
  ['Running Top', 'Tops', 'Performance tee', ['Tops', 'Other']],
  ['Grey Tee', 'Tops', '  t-SHIRT ', ['Tops', 'T-shirt']],
];

async function runCategoryMigration(t: TestApp) {
  const migration = readMigrations(MIGRATIONS_FOLDER).find((m) => m.tag.endsWith('_closet_categories'));
  expect(migration).toBeDefined();
  for (const statement of migration!.statements) await t.database.execute(statement);
}

describe.each(databaseKinds)('closet categories on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie } = await t.signUp());
  });
  afterAll(() => t.close());

  it('migrates old rows: dresses, bags, jewellery and tailoring move; subcategories map to the lists or become Other', async () => {
    const { user } = await t.signUp();
    for (const [name, category, subcategory] of OLD_ROWS) {
      await t.database.execute(`insert into clothing_items (user_id, name, category, subcategory, color) values ($1, $2, $3, $4, 'Black')`, [
        user.id,
        name,
        category,
        subcategory,
      ]);
    }
    await runCategoryMigration(t);
    const rows = (await t.database.execute(`select name, category, subcategory from clothing_items where user_id = $1`, [user.id])).rows as {
      name: string;
      category: string;
      subcategory: string | null;
    }[];
    const after = Object.fromEntries(rows.map((r) => [r.name, [r.category, r.subcategory]]));
    expect(after).toEqual(Object.fromEntries(OLD_ROWS.map(([name, , , expected]) => [name, expected])));
    // Run twice (a retried deploy): nothing moves again.
    await runCategoryMigration(t);
    const again = (await t.database.execute(`select name, category, subcategory from clothing_items where user_id = $1`, [user.id])).rows;
    expect(Object.fromEntries(again.map((r) => [r.name, [r.category, r.subcategory]]))).toEqual(after);
  });

  it('adds an item in every new category with a subcategory from its list, in the list spelling', async () => {
    const add = (payload: object) => t.request({ method: 'POST', url: '/api/clothing-items', cookie, payload: { color: 'Black', ...payload } });
    const dress = await add({ name: 'Slip dress', category: 'Dresses & jumpsuits', subcategory: 'slip DRESS' });
    expect(dress.statusCode).toBe(201);
    expect(dress.json()).toMatchObject({ category: 'Dresses & jumpsuits', subcategory: 'Slip dress' });
    for (const [category, subcategory] of [
      ['Suits & tailoring', 'Waistcoat'],
      ['Bags', 'Crossbody'],
      ['Jewellery', 'Necklace'],
      ['Activewear', 'Leggings'],
      ['Swim', 'Swim trunks'],
    ]) {
      expect((await add({ name: `My ${subcategory}`, category, subcategory })).statusCode).toBe(201);
    }
  });

  it('refuses an unknown category with a 400 naming the choices, and files a subcategory from another category under Other with its words (ADR 0108)', async () => {
    const unknown = await t.request({ method: 'POST', url: '/api/clothing-items', cookie, payload: { name: 'Kilt', category: 'Kilts', color: 'Red' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Category must be one of: Tops, Bottoms, Dresses & jumpsuits/);

    const elsewhere = await t.request({
      method: 'POST',
      url: '/api/clothing-items',
      cookie,
      payload: { name: 'Midi', category: 'Tops', subcategory: 'Midi dress', color: 'Red' },
    });
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json()).toMatchObject({ category: 'Tops', subcategory: 'Other', subcategoryAsWritten: 'Midi dress' });

    const bulk = await t.request({
      method: 'POST',
      url: '/api/clothing-items/bulk',
      cookie,
      payload: { items: [{ name: 'Tote', category: 'Bags', subcategory: 'Sneakers', color: 'Tan' }] },
    });
    expect(bulk.statusCode).toBe(201);
    expect(bulk.json().items[0]).toMatchObject({ category: 'Bags', subcategory: 'Other', subcategoryAsWritten: 'Sneakers' });
  });

  it('files a PATCH of the subcategory alone under the stored category, and files the words again when the category changes', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/clothing-items',
      cookie,
      payload: { name: 'Navy blazer', category: 'Suits & tailoring', subcategory: 'Blazer', color: 'Navy' },
    });
    const id = created.json().id as number;
    const elsewhere = await t.request({ method: 'PATCH', url: `/api/clothing-items/${id}`, cookie, payload: { subcategory: 'Jeans' } });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({ subcategory: 'Other', subcategoryAsWritten: 'Jeans' });
    const back = await t.request({ method: 'PATCH', url: `/api/clothing-items/${id}`, cookie, payload: { subcategory: 'Sport coat' } });
    expect(back.json()).toMatchObject({ subcategory: 'Blazer', subcategoryAsWritten: 'Sport coat' });

    const moved = await t.request({ method: 'PATCH', url: `/api/clothing-items/${id}`, cookie, payload: { category: 'Outerwear' } });
    expect(moved.statusCode).toBe(200);
    // Under Outerwear the words' last word is a picker value: a sport coat is filed as a Coat, words kept.
    expect(moved.json()).toMatchObject({ category: 'Outerwear', subcategory: 'Coat', subcategoryAsWritten: 'Sport coat' });
  });
});
