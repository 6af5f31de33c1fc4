import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types; its constructor, run() and close() are all this helper uses.
import S3rver from 's3rver';
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

/**
 * An S3 API implementation (s3rver, on npm) on a free local port, storing in a temporary folder:
 * the adapter runs the real AWS SDK against it, not a hand-written fake. s3rver refuses an unknown
 * access key but does not recompute SigV4 signatures.
 */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'ww-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const { port } = (await server.run()) as { address: string; port: number };
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
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
