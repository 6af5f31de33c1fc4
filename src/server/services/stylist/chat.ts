import type { UserRow } from '../../../db/schema';
import type { ZChatRequest } from '../../../shared/schemas/stylist';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { activePrompt } from './ai-prompts';
import { loadCloset, toEngineItem } from './closet';
import { groundChat } from './chat-grounding';
import { userToday } from './dates';
import { getStylePreferences } from './get-style-preferences';
import { addDays } from '../../../domain/calendar';
import { eventsBetween } from '../calendar/events-between';
import type { ChatTurn } from '../../../adapters/ai/port';
import { withoutNamed } from '../../../adapters/ai/answer-shape';
import { appendTurns, type TurnChannel } from './conversation';
import { generateDailyOutfit } from './generate-outfit';
import { gapsFor } from '../gaps/closet-gaps';

type ChatInput = z.infer<typeof ZChatRequest>;

export interface ChatOptions {
  /** The context turns of a door whose client sends none (the text door's stored thread); by default the request's own conversationHistory. */
  history?: ChatTurn[];
  /** Whether the question and answer are kept in the conversation (the SMS path stores its fitted text itself). */
  store?: boolean;
  channel?: TurnChannel;
  /** The door's length (320 by text): a model's reply longer than this is replaced by the local answer. */
  maxChars?: number;
}

/**
 * POST /api/ai-stylist/chat: the stylist's answer, grounded in the signed-in user's stored closet and
 * preferences (what the client sends of those is ignored). The port never fails: a broken LLM
 * answers through the local stylist.
 */
export async function chatWithStylist(
  ctx: Ctx,
  user: UserRow,
  input: ChatInput,
  options: ChatOptions = {},
): Promise<{ message: string; modelFailed: boolean }> {
  const today = userToday(ctx.now(), user.timezone);
  // The conversation is the one the client sends (issue 38.4): a new chat on the web starts clean and nothing
  // leaks in from an older one. The text door, whose client sends none, passes its stored thread.
  const history = (options.history ?? input.conversationHistory).filter((t) => t.content.trim().length > 0);
  // The week ahead from the stored calendar: 'what should I wear tomorrow?' is answered for tomorrow's events.
  const [closet, preferences, events] = await Promise.all([
    loadCloset(ctx, user.id),
    getStylePreferences(ctx, user.id),
    eventsBetween(ctx, user.id, today, addDays(today, 7)),
  ]);
  const engineEvents = events.map((e) => ({ date: e.date, title: e.title, startTime: e.startTime, endTime: e.endTime, dressCode: e.dressCode }));
  const { grounding } = await groundChat(ctx, user, {
    message: input.message,
    history,
    today,
    closet: closet.map(toEngineItem),
    preferences: {
      preferredStyle: preferences.preferredStyle,
      colorPalette: preferences.colorPalette,
      styleGoals: preferences.styleGoals,
      styles: preferences.styles ?? [],
      lovedColours: preferences.lovedColours ?? [],
      avoidColours: preferences.avoidColours ?? [],
    },
    events: engineEvents,
    dayOutfit: () => generateDailyOutfit(ctx, user, { events: [], refresh: false }),
    gaps: () => gapsFor(ctx, user),
  });
  const answered = await ctx.ai.chat({
    grounding,
    message: input.message,
    history,
    closet: closet.map((i) => i.dto),
    preferences: {
      preferredStyle: preferences.preferredStyle,
      colorPalette: preferences.colorPalette,
      styleGoals: preferences.styleGoals,
      styles: preferences.styles ?? [],
      lovedColours: preferences.lovedColours ?? [],
      avoidColours: preferences.avoidColours ?? [],
    },
    // The local stylist has no use for the prompt: skip the query.
    systemPrompt: ctx.ai.kind === 'llm' ? await activePrompt(ctx, 'stylist_chat') : '',
    userName: user.fullName.trim().split(/\s+/)[0] || null,
    today,
    events: events.map((e) => ({ date: e.date, title: e.title, startTime: e.startTime, endTime: e.endTime, dressCode: e.dressCode })),
    ...(options.maxChars ? { maxChars: options.maxChars } : {}),
  });
  // A model's reply too names no piece the person said they lack or cannot use (issue 38.5); the local stylist's already names none.
  const reply = { ...answered, message: withoutNamed(answered.message, grounding.neverName) };
  if (options.store !== false) {
    const channel = options.channel ?? 'web';
    await appendTurns(ctx, user.id, [
      { role: 'user', content: input.message, channel },
      { role: 'assistant', content: reply.message, channel },
    ]);
  }
  // The local stylist standing in for a configured model that failed (an error, a time-out, a
  // reply that broke the checks): the turn is answered, but it does not count against the
  // allowance (issue 43). Without a model the local stylist is the answer and counts.
  return { message: reply.message, modelFailed: ctx.ai.kind === 'llm' && reply.source === 'local' };
}
