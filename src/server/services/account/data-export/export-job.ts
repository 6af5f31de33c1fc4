import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { dataExports } from '../../../../db/schema';
import { DATA_EXPORT_TTL_DAYS } from '../../../../shared/schemas/account';
import type { Ctx } from '../../../context';
import { defineJob } from '../../../jobs/define';
import { exportUser } from '../../administration/database/users';
import { userStoredKeys } from '../stored-keys';

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
 * Builds one "Download my data" zip (ADR 0088): the operator's JSON export of every row with the
 * user's id (secrets left out), plus the photo files themselves read through the storage port,
 * written back to storage as one zip; the row says where, and how far along it is. Works on any
 * worker process: everything it reads and writes is in the database or storage.
 */
export const dataExportJob = defineJob<{ exportId: string }>({
  name: 'data-export',
  queue: { retryLimit: RETRY_LIMIT, retryDelay: 30 },
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
  const [row] = await ctx.db
    .update(dataExports)
    .set({ status: 'running', progress: 1 })
    .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, ['queued', 'running'])))
    .returning();
  if (!row) return;
  const progress = (value: number) => ctx.db.update(dataExports).set({ progress: value }).where(eq(dataExports.id, exportId));

  const document = await exportUser(ctx, row.userId);
  const photoKeys = await userStoredKeys(ctx, row.userId, ['data_exports']);
  await progress(10);

  const files: Zippable = {};
  let photos = 0;
  let reported = 10;
  for (const [i, key] of photoKeys.entries()) {
    const object = await ctx.storage.get(key);
    // A photo whose file went missing is left out, not a reason to fail the whole export.
    if (object) {
      // Photos are compressed already: stored as they are, so zipping costs a copy, not a deflate.
      files[`photos/${key}`] = [new Uint8Array(object.body), { level: 0 }];
      photos++;
    }
    const now = 10 + Math.floor(((i + 1) / photoKeys.length) * 80);
    if (now - reported >= 10) await progress((reported = now));
  }
  const exportedAt = String(document.exportedAt);
  files['data.json'] = strToU8(JSON.stringify(document, null, 2));
  files['README.txt'] = strToU8(README(ctx.config.brandName, exportedAt, photos));
  const zip = Buffer.from(zipSync(files, { level: 6 }));

  // The key is on the row before the file exists, so the storage sweep never takes it for an orphan.
  const key = newExportKey();
  await ctx.db.update(dataExports).set({ storageKey: key, progress: 95 }).where(eq(dataExports.id, exportId));
  await ctx.storage.put(key, zip, 'application/zip');
  const readyAt = ctx.now();
  const [done] = await ctx.db
    .update(dataExports)
    .set({
      status: 'ready',
      progress: 100,
      sizeBytes: zip.length,
      photoCount: photos,
      readyAt,
      expiresAt: new Date(readyAt.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS),
    })
    .where(eq(dataExports.id, exportId))
    .returning({ id: dataExports.id });
  // The account was deleted while the zip was made: its file must not outlive it.
  if (!done) await ctx.storage.delete(key);
}
