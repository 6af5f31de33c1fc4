import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { FaceApiDetector } from './face-api';

const require = createRequire(import.meta.url);
const demo = (name: string) => join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', name);

async function rgb(file: string | Buffer) {
  const { data, info } = await sharp(file).resize(800, 800, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

describe('face-api detector on the WebAssembly backend (weights from the package)', () => {
  const log = { warn: vi.fn() };
  const detector = new FaceApiDetector(log);

  it('finds the face in a real portrait shipped with face-api', async () => {
    const img = await rgb(demo('sample2.jpg'));
    const face = await detector.detect(img);
    expect(log.warn).not.toHaveBeenCalled();
    expect(face).not.toBeNull();
    expect(face!.score).toBeGreaterThan(0.5);
    expect(face!.width).toBeGreaterThan(50);
    expect(face!.x + face!.width).toBeLessThanOrEqual(img.width + 1);
  }, 60_000);

  it('finds nothing in a plain image', async () => {
    const plain = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 120, g: 160, b: 200 } } })
      .png()
      .toBuffer();
    expect(await detector.detect(await rgb(plain))).toBeNull();
  }, 60_000);
});
