import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type StoragePort } from '../../src/adapters/storage';
import { jobDefinitions } from '../../src/server/job-list';
import { sweepStorage } from '../../src/server/services/maintenance/sweep-storage';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const HOUR = 60 * 60_000;
const key = (n: number) => `${String(n).padStart(32, 'a')}.jpg`;

/** Just enough of S3 (path-style PUT, GET, DELETE and ListObjectsV2 with paging) for the real SDK. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; modified: Date }>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const [, bucket, ...rest] = decodeURIComponent(url.pathname).split('/');
      const name = rest.join('/');
      if (req.method === 'GET' && !name && url.searchParams.get('list-type') === '2') {
        const max = Number(url.searchParams.get('max-keys') ?? 1000);
        const all = [...objects.keys()].filter((k) => k.startsWith(`${bucket}/`)).sort();
        const start = Number(url.searchParams.get('continuation-token') ?? 0);
        const page = all.slice(start, start + max);
        const truncated = start + max < all.length;
        const contents = page
          .map(
            (k) =>
              `<Contents><Key>${k.slice(bucket!.length + 1)}</Key><LastModified>${objects.get(k)!.modified.toISOString()}</LastModified><Size>1</Size></Contents>`,
          )
          .join('');
        res
          .writeHead(200, { 'Content-Type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${
              truncated ? `<NextContinuationToken>${start + max}</NextContinuationToken>` : ''
            }${contents}</ListBucketResult>`,
          );
      } else if (req.method === 'PUT') {
        objects.set(`${bucket}/${name}`, { body: Buffer.concat(chunks), modified: new Date() });
        res.writeHead(200, { ETag: '"fake"' }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(`${bucket}/${name}`);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects };
}

describe.each(databaseKinds)('storage sweep on %s', (kind) => {
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => s3.server.close(() => r())));

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
    const storage = createStorage({
      provider: 's3',
      endpoint,
      bucket: `sweep-${kind}`,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
      region: 'us-east-1',
    });
    const t = await createTestApp(kind, { storage });
    try {
      // Enough referenced objects to need several list pages (the sweep asks for 500 at a time).
      const { user } = await t.signUp();
      for (let n = 100; n < 1150; n++) s3.objects.set(`sweep-${kind}/${key(n)}`, { body: Buffer.from('x'), modified: new Date(0) });
      await t.database.execute(
        `insert into clothing_items (user_id, name, category, color, image_key) select $1, 'Old', 'Tops', 'Gray', lpad(g::text, 32, 'a') || '.jpg' from generate_series(100, 1149) g`,
        [user.id],
      );
      await scenario(t, storage, async (k, at) => {
        s3.objects.get(`sweep-${kind}/${k}`)!.modified = at;
      });
      const left = [...s3.objects.keys()].filter((k) => k.startsWith(`sweep-${kind}/`)).map((k) => k.split('/')[1]);
      expect(left).toHaveLength(1050 + 3);
      expect(left).toEqual(expect.arrayContaining([key(1), key(4), key(5)]));
      expect(left).not.toContain(key(2));
      expect(left).not.toContain(key(3));
    } finally {
      await t.close();
    }
  });
});
