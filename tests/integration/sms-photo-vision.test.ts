import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelOnboardingAi } from '../../src/adapters/ai/onboarding';
import { createClosetTestApp, shirtJpeg } from '../helpers/closet';
import { signUpWithPhone, textIn, textsTo } from '../helpers/sms';
import { databaseKinds, type TestApp } from '../helpers/test-app';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** A vision model (the AI SDK's mock at the model boundary) that answers each photo with the next category. */
function visionModel(answers: string[], seen: unknown[]) {
  return new MockLanguageModelV3({
    doGenerate: async (options) => {
      seen.push(options.prompt);
      return {
        content: [{ type: 'text', text: JSON.stringify({ category: answers.shift() }) }],
        finishReason: { unified: 'stop', raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
}

/** Issue 10.5: with AI_VISION_MODEL configured, a texted photo's category comes from the model. */
describe.each(databaseKinds)('a texted photo with a vision model on %s', (kind) => {
  let t: TestApp;
  const prompts: unknown[] = [];
  beforeAll(async () => {
    const onboardingAi = new ModelOnboardingAi({ visionModel: visionModel(['Shoes', 'unsure'], prompts), log: { warn: () => undefined }, timeoutMs: 5_000 });
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
    expect((await textsTo(t, phone)).at(-1)!.body).toMatch(/1 Tops, 2 Bottoms, 3 Outerwear, 4 Shoes, 5 Accessories/);
  });
});
