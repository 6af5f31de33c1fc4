import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertSafeKey, contentTypeFor, UPLOADS_PATH, type StoragePort, type StoredObject } from './port';

/** Files in one folder (./data/uploads by default): the embedded default, no account needed. */
export class LocalStorage implements StoragePort {
  readonly name = 'local' as const;
  constructor(private readonly dir: string) {}

  private ready: Promise<unknown> | null = null;

  async put(key: string, body: Buffer): Promise<void> {
    assertSafeKey(key);
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    // Keys are fresh random names nobody has been given yet, so a plain exclusive write is
    // enough: no reader can ask for the file before the caller hands its URL out.
    try {
      await writeFile(join(this.dir, key), body, { flag: 'wx' });
    } catch (error) {
      // The folder was removed while we ran (a cleanup, an operator): make it again, once.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(this.dir, { recursive: true });
      await writeFile(join(this.dir, key), body, { flag: 'wx' });
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      return { body: await readFile(join(this.dir, key)), contentType: contentTypeFor(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await rm(join(this.dir, key), { force: true });
  }

  url(key: string): string {
    return `${UPLOADS_PATH}/${key}`;
  }
}
