import { asc, eq, max } from 'drizzle-orm';
import { aiPrompts, aiPromptVersions } from '../../../../db/schema';
import type { TAiPrompt } from '../../../../shared/schemas/administration';
import type { Ctx } from '../../../context';
import { toPromptDto } from './dto';

/** GET /api/administration/ai-prompts: every prompt with its current version number. */
export async function listPrompts(ctx: Pick<Ctx, 'db'>): Promise<TAiPrompt[]> {
  const versions = ctx.db
    .select({ promptId: aiPromptVersions.promptId, v: max(aiPromptVersions.version).as('v') })
    .from(aiPromptVersions)
    .groupBy(aiPromptVersions.promptId)
    .as('versions');
  const rows = await ctx.db
    .select({ prompt: aiPrompts, v: versions.v })
    .from(aiPrompts)
    .leftJoin(versions, eq(versions.promptId, aiPrompts.id))
    .orderBy(asc(aiPrompts.id));
  return rows.map((r) => toPromptDto(r.prompt, r.v ?? 1));
}
