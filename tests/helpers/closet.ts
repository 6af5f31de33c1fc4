import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { AppDeps } from '../../src/server/app';
import { createTestApp, type TestApp } from './test-app';

/** A test app whose photos go to a throwaway folder, so tests can look at (and never pollute) ./data. */
export async function createClosetTestApp(
  kind: 'pglite' | 'postgres',
  now?: () => Date,
  deps: Pick<AppDeps, 'onboardingAi'> = {},
): Promise<TestApp & { uploadsDir: string }> {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'ww-closet-'));
  const t = await createTestApp(kind, { configOverrides: { storage: { provider: 'local', dir: uploadsDir } }, ...(now ? { now } : {}), ...deps });
  return {
    ...t,
    uploadsDir,
    close: async () => {
      await t.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** A product-like photo: a shirt shape on a white background. */
export function shirtSvg(fill = '#1f2a44', width = 300, height = 300) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 200 200"><rect width="200" height="200" fill="#ffffff"/>` +
      `<path d="M60 20 L90 10 Q100 30 110 10 L140 20 L180 60 L160 85 L145 72 L145 190 L55 190 L55 72 L40 85 L20 60 Z" fill="${fill}"/></svg>`,
  );
}

export const shirtJpeg = (fill?: string, side = 300) =>
  sharp(shirtSvg(fill, side, side))
    .jpeg({ quality: 85 })
    .toBuffer();

export function photoForm(bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg', field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/** Only the header of a PNG claiming 20000 x 20000 pixels: a decompression bomb's calling card. */
export function hugePngHeader(width = 20000, height = 20000): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
