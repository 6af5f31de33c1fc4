import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelOnboardingAi } from '../../src/adapters/ai/onboarding';
import { createClosetTestApp, photoForm, shirtJpeg } from '../helpers/closet';
import { databaseKinds, type TestApp } from '../helpers/test-app';
import { visionModel } from '../helpers/vision-model';

async function upload(t: TestApp, cookie: string) {
  const res = await t.request({ method: 'POST', url: '/api/closet-images', cookie, payload: photoForm(await shirtJpeg('#1f2a44')) });
  expect(res.statusCode).toBe(201);
  return res.json().imageUrl as string;
}

/** Issue 27.4: with AI_VISION_MODEL set, the web add form pre-fills from the photo through the SMS path's port. */
describe.each(databaseKinds)('describing an uploaded closet photo on %s', (kind) => {
  let t: TestApp;
  let plain: TestApp;
  const prompts: unknown[] = [];
  beforeAll(async () => {
    const answers = [
      { category: 'Suits & tailoring', subcategory: 'BLAZER', name: 'Navy wool blazer' },
      { category: 'Tops', subcategory: 'Ball gown', name: 'x'.repeat(200) },
      { category: 'unsure' },
    ];
    const onboardingAi = new ModelOnboardingAi({ visionModel: visionModel(answers, prompts), log: { warn: () => undefined }, timeoutMs: 5_000 });
    t = await createClosetTestApp(kind, undefined, { onboardingAi });
    plain = await createClosetTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  it('answers category, subcategory (list spelling) and name; drops what does not fit; null when unsure', async () => {
    const { cookie } = await t.signUp();
    const describe = async () => t.request({ method: 'POST', url: '/api/closet-images/describe', cookie, payload: { imageUrl: await upload(t, cookie) } });
    const first = await describe();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ suggestion: { category: 'Suits & tailoring', subcategory: 'Blazer', name: 'Navy wool blazer' } });
    expect(JSON.stringify(prompts[0])).toContain('"type":"file"');
    expect(JSON.stringify(prompts[0])).toContain('Dresses & jumpsuits: Mini dress');
    expect((await describe()).json()).toEqual({ suggestion: { category: 'Tops', subcategory: null, name: null } });
    expect((await describe()).json()).toEqual({ suggestion: null });
  });

  it("reads only the caller's own pending upload", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const imageUrl = await upload(t, owner.cookie);
    const res = await t.request({ method: 'POST', url: '/api/closet-images/describe', cookie: other.cookie, payload: { imageUrl } });
    expect(res.statusCode).toBe(404);
    const bad = await t.request({ method: 'POST', url: '/api/closet-images/describe', cookie: owner.cookie, payload: {} });
    expect(bad.statusCode).toBe(400);
    const anon = await t.request({ method: 'POST', url: '/api/closet-images/describe', payload: { imageUrl } });
    expect(anon.statusCode).toBe(401);
  });

  it('answers an empty suggestion without a vision model', async () => {
    const { cookie } = await plain.signUp();
    const res = await plain.request({ method: 'POST', url: '/api/closet-images/describe', cookie, payload: { imageUrl: await upload(plain, cookie) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ suggestion: null });
  });
});
