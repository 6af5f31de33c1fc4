import { eq } from 'drizzle-orm';
import { aiPrompts } from '../../../../db/schema';
import type { Ctx } from '../../../context';
import { badRequest } from '../../../errors';
import { findPrompt, isBuiltIn } from './dto';

/** DELETE /api/administration/ai-prompts/{id}. Built-ins can be switched off (their built-in text then applies), not deleted. */
export async function deletePrompt(ctx: Pick<Ctx, 'db'>, id: number): Promise<{ name: string }> {
  const row = await findPrompt(ctx.db, id);
  if (isBuiltIn(row.name)) throw badRequest(`"${row.name}" is a built-in prompt: switch it off instead of deleting it`);
  await ctx.db.delete(aiPrompts).where(eq(aiPrompts.id, id));
  return { name: row.name };
}
