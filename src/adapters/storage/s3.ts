import type * as S3Sdk from '@aws-sdk/client-s3';
import { Transform, type Readable } from 'node:stream';
import {
  assertSafeKey,
  contentTypeFor,
  SAFE_KEY,
  UPLOADS_PATH,
  type StorageConfig,
  type StoragePort,
  type StoredObject,
  type StoredObjectInfo,
  type StoredStream,
} from './port';

type S3Config = Extract<StorageConfig, { provider: 's3' }>;

/** The smallest part S3 accepts in a multipart upload (the last part may be smaller). */
const S3_PART_BYTES = 5 * 1024 * 1024;

const isMissing = (sdk: typeof S3Sdk, error: unknown) =>
  error instanceof sdk.NoSuchKey ||
  (error as { name?: string }).name === 'NoSuchKey' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Any S3-compatible service (AWS S3, Cloudflare R2, MinIO, Backblaze B2...). */
export class S3Storage implements StoragePort {
  readonly name = 's3' as const;
  private loaded: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;

  constructor(private readonly config: S3Config) {}

  /** The AWS SDK, loaded by the first photo stored or read: nothing else in the product needs it (ADR 0064). */
  private sdk() {
    this.loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: this.config.endpoint,
        region: this.config.region,
        credentials: { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey },
        // Path-style works on every S3-compatible service; virtual-host style needs DNS per bucket.
        forcePathStyle: true,
      }),
    }));
    return this.loaded;
  }

  async put(key: string, body: Buffer | Promise<Buffer>, contentType: string): Promise<void> {
    assertSafeKey(key);
    const { sdk, client } = await this.sdk();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: await body,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async putStream(key: string, body: Readable, contentType: string): Promise<number> {
    assertSafeKey(key);
    const [{ client }, { Upload }] = await Promise.all([this.sdk(), import('@aws-sdk/lib-storage')]);
    let bytes = 0;
    const counted = body.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      }),
    );
    body.once('error', (error) => counted.destroy(error));
    // Parts of 5 MiB (S3's smallest), at most two in flight: memory stays at ~10 MiB whatever the
    // size; a failed upload is aborted, so no parts are left billed in the bucket.
    const upload = new Upload({
      client,
      params: { Bucket: this.config.bucket, Key: key, Body: counted, ContentType: contentType, CacheControl: 'private, no-store' },
      partSize: S3_PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
    return bytes;
  }

  async getStream(key: string): Promise<StoredStream | null> {
    assertSafeKey(key);
    const { sdk, client } = await this.sdk();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!out.Body) return null;
      return { body: out.Body as Readable, contentType: out.ContentType ?? contentTypeFor(key), size: out.ContentLength ?? null };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    const { sdk, client } = await this.sdk();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!out.Body) return null;
      return { body: Buffer.from(await out.Body.transformToByteArray()), contentType: out.ContentType ?? contentTypeFor(key) };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const { sdk, client } = await this.sdk();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async *list(pageSize = 500): AsyncIterable<StoredObjectInfo[]> {
    const { sdk, client } = await this.sdk();
    let token: string | undefined;
    do {
      const out = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.config.bucket, MaxKeys: pageSize, ContinuationToken: token }));
      const page = (out.Contents ?? [])
        .filter((o): o is typeof o & { Key: string } => typeof o.Key === 'string' && SAFE_KEY.test(o.Key))
        .map((o) => ({ key: o.Key, modifiedAt: o.LastModified ?? new Date(0) }));
      if (page.length) yield page;
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }

  url(key: string): string {
    return this.config.publicUrl ? `${this.config.publicUrl.replace(/\/+$/, '')}/${key}` : `${UPLOADS_PATH}/${key}`;
  }
}
