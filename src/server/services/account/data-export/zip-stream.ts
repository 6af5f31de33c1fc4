import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';

/** Bytes of zip waiting for storage before the writer stops feeding more (backpressure). */
const HIGH_WATER_BYTES = 1024 * 1024;

/**
 * A zip made file by file into a stream that storage consumes as it goes (fflate's streaming
 * Zip): each file is added whole before the next, and adding waits while storage is behind, so
 * memory holds one file's data and about a megabyte of zip, whatever the total.
 */
export class ZipStream {
  readonly output: Readable;
  private readonly sink = new PassThrough({ highWaterMark: HIGH_WATER_BYTES });
  private readonly zip: Zip;
  private failure: Promise<never>;

  constructor() {
    this.output = this.sink;
    this.zip = new Zip((error, chunk, final) => {
      if (error) return void this.sink.destroy(error);
      this.sink.write(chunk);
      if (final) this.sink.end();
    });
    // The consumer failing (storage refused the upload) must stop the writer instead of leaving it waiting for a drain.
    this.failure = new Promise<never>((_, reject) => this.sink.once('error', reject).once('close', () => reject(new Error('zip stream closed'))));
    this.failure.catch(() => undefined);
  }

  /** Resolves once storage has taken enough of what is queued; rejects if the stream failed. */
  private async drained(): Promise<void> {
    if (this.sink.destroyed) await this.failure;
    if (this.sink.writableNeedDrain) await Promise.race([once(this.sink, 'drain'), this.failure]);
  }

  /** A file already compressed (a JPEG): stored as it is. */
  async addStored(name: string, bytes: Uint8Array): Promise<void> {
    const file = new ZipPassThrough(name);
    this.zip.add(file);
    file.push(bytes, true);
    await this.drained();
  }

  /** A text file written in pieces (data.json), deflated as it goes. */
  async addText(name: string, pieces: AsyncIterable<string> | Iterable<string>): Promise<void> {
    const file = new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    for await (const piece of pieces) {
      file.push(strToU8(piece));
      await this.drained();
    }
    file.push(new Uint8Array(0), true);
    await this.drained();
  }

  end(): void {
    this.zip.end();
  }

  /** Stops the stream after a failure on the writing side: storage sees the error and keeps nothing. */
  abort(error: Error): void {
    this.zip.terminate();
    this.sink.destroy(error);
  }
}
