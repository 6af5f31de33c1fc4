import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeLoad, withinDecodeBudget } from '../../src/server/services/images/decode-budget';
import { createClosetTestApp, photoForm, shirtJpeg } from '../helpers/closet';
import { databaseKinds, type TestApp } from '../helpers/test-app';

/** Flat colour compresses to almost nothing in lossless WebP: a decode bomb. Made once per file (encoding it is slow). */
const bombs = new Map<number, Promise<Buffer>>();
const flatWebp = (side: number) => {
  if (!bombs.has(side)) {
    bombs.set(
      side,
      sharp({ create: { width: side, height: side, channels: 3, background: '#ffffff' } })
        .webp({ lossless: true, effort: 0 })
        .toBuffer(),
    );
  }
  return bombs.get(side)!;
};

/** A large photo-like JPEG (noise holds detail, so its bytes grow with its pixels): costly to decode, but honest. */
async function largeNoisyJpeg(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 40 })
    .toBuffer();
}

describe.each(databaseKinds)('decoding photos within a budget on %s', (kind) => {
  let t: TestApp & { uploadsDir: string };
  let cookie: string;
  beforeAll(async () => {
    t = await createClosetTestApp(kind);
    cookie = (await t.signUp()).cookie;
  }, 300_000);
  afterAll(() => t?.close());

  const upload = (bytes: Buffer, name: string, type: string) =>
    t.request({ method: 'POST', url: '/api/closet-images', cookie, payload: photoForm(bytes, name, type) });

  it('refuses a tiny WebP of 6300 × 6300 pixels, and one under 24 MP with far too few bytes, from the header alone', async () => {
    const probe = await flatWebp(6300);
    expect(probe.length).toBeLessThan(4000);
    const over = await upload(probe, 'bomb.webp', 'image/webp');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'image',
      message: 'This image has too many pixels (over 24 megapixels). Please use a smaller photo.',
    });

    const sparse = await flatWebp(4800);
    const under = await upload(sparse, 'sparse.webp', 'image/webp');
    expect(under.statusCode).toBe(400);
    expect(under.json().message).toBe('This image has far more pixels than its file size can hold as a photo. Please use an ordinary photo.');

    // The same refusal for onboarding's photos.
    const onboarding = await t.request({
      method: 'POST',
      url: '/api/ai-stylist/analyze-photos',
      cookie,
      payload: { photos: [`data:image/webp;base64,${sparse.toString('base64')}`] },
    });
    expect(onboarding.statusCode).toBe(400);
    expect(onboarding.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'photos.0',
      message: expect.stringMatching(/far more pixels than its file size/),
    });
  }, 300_000); // making the two bombs (encoding 40 and 23 MP) is slow on a busy machine; refusing them is not

  it('lets an ordinary upload through while the large lane is full, and refuses one more large photo with 429', async () => {
    const large = await largeNoisyJpeg(2600, 1800);
    expect(large.length).toBeLessThan(5 * 1024 * 1024);
    const ordinary = await shirtJpeg('#1f2a44', 400);

    // Fill the large lane as a crowd of large uploads would (one decoding, four waiting) and hold it,
    // so what follows does not depend on how fast this machine decodes.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = Array.from({ length: 5 }, () => withinDecodeBudget(large, () => gate));
    await vi.waitFor(() => expect(decodeLoad().large).toEqual({ running: 1, waiting: 4 }));

    const busy = await upload(large, 'large-refused.jpg', 'image/jpeg');
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many large photos are being processed right now. Please try again in a minute.',
    });
    // The ordinary photo is decoded in its own lane: it is answered while the large lane is still held.
    const own = await upload(ordinary, 'shirt.jpg', 'image/jpeg');
    expect(own.statusCode).toBe(201);

    open();
    for (const ran of await Promise.all(held)) expect(ran.ok).toBe(true);
    expect(decodeLoad().large).toEqual({ running: 0, waiting: 0 });

    // A real crowd: each large photo is processed in turn or refused as busy, never a 5xx.
    const crowd = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(large, `large-${i}.jpg`, 'image/jpeg')));
    for (const res of crowd) expect([201, 429]).toContain(res.statusCode);
    expect(crowd.some((res) => res.statusCode === 201)).toBe(true);
  });
});
