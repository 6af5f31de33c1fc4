import { generateOutfit, type OutfitRequest } from '../../../../domain/stylist';
import { analyzeStyleAnswers, type StyleAnalysisResult } from '../../../../domain/style-analysis';
import { STYLE_QUESTIONS } from '../../../../shared/style-questions';
import { AI_TEST_PROMPTS, type TAiTestResponse, type ZAiTestRequest } from '../../../../shared/schemas/administration';
import type { z } from 'zod';
import { requestOf, type RequestSummary } from '../../../../domain/stylist/reading/request-summary';
import type { Ctx } from '../../../context';
import { badRequest } from '../../../errors';
import type { UserRow } from '../../../../db/schema';
import { groundChat } from '../../stylist/chat-grounding';
import { toEngineItem } from '../../stylist/closet';
import { userToday } from '../../stylist/dates';
import { acceptPick } from '../../stylist/generate-outfit';
import type { PromptName } from '../../stylist/ai-prompts';
import { activePromptInfo } from './prompt-info';
import { loadSampleUser, type SampleUser } from './sample-user';

type AiTestInput = z.infer<typeof ZAiTestRequest>;

/** The sample answers to the five consultation questions that 'Run Onboarding' analyses. */
const SAMPLE_ANSWERS = [
  'Mostly chinos and a button-down at the office, jeans and a sweater on weekends.',
  'Four days in the office with client meetings, dinners out on Fridays, hiking on Sundays.',
  'Navy, grey and olive. I avoid bright orange and anything neon.',
  'A blazer that works with jeans, and shoes that are smarter than sneakers but not formal.',
  'Around $150 for a jacket, a bit more for shoes that last.',
];

export const sampleOnboardingTranscript = () =>
  STYLE_QUESTIONS.map((q, i) => `Stylist: ${q}\nUser: ${SAMPLE_ANSWERS[i]}`).join('\n\n') +
  '\n\nFrom this conversation, give my style goals, the one preferred style that fits me, and the essential items I should add first.';

const defaultTimezone = 'America/New_York';

/** Who the test chat answers for when no demo account exists: only the fields the stylist reads, all unknown. */
function standInUser(): UserRow {
  return {
    id: 0,
    fullName: '',
    gender: null,
    departments: null,
    phoneNumber: null,
    homeLocation: null,
    homeLatitude: null,
    homeLongitude: null,
    homePlace: null,
    homeCountry: null,
    timezone: defaultTimezone,
  } as unknown as UserRow;
}

/**
 * The AI Testing tab: one call through the live AI port with the active prompts, on the demo
 * account's closet and profile, writing nothing. The answer says which provider, prompt and
 * version answered and how long it took.
 */
export async function runAiTest(ctx: Ctx, input: AiTestInput): Promise<TAiTestResponse> {
  const started = performance.now();
  const sample = await loadSampleUser(ctx);
  const today = userToday(ctx.now(), sample.user?.timezone ?? defaultTimezone);
  const result = input.mode === 'daily_outfit' ? await dailyOutfitTest(ctx, sample, today) : await chatTest(ctx, sample, today, input);
  return {
    message: result.message,
    ...(result.understood ? { understood: result.understood } : {}),
    prompt: input.mode === 'chat' ? input.message.trim() : AI_TEST_PROMPTS[input.mode],
    test: {
      provider: result.provider,
      promptName: result.promptName,
      promptVersion: result.promptVersion,
      latencyMs: Math.round(performance.now() - started),
      sampleUser: sample.user?.username ?? null,
    },
  };
}

interface TestResult {
  message: string;
  understood?: RequestSummary;
  provider: string;
  promptName: PromptName;
  promptVersion: number;
}

function providerLabel(ctx: Ctx, source: 'llm' | 'local' | 'engine'): string {
  if (source === 'llm' && ctx.config.ai.provider === 'openai-compatible') return `openai-compatible (${ctx.config.ai.model})`;
  if (source === 'engine') return 'outfit engine (local)';
  // A configured model that failed answers through the local stylist: say so.
  return ctx.ai.kind === 'llm' ? 'local stylist (model fallback)' : 'local stylist';
}

