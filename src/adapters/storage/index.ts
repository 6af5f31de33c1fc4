import { LocalStorage } from './local';
import type { StorageConfig, StoragePort } from './port';
import { S3Storage } from './s3';

export {
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

export function createStorage(config: StorageConfig): StoragePort {
  if (config.provider === 's3') return new S3Storage(config);
  return new LocalStorage(config.dir);
}
