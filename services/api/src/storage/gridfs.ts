/**
 * FileStorage in MongoDB GridFS (bucket `uploads`: collections uploads.files and uploads.chunks), so
 * every API process serves every upload. Bytes stream both ways in 255 KB chunks: a 100 MB video is
 * never held in memory. A file becomes visible only when complete (GridFS writes its files document
 * after the last chunk); a failed or over-size upload aborts, which removes its chunks.
 */
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { mongo } from 'mongoose';
import { contentTypeForKey } from './content-types.js';
import { byteLimit } from './byte-limit.js';
import type { FileStorage, ObjectRange, OpenedObject, SaveOptions, StoredObject } from './file-storage.js';
import { isValidKey, newKey } from './keys.js';

const GRIDFS_BUCKET = 'uploads';
/** Its collections: left out of the database part of a backup (the files go in as uploads/ entries). */
export const GRIDFS_COLLECTIONS = [`${GRIDFS_BUCKET}.files`, `${GRIDFS_BUCKET}.chunks`] as const;
/** Chunks with no files document older than this are what a crashed upload left. */
const ORPHAN_AGE_MS = 24 * 3_600_000;

interface StoredFile {
  _id: mongo.ObjectId;
  length: number;
  uploadDate: Date;
  filename: string;
}

export class GridFsStorage implements FileStorage {
  private readonly bucket: mongo.GridFSBucket;

  constructor(
    private readonly db: mongo.Db,
    private readonly urlPrefix = '/uploads/',
  ) {
    this.bucket = new mongo.GridFSBucket(db, { bucketName: GRIDFS_BUCKET });
  }

  async save(body: Readable | ReadableStream<Uint8Array>, options: SaveOptions): Promise<StoredObject> {
    const key = newKey(options.folder, options.extension);
    let size = 0;
    await this.write(
      key,
      body,
      options.contentType,
      byteLimit(options.maxBytes, (bytes) => (size = bytes)),
    );
    return { key, size, contentType: options.contentType, url: this.urlPrefix + key };
  }

  /** Stores `body` under `key` (restores and the move from disk keep their keys). */
  async saveAs(key: string, body: Readable, contentType = contentTypeForKey(key)): Promise<void> {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    await this.write(key, body, contentType);
  }

  private async write(
    key: string,
    body: Readable | ReadableStream<Uint8Array>,
    contentType: string,
    ...through: Transform[]
  ): Promise<void> {
    const source = body instanceof Readable ? body : Readable.fromWeb(body as WebReadableStream<Uint8Array>);
    const upload = this.bucket.openUploadStream(key, { metadata: { contentType } });
    try {
      await pipeline([source, ...through, upload]);
    } catch (error) {
      await upload.abort().catch(() => undefined);
      throw error;
    }
  }

  private async find(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    const [file] = await this.bucket.find({ filename: key }).sort({ uploadDate: -1 }).limit(1).toArray();
    return (file as StoredFile | undefined) ?? null;
  }

  async stat(key: string): Promise<{ size: number; contentType: string; lastModified: Date } | null> {
    const file = await this.find(key);
    return file ? { size: file.length, contentType: contentTypeForKey(key), lastModified: file.uploadDate } : null;
  }

  async open(key: string, range?: ObjectRange): Promise<OpenedObject | null> {
    const file = await this.find(key);
    if (!file) return null;
    // GridFS ranges end before `end`; ours include it.
    const stream = this.bucket.openDownloadStream(file._id, range ? { start: range.start, end: range.end + 1 } : {});
    return { stream, size: file.length, contentType: contentTypeForKey(key), lastModified: file.uploadDate };
  }

  async delete(key: string): Promise<void> {
    const file = await this.find(key);
    if (file) await this.bucket.delete(file._id).catch(() => undefined);
  }

  /** Every stored key, in order (backups). */
  async listKeys(): Promise<string[]> {
    const names = await this.db.collection(GRIDFS_COLLECTIONS[0]).distinct('filename');
    return (names as string[]).filter(isValidKey).sort();
  }

  /**
   * Removes chunks of uploads that never completed (a crash mid-upload) once they are a day old:
   * younger ones may be an upload another process is writing right now. Answers how many files.
   */
  async removeLeftoverParts(): Promise<number> {
    const chunks = this.db.collection(GRIDFS_COLLECTIONS[1]);
    const files = this.db.collection(GRIDFS_COLLECTIONS[0]);
    const cutoff = mongo.ObjectId.createFromTime(Math.floor((Date.now() - ORPHAN_AGE_MS) / 1000));
    const ids = (await chunks.distinct('files_id', { files_id: { $lt: cutoff } })) as mongo.ObjectId[];
    let removed = 0;
    for (const id of ids) {
      if (await files.findOne({ _id: id }, { projection: { _id: 1 } })) continue;
      await chunks.deleteMany({ files_id: id });
      removed += 1;
    }
    return removed;
  }
}
