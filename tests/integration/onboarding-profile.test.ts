import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, HAIR, portrait, SKIN } from '../helpers/portraits';
import { addItems, type ItemSeed } from '../helpers/stylist';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

// Two shirts alike in everything but colour: only the palette can choose between them.
const closet: ItemSeed[] = [
  { name: 'Rust Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'Rust', material: 'cotton', formality: 'smart casual' },
  { name: 'Light Blue Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'Light Blue', material: 'cotton', formality: 'smart casual' },
  { name: 'Stone Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'Stone', material: 'cotton', formality: 'smart casual' },
  { name: 'Brown Loafers', category: 'Shoes', subcategory: 'Loafers', color: 'Brown', material: 'leather', formality: 'smart casual' },
];

describe.each(databaseKinds)('the onboarding profile shapes outfits, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => new Date('2026-04-14T14:00:00Z') });
  });
  afterAll(() => t.close());

  /** A user whose palette comes from the photo analysis of a portrait, saved as the wizard saves it. */
  async function topFor(skin: readonly [number, number, number]) {
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, closet);
    const analysis = await t.request({
      method: 'POST',
      url: '/api/ai-stylist/analyze-photos',
      cookie,
      payload: { photos: [dataUrl(await portrait({ skin, hair: HAIR.brown }))] },
    });
    const palette = (analysis.json().color_palette.recommended_colors as { color: string }[]).map((c) => c.color);
    const saved = await t.request({
      method: 'PUT',
      url: `/api/users/${user.id}/style-preferences`,
      cookie,
      payload: { styleGoals: ['Look polished at work'], preferredStyle: 'Smart Casual', colorPalette: palette, essentialItems: [] },
    });
    expect(saved.statusCode).toBe(200);
    const outfit = await t.request({ method: 'POST', url: '/api/ai-stylist/generate-outfit', cookie, payload: {} });
    expect(outfit.statusCode).toBe(200);
    return { palette, top: (outfit.json().items as { name: string; category: string }[]).find((i) => i.category === 'Tops')?.name };
  }

  it('a warm palette chooses the rust shirt and a cool palette the light blue one', async () => {
    const warm = await topFor(SKIN.warmGolden);
    const cool = await topFor(SKIN.coolPink);
    expect(warm.palette).not.toEqual(cool.palette);
    expect(warm.top).toBe('Rust Oxford Shirt');
    expect(cool.top).toBe('Light Blue Oxford Shirt');
  });
});
