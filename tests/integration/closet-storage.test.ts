import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/adapters/storage';
import { loadConfig } from '../../src/server/config';
import { photoForm, shirtJpeg } from '../helpers/closet';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Just enough of the S3 REST API (path-style PUT, GET, DELETE) to run the real SDK against. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      requests.push(`${req.method} ${path} ${req.headers.authorization?.startsWith('AWS4-HMAC-SHA256') ? 'signed' : 'unsigned'}`);
      if (req.method === 'PUT') {
        objects.set(path, { body: Buffer.concat(chunks), type: String(req.headers['content-type'] ?? '') });
        res.writeHead(200, { ETag: '"fake"' }).end();
      } else if (req.method === 'GET') {
        const o = objects.get(path);
        if (!o) {
          res.writeHead(404, { 'Content-Type': 'application/xml' }).end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          return;
        }
        res.writeHead(200, { 'Content-Type': o.type, 'Content-Length': o.body.length }).end(o.body);
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects, requests };
}

describe('S3 storage adapter', () => {
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => s3.server.close(() => r())));

  const env = () => ({ S3_ENDPOINT: endpoint, S3_BUCKET: 'closet', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' });

  it('is chosen only when all four S3 values are set', () => {
    const base = { NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u@h/d' };
    expect(loadConfig({ ...base, ...env() }).storage).toMatchObject({ provider: 's3', bucket: 'closet', region: 'us-east-1' });
    expect(loadConfig({ ...base, ...env(), S3_BUCKET: '' }).storage).toMatchObject({ provider: 'local' });
    expect(loadConfig({ ...base, DATA_DIR: '/tmp/ww-x' }).storage).toEqual({ provider: 'local', dir: '/tmp/ww-x/uploads' });
  });

  it('puts, gets and deletes signed objects; a missing object is null', async () => {
    const storage = createStorage({
      provider: 's3',
      endpoint,
      bucket: 'closet',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
      region: 'us-east-1',
    });
    await storage.put('0123456789abcdef0123456789abcdef.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(s3.objects.get('/closet/0123456789abcdef0123456789abcdef.jpg')).toMatchObject({ type: 'image/jpeg' });
    const got = await storage.get('0123456789abcdef0123456789abcdef.jpg');
    expect(got?.body.toString()).toBe('jpeg bytes');
    expect(got?.contentType).toBe('image/jpeg');
    await storage.delete('0123456789abcdef0123456789abcdef.jpg');
    expect(await storage.get('0123456789abcdef0123456789abcdef.jpg')).toBeNull();
    expect(s3.requests.every((r) => r.endsWith('signed'))).toBe(true);
    await expect(storage.put('../escape.jpg', Buffer.from(''), 'image/jpeg')).rejects.toThrow(/Unsafe/);
    expect(storage.url('a.jpg')).toBe('/uploads/a.jpg');
    expect(
      createStorage({
        provider: 's3',
        endpoint,
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
      expect(s3.objects.has(`/closet/${key}`)).toBe(true);
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
      expect(s3.objects.has(`/closet/${key}`)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
