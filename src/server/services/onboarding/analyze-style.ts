import type { UserRow } from '../../../db/schema';
import type { GapProfile } from '../../../domain/gaps';
import { analyzeStyleAnswers, answersFromMessages, statedColours } from '../../../domain/style-analysis';
import { closetDraftsFromAnswers, type ClosetDraft } from '../../../domain/style-analysis/closet-drafts';
import type { ClosetItem } from '../../../domain/stylist/types';
import { budgetFromAnswer } from '../../../domain/style-analysis/budget-range';
import type { Priority } from '../../../shared/schemas/stylist';
import type { TStyleAnalysis } from '../../../shared/schemas/onboarding';
import type { Ctx } from '../../context';
import { gapsFor, priceRange } from '../gaps/closet-gaps';
import { activePrompt } from '../stylist/ai-prompts';
import { userToday } from '../stylist/dates';

type Message = { role: 'user' | 'assistant'; content: string };

/** The wizard's checklist shows at most this many pieces. */
const MAX_CHECKLIST = 6;

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
  const closetDrafts = closetDraftsFromAnswers(answers, userToday(ctx.now(), user.timezone));
  // What they already wear counts as owned, so the checklist never tells them to buy it.
  const colours = statedColours(answers);
  const checklist = await starterChecklist(
    ctx,
    user,
    { preferredStyle: analysis.preferredStyle, styleGoals: analysis.styleGoals, budget, avoidColours: colours.avoidColours },
    closetDrafts,
  );
  // What they said they lack (an answer or a correction: 'I need a wedding outfit') leads the checklist, whatever the gap model adds.
  const stated = analyzeStyleAnswers(answers).essentialItems.filter((i) => i.priority === 'High');
  // A gap of the same kind says it with a reason and a price, so it stands for the stated piece.
  const covered = (i: { category: string }) => checklist.some((g) => g.category === i.category);
  const first = checklist.filter((g) => stated.some((i) => i.category === g.category));
  const essentialItems = [...first, ...stated.filter((i) => !covered(i)), ...checklist.filter((g) => !first.includes(g))].slice(0, MAX_CHECKLIST);
  // What they said of colours is read from their words whoever summarised them, and kept apart from the photo palette.
  return { ...analysis, budget, essentialItems, closetDrafts, ...colours };
}

/** The gaps as the wizard's checklist: the gap model's order as priorities, its reason and price as the description. */
export async function starterChecklist(
  ctx: Pick<Ctx, 'db' | 'now'>,
  user: UserRow,
  profile: GapProfile,
  alsoOwned: readonly ClosetDraft[] = [],
): Promise<TStyleAnalysis['essentialItems']> {
  const gaps = await gapsFor(ctx, user, { profile, alsoOwned: alsoOwned.map(draftAsItem) });
  return gaps.map((g, i) => {
    const price = priceRange(g.budget);
    const priority: Priority = i < 2 ? 'High' : i < 4 ? 'Medium' : 'Low';
    return { name: g.label, category: g.category, description: `${g.reason}${price ? ` Budget ${price}.` : ''}`, priority };
  });
}

/** A draft as the gap model reads the closet: worn, never archived, the engine inferring the rest. */
const draftAsItem = (d: ClosetDraft, i: number): ClosetItem => ({
  id: -1 - i,
  name: d.name,
  brand: null,
  category: d.category,
  subcategory: null,
  color: d.color || 'Unknown',
  season: 'All Seasons',
  material: null,
  formality: null,
  warmth: null,
  status: 'active',
  lastWornOn: null,
  timesWorn: 0,
});
