import { and, desc, eq, gt } from 'drizzle-orm';
import { dataExports, type DataExportRow } from '../../../../db/schema';
import type { TDataExportStatus } from '../../../../shared/schemas/account';
import type { Ctx } from '../../../context';

export const EXPORT_DOWNLOAD_PATH = '/api/user/export';

/** The user's newest export that has not expired, whatever its state. */
export async function latestExport(ctx: Pick<Ctx, 'db' | 'now'>, userId: number): Promise<DataExportRow | null> {
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.expiresAt, ctx.now())))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

export function toExportStatus(row: DataExportRow | null): TDataExportStatus {
  if (!row) {
    return { status: 'none', progress: 0, requestedAt: null, readyAt: null, expiresAt: null, sizeBytes: null, photoCount: null, downloadUrl: null };
  }
  return {
    status: row.status,
    progress: row.status === 'ready' ? 100 : row.progress,
    requestedAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.status === 'ready' ? row.expiresAt.toISOString() : null,
    sizeBytes: row.sizeBytes,
    photoCount: row.photoCount,
    downloadUrl: row.status === 'ready' ? EXPORT_DOWNLOAD_PATH : null,
  };
}

/** GET /api/user/export/status */
export async function exportStatus(ctx: Pick<Ctx, 'db' | 'now'>, userId: number): Promise<TDataExportStatus> {
  return toExportStatus(await latestExport(ctx, userId));
}
