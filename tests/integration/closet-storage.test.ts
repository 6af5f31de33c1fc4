import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_POLICY } from '../../src/domain/storage/sweep-plan';
import { purgeDeletedItems } from '../../src/server/services/closet/purge-deleted-items';
import { createStorage } from '../../src/adapters/storage';
import { loadConfig } from '../../src/server/config';
import { photoForm, shirtJpeg } from '../helpers/closet';
import { startLocalS3, type LocalS3 } from '../helpers/s3rver';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('S3 storage adapter', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3(['closet']);
  });
  afterAll(() => s3.close());

  const env = () => s3.env('closet');
  const stored = async (key: string) => (await createStorage(s3.config('closet')).get(key)) !== null;

  it('is chosen only when all four S3 values are set; some but not all stop start-up naming the missing ones', () => {
    const base = { NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u@h/d' };
    expect(loadConfig({ ...base, ...env() }).storage).toMatchObject({ provider: 's3', bucket: 'closet', region: 'us-east-1' });
    expect(() => loadConfig({ ...base, ...env(), S3_BUCKET: '' })).toThrow(/S3_BUCKET: missing/);
    expect(loadConfig({ ...base, DATA_DIR: '/tmp/ww-x' }).storage).toEqual({ provider: 'local', dir: '/tmp/ww-x/uploads' });
  });

  it('puts, lists, gets and deletes objects through the AWS SDK; a missing object is null; an unknown key is refused', async () => {
    const storage = createStorage(s3.config('closet'));
    await storage.put('0123456789abcdef0123456789abcdef.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const listed: string[] = [];
    for await (const page of storage.list()) listed.push(...page.map((o) => o.key));
    expect(listed).toContain('0123456789abcdef0123456789abcdef.jpg');
    const got = await storage.get('0123456789abcdef0123456789abcdef.jpg');
    expect(got?.body.toString()).toBe('jpeg bytes');
    expect(got?.contentType).toBe('image/jpeg');
    await storage.delete('0123456789abcdef0123456789abcdef.jpg');
    expect(await storage.get('0123456789abcdef0123456789abcdef.jpg')).toBeNull();
    await storage.delete('0123456789abcdef0123456789abcdef.jpg');
    const stranger = createStorage({ ...s3.config('closet'), accessKeyId: 'NOBODY', secretAccessKey: 'nothing' });
    await expect(stranger.put('0123456789abcdef0123456789abcdef.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Access Key/);
    await expect(storage.put('../escape.jpg', Buffer.from(''), 'image/jpeg')).rejects.toThrow(/Unsafe/);
    expect(storage.url('a.jpg')).toBe('/uploads/a.jpg');
    expect(
      createStorage({
        provider: 's3',
        endpoint: s3.endpoint,
        bucket: 'b',
        accessKeyId: 'a',
        secretAccessKey: 's',
        region: 'auto',
        publicUrl: 'https://cdn.example.com/',
      }).url('a.jpg'),
    ).toBe('https://cdn.example.com/a.jpg');
  });

  it('carries a whole upload, serve and delete through the app', async () => {
    const t: TestApp = await createTestApp('pglite', { env: env() });
    try {
      expect(t.ctx.storage.name).toBe('s3');
      const { cookie } = await t.signUp();
      const up = await t.request({ method: 'POST', url: '/api/closet-images', cookie, payload: photoForm(await shirtJpeg()) });
      expect(up.statusCode).toBe(201);
      const key = up.json().imageKey;
      expect(await stored(key)).toBe(true);
      const served = await t.request({ method: 'GET', url: up.json().imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const item = await t.request({
        method: 'POST',
        url: '/api/clothing-items',
        cookie,
        payload: { name: 'Tee', category: 'Tops', color: 'Navy', imageUrl: up.json().imageUrl },
      });
      await t.request({ method: 'DELETE', url: `/api/clothing-items/${item.json().id}`, cookie });
      // Deleting can be undone for an hour (ADR 0093): the object goes with the purge, not before.
      expect(await stored(key)).toBe(true);
      await purgeDeletedItems(t.ctx, { ...SWEEP_POLICY, deletedItemTtlMs: -1 });
      expect(await stored(key)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
