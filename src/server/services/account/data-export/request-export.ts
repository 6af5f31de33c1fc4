import { dataExports, type UserRow } from '../../../../db/schema';
import { DATA_EXPORT_TTL_DAYS } from '../../../../shared/schemas/account';
import type { TDataExportStatus } from '../../../../shared/schemas/account';
import type { Ctx } from '../../../context';
import { dataExportJob } from './export-job';
import { latestExport, toExportStatus } from './export-status';

const DAY_MS = 86_400_000;

/**
 * POST /api/user/export (answered 202): records the request and queues the job that builds the
 * zip. While one is queued or running, asking again answers that one instead of starting a second.
 * A ready one is replaced by a fresh export (the person asked again: their data may have changed).
 */
export async function requestDataExport(ctx: Ctx, user: UserRow): Promise<TDataExportStatus> {
  const current = await latestExport(ctx, user.id);
  if (current && (current.status === 'queued' || current.status === 'running')) return toExportStatus(current);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(dataExports)
    .values({ userId: user.id, status: 'queued', createdAt: now, expiresAt: new Date(now.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS) })
    .onConflictDoNothing()
    .returning();
  // Another request opened one between the read and the insert: answer that one.
  if (!row) return toExportStatus(await latestExport(ctx, user.id));
  await ctx.jobs.send(dataExportJob, { exportId: row.id });
  return toExportStatus(row);
}
