import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { dataExports } from '../../../../db/schema';
import { DATA_EXPORT_TTL_DAYS } from '../../../../shared/schemas/account';
import type { Ctx } from '../../../context';
import { defineJob } from '../../../jobs/define';
import { deleteImageQuietly } from '../../closet/stored-images';
import { userStoredKeys } from '../stored-keys';
import { exportDocumentJson } from './export-document';
import { ZipStream } from './zip-stream';

const DAY_MS = 86_400_000;
const RETRY_LIMIT = 2;
/** The zip's name in storage: random like a photo's, so it cannot be guessed. */
const newExportKey = () => `export-${randomBytes(16).toString('hex')}.zip`;

const README = (brand: string, exportedAt: string, photos: number) => `${brand}: your data, exported ${exportedAt}

data.json     everything stored about you: your account (without your password), your closet,
              outfits, style profile, calendar, texts and every other record with your id.
photos/       the ${photos} photo file(s) you stored; a record's "image_key" names its file here.
`;

/**
 * Builds one "Download my data" zip (ADR 0088, streamed since ADR 0103): the operator's JSON
 * export of every row with the user's id (secrets left out), plus the photo files themselves read
 * through the storage port, streamed back to storage as one zip; the row says where, and how far
 * along it is. Works on any worker process: everything it reads and writes is in the database
 * or storage.
 */
export const dataExportJob = defineJob<{ exportId: string }>({
  name: 'data-export',
  // A heartbeat: a dead worker's export is taken up again within a minute, not after pg-boss's 15-minute expiry (ADR 0105).
  queue: { retryLimit: RETRY_LIMIT, retryDelay: 10, heartbeatSeconds: 15 },
  work: { localConcurrency: 1 },
  async handle(ctx, data, meta) {
    try {
      await buildExport(ctx, data.exportId);
    } catch (error) {
      if (meta.retryCount < RETRY_LIMIT) throw error;
      ctx.log.error({ err: error, exportId: data.exportId }, 'data export failed');
      await ctx.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, data.exportId));
    }
  },
});

export async function buildExport(ctx: Ctx, exportId: string): Promise<void> {
  // queued → running; a retry finds it running and goes again. Gone or finished: nothing to do.
  const [before] = await ctx.db.select({ storageKey: dataExports.storageKey }).from(dataExports).where(eq(dataExports.id, exportId));
  const [row] = await ctx.db
    .update(dataExports)
    .set({ status: 'running', progress: 1 })
    .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, ['queued', 'running'])))
    .returning();
  if (!row) return;
  // A retry starts a new file: whatever an earlier attempt left goes.
  await deleteImageQuietly(ctx, before?.storageKey);
  const progress = (value: number) => ctx.db.update(dataExports).set({ progress: value }).where(eq(dataExports.id, exportId));

  const photoKeys = await userStoredKeys(ctx, row.userId, ['data_exports']);
  // The key is on the row before the file exists, so the storage sweep never takes it for an orphan.
  const key = newExportKey();
  await ctx.db.update(dataExports).set({ storageKey: key, progress: 5 }).where(eq(dataExports.id, exportId));

  // Streamed to storage as it is made (issue 37): never the whole zip in memory, only one photo
  // and about a megabyte of zip waiting for storage.
  const zip = new ZipStream();
  const storing = ctx.storage.putStream(key, zip.output, 'application/zip');
  storing.catch(() => undefined);
  let photos = 0;
  try {
    const exportedAt = ctx.now().toISOString();
    await zip.addText('data.json', exportDocumentJson(ctx, row.userId, exportedAt));
    await progress(10);
    let reported = 10;
    for (const [i, photoKey] of photoKeys.entries()) {
      const object = await ctx.storage.get(photoKey);
      // A photo whose file went missing is left out, not a reason to fail the whole export.
      if (object) {
        // Photos are compressed already: stored as they are, so zipping costs a copy, not a deflate.
        await zip.addStored(`photos/${photoKey}`, new Uint8Array(object.body));
        photos++;
      }
      const now = 10 + Math.floor(((i + 1) / photoKeys.length) * 85);
      if (now - reported >= 10) await progress((reported = now));
    }
    await zip.addText('README.txt', [README(ctx.config.brandName, exportedAt, photos)]);
    zip.end();
  } catch (error) {
    zip.abort(error instanceof Error ? error : new Error(String(error)));
    await storing.catch(() => undefined);
    throw error;
  }
  const sizeBytes = await storing;

  const readyAt = ctx.now();
  const [done] = await ctx.db
    .update(dataExports)
    .set({
      status: 'ready',
      progress: 100,
      sizeBytes,
      photoCount: photos,
      readyAt,
      expiresAt: new Date(readyAt.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS),
    })
    .where(eq(dataExports.id, exportId))
    .returning({ id: dataExports.id });
  // The account was deleted while the zip was made: its file must not outlive it.
  if (!done) return void (await deleteImageQuietly(ctx, key));
  await dropOlderExports(ctx, row.userId, exportId);
}

/**
 * Only the newest export is kept (issue 37): once a new zip is ready, the earlier ones (ready,
 * failed) go with their files, so an account holds one zip however often it asks.
 */
async function dropOlderExports(ctx: Ctx, userId: number, keepId: string): Promise<void> {
  const older = await ctx.db
    .delete(dataExports)
    .where(and(eq(dataExports.userId, userId), ne(dataExports.id, keepId), inArray(dataExports.status, ['ready', 'failed'])))
    .returning({ key: dataExports.storageKey });
  for (const { key } of older) await deleteImageQuietly(ctx, key);
}
