import { analyzeStyleAnswers, answersFromMessages } from '../../../domain/style-analysis';
import type { TStyleAnalysis } from '../../../shared/schemas/onboarding';
import type { Ctx } from '../../context';
import { activePrompt } from '../stylist/ai-prompts';

type Message = { role: 'user' | 'assistant'; content: string };

/**
 * POST /api/ai-stylist/onboarding-style-analysis: the model reads the conversation when one is
 * configured (the admin-editable onboarding prompt); otherwise, or when it fails, the local
 * analyst reads the user's answers.
 */
export async function analyzeStyleConversation(ctx: Pick<Ctx, 'onboardingAi' | 'db' | 'config'>, messages: Message[]): Promise<TStyleAnalysis> {
  if (ctx.onboardingAi.hasText) {
    const answer = await ctx.onboardingAi.analyzeStyle({ systemPrompt: await activePrompt(ctx, 'onboarding_analysis'), messages });
    if (answer.ok) return answer.value;
  }
  return analyzeStyleAnswers(answersFromMessages(messages));
}