async function chatTest(ctx: Ctx, sample: SampleUser, today: string, input: AiTestInput): Promise<TestResult> {
  const promptName: PromptName = input.mode === 'onboarding' ? 'onboarding_analysis' : 'stylist_chat';
  const question = input.mode === 'onboarding' ? sampleOnboardingTranscript() : input.message.trim();
  if (!question) throw badRequest('Message cannot be empty', 'message');
  const prompt = await activePromptInfo(ctx, promptName);
  const history = input.mode === 'onboarding' ? [] : input.conversationHistory.filter((t) => t.content.trim().length > 0);
  const preferences = {
    preferredStyle: sample.preferences.preferredStyle,
    colorPalette: sample.preferences.colorPalette,
    styleGoals: sample.preferences.styleGoals,
  };
  // The operator tests the stylist users get: the same understanding and answer builder, with the demo account
  // or, when there is none, a stand-in with no closet, place or phone (the answer says what an empty closet lacks).
  const grounded =
    input.mode === 'chat'
      ? await groundChat(ctx, sample.user ?? standInUser(), {
          message: question,
          history,
          today,
          closet: sample.closet.map(toEngineItem),
          preferences,
          events: [],
        })
      : undefined;
  const grounding = grounded?.grounding;
  const reply = await ctx.ai.chat({
    message: question,
    history,
    ...(grounding ? { grounding } : {}),
    closet: sample.closetDtos,
    preferences,
    systemPrompt: prompt.text,
    userName: sample.user?.fullName.trim().split(/\s+/)[0] ?? null,
    today,
  });
  // Without a model the onboarding test shows what onboarding itself does then: the local analyst's reading of the answers.
  const message = input.mode === 'onboarding' && reply.source !== 'llm' ? describeAnalysis(analyzeStyleAnswers(SAMPLE_ANSWERS)) : reply.message;
  return {
    message,
    // What Wren understood, beside what it answered: operators see a misreading, and the behaviour benchmark reads the build.
    ...(grounded ? { understood: requestOf(grounded.question) } : {}),
    provider: providerLabel(ctx, reply.source),
    promptName,
    promptVersion: prompt.version,
  };
}

function describeAnalysis(a: StyleAnalysisResult): string {
  return [
    `Preferred style: ${a.preferredStyle}.`,
    `Style goals: ${a.styleGoals.join('; ')}.`,
    ...(a.essentialItems.length ? ['Add first:', ...a.essentialItems.map((i) => `- ${i.name} (${i.priority}): ${i.description}`)] : []),
  ].join('\n');
}

async function dailyOutfitTest(ctx: Ctx, sample: SampleUser, today: string): Promise<TestResult> {
  const prompt = await activePromptInfo(ctx, 'daily_outfit');
  const weather = await ctx.weather.forDay({ location: sample.user?.homeLocation ?? null, timezone: sample.user?.timezone ?? defaultTimezone, date: today });
  const request: OutfitRequest = {
    closet: sample.closet.map(toEngineItem),
    date: today,
    events: [],
    weather: {
      minTempC: weather.minTempC,
      maxTempC: weather.maxTempC,
      precipitationProbability: weather.precipitationProbability,
      precipitationMm: weather.precipitationMm,
      windKph: weather.windKph,
      source: weather.source,
    },
    preferences: {
      preferredStyle: sample.preferences.preferredStyle,
      colorPalette: sample.preferences.colorPalette,
      styleGoals: sample.preferences.styleGoals,
    },
    seed: Math.floor(Math.random() * 1_000_000),
  };
  const result = generateOutfit(request);
  const base = { promptName: 'daily_outfit' as const, promptVersion: prompt.version };
  if (result.kind !== 'outfit') return { ...base, message: result.styleNote, provider: providerLabel(ctx, 'engine') };

  const names = (ids: readonly number[]) => ids.map((id) => sample.closet.find((i) => i.dto.id === id)?.dto.name ?? `#${id}`).join(', ');
  if (ctx.ai.kind !== 'llm') {
    return { ...base, message: `${names(result.items.map((i) => i.id))}\n\n${result.styleNote}`, provider: providerLabel(ctx, 'engine') };
  }
  const dtos = new Map(sample.closet.map((i) => [i.dto.id, i.dto]));
  const pick = await ctx.ai.pickOutfit({
    systemPrompt: prompt.text,
    date: today,
    weather: {
      label: weather.label,
      summary: weather.summary,
      minTempC: weather.minTempC,
      maxTempC: weather.maxTempC,
      precipitationProbability: weather.precipitationProbability,
    },
    events: [],
    preferences: request.preferences,
    candidates: result.candidates.map((c) => ({ items: c.items.map((i) => dtos.get(i.id)!), reasons: c.reasons, score: c.score })),
    engineNote: result.styleNote,
  });
  const verdict = acceptPick(request, result.candidates, pick);
  if (!verdict.ok) {
    return {
      ...base,
      message: `${names(result.items.map((i) => i.id))}\n\n${result.styleNote}\n\n(The model's answer was not usable: ${verdict.reason}. The engine's choice is shown.)`,
      provider: providerLabel(ctx, 'engine'),
    };
  }
  return { ...base, message: `${names(verdict.choice.itemIds)}\n\n${verdict.choice.styleNote}`, provider: providerLabel(ctx, 'llm') };
}
