import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_POLICY } from '../../src/domain/storage/sweep-plan';
import { purgeDeletedItems } from '../../src/server/services/closet/purge-deleted-items';
import { createClosetTestApp, hugePngHeader, photoForm, shirtJpeg, shirtSvg } from '../helpers/closet';
import { countRows, databaseKinds, type TestApp } from '../helpers/test-app';

type Signed = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(databaseKinds)('closet photos on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createClosetTestApp>>;
  let clock = new Date('2025-06-15T15:00:00Z');
  let owner: Signed;
  let other: Signed;

  beforeAll(async () => {
    t = await createClosetTestApp(kind, () => clock);
    owner = await t.signUp({ fullName: 'Photo Owner' });
    other = await t.signUp({ fullName: 'Photo Other' });
  });
  afterAll(() => t.close());

  const upload = (cookie: string | undefined, form: FormData) =>
    t.request({ method: 'POST', url: '/api/closet-images', ...(cookie ? { cookie } : {}), payload: form });
  const files = () => readdirSync(t.uploadsDir).filter((f) => !f.startsWith('.'));
  const fileOf = (url: string) => join(t.uploadsDir, url.split('/').pop()!);
  const createItem = (cookie: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/clothing-items', cookie, payload: { name: 'Shirt', category: 'Tops', color: 'Navy', ...payload } });

  it('stores an uploaded photo re-encoded to 400 px, detects its colour and serves it immutable', async () => {
    const res = await upload(owner.cookie, photoForm(await shirtJpeg('#1f2a44', 1200)));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(body.imageKey).toBe(body.imageUrl.split('/').pop());
    expect(body.detectedColor).toBe('Navy');

    const meta = await sharp(readFileSync(fileOf(body.imageUrl))).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 400 });

    const served = await t.request({ method: 'GET', url: body.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(readFileSync(fileOf(body.imageUrl)))).toBe(true);
  });

  it('accepts PNG and WebP too, and never enlarges a small photo', async () => {
    const png = await sharp(shirtSvg('#c62828', 200, 200))
      .png()
      .toBuffer();
    const webp = await sharp(shirtSvg('#556b2f', 500, 500))
      .webp()
      .toBuffer();
    const a = await upload(owner.cookie, photoForm(png, 'red.png', 'image/png'));
    const b = await upload(owner.cookie, photoForm(webp, 'olive.webp', 'image/webp'));
    expect(a.json().detectedColor).toBe('Red');
    expect(b.json().detectedColor).toBe('Olive');
    expect(await sharp(readFileSync(fileOf(a.json().imageUrl))).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 200 });
  });

  it('names the colour alike whether the JPEG is read from its blocks (baseline) or decoded by sharp (progressive)', async () => {
    for (const [fill, name] of [
      ['#1f2a44', 'Navy'],
      ['#c62828', 'Red'],
      ['#708238', 'Olive'],
    ]) {
      const photo = sharp(shirtSvg(fill, 400, 400));
      const baseline = await upload(owner.cookie, photoForm(await photo.clone().jpeg({ quality: 80 }).toBuffer()));
      const progressive = await upload(owner.cookie, photoForm(await photo.clone().jpeg({ quality: 80, progressive: true }).toBuffer()));
      expect([baseline.statusCode, progressive.statusCode]).toEqual([201, 201]);
      expect([baseline.json().detectedColor, progressive.json().detectedColor]).toEqual([name, name]);
      expect(await sharp(readFileSync(fileOf(baseline.json().imageUrl))).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    }
  });

  it('strips EXIF (GPS included) and applies the orientation before dropping it', async () => {
    const tagged = await sharp(await shirtJpeg('#1f2a44', 300))
      .resize(300, 200, { fit: 'fill' })
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Copyright: 'Secret Person', Artist: 'Home address' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 0/1' } },
      })
      .jpeg()
      .toBuffer();
    const before = await sharp(tagged).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const res = await upload(owner.cookie, photoForm(tagged));
    expect(res.statusCode).toBe(201);
    const stored = readFileSync(fileOf(res.json().imageUrl));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Person'))).toBe(false);
    // Orientation 6 means "rotate 90°": the 300 x 200 pixels are stored upright, as portrait.
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 200, height: 300 });
  });

  it.each([
    ['a renamed HTML file', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'photo.jpg', 'image/jpeg'],
    ['an SVG', shirtSvg(), 'shirt.svg', 'image/svg+xml'],
    [
      'an SVG renamed to PNG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'),
      'x.png',
      'image/png',
    ],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'x.gif', 'image/gif'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'), 'x.jpg', 'image/jpeg'],
    [
      // A ZIP whose deflated entry has junk after its end: file-type throws while inflating it.
      'a damaged ZIP',
      Buffer.from(
        '504b03041400000008000000000000000000140000000f000000130000005b436f6e74656e745f54797065735d2e786d6cb309a92c482db6b3d187d0004a554e4b4a554e4b',
        'hex',
      ),
      'photo.jpg',
      'image/jpeg',
    ],
  ])('refuses %s by its content with a clear 400, storing nothing', async (_label, bytes, name, type) => {
    const before = { files: files().length, rows: await countRows(t.database, 'closet_uploads') };
    const res = await upload(owner.cookie, photoForm(bytes, name, type));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Please upload a JPEG, PNG, or WebP image.', field: 'image' });
    expect({ files: files().length, rows: await countRows(t.database, 'closet_uploads') }).toEqual(before);
  });

  it('refuses a photo over 5MB', async () => {
    const big = Buffer.concat([await shirtJpeg(), Buffer.alloc(5 * 1024 * 1024)]);
    const before = files().length;
    const res = await upload(owner.cookie, photoForm(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Please upload an image smaller than 5MB.', field: 'image' });
    expect(files().length).toBe(before);
  });

  it('refuses a 20000 x 20000 PNG from its header, without decoding it', async () => {
    // Only a header: had the pipeline tried to decode, it would answer 'could not be read'.
    const header = hugePngHeader();
    expect(await sharp(header, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20000, height: 20000 });
    const res = await upload(owner.cookie, photoForm(header, 'bomb.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'image', message: 'This image has too many pixels (over 24 megapixels). Please use a smaller photo.' });
  });

  it('refuses a corrupt JPEG, a request without a file, a non-multipart body and an anonymous upload', async () => {
    const jpeg = await shirtJpeg();
    const before = { files: files().length, rows: await countRows(t.database, 'closet_uploads') };
    // Cut in its headers, and cut in its picture data (whole headers: the colour reader gets as far as the blocks).
    for (const cut of [200, Math.floor(jpeg.length * 0.7)]) {
      const res = await upload(owner.cookie, photoForm(jpeg.subarray(0, cut)));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'image', message: 'This image could not be read. Please try another photo.' });
    }
    expect({ files: files().length, rows: await countRows(t.database, 'closet_uploads') }).toEqual(before);
    const noFile = new FormData();
    noFile.append('note', 'hello');
    expect((await upload(owner.cookie, noFile)).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'image' });
    const json = await t.request({ method: 'POST', url: '/api/closet-images', cookie: owner.cookie, payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await upload(undefined, photoForm(await shirtJpeg()))).statusCode).toBe(401);
  });

  it('saves an uploaded photo on an item once, and only for the uploader', async () => {
    const { imageUrl } = (await upload(owner.cookie, photoForm(await shirtJpeg()))).json();
    const stolen = await createItem(other.cookie, { imageUrl });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ field: 'imageUrl' });

    const item = await createItem(owner.cookie, { imageUrl });
    expect(item.statusCode).toBe(201);
    expect(item.json().imageUrl).toBe(imageUrl);
    const again = await createItem(owner.cookie, { imageUrl });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('already used');
    expect((await t.database.execute('select count(*)::int as n from closet_uploads where key = $1', [imageUrl.split('/').pop()])).rows[0]!.n).toBe(0);
  });

  it('replacing a photo deletes the old file; removing it deletes it too; deleting the item deletes its file', async () => {
    const first = (await upload(owner.cookie, photoForm(await shirtJpeg('#c62828')))).json().imageUrl;
    const item = (await createItem(owner.cookie, { imageUrl: first })).json();
    const second = (await upload(owner.cookie, photoForm(await shirtJpeg('#2f5da8')))).json().imageUrl;

    const same = await t.request({ method: 'PATCH', url: `/api/clothing-items/${item.id}`, cookie: owner.cookie, payload: { imageUrl: first, size: 'L' } });
    expect(same.json().imageUrl).toBe(first);
    expect(existsSync(fileOf(first))).toBe(true);

    const replaced = await t.request({ method: 'PATCH', url: `/api/clothing-items/${item.id}`, cookie: owner.cookie, payload: { imageUrl: second } });
    expect(replaced.json().imageUrl).toBe(second);
    expect(existsSync(fileOf(first))).toBe(false);
    expect((await t.request({ method: 'GET', url: first })).statusCode).toBe(404);

    const removed = await t.request({ method: 'PATCH', url: `/api/clothing-items/${item.id}`, cookie: owner.cookie, payload: { imageUrl: null } });
    expect(removed.json().imageUrl).toBeNull();
    expect(existsSync(fileOf(second))).toBe(false);

    const third = (await upload(owner.cookie, photoForm(await shirtJpeg()))).json().imageUrl;
    await t.request({ method: 'PATCH', url: `/api/clothing-items/${item.id}`, cookie: owner.cookie, payload: { imageUrl: third } });
    expect(existsSync(fileOf(third))).toBe(true);
    expect((await t.request({ method: 'DELETE', url: `/api/clothing-items/${item.id}`, cookie: owner.cookie })).statusCode).toBe(200);
    // Deleting can be undone for an hour (ADR 0093): the file goes with the purge, not before.
    expect(existsSync(fileOf(third))).toBe(true);
    await purgeDeletedItems(t.ctx, { ...SWEEP_POLICY, deletedItemTtlMs: -1 });
    expect(existsSync(fileOf(third))).toBe(false);
    expect((await t.request({ method: 'GET', url: third })).statusCode).toBe(404);
  });

  it('two edits racing to replace a photo leave exactly one file, the one the item shows', async () => {
    const first = (await upload(owner.cookie, photoForm(await shirtJpeg()))).json().imageUrl;
    const item = (await createItem(owner.cookie, { imageUrl: first })).json();
    const [a, b] = await Promise.all([
      upload(owner.cookie, photoForm(await shirtJpeg('#c62828'))),
      upload(owner.cookie, photoForm(await shirtJpeg('#2f5da8'))),
    ]);
    const results = await Promise.all(
      [a.json().imageUrl, b.json().imageUrl].map((imageUrl) =>
        t.request({ method: 'PATCH', url: `/api/clothing-items/${item.id}`, cookie: owner.cookie, payload: { imageUrl } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const final = (await t.database.execute('select image_url from clothing_items where id = $1', [item.id])).rows[0]!.image_url as string;
    const survivors = [first, a.json().imageUrl, b.json().imageUrl].filter((u) => existsSync(fileOf(u)));
    expect(survivors).toEqual([final]);
  });

  it('accepts a data URL in imageUrl (spec compatibility) and stores it as a file, through the same checks', async () => {
    const dataUrl = `data:image/jpeg;base64,${(await shirtJpeg('#6f4e37', 600)).toString('base64')}`;
    const res = await createItem(owner.cookie, { imageUrl: dataUrl, color: 'Brown' });
    expect(res.statusCode).toBe(201);
    const url = res.json().imageUrl;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(await sharp(readFileSync(fileOf(url))).metadata()).toMatchObject({ width: 400, height: 400 });
    const row = await t.database.execute('select image_url, image_key from clothing_items where id = $1', [res.json().id]);
    expect(String(row.rows[0]!.image_url).startsWith('data:')).toBe(false);

    const before = { items: await countRows(t.database, 'clothing_items'), files: files().length };
    const svg = await createItem(owner.cookie, { imageUrl: `data:image/png;base64,${shirtSvg().toString('base64')}` });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ field: 'imageUrl', message: 'Please upload a JPEG, PNG, or WebP image.' });
    const notBase64 = await createItem(owner.cookie, { imageUrl: 'data:text/html,<script>alert(1)</script>' });
    expect(notBase64.statusCode).toBe(400);
    const huge = await createItem(owner.cookie, { imageUrl: `data:image/jpeg;base64,${Buffer.alloc(5 * 1024 * 1024 + 10).toString('base64')}` });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ field: 'imageUrl', message: 'Please upload an image smaller than 5MB.' });
    const bomb = await createItem(owner.cookie, { imageUrl: `data:image/png;base64,${hugePngHeader().toString('base64')}` });
    expect(bomb.statusCode).toBe(400);
    expect({ items: await countRows(t.database, 'clothing_items'), files: files().length }).toEqual(before);
  });

  it('a failed save leaves no file behind', async () => {
    const before = files().length;
    const bulk = await t.request({
      method: 'POST',
      url: '/api/clothing-items/bulk',
      cookie: owner.cookie,
      payload: {
        items: [
          { name: 'Good', category: 'Tops', color: 'Red', imageUrl: `data:image/jpeg;base64,${(await shirtJpeg()).toString('base64')}` },
          { name: 'Bad', category: 'Tops', color: 'Red', imageUrl: '/uploads/0123456789abcdef0123456789abcdef.jpg' },
        ],
      },
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json()).toMatchObject({ field: 'items.1.imageUrl' });
    expect(files().length).toBe(before);
  });

  it('sweeps uploads never saved on an item after a day', async () => {
    const abandoned = (await upload(owner.cookie, photoForm(await shirtJpeg()))).json().imageUrl;
    clock = new Date(clock.getTime() + 25 * 60 * 60 * 1000);
    const fresh = (await upload(owner.cookie, photoForm(await shirtJpeg()))).json().imageUrl;
    expect(existsSync(fileOf(abandoned))).toBe(false);
    expect(existsSync(fileOf(fresh))).toBe(true);
    expect((await createItem(owner.cookie, { imageUrl: abandoned })).statusCode).toBe(400);
    expect((await createItem(owner.cookie, { imageUrl: fresh })).statusCode).toBe(201);
  });

  it('serves only names the server could have generated', async () => {
    for (const url of ['/uploads/..%2F..%2Fpackage.json', '/uploads/.hidden.jpg', '/uploads/0123456789abcdef0123456789abcdef.jpg', '/uploads/x']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
