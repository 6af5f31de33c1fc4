import { MockLanguageModelV3 } from 'ai/test';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** A vision model (the AI SDK's mock at the model boundary) that answers each photo with the next JSON answer; prompts go to `seen`. */
export function visionModel(answers: object[], seen: unknown[]) {
  return new MockLanguageModelV3({
    doGenerate: async (options) => {
      seen.push(options.prompt);
      return {
        content: [{ type: 'text', text: JSON.stringify(answers.shift()) }],
        finishReason: { unified: 'stop', raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
}
