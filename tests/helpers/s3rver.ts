import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorageConfig } from '../../src/adapters/storage';

/** s3rver's default credentials (the only access key it knows). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  endpoint: string;
  /** The S3_* variables of a bucket on this server (created at start). */
  env(bucket: string): Record<string, string>;
  config(bucket: string): Extract<StorageConfig, { provider: 's3' }>;
  /** Backdates an object as if it had been stored at `at` (s3rver lists a file's mtime). */
  setModified(bucket: string, key: string, at: Date): void;
  close(): Promise<void>;
}

const SERVER = `
const S3rver = require('s3rver');
const [directory, buckets] = process.argv.slice(1);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: JSON.parse(buckets).map((name) => ({ name })) });
server.run().then(({ port }) => console.log(JSON.stringify({ port })));
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
`;

/**
 * An S3 API implementation (s3rver, on npm) on a free local port, storing in a temporary folder:
 * the adapter runs the real AWS SDK against it, not a hand-written fake. s3rver refuses an unknown
 * access key but does not recompute SigV4 signatures. It runs as its own process because its
 * listing continuation tokens use DES, which Node's OpenSSL 3 offers only with the legacy provider.
 */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'ww-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', SERVER, directory, JSON.stringify(buckets)], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}: ${out}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const config = (bucket: string) => ({
    provider: 's3' as const,
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    region: 'us-east-1',
  });
  return {
    endpoint,
    config,
    env: (bucket) => ({ S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY }),
    setModified(bucket, key, at) {
      utimesSync(join(directory, bucket, `${key}._S3rver_object`), at, at);
    },
    async close() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
