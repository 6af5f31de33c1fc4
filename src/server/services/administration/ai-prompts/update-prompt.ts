import { eq } from 'drizzle-orm';
import { aiPrompts } from '../../../../db/schema';
import type { TAiPrompt, ZAiPromptInput } from '../../../../shared/schemas/administration';
import type { z } from 'zod';
import type { Ctx } from '../../../context';
import { badRequest } from '../../../errors';
import type { AdminActor } from '../../../plugins/admin-auth';
import { isUniqueViolation } from '../../db-errors';
import { nameTaken } from './create-prompt';
import { findPrompt, isBuiltIn, toPromptDto } from './dto';
import { saveVersion } from './save-version';

/**
 * PUT /api/administration/ai-prompts/{id}: the new text goes live for the next stylist call and
 * the change is kept as a version. A built-in keeps its name: the stylist looks it up by name.
 */
export async function updatePrompt(
  ctx: Pick<Ctx, 'db' | 'now'>,
  actor: AdminActor,
  id: number,
  input: z.infer<typeof ZAiPromptInput>,
  restoredFrom: number | null = null,
): Promise<TAiPrompt> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await findPrompt(tx, id);
      if (isBuiltIn(before.name) && input.name !== before.name) {
        throw badRequest(`"${before.name}" is a built-in prompt the stylist reads by name: it cannot be renamed`, 'name');
      }
      const now = ctx.now();
      const [after] = await tx
        .update(aiPrompts)
        .set({ ...input, updatedAt: now })
        .where(eq(aiPrompts.id, id))
        .returning();
      const version = await saveVersion(tx, before, after!, actor.label, now, restoredFrom);
      return toPromptDto(after!, version);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken(input.name);
    throw e;
  }
}
