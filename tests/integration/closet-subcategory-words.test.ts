import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBCATEGORIES, type Category } from '../../src/shared/closet-constants';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** Issue 40, item 6: subcategories as people write them, each once answered 400. */
const WRITTEN: [category: string, written: string, filed: string][] = [
  ['Shoes', 'Oxford shoes', 'Oxfords'],
  ['Shoes', 'Running shoes', 'Sneakers'],
  ['Bottoms', 'Athletic shorts', 'Shorts'],
  ['Dresses & jumpsuits', 'Sundress', 'Other'],
  ['Dresses & jumpsuits', 'Wrap dress', 'Other'],
  ['Dresses & jumpsuits', 'Cocktail dress', 'Other'],
  ['Tops', 'Long-sleeve top', 'Other'],
  ['Shoes', 'Ankle boots', 'Boots'],
  ['Shoes', 'Block heels', 'Heels'],
  ['Bottoms', 'Pencil skirt', 'Skirt'],
];

describe.each(databaseKinds)('subcategories as people write them on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie } = await t.signUp());
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.request({ method: 'POST', url, cookie, payload });

  it.each(WRITTEN)('POST files %s "%s" as %s, keeps the words, and reads them back', async (category, written, filed) => {
    const res = await post('/api/clothing-items', { name: `My ${written}`, category, subcategory: written, color: 'Black' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category, subcategory: filed, subcategoryAsWritten: written });
    const read = await t.request({ method: 'GET', url: `/api/clothing-items/${res.json().id}/details`, cookie });
    expect(read.json().item).toMatchObject({ subcategory: filed, subcategoryAsWritten: written });
  });

  it('bulk create files all ten in one call', async () => {
    const res = await post('/api/clothing-items/bulk', {
      items: WRITTEN.map(([category, subcategory]) => ({ name: `Bulk ${subcategory}`, category, subcategory, color: 'Navy' })),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().items.map((i: { subcategory: string; subcategoryAsWritten: string }) => [i.subcategory, i.subcategoryAsWritten])).toEqual(
      WRITTEN.map(([, written, filed]) => [filed, written]),
    );
  });

  it('PATCH files each of the ten against the stored category; the same picker value sent back keeps the words, another one clears them', async () => {
    for (const [category, written, filed] of WRITTEN) {
      const created = await post('/api/clothing-items', { name: 'Piece', category, color: 'Red' });
      const id = created.json().id as number;
      const patch = (payload: object) => t.request({ method: 'PATCH', url: `/api/clothing-items/${id}`, cookie, payload });
      const res = await patch({ subcategory: written });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ subcategory: filed, subcategoryAsWritten: written });
      // The edit form sends the picker value it shows with every save: the words behind it stay.
      expect((await patch({ subcategory: filed, color: 'Blue' })).json()).toMatchObject({ subcategory: filed, subcategoryAsWritten: written, color: 'Blue' });
      // Another picker value (any case) is what the piece is now: the old words go.
      const different = filed === 'Other' ? SUBCATEGORIES[category as Category][0].toUpperCase() : 'other';
      const picked = await patch({ subcategory: different });
      expect(picked.json()).toMatchObject({ subcategory: filed === 'Other' ? SUBCATEGORIES[category as Category][0] : 'Other', subcategoryAsWritten: null });
    }
  });

  it('keeps a random unknown subcategory under Other, as written, on create, bulk and update', async () => {
    const unknown = `Zq${randomBytes(6).toString('hex')} thing`;
    const created = await post('/api/clothing-items', { name: 'Mystery', category: 'Accessories', subcategory: unknown, color: 'Teal' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ subcategory: 'Other', subcategoryAsWritten: unknown });
    const bulk = await post('/api/clothing-items/bulk', { items: [{ name: 'Mystery 2', category: 'Swim', subcategory: unknown, color: 'Teal' }] });
    expect(bulk.json().items[0]).toMatchObject({ subcategory: 'Other', subcategoryAsWritten: unknown });
    const patched = await t.request({ method: 'PATCH', url: `/api/clothing-items/${created.json().id}`, cookie, payload: { subcategory: `${unknown}!` } });
    expect(patched.json()).toMatchObject({ subcategory: 'Other', subcategoryAsWritten: `${unknown}!` });
  });

  it('accepts a near spelling and the item as the spec client sends it back, with subcategoryAsWritten ignored and the words kept', async () => {
    const created = await post('/api/clothing-items', { name: 'Boots', category: 'Shoes', subcategory: 'Chelsae boots', color: 'Brown' });
    expect(created.json()).toMatchObject({ subcategory: 'Chelsea boots', subcategoryAsWritten: 'Chelsae boots' });
    const { id, ...echoed } = created.json();
    const res = await t.request({ method: 'PATCH', url: `/api/clothing-items/${id}`, cookie, payload: { ...echoed, subcategoryAsWritten: 'ignored' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subcategory: 'Chelsea boots', subcategoryAsWritten: 'Chelsae boots' });
    const picked = await t.request({ method: 'PATCH', url: `/api/clothing-items/${id}`, cookie, payload: { subcategory: 'Boots' } });
    expect(picked.json()).toMatchObject({ subcategory: 'Boots', subcategoryAsWritten: null });
  });
});
