import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

describe.each(databaseKinds)('style preferences on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const profile = {
    styleGoals: ['Look polished at client meetings', 'Dress better on weekends'],
    preferredStyle: 'Business Casual',
    colorPalette: ['Navy', 'Olive', 'Cream'],
    essentialItems: [{ name: 'Navy Blazer', category: 'Outerwear', description: 'For meetings', priority: 'High' }],
  };

  it('answers the defaults before anything is saved', async () => {
    const { cookie, user } = await t.signUp();
    const res = await t.request({ method: 'GET', url: `/api/users/${user.id}/style-preferences`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      styleGoals: [],
      preferredStyle: 'Smart Casual',
      styles: ['Smart Casual'],
      colorPalette: [],
      lovedColours: [],
      avoidColours: [],
      essentialItems: [],
      budget: null,
    });
  });

  it('saves the whole profile and reads it back; a second save replaces it', async () => {
    const { cookie, user } = await t.signUp();
    const put = await t.request({ method: 'PUT', url: `/api/users/${user.id}/style-preferences`, cookie, payload: profile });
    expect(put.statusCode).toBe(200);
    const none = { lovedColours: [], avoidColours: [] };
    expect(put.json()).toEqual({ ...profile, styles: [profile.preferredStyle], budget: null, ...none });
    expect((await t.request({ method: 'GET', url: `/api/users/${user.id}/style-preferences`, cookie })).json()).toEqual({
      ...profile,
      styles: [profile.preferredStyle],
      budget: null,
      ...none,
    });

    const next = {
      styleGoals: ['Simplify'],
      preferredStyle: 'Minimalist Modern',
      colorPalette: [],
      essentialItems: [{ name: 'Black Tee', category: 'Tops', priority: 'Low' }],
    };
    const again = await t.request({ method: 'PUT', url: `/api/users/${user.id}/style-preferences`, cookie, payload: next });
    expect(again.json()).toEqual({
      ...next,
      styles: [next.preferredStyle],
      essentialItems: [{ name: 'Black Tee', category: 'Tops', description: '', priority: 'Low' }],
      budget: null,
      ...none,
    });
    // A budget is kept by a later save that does not mention it (an older client), and cleared by null.
    const withBudget = await t.request({
      method: 'PUT',
      url: `/api/users/${user.id}/style-preferences`,
      cookie,
      payload: { ...next, budget: { min: 80, max: 150 } },
    });
    expect(withBudget.json().budget).toEqual({ min: 80, max: 150 });
    expect((await t.request({ method: 'PUT', url: `/api/users/${user.id}/style-preferences`, cookie, payload: next })).json().budget).toEqual({
      min: 80,
      max: 150,
    });
    expect(
      (await t.request({ method: 'PUT', url: `/api/users/${user.id}/style-preferences`, cookie, payload: { ...next, budget: null } })).json().budget,
    ).toBeNull();
    expect((await t.database.execute('select count(*)::int as n from style_preferences where user_id = $1', [user.id])).rows[0]!.n).toBe(1);
  });

  it.each([
    [{ ...profile, preferredStyle: '   ' }, 'preferredStyle', 'Preferred style is required'],
    [{ ...profile, styleGoals: 'be stylish' }, 'styleGoals', undefined],
    [{ ...profile, essentialItems: [{ name: 'Blazer', category: 'Outerwear', priority: 'Urgent' }] }, 'essentialItems.0.priority', undefined],
    [{ ...profile, colorPalette: Array.from({ length: 21 }, (_, i) => `c${i}`) }, 'colorPalette', undefined],
    [{ ...profile, favouriteShop: 'x' }, 'favouriteShop', 'Unknown field: favouriteShop'],
    [{ ...profile, styleGoals: Array.from({ length: 11 }, (_, i) => `Goal ${i}`) }, 'styleGoals', 'Keep to 10 goals at most'],
    [{ ...profile, styleGoals: ['Fine', '  '] }, 'styleGoals.1', 'Write a goal first'],
    [{ ...profile, colorPalette: ['Navy', '<img src=x>'] }, 'colorPalette.1', 'Use a color name, such as Navy or Olive green'],
    [{ ...profile, colorPalette: ['#1'] }, 'colorPalette.0', 'Use a color name, such as Navy or Olive green'],
    [{ ...profile, styles: Array.from({ length: 11 }, (_, i) => `Style ${i}`) }, 'styles', 'Pick at most 10 styles'],
  ])('refuses a bad profile %# with a 400 naming the field, and saves nothing', async (payload, field, message) => {
    const { cookie, user } = await t.signUp();
    const before = await countRows(t.database, 'style_preferences');
    const res = await t.request({ method: 'PUT', url: `/api/users/${user.id}/style-preferences`, cookie, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    if (message) expect(res.json().message).toBe(message);
    expect(await countRows(t.database, 'style_preferences')).toBe(before);
  });

  it('Settings → Style: the edited directions, goals and colors read back, the first direction as the preferred style, the rest kept', async () => {
    const { cookie, user } = await t.signUp();
    const url = `/api/users/${user.id}/style-preferences`;
    await t.request({ method: 'PUT', url, cookie, payload: { ...profile, budget: { min: 50, max: 120 } } });
    const read = (await t.request({ method: 'GET', url, cookie })).json();
    const edited = {
      ...read,
      styles: ['Bohemian', 'Edgy'],
      preferredStyle: 'Bohemian',
      styleGoals: ['Weekend ease'],
      colorPalette: ['Olive green', 'Off-white'],
    };
    expect((await t.request({ method: 'PUT', url, cookie, payload: edited })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url, cookie })).json()).toEqual({
      ...edited,
      essentialItems: [{ ...profile.essentialItems[0], description: 'For meetings' }],
    });
  });

  it('a profile stored before the save limits (more goals, by text) still reads back', async () => {
    const { cookie, user } = await t.signUp();
    const url = `/api/users/${user.id}/style-preferences`;
    await t.request({ method: 'PUT', url, cookie, payload: profile });
    const many = Array.from({ length: 14 }, (_, i) => `Goal ${i}`);
    await t.database.execute('update style_preferences set style_goals = $1::jsonb where user_id = $2', [JSON.stringify(many), user.id]);
    const res = await t.request({ method: 'GET', url, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().styleGoals).toEqual(many);
  });

  it("answers 404 for another user's id, for reading and writing", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await t.request({ method: 'PUT', url: `/api/users/${b.user.id}/style-preferences`, cookie: b.cookie, payload: profile });
    const read = await t.request({ method: 'GET', url: `/api/users/${b.user.id}/style-preferences`, cookie: a.cookie });
    expect(read.statusCode).toBe(404);
    const write = await t.request({
      method: 'PUT',
      url: `/api/users/${b.user.id}/style-preferences`,
      cookie: a.cookie,
      payload: { ...profile, preferredStyle: 'Hacked' },
    });
    expect(write.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/users/${b.user.id}/style-preferences`, cookie: b.cookie })).json().preferredStyle).toBe(
      'Business Casual',
    );
  });

  it('needs a signed-in user and a numeric id', async () => {
    expect((await t.request({ method: 'GET', url: '/api/users/1/style-preferences' })).statusCode).toBe(401);
    const { cookie } = await t.signUp();
    const res = await t.request({ method: 'GET', url: '/api/users/abc/style-preferences', cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid id');
  });
});
