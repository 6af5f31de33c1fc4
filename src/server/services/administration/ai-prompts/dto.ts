import { desc, eq, max } from 'drizzle-orm';
import { aiPrompts, aiPromptVersions, type AiPromptRow, type AiPromptVersionRow } from '../../../../db/schema';
import { BUILT_IN_PROMPT_NAMES, type TAiPrompt, type TAiPromptVersion } from '../../../../shared/schemas/administration';
import type { Ctx } from '../../../context';
import { notFound } from '../../../errors';

export const isBuiltIn = (name: string) => (BUILT_IN_PROMPT_NAMES as readonly string[]).includes(name);

export function toPromptDto(row: AiPromptRow, version: number): TAiPrompt {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    prompt: row.prompt,
    isActive: row.isActive,
    builtIn: isBuiltIn(row.name),
    version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toVersionDto(row: AiPromptVersionRow): TAiPromptVersion {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    description: row.description,
    prompt: row.prompt,
    isActive: row.isActive,
    changedBy: row.changedBy,
    restoredFrom: row.restoredFrom,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findPrompt(db: Ctx['db'], id: number): Promise<AiPromptRow> {
  const [row] = await db.select().from(aiPrompts).where(eq(aiPrompts.id, id));
  if (!row) throw notFound('AI prompt not found');
  return row;
}

/** A prompt stored at start (built-in) has no history yet: its first state is version 1. */
export async function currentVersion(db: Ctx['db'], promptId: number): Promise<number> {
  const [row] = await db
    .select({ v: max(aiPromptVersions.version) })
    .from(aiPromptVersions)
    .where(eq(aiPromptVersions.promptId, promptId));
  return row?.v ?? 1;
}

export async function listVersionRows(db: Ctx['db'], promptId: number): Promise<AiPromptVersionRow[]> {
  return db.select().from(aiPromptVersions).where(eq(aiPromptVersions.promptId, promptId)).orderBy(desc(aiPromptVersions.version));
}
