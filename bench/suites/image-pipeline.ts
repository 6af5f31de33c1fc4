import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../../src/server/app';
import { freshDatabase, ORIGIN, testConfig } from '../../tests/helpers/test-app';
import { alternate, ROUNDS } from './rounds';
import { signUpForBench } from './sign-up';
import type { BenchResult, BenchSuite } from './types';

/** What the browser uploads: a 400 px JPEG at quality 0.8 of a photographed shirt (noise stands in for fabric and light). */
async function clientPhoto(): Promise<Buffer> {
  const shirt = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 200 200"><path d="M60 20 L90 10 Q100 30 110 10 L140 20 L180 60 L160 85 L145 72 L145 190 L55 190 L55 72 L40 85 L20 60 Z" fill="#1f2a44" fill-opacity="0.85"/></svg>`,
  );
  const noise = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ffffff', noise: { type: 'gaussian', mean: 215, sigma: 18 } } })
    .png()
    .toBuffer();
  return sharp(noise)
    .composite([{ input: shirt }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Runs `task` back to back for `seconds` after a short warm-up. Answers operations per second of
 * wall time, and the process CPU time (all threads: sharp works off the main thread) per operation,
 * which stays meaningful when other work shares the machine.
 */
async function rate(seconds: number, task: () => Promise<unknown>): Promise<{ perSecond: number; cpuMs: number }> {
  for (let i = 0; i < 10; i++) await task();
  let count = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    await task();
    count++;
  }
  const used = process.cpuUsage(cpu);
  return { perSecond: count / ((performance.now() - started) / 1000), cpuMs: (used.user + used.system) / 1000 / count };
}

/** The bytes a browser sends for FormData with one file, built once: the harness should not be what is measured. */
function multipartBody(photo: Buffer) {
  const boundary = '----wearwiseBench7MA4YWxkTrZu0gW';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const imagePipelineSuite: BenchSuite = {
  key: 'image-pipeline',
  name: `Closet photo upload (POST /api/closet-images) vs bare sharp decode+encode, medians of ${ROUNDS} alternating runs`,
  async run({ durationSeconds }) {
    const photo = await clientPhoto();
    const uploadsDir = mkdtempSync(join(tmpdir(), 'ww-bench-uploads-'));
    const { database, drop } = await freshDatabase('pglite');
    const app = await buildApp({ config: testConfig({ storage: { provider: 'local', dir: uploadsDir } }), database, logger: false });
    try {
      const { cookie } = await signUpForBench(app, 'Bench Mark', '+14155550189');
      let n = 0;
      const { body, contentType } = multipartBody(photo);
      const upload = async () => {
        n++;
        const res = await app.inject({
          method: 'POST',
          url: '/api/closet-images',
          // A new client address per request: the route's per-IP rate limit is not what is measured.
          remoteAddress: `127.3.${(n >> 8) & 255}.${n & 255}`,
          headers: { origin: ORIGIN, host: 'localhost:80', cookie, 'content-type': contentType },
          payload: body,
        });
        if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
      };
      const bare = () => sharp(photo).rotate().resize(400, 400, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();

      const { bare: bareRun, route: routeRun } = await alternate(
        { bare: () => rate(durationSeconds, bare), route: () => rate(durationSeconds, upload) },
        (r) => r.perSecond,
      );
      const ratio = routeRun.perSecond / bareRun.perSecond;
      return [
        { label: `bare sharp decode+encode (${Math.round(photo.length / 1024)} KB, 400 px)`, value: bareRun.perSecond, unit: 'img/s' },
        { label: 'full upload route on PGlite', value: routeRun.perSecond, unit: 'uploads/s' },
        { label: 'upload route / bare sharp', value: ratio, unit: 'ratio', target: '>= 0.5', met: ratio >= 0.5 },
        { label: 'CPU per bare decode+encode', value: bareRun.cpuMs, unit: 'ms' },
        { label: 'CPU per upload (all threads)', value: routeRun.cpuMs, unit: 'ms' },
        { label: 'bare CPU / upload CPU', value: bareRun.cpuMs / routeRun.cpuMs, unit: 'ratio' },
      ] satisfies BenchResult[];
    } finally {
      await app.close();
      await drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  },
};
