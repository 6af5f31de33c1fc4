import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ZipStream } from './zip-stream';

describe('ZipStream', () => {
  it('makes a complete zip while holding about a megabyte, however much is added, when storage is slow', async () => {
    const zip = new ZipStream();
    const files = Array.from({ length: 40 }, () => randomBytes(256 * 1024));
    const received: Buffer[] = [];
    let most = 0;
    // A slow consumer: reads a chunk, then waits, as an upload does.
    const reading = (async () => {
      for await (const chunk of zip.output) {
        received.push(chunk as Buffer);
        await sleep(1);
      }
    })();
    const watch = setInterval(() => {
      const output = zip.output as unknown as { readableLength: number; writableLength: number };
      most = Math.max(most, output.readableLength + output.writableLength);
    }, 1);
    try {
      for (const [i, bytes] of files.entries()) await zip.addStored(`photos/${i}.jpg`, bytes);
      await zip.addText('data.json', ['{"rows": [', '1, 2, 3', ']}']);
      zip.end();
      await reading;
    } finally {
      clearInterval(watch);
    }
    const total = received.reduce((n, c) => n + c.length, 0);
    expect(total).toBeGreaterThan(10 * 1024 * 1024);
    // Ten megabytes went through; never more than about two were waiting at once.
    expect(most).toBeLessThan(2.5 * 1024 * 1024);
    const unzipped = unzipSync(new Uint8Array(Buffer.concat(received)));
    for (const [i, bytes] of files.entries()) expect(Buffer.from(unzipped[`photos/${i}.jpg`]!).equals(bytes)).toBe(true);
    expect(JSON.parse(strFromU8(unzipped['data.json']!))).toEqual({ rows: [1, 2, 3] });
  });

  it('stops the writer when storage fails instead of leaving it waiting', async () => {
    const zip = new ZipStream();
    zip.output.once('data', () => zip.output.destroy(new Error('storage refused')));
    zip.output.on('error', () => undefined);
    await expect(
      (async () => {
        for (let i = 0; i < 20; i++) await zip.addStored(`photos/${i}.jpg`, randomBytes(512 * 1024));
      })(),
    ).rejects.toThrow(/storage refused|closed/);
  });
});
