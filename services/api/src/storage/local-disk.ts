/**
 * FileStorage on the local disk (DATA_DIR/uploads). Writes stream through a byte counter into a
 * hidden `.part` file that is renamed into place only when complete, so a failed or over-size
 * upload leaves nothing behind and a half-written file is never served.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir.js';
import { contentTypeForKey } from './content-types.js';
import { byteLimit } from './byte-limit.js';
import type { FileStorage, ObjectRange, OpenedObject, SaveOptions, StoredObject } from './file-storage.js';
import { isValidKey, newKey } from './keys.js';

export class LocalDiskStorage implements FileStorage {
  /** @param root absolute folder holding one sub-folder per SaveOptions.folder */
  constructor(
    private readonly root: string,
    private readonly urlPrefix = '/uploads/',
  ) {}

  private pathOf(key: string): string | null {
    return isValidKey(key) ? path.join(this.root, ...key.split('/')) : null;
  }

  async save(body: Readable | ReadableStream<Uint8Array>, options: SaveOptions): Promise<StoredObject> {
    const key = newKey(options.folder, options.extension);
    const finalPath = this.pathOf(key)!;
    const partPath = path.join(path.dirname(finalPath), `.${path.basename(finalPath)}.part`);
    await mkdir(path.dirname(finalPath), { recursive: true, mode: PRIVATE_DIR_MODE });
    const source = body instanceof Readable ? body : Readable.fromWeb(body as WebReadableStream<Uint8Array>);
    let size = 0;
    const sink = createWriteStream(partPath, { flags: 'wx', mode: PRIVATE_FILE_MODE });
    try {
      await pipeline(
        source,
        byteLimit(options.maxBytes, (bytes) => (size = bytes)),
        sink,
      );
      await rename(partPath, finalPath);
    } catch (error) {
      // pipeline rejects as soon as the source fails, which can be before the file is even open; the
      // sink then opens (creating the file) and closes. Remove the file only once it is closed, or the
      // removal runs first and the partial file stays behind.
      if (!sink.closed) await once(sink, 'close', { signal: AbortSignal.timeout(5_000) }).catch(() => {});
      await rm(partPath, { force: true });
      throw error;
    }
    return { key, size, contentType: options.contentType, url: this.urlPrefix + key };
  }

  async stat(key: string): Promise<{ size: number; contentType: string; lastModified: Date } | null> {
    const filePath = this.pathOf(key);
    if (!filePath) return null;
    try {
      const info = await stat(filePath);
      return info.isFile() ? { size: info.size, contentType: contentTypeForKey(key), lastModified: info.mtime } : null;
    } catch {
      return null;
    }
  }

  async open(key: string, range?: ObjectRange): Promise<OpenedObject | null> {
    const info = await this.stat(key);
    if (!info) return null;
    const stream = createReadStream(this.pathOf(key)!, range ? { start: range.start, end: range.end } : {});
    return { stream, ...info };
  }

  /**
   * Removes `.part` files a crashed process left mid-upload. Called once at start, before any
   * upload can be in flight. Answers how many were removed.
   */
  async removeLeftoverParts(): Promise<number> {
    let removed = 0;
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.startsWith('.') || !entry.name.endsWith('.part')) continue;
      await rm(path.join(entry.parentPath, entry.name), { force: true });
      removed += 1;
    }
    return removed;
  }

  async delete(key: string): Promise<void> {
    const filePath = this.pathOf(key);
    if (filePath) await rm(filePath, { force: true });
  }
}
