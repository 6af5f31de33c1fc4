import { aiPromptVersions, type AiPromptRow } from '../../../../db/schema';
import type { Ctx } from '../../../context';
import { listVersionRows } from './dto';

/**
 * Records a prompt's new state as its next version. A prompt without history (a built-in stored
 * at start) first gets its current state recorded as version 1, so the original text can be restored.
 */
export async function saveVersion(
  db: Ctx['db'],
  before: AiPromptRow | null,
  after: AiPromptRow,
  changedBy: string,
  at: Date,
  restoredFrom: number | null = null,
): Promise<number> {
  const history = await listVersionRows(db, after.id);
  let latest = history[0]?.version ?? 0;
  if (latest === 0 && before) {
    const { name, description, prompt, isActive } = before;
    await db
      .insert(aiPromptVersions)
      .values({ promptId: after.id, version: 1, name, description, prompt, isActive, changedBy: 'built-in', createdAt: before.updatedAt });
    latest = 1;
  }
  const version = latest + 1;
  const { name, description, prompt, isActive } = after;
  await db.insert(aiPromptVersions).values({ promptId: after.id, version, name, description, prompt, isActive, changedBy, restoredFrom, createdAt: at });
  return version;
}
