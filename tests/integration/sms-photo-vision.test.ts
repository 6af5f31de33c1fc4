import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelOnboardingAi } from '../../src/adapters/ai/onboarding';
import { createClosetTestApp, shirtJpeg } from '../helpers/closet';
import { signUpWithPhone, textIn, textsTo } from '../helpers/sms';
import { databaseKinds, type TestApp } from '../helpers/test-app';
import { visionModel } from '../helpers/vision-model';

/** Issue 10.5: with AI_VISION_MODEL configured, a texted photo's category comes from the model. */
describe.each(databaseKinds)('a texted photo with a vision model on %s', (kind) => {
  let t: TestApp;
  const prompts: unknown[] = [];
  beforeAll(async () => {
    const onboardingAi = new ModelOnboardingAi({
      visionModel: visionModel(
        [{ category: 'Shoes' }, { category: 'unsure' }, { category: 'Dresses & jumpsuits', subcategory: 'midi dress', name: 'Red midi dress' }],
        prompts,
      ),
      log: { warn: () => undefined },
      timeoutMs: 5_000,
    });
    t = await createClosetTestApp(kind, undefined, { onboardingAi });
  });
  afterAll(() => t.close());

  it('adds the item in the category the model reads, and asks the numbered question when it is unsure', async () => {
    const phone = '+14155553901';
    const { user, cookie } = await signUpWithPhone(t, phone);
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    await textIn(t, phone, '', { photo: await shirtJpeg('#1f2a44') });
    expect((await textsTo(t, phone)).at(-1)!.body).toMatch(/Added "Navy shoes" \(Shoes\) to your closet/);
    // The model saw the photo itself.
    expect(JSON.stringify(prompts[0])).toContain('"type":"file"');
    const items = (await t.request({ method: 'GET', url: `/api/clothing-items/${user.id}`, cookie })).json() as { category: string }[];
    expect(items.map((i) => i.category)).toEqual(['Shoes']);

    await textIn(t, phone, '', { photo: await shirtJpeg('#7a1f1f') });
    expect((await textsTo(t, phone)).at(-1)!.body).toMatch(/1 Tops, 2 Bottoms, 3 Dresses & jumpsuits, 4 Outerwear, 5 Suits & tailoring, 6 Shoes, .* 11 Swim/);
    await textIn(t, phone, '11');
    expect((await textsTo(t, phone)).at(-1)!.body).toMatch(/\(Swim\) to your closet/);

    // The model's subcategory and name are kept, in the list's spelling.
    await textIn(t, phone, '', { photo: await shirtJpeg('#7a1f1f') });
    expect((await textsTo(t, phone)).at(-1)!.body).toMatch(/Added "Red midi dress" \(Dresses & jumpsuits\)/);
    const after = (await t.request({ method: 'GET', url: `/api/clothing-items/${user.id}`, cookie })).json() as { name: string; subcategory: string | null }[];
    expect(after.find((i) => i.name === 'Red midi dress')?.subcategory).toBe('Midi dress');
  });
});
