import { aiPrompts } from '../../../../db/schema';
import type { TAiPrompt, ZAiPromptInput } from '../../../../shared/schemas/administration';
import type { z } from 'zod';
import type { Ctx } from '../../../context';
import { AppError } from '../../../errors';
import type { AdminActor } from '../../../plugins/admin-auth';
import { isUniqueViolation } from '../../db-errors';
import { toPromptDto } from './dto';
import { saveVersion } from './save-version';

export const nameTaken = (name: string) => new AppError('CONFLICT', `A prompt named "${name}" already exists`, 'name');

/** POST /api/administration/ai-prompts: a new prompt, recorded as its version 1. */
export async function createPrompt(ctx: Pick<Ctx, 'db' | 'now'>, actor: AdminActor, input: z.infer<typeof ZAiPromptInput>): Promise<TAiPrompt> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const [row] = await tx
        .insert(aiPrompts)
        .values({ ...input, createdAt: now, updatedAt: now })
        .returning();
      const version = await saveVersion(tx, null, row!, actor.label, now);
      return toPromptDto(row!, version);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken(input.name);
    throw e;
  }
}
