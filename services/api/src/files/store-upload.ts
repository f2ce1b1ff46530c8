/**
 * Stores one uploaded stream after checking its content: the detected type must be one the kind
 * accepts (else 415), and the bytes must fit that type's limit (else 413, and nothing is kept).
 */
import type { Readable } from 'node:stream';
import { ApiError, badRequest } from '../http/errors.js';
import { ObjectTooLargeError } from '../storage/errors.js';
import type { FileStorage, StoredObject } from '../storage/file-storage.js';
import { tooLargeMessage, wrongTypeMessage, type FileKind } from './file-kinds.js';
import { UPLOAD_INTERRUPTED, discard, drain, sniff } from './sniff.js';

const EMPTY_FILE_MESSAGE = 'The file is empty';

export async function storeUpload(storage: FileStorage, source: Readable, kind: FileKind): Promise<StoredObject> {
  // A failing source means the client stopped sending: a 400, not a server error.
  let sourceFailed = false;
  source.once('error', () => (sourceFailed = true));
  let sniffed;
  try {
    sniffed = await sniff(source);
  } catch {
    drain(source);
    throw badRequest(UPLOAD_INTERRUPTED);
  }
  if (sniffed.empty) throw badRequest(EMPTY_FILE_MESSAGE);
  const stored = sniffed.type ? kind.accepts[sniffed.type.ext] : undefined;
  if (!stored) {
    discard(sniffed.stream);
    drain(source);
    throw new ApiError(415, wrongTypeMessage(kind));
  }
  try {
    return await storage.save(sniffed.stream, { folder: kind.folder, ...stored });
  } catch (error) {
    drain(source);
    if (error instanceof ObjectTooLargeError) throw new ApiError(413, tooLargeMessage(error.maxBytes));
    if (sourceFailed || (error as Error).message === UPLOAD_INTERRUPTED) throw badRequest(UPLOAD_INTERRUPTED);
    throw error;
  }
}
