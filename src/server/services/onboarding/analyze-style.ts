import type { UserRow } from '../../../db/schema';
import type { GapProfile } from '../../../domain/gaps';
import { analyzeStyleAnswers, answersFromMessages } from '../../../domain/style-analysis';
import { budgetFromAnswer } from '../../../domain/style-analysis/budget-range';
import type { Priority } from '../../../shared/schemas/stylist';
import type { TStyleAnalysis } from '../../../shared/schemas/onboarding';
import type { Ctx } from '../../context';
import { gapsFor, priceRange } from '../gaps/closet-gaps';
import { activePrompt } from '../stylist/ai-prompts';

type Message = { role: 'user' | 'assistant'; content: string };

/** The consultation's budget question is the fifth; a shorter conversation is read whole. */
const BUDGET_ANSWER = 4;

/**
 * POST /api/ai-stylist/onboarding-style-analysis: the model reads the conversation when one is
 * configured (the admin-editable onboarding prompt); otherwise, or when it fails, the local
 * analyst reads the user's answers. The starter checklist is the one gap model's answer for this
 * style, these goals and this budget (issue 24), so onboarding names what Home and Shop will.
 */
export async function analyzeStyleConversation(
  ctx: Pick<Ctx, 'onboardingAi' | 'db' | 'config' | 'now'>,
  user: UserRow,
  messages: Message[],
): Promise<TStyleAnalysis> {
  const answers = answersFromMessages(messages);
  let analysis: TStyleAnalysis | null = null;
  if (ctx.onboardingAi.hasText) {
    const answer = await ctx.onboardingAi.analyzeStyle({ systemPrompt: await activePrompt(ctx, 'onboarding_analysis'), messages });
    if (answer.ok) analysis = answer.value;
  }
  analysis ??= analyzeStyleAnswers(answers);
  const budget = budgetFromAnswer(answers[BUDGET_ANSWER] ?? answers.join(' '));
  return {
    ...analysis,
    budget,
    essentialItems: await starterChecklist(ctx, user, { preferredStyle: analysis.preferredStyle, styleGoals: analysis.styleGoals, budget }),
  };
}

/** The gaps as the wizard's checklist: the gap model's order as priorities, its reason and price as the description. */
export async function starterChecklist(ctx: Pick<Ctx, 'db' | 'now'>, user: UserRow, profile: GapProfile): Promise<TStyleAnalysis['essentialItems']> {
  const gaps = await gapsFor(ctx, user, { profile });
  return gaps.map((g, i) => {
    const price = priceRange(g.budget);
    const priority: Priority = i < 2 ? 'High' : i < 4 ? 'Medium' : 'Low';
    return { name: g.label, category: g.category, description: `${g.reason}${price ? ` Budget ${price}.` : ''}`, priority };
  });
}
