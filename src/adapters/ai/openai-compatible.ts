import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output, type LanguageModel, type ModelMessage } from 'ai';
import { z } from 'zod';
import type { TClothingItem } from '../../shared/schemas/closet';
import type { LocalAi } from './local';
import type { AiLogger, AiPort, ChatInput, ChatReply, OutfitPick, OutfitPickInput } from './port';
import { MAX_ANSWER_CHARS } from './answer-shape';
import { replyProblems } from './reply-check';
import { reasonOf, withTimeout } from './with-timeout';

export interface OpenAiCompatibleOptions {
  model: LanguageModel;
  /** Answers chat when the model fails, so the user always gets advice. */
  local: LocalAi;
  log: AiLogger;
  /** Per call; a slow model is abandoned and the engine's choice is used instead. */
  timeoutMs: number;
}

export function openAiCompatibleModel(config: { baseUrl: string; apiKey: string; model: string }): LanguageModel {
  const provider = createOpenAICompatible({
    name: 'wearwise-llm',
    baseURL: config.baseUrl,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    supportsStructuredOutputs: true,
  });
  return provider(config.model);
}

/** What the model must answer when choosing an outfit. */
const ZOutfitChoice = z.object({
  candidateIndex: z.number().int().describe('The index of the chosen outfit in the candidate list'),
  styleNote: z.string().trim().min(1).max(600).describe('Two or three friendly sentences to the user about why this outfit works today'),
});

const describeItem = (i: TClothingItem) =>
  [i.name, i.category, i.subcategory, i.color, i.material, i.formality, i.warmth, i.brand ? `by ${i.brand}` : null].filter(Boolean).join(', ');

function outfitPrompt(input: OutfitPickInput): string {
  const lines = [`Date: ${input.date}`];
  if (input.weather) {
    lines.push(
      `Weather (${input.weather.label}): ${input.weather.summary}; ${Math.round(input.weather.minTempC)} to ${Math.round(input.weather.maxTempC)} °C, ${Math.round(input.weather.precipitationProbability)}% chance of rain.`,
    );
  }
  lines.push(
    input.events.length
      ? `Events today: ${input.events.map((e) => `${e.title}${e.startTime ? ` at ${e.startTime}` : ''}${e.dressCode ? ` (dress code: ${e.dressCode})` : ''}`).join('; ')}`
      : 'Events today: none',
  );
  lines.push(`Preferred style: ${styleLine(input.preferences)}`);
  if (input.preferences.colorPalette.length) lines.push(`Favourite colours: ${input.preferences.colorPalette.join(', ')}`);
  if (input.preferences.avoidColours?.length) lines.push(`Colours they avoid (never suggest): ${input.preferences.avoidColours.join(', ')}`);
  if (input.preferences.styleGoals.length) lines.push(`Style goals: ${input.preferences.styleGoals.join('; ')}`);
  lines.push('', 'Candidate outfits (all valid for the weather and dress code):');
  input.candidates.forEach((c, i) => {
    lines.push(`[${i}] ${c.items.map(describeItem).join(' | ')}`);
    if (c.reasons.length) lines.push(`    why: ${c.reasons.join('; ')}`);
  });
  lines.push('', `The engine's note for candidate 0: ${input.engineNote}`);
  lines.push(`Choose one candidate by its index (0 to ${input.candidates.length - 1}) and write the style note.`);
  return lines.join('\n');
}

function closetSummary(closet: readonly TClothingItem[]): string {
  if (closet.length === 0) return "The user's closet is empty so far.";
  const shown = closet.slice(0, 80).map((i) => `- ${describeItem(i)}${i.status !== 'active' ? ` (${i.status})` : ''}; worn ${i.timesWorn} times`);
  const more = closet.length > 80 ? `\n(and ${closet.length - 80} more items)` : '';
  return `The user's closet:\n${shown.join('\n')}${more}`;
}

/** Any OpenAI-compatible chat API through the AI SDK; every failure ends in a usable answer. */
export class OpenAiCompatibleAi implements AiPort {
  readonly kind = 'llm' as const;

  constructor(private readonly options: OpenAiCompatibleOptions) {}

  async pickOutfit(input: OutfitPickInput): Promise<OutfitPick> {
    if (input.candidates.length === 0) return { ok: false, reason: 'no candidates to choose from' };
    try {
      const { output } = await withTimeout(this.options.timeoutMs, (abortSignal) =>
        generateText({
          model: this.options.model,
          system: input.systemPrompt,
          prompt: outfitPrompt(input),
          output: Output.object({ schema: ZOutfitChoice, name: 'outfit_choice' }),
          temperature: 0.4,
          maxRetries: 0,
          abortSignal,
        }),
      );
      if (output.candidateIndex < 0 || output.candidateIndex >= input.candidates.length) {
        return { ok: false, reason: `candidate index ${output.candidateIndex} is out of range (0 to ${input.candidates.length - 1})` };
      }
      return { ok: true, index: output.candidateIndex, styleNote: output.styleNote };
    } catch (error) {
      return { ok: false, reason: reasonOf(error) };
    }
  }

