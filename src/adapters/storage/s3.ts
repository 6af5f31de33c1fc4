import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, contentTypeFor, SAFE_KEY, UPLOADS_PATH, type StorageConfig, type StoragePort, type StoredObject, type StoredObjectInfo } from './port';

type S3Config = Extract<StorageConfig, { provider: 's3' }>;

/** Any S3-compatible service (AWS S3, Cloudflare R2, MinIO, Backblaze B2...). */
export class S3Storage implements StoragePort {
  readonly name = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Path-style works on every S3-compatible service; virtual-host style needs DNS per bucket.
      forcePathStyle: true,
    });
  }

  async put(key: string, body: Buffer | Promise<Buffer>, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: await body,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!out.Body) return null;
      return { body: Buffer.from(await out.Body.transformToByteArray()), contentType: out.ContentType ?? contentTypeFor(key) };
    } catch (error) {
      if (
        error instanceof NoSuchKey ||
        (error as { name?: string }).name === 'NoSuchKey' ||
        (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      )
        return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async *list(pageSize = 500): AsyncIterable<StoredObjectInfo[]> {
    let token: string | undefined;
    do {
      const out = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, MaxKeys: pageSize, ContinuationToken: token }));
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
