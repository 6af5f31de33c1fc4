import type { Readable } from 'node:stream';
import type { UserRow } from '../../../../db/schema';
import type { Ctx } from '../../../context';
import { notFound } from '../../../errors';
import { latestExport } from './export-status';

export const EXPORT_NOT_READY = 'No data export is ready. Ask for one in Settings, then download it when it says ready.';

/** GET /api/user/export: the newest ready zip, streamed from storage, or 404 (none asked, still being made, or expired). */
export async function downloadDataExport(
  ctx: Pick<Ctx, 'db' | 'now' | 'storage'>,
  user: UserRow,
): Promise<{ body: Readable; size: number | null; fileName: string }> {
  const row = await latestExport(ctx, user.id);
  if (!row || row.status !== 'ready' || !row.storageKey) throw notFound(EXPORT_NOT_READY);
  const object = await ctx.storage.getStream(row.storageKey);
  if (!object) throw notFound(EXPORT_NOT_READY);
  const day = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
  return { body: object.body, size: object.size, fileName: `wearwise-data-${day}.zip` };
}
