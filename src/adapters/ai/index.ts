import type { LanguageModel } from 'ai';
import { LocalAi } from './local';
import { OpenAiCompatibleAi, openAiCompatibleModel } from './openai-compatible';
import type { AiConfig, AiLogger, AiPort } from './port';

export type { AiConfig, AiLogger, AiPort, ChatInput, ChatReply, OutfitPick, OutfitPickInput, AiOutfitCandidate, AiStyleProfile } from './port';
export { LocalAi } from './local';
export { OpenAiCompatibleAi } from './openai-compatible';

export const DEFAULT_AI_TIMEOUT_MS = 8000;

export interface CreateAiOptions {
  assistantName: string;
  log: AiLogger;
  timeoutMs?: number;
  /** A ready model instead of the configured provider: tests pass the AI SDK's mock model here. */
  model?: LanguageModel;
}

/** The configured LLM when AI_BASE_URL and AI_MODEL are set; otherwise the embedded local stylist. */
export function createAi(config: AiConfig, options: CreateAiOptions): AiPort {
  const local = new LocalAi({ assistantName: options.assistantName });
  const model = options.model ?? (config.provider === 'openai-compatible' ? openAiCompatibleModel(config) : undefined);
  if (!model) return local;
  return new OpenAiCompatibleAi({ model, local, log: options.log, timeoutMs: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS });
}
export { replyProblems, type ReplyRules } from './reply-check';
