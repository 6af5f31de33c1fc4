import { and, eq } from 'drizzle-orm';
import { aiPrompts } from '../../../../db/schema';
import type { Ctx } from '../../../context';
import { activePrompt, type PromptName } from '../../stylist/ai-prompts';
import { currentVersion } from '../ai-prompts/dto';

/**
 * The prompt the stylist would use right now, and which version it is: 0 when the stored one is
 * missing or switched off and the built-in text applies.
 */
export async function activePromptInfo(ctx: Pick<Ctx, 'db' | 'config'>, name: PromptName): Promise<{ text: string; version: number }> {
  const [row] = await ctx.db
    .select({ id: aiPrompts.id, prompt: aiPrompts.prompt })
    .from(aiPrompts)
    .where(and(eq(aiPrompts.name, name), eq(aiPrompts.isActive, true)));
  const text = await activePrompt(ctx, name);
  return { text, version: row?.prompt.trim() ? await currentVersion(ctx.db, row.id) : 0 };
}
