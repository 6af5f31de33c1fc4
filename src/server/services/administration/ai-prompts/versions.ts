import { and, eq } from 'drizzle-orm';
import { aiPromptVersions } from '../../../../db/schema';
import type { TAiPrompt, TAiPromptVersion } from '../../../../shared/schemas/administration';
import type { Ctx } from '../../../context';
import { notFound } from '../../../errors';
import type { AdminActor } from '../../../plugins/admin-auth';
import { findPrompt, listVersionRows, toVersionDto } from './dto';
import { updatePrompt } from './update-prompt';

/** GET /api/administration/ai-prompts/{id}/versions: newest first. A built-in never edited shows its one state. */
export async function listVersions(ctx: Pick<Ctx, 'db'>, id: number): Promise<TAiPromptVersion[]> {
  const prompt = await findPrompt(ctx.db, id);
  const rows = await listVersionRows(ctx.db, id);
  if (rows.length > 0) return rows.map(toVersionDto);
  const { name, description, isActive } = prompt;
  return [
    {
      id: 0,
      version: 1,
      name,
      description,
      prompt: prompt.prompt,
      isActive,
      changedBy: 'built-in',
      restoredFrom: null,
      createdAt: prompt.updatedAt.toISOString(),
    },
  ];
}

/**
 * POST /api/administration/ai-prompts/{id}/versions/{version}/restore: the old text (and
 * description) becomes live again as a new version; nothing in the history is rewritten.
 */
export async function restoreVersion(ctx: Pick<Ctx, 'db' | 'now'>, actor: AdminActor, id: number, version: number): Promise<TAiPrompt> {
  const prompt = await findPrompt(ctx.db, id);
  const [old] = await ctx.db
    .select()
    .from(aiPromptVersions)
    .where(and(eq(aiPromptVersions.promptId, id), eq(aiPromptVersions.version, version)));
  if (!old) throw notFound('That version of the prompt does not exist');
  return updatePrompt(ctx, actor, id, { name: prompt.name, description: old.description, prompt: old.prompt, isActive: prompt.isActive }, version);
}
