import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('stylist routes in the OpenAPI description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('documents every stylist call', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/ai-stylist/generate-outfit',
        '/api/ai-stylist/chat',
        '/api/users/{id}/style-preferences',
        '/api/outfits/wear',
        '/api/recommendations',
        '/api/recommendations/{id}',
      ]),
    );
  });
});
