import { z } from 'zod';
import { ZChatHistory } from './stylist';

/** POST /api/administration/login. An empty password is a failed login (200), a missing one a 400. */
export const ZAdminLoginRequest = z.object({ password: z.string({ error: 'Password is required' }).max(1000) });
export type TAdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;
export const ZAdminLoginResponse = z.union([z.object({ success: z.literal(true), sessionToken: z.string() }), z.object({ success: z.literal(false) })]);
export type TAdminLoginResponse = z.infer<typeof ZAdminLoginResponse>;

export const ZAdminStatus = z.object({ authenticated: z.literal(true), expiresAt: z.string() });
export type TAdminStatus = z.infer<typeof ZAdminStatus>;

/** The built-in prompts the stylist reads by name; they can be edited or switched off, not deleted. */
export const BUILT_IN_PROMPT_NAMES = ['stylist_chat', 'daily_outfit', 'onboarding_analysis'] as const;

/** POST /api/administration/ai-prompts and PUT /api/administration/ai-prompts/{id}. */
export const ZAiPromptInput = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(100, { error: 'Name must be at most 100 characters' }),
  description: z
    .string()
    .trim()
    .max(500, { error: 'Description must be at most 500 characters' })
    .nullish()
    .transform((v) => v || null),
  prompt: z
    .string({ error: 'Prompt is required' })
    .trim()
    .min(1, { error: 'Prompt is required' })
    .max(20_000, { error: 'Prompt must be at most 20000 characters' }),
  isActive: z.boolean().default(true),
});
export type TAiPromptInput = z.input<typeof ZAiPromptInput>;

export const ZAiPrompt = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  prompt: z.string(),
  isActive: z.boolean(),
  builtIn: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TAiPrompt = z.infer<typeof ZAiPrompt>;

export const ZAiPromptVersion = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  prompt: z.string(),
  isActive: z.boolean(),
  changedBy: z.string(),
  restoredFrom: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TAiPromptVersion = z.infer<typeof ZAiPromptVersion>;

/** The AI Testing tab. 'chat' is a message; the two buttons run the built-in test prompts on sample data. */
export const AI_TEST_MODES = ['chat', 'onboarding', 'daily_outfit'] as const;
export const ZAiTestRequest = z.object({
  mode: z.enum(AI_TEST_MODES).default('chat'),
  message: z.string().max(2000, { error: 'Message is too long (2000 characters at most)' }).default(''),
  conversationHistory: ZChatHistory.default([]),
});
export type TAiTestRequest = z.input<typeof ZAiTestRequest>;

/** Which model and prompt answered a test, shown under the reply. */
export const ZAiTestInfo = z.object({
  provider: z.string(),
  promptName: z.string(),
  promptVersion: z.number().int(),
  latencyMs: z.number().int(),
  sampleUser: z.string().nullable(),
});
export type TAiTestInfo = z.infer<typeof ZAiTestInfo>;
/** What the stylist read a chat test's message as (issue 38): the request its answer is built for. */
export const ZUnderstood = z.object({
  kind: z.string(),
  occasion: z.string().nullable(),
  day: z.string().nullable(),
  weather: z.array(z.string()),
  temperatureC: z.number().nullable(),
  pieces: z.array(z.string()),
  avoid: z.array(z.string()),
  activity: z.string().nullable(),
  dressCode: z.string().nullable(),
  followUp: z.boolean(),
  change: z.string().nullable(),
});
export const ZAiTestResponse = z.object({ message: z.string(), prompt: z.string().optional(), test: ZAiTestInfo, understood: ZUnderstood.optional() });
export type TAiTestResponse = z.infer<typeof ZAiTestResponse>;

/** A test run's fixed user turn, so the transcript shows what was asked. */
export const AI_TEST_PROMPTS = {
  onboarding: 'Run the onboarding style analysis on the sample conversation.',
  daily_outfit: "Choose today's outfit for the sample closet.",
} as const;
