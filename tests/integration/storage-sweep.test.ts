import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type StoragePort } from '../../src/adapters/storage';
import { jobDefinitions } from '../../src/server/job-list';
import { sweepStorage } from '../../src/server/services/maintenance/sweep-storage';
import { startLocalS3, type LocalS3 } from '../helpers/s3rver';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const HOUR = 60 * 60_000;
const key = (n: number) => `${String(n).padStart(32, 'a')}.jpg`;

describe.each(databaseKinds)('storage sweep on %s', (kind) => {
  let s3: LocalS3;
  const bucket = `sweep-${kind}`;
  beforeAll(async () => {
    s3 = await startLocalS3([bucket]);
  });
  afterAll(() => s3.close());

  it('runs hourly on the job queue', () => {
    const job = jobDefinitions.find((d) => d.name === 'storage-sweep');
    expect(job?.schedule?.cron).toMatch(/^\d+ \* \* \* \*$/);
  });

  /**
   * What kill -9 leaves: a file whose item row never got written, a pending upload nobody saved,
   * plus what must stay: an item's photo, a fresh pending upload, a file still being uploaded.
   */
  async function scenario(t: TestApp, storage: StoragePort, setAge: (key: string, modifiedAt: Date) => Promise<void>) {
    const now = t.ctx.now();
    const { user } = await t.signUp();
    for (const n of [1, 2, 3, 4, 5]) await storage.put(key(n), Buffer.from(`photo ${n}`), 'image/jpeg');
    // 1: an item's photo. 2: orphan (row lost). 3: pending, 2 days old. 4: pending, fresh. 5: orphan but written a minute ago.
    await t.database.execute(`insert into clothing_items (user_id, name, category, color, image_key, image_url) values ($1, 'Shirt', 'Tops', 'Blue', $2, $3)`, [
      user.id,
      key(1),
      storage.url(key(1)),
    ]);
    await t.database.execute(`insert into closet_uploads (key, user_id, image_url, created_at) values ($1, $2, $3, $4), ($5, $2, $6, $7)`, [
      key(3),
      user.id,
      storage.url(key(3)),
      new Date(now.getTime() - 48 * HOUR).toISOString(),
      key(4),
      storage.url(key(4)),
      new Date(now.getTime() - HOUR).toISOString(),
    ]);
    for (const n of [1, 2, 3, 4]) await setAge(key(n), new Date(now.getTime() - 48 * HOUR));
    await setAge(key(5), new Date(now.getTime() - 60_000));

    const result = await sweepStorage(t.ctx);
    expect(result).toEqual({ expiredUploads: 1, orphanFiles: 1 });
    const left = await t.database.execute(`select key from closet_uploads order by key`);
    expect(left.rows.map((r) => r.key)).toEqual([key(4)]);
    // A second run finds nothing more to do.
    expect(await sweepStorage(t.ctx)).toEqual({ expiredUploads: 0, orphanFiles: 0 });
  }

  it('deletes orphan files and day-old pending uploads on local storage', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ww-sweep-'));
    const t = await createTestApp(kind, { configOverrides: { storage: { provider: 'local', dir } } });
    try {
      writeFileSync(join(dir, 'README.txt'), 'not a photo: the sweep leaves names it never writes alone');
      await scenario(t, t.ctx.storage, async (k, at) => utimesSync(join(dir, k), at, at));
      expect(readdirSync(dir).sort()).toEqual([key(1), key(4), key(5), 'README.txt'].sort());
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('deletes orphan objects and day-old pending uploads on S3, across listing pages', async () => {
    const storage = createStorage(s3.config(bucket));
    const t = await createTestApp(kind, { storage });
    try {
      // Enough referenced objects to need several list pages (the sweep asks for 500 at a time).
      const { user } = await t.signUp();
      for (let n = 100; n < 1150; n += 25) {
        await Promise.all(Array.from({ length: 25 }, (_, i) => storage.put(key(n + i), Buffer.from('x'), 'image/jpeg')));
      }
      for (let n = 100; n < 1150; n++) s3.setModified(bucket, key(n), new Date(0));
      await t.database.execute(
        `insert into clothing_items (user_id, name, category, color, image_key) select $1, 'Old', 'Tops', 'Gray', lpad(g::text, 32, 'a') || '.jpg' from generate_series(100, 1149) g`,
        [user.id],
      );
      await scenario(t, storage, async (k, at) => {
        s3.setModified(bucket, k, at);
      });
      const left: string[] = [];
      for await (const page of storage.list()) left.push(...page.map((o) => o.key));
      expect(left).toHaveLength(1050 + 3);
      expect(left).toEqual(expect.arrayContaining([key(1), key(4), key(5)]));
      expect(left).not.toContain(key(2));
      expect(left).not.toContain(key(3));
    } finally {
      await t.close();
    }
    // 1,050 real PUTs through the SDK to s3rver: a minute on a loaded machine.
  }, 180_000);
});
