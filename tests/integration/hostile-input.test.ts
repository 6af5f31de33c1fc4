import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** Inputs a person or a script can send that a schema alone might let through to the database. */
describe.each(databaseKinds)('hostile ids, dates and sizes on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const signed = await t.signUp();
    cookie = signed.cookie;
    userId = signed.user.id;
  });
  afterAll(() => t.close());
  it('answer with a clear 4xx (or succeed), never a 5xx', async () => {
    const big = '99999999999';
    const cases: [string, string, unknown?][] = [
      ['PATCH', `/api/clothing-items/${big}`, { name: 'x' }],
      ['DELETE', `/api/clothing-items/${big}`],
      ['POST', `/api/clothing-items/${big}/wear`, {}],
      ['GET', `/api/clothing-items/${big}`],
      ['GET', `/api/users/${big}`],
      ['PATCH', `/api/recommendations/${big}`, { saved: true }],
      ['POST', '/api/outfits/wear', { itemIds: [Number(big)] }],
      ['GET', '/api/recommendations?month=Foo&year=abc'],
      ['GET', '/api/recommendations?month=March&year=99999999999'],
      ['POST', '/api/ai-stylist/generate-outfit', { date: '9999-12-31' }],
      ['POST', '/api/ai-stylist/generate-outfit', { date: '2026-11-21', refresh: true }],
      ['POST', '/api/ai-stylist/generate-outfit', { date: '0000-01-01' }],
      [
        'POST',
        '/api/ai-stylist/chat',
        { message: 'a'.repeat(1999), conversationHistory: Array.from({ length: 50 }, () => ({ role: 'user', content: 'x'.repeat(3999) })) },
      ],
      ['GET', `/api/users/${big}/style-preferences`],
      ['PUT', `/api/users/${big}/style-preferences`, { preferredStyle: 'x' }],
      ['GET', `/api/sms/conversations/${big}`],
      ['GET', '/uploads/..%2F..%2Fetc%2Fpasswd'],
      ['GET', '/uploads/%00'],
      ['POST', '/api/clothing-items', { name: 'x', category: 'Tops', color: 'Red', price: 1e308 }],
      ['POST', '/api/clothing-items', { name: 'x', category: 'Tops', color: 'Red', price: 99999999999 }],
      ['DELETE', `/api/clothing-items/1/wear/2026-02-30`],
      ['DELETE', `/api/clothing-items/1/wear/0000-01-01`],
      ['POST', '/api/clothing-items/1/wear', { date: '0000-01-01' }],
      ['POST', '/api/outfits/wear', { itemIds: [1], date: '0000-01-01' }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.request({ method: method as 'GET', url, cookie, ...(payload !== undefined ? { payload: payload as object } : {}) });
      expect(res.statusCode, `${method} ${url} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode >= 400 && url.startsWith('/api/'))
        expect(res.json(), `${method} ${url}`).toEqual(expect.objectContaining({ message: expect.any(String), code: expect.any(String) }));
    }
  });

  it('answers a malformed multipart upload with a 400', async () => {
    const noBoundary = await t.request({
      method: 'POST',
      url: '/api/closet-images',
      cookie,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    const cutOff = await t.request({
      method: 'POST',
      url: '/api/closet-images',
      cookie,
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc',
    });
    for (const res of [noBoundary, cutOff]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'image' });
    }
  });

  it('refuses NUL characters in any JSON text with a 400 and writes nothing', async () => {
    const nul = 'a\u0000b';
    const users = await countRows(t.database, 'users');
    const items = await countRows(t.database, 'clothing_items');
    const cases: [string, string, object][] = [
      ['POST', '/api/users', { fullName: nul, phoneNumber: '+14155550999', password: 'long enough pass', smsConsent: true }],
      ['POST', '/api/login', { username: nul, password: nul }],
      ['POST', '/api/clothing-items', { name: nul, category: 'Tops', color: 'Red' }],
      ['PATCH', `/api/users/${userId}/update-profile`, { homeLocation: nul }],
      ['POST', '/api/ai-stylist/chat', { message: nul }],
      ['PUT', `/api/users/${userId}/style-preferences`, { preferredStyle: 'Smart Casual', styleGoals: [nul] }],
      ['POST', '/api/ai-stylist/generate-outfit', { events: [{ title: nul }] }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.request({ method: method as 'POST', url, cookie, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().message).toBe('Text cannot contain NUL characters (\\u0000).');
    }
    expect(await countRows(t.database, 'users')).toBe(users);
    expect(await countRows(t.database, 'clothing_items')).toBe(items);
  });

  it('answers an undecodable address with a 400 in the usual error shape', async () => {
    for (const url of ['/api/clothing-items/%zz', '/api/users/%E0%A4%A']) {
      const res = await t.request({ method: 'GET', url, cookie });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'The address is not valid: check its percent-encoding.' });
    }
  });

  it('refuses a lone UTF-16 surrogate in any JSON text (jsonb cannot hold one) with a 400 and writes nothing', async () => {
    const half = 'Wedding \ud800';
    const preferences = await countRows(t.database, 'style_preferences');
    const outfits = await countRows(t.database, 'daily_outfits');
    const cases: [string, string, object][] = [
      ['PUT', `/api/users/${userId}/style-preferences`, { preferredStyle: 'Smart Casual', styleGoals: [half] }],
      ['PUT', `/api/users/${userId}/style-preferences`, { preferredStyle: 'Smart Casual', colorPalette: ['\udc00'] }],
      ['POST', '/api/ai-stylist/generate-outfit', { date: '2025-06-02', events: [{ title: half, dressCode: 'Black Tie' }] }],
      ['POST', '/api/clothing-items', { name: half, category: 'Tops', color: 'Red' }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.request({ method: method as 'POST', url, cookie, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Text must be valid Unicode: it contains half of a surrogate pair (such as \\ud800).',
      });
    }
    expect(await countRows(t.database, 'style_preferences')).toBe(preferences);
    expect(await countRows(t.database, 'daily_outfits')).toBe(outfits);
  });
});
