/**
 * Where uploaded files live. Routes only talk to this interface, so an S3-compatible store can be
 * added without touching them. The local-disk implementation is local-disk.ts next to this file.
 * (Owned by the uploads work: refine freely, keeping routes storage-agnostic.)
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  /** Server-chosen key, e.g. 'images/3f9c…e1.png'. Never derived from a client path. */
  key: string;
  size: number;
  contentType: string;
  /** URL the browser uses to fetch it, e.g. '/uploads/images/3f9c…e1.png'. */
  url: string;
}

export interface SaveOptions {
  /** Folder inside the store: 'images', 'pdfs', 'videos', 'objects'. */
  folder: string;
  /** Extension for the server-chosen name, with the dot ('.png'). */
  extension: string;
  contentType: string;
  /** More bytes than this rejects with 413 and leaves nothing behind. */
  maxBytes: number;
}

export interface ObjectRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface OpenedObject {
  stream: Readable;
  size: number;
  contentType: string;
  lastModified: Date;
}

export interface FileStorage {
  /** Stream a body into the store under a fresh server-chosen key. */
  save(body: Readable | ReadableStream<Uint8Array>, options: SaveOptions): Promise<StoredObject>;
  /** Open a stored object (a byte range of it when asked), or null when absent. */
  open(key: string, range?: ObjectRange): Promise<OpenedObject | null>;
  stat(key: string): Promise<{ size: number; contentType: string; lastModified: Date } | null>;
  delete(key: string): Promise<void>;
}