  async chat(input: ChatInput): Promise<ChatReply> {
    const messages: ModelMessage[] = [
      ...input.history.slice(-20).map((t): ModelMessage => ({ role: t.role, content: t.content })),
      { role: 'user', content: input.message },
    ];
    const context = [
      closetSummary(input.closet),
      `Preferred style: ${styleLine(input.preferences)}.`,
      input.preferences.colorPalette.length ? `Favourite colours: ${input.preferences.colorPalette.join(', ')}.` : '',
      input.preferences.avoidColours?.length ? `Colours they avoid (never suggest one): ${input.preferences.avoidColours.join(', ')}.` : '',
      input.preferences.styleGoals.length ? `Style goals: ${input.preferences.styleGoals.join('; ')}.` : '',
      input.userName ? `The user's first name is ${input.userName}.` : '',
      `Today is ${input.today}.`,
      input.events?.length
        ? `The user's calendar: ${input.events.map((e) => `${e.date}${e.startTime ? ` ${e.startTime}` : ''} ${e.title}${e.dressCode ? ` (dress code ${e.dressCode})` : ''}`).join('; ')}.`
        : '',
      groundingContext(input.grounding, input.maxChars ?? MAX_ANSWER_CHARS),
    ]
      .filter(Boolean)
      .join('\n');
    try {
      const { text } = await withTimeout(this.options.timeoutMs, (abortSignal) =>
        generateText({
          model: this.options.model,
          system: `${input.systemPrompt}\n\n${context}`,
          messages,
          temperature: 0.7,
          maxOutputTokens: 700,
          maxRetries: 0,
          abortSignal,
        }),
      );
      const message = text.trim();
      if (!message) throw new Error('the model returned an empty answer');
      // The same rules as the local stylist: owned pieces only, the door's length, the weather. A reply that breaks one is not sent.
      const problems = replyProblems(message, {
        closet: input.closet,
        weather: input.grounding?.weather ?? null,
        ...(input.maxChars ? { maxChars: input.maxChars } : {}),
      });
      if (problems.length) {
        this.options.log.warn({ problems, reply: message.slice(0, 400) }, 'AI chat reply failed the checks; answered with the local stylist');
        return { message: this.options.local.answer(input), source: 'local' };
      }
      return { message, source: 'llm' };
    } catch (error) {
      this.options.log.warn({ reason: reasonOf(error) }, 'AI chat failed; answered with the local stylist');
      return { message: this.options.local.answer(input), source: 'local' };
    }
  }
}

/** What the server worked out (issue 16): the question's kind and the closet's own answer, as facts the model must keep to. */
function groundingContext(g: ChatInput['grounding'], maxChars: number): string {
  if (!g) return '';
  const lines = [
    `The question is about: ${g.kind}${g.occasions.length ? ` (${g.occasions.join(', ')})` : ''}${g.weatherWords.length ? `; weather: ${g.weatherWords.join(', ')}` : ''}${g.budget ? `; budget ${g.budget}` : ''}.`,
    `The user's wardrobe is ${g.wardrobe}: suggest nothing from the other one unless asked.`,
    g.offTopic ? `It is off-topic (${g.offTopic}): decline plainly ("I can't help with ${g.offTopic}") and say what you can help with.` : '',
    g.closetAnswer ? `The outfit engine's answer from their own closet (keep its pieces, name no item they do not own as theirs): ${g.closetAnswer}` : '',
    ...g.facts.map((f) => `- ${f}`),
    g.request ? `The request as understood (JSON): ${JSON.stringify(g.request)}` : '',
    ...(g.candidates?.length
      ? ["The outfit engine's candidates from their closet, best first:", ...g.candidates.map((c, i) => `[${i}] ${c.join(' | ')}`)]
      : []),
    g.weather
      ? `The weather for this answer: ${Math.round(g.weather.minTempC)} to ${Math.round(g.weather.maxTempC)} °C${g.weather.snow ? ', snow' : g.weather.rain ? ', rain' : ''}. Suggest nothing it rules out.`
      : '',
    `Answer in at most five sentences, or a list of at most five points with a sentence before and after, and at most ${maxChars} characters. Call a piece 'your ...' only if it is in their closet. Do not end with a list of closet items.`,
  ];
  return lines.filter(Boolean).join('\n');
}

/** 'Streetwear, also Edgy and Minimalist Modern': every direction picked, the first leading. */
function styleLine(p: { preferredStyle: string; styles?: readonly string[] | undefined }): string {
  const more = (p.styles ?? []).filter((s) => s !== p.preferredStyle);
  return more.length ? `${p.preferredStyle}, also ${more.join(', ')}` : p.preferredStyle;
}
