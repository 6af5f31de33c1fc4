import { closeSync, createReadStream, createWriteStream, open, writeSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { assertSafeKey, contentTypeFor, SAFE_KEY, UPLOADS_PATH, type StoragePort, type StoredObject, type StoredObjectInfo, type StoredStream } from './port';

const openFile = promisify(open);

/** Files in one folder (./data/uploads by default): the embedded default, no account needed. */
export class LocalStorage implements StoragePort {
  readonly name = 'local' as const;
  constructor(private readonly dir: string) {}

  private ready: Promise<unknown> | null = null;

  async put(key: string, body: Buffer | Promise<Buffer>): Promise<void> {
    assertSafeKey(key);
    // Creating the file is most of a write's cost on a journalling disk: it happens while the
    // body is still being made, so only the write itself waits for it.
    const [file, bytes] = await Promise.allSettled([this.create(join(this.dir, key)), body]);
    if (file.status === 'rejected') {
      // The body's own error says more than a file we no longer need.
      if (bytes.status === 'rejected') throw bytes.reason;
      throw file.reason;
    }
    const fd = file.value;
    // The write and close are synchronous: into the page cache they take microseconds, less than
    // the thread-pool round trips of their asynchronous forms (the slow part, creating the file,
    // is already done).
    try {
      if (bytes.status === 'rejected') throw bytes.reason;
      for (let written = 0; written < bytes.value.length;) written += writeSync(fd, bytes.value, written);
    } catch (error) {
      // Nothing half-made stays behind.
      closeSync(fd);
      await rm(join(this.dir, key), { force: true });
      throw error;
    }
    closeSync(fd);
  }

  async putStream(key: string, body: Readable, _contentType: string): Promise<number> {
    assertSafeKey(key);
    const path = join(this.dir, key);
    const out = createWriteStream(path, { fd: await this.create(path) });
    try {
      await pipeline(body, out);
    } catch (error) {
      // Nothing half-written stays behind.
      await rm(path, { force: true });
      throw error;
    }
    return out.bytesWritten;
  }

  async getStream(key: string): Promise<StoredStream | null> {
    assertSafeKey(key);
    const path = join(this.dir, key);
    try {
      const { size } = await stat(path);
      return { body: createReadStream(path), contentType: contentTypeFor(key), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * Keys are fresh random names nobody has been given yet, so a plain exclusive create is
   * enough: no reader can ask for the file before the caller hands its URL out.
   */
  private async create(path: string): Promise<number> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    try {
      return await openFile(path, 'wx');
    } catch (error) {
      // The folder was removed while we ran (a cleanup, an operator): make it again, once.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(this.dir, { recursive: true });
      return await openFile(path, 'wx');
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

  async *list(pageSize = 500): AsyncIterable<StoredObjectInfo[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    // Only names this adapter could have written: anything else in the folder is not ours to judge.
    const keys = names.filter((name) => SAFE_KEY.test(name));
    for (let i = 0; i < keys.length; i += pageSize) {
      const page: StoredObjectInfo[] = [];
      for (const key of keys.slice(i, i + pageSize)) {
        try {
          page.push({ key, modifiedAt: (await stat(join(this.dir, key))).mtime });
        } catch (error) {
          // Deleted since the folder was read: nothing to sweep.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      if (page.length) yield page;
    }
  }

  url(key: string): string {
    return `${UPLOADS_PATH}/${key}`;
  }
}
